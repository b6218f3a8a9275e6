import { sql } from 'drizzle-orm';
import {
  MSG_ANULAR_PEDIR_CODIGO,
  MSG_APROBACION_PEDIR_CODIGO,
  MSG_CODIGO_INVALIDO,
  MSG_CREDITO_PEDIR_CODIGO,
  MSG_SUCURSAL_AJENA,
  MSG_VENTA_AJENA,
  MSG_VENTA_OTRO_DIA,
  msgDescuentoMaximo,
} from 'shared';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago } from './support/fabricas';
import { createUserWithRole } from './support/harness';

/**
 * Branch scope and approvals (docs/seguridad.md, «Aprobaciones y alcance»): without sucursales.todas
 * a user operates only in their branch; annulling a sale without ventas.delete, a discount above the
 * role's limit and an edit to Cuenta Corriente past the credit need a one-time authorization code.
 */
let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
/** A Sucursal Norte manager: every permission of the five areas, but not sucursales.todas. */
let encargadoNorte: ReturnType<typeof client>;
/** A user with the same permissions and no branch. */
let sinSucursal: ReturnType<typeof client>;
const ids = { efectivo: 0, cc: 0, producto: 0, materia: 0, proveedor: 0, elaborado: 0 };

const PERMISOS_ENCARGADO = [
  'ventas.post',
  'ventas.put',
  'ventas.delete',
  'presupuestos.post',
  'presupuestos.put',
  'stock.add_stock',
  'fabricacion.post',
  'fabricacion.put',
  'fabricacion.delete',
  'cajas.get',
  'cajas.post',
  'cajas.put',
];

const venta = (over: Record<string, unknown> = {}) => ({
  sucursalId: 1,
  metodoPagoId: ids.efectivo,
  detalles: [{ productoId: ids.producto, cantidad: '1', precioUnitario: '0' }],
  descuento: '0',
  clienteId: null,
  linea: 2,
  ...over,
});

/** A fresh one-time code issued by the administrator. */
async function codigo(): Promise<string> {
  const res = await u.admin.post('/api/ventas/codigos-autorizacion', {});
  expect(res.status).toBe(201);
  return res.body.codigo;
}

/** The stored use of the code issued last: used or not, what for and on which document. */
async function usoDelUltimoCodigo() {
  const [row] = await rows<{ usado: boolean; motivos: string[] | null; entidad: string | null; entidad_id: number | null }>(
    t.db,
    sql`select used_at is not null as usado, motivos, entidad, entidad_id from codigos_autorizacion order by id desc limit 1`,
  );
  return row;
}

async function caja(sucursal: string, monedaId: number) {
  const [c] = await rows<{ id: number; abierta: boolean }>(
    t.db,
    sql`select c.id, c.abierta from cajas c join sucursales s on s.id = c.sucursal_id where s.nombre = ${sucursal} and c.moneda_id = ${monedaId}`,
  );
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  await createUserWithRole(t.db, 'encargado.norte@demo.local', 'Encargado Norte', PERMISOS_ENCARGADO, { sucursalId: 2 });
  encargadoNorte = client(t.app, await login(t.app, 'encargado.norte@demo.local'));
  await createUserWithRole(t.db, 'sin.sucursal@demo.local', 'Sin sucursal', PERMISOS_ENCARGADO, { sucursalId: null });
  sinSucursal = client(t.app, await login(t.app, 'sin.sucursal@demo.local'));
  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  // A product with known price ($ 1000 + 21 % = 1210.00) and stock in both branches.
  ids.producto = (await crearProducto(t.db, { codigo: 39501, nombre: 'Perfume alcance', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: { 1: '100', 2: '100' } })).id;
  ids.materia = (await rows<{ id: number }>(t.db, sql`select id from productos where categoria = 'materia_prima' and not is_deleted order by id limit 1`))[0].id;
  ids.proveedor = (await rows<{ id: number }>(t.db, sql`select id from proveedores where not is_deleted order by id limit 1`))[0].id;
  ids.elaborado = (await rows<{ id: number }>(t.db, sql`select f.producto_id as id from formulas f order by f.id limit 1`))[0].id;
});
afterAll(() => t.close());

describe('branch scope: without sucursales.todas, only in one’s own branch', () => {
  const sucursalAjena = { status: 403, body: { message: MSG_SUCURSAL_AJENA } };

  test('sales: the Norte seller cannot sell, edit or annul in Casa Central; she sells in Norte', async () => {
    expect(await u.norte.post('/api/ventas', venta())).toMatchObject(sucursalAjena);
    expect((await u.norte.post('/api/ventas', venta({ sucursalId: 2 }))).status).toBe(201);
    const central = (await u.admin.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.norte.put(`/api/ventas/${central}`, { metodoPagoId: ids.efectivo, descuento: '100' })).toMatchObject(sucursalAjena);
    expect(await u.norte.put(`/api/ventas/anular/${central}`, { codigo_pass: await codigo() })).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.put(`/api/ventas/anular/${central}`)).toMatchObject(sucursalAjena);
    expect((await u.admin.get(`/api/ventas/${central}`)).body).toMatchObject({ isDeleted: false, descuento: '0', total: '1210.00' });
    // The refused code was not consumed.
    expect(await usoDelUltimoCodigo()).toMatchObject({ usado: false });
  });

  test('a user without a branch operates in none', async () => {
    expect(await sinSucursal.post('/api/ventas', venta())).toMatchObject(sucursalAjena);
    expect(await sinSucursal.post('/api/ventas', venta({ sucursalId: 2 }))).toMatchObject(sucursalAjena);
  });

  test('quotes: created, edited and converted only in one’s branch', async () => {
    const presupuesto = { sucursalId: 1, clienteId: null, descuento: '0', detalles: [{ productoId: ids.producto, cantidad: '1', precioUnitario: '0' }] };
    expect(await u.norte.post('/api/presupuestos', presupuesto)).toMatchObject(sucursalAjena);
    expect((await u.norte.post('/api/presupuestos', { ...presupuesto, sucursalId: 2 })).status).toBe(201);
    const central = (await u.admin.post('/api/presupuestos', presupuesto)).body.id as number;
    const { sucursalId: _omitida, ...edicion } = presupuesto;
    expect(await encargadoNorte.put(`/api/presupuestos/${central}`, edicion)).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.post(`/api/presupuestos/convertir-a-venta/${central}`, { metodoPagoId: ids.efectivo, linea: 2 })).toMatchObject(sucursalAjena);
    expect((await u.admin.get(`/api/presupuestos/${central}`)).body).toMatchObject({ convertidoEnVenta: false });
  });

  test('stock entries (ingresos): only in one’s branch', async () => {
    const ingreso = (sucursalId: number) => ({
      sucursalId,
      detalles: [{ productoId: ids.materia, cantidad: '1', costo: '10', costoMonedaId: 1, proveedorId: ids.proveedor }],
      confirmarCosto: true,
    });
    const antes = await rows(t.db, sql`select count(*)::int as n from ingresos`);
    expect(await encargadoNorte.post('/api/ingresos', ingreso(1))).toMatchObject(sucursalAjena);
    expect(await rows(t.db, sql`select count(*)::int as n from ingresos`)).toEqual(antes);
    expect((await encargadoNorte.post('/api/ingresos', ingreso(2))).status).toBe(201);
  });

  test('manufacturing: create, check-materia, finalizar and cancelar only in one’s branch', async () => {
    const run = { productoId: ids.elaborado, cantidad: '1', sucursalId: 1 };
    expect(await encargadoNorte.post('/api/fabricaciones', run)).toMatchObject(sucursalAjena);
    expect((await encargadoNorte.post('/api/fabricaciones', { ...run, sucursalId: 2 })).status).toBe(201);
    const central = (await u.admin.post('/api/fabricaciones', run)).body.id as number;
    const materia = (await rows<{ id: number }>(t.db, sql`select materia_prima_id as id from fabricacion_detalles where fabricacion_id = ${central} limit 1`))[0].id;
    expect(await encargadoNorte.put(`/api/fabricaciones/${central}/check-materia`, { materiaPrimaId: materia, sucursalId: 1 })).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.put(`/api/fabricaciones/${central}/finalizar`, { sucursalId: 1 })).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.call('DELETE', `/api/fabricaciones/${central}/cancelar`, { sucursalId: 1 })).toMatchObject(sucursalAjena);
    expect((await u.admin.get(`/api/fabricaciones/${central}`)).body).toMatchObject({ estado: 'en_proceso' });
  });

  test('cash boxes: abrir, movimientos and cerrar only in one’s branch', async () => {
    const abierta = await caja('Casa Central', 1);
    expect(abierta.abierta).toBe(true);
    const cerrada = await caja('Casa Central', 2);
    if (cerrada.abierta) expect((await u.admin.post(`/api/cajas/${cerrada.id}/cerrar`, { contado: [] })).status).toBe(200);
    const movimientos = await rows(t.db, sql`select count(*)::int as n from caja_movimientos`);
    expect(await encargadoNorte.post(`/api/cajas/${cerrada.id}/abrir`, { montoInicial: '10' })).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.post(`/api/cajas/${abierta.id}/movimientos`, { tipo: 'EGRESO', monto: '10', descripcion: 'Retiro' })).toMatchObject(sucursalAjena);
    expect(await encargadoNorte.post(`/api/cajas/${abierta.id}/cerrar`, { contado: [] })).toMatchObject(sucursalAjena);
    expect(await rows(t.db, sql`select count(*)::int as n from caja_movimientos`)).toEqual(movimientos);
    expect((await caja('Casa Central', 1)).abierta).toBe(true);
    const norte = await caja('Sucursal Norte', 1);
    if (!norte.abierta) expect((await encargadoNorte.post(`/api/cajas/${norte.id}/abrir`, { montoInicial: '10' })).status).toBe(200);
    expect((await encargadoNorte.post(`/api/cajas/${norte.id}/movimientos`, { tipo: 'INGRESO', monto: '10', descripcion: 'Cambio' })).status).toBe(201);
  });
});

describe('annulling a sale: ventas.delete, or an authorization code', () => {
  test('the seller (no ventas.delete) gets 409 asking for the code, 400 for a wrong one; a valid code annuls and is consumed', async () => {
    const id = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.vendedor.put(`/api/ventas/anular/${id}`)).toMatchObject({ status: 409, body: { message: MSG_ANULAR_PEDIR_CODIGO } });
    expect(await u.vendedor.put(`/api/ventas/anular/${id}`, {})).toMatchObject({ status: 409, body: { message: MSG_ANULAR_PEDIR_CODIGO } });
    expect(await u.vendedor.put(`/api/ventas/anular/${id}`, { codigo_pass: '000000' })).toMatchObject({ status: 400, body: { message: MSG_CODIGO_INVALIDO } });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body.isDeleted).toBe(false);

    const pase = await codigo();
    expect(await u.vendedor.put(`/api/ventas/anular/${id}`, { codigo_pass: pase })).toMatchObject({ status: 200, body: { message: 'Venta anulada correctamente' } });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body.isDeleted).toBe(true);
    expect(await usoDelUltimoCodigo()).toEqual({ usado: true, motivos: ['anulacion'], entidad: 'ventas', entidad_id: id });
    // One use: the same code does not annul another sale.
    const otra = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.vendedor.put(`/api/ventas/anular/${otra}`, { codigo_pass: pase })).toMatchObject({ status: 400, body: { message: MSG_CODIGO_INVALIDO } });
  });

  test('a holder of ventas.delete annuls without a body (and a code sent is not used)', async () => {
    const id = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    expect((await u.admin.put(`/api/ventas/anular/${id}`)).status).toBe(200);
    const otra = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    await codigo();
    const [{ codigoEmitido }] = await rows<{ codigoEmitido: string }>(t.db, sql`select max(id)::text as "codigoEmitido" from codigos_autorizacion`);
    expect(codigoEmitido).toBeTruthy();
    expect((await u.admin.put(`/api/ventas/anular/${otra}`, { codigo_pass: '123456' })).status).toBe(200);
    expect(await usoDelUltimoCodigo()).toMatchObject({ usado: false });
  });
});

describe('a seller edits only her own sales of the day', () => {
  test('another seller’s sale → 403; yesterday’s own sale → 403; today’s own → 200', async () => {
    const deOtro = (await u.admin.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.vendedor.put(`/api/ventas/${deOtro}`, { metodoPagoId: ids.efectivo, descuento: '1' })).toMatchObject({ status: 403, body: { message: MSG_VENTA_AJENA } });

    const ayer = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    await t.db.execute(sql`update ventas set fecha = now() - interval '1 day' where id = ${ayer}`);
    expect(await u.vendedor.put(`/api/ventas/${ayer}`, { metodoPagoId: ids.efectivo, descuento: '1' })).toMatchObject({ status: 403, body: { message: MSG_VENTA_OTRO_DIA } });
    expect((await u.admin.get(`/api/ventas/${ayer}`)).body).toMatchObject({ descuento: '0' });

    const hoy = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.vendedor.put(`/api/ventas/${hoy}`, { metodoPagoId: ids.efectivo, descuento: '1' })).toMatchObject({ status: 200, body: { descuento: '1' } });
  });
});

describe('a discount above the role’s limit (Vendedor: 5 %) needs a code', () => {
  const pideCodigo = (fin: string) => ({ status: 409, body: { message: `${msgDescuentoMaximo('5.00')} ${fin}` } });

  test('a new sale at 100 %: 409 without a code, 400 with a wrong one, 201 with a valid one (consumed for the discount)', async () => {
    const antes = await rows(t.db, sql`select count(*)::int as n from ventas`);
    expect(await u.vendedor.post('/api/ventas', venta({ descuento: '100' }))).toMatchObject(pideCodigo(MSG_CREDITO_PEDIR_CODIGO));
    expect(await u.vendedor.post('/api/ventas', venta({ descuento: '100', codigo_pass: '000000' }))).toMatchObject({ status: 400, body: { message: MSG_CODIGO_INVALIDO } });
    expect(await rows(t.db, sql`select count(*)::int as n from ventas`)).toEqual(antes);
    expect((await u.vendedor.post('/api/ventas', venta({ descuento: '5' }))).status).toBe(201);

    const res = await u.vendedor.post('/api/ventas', venta({ descuento: '100', codigo_pass: await codigo() }));
    expect(res.status).toBe(201);
    expect((await u.vendedor.get(`/api/ventas/${res.body.ventaId}`)).body).toMatchObject({ total: '0.00', descuento: '100' });
    expect(await usoDelUltimoCodigo()).toEqual({ usado: true, motivos: ['descuento'], entidad: 'ventas', entidad_id: res.body.ventaId });
  });

  test('an edit that raises the discount above the limit: 409, then 200 with a code', async () => {
    const id = (await u.vendedor.post('/api/ventas', venta())).body.ventaId as number;
    expect(await u.vendedor.put(`/api/ventas/${id}`, { metodoPagoId: ids.efectivo, descuento: '100' })).toMatchObject(pideCodigo(MSG_APROBACION_PEDIR_CODIGO));
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ descuento: '0', total: '1210.00' });
    const res = await u.vendedor.put(`/api/ventas/${id}`, { metodoPagoId: ids.efectivo, descuento: '100', codigo_pass: await codigo() });
    expect(res).toMatchObject({ status: 200, body: { descuento: '100', total: '0.00' } });
    expect(await usoDelUltimoCodigo()).toEqual({ usado: true, motivos: ['descuento'], entidad: 'ventas', entidad_id: id });
  });

  test('quotes: create and edit above the limit need the code; converting one needs it from the converting seller', async () => {
    const presupuesto = { sucursalId: 1, clienteId: null, descuento: '20', detalles: [{ productoId: ids.producto, cantidad: '1', precioUnitario: '0' }] };
    expect(await u.vendedor.post('/api/presupuestos', presupuesto)).toMatchObject(pideCodigo(MSG_APROBACION_PEDIR_CODIGO));
    const creado = await u.vendedor.post('/api/presupuestos', { ...presupuesto, codigo_pass: await codigo() });
    expect(creado.status).toBe(201);
    expect(await usoDelUltimoCodigo()).toEqual({ usado: true, motivos: ['descuento'], entidad: 'presupuestos', entidad_id: creado.body.id });

    const { sucursalId: _omitida, ...edicion } = presupuesto;
    const bajo = (await u.vendedor.post('/api/presupuestos', { ...presupuesto, descuento: '5' })).body.id as number;
    expect(await u.vendedor.put(`/api/presupuestos/${bajo}`, edicion)).toMatchObject(pideCodigo(MSG_APROBACION_PEDIR_CODIGO));
    expect((await u.vendedor.put(`/api/presupuestos/${bajo}`, { ...edicion, codigo_pass: await codigo() })).status).toBe(200);

    const convertir = `/api/presupuestos/convertir-a-venta/${creado.body.id}`;
    expect(await u.vendedor.post(convertir, { metodoPagoId: ids.efectivo, linea: 2 })).toMatchObject(pideCodigo(MSG_CREDITO_PEDIR_CODIGO));
    const venta20 = await u.vendedor.post(convertir, { metodoPagoId: ids.efectivo, linea: 2, codigo_pass: await codigo() });
    expect(venta20.status).toBe(201);
    expect((await u.vendedor.get(`/api/ventas/${venta20.body.ventaId}`)).body).toMatchObject({ descuento: '20', total: '968.00' });
  });
});

describe('an edit to Cuenta Corriente goes through the credit check of a new sale', () => {
  test('Efectivo → Cuenta Corriente past the client’s limit: 409 without a code, 200 with one', async () => {
    const cliente = await u.admin.post('/api/clientes', { nombreApellido: 'Cliente Límite', documento: '41999888', tipo: 'particular', condicionIVA: 'Exento' });
    expect(cliente.status).toBe(201);
    await t.db.execute(sql`update clientes set limite_credito_pesos = 500 where id = ${cliente.body.id}`);
    const id = (await u.vendedor.post('/api/ventas', venta({ clienteId: cliente.body.id }))).body.ventaId as number;

    const sinCodigo = await u.vendedor.put(`/api/ventas/${id}`, { metodoPagoId: ids.cc, descuento: '0' });
    expect(sinCodigo.status).toBe(409);
    expect(sinCodigo.body.message).toMatch(/límite de crédito/i);
    expect(sinCodigo.body.message.endsWith(MSG_APROBACION_PEDIR_CODIGO)).toBe(true);
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ metodoPago: { id: ids.efectivo }, estadoPago: 'Pagada' });
    expect(await rows(t.db, sql`select count(*)::int as n from movimientos_cuenta_corriente where venta_id = ${id}`)).toEqual([{ n: 0 }]);

    const res = await u.vendedor.put(`/api/ventas/${id}`, { metodoPagoId: ids.cc, descuento: '0', codigo_pass: await codigo() });
    expect(res).toMatchObject({ status: 200, body: { metodoPago: { id: ids.cc }, estadoPago: 'Pendiente' } });
    expect(await usoDelUltimoCodigo()).toEqual({ usado: true, motivos: ['credito'], entidad: 'ventas', entidad_id: id });
  });
});
