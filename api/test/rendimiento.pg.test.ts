import { sql } from 'drizzle-orm';
import type { Categoria } from 'shared';
import { createProducto } from '../src/modules/productos/service';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The performance changes on a real PostgreSQL (docs/rendimiento.md): the migration with pg_trgm,
 * the product counters kept exact by triggers while many transactions change products at once
 * (PGlite runs them one after another, so only here can two of them meet), and the shared session
 * lookup through the pool. Runs only when TEST_DATABASE_URL is set (test/support/pg.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('PostgreSQL: counters and sessions under concurrency', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(url!, 'rendimiento');
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('the /stock total stays exact while 60 transactions create and delete products at once', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const categorias: Categoria[] = ['materia_prima', 'esencia', 'elaborado'];
    const existentes = await rows<{ id: number }>(t.db, sql`select id from productos where is_deleted = false order by id limit 20`);

    const trabajos = [
      ...Array.from({ length: 40 }, (_, i) =>
        t.db.transaction((tx) =>
          createProducto(tx, null, { nombre: `Concurrente ${i}`, categoria: categorias[i % 3], unidad: 'unidad', precio: '1.00' }),
        ),
      ),
      ...existentes.map((p, i) =>
        t.db.transaction(async (tx) => {
          // Half are deleted, half change category and price (the count of two categories moves).
          if (i % 2 === 0) await tx.execute(sql`update productos set is_deleted = true, deleted_at = now() where id = ${p.id}`);
          else await tx.execute(sql`update productos set categoria = 'elaborado', precio = precio + 1 where id = ${p.id}`);
        }),
      ),
    ];
    const resultados = await Promise.allSettled(trabajos);
    expect(resultados.filter((r) => r.status === 'rejected')).toEqual([]);

    for (const categoria of [undefined, ...categorias]) {
      const [esperado] = await rows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from productos where is_deleted = false ${categoria ? sql`and categoria = ${categoria}` : sql``}`,
      );
      const res = await admin.get(`/api/productos?sucursalId=1&page=1${categoria ? `&categoria=${categoria}` : ''}`);
      expect({ categoria, total: res.body.total }).toEqual({ categoria, total: esperado.n });
    }
  });

  test('requests of several users at once through the pool each get their own session', async () => {
    const emails = ['admin@demo.local', 'vendedor@demo.local', 'inventario@demo.local', 'lectura@demo.local'];
    const clientes = await Promise.all(emails.map(async (e) => client(t.app, await login(t.app, e))));
    const orden = Array.from({ length: 80 }, (_, i) => i % emails.length);
    const respuestas = await Promise.all(orden.map((i) => clientes[i].get('/api/auth/me')));
    expect(respuestas.map((r) => r.body.email)).toEqual(orden.map((i) => emails[i]));
  });

  test('the searches use pg_trgm on PostgreSQL too', async () => {
    const [ext] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`);
    expect(ext.n).toBe(1);
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const res = await admin.get(`/api/productos?search=${encodeURIComponent('ETÍLICO')}&pageSize=100`);
    const esperados = await rows<{ nombre: string }>(
      t.db,
      sql`select nombre from productos where is_deleted = false and lower(nombre) like '%etílico%' order by codigo`,
    );
    expect(esperados.length).toBeGreaterThan(0);
    expect(res.body.items.map((p: { nombre: string }) => p.nombre)).toEqual(esperados.map((e) => e.nombre));
    expect(res.body.total).toBe(esperados.length);
  });
});

if (!url) {
  test('PostgreSQL performance tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
