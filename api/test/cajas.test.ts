import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  cajaMovimientosPageSchema,
  cajaSesionesPageSchema,
  cajaSesionSchema,
  cajasListSchema,
  MSG_ARQUEO_METODO_INVALIDO,
  MSG_ARQUEO_METODO_REPETIDO,
  MSG_CAJA_CERRADA,
  MSG_CAJA_INVALIDA,
  MSG_CAJA_NO_ENCONTRADA,
  MSG_CAJA_OTRA_MONEDA,
  MSG_CAJA_SALDO_INSUFICIENTE,
  MSG_CAJA_YA_ABIERTA,
} from 'shared';
import { registrarPagoEnCaja } from '../src/modules/cajas/service';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { crearProducto, intentarVenta, metodosDePago } from './support/fabricas';

/**
 * Cash boxes (docs/cajas-gastos-comisiones.md): one per active branch and currency, created on
 * demand; open with a starting amount, manual movements, sales and payments on account entering the
 * open box, closing with the count per payment method. The balance a caller sees is checked against
 * the sum of ALL the box's movements, summed here, after every step.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, tarjeta: 0, transferencia: 0, cc: 0, cliente: 0 };
let producto: number; // $ 1000.00 + 21 % = 1210.00, plenty of stock in both branches
let productoUsd: number; // US$ 10.00 + 21 % = 12.10

interface CajaVista {
  id: number;
  sucursal: { id: number; nombre: string };
  moneda: { id: number; simbolo: string };
  abierta: boolean;
  saldo: string;
  sesion: { id: number; montoInicial: string; abiertaPor: { name: string } | null } | null;
}

async function cajas(): Promise<CajaVista[]> {
  const res = await u.admin.get('/api/cajas');
  expect(res.status).toBe(200);
  expect(cajasListSchema.parse(res.body)).toEqual(res.body);
  return res.body;
}
const caja = async (sucursal: string, monedaId: number) => (await cajas()).find((c) => c.sucursal.nombre === sucursal && c.moneda.id === monedaId)!;
const cajaPorId = async (id: number) => (await cajas()).find((c) => c.id === id)!;

/** INGRESO − EGRESO over every movement the box ever had, summed here with decimal.js. */
async function sumaMovimientos(cajaId: number): Promise<string> {
  const movs = await rows<{ tipo: string; monto: string }>(t.db, sql`select tipo, monto from caja_movimientos where caja_id = ${cajaId}`);
  return movs.reduce((acc, m) => (m.tipo === 'INGRESO' ? acc.plus(m.monto) : acc.minus(m.monto)), new Decimal(0)).toFixed(2);
}

/** The balance GET /cajas shows, after checking it equals the sum of the box's movements. */
async function saldo(cajaId: number): Promise<string> {
  const c = await cajaPorId(cajaId);
  expect(c.saldo).toBe(await sumaMovimientos(cajaId));
  return c.saldo;
}

async function movimientos(cajaId: number, query = '') {
  const res = await u.admin.get(`/api/cajas/${cajaId}/movimientos?pageSize=100${query}`);
  expect(res.status).toBe(200);
  expect(cajaMovimientosPageSchema.parse(res.body)).toEqual(res.body);
  return res.body.items as Array<Record<string, unknown>>;
}

const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  Object.assign(ids, await metodosDePago(u.admin));
  ids.cliente = (await rows<{ id: number }>(t.db, sql`select id from clientes where not is_deleted order by id limit 1`))[0].id;
  producto = (await crearProducto(t.db, { codigo: 39501, nombre: 'Producto de caja 39501', precio: '1000.00', monedaId: 1, costo: '100.00', stock: { 1: '1000', 2: '1000' } })).id;
  productoUsd = (await crearProducto(t.db, { codigo: 39502, nombre: 'Producto de caja 39502', precio: '10.00', monedaId: 2, costo: '100.00', stock: { 1: '1000', 2: '1000' } })).id;
});
afterAll(() => t.close());

describe('GET cajas', () => {
  test('one box per active branch and currency; the demo Casa Central pesos box is open and its balance is the sum of its movements', async () => {
    const list = await cajas();
    expect(list.map((c) => [c.sucursal.nombre, c.moneda.simbolo])).toEqual([
      ['Casa Central', '$'],
      ['Casa Central', 'US$'],
      ['Sucursal Norte', '$'],
      ['Sucursal Norte', 'US$'],
    ]);
    const central = list[0];
    expect(central).toMatchObject({ abierta: true, sesion: { montoInicial: '50000.00', abiertaPor: { name: 'Laura Gómez' } } });
    expect(new Decimal(central.saldo).gt(0)).toBe(true);
    expect(central.saldo).toBe(await sumaMovimientos(central.id));
    for (const c of list.slice(1)) expect(c).toMatchObject({ abierta: false, saldo: '0.00', sesion: null });
    // Its history: the demo's closed session a week ago, 150 pesos short in cash; the closed session sums to zero.
    const hist = await u.admin.get(`/api/cajas/${central.id}/sesiones`);
    expect(cajaSesionesPageSchema.parse(hist.body)).toEqual(hist.body);
    expect(hist.body.items).toHaveLength(2);
    expect(hist.body.items[1]).toMatchObject({ esperado: '36600.00', contado: '36450.00', diferencia: '-150.00', cerradaPor: { name: 'Laura Gómez' } });
    expect(hist.body.items[0]).toMatchObject({ cerradaEn: null, arqueo: null, montoInicial: '50000.00' });
  });

  test('creates the boxes of a new branch on demand, once, with their audit rows; an inactive branch is not listed', async () => {
    const [suc] = await rows<{ id: number }>(t.db, sql`insert into sucursales (nombre) values ('Sucursal Oeste') returning id`);
    const auditAntes = await cuenta('auditoria');
    const list = await cajas();
    const oeste = list.filter((c) => c.sucursal.id === suc.id);
    expect(oeste.map((c) => ({ moneda: c.moneda.id, abierta: c.abierta, saldo: c.saldo }))).toEqual([
      { moneda: 1, abierta: false, saldo: '0.00' },
      { moneda: 2, abierta: false, saldo: '0.00' },
    ]);
    const audits = await rows(t.db, sql`select entidad, accion from auditoria order by id desc limit 2`);
    expect(audits).toEqual([
      { entidad: 'cajas', accion: 'crear' },
      { entidad: 'cajas', accion: 'crear' },
    ]);
    await cajas();
    expect(await cuenta('auditoria')).toBe(auditAntes + 2);
    expect((await rows(t.db, sql`select id from cajas where sucursal_id = ${suc.id}`)).length).toBe(2);

    await t.db.execute(sql`update sucursales set activo = false where id = ${suc.id}`);
    expect((await cajas()).some((c) => c.sucursal.id === suc.id)).toBe(false);
    const abrir = await u.admin.post(`/api/cajas/${oeste[0].id}/abrir`, { montoInicial: '10' });
    expect(abrir).toMatchObject({ status: 400, body: { message: 'Sucursal inválida.' } });
  });
});

describe('open, move, close', () => {
  test('opening records the session and an Efectivo INGRESO of the starting amount; opening twice is 409', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const res = await u.admin.post(`/api/cajas/${norte.id}/abrir`, { montoInicial: '1000.50' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: norte.id, abierta: true, saldo: '1000.50', sesion: { montoInicial: '1000.50', abiertaPor: { name: 'Laura Gómez' } } });
    const movs = await movimientos(norte.id);
    expect(movs).toEqual([
      expect.objectContaining({
        tipo: 'INGRESO',
        monto: '1000.50',
        origen: 'apertura',
        descripcion: 'Apertura de caja',
        metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
        sesionId: res.body.sesion.id,
        usuario: { id: expect.any(Number), name: 'Laura Gómez' },
      }),
    ]);
    expect(await saldo(norte.id)).toBe('1000.50');
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'cajas' and entidad_id = ${String(norte.id)} order by id`)).toEqual([
      { accion: 'crear' },
      { accion: 'abrir' },
    ]);

    const otra = await u.admin.post(`/api/cajas/${norte.id}/abrir`, { montoInicial: '5' });
    expect(otra).toMatchObject({ status: 409, body: { message: MSG_CAJA_YA_ABIERTA } });
    expect(await saldo(norte.id)).toBe('1000.50');
  });

  test('opening with 0 writes no movement; unknown box is 404', async () => {
    const usd = await caja('Sucursal Norte', 2);
    const res = await u.admin.post(`/api/cajas/${usd.id}/abrir`, { montoInicial: '0' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ abierta: true, saldo: '0.00', sesion: { montoInicial: '0.00' } });
    expect(await movimientos(usd.id)).toEqual([]);
    expect(await u.admin.post('/api/cajas/999999/abrir', { montoInicial: '1' })).toMatchObject({ status: 404, body: { message: MSG_CAJA_NO_ENCONTRADA } });
  });

  test('manual income and withdrawal (origin manual, Efectivo); a withdrawal larger than the balance is 409 and writes nothing', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const ingreso = await u.admin.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'INGRESO', monto: '200', descripcion: 'Cambio' });
    expect(ingreso.status).toBe(201);
    expect(ingreso.body).toEqual({ id: expect.any(Number) });
    const egreso = await u.admin.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'EGRESO', monto: '0.50', descripcion: 'Retiro chico' });
    expect(egreso.status).toBe(201);
    expect(await saldo(norte.id)).toBe('1200.00');

    const antes = { movs: await cuenta('caja_movimientos'), audit: await cuenta('auditoria') };
    const demasiado = await u.admin.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'EGRESO', monto: '1200.01', descripcion: 'Retiro' });
    expect(demasiado).toMatchObject({ status: 409, body: { message: MSG_CAJA_SALDO_INSUFICIENTE } });
    expect({ movs: await cuenta('caja_movimientos'), audit: await cuenta('auditoria') }).toEqual(antes);
    // Exactly the balance is allowed, and leaves it at zero; then put it back.
    expect((await u.admin.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'EGRESO', monto: '1200', descripcion: 'Todo' })).status).toBe(201);
    expect(await saldo(norte.id)).toBe('0.00');
    expect((await u.admin.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'INGRESO', monto: '1200', descripcion: 'Devuelto' })).status).toBe(201);

    const movs = await movimientos(norte.id);
    expect(movs[0]).toMatchObject({ tipo: 'INGRESO', monto: '1200.00', descripcion: 'Devuelto', origen: 'manual', metodoPago: { nombre: 'Efectivo' } });
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'caja_movimientos' and entidad_id = ${String(ingreso.body.id)}`)).toEqual([
      { accion: 'crear' },
    ]);
  });

  test('a movement needs the box open; a seller without cajas.post gets 403; an unknown box 404', async () => {
    const cerrada = await caja('Casa Central', 2);
    expect(cerrada.abierta).toBe(false);
    const res = await u.admin.post(`/api/cajas/${cerrada.id}/movimientos`, { tipo: 'INGRESO', monto: '10', descripcion: 'x' });
    expect(res).toMatchObject({ status: 409, body: { message: MSG_CAJA_CERRADA } });
    expect(await movimientos(cerrada.id)).toEqual([]);
    expect((await u.vendedor.post(`/api/cajas/${cerrada.id}/movimientos`, { tipo: 'INGRESO', monto: '10', descripcion: 'x' })).status).toBe(403);
    expect(await u.admin.post('/api/cajas/999999/movimientos', { tipo: 'INGRESO', monto: '10', descripcion: 'x' })).toMatchObject({
      status: 404,
      body: { message: MSG_CAJA_NO_ENCONTRADA },
    });
    expect((await u.admin.get('/api/cajas/999999/movimientos')).status).toBe(404);
    expect((await u.admin.get('/api/cajas/999999/sesiones')).status).toBe(404);
  });

  test('sales not on account enter the open box of their branch and currency with their payment method; on account or with the box closed, nothing', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const antes = new Decimal(await saldo(norte.id));
    const efectivo = await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: producto }], sucursalId: 2 });
    const tarjeta = await intentarVenta(u.admin, { sucursalId: 2, metodoPagoId: ids.tarjeta, detalles: [{ productoId: producto, cantidad: '2', precioUnitario: '0' }] });
    const cc = await intentarVenta(u.admin, { detalles: [{ productoId: producto }], sucursalId: 2, metodoPagoId: ids.cc, clienteId: ids.cliente });
    expect([efectivo.status, tarjeta.status, cc.status]).toEqual([201, 201, 201]);
    const movs = await movimientos(norte.id);
    expect(movs.slice(0, 2)).toEqual([
      expect.objectContaining({ tipo: 'INGRESO', origen: 'venta', monto: '2420.00', ventaId: tarjeta.body.ventaId, metodoPago: { id: ids.tarjeta, nombre: 'Tarjeta' } }),
      expect.objectContaining({ tipo: 'INGRESO', origen: 'venta', monto: '1210.00', ventaId: efectivo.body.ventaId, metodoPago: { id: ids.efectivo, nombre: 'Efectivo' } }),
    ]);
    expect(movs.some((m) => m.ventaId === cc.body.ventaId)).toBe(false);
    expect(await saldo(norte.id)).toBe(antes.plus('3630').toFixed(2));

    // A dollar sale goes to the dollar box of that branch (open with 0), not to the pesos one.
    const usd = await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, sucursalId: 2, detalles: [{ productoId: productoUsd, cantidad: '1', precioUnitario: '0' }] });
    expect(usd.status).toBe(201);
    const cajaUsd = await caja('Sucursal Norte', 2);
    expect(await saldo(cajaUsd.id)).toBe('12.10');

    // Casa Central dólares is closed: the sale is still made, the box does not move.
    const centralUsd = await caja('Casa Central', 2);
    const cerrada = await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: productoUsd, cantidad: '1', precioUnitario: '0' }] });
    expect(cerrada.status).toBe(201);
    expect(await movimientos(centralUsd.id)).toEqual([]);
  });

  test('editing or annulling a sale moves the open box by the difference per method, now; with a client the annulment stays as credit', async () => {
    const central = await caja('Casa Central', 1);
    const inicial = new Decimal(await saldo(central.id));
    const editar = (id: number, metodoPagoId: number, descuento: string) =>
      u.admin.put(`/api/ventas/${id}`, { metodoPagoId, descuento, monedaId: 1, total: '0' });
    const deLaVenta = async (ventaId: number) => (await movimientos(central.id)).filter((m) => m.ventaId === ventaId);

    const contado = (await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: producto }] })).body.ventaId as number;
    expect(await saldo(central.id)).toBe(inicial.plus('1210').toFixed(2));
    // Efectivo → Tarjeta with 10 % off: the cash goes out, the card's 1089.00 comes in.
    expect((await editar(contado, ids.tarjeta, '10')).status).toBe(200);
    expect(await deLaVenta(contado)).toEqual([
      expect.objectContaining({ tipo: 'EGRESO', monto: '1210.00', descripcion: `Modificación de venta #${contado}`, metodoPago: { id: ids.efectivo, nombre: 'Efectivo' } }),
      expect.objectContaining({ tipo: 'INGRESO', monto: '1089.00', descripcion: `Modificación de venta #${contado}`, metodoPago: { id: ids.tarjeta, nombre: 'Tarjeta' } }),
      expect.objectContaining({ tipo: 'INGRESO', monto: '1210.00', metodoPago: { id: ids.efectivo, nombre: 'Efectivo' } }),
    ]);
    expect(await saldo(central.id)).toBe(inicial.plus('1089').toFixed(2));
    // The same method and total: nothing moves.
    expect((await editar(contado, ids.tarjeta, '10')).status).toBe(200);
    expect(await deLaVenta(contado)).toHaveLength(3);
    // Annulled without a client: handed back from the box.
    expect((await u.admin.put(`/api/ventas/anular/${contado}`, {})).status).toBe(200);
    expect((await deLaVenta(contado))[0]).toMatchObject({ tipo: 'EGRESO', monto: '1089.00', descripcion: `Anulación de venta #${contado}` });
    expect(await saldo(central.id)).toBe(inicial.toFixed(2));

    // With a client: moving it to the account hands the cash back; annulling it then moves nothing.
    const conCliente = (await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: producto }], clienteId: ids.cliente })).body.ventaId as number;
    expect((await editar(conCliente, ids.cc, '0')).status).toBe(200);
    expect((await deLaVenta(conCliente))[0]).toMatchObject({ tipo: 'EGRESO', monto: '1210.00' });
    expect((await u.admin.put(`/api/ventas/anular/${conCliente}`, {})).status).toBe(200);
    expect(await deLaVenta(conCliente)).toHaveLength(2);
    // A cash sale with a client annulled: the money stays as the client's credit, the box keeps it.
    const credito = (await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: producto }], clienteId: ids.cliente })).body.ventaId as number;
    expect((await u.admin.put(`/api/ventas/anular/${credito}`, {})).status).toBe(200);
    expect(await deLaVenta(credito)).toHaveLength(1);
    expect(await saldo(central.id)).toBe(inicial.plus('1210').toFixed(2));
  });

  test('a box that cannot hand the money back refuses the annulment; a closed box does not move', async () => {
    const centralUsd = await caja('Casa Central', 2);
    expect(centralUsd.abierta).toBe(false);
    const cerrada = (await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: productoUsd, cantidad: '1', precioUnitario: '0' }] })).body.ventaId as number;
    expect((await u.admin.put(`/api/ventas/anular/${cerrada}`, {})).status).toBe(200);
    expect(await movimientos(centralUsd.id)).toEqual([]);

    const norteUsd = await caja('Sucursal Norte', 2);
    const venta = (await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, sucursalId: 2, detalles: [{ productoId: productoUsd, cantidad: '1', precioUnitario: '0' }] })).body.ventaId as number;
    const todo = await saldo(norteUsd.id);
    expect((await u.admin.post(`/api/cajas/${norteUsd.id}/movimientos`, { tipo: 'EGRESO', monto: todo, descripcion: 'Retiro total' })).status).toBe(201);
    const res = await u.admin.put(`/api/ventas/anular/${venta}`, {});
    expect(res).toMatchObject({ status: 409, body: { message: MSG_CAJA_SALDO_INSUFICIENTE } });
    expect((await u.admin.get(`/api/ventas/${venta}`)).body.isDeleted).toBe(false);
    expect(await saldo(norteUsd.id)).toBe('0.00');
    // With the money back in the box, the annulment goes through.
    expect((await u.admin.post(`/api/cajas/${norteUsd.id}/movimientos`, { tipo: 'INGRESO', monto: todo, descripcion: 'Reposición' })).status).toBe(201);
    expect((await u.admin.put(`/api/ventas/anular/${venta}`, {})).status).toBe(200);
    expect(await saldo(norteUsd.id)).toBe(new Decimal(todo).minus('12.10').toFixed(2));
  });

  test('closing: expected per method from the session, differences and the withdrawal as movements; the box ends at zero = the sum of its movements', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const sesionId = norte.sesion!.id;
    const movs = await movimientos(norte.id, `&sesionId=${sesionId}`);
    const esperado = (metodo: number) =>
      movs
        .filter((m) => (m.metodoPago as { id: number }).id === metodo)
        .reduce((acc, m) => (m.tipo === 'INGRESO' ? acc.plus(m.monto as string) : acc.minus(m.monto as string)), new Decimal(0));
    const esperadoEfectivo = esperado(ids.efectivo); // 1000.50 + 200 − 0.50 − 1200 + 1200 + 1210 = 2410.00
    const esperadoTarjeta = esperado(ids.tarjeta); // 2420.00
    expect([esperadoEfectivo.toFixed(2), esperadoTarjeta.toFixed(2)]).toEqual(['2410.00', '2420.00']);

    // Unknown or repeated methods are refused before anything is written.
    expect(await u.admin.post(`/api/cajas/${norte.id}/cerrar`, { contado: [{ metodoPagoId: 999999, monto: '1' }] })).toMatchObject({
      status: 400,
      body: { message: MSG_ARQUEO_METODO_INVALIDO },
    });
    expect(
      await u.admin.post(`/api/cajas/${norte.id}/cerrar`, {
        contado: [
          { metodoPagoId: ids.efectivo, monto: '1' },
          { metodoPagoId: ids.efectivo, monto: '2' },
        ],
      }),
    ).toMatchObject({ status: 400, body: { message: MSG_ARQUEO_METODO_REPETIDO } });
    expect((await cajaPorId(norte.id)).abierta).toBe(true);

    // Cash: 2410.00 expected, 2400.00 counted (−10); Transferencia counted 5 with nothing expected (+5);
    // Tarjeta not listed: 2420.00 expected, 0 counted.
    const res = await u.admin.post(`/api/cajas/${norte.id}/cerrar`, {
      contado: [
        { metodoPagoId: ids.transferencia, monto: '5' },
        { metodoPagoId: ids.efectivo, monto: '2400' },
      ],
    });
    expect(res.status).toBe(200);
    expect(cajaSesionSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id: sesionId,
      cajaId: norte.id,
      cerradaPor: { name: 'Laura Gómez' },
      esperado: '4830.00',
      contado: '2405.00',
      diferencia: '-2425.00',
    });
    expect(res.body.cerradaEn).toEqual(expect.any(String));
    expect(res.body.arqueo).toEqual([
      { metodoPago: { id: ids.efectivo, nombre: 'Efectivo' }, esperado: '2410.00', contado: '2400.00', diferencia: '-10.00' },
      { metodoPago: { id: ids.transferencia, nombre: 'Transferencia' }, esperado: '0.00', contado: '5.00', diferencia: '5.00' },
      { metodoPago: { id: ids.tarjeta, nombre: 'Tarjeta' }, esperado: '2420.00', contado: '0.00', diferencia: '-2420.00' },
    ].sort((a, b) => a.metodoPago.id - b.metodoPago.id));

    const cierre = (await movimientos(norte.id, `&sesionId=${sesionId}`)).filter((m) => m.origen === 'cierre');
    const resumen = cierre.map((m) => [m.tipo, (m.metodoPago as { nombre: string }).nombre, m.monto, m.descripcion]);
    expect(resumen).toEqual(
      expect.arrayContaining([
        ['INGRESO', 'Transferencia', '5.00', 'Diferencia de arqueo'],
        ['EGRESO', 'Efectivo', '10.00', 'Diferencia de arqueo'],
        ['EGRESO', 'Tarjeta', '2420.00', 'Diferencia de arqueo'],
        ['EGRESO', 'Efectivo', '2400.00', 'Retiro al cierre'],
        ['EGRESO', 'Transferencia', '5.00', 'Retiro al cierre'],
      ]),
    );
    expect(resumen).toHaveLength(5);
    const cerrada = await cajaPorId(norte.id);
    expect(cerrada).toMatchObject({ abierta: false, saldo: '0.00', sesion: null });
    expect(await saldo(norte.id)).toBe('0.00');

    // Closed: no second closing, no movements, sales leave it alone.
    expect(await u.admin.post(`/api/cajas/${norte.id}/cerrar`, { contado: [] })).toMatchObject({ status: 409, body: { message: MSG_CAJA_CERRADA } });
    expect((await intentarVenta(u.admin, { metodoPagoId: ids.efectivo, detalles: [{ productoId: producto }], sucursalId: 2 })).status).toBe(201);
    expect(await saldo(norte.id)).toBe('0.00');

    // The history shows the closing; a new session starts from the starting amount alone.
    const hist = await u.admin.get(`/api/cajas/${norte.id}/sesiones`);
    expect(hist.body.items[0]).toMatchObject({ id: sesionId, esperado: '4830.00', contado: '2405.00', diferencia: '-2425.00' });
    const reabierta = await u.admin.post(`/api/cajas/${norte.id}/abrir`, { montoInicial: '300' });
    expect(reabierta.body).toMatchObject({ abierta: true, saldo: '300.00' });
    expect(await saldo(norte.id)).toBe('300.00');
    expect(await movimientos(norte.id, `&sesionId=${reabierta.body.sesion.id}`)).toHaveLength(1);
    const audits = await rows<{ accion: string }>(t.db, sql`select accion from auditoria where entidad = 'cajas' and entidad_id = ${String(norte.id)} order by id`);
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'abrir', 'cerrar', 'abrir']);
  });

  test('closing with nothing counted takes everything out as a difference; the balance stays the sum of the movements', async () => {
    const usd = await caja('Sucursal Norte', 2);
    const res = await u.admin.post(`/api/cajas/${usd.id}/cerrar`, { contado: [] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ esperado: '12.10', contado: '0.00', diferencia: '-12.10' });
    expect(await saldo(usd.id)).toBe('0.00');
  });

  test('movements page newest first, by session', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const todos = await movimientos(norte.id);
    const ids_ = todos.map((m) => m.id as number);
    expect(ids_).toEqual([...ids_].sort((a, b) => b - a));
    const pagina = await u.admin.get(`/api/cajas/${norte.id}/movimientos?page=2&pageSize=3`);
    expect(pagina.body).toMatchObject({ total: todos.length, currentPage: 2, pageSize: 3, totalPages: Math.ceil(todos.length / 3) });
    expect(pagina.body.items.map((m: { id: number }) => m.id)).toEqual(ids_.slice(3, 6));
    expect(await movimientos(norte.id, '&sesionId=999999')).toEqual([]);
  });
});

describe('payments on account into a box (registrarPagoEnCaja)', () => {
  /** An account movement of the first client, written directly (the payment itself is the accounts module's). */
  async function movimientoCuenta(monedaId: number): Promise<number> {
    const [m] = await rows<{ id: number }>(
      t.db,
      sql`insert into movimientos_cuenta_corriente (cliente_id, tipo, moneda_id, monto, descripcion, saldo_previo, saldo_nuevo)
          values (${ids.cliente}, 'CREDITO', ${monedaId}, 150, 'Pago de prueba', 0, -150) returning id`,
    );
    return m.id;
  }
  const pagar = (cajaId: number, monedaId: number, movimientoCuentaId: number) =>
    t.db.transaction((tx) =>
      registrarPagoEnCaja(tx, { cajaId, monedaId, monto: '150.00', movimientoCuentaId, descripcion: 'Pago a cuenta de prueba', usuarioId: 1 }),
    );

  test('an open box of the same currency gets an Efectivo INGRESO with the account movement and its client', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const antes = new Decimal(await saldo(norte.id));
    const movId = await movimientoCuenta(1);
    await pagar(norte.id, 1, movId);
    const [mov] = await movimientos(norte.id);
    expect(mov).toMatchObject({
      tipo: 'INGRESO',
      origen: 'pago_cuenta',
      monto: '150.00',
      descripcion: 'Pago a cuenta de prueba',
      metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
      movimientoCuentaId: movId,
      clienteId: ids.cliente,
    });
    expect(await saldo(norte.id)).toBe(antes.plus(150).toFixed(2));
  });

  test('unknown box 400, another currency 400, a closed box 409: the caller rolls back', async () => {
    const norte = await caja('Sucursal Norte', 1);
    const cerrada = await caja('Casa Central', 2);
    const movId = await movimientoCuenta(1);
    const antes = await cuenta('caja_movimientos');
    await expect(pagar(999999, 1, movId)).rejects.toMatchObject({ statusCode: 400, message: MSG_CAJA_INVALIDA });
    await expect(pagar(norte.id, 2, movId)).rejects.toMatchObject({ statusCode: 400, message: MSG_CAJA_OTRA_MONEDA });
    await expect(pagar(cerrada.id, 2, movId)).rejects.toMatchObject({ statusCode: 409, message: MSG_CAJA_CERRADA });
    expect(await cuenta('caja_movimientos')).toBe(antes);
  });
});
