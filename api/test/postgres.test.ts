import { sql } from 'drizzle-orm';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { metodosDePago } from './support/fabricas';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The same migrations, seed and rules on a real PostgreSQL (docs/arquitectura.md). Runs only when
 * TEST_DATABASE_URL points at a PostgreSQL server (.ci/run creates `backoffice_test`); skipped
 * otherwise. The file works in its own database `<dbname>_postgres` (test/support/pg.ts), so other
 * PostgreSQL test files can run in parallel. Real PostgreSQL runs transactions truly in parallel,
 * so the oversell check here exercises the row locks (PGlite serialises transactions anyway);
 * concurrencia.pg.test.ts pushes that much further.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `postgres_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('the migrations create every table and the seed loads', async () => {
    const tables = await rows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['clientes', 'productos', 'stock', 'ventas', 'venta_detalles', 'movimientos_cuenta_corriente', 'auditoria', 'sesiones']),
    );
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from productos`);
    expect(n).toBeGreaterThanOrEqual(200);
  });

  test('sign-in, product list and a current-account sale work the same', async () => {
    const u = await demoClients(t.app);
    const productos = await u.vendedor.get('/api/productos?select=true&sucursalId=1');
    const p = productos.body.products.find((x: { codigo: string }) => x.codigo === '30000');
    expect(p.stock).toBe('50.0000');
    const { cc } = await metodosDePago(u.vendedor);
    const cliente = (await u.vendedor.get('/api/clientes?select=true')).body.clientes[0].id;
    const res = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: cc,
      clienteId: cliente,
      detalles: [{ productoId: p.id, cantidad: '2', precioUnitario: '0' }],
    });
    expect(res.status).toBe(201);
    const venta = (await u.vendedor.get(`/api/ventas/${res.body.ventaId}`)).body;
    expect(venta.estadoPago).toBe('Pendiente');
  });

  test('30 truly parallel sales of the last 7 units never oversell', async () => {
    const [{ id }] = await rows<{ id: number }>(t.db, sql`select id from productos where codigo = 30001`);
    await t.db.execute(sql`update stock set cantidad = 7 where producto_id = ${id} and sucursal_id = 1`);
    const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        vendedor.post('/api/ventas', { sucursalId: 1, metodoPagoId: 1, detalles: [{ productoId: id, cantidad: '1', precioUnitario: '0' }] }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status === 409)).toHaveLength(23);
    const [stock] = await rows(t.db, sql`select cantidad from stock where producto_id = ${id} and sucursal_id = 1`);
    expect(stock).toEqual({ cantidad: '0.0000' });
  });
});

if (!url) {
  test('PostgreSQL tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
