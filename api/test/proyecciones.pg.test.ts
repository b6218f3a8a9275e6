import { sql } from 'drizzle-orm';
import { desfasadosTodas, PROYECCIONES } from '../src/db/proyecciones';
import { generarSql } from '../src/db/proyecciones/generar';
import { REGLAS } from '../src/db/proyecciones/reglas';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The projections of api/src/db/proyecciones on PostgreSQL (TEST_DATABASE_URL): the migrated
 * database runs exactly the generated trigger functions, the demo data has no drift, and
 * GET /api/salud?detalle=1 reads it in one read-only snapshot.
 */

const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('projections on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `proyecciones_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('every generated function is in the database with the generated body', async () => {
    const cuerpos = [...generarSql().matchAll(/^CREATE OR REPLACE FUNCTION "([a-z_]+)"[\s\S]*?AS \$\$\n([\s\S]*?)\$\$;$/gm)].map((m) => ({ nombre: m[1], cuerpo: m[2] }));
    expect(cuerpos.length).toBe(PROYECCIONES.reduce((n, p) => n + p.funciones(REGLAS).length, 0));
    const enBase = new Map(
      (await rows<{ proname: string; prosrc: string }>(t.db, sql`select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace`)).map((f) => [
        f.proname,
        f.prosrc,
      ]),
    );
    const distintas = cuerpos.filter((c) => enBase.get(c.nombre)?.trim() !== c.cuerpo.trim()).map((c) => c.nombre);
    expect(distintas).toEqual([]);
  });

  test('no drift on the demo data; the admin reads it through GET /api/salud?detalle=1', async () => {
    expect((await desfasadosTodas(t.db)).filter((d) => d.filas.length > 0)).toEqual([]);
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const res = await admin.get('/api/salud?detalle=1');
    expect(res.status).toBe(200);
    expect(res.body.proyecciones.map((p: { nombre: string; desfasados: number }) => [p.nombre, p.desfasados])).toEqual(
      PROYECCIONES.map((p) => [p.nombre, 0]),
    );
  });
});
