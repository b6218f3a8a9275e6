import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  comisionesResponseSchema,
  comisionPagoSchema,
  comisionPagosPageSchema,
  comisionVentasPageSchema,
  MSG_CAJA_CERRADA,
  MSG_CAJA_OTRA_MONEDA,
  MSG_COMISION_PAGO_NO_ENCONTRADO,
  MSG_COMISION_PERIODO_INVALIDO,
  MSG_COMISION_VENDEDOR_INVALIDO,
} from 'shared';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago, vender } from './support/fabricas';
import { createUserWithRole } from './support/harness';

/**
 * Seller commissions (docs/cajas-gastos-comisiones.md, «Comisiones»): per seller and currency, the
 * sales of the period with their commission (sum of the lines' stored commission; annulled sales
 * earn none), what was paid in the period and what is owed up to its end; payouts never above what
 * is owed, optionally in cash from a box; a user without comisiones.post only sees their own.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let vendedora: ReturnType<typeof client>;
const ids = { vendedora: 0, vendedorDemo: 0, inventario: 0, efectivo: 0, centralPesos: 0, centralUsd: 0, norteUsd: 0 };
let pesos: number; // $ 1000.00 + 21 % = 1210.00 → commission at 10 %: 121.00 per unit
let dolares: number; // US$ 10.00 + 21 % = 12.10 → 1.21 per unit
const ventas: Record<'s1' | 's2' | 'anulada' | 'usd' | 'vieja', number> = { s1: 0, s2: 0, anulada: 0, usd: 0, vieja: 0 };

interface Fila {
  vendedor: { id: number; name: string; cod_vendedor: string | null };
  porcentaje: string;
  monedaId: number;
  ventas: number;
  total: string;
  pagado: string;
  adeudado: string;
}

async function comisiones(as: ReturnType<typeof client>, query: string): Promise<Fila[]> {
  const res = await as.get(`/api/comisiones${query}`);
  expect(res.status).toBe(200);
  expect(comisionesResponseSchema.parse(res.body)).toEqual(res.body);
  return res.body.items;
}
const resumen = (f: Fila[]) => f.map((x) => ({ monedaId: x.monedaId, ventas: x.ventas, total: x.total, pagado: x.pagado, adeudado: x.adeudado }));
const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  // A seller of Sucursal Norte: she sells only in her branch.
  ids.vendedora = await createUserWithRole(t.db, 'vendedora@prueba.local', 'Vendedora de prueba', ['ventas.post', 'ventas.get', 'ventas.delete', 'comisiones.get'], { sucursalId: 2 });
  await t.db.execute(sql`update usuarios set cod_vendedor = 'V900', comision = 10 where id = ${ids.vendedora}`);
  vendedora = client(t.app, await login(t.app, 'vendedora@prueba.local'));
  const usuario = async (email: string) => (await rows<{ id: number }>(t.db, sql`select id from usuarios where email = ${email}`))[0].id;
  ids.vendedorDemo = await usuario('vendedor@demo.local');
  ids.inventario = await usuario('inventario@demo.local');
  ({ efectivo: ids.efectivo } = await metodosDePago(u.admin));
  const cajas = (await u.admin.get('/api/cajas')).body as Array<{ id: number; sucursal: { nombre: string }; moneda: { id: number } }>;
  const find = (s: string, m: number) => cajas.find((c) => c.sucursal.nombre === s && c.moneda.id === m)!.id;
  Object.assign(ids, { centralPesos: find('Casa Central', 1), centralUsd: find('Casa Central', 2), norteUsd: find('Sucursal Norte', 2) });

  pesos = (await crearProducto(t.db, { codigo: 39701, nombre: 'Producto de comisión 39701', precio: '1000.00', monedaId: 1, costo: '100.00', stock: { 2: '1000' } })).id;
  dolares = (await crearProducto(t.db, { codigo: 39702, nombre: 'Producto de comisión 39702', precio: '10.00', monedaId: 2, costo: '100.00', stock: { 2: '1000' } })).id;
  // Sales of the test seller in Sucursal Norte (whose boxes are closed, so no box moves).
  ventas.vieja = await vender(vendedora, { sucursalId: 2, metodoPagoId: ids.efectivo, detalles: [{ productoId: pesos, cantidad: '1' }] });
  await t.db.execute(sql`update ventas set fecha = '2020-01-15T15:00:00Z' where id = ${ventas.vieja}`);
  ventas.s1 = await vender(vendedora, { sucursalId: 2, metodoPagoId: ids.efectivo, detalles: [{ productoId: pesos, cantidad: '1' }] });
  ventas.s2 = await vender(vendedora, { sucursalId: 2, metodoPagoId: ids.efectivo, detalles: [{ productoId: pesos, cantidad: '2' }] });
  ventas.anulada = await vender(vendedora, { sucursalId: 2, metodoPagoId: ids.efectivo, detalles: [{ productoId: pesos, cantidad: '5' }] });
  expect((await vendedora.put(`/api/ventas/anular/${ventas.anulada}`)).status).toBe(200);
  ventas.usd = await vender(vendedora, { sucursalId: 2, metodoPagoId: ids.efectivo, detalles: [{ productoId: dolares, cantidad: '1' }] });
});
afterAll(() => t.close());

describe('GET comisiones', () => {
  test('per seller and currency: sales, their commission, paid and owed; annulled sales earn nothing', async () => {
    const filas = await comisiones(u.admin, `?vendedorId=${ids.vendedora}`);
    expect(filas.map((f) => [f.vendedor, f.porcentaje])).toEqual([
      [{ id: ids.vendedora, name: 'Vendedora de prueba', cod_vendedor: 'V900' }, '10.00'],
      [{ id: ids.vendedora, name: 'Vendedora de prueba', cod_vendedor: 'V900' }, '10.00'],
    ]);
    expect(resumen(filas)).toEqual([
      { monedaId: 1, ventas: 3, total: '484.00', pagado: '0.00', adeudado: '484.00' },
      { monedaId: 2, ventas: 1, total: '1.21', pagado: '0.00', adeudado: '1.21' },
    ]);
  });

  test('the period (Buenos Aires days) limits sales and their total; owed counts everything up to its end', async () => {
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}&fechaDesde=2021-01-01`))[0]).toEqual({
      monedaId: 1,
      ventas: 2,
      total: '363.00',
      pagado: '0.00',
      adeudado: '484.00',
    });
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}&fechaDesde=2020-01-15&fechaHasta=2020-01-15`))[0]).toEqual({
      monedaId: 1,
      ventas: 1,
      total: '121.00',
      pagado: '0.00',
      adeudado: '121.00',
    });
    // Up to 14 January the seller had earned nothing yet (the dollar row stays: she sells in dollars too).
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}&fechaHasta=2020-01-14`))).toEqual([
      { monedaId: 1, ventas: 0, total: '0.00', pagado: '0.00', adeudado: '0.00' },
      { monedaId: 2, ventas: 0, total: '0.00', pagado: '0.00', adeudado: '0.00' },
    ]);
    expect(await u.admin.get('/api/comisiones?fechaDesde=2021-02-01&fechaHasta=2021-01-01')).toMatchObject({
      status: 400,
      body: { message: MSG_COMISION_PERIODO_INVALIDO },
    });
  });

  test('every seller for a user with comisiones.post, including the demo seller with the demo payout', async () => {
    const filas = await comisiones(u.admin, '');
    const nombres = new Set(filas.map((f) => f.vendedor.name));
    expect(nombres).toEqual(new Set(['Laura Gómez', 'Martín Pereyra', 'Valeria Ruiz', 'Vendedora de prueba']));
    const martin = filas.find((f) => f.vendedor.name === 'Martín Pereyra' && f.monedaId === 1)!;
    expect(martin.porcentaje).toBe('5.00');
    expect(new Decimal(martin.pagado).gt(0)).toBe(true);
    expect(new Decimal(martin.total).gt(martin.pagado)).toBe(true);
  });

  test('without comisiones.post a user sees only their own, whatever vendedorId says', async () => {
    const propias = await comisiones(vendedora, `?vendedorId=${ids.vendedorDemo}`);
    expect(new Set(propias.map((f) => f.vendedor.id))).toEqual(new Set([ids.vendedora]));
    const demo = await comisiones(u.vendedor, '');
    expect(new Set(demo.map((f) => f.vendedor.id))).toEqual(new Set([ids.vendedorDemo]));
    // A user who is no seller and has no sales sees nothing.
    expect(await comisiones(u.lectura, '')).toEqual([]);
    expect((await u.inventario.get('/api/comisiones')).status).toBe(403);
  });
});

describe('GET comisiones/ventas', () => {
  test("the seller's sales newest first with their commission; annulled ones left out; currency and period filters", async () => {
    const res = await u.admin.get(`/api/comisiones/ventas?vendedorId=${ids.vendedora}`);
    expect(res.status).toBe(200);
    expect(comisionVentasPageSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.items.map((v: { ventaId: number; comision: string; total: string }) => [v.ventaId, v.total, v.comision])).toEqual([
      [ventas.usd, '12.10', '1.21'],
      [ventas.s2, '2420.00', '242.00'],
      [ventas.s1, '1210.00', '121.00'],
      [ventas.vieja, '1210.00', '121.00'],
    ]);
    expect(res.body.items[0]).toMatchObject({ moneda: { id: 2, simbolo: 'US$' }, cliente: null });
    const pesosDesde = await u.admin.get(`/api/comisiones/ventas?vendedorId=${ids.vendedora}&monedaId=1&fechaDesde=2021-01-01&pageSize=1`);
    expect(pesosDesde.body).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
    expect(pesosDesde.body.items.map((v: { ventaId: number }) => v.ventaId)).toEqual([ventas.s2]);
  });

  test('without comisiones.post, always the caller’s own sales', async () => {
    const res = await vendedora.get(`/api/comisiones/ventas?vendedorId=${ids.vendedorDemo}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.items.map((v: { ventaId: number }) => v.ventaId)).toContain(ventas.s1);
  });
});

describe('POST comisiones/pagos', () => {
  test('more than what is owed is 409 naming it; paying part of it lowers what is owed; the receipt', async () => {
    const antes = await cuenta('comision_pagos');
    const demasiado = await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '484.01', monedaId: 1 });
    expect(demasiado).toMatchObject({ status: 409, body: { message: 'El pago supera la comisión adeudada ($ 484,00).' } });
    expect(await cuenta('comision_pagos')).toBe(antes);

    const res = await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '100', monedaId: 1, descripcion: ' Adelanto ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}`))[0]).toEqual({
      monedaId: 1,
      ventas: 3,
      total: '484.00',
      pagado: '100.00',
      adeudado: '384.00',
    });
    // Paid today: not in a period that ended before, and not discounted from what was owed then.
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}&fechaHasta=2020-12-31`))[0]).toMatchObject({ pagado: '0.00', adeudado: '121.00' });

    const recibo = await u.admin.get(`/api/comisiones/pagos/${res.body.id}`);
    expect(recibo.status).toBe(200);
    expect(comisionPagoSchema.parse(recibo.body)).toEqual(recibo.body);
    expect(recibo.body).toMatchObject({
      id: res.body.id,
      vendedor: { id: ids.vendedora, name: 'Vendedora de prueba', cod_vendedor: 'V900' },
      monto: '100.00',
      moneda: { id: 1, simbolo: '$' },
      caja: null,
      descripcion: 'Adelanto',
      usuario: { name: 'Laura Gómez' },
    });
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'comision_pagos' and entidad_id = ${String(res.body.id)}`)).toEqual([
      { accion: 'pagar' },
    ]);
    // Dollars are owed apart: 1.21.
    expect(await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '1.22', monedaId: 2 })).toMatchObject({
      status: 409,
      body: { message: 'El pago supera la comisión adeudada (US$ 1,21).' },
    });
  });

  test('in cash from an open box: an EGRESO origin comision; a closed box or another currency refuses it and writes nothing', async () => {
    const saldoAntes = ((await u.admin.get('/api/cajas')).body as Array<{ id: number; saldo: string }>).find((c) => c.id === ids.centralPesos)!.saldo;
    const res = await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '84', monedaId: 1, cajaId: ids.centralPesos });
    expect(res.status).toBe(201);
    const [mov] = (await u.admin.get(`/api/cajas/${ids.centralPesos}/movimientos?pageSize=1`)).body.items;
    expect(mov).toMatchObject({
      tipo: 'EGRESO',
      origen: 'comision',
      monto: '84.00',
      comisionPagoId: res.body.id,
      descripcion: 'Pago de comisión a Vendedora de prueba',
      metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
    });
    const saldoDespues = ((await u.admin.get('/api/cajas')).body as Array<{ id: number; saldo: string }>).find((c) => c.id === ids.centralPesos)!.saldo;
    expect(saldoDespues).toBe(new Decimal(saldoAntes).minus(84).toFixed(2));
    expect((await u.admin.get(`/api/comisiones/pagos/${res.body.id}`)).body.caja).toEqual({ id: ids.centralPesos, sucursal: { id: 1, nombre: 'Casa Central' } });
    expect(resumen(await comisiones(u.admin, `?vendedorId=${ids.vendedora}`))[0].adeudado).toBe('300.00');

    const antes = { pagos: await cuenta('comision_pagos'), movs: await cuenta('caja_movimientos') };
    expect(await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '1', monedaId: 2, cajaId: ids.centralUsd })).toMatchObject({
      status: 409,
      body: { message: MSG_CAJA_CERRADA },
    });
    expect(await u.admin.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '1', monedaId: 2, cajaId: ids.centralPesos })).toMatchObject({
      status: 400,
      body: { message: MSG_CAJA_OTRA_MONEDA },
    });
    expect({ pagos: await cuenta('comision_pagos'), movs: await cuenta('caja_movimientos') }).toEqual(antes);
  });

  test('only to a seller (a user with a seller code); only with comisiones.post', async () => {
    for (const vendedorId of [ids.inventario, 999999]) {
      expect(await u.admin.post('/api/comisiones/pagos', { vendedorId, monto: '1', monedaId: 1 })).toMatchObject({
        status: 400,
        body: { message: MSG_COMISION_VENDEDOR_INVALIDO },
      });
    }
    expect((await vendedora.post('/api/comisiones/pagos', { vendedorId: ids.vendedora, monto: '1', monedaId: 1 })).status).toBe(403);
  });
});

describe('GET comisiones/pagos', () => {
  test('newest first; without comisiones.post only one’s own, and someone else’s receipt is 404', async () => {
    const todos = await u.admin.get('/api/comisiones/pagos');
    expect(comisionPagosPageSchema.parse(todos.body)).toEqual(todos.body);
    const vendedores = todos.body.items.map((p: { vendedor: { id: number } }) => p.vendedor.id);
    expect(new Set(vendedores)).toEqual(new Set([ids.vendedora, ids.vendedorDemo]));
    const idsPagos = todos.body.items.map((p: { id: number }) => p.id);
    expect(idsPagos).toEqual([...idsPagos].sort((a: number, b: number) => b - a));

    const propios = await vendedora.get(`/api/comisiones/pagos?vendedorId=${ids.vendedorDemo}`);
    expect(propios.body.items.map((p: { vendedor: { id: number } }) => p.vendedor.id)).toEqual([ids.vendedora, ids.vendedora]);
    const filtrados = await u.admin.get(`/api/comisiones/pagos?vendedorId=${ids.vendedorDemo}`);
    expect(filtrados.body.items).toHaveLength(1);
    const ajeno = filtrados.body.items[0].id;
    expect(await vendedora.get(`/api/comisiones/pagos/${ajeno}`)).toMatchObject({ status: 404, body: { message: MSG_COMISION_PAGO_NO_ENCONTRADO } });
    expect((await u.vendedor.get(`/api/comisiones/pagos/${ajeno}`)).status).toBe(200);
    expect(await u.admin.get('/api/comisiones/pagos/999999')).toMatchObject({ status: 404, body: { message: MSG_COMISION_PAGO_NO_ENCONTRADO } });
  });
});
