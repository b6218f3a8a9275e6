import { sql } from 'drizzle-orm';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';
import { tally, createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The totals of the accounts list under real concurrency (api/drizzle/0009, docs/cuentas-corrientes.md
 * «Rendimiento»): many clients whose pending documents share the same Buenos Aires days pay, buy on
 * account and take manual debts at the same time, so their transactions add to the same rows of
 * `cuentas_totales` in different orders. None may wait for another there, fail (a deadlock) or lose a
 * sum: afterwards the kept totals equal a rebuild from the tables, and the movement counts equal the
 * movements. Runs only when TEST_DATABASE_URL is set, in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('current-account totals on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `cuentas_totales_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('concurrent sales, payments and debts of 8 clients on shared days keep the totals exact', async () => {
    const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    await t.db.execute(sql`update monedas set valor = 1000 where id = 2`);
    const { id: productoId } = await crearProducto(t.db, { codigo: 39911, nombre: 'Perfume totales concurrente', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '10.00', stock: { 1: '1000' } });
    const [{ id: cc }] = await rows<{ id: number }>(t.db, sql`select id from metodos_pago where clave = 'cuenta_corriente'`);
    const clientes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const [{ id }] = await rows<{ id: number }>(
        t.db,
        sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva) values (${`Totales Concurrente ${i}`}, ${`TOT-${i}`}, 'particular', 'Exento') returning id`,
      );
      clientes.push(id);
      // Debts on the same days for every client: 10 and 40 days ago in pesos, 5 days ago in dollars.
      for (const [monto, moneda, dias] of [['300', 1, 10], ['400', 1, 40], ['20', 2, 5]] as const) {
        const res = await vendedor.post('/api/deuda-manual', { clienteId: id, monto, monedaId: moneda, descripcion: 'Cargo' });
        expect(res.status).toBe(201);
        await t.db.execute(sql`update deudas_manuales set fecha = now() - make_interval(days => ${dias}) where id = ${res.body.id}`);
      }
    }
    const antes = (await vendedor.get('/api/cuentas-corrientes?conDeuda=true')).body;

    const pedidos = clientes.flatMap((clienteId, i) => [
      // Pays the 40-day debt and part of the 10-day one (pesos), then in dollars across currencies.
      vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '550', descripcion: 'Pago', monedaId: 1, cotizacion: '1000' }),
      vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '0.1', descripcion: 'Pago', monedaId: 2, cotizacion: '1000' }),
      vendedor.post('/api/deuda-manual', { clienteId, monto: String(10 + i), monedaId: 1, descripcion: 'Nuevo cargo' }),
      vendedor.post('/api/ventas', { sucursalId: 1, metodoPagoId: cc, clienteId, detalles: [{ productoId, cantidad: '1', precioUnitario: '0' }] }),
      // Half of them end with credit in favour in pesos (they leave «con deuda» only if dollars are paid too).
      ...(i % 2 === 0
        ? [vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '5000', descripcion: 'Pago total', monedaId: 1, cotizacion: '1000' })]
        : []),
    ]);
    const estados = (await Promise.all(pedidos)).map((r) => r.status);
    expect(tally(estados)).toEqual({ 201: estados.length });

    // The kept totals equal a rebuild from the tables (cuentas_totales_recalcular, checked against an
    // independent count in cuentas-totales.test.ts), with and without «con deuda».
    const lista = async () => ({
      conDeuda: (await vendedor.get('/api/cuentas-corrientes?conDeuda=true')).body,
      todos: (await vendedor.get('/api/cuentas-corrientes')).body,
    });
    const despues = await lista();
    expect(despues.conDeuda.totales).not.toEqual(antes.totales);
    await t.db.execute(sql`select cuentas_totales_recalcular()`);
    expect(await lista()).toEqual(despues);
    const conteos = await rows(
      t.db,
      sql`select c.id from clientes c
           where coalesce((select movimientos from movimientos_cuenta_conteo k where k.cliente_id = c.id), 0)
                 <> (select count(*) from movimientos_cuenta_corriente m where m.cliente_id = c.id and m.is_deleted = false)`,
    );
    expect(conteos).toEqual([]);
  });
});

if (!url) {
  test('PostgreSQL current-account totals skipped: set TEST_DATABASE_URL to run it', () => {
    expect(url).toBeUndefined();
  });
}
