import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { MSG_PRESUPUESTO_YA_CONVERTIDO, MSG_VENTA_YA_ANULADA } from 'shared';
import { msgStockInsuficiente } from '../src/modules/ventas/service';
import { client, clientesConContadoresDesfasados, createTestApp, login, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago } from './support/fabricas';
import { createTestDatabase, tally, type TestDatabase } from './support/pg';

/**
 * Quotes and sales under real concurrency (docs/presupuestos.md, docs/ventas-y-presupuestos.md):
 * the same quote converted from many sessions at once, many quotes of one product converted at once,
 * and the same sale annulled at once. PGlite runs one transaction at a time, so only PostgreSQL can
 * show a missing lock. Without the quote's row lock (`bloquear` in presupuestos/service.ts) the first
 * test converted one quote 5 times; without the sale's row lock (`bloquearVenta`) the fourth
 * annulled one sale several times, refunding it from the box each time (both seen). The second rests
 * on the stock rows' locks, the third also on the client's; the per-client quote counters
 * (clientes.presupuestos_activos / _anulados) rest on the client rows' locks taken in id order by
 * their triggers. Runs only when TEST_DATABASE_URL is set,
 * in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;


describePg('Quotes and sales under concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let vendedor: ReturnType<typeof client>;
  const ids = { efectivo: 0, cc: 0, cliente: 0 };

  const stockDe = async (id: number) =>
    (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${id} and sucursal_id = 1`))[0].cantidad;
  async function presupuesto(productoId: number, clienteId: number | null = null): Promise<number> {
    const res = await vendedor.post('/api/presupuestos', {
      sucursalId: 1,
      clienteId,
      descuento: '0',
      detalles: [{ productoId, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }
  const convertir = (id: number, metodoPagoId = ids.efectivo) =>
    vendedor.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId, linea: 2 });

  beforeAll(async () => {
    database = await createTestDatabase(url!, `ventas_concurrencia_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
    vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(vendedor));
    [{ id: ids.cliente }] = await rows<{ id: number }>(
      t.db,
      sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva) values ('Cliente Concurrente', '31222333', 'particular', 'Exento') returning id`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('one quote converted from 10 requests at once: one sale, one stock deduction, nine 409', async () => {
    const p = await crearProducto(t.db, { codigo: 39801, nombre: 'Concurrente 39801', precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '50.00', stock: { 1: '5' } });
    const id = await presupuesto(p.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => convertir(id)));
    const ventas = await rows<{ id: number }>(t.db, sql`select v.id from ventas v join presupuestos q on q.venta_id = v.id where q.id = ${id}`);
    const todas = await rows<{ id: number }>(t.db, sql`select distinct venta_id as id from venta_detalles where producto_id = ${p.id}`);
    expect({ respuestas: tally(results.map((r) => r.status)), ventas: todas.length, stock: await stockDe(p.id) }).toEqual({
      respuestas: { 201: 1, 409: 9 },
      ventas: 1,
      stock: '4.0000',
    });
    expect(ventas.map((v) => v.id)).toEqual([results.find((r) => r.status === 201)!.body.ventaId]);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([MSG_PRESUPUESTO_YA_CONVERTIDO]));
  });

  test('20 quotes of a product with 10 in stock converted at once: exactly 10 sales, stock 0, the rest stay quotes', async () => {
    const p = await crearProducto(t.db, { codigo: 39802, nombre: 'Concurrente 39802', precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '50.00', stock: { 1: '10' } });
    const quotes: number[] = [];
    for (let i = 0; i < 20; i++) quotes.push(await presupuesto(p.id));
    const results = await Promise.all(quotes.map((q) => convertir(q)));
    const convertidos = await rows<{ id: number; venta_id: number | null; convertido_en_venta: boolean }>(
      t.db,
      sql`select id, venta_id, convertido_en_venta from presupuestos where id in ${sql.raw(`(${quotes.join(',')})`)} order by id`,
    );
    expect({
      respuestas: tally(results.map((r) => r.status)),
      stock: await stockDe(p.id),
      convertidos: convertidos.filter((q) => q.convertido_en_venta).length,
    }).toEqual({ respuestas: { 201: 10, 409: 10 }, stock: '0.0000', convertidos: 10 });
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set([msgStockInsuficiente(p.codigo, p.nombre, '0', p.unidad)]),
    );
    // A quote is converted exactly when its request answered 201, with that sale.
    quotes.forEach((q, i) => {
      const row = convertidos.find((c) => c.id === q)!;
      expect(row.venta_id).toBe(results[i].status === 201 ? results[i].body.ventaId : null);
    });
  });

  test("one client's quotes created, annulled, moved to another client and converted on account, all at once: no deadlock, the per-client counters exact", async () => {
    const p = await crearProducto(t.db, { codigo: 39805, nombre: 'Concurrente 39805', precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '50.00', stock: { 1: '100' } });
    // Two clients of their own: the sales on account left here stay out of the other tests' balances.
    const [{ id: uno }, { id: otro }] = await rows<{ id: number }>(
      t.db,
      sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva)
          values ('Una Concurrente', '31222555', 'particular', 'Exento'), ('Otro Concurrente', '31222444', 'particular', 'Exento') returning id`,
    );
    const previos: number[] = [];
    for (let i = 0; i < 30; i++) previos.push(await presupuesto(p.id, i % 2 ? uno : otro));
    const linea = { productoId: p.id, cantidad: '1', precioUnitario: '0', custom: false };
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => vendedor.post('/api/presupuestos', { sucursalId: 1, clienteId: i % 2 ? otro : uno, descuento: '0', detalles: [linea] })),
      ...previos.slice(0, 10).map((q) => vendedor.put(`/api/presupuestos/anular/${q}`)),
      ...previos.slice(10, 20).map((q, i) => vendedor.put(`/api/presupuestos/${q}`, { clienteId: i % 2 ? otro : uno, descuento: '0', detalles: [linea] })),
      ...previos.slice(20, 30).map((q) => convertir(q, ids.cc)),
    ]);
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 20, 201: 20 });
    expect(await clientesConContadoresDesfasados(t.db)).toEqual([]);
    const [contadores] = await rows<{ activos: number; anulados: number }>(
      t.db,
      sql`select sum(presupuestos_activos)::int as activos, sum(presupuestos_anulados)::int as anulados from clientes where id in (${uno}, ${otro})`,
    );
    expect(contadores).toEqual({ activos: 30, anulados: 10 });
  });

  test('one sale on account annulled from 10 requests at once: one annulment, stock and account reversed once', async () => {
    const p = await crearProducto(t.db, { codigo: 39803, nombre: 'Concurrente 39803', precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '50.00', stock: { 1: '3' } });
    const venta = await vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: ids.cc,
      clienteId: ids.cliente,
      detalles: [{ productoId: p.id, cantidad: '2', precioUnitario: '0' }],
    });
    expect(venta.status).toBe(201);
    const ventaId = venta.body.ventaId as number;
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.put(`/api/ventas/anular/${ventaId}`, {})));
    const creditos = await rows<{ monto: string }>(
      t.db,
      sql`select monto from movimientos_cuenta_corriente where venta_id = ${ventaId} and tipo = 'CREDITO'`,
    );
    const [saldo] = await rows<{ saldo: string }>(t.db, sql`select saldo from saldos_cuenta_corriente where cliente_id = ${ids.cliente} and moneda_id = 1`);
    const sumaMovs = (
      await rows<{ tipo: string; monto: string }>(t.db, sql`select tipo, monto from movimientos_cuenta_corriente where cliente_id = ${ids.cliente} and moneda_id = 1`)
    ).reduce((acc, m) => (m.tipo === 'DEBITO' ? acc.plus(m.monto) : acc.minus(m.monto)), new Decimal(0));
    expect({
      respuestas: tally(results.map((r) => r.status)),
      stock: await stockDe(p.id),
      creditos: creditos.map((c) => c.monto),
      saldo: saldo.saldo,
      sumaMovimientos: sumaMovs.toFixed(2),
    }).toEqual({ respuestas: { 200: 1, 409: 9 }, stock: '3.0000', creditos: ['242.00'], saldo: '0.00', sumaMovimientos: '0.00' });
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([MSG_VENTA_YA_ANULADA]));
  });

  test('one cash sale without client annulled from 10 requests at once: stock back once, one refund from the box', async () => {
    const p = await crearProducto(t.db, { codigo: 39804, nombre: 'Concurrente 39804', precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '50.00', stock: { 1: '3' } });
    const venta = await vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: ids.efectivo,
      detalles: [{ productoId: p.id, cantidad: '1', precioUnitario: '0' }],
    });
    expect(venta.status).toBe(201);
    const ventaId = venta.body.ventaId as number;
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.put(`/api/ventas/anular/${ventaId}`, {})));
    const caja = await rows<{ tipo: string; monto: string }>(t.db, sql`select tipo, monto from caja_movimientos where venta_id = ${ventaId} order by id`);
    const devoluciones = await rows(t.db, sql`select id from movimientos_stock where referencia_id = ${ventaId} and motivo = 'anulacion'`);
    expect({ respuestas: tally(results.map((r) => r.status)), stock: await stockDe(p.id), devoluciones: devoluciones.length, caja }).toEqual({
      respuestas: { 200: 1, 409: 9 },
      stock: '3.0000',
      devoluciones: 1,
      caja: [
        { tipo: 'INGRESO', monto: '121.00' },
        { tipo: 'EGRESO', monto: '121.00' },
      ],
    });
  });
});

if (!url) {
  test('PostgreSQL quote and sale concurrency skipped: set TEST_DATABASE_URL to run it', () => {
    expect(url).toBeUndefined();
  });
}
