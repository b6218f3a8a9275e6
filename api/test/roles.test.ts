import { sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  MSG_ROL_ADMIN_ELIMINAR,
  MSG_ROL_ADMIN_PERMISOS,
  MSG_ROL_NO_ENCONTRADO,
  msgRolEnUso,
  rolSchema,
  ROLE_PERMISSIONS,
} from 'shared';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';

/**
 * Roles (docs/contactos-y-administracion.md, «Roles»): the permission matrix saved with PUT and
 * enforced at the users' next call, the Administrador role (keeps every permission, never deleted),
 * deleting only roles without users.
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

const rolEnBase = async (id: number) =>
  (await rows<{ name: string; permissions: string[] }>(t.db, sql`select name, permissions from roles where id = ${id}`))[0];
const descuentoEnBase = async (id: number) =>
  (await rows<{ d: string }>(t.db, sql`select descuento_maximo::text as d from roles where id = ${id}`))[0].d;
let secuencia = 0;
/** A new role through the API (as admin) with `permissions`; returns its id. */
async function nuevoRol(permissions: string[] = []): Promise<number> {
  secuencia += 1;
  const res = await u.admin.post('/api/roles', { name: `Rol de prueba ${secuencia}`, permissions });
  if (res.status !== 201) throw new Error(`POST roles: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

describe('GET roles', () => {
  test('by name, each with sistema and its user count (active and inactive); the seeded custom role has none', async () => {
    const res = await u.admin.get('/api/roles');
    expect(res.status).toBe(200);
    const porNombre = Object.fromEntries(res.body.roles.map((r: { name: string }) => [r.name, r]));
    expect(porNombre.Administrador).toMatchObject({ sistema: true, usuarios: 1, permissions: ALL_PERMISSIONS });
    expect(porNombre.Vendedor).toMatchObject({ sistema: false, usuarios: 2 });
    // Diego Romero and the inactive Ernesto Paz.
    expect(porNombre['Solo lectura']).toMatchObject({ sistema: false, usuarios: 2 });
    expect(porNombre['Tesorería']).toEqual({
      id: expect.any(Number),
      name: 'Tesorería',
      permissions: ['home.get', 'cajas.get', 'cajas.post', 'cajas.put', 'gastos.get', 'gastos.post'],
      sistema: false,
      usuarios: 0,
      descuentoMaximo: '100.00',
    });
    // The seeded Vendedor gives up to 5 % without an authorization code (docs/permisos.md).
    expect(porNombre.Vendedor).toMatchObject({ descuentoMaximo: '5.00' });
    expect(porNombre.Administrador).toMatchObject({ descuentoMaximo: '100.00' });
  });

  test('GET roles/{id}: roles.detail.get or roles.put; 404 when missing', async () => {
    expect((await u.lectura.get(`/api/roles/${rolId.Vendedor}`)).status).toBe(200);
    await createUserWithRole(t.db, 'soloputroles@prueba.local', 'Solo editar roles', ['roles.put']);
    await createUserWithRole(t.db, 'sololistaroles@prueba.local', 'Solo lista de roles', ['roles.get']);
    const put = client(t.app, await login(t.app, 'soloputroles@prueba.local'));
    const lista = client(t.app, await login(t.app, 'sololistaroles@prueba.local'));
    expect((await put.get(`/api/roles/${rolId.Vendedor}`)).status).toBe(200);
    expect((await lista.get(`/api/roles/${rolId.Vendedor}`)).status).toBe(403);
    const missing = await u.admin.get('/api/roles/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_ROL_NO_ENCONTRADO });
  });
});

describe('descuentoMaximo (docs/permisos.md)', () => {
  test('POST and PUT take a percentage 0–100 with 2 decimals (default 100; absent on PUT keeps it); audited', async () => {
    const creado = await u.admin.post('/api/roles', { name: 'Mostrador con tope', permissions: ['ventas.post'], descuentoMaximo: '7.5' });
    expect(creado).toMatchObject({ status: 201, body: { descuentoMaximo: '7.50' } });
    const id = creado.body.id as number;
    for (const malo of ['101', '-1', '5.123', 'diez', 100.5]) {
      const res = await u.admin.put(`/api/roles/${id}`, { name: 'Mostrador con tope', permissions: ['ventas.post'], descuentoMaximo: malo });
      expect(res).toMatchObject({ status: 400, body: { message: 'El descuento máximo debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.' } });
    }
    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Mostrador con tope', permissions: ['ventas.post'] })).body).toMatchObject({ descuentoMaximo: '7.50' });
    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Mostrador con tope', permissions: ['ventas.post'], descuentoMaximo: 0 })).body).toMatchObject({ descuentoMaximo: '0.00' });
    const [audit] = await rows<{ antes: { descuentoMaximo: string }; despues: { descuentoMaximo: string } }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'roles' and entidad_id = ${String(id)} and accion = 'actualizar' order by id desc limit 1`,
    );
    expect(audit).toEqual({ antes: expect.objectContaining({ descuentoMaximo: '7.50' }), despues: expect.objectContaining({ descuentoMaximo: '0.00' }) });
    expect((await u.admin.post('/api/roles', { name: 'Sin tope', permissions: [] })).body).toMatchObject({ descuentoMaximo: '100.00' });
  });
});

describe('PUT roles/{id}', () => {
  test('saves the name and the whole permission list (deduplicated, in the catalogue order); audited before and after', async () => {
    const id = await nuevoRol(['clientes.get', 'ventas.get']);
    const res = await u.admin.put(`/api/roles/${id}`, {
      name: '  Mostrador  ',
      permissions: ['ventas.post', 'home.get', 'ventas.post', 'clientes.detail.get'],
    });
    expect(res.status).toBe(200);
    expect(rolSchema.parse(res.body)).toEqual(res.body);
    const esperados = ALL_PERMISSIONS.filter((p) => ['home.get', 'ventas.post', 'clientes.detail.get'].includes(p));
    expect(res.body).toEqual({ id, name: 'Mostrador', permissions: esperados, sistema: false, usuarios: 0, descuentoMaximo: '100.00' });
    expect(await rolEnBase(id)).toEqual({ name: 'Mostrador', permissions: esperados });
    expect((await u.admin.get(`/api/roles/${id}`)).body).toEqual(res.body);
    const audit = await rows<{ antes: unknown; despues: unknown }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'roles' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(audit).toEqual([
      {
        antes: { name: `Rol de prueba ${secuencia}`, permissions: ALL_PERMISSIONS.filter((p) => ['clientes.get', 'ventas.get'].includes(p)), descuentoMaximo: '100.00' },
        despues: { name: 'Mostrador', permissions: esperados, descuentoMaximo: '100.00' },
      },
    ]);
    // An empty list is a role without permissions; its own name in another case is no duplicate.
    const vacio = await u.admin.put(`/api/roles/${id}`, { name: 'MOSTRADOR', permissions: [] });
    expect(vacio.status).toBe(200);
    expect(vacio.body).toMatchObject({ name: 'MOSTRADOR', permissions: [] });
  });

  test('unknown permissions → 400 naming them; another role’s name (any case) → 409; 404 when missing; nothing changes', async () => {
    const id = await nuevoRol(['clientes.get']);
    const antes = await rolEnBase(id);
    const raro = await u.admin.put(`/api/roles/${id}`, { name: 'Raro', permissions: ['clientes.get', 'todo.borrar', 'ventas.volar'] });
    expect(raro.status).toBe(400);
    expect(raro.body.message).toBe('Permisos inválidos: todo.borrar, ventas.volar');
    const dup = await u.admin.put(`/api/roles/${id}`, { name: 'vendedor', permissions: [] });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'Ya existe un rol con ese nombre.' });
    const sinLista = await u.admin.put(`/api/roles/${id}`, { name: 'Sin lista' });
    expect(sinLista.status).toBe(400);
    const blanco = await u.admin.put(`/api/roles/${id}`, { name: '  ', permissions: [] });
    expect(blanco.status).toBe(400);
    expect(blanco.body.message).toBe('El nombre del rol es obligatorio.');
    expect(await rolEnBase(id)).toEqual(antes);
    const missing = await u.admin.put('/api/roles/999999', { name: 'Nadie', permissions: [] });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_ROL_NO_ENCONTRADO });
  });

  test('the Administrador role keeps every permission (409) but may be renamed', async () => {
    const id = rolId.Administrador;
    const menos = await u.admin.put(`/api/roles/${id}`, { name: 'Administrador', permissions: ALL_PERMISSIONS.filter((p) => p !== 'usuarios.put') });
    expect(menos.status).toBe(409);
    expect(menos.body).toEqual({ message: MSG_ROL_ADMIN_PERMISOS });
    const nada = await u.admin.put(`/api/roles/${id}`, { name: 'Administrador', permissions: [] });
    expect(nada.status).toBe(409);
    expect(await rolEnBase(id)).toEqual({ name: 'Administrador', permissions: ALL_PERMISSIONS });
    expect((await u.admin.get('/api/users?pageSize=1')).status).toBe(200);

    const renombrado = await u.admin.put(`/api/roles/${id}`, { name: 'Dirección', permissions: [...ALL_PERMISSIONS].reverse() });
    expect(renombrado.status).toBe(200);
    expect(renombrado.body).toEqual({ id, name: 'Dirección', permissions: ALL_PERMISSIONS, sistema: true, usuarios: 1, descuentoMaximo: '100.00' });
    // Still the system role under its new name: the rules follow its fixed key, not its name.
    expect((await u.admin.delete(`/api/roles/${id}`)).body).toEqual({ message: MSG_ROL_ADMIN_ELIMINAR });
    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Dirección', permissions: ['home.get'] })).status).toBe(409);
    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Administrador', permissions: ALL_PERMISSIONS })).status).toBe(200);
  });

  test('the matrix applies at the next call of a signed-in user: 403 → permission given → 200 → taken away → 403', async () => {
    const id = await nuevoRol(['home.get']);
    await t.db.execute(sql`insert into usuarios (name, email, password_hash, role_id)
      select 'Matriz', 'matriz@prueba.local', password_hash, ${id} from usuarios where email = 'lectura@demo.local'`);
    const usuario = client(t.app, await login(t.app, 'matriz@prueba.local'));
    expect((await usuario.get('/api/roles')).status).toBe(403);
    expect((await usuario.post('/api/roles', { name: 'No debería' })).status).toBe(403);

    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Matriz', permissions: ['home.get', 'roles.get', 'roles.post'] })).status).toBe(200);
    expect((await usuario.get('/api/roles')).status).toBe(200);
    const me = await usuario.get('/api/auth/me');
    expect(me.body.permissions).toEqual(['home.get', 'roles.get', 'roles.post']);
    expect(me.body.roleName).toBe('Matriz');
    const creado = await usuario.post('/api/roles', { name: 'Creado por Matriz' });
    expect(creado.status).toBe(201);

    expect((await u.admin.put(`/api/roles/${id}`, { name: 'Matriz', permissions: ['home.get'] })).status).toBe(200);
    expect((await usuario.get('/api/roles')).status).toBe(403);
    expect((await usuario.post('/api/roles', { name: 'Otro de Matriz' })).status).toBe(403);
    expect((await usuario.get('/api/auth/me')).body.permissions).toEqual(['home.get']);
  });

  test('only with roles.put', async () => {
    const id = await nuevoRol();
    const body = { name: 'Intento', permissions: [] };
    expect((await u.lectura.put(`/api/roles/${id}`, body)).status).toBe(403);
    expect((await u.vendedor.put(`/api/roles/${id}`, body)).status).toBe(403);
    expect((await u.anonimo.put(`/api/roles/${id}`, body)).status).toBe(401);
    expect((await rolEnBase(id)).name).toBe(`Rol de prueba ${secuencia}`);
  });
});

describe('no escalation (docs/seguridad.md «Escalamiento de permisos»)', () => {
  const permisosGestor = ['home.get', 'roles.get', 'roles.detail.get', 'roles.post', 'roles.put', 'clientes.get', 'presupuestos.post'];
  let gestor: ReturnType<typeof client>;
  let gestorRolId: number;
  beforeAll(async () => {
    await createUserWithRole(t.db, 'gestor-roles@prueba.local', 'Gestor de roles', permisosGestor);
    gestorRolId = (await rows<{ id: number }>(t.db, sql`select id from roles where name = 'Gestor de roles'`))[0].id;
    gestor = client(t.app, await login(t.app, 'gestor-roles@prueba.local'));
  });

  test('a holder of roles.put cannot give their own role (or any other) a permission they lack: 403 in Spanish, nothing changes', async () => {
    const propio = await gestor.put(`/api/roles/${gestorRolId}`, { name: 'Gestor de roles', permissions: [...ALL_PERMISSIONS] });
    expect(propio.status).toBe(403);
    expect(propio.body).toEqual({ message: 'No puede otorgar permisos que no tiene.' });
    const uno = await gestor.put(`/api/roles/${gestorRolId}`, { name: 'Gestor de roles', permissions: [...permisosGestor, 'usuarios.put'] });
    expect(uno.status).toBe(403);
    expect((await rolEnBase(gestorRolId)).permissions).toEqual(permisosGestor);
    const otro = await gestor.put(`/api/roles/${rolId['Solo lectura']}`, { name: 'Solo lectura', permissions: ['home.get', 'ventas.post'] });
    expect(otro.status).toBe(403);
    expect(otro.body).toEqual({ message: 'No puede otorgar permisos que no tiene.' });
    // What they hold they may give; what a role already has may stay (or go) even if they lack it.
    const id = await nuevoRol(['home.get', 'ventas.get']);
    const ok = await gestor.put(`/api/roles/${id}`, { name: 'Rol de ventas', permissions: ['home.get', 'ventas.get', 'clientes.get'] });
    expect(ok.status).toBe(200);
    expect((await gestor.put(`/api/roles/${id}`, { name: 'Rol de ventas', permissions: ['clientes.get'] })).status).toBe(200);
    expect((await rolEnBase(id)).permissions).toEqual(['clientes.get']);
  });

  test('POST roles only with permissions the caller holds', async () => {
    const antes = (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from roles`))[0].n;
    const res = await gestor.post('/api/roles', { name: 'Rol con todo', permissions: [...ALL_PERMISSIONS] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'No puede otorgar permisos que no tiene.' });
    expect((await rows<{ n: number }>(t.db, sql`select count(*)::int as n from roles`))[0].n).toBe(antes);
    expect((await gestor.post('/api/roles', { name: 'Rol de consulta', permissions: ['home.get', 'clientes.get'] })).status).toBe(201);
  });

  test('the discount limit is a right too: no role gets one above the caller\'s own; a new role without it gets the caller\'s', async () => {
    await t.db.execute(sql`update roles set descuento_maximo = 5 where id = ${gestorRolId}`);
    const gestor5 = client(t.app, await login(t.app, 'gestor-roles@prueba.local'));
    const propio = await gestor5.put(`/api/roles/${gestorRolId}`, { name: 'Gestor de roles', permissions: permisosGestor, descuentoMaximo: '100' });
    expect(propio.status).toBe(403);
    expect(propio.body).toEqual({ message: 'No puede otorgar un descuento máximo mayor que el suyo.' });
    expect(await descuentoEnBase(gestorRolId)).toBe('5.00');
    const alto = await gestor5.post('/api/roles', { name: 'Rol con descuento', permissions: ['home.get', 'presupuestos.post'], descuentoMaximo: '50' });
    expect(alto.status).toBe(403);
    const creado = await gestor5.post('/api/roles', { name: 'Rol sin descuento dicho', permissions: ['home.get', 'presupuestos.post'] });
    expect(creado.status).toBe(201);
    expect(creado.body.descuentoMaximo).toBe('5.00');
    // A role that neither sells nor quotes is not limited by it.
    expect((await gestor5.post('/api/roles', { name: 'Rol de consulta 2', permissions: ['home.get'], descuentoMaximo: '100' })).status).toBe(201);
    // A role that already has a higher limit keeps it through an edit of its name or permissions.
    const id = await nuevoRol(['home.get', 'presupuestos.post']);
    await t.db.execute(sql`update roles set descuento_maximo = 30 where id = ${id}`);
    expect((await gestor5.put(`/api/roles/${id}`, { name: 'Rol con 30', permissions: ['home.get', 'presupuestos.post', 'clientes.get'] })).status).toBe(200);
    expect((await gestor5.put(`/api/roles/${id}`, { name: 'Rol con 30', permissions: ['home.get', 'presupuestos.post'], descuentoMaximo: '40' })).status).toBe(403);
    expect(await descuentoEnBase(id)).toBe('30.00');
  });
});

describe('DELETE roles/{id}', () => {
  test('a role without users is deleted (the seeded Tesorería); audited; then 404', async () => {
    const id = rolId['Tesorería'];
    const res = await u.admin.delete(`/api/roles/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Rol eliminado correctamente.' });
    expect(await rolEnBase(id)).toBeUndefined();
    const audit = await rows<{ accion: string; antes: { name: string } }>(
      t.db,
      sql`select accion, antes from auditoria where entidad = 'roles' and entidad_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ accion: 'eliminar', antes: expect.objectContaining({ name: 'Tesorería' }) }]);
    const again = await u.admin.delete(`/api/roles/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: MSG_ROL_NO_ENCONTRADO });
    expect((await u.admin.get(`/api/roles/${id}`)).status).toBe(404);
  });

  test('while users have it, active or not → 409 with the count; the Administrador role never', async () => {
    const enUso = await u.admin.delete(`/api/roles/${rolId['Solo lectura']}`);
    expect(enUso.status).toBe(409);
    expect(enUso.body).toEqual({ message: msgRolEnUso(2) });
    expect(enUso.body.message).toBe('No se puede eliminar el rol: lo tienen 2 usuarios.');

    // A role whose only user is inactive is still in use.
    const id = await nuevoRol();
    const alta = await u.admin.post('/api/users', { name: 'Inactivo', email: 'inactivo@prueba.local', roleId: id, activo: false });
    expect(alta.status).toBe(201);
    const uno = await u.admin.delete(`/api/roles/${id}`);
    expect(uno.status).toBe(409);
    expect(uno.body.message).toBe('No se puede eliminar el rol: lo tiene 1 usuario.');
    expect(await rolEnBase(id)).toBeDefined();
    // Once the user moves to another role, it can go.
    const detalle = (await u.admin.get(`/api/users/${alta.body.id}`)).body;
    const mover = await u.admin.put(`/api/users/${alta.body.id}`, {
      name: detalle.name,
      email: detalle.email,
      roleId: rolId.Vendedor,
      sucursalId: null,
      cod_vendedor: null,
      comision: '0',
      activo: false,
    });
    expect(mover.status).toBe(200);
    expect((await u.admin.delete(`/api/roles/${id}`)).status).toBe(200);

    const admin = await u.admin.delete(`/api/roles/${rolId.Administrador}`);
    expect(admin.status).toBe(409);
    expect(admin.body).toEqual({ message: MSG_ROL_ADMIN_ELIMINAR });
    expect(await rolEnBase(rolId.Administrador)).toEqual({ name: 'Administrador', permissions: ALL_PERMISSIONS });
  });

  test('a user can no longer be given a deleted role (400 Rol inválido.)', async () => {
    const id = await nuevoRol();
    expect((await u.admin.delete(`/api/roles/${id}`)).status).toBe(200);
    const res = await u.admin.post('/api/users', { name: 'Tarde', email: 'tarde@prueba.local', roleId: id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Rol inválido.');
  });

  test('only with roles.delete', async () => {
    const id = await nuevoRol();
    expect((await u.lectura.delete(`/api/roles/${id}`)).status).toBe(403);
    expect((await u.vendedor.delete(`/api/roles/${id}`)).status).toBe(403);
    expect((await u.anonimo.delete(`/api/roles/${id}`)).status).toBe(401);
    expect(await rolEnBase(id)).toBeDefined();
    // The seeded roles other than Administrador hold no roles.put / roles.delete.
    for (const nombre of ['Vendedor', 'Inventario', 'Solo lectura'] as const) {
      expect(ROLE_PERMISSIONS[nombre]).not.toContain('roles.delete');
      expect(ROLE_PERMISSIONS[nombre]).not.toContain('roles.put');
    }
  });
});
