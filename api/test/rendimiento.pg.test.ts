import { sql } from 'drizzle-orm';
import type { Categoria } from 'shared';
import { createProducto } from '../src/modules/productos/service';
import { aplicarStock } from '../src/modules/stock/service';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The performance changes on a real PostgreSQL (docs/rendimiento.md): the migration with pg_trgm,
 * the product counters, the quote counters and the «bajo mínimo» list kept exact by triggers while
 * many transactions change products, stock and quotes at once (PGlite runs them one after another,
 * so only here can two of them meet), and the shared session lookup through the pool. Runs only
 * when TEST_DATABASE_URL is set (test/support/pg.ts).
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

  test('the list below the minimum stays exact while minimums change and first stock rows appear at once', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    // Products without a minimum and without stock rows. For each one, two transactions meet: one
    // raises its minimum to 100 and one brings its first 10 units into branch 1, the first of the two
    // waiting 100 ms before committing so that the second runs meanwhile (half in each order).
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) {
      ids.push((await t.db.transaction((tx) => createProducto(tx, null, { nombre: `Mínimo concurrente ${i}`, categoria: 'materia_prima', unidad: 'kg', precio: '1.00' }))).id);
    }
    const subirMinimo = (id: number, espera: number) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update productos set stock_minimo = 100 where id = ${id}`);
        await tx.execute(sql`select pg_sleep(${espera})`);
      });
    const ingresar = (id: number, espera: number) =>
      t.db.transaction(async (tx) => {
        await aplicarStock(tx, { sucursalId: 1, motivo: 'ingreso', referenciaId: null, usuarioId: null, cambios: [{ productoId: id, cantidad: '10' }] });
        await tx.execute(sql`select pg_sleep(${espera})`);
      });
    const despues = <T>(ms: number, fn: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => fn().then(resolve, reject), ms));
    const resultados = await Promise.allSettled(
      ids.flatMap((id, i) =>
        i % 2 === 0 ? [subirMinimo(id, 0.1), despues(20, () => ingresar(id, 0))] : [ingresar(id, 0.1), despues(20, () => subirMinimo(id, 0))],
      ),
    );
    expect(resultados.filter((r) => r.status === 'rejected')).toEqual([]);

    for (const sucursalId of [1, 2]) {
      const esperados = await rows<{ id: number }>(
        t.db,
        sql`select p.id from productos p left join stock s on s.producto_id = p.id and s.sucursal_id = ${sucursalId}
            where not p.is_deleted and coalesce(s.cantidad, 0) < p.stock_minimo order by p.codigo`,
      );
      const res = await admin.get(`/api/productos?sucursalId=${sucursalId}&bajoMinimo=true&pageSize=100`);
      expect({ sucursalId, total: res.body.total, ids: res.body.items.map((p: { id: number }) => p.id) }).toEqual({
        sucursalId,
        total: esperados.length,
        ids: esperados.slice(0, 100).map((e) => e.id),
      });
      // 10 units under a minimum of 100 in branch 1, no stock row in branch 2: all of them, in both.
      expect(res.body.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(ids));
    }
  });

  test('the quote counters per state stay exact while 40 transactions create and annul quotes at once', async () => {
    const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    const [p] = await rows<{ id: number }>(t.db, sql`select id from productos where categoria = 'elaborado' and moneda_id = 1 and not is_deleted order by codigo limit 1`);
    const existentes = await rows<{ id: number }>(t.db, sql`select id from presupuestos where estado = 'activo' and not convertido_en_venta and sucursal_id = 1 order by id limit 20`);
    const body = { sucursalId: 1, clienteId: null, descuento: '0', detalles: [{ productoId: p.id, cantidad: '1', precioUnitario: '0', custom: false }] };
    const respuestas = await Promise.all([
      ...Array.from({ length: 20 }, () => vendedor.post('/api/presupuestos', body)),
      ...existentes.map((e) => vendedor.put(`/api/presupuestos/anular/${e.id}`)),
    ]);
    expect(respuestas.filter((r) => r.status >= 300).map((r) => r.body)).toEqual([]);
    for (const estado of [undefined, 'activo', 'anulado']) {
      const [esperado] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from presupuestos ${estado ? sql`where estado = ${estado}` : sql``}`);
      const res = await vendedor.get(`/api/presupuestos?page=1${estado ? `&estado=${estado}` : ''}`);
      expect({ estado, total: res.body.total }).toEqual({ estado, total: esperado.n });
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
