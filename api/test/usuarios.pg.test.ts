import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { ALL_PERMISSIONS, MSG_ULTIMO_ADMINISTRADOR } from 'shared';
import { client, createTestApp, login, PASSWORD, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * Users and roles under real concurrency (docs/contactos-y-administracion.md, «Usuarios» and
 * «Roles»). PGlite runs one transaction at a time, so only PostgreSQL (node-postgres pool) can show a
 * missing lock: without locking the active administrators before counting them, two deactivations
 * of the last two administrators both count 2 and both pass, leaving none. Runs only when
 * TEST_DATABASE_URL is set; the file works in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('Users and roles concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let editor: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  const rolId: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(url!, `usuarios_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
    for (const r of await rows<{ id: number; name: string }>(t.db, sql`select id, name from roles`)) rolId[r.name] = r.id;
    // Every permission (not the Administrador role): only such a user changes an Administrador's role or state.
    await createUserWithRole(t.db, 'editor@prueba.local', 'Editor de usuarios', [...ALL_PERMISSIONS]);
    editor = client(t.app, await login(t.app, 'editor@prueba.local'));
    admin = client(t.app, await login(t.app, 'admin@demo.local'));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const adminsActivos = async () =>
    (
      await rows<{ id: number }>(
        t.db,
        sql`select u.id from usuarios u join roles r on r.id = u.role_id where r.clave = 'administrador' and u.activo order by u.id`,
      )
    ).map((r) => r.id);
  const datos = async (id: number) => {
    const d = (await editor.get(`/api/users/${id}`)).body;
    return { name: d.name, email: d.email, roleId: d.roleId, sucursalId: d.sucursalId, cod_vendedor: d.cod_vendedor, comision: d.comision, activo: d.activo };
  };

  test('20 rounds: the only two active administrators deactivated (or moved) at once: exactly one passes each time, one stays active', async () => {
    const [laura] = await adminsActivos();
    for (let ronda = 0; ronda < 20; ronda += 1) {
      const alta = await editor.post('/api/users', {
        name: `Administrador ${ronda}`,
        email: `admin${ronda}@prueba.local`,
        roleId: rolId.Administrador,
        password: PASSWORD,
      });
      expect(alta.status).toBe(201);
      const ids = await adminsActivos();
      expect(ids).toHaveLength(2);
      const [a, b] = await Promise.all(ids.map(datos));
      // Odd rounds move one of them to another role instead of deactivating it.
      const cambioB = ronda % 2 === 1 ? { roleId: rolId.Vendedor } : { activo: false };
      const res = await Promise.all([
        editor.put(`/api/users/${ids[0]}`, { ...a, activo: false }),
        editor.put(`/api/users/${ids[1]}`, { ...b, ...cambioB }),
      ]);
      expect({ ronda, statuses: res.map((r) => r.status).sort(), activos: (await adminsActivos()).length }).toEqual({
        ronda,
        statuses: [200, 409],
        activos: 1,
      });
      expect(res.find((r) => r.status === 409)!.body).toEqual({ message: MSG_ULTIMO_ADMINISTRADOR });
      // Back to Laura as the only active administrator for the next round.
      await t.db.execute(sql`update usuarios set activo = (id = ${laura}) where id in (${ids[0]}, ${ids[1]})`);
    }
  });

  test('two administrators deactivating each other at once: never both, never a 500', async () => {
    const alta = await editor.post('/api/users', { name: 'Otra administradora', email: 'otra.admin@prueba.local', roleId: rolId.Administrador, password: PASSWORD });
    expect(alta.status).toBe(201);
    const [laura] = await adminsActivos();
    for (let ronda = 0; ronda < 10; ronda += 1) {
      await t.db.execute(sql`update usuarios set activo = true where id in (${laura}, ${alta.body.id})`);
      const yo = client(t.app, await login(t.app, 'admin@demo.local'));
      const otra = client(t.app, await login(t.app, 'otra.admin@prueba.local'));
      const [a, b] = [await datos(laura), await datos(alta.body.id)];
      const res = await Promise.all([
        yo.put(`/api/users/${alta.body.id}`, { ...b, activo: false }),
        otra.put(`/api/users/${laura}`, { ...a, activo: false }),
      ]);
      const statuses = res.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await adminsActivos()).toHaveLength(1);
    }
    await t.db.execute(sql`update usuarios set activo = (id = ${laura}) where id in (${laura}, ${alta.body.id})`);
  });

  test('deleting a role while a user is moved to it: either the role goes and the move is refused, or the user moves and the role is kept', async () => {
    // The rounds above may have ended Laura's first session.
    admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const alta = await editor.post('/api/users', { name: 'En carrera', email: 'carrera@prueba.local', roleId: rolId['Solo lectura'] });
    expect(alta.status).toBe(201);
    const resultados = new Set<string>();
    for (let ronda = 0; ronda < 20; ronda += 1) {
      const rol = await admin.post('/api/roles', { name: `Rol en carrera ${ronda}`, permissions: ['home.get'] });
      expect(rol.status).toBe(201);
      const actual = await datos(alta.body.id);
      const [borrado, movido] = await Promise.all([
        admin.delete(`/api/roles/${rol.body.id}`),
        editor.put(`/api/users/${alta.body.id}`, { ...actual, roleId: rol.body.id }),
      ]);
      const [{ n: usuariosDelRol }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from usuarios where role_id = ${rol.body.id}`);
      const [{ n: rolExiste }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from roles where id = ${rol.body.id}`);
      const resultado = `${borrado.status}/${movido.status}`;
      resultados.add(resultado);
      expect({ ronda, resultado, usuariosDelRol, rolExiste }).toEqual(
        resultado === '200/400' ? { ronda, resultado, usuariosDelRol: 0, rolExiste: 0 } : { ronda, resultado: '409/200', usuariosDelRol: 1, rolExiste: 1 },
      );
      if (resultado === '200/400') expect(movido.body).toEqual({ message: 'Rol inválido.' });
      // Back to a role of the seed, so the next round's role starts without users.
      expect((await editor.put(`/api/users/${alta.body.id}`, { ...actual, roleId: rolId['Solo lectura'] })).status).toBe(200);
    }
    console.log(`role delete vs. move: ${[...resultados].join(', ')}`);
  });
  test('a password change does not wait for another transaction that only points at the user (an audit row)', async () => {
    const alta = await editor.post('/api/users', { name: 'Con auditoría abierta', email: 'auditada@prueba.local', roleId: rolId['Solo lectura'], password: PASSWORD });
    expect(alta.status).toBe(201);
    const otra = new Client({ connectionString: database.url });
    await otra.connect();
    try {
      // The foreign-key check of this insert keeps a KEY SHARE lock on the user's row until commit:
      // FOR UPDATE on that row would wait for it; NO KEY UPDATE (what an UPDATE of the password takes) does not.
      await otra.query('begin');
      await otra.query(`insert into auditoria (usuario_id, entidad, entidad_id, accion) values ($1, 'prueba', $2, 'abierta')`, [alta.body.id, String(alta.body.id)]);
      const cambio = admin.put(`/api/auth/change-password/${alta.body.id}`, { newPassword: 'OtraClave123' });
      const resultado = await Promise.race([cambio.then((r) => r.status), new Promise((resolve) => setTimeout(() => resolve('esperando'), 5_000))]);
      await otra.query('commit');
      expect(resultado).toBe(200);
      expect((await cambio).status).toBe(200);
    } finally {
      await otra.query('rollback').catch(() => undefined);
      await otra.end();
    }
  });
});
