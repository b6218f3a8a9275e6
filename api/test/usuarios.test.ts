import { sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  MSG_PASSWORD_BLANQUEADA,
  MSG_PERMISOS_AJENOS,
  MSG_ULTIMO_ADMINISTRADOR,
  MSG_USUARIO_ADMIN_PROTEGIDO,
  MSG_USUARIO_CONTRASENA_AJENA,
  MSG_USUARIO_COD_VENDEDOR_DUPLICADO,
  MSG_USUARIO_DESACTIVARSE,
  MSG_USUARIO_EMAIL_DUPLICADO,
  MSG_USUARIO_NO_ENCONTRADO,
  MSG_USUARIO_PROPIO_ROL,
  ROLE_PERMISSIONS,
  usuarioDetalleSchema,
} from 'shared';
import { client, createTestApp, demoClients, login, PASSWORD, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';

/**
 * Users (docs/contactos-y-administracion.md, «Usuarios»): list filters and the sellers view, detail,
 * create with a given or generated password, edit (unique e-mail and seller code, no
 * self-deactivation, at least one active administrator, deactivation ends sessions), password reset.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const rolId: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  for (const r of await rows<{ id: number; name: string }>(t.db, sql`select id, name from roles`)) rolId[r.name] = r.id;
});
afterAll(() => t.close());

type Cliente = ReturnType<typeof client>;
const idDe = async (email: string) => (await rows<{ id: number }>(t.db, sql`select id from usuarios where email = ${email}`))[0].id;
const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
const sesionesDe = async (id: number) =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from sesiones where usuario_id = ${id}`))[0].n;
const loginStatus = async (email: string, password = PASSWORD) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;
/** The detail as PUT users/{id} takes it back (the editable fields). */
const editable = (d: { name: string; email: string; roleId: number; sucursalId: number | null; cod_vendedor: string | null; comision: string; activo: boolean }) => ({
  name: d.name,
  email: d.email,
  roleId: d.roleId,
  sucursalId: d.sucursalId,
  cod_vendedor: d.cod_vendedor,
  comision: d.comision,
  activo: d.activo,
});
let secuencia = 0;
/** A new user (through the API, as admin) with `extra` fields; returns its id and the password to sign in. */
async function nuevoUsuario(extra: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  secuencia += 1;
  const email = `usuario${secuencia}@prueba.local`;
  const res = await u.admin.post('/api/users', { name: `Usuario ${secuencia}`, email, roleId: rolId['Solo lectura'], password: PASSWORD, ...extra });
  if (res.status !== 201) throw new Error(`POST users: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email };
}

describe('GET users', () => {
  test('the full view has the branch and filters by search (name, e-mail, seller code, any case), role and active flag', async () => {
    const todos = await u.admin.get('/api/users?pageSize=100');
    expect(todos.status).toBe(200);
    const admin = todos.body.usuarios.find((x: { email: string }) => x.email === 'admin@demo.local');
    expect(admin).toMatchObject({ roleName: 'Administrador', sucursalId: 1, sucursalNombre: 'Casa Central', activo: true });
    const inventario = todos.body.usuarios.find((x: { email: string }) => x.email === 'inventario@demo.local');
    expect(inventario).toMatchObject({ sucursalNombre: 'Casa Central' });

    const nombres = async (query: string) => {
      const res = await u.admin.get(`/api/users?pageSize=100&${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.usuarios.length);
      return res.body.usuarios.map((x: { name: string }) => x.name);
    };
    expect(await nombres('search=VALERIA')).toEqual(['Valeria Ruiz']);
    expect(await nombres('search=Exempleado%40Demo')).toEqual(['Ernesto Paz']);
    expect(await nombres('search=v00')).toEqual(['Laura Gómez', 'Martín Pereyra', 'Valeria Ruiz']);
    expect(await nombres('search=%25')).toEqual([]);
    expect(await nombres(`roleId=${rolId.Vendedor}`)).toEqual(['Martín Pereyra', 'Valeria Ruiz']);
    expect(await nombres('activo=false')).toEqual(['Ernesto Paz']);
    expect(await nombres('activo=true')).not.toContain('Ernesto Paz');
    expect(await nombres(`roleId=${rolId['Solo lectura']}&activo=true&search=diego`)).toEqual(['Diego Romero']);
    expect(await nombres(`roleId=${rolId['Solo lectura']}&activo=false&search=diego`)).toEqual([]);
  });

  test('the sellers view (ventas.get without usuarios.get) lists only ACTIVE sellers, id, name and code; search applies, the other filters do not', async () => {
    const inactivo = await nuevoUsuario({ name: 'Vendedor Dado de Baja', cod_vendedor: 'V777', roleId: rolId.Vendedor, activo: false });
    const res = await u.vendedor.get('/api/users?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.usuarios).toEqual([
      { id: await idDe('admin@demo.local'), name: 'Laura Gómez', cod_vendedor: 'V001' },
      { id: await idDe('vendedor@demo.local'), name: 'Martín Pereyra', cod_vendedor: 'V002' },
      { id: await idDe('norte@demo.local'), name: 'Valeria Ruiz', cod_vendedor: 'V003' },
    ]);
    expect(res.body.usuarios.map((x: { id: number }) => x.id)).not.toContain(inactivo.id);
    const buscado = await u.vendedor.get('/api/users?search=valeria');
    expect(buscado.body.usuarios).toEqual([{ id: await idDe('norte@demo.local'), name: 'Valeria Ruiz', cod_vendedor: 'V003' }]);
    const ignorado = await u.vendedor.get('/api/users?activo=false');
    expect(ignorado.body.total).toBe(3);
    // With usuarios.get the same inactive seller is listed.
    const admin = await u.admin.get('/api/users?search=V777');
    expect(admin.body.usuarios).toEqual([expect.objectContaining({ id: inactivo.id, activo: false })]);
  });

  test('bad filters → 400 in Spanish', async () => {
    const activo = await u.admin.get('/api/users?activo=si');
    expect(activo.status).toBe(400);
    expect(activo.body.message).toBe("El filtro activo debe ser 'true' o 'false'.");
    const rol = await u.admin.get('/api/users?roleId=abc');
    expect(rol.status).toBe(400);
    expect(rol.body.message).toBe('Rol inválido.');
  });
});

describe('GET users/{id}', () => {
  test('every field but the password, with role and branch; 404 when missing', async () => {
    const id = await idDe('norte@demo.local');
    const res = await u.admin.get(`/api/users/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      name: 'Valeria Ruiz',
      email: 'norte@demo.local',
      cod_vendedor: 'V003',
      roleId: rolId.Vendedor,
      roleName: 'Vendedor',
      comision: '4.00',
      activo: true,
      sucursalId: 2,
      sucursalNombre: 'Sucursal Norte',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const missing = await u.admin.get('/api/users/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_USUARIO_NO_ENCONTRADO });
  });

  test('usuarios.detail.get or usuarios.put; usuarios.get alone is not enough', async () => {
    const id = await idDe('norte@demo.local');
    await createUserWithRole(t.db, 'soloput@prueba.local', 'Solo editar usuarios', ['usuarios.put']);
    await createUserWithRole(t.db, 'sololista@prueba.local', 'Solo lista de usuarios', ['usuarios.get']);
    expect((await client(t.app, await login(t.app, 'soloput@prueba.local')).get(`/api/users/${id}`)).status).toBe(200);
    expect((await client(t.app, await login(t.app, 'sololista@prueba.local')).get(`/api/users/${id}`)).status).toBe(403);
    expect((await u.lectura.get(`/api/users/${id}`)).status).toBe(200);
    expect((await u.vendedor.get(`/api/users/${id}`)).status).toBe(403);
  });
});

describe('POST users', () => {
  test('with a password: 201 { id } only, e-mail stored lower-case, the user signs in with it; audited without the hash', async () => {
    const res = await u.admin.post('/api/users', {
      name: '  Carla Ibáñez ',
      email: ' Carla.Ibanez@Prueba.LOCAL ',
      roleId: rolId.Vendedor,
      sucursalId: 2,
      cod_vendedor: 'V500',
      comision: '7.5',
      password: 'ClaveSegura1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const detalle = await u.admin.get(`/api/users/${res.body.id}`);
    expect(detalle.body).toMatchObject({
      name: 'Carla Ibáñez',
      email: 'carla.ibanez@prueba.local',
      cod_vendedor: 'V500',
      comision: '7.50',
      activo: true,
      sucursalNombre: 'Sucursal Norte',
    });
    expect(await loginStatus('carla.ibanez@prueba.local', 'ClaveSegura1')).toBe(200);
    const [fila] = await rows<{ accion: string; despues: Record<string, unknown> }>(
      t.db,
      sql`select accion, despues from auditoria where entidad = 'usuarios' and entidad_id = ${String(res.body.id)}`,
    );
    expect(fila.accion).toBe('crear');
    expect(fila.despues).toMatchObject({ email: 'carla.ibanez@prueba.local', roleName: 'Vendedor' });
    expect(JSON.stringify(fila.despues)).not.toMatch(/argon2|password|ClaveSegura1/i);
  });

  test('without a password: one is generated (14 readable characters), answered once, and works to sign in', async () => {
    const res = await u.admin.post('/api/users', { name: 'Generada', email: 'generada@prueba.local', roleId: rolId['Solo lectura'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), password: expect.any(String) });
    const { password } = res.body as { password: string };
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);
    expect(await loginStatus('generada@prueba.local', password)).toBe(200);
    // Never shown again, nor stored in clear.
    const detalle = await u.admin.get(`/api/users/${res.body.id}`);
    expect(JSON.stringify(detalle.body)).not.toContain(password);
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria where despues::text like ${`%${password}%`}`);
    expect(n).toBe(0);
    // Two generated passwords differ.
    const otro = await u.admin.post('/api/users', { name: 'Generada 2', email: 'generada2@prueba.local', roleId: rolId['Solo lectura'] });
    expect(otro.body.password).not.toBe(password);
  });

  test('duplicate e-mail (any case) or seller code → 409; unknown role or unknown / inactive branch → 400; nothing written', async () => {
    const [inactiva] = await rows<{ id: number }>(t.db, sql`insert into sucursales (nombre, activo) values ('Sucursal Cerrada', false) returning id`);
    const base = { name: 'Repetido', email: 'repetido@prueba.local', roleId: rolId.Vendedor, password: PASSWORD };
    const antes = await cuenta('usuarios');
    const casos: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'VENDEDOR@demo.local' }, 409, MSG_USUARIO_EMAIL_DUPLICADO],
      [{ cod_vendedor: 'V002' }, 409, MSG_USUARIO_COD_VENDEDOR_DUPLICADO],
      [{ cod_vendedor: 'v002' }, 409, MSG_USUARIO_COD_VENDEDOR_DUPLICADO],
      [{ roleId: 999999 }, 400, 'Rol inválido.'],
      [{ sucursalId: 999999 }, 400, 'Sucursal inválida.'],
      [{ sucursalId: inactiva.id }, 400, 'Sucursal inválida.'],
      [{ password: 'corta' }, 400, 'La contraseña debe tener al menos 8 caracteres.'],
    ];
    for (const [cambio, status, message] of casos) {
      const res = await u.admin.post('/api/users', { ...base, ...cambio });
      expect([JSON.stringify(cambio), res.status, res.body.message]).toEqual([JSON.stringify(cambio), status, message]);
    }
    expect(await cuenta('usuarios')).toBe(antes);
    // An empty seller code is no code: many users may have none.
    expect((await u.admin.post('/api/users', { ...base, cod_vendedor: '' })).status).toBe(201);
  });

  test('only with usuarios.post', async () => {
    const body = { name: 'Sin permiso', email: 'sinpermiso@prueba.local', roleId: rolId.Vendedor };
    expect((await u.lectura.post('/api/users', body)).status).toBe(403);
    expect((await u.vendedor.post('/api/users', body)).status).toBe(403);
    expect((await u.anonimo.post('/api/users', body)).status).toBe(401);
  });
});

describe('PUT users/{id}', () => {
  test('changes every field and answers the user; audited before and after without the hash', async () => {
    const { id } = await nuevoUsuario({ cod_vendedor: 'V600' });
    const res = await u.admin.put(`/api/users/${id}`, {
      name: 'Nombre Nuevo',
      email: 'Nuevo.Email@Prueba.local',
      roleId: rolId.Inventario,
      sucursalId: 2,
      cod_vendedor: null,
      comision: 3,
      activo: true,
    });
    expect(res.status).toBe(200);
    expect(usuarioDetalleSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id,
      name: 'Nombre Nuevo',
      email: 'nuevo.email@prueba.local',
      roleName: 'Inventario',
      sucursalNombre: 'Sucursal Norte',
      cod_vendedor: null,
      comision: '3.00',
    });
    const [fila] = await rows<{ antes: Record<string, unknown>; despues: Record<string, unknown> }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'usuarios' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(fila.antes).toMatchObject({ cod_vendedor: 'V600', roleName: 'Solo lectura' });
    expect(fila.despues).toMatchObject({ cod_vendedor: null, roleName: 'Inventario', email: 'nuevo.email@prueba.local' });
    expect(JSON.stringify(fila)).not.toMatch(/argon2|password/i);
    // Keeping one's own e-mail and code is no duplicate.
    expect((await u.admin.put(`/api/users/${id}`, editable(res.body))).status).toBe(200);
  });

  test('duplicate e-mail or seller code of ANOTHER user → 409; unknown role or branch → 400; a password in the body → 400; 404 when missing', async () => {
    const { id } = await nuevoUsuario();
    const base = editable((await u.admin.get(`/api/users/${id}`)).body);
    const casos: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'Admin@Demo.local' }, 409, MSG_USUARIO_EMAIL_DUPLICADO],
      [{ cod_vendedor: 'V003' }, 409, MSG_USUARIO_COD_VENDEDOR_DUPLICADO],
      [{ roleId: 999999 }, 400, 'Rol inválido.'],
      [{ sucursalId: 999999 }, 400, 'Sucursal inválida.'],
      [{ password: 'OtraClave123' }, 400, 'Campo no permitido: "password".'],
    ];
    for (const [cambio, status, message] of casos) {
      const res = await u.admin.put(`/api/users/${id}`, { ...base, ...cambio });
      expect([JSON.stringify(cambio), res.status, res.body.message]).toEqual([JSON.stringify(cambio), status, message]);
    }
    expect(editable((await u.admin.get(`/api/users/${id}`)).body)).toEqual(base);
    const missing = await u.admin.put('/api/users/999999', base);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_USUARIO_NO_ENCONTRADO });
  });

  test('deactivating ends the user’s sessions at once and the login is refused; reactivating lets them in again', async () => {
    const { id, email } = await nuevoUsuario();
    const sid = await login(t.app, email);
    const suyo = client(t.app, sid);
    expect((await suyo.get('/api/auth/me')).status).toBe(200);
    const base = editable((await u.admin.get(`/api/users/${id}`)).body);
    const res = await u.admin.put(`/api/users/${id}`, { ...base, activo: false });
    expect(res.status).toBe(200);
    expect(res.body.activo).toBe(false);
    expect(await sesionesDe(id)).toBe(0);
    expect((await suyo.get('/api/auth/me')).status).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Credenciales inválidas' });
    expect((await u.admin.put(`/api/users/${id}`, { ...base, activo: true })).status).toBe(200);
    expect(await loginStatus(email)).toBe(200);
  });

  test('nobody can deactivate themself (409, nothing changes)', async () => {
    const adminId = await idDe('admin@demo.local');
    const base = editable((await u.admin.get(`/api/users/${adminId}`)).body);
    const res = await u.admin.put(`/api/users/${adminId}`, { ...base, activo: false });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG_USUARIO_DESACTIVARSE });
    expect((await u.admin.get('/api/auth/me')).status).toBe(200);
    // Any other change of one's own user is fine.
    expect((await u.admin.put(`/api/users/${adminId}`, { ...base, comision: '1' })).status).toBe(200);
    expect((await u.admin.put(`/api/users/${adminId}`, base)).status).toBe(200);
  });

  test('only with usuarios.put', async () => {
    const { id } = await nuevoUsuario();
    const base = editable((await u.admin.get(`/api/users/${id}`)).body);
    expect((await u.lectura.put(`/api/users/${id}`, base)).status).toBe(403);
    expect((await u.vendedor.put(`/api/users/${id}`, base)).status).toBe(403);
    expect((await u.anonimo.put(`/api/users/${id}`, base)).status).toBe(401);
  });
});

describe('the last active administrator', () => {
  /**
   * A user who may edit users but is no administrator: a role of its own with every permission (only
   * such a user changes an Administrador's role or state, docs/seguridad.md «Escalamiento de permisos»).
   */
  let editor: Cliente;
  let adminId: number;
  beforeAll(async () => {
    await createUserWithRole(t.db, 'editor@prueba.local', 'Editor de usuarios', [...ALL_PERMISSIONS]);
    editor = client(t.app, await login(t.app, 'editor@prueba.local'));
    adminId = await idDe('admin@demo.local');
  });
  const datos = async (id: number) => editable((await u.admin.get(`/api/users/${id}`)).body);
  const adminsActivos = async () =>
    (
      await rows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from usuarios u join roles r on r.id = u.role_id where r.clave = 'administrador' and u.activo`,
      )
    )[0].n;

  test('cannot be deactivated nor moved to another role (409); other changes pass', async () => {
    expect(await adminsActivos()).toBe(1);
    const base = await datos(adminId);
    for (const cambio of [{ activo: false }, { roleId: rolId.Vendedor }, { activo: false, roleId: rolId.Vendedor }]) {
      const res = await editor.put(`/api/users/${adminId}`, { ...base, ...cambio });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: MSG_ULTIMO_ADMINISTRADOR });
    }
    expect(await datos(adminId)).toEqual(base);
    expect((await editor.put(`/api/users/${adminId}`, { ...base, name: 'Laura B. Gómez' })).status).toBe(200);
    expect((await editor.put(`/api/users/${adminId}`, base)).status).toBe(200);
  });

  test('with a second administrator one may go; the remaining one is kept', async () => {
    const segundo = await nuevoUsuario({ roleId: rolId.Administrador });
    expect(await adminsActivos()).toBe(2);
    const base = await datos(segundo.id);
    expect((await editor.put(`/api/users/${segundo.id}`, { ...base, roleId: rolId.Vendedor })).status).toBe(200);
    expect(await adminsActivos()).toBe(1);
    expect((await editor.put(`/api/users/${adminId}`, { ...(await datos(adminId)), activo: false })).status).toBe(409);
    // An inactive administrator does not count.
    expect((await editor.put(`/api/users/${segundo.id}`, { ...base, activo: false })).status).toBe(200);
    expect(await adminsActivos()).toBe(1);
    expect((await editor.put(`/api/users/${adminId}`, { ...(await datos(adminId)), activo: false })).status).toBe(409);
  });

  test('two deactivations of the only two administrators sent at once: exactly one passes, one administrator stays active', async () => {
    const otro = await nuevoUsuario({ roleId: rolId.Administrador });
    expect(await adminsActivos()).toBe(2);
    const [a, b] = [await datos(adminId), await datos(otro.id)];
    const res = await Promise.all([
      editor.put(`/api/users/${adminId}`, { ...a, activo: false }),
      editor.put(`/api/users/${otro.id}`, { ...b, activo: false }),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.status === 409)!.body).toEqual({ message: MSG_ULTIMO_ADMINISTRADOR });
    expect(await adminsActivos()).toBe(1);
    // Back to the seed's state: Laura active, the other one out.
    await t.db.execute(sql`update usuarios set activo = (id = ${adminId}) where id in (${adminId}, ${otro.id})`);
    u.admin = client(t.app, await login(t.app, 'admin@demo.local'));
  });

  test('two administrators deactivating each other at once: at most one passes, one administrator stays active', async () => {
    const otro = await nuevoUsuario({ roleId: rolId.Administrador, password: PASSWORD });
    const otroCliente = client(t.app, await login(t.app, otro.email));
    const [a, b] = [await datos(adminId), await datos(otro.id)];
    const res = await Promise.all([
      u.admin.put(`/api/users/${otro.id}`, { ...b, activo: false }),
      otroCliente.put(`/api/users/${adminId}`, { ...a, activo: false }),
    ]);
    // The loser is refused by the rule (409) or, when the winner already closed its session, by the session (401).
    expect(res.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([401, 409]).toContain(res.map((r) => r.status).sort()[1]);
    expect(await adminsActivos()).toBe(1);
    // In sequence: the first passes, the second (whose session ended) cannot act any more.
    await t.db.execute(sql`update usuarios set activo = true where id in (${adminId}, ${otro.id})`);
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const otroDeNuevo = client(t.app, await login(t.app, otro.email));
    expect((await admin.put(`/api/users/${otro.id}`, { ...b, activo: false })).status).toBe(200);
    expect((await otroDeNuevo.put(`/api/users/${adminId}`, { ...a, activo: false })).status).toBe(401);
    expect(await adminsActivos()).toBe(1);
    u.admin = admin;
  });
});

describe('PUT users/{id}/reset-password', () => {
  test('a new generated password, shown once; every session of the user ends and only the new password works; audited', async () => {
    const { id, email } = await nuevoUsuario();
    const viejo = client(t.app, await login(t.app, email));
    const otraSesion = client(t.app, await login(t.app, email));
    const res = await u.admin.put(`/api/users/${id}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG_PASSWORD_BLANQUEADA, password: expect.stringMatching(/^[A-HJ-NP-Za-km-z2-9]{14}$/) });
    expect((await viejo.get('/api/auth/me')).status).toBe(401);
    expect((await otraSesion.get('/api/auth/me')).status).toBe(401);
    expect(await sesionesDe(id)).toBe(0);
    expect(await loginStatus(email)).toBe(401);
    expect(await loginStatus(email, res.body.password)).toBe(200);
    const audit = await rows<{ accion: string; usuario_id: number; despues: unknown }>(
      t.db,
      sql`select accion, usuario_id, despues from auditoria where entidad = 'usuarios' and entidad_id = ${String(id)} and accion = 'restablecer_contrasena'`,
    );
    expect(audit).toEqual([{ accion: 'restablecer_contrasena', usuario_id: await idDe('admin@demo.local'), despues: { sesionesCerradas: 2 } }]);
    expect(JSON.stringify(audit)).not.toContain(res.body.password);
    // A second reset gives another password.
    const otra = await u.admin.put(`/api/users/${id}/reset-password`, {});
    expect(otra.status).toBe(200);
    expect(otra.body.password).not.toBe(res.body.password);
  });

  test('404 when missing; a body with fields → 400; only with usuarios.put', async () => {
    const missing = await u.admin.put('/api/users/999999/reset-password');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_USUARIO_NO_ENCONTRADO });
    const { id, email } = await nuevoUsuario();
    expect((await u.admin.put(`/api/users/${id}/reset-password`, { password: 'Elegida123' })).status).toBe(400);
    expect((await u.lectura.put(`/api/users/${id}/reset-password`)).status).toBe(403);
    expect((await u.vendedor.put(`/api/users/${id}/reset-password`)).status).toBe(403);
    expect(await loginStatus(email)).toBe(200);
  });
});

describe('demo seed', () => {
  test('the extra seller signs in; the inactive user cannot', async () => {
    expect(await loginStatus('norte@demo.local')).toBe(200);
    expect(await loginStatus('exempleado@demo.local')).toBe(401);
  });
});

describe('no escalation (docs/seguridad.md «Escalamiento de permisos»)', () => {
  /** A user with usuarios.get/post/put and the Solo lectura permissions, no more. */
  let editor: Cliente;
  let editorId: number;
  const permisosEditor = ['usuarios.get', 'usuarios.detail.get', 'usuarios.post', 'usuarios.put', 'roles.get', ...ROLE_PERMISSIONS['Solo lectura']];
  beforeAll(async () => {
    editorId = await createUserWithRole(t.db, 'editor-limitado@prueba.local', 'Editor limitado', [...new Set(permisosEditor)]);
    editor = client(t.app, await login(t.app, 'editor-limitado@prueba.local'));
  });
  const datos = async (id: number) => editable((await u.admin.get(`/api/users/${id}`)).body);

  test('POST users: only a role whose permissions the caller holds (403 in Spanish, nothing created)', async () => {
    const antes = await cuenta('usuarios');
    for (const roleId of [rolId.Administrador, rolId.Vendedor]) {
      const res = await editor.post('/api/users', { name: 'Colado', email: `colado${roleId}@prueba.local`, roleId, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG_PERMISOS_AJENOS });
    }
    expect(await cuenta('usuarios')).toBe(antes);
    const ok = await editor.post('/api/users', { name: 'Lector nuevo', email: 'lector-nuevo@prueba.local', roleId: rolId['Solo lectura'], password: PASSWORD });
    expect(ok.status).toBe(201);
  });

  test('POST and PUT users: a selling role with a discount limit above the caller\'s own is refused (403), a lower one passes', async () => {
    const [{ rol }] = await rows<{ rol: number }>(t.db, sql`select role_id as rol from usuarios where id = ${editorId}`);
    await createUserWithRole(t.db, 'vende-alto@prueba.local', 'Vende con 50', ['home.get', 'ventas.post']);
    const [{ alto }] = await rows<{ alto: number }>(t.db, sql`select id as alto from roles where name = 'Vende con 50'`);
    await t.db.execute(sql`update roles set descuento_maximo = 50 where id = ${alto}`);
    await t.db.execute(sql`update roles set descuento_maximo = 10, permissions = permissions || '{ventas.post}'::text[] where id = ${rol}`);
    try {
      const editor10 = client(t.app, await login(t.app, 'editor-limitado@prueba.local'));
      const res = await editor10.post('/api/users', { name: 'Con 50', email: 'con50@prueba.local', roleId: alto, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'No puede otorgar un descuento máximo mayor que el suyo.' });
      await t.db.execute(sql`update roles set descuento_maximo = 10 where id = ${alto}`);
      expect((await editor10.post('/api/users', { name: 'Con 10', email: 'con10@prueba.local', roleId: alto, password: PASSWORD })).status).toBe(201);
    } finally {
      await t.db.execute(sql`update roles set descuento_maximo = 100, permissions = array_remove(permissions, 'ventas.post') where id = ${rol}`);
    }
  });

  test('PUT users/{id}: nobody changes their own role, an administrator neither; other changes to oneself pass', async () => {
    const propio = await datos(editorId);
    const res = await editor.put(`/api/users/${editorId}`, { ...propio, roleId: rolId.Administrador });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG_USUARIO_PROPIO_ROL });
    expect((await editor.put(`/api/users/${editorId}`, { ...propio, roleId: rolId['Solo lectura'] })).body).toEqual({ message: MSG_USUARIO_PROPIO_ROL });
    expect((await datos(editorId)).roleId).toBe(propio.roleId);
    expect((await editor.put(`/api/users/${editorId}`, { ...propio, name: 'Editor (renombrado)' })).status).toBe(200);

    const adminId = await idDe('admin@demo.local');
    const admin = await datos(adminId);
    const otroAdmin = await nuevoUsuario({ roleId: rolId.Administrador });
    const delAdmin = await u.admin.put(`/api/users/${adminId}`, { ...admin, roleId: rolId.Vendedor });
    expect(delAdmin.status).toBe(403);
    expect(delAdmin.body).toEqual({ message: MSG_USUARIO_PROPIO_ROL });
    await u.admin.put(`/api/users/${otroAdmin.id}`, { ...(await datos(otroAdmin.id)), activo: false });
  });

  test("PUT users/{id}: another role only with permissions the caller holds; an Administrador's role or state only with every permission", async () => {
    const { id } = await nuevoUsuario();
    const base = await datos(id);
    for (const roleId of [rolId.Administrador, rolId.Vendedor]) {
      const res = await editor.put(`/api/users/${id}`, { ...base, roleId });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG_PERMISOS_AJENOS });
    }
    expect(await datos(id)).toEqual(base);
    // Keeping a user's role is no grant: the editor may edit a seller's other fields.
    const vendedorId = await idDe('vendedor@demo.local');
    const vendedor = await datos(vendedorId);
    expect((await editor.put(`/api/users/${vendedorId}`, { ...vendedor, comision: '4.5' })).status).toBe(200);

    const adminId = await idDe('admin@demo.local');
    const admin = await datos(adminId);
    await nuevoUsuario({ roleId: rolId.Administrador }); // so the last-administrator rule is not what refuses
    for (const cambio of [{ activo: false }, { roleId: rolId['Solo lectura'] }]) {
      const res = await editor.put(`/api/users/${adminId}`, { ...admin, ...cambio });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG_USUARIO_ADMIN_PROTEGIDO });
    }
    expect(await datos(adminId)).toEqual(admin);
    expect((await editor.put(`/api/users/${adminId}`, { ...admin, comision: '1' })).status).toBe(200);
    await u.admin.put(`/api/users/${adminId}`, admin);
  });

  test("PUT users/{id}/reset-password: an Administrador's only with every permission; anyone else's only within the caller's permissions", async () => {
    const adminId = await idDe('admin@demo.local');
    const vendedorId = await idDe('vendedor@demo.local');
    const alAdmin = await editor.put(`/api/users/${adminId}/reset-password`);
    expect(alAdmin.status).toBe(403);
    expect(alAdmin.body).toEqual({ message: MSG_USUARIO_ADMIN_PROTEGIDO });
    const alVendedor = await editor.put(`/api/users/${vendedorId}/reset-password`);
    expect(alVendedor.status).toBe(403);
    expect(alVendedor.body).toEqual({ message: MSG_USUARIO_CONTRASENA_AJENA });
    expect(await loginStatus('admin@demo.local')).toBe(200);
    expect(await loginStatus('vendedor@demo.local')).toBe(200);
    const lector = await nuevoUsuario();
    expect((await editor.put(`/api/users/${lector.id}/reset-password`)).status).toBe(200);
    // Every permission without the Administrador role is enough.
    await createUserWithRole(t.db, 'todo@prueba.local', 'Todos los permisos', [...ALL_PERMISSIONS]);
    const todo = client(t.app, await login(t.app, 'todo@prueba.local'));
    const otroAdmin = await nuevoUsuario({ roleId: rolId.Administrador });
    expect((await todo.put(`/api/users/${otroAdmin.id}/reset-password`)).status).toBe(200);
  });
});
