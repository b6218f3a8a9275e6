import { sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  Dec,
  dashboardSchema,
  MSG_REPORTE_SIN_TIPO,
  msgReporteDemasiadasFilas,
  REPORTE_MAX_FILAS,
  reporteIngresoSchema,
  reporteVentaSchema,
  type Dashboard,
  type ReporteIngreso,
  type ReporteVenta,
} from 'shared';
import { z } from 'zod';
import { AppError } from '../src/lib/errors';
import { dashboard } from '../src/modules/reportes/dashboard';
import { MSG_REPORTE_RANGO_INVALIDO, reporte } from '../src/modules/reportes/service';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago, nuevoCliente } from './support/fabricas';
import { createUserWithRole } from './support/harness';

/**
 * Reports and the /home figures (docs/reportes.md, «API» and «Inicio (API)»): known stock entries
 * and sales placed in March 2019 (Buenos Aires), with rows just outside the month on both sides,
 * give exact rows and lines; the financial fields follow reportes.financieros; the dashboard's
 * figures follow the permissions of their screens and match independent queries.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let vendedorReportes: ReturnType<typeof client>;
const ids = { efectivo: 0, cc: 0, cliente: 0, proveedor: 0, pA: 0, pB: 0 };
const nombres = { admin: '', proveedor: '', vendedor: 'Vendedor de reportes', cliente: 'Cliente de Reportes' };
/** I1, I2 in March; I0 on Feb 28 (BA), I3 on April 1 (BA). */
const ing = { i0: 0, i1: 0, i2: 0, i3: 0 };
/** V1..V4 in March (V4 annulled); V0 on Feb 28 (BA), V5 on April 1 (BA). */
const ven = { v0: 0, v1: 0, v2: 0, v3: 0, v4: 0, v5: 0 };

async function ingreso(detalles: Array<{ productoId: number; cantidad: string; costo: string; costoMonedaId: number }>, fecha: string) {
  const res = await u.admin.post('/api/ingresos', {
    sucursalId: 1,
    detalles: detalles.map((d) => ({ ...d, proveedorId: ids.proveedor })),
    confirmarCosto: true,
  });
  expect(res.status).toBe(201);
  await t.db.execute(sql`update ingresos set fecha = ${fecha} where id = ${res.body.id}`);
  return res.body.id as number;
}

/**
 * A sale of the report seller in Sucursal Norte (closed boxes: no box movement), dated `fecha` once
 * every sale exists (an account sale is refused while the client owes for more than 90 days).
 */
const fechasVentas: Array<[number, string]> = [];
async function venta(productoId: number, cantidad: string, fecha: string, cc = false) {
  const res = await vendedorReportes.post('/api/ventas', {
    sucursalId: 2,
    metodoPagoId: cc ? ids.cc : ids.efectivo,
    clienteId: cc ? ids.cliente : null,
    detalles: [{ productoId, cantidad, precioUnitario: '0' }],
  });
  expect({ status: res.status, body: res.status === 201 ? 'ok' : res.body }).toEqual({ status: 201, body: 'ok' });
  fechasVentas.push([res.body.ventaId, fecha]);
  return res.body.ventaId as number;
}

async function getReporte<T>(as: ReturnType<typeof client>, query: string, schema: z.ZodType<T>): Promise<T[]> {
  const res = await as.get(`/api/reportes${query}`);
  expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
  expect(z.array(schema).parse(res.body)).toEqual(res.body);
  return res.body;
}
const ingresosDe = (as: ReturnType<typeof client>, q: string) => getReporte(as, `?type=ingreso${q}`, reporteIngresoSchema);
const ventasDe = (as: ReturnType<typeof client>, q: string) => getReporte(as, `?type=venta${q}`, reporteVentaSchema);
const MARZO = '&fechaDesde=2019-03-01&fechaHasta=2019-03-31';

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  const [antes] = await rows<{ n: number }>(
    t.db,
    sql`select (select count(*) from ventas where fecha < '2020-01-01') + (select count(*) from ingresos where fecha < '2020-01-01') as n`,
  );
  expect(Number(antes.n)).toBe(0);

  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  const [prov] = await rows<{ id: number; nombre: string }>(t.db, sql`select id, nombre from proveedores where is_deleted = false order by id limit 1`);
  Object.assign(ids, { proveedor: prov.id });
  nombres.proveedor = prov.nombre;
  nombres.admin = (await rows<{ name: string }>(t.db, sql`select name from usuarios where email = 'admin@demo.local'`))[0].name;
  ids.cliente = await nuevoCliente(u.admin, { nombreApellido: nombres.cliente, documento: '99777666' });
  // A seller of Sucursal Norte, where her sales are (a seller sells only in her branch).
  const vendedorId = await createUserWithRole(t.db, 'vendedor.reportes@prueba.local', nombres.vendedor, ['ventas.post', 'ventas.delete'], { sucursalId: 2 });
  await t.db.execute(sql`update usuarios set cod_vendedor = 'V950', comision = 10 where id = ${vendedorId}`);
  vendedorReportes = client(t.app, await login(t.app, 'vendedor.reportes@prueba.local'));

  // A: $ 1000.00 + 21 % = 1210.00 (cost $ 100.00); B: US$ 10.00 + 21 % = 12.10 (cost US$ 5.00).
  ids.pA = (await crearProducto(t.db, { codigo: 39801, nombre: 'Reporte Alfa', unidad: 'unidad', precio: '1000.00', monedaId: 1, costo: '100.00', stock: { 2: '100' } })).id;
  ids.pB = (await crearProducto(t.db, { codigo: 39802, nombre: 'Reporte Beta', unidad: 'litro', precio: '10.00', monedaId: 2, costo: '5.00', stock: { 2: '100' } })).id;

  ing.i0 = await ingreso([{ productoId: ids.pB, cantidad: '1', costo: '5.00', costoMonedaId: 2 }], '2019-03-01T02:59:59.999Z');
  ing.i1 = await ingreso([{ productoId: ids.pA, cantidad: '5', costo: '120.00', costoMonedaId: 1 }], '2019-03-01T03:00:00Z');
  ing.i2 = await ingreso(
    [
      { productoId: ids.pA, cantidad: '2.5', costo: '110.00', costoMonedaId: 1 },
      { productoId: ids.pB, cantidad: '1.125', costo: '6.00', costoMonedaId: 2 },
    ],
    '2019-04-01T02:59:59.999Z',
  );
  ing.i3 = await ingreso([{ productoId: ids.pA, cantidad: '1', costo: '110.00', costoMonedaId: 1 }], '2019-04-01T03:00:00Z');

  ven.v0 = await venta(ids.pA, '1', '2019-03-01T02:59:59.999Z');
  ven.v1 = await venta(ids.pA, '2', '2019-03-10T15:00:00Z');
  ven.v2 = await venta(ids.pA, '1', '2019-03-01T03:00:00Z', true);
  ven.v3 = await venta(ids.pA, '1', '2019-04-01T02:59:59.999Z', true);
  // Part of V3 paid (what a payment on account leaves): Parcial.
  await t.db.execute(sql`update ventas set pagado = 100 where id = ${ven.v3}`);
  ven.v4 = await venta(ids.pB, '1', '2019-03-20T12:00:00Z');
  expect((await vendedorReportes.put(`/api/ventas/anular/${ven.v4}`)).status).toBe(200);
  ven.v5 = await venta(ids.pA, '1', '2019-04-01T03:00:00Z');
  for (const [id, fecha] of fechasVentas) await t.db.execute(sql`update ventas set fecha = ${fecha} where id = ${id}`);
});
afterAll(() => t.close());

const alfa = { codigo: '39801', nombre: 'Reporte Alfa', unidad: 'unidad' };
const beta = { codigo: '39802', nombre: 'Reporte Beta', unidad: 'litro' };

/** The March stock entries as a holder of reportes.financieros sees them. */
function ingresosMarzo(): ReporteIngreso[] {
  const cabecera = { status: 'registrado' as const, sucursal: 'Casa Central', usuario: nombres.admin };
  const proveedor = { nombre: nombres.proveedor };
  return [
    {
      id: ing.i2,
      fechaIngreso: '2019-04-01T02:59:59.999Z',
      ...cabecera,
      detalles: [
        { id: expect.any(Number), cantidad: '2.5000', costo: '110.00', costo_anterior: '120.00', monedaSimbolo: '$', producto: alfa, proveedor },
        { id: expect.any(Number), cantidad: '1.1250', costo: '6.00', costo_anterior: '5.00', monedaSimbolo: 'US$', producto: beta, proveedor },
      ],
    },
    {
      id: ing.i1,
      fechaIngreso: '2019-03-01T03:00:00.000Z',
      ...cabecera,
      detalles: [{ id: expect.any(Number), cantidad: '5.0000', costo: '120.00', costo_anterior: '100.00', monedaSimbolo: '$', producto: alfa, proveedor }],
    },
  ];
}

/** The March sales as a holder of reportes.financieros sees them. */
function ventasMarzo(): ReporteVenta[] {
  const vendedor = { name: nombres.vendedor };
  const pesos = { id: 1, simbolo: '$' };
  const linea = (cantidad: string, precioUnitario: string, subTotal: string, comisionVendedor: string, producto = alfa) => ({
    id: expect.any(Number),
    cantidad,
    precioUnitario,
    subTotal,
    comisionVendedor,
    producto,
  });
  return [
    {
      id: ven.v4,
      fechaVenta: '2019-03-20T12:00:00.000Z',
      cliente: null,
      vendedor,
      metodoPago: 'Efectivo',
      moneda: { id: 2, simbolo: 'US$' },
      estadoPago: 'Pagada',
      isDeleted: true,
      total: '12.10',
      pagado: '12.10',
      detalles: [linea('1.0000', '12.10', '12.10', '1.21', beta)],
    },
    {
      id: ven.v3,
      fechaVenta: '2019-04-01T02:59:59.999Z',
      cliente: { nombreApellido: nombres.cliente },
      vendedor,
      metodoPago: 'Cuenta Corriente',
      moneda: pesos,
      estadoPago: 'Parcial',
      isDeleted: false,
      total: '1210.00',
      pagado: '100.00',
      detalles: [linea('1.0000', '1210.00', '1210.00', '121.00')],
    },
    {
      id: ven.v2,
      fechaVenta: '2019-03-01T03:00:00.000Z',
      cliente: { nombreApellido: nombres.cliente },
      vendedor,
      metodoPago: 'Cuenta Corriente',
      moneda: pesos,
      estadoPago: 'Pendiente',
      isDeleted: false,
      total: '1210.00',
      pagado: '0.00',
      detalles: [linea('1.0000', '1210.00', '1210.00', '121.00')],
    },
    {
      id: ven.v1,
      fechaVenta: '2019-03-10T15:00:00.000Z',
      cliente: null,
      vendedor,
      metodoPago: 'Efectivo',
      moneda: pesos,
      estadoPago: 'Pagada',
      isDeleted: false,
      total: '2420.00',
      pagado: '2420.00',
      detalles: [linea('2.0000', '1210.00', '2420.00', '242.00')],
    },
  ];
}

const sinFinancierosIngresos = (filas: ReporteIngreso[]) =>
  filas.map((f) => ({ ...f, detalles: f.detalles.map((d) => ({ ...d, costo: null, costo_anterior: null })) }));
const sinFinancierosVentas = (filas: ReporteVenta[]) =>
  filas.map((f) => ({ ...f, pagado: null, detalles: f.detalles.map((d) => ({ ...d, comisionVendedor: null })) }));

describe('GET reportes?type=ingreso', () => {
  test('the stock entries of the Buenos Aires days, newest id first, with every line, its cost currency and supplier', async () => {
    const filas = await ingresosDe(u.admin, MARZO);
    expect(filas).toEqual(ingresosMarzo());
    // Lines in the order they were entered.
    expect(filas[0].detalles[0].id).toBeLessThan(filas[0].detalles[1].id);
  });

  test('day edges: 00:00 of fechaDesde and 23:59:59.999 of fechaHasta (Buenos Aires) are inside, one instant more is not', async () => {
    expect((await ingresosDe(u.admin, '&fechaDesde=2019-02-28&fechaHasta=2019-02-28')).map((f) => f.id)).toEqual([ing.i0]);
    expect((await ingresosDe(u.admin, '&fechaDesde=2019-03-31&fechaHasta=2019-03-31')).map((f) => f.id)).toEqual([ing.i2]);
    expect((await ingresosDe(u.admin, '&fechaDesde=2019-04-01&fechaHasta=2019-04-01')).map((f) => f.id)).toEqual([ing.i3]);
    expect((await ingresosDe(u.admin, '&fechaHasta=2019-03-01')).map((f) => f.id)).toEqual([ing.i1, ing.i0]);
    const desdeAbril = (await ingresosDe(u.admin, '&fechaDesde=2019-04-01')).map((f) => f.id);
    expect(desdeAbril).toContain(ing.i3);
    expect(desdeAbril).not.toContain(ing.i2);
  });

  test('producto keeps only the entries with a line of it, each with all its lines', async () => {
    const filas = await ingresosDe(u.admin, `${MARZO}&producto=${ids.pB}`);
    expect(filas).toEqual([ingresosMarzo()[0]]);
    expect(await ingresosDe(u.admin, `${MARZO}&producto=999999`)).toEqual([]);
  });

  test('without reportes.financieros costo and costo_anterior are null; with it (not only the Administrador) they come', async () => {
    await createUserWithRole(t.db, 'reportes.basico@prueba.local', 'Reportes básico', ['reportes.get']);
    await createUserWithRole(t.db, 'reportes.financiero@prueba.local', 'Reportes financiero', ['reportes.get', 'reportes.financieros']);
    const basico = client(t.app, await login(t.app, 'reportes.basico@prueba.local'));
    const financiero = client(t.app, await login(t.app, 'reportes.financiero@prueba.local'));
    expect(await ingresosDe(basico, MARZO)).toEqual(sinFinancierosIngresos(ingresosMarzo()));
    expect(await ingresosDe(u.vendedor, MARZO)).toEqual(sinFinancierosIngresos(ingresosMarzo()));
    expect(await ingresosDe(financiero, MARZO)).toEqual(ingresosMarzo());
  });
});

describe('GET reportes?type=venta', () => {
  test('the sales of the Buenos Aires days, annulled ones included, newest id first, with client, seller, method, currency and payment status', async () => {
    expect(await ventasDe(u.admin, MARZO)).toEqual(ventasMarzo());
  });

  test('day edges in Buenos Aires time', async () => {
    expect((await ventasDe(u.admin, '&fechaDesde=2019-02-28&fechaHasta=2019-02-28')).map((f) => f.id)).toEqual([ven.v0]);
    expect((await ventasDe(u.admin, '&fechaDesde=2019-03-01&fechaHasta=2019-03-01')).map((f) => f.id)).toEqual([ven.v2]);
    expect((await ventasDe(u.admin, '&fechaDesde=2019-03-31&fechaHasta=2019-03-31')).map((f) => f.id)).toEqual([ven.v3]);
    expect((await ventasDe(u.admin, '&fechaDesde=2019-04-01&fechaHasta=2019-04-01')).map((f) => f.id)).toEqual([ven.v5]);
  });

  test('producto keeps only the sales with a line of it', async () => {
    expect(await ventasDe(u.admin, `${MARZO}&producto=${ids.pB}`)).toEqual([ventasMarzo()[0]]);
    expect((await ventasDe(u.admin, `${MARZO}&producto=${ids.pA}`)).map((f) => f.id)).toEqual([ven.v3, ven.v2, ven.v1]);
  });

  test('without reportes.financieros pagado and comisionVendedor are null (the payment status stays)', async () => {
    await createUserWithRole(t.db, 'reportes.ventas@prueba.local', 'Reportes ventas', ['reportes.get']);
    const basico = client(t.app, await login(t.app, 'reportes.ventas@prueba.local'));
    expect(await ventasDe(basico, MARZO)).toEqual(sinFinancierosVentas(ventasMarzo()));
    expect(await ventasDe(u.inventario, MARZO)).toEqual(sinFinancierosVentas(ventasMarzo()));
  });

  test('two statements whatever the number of rows: the count, then the rows with their lines as one JSON text', async () => {
    const driver = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = jest.spyOn(driver, 'query');
    try {
      for (const q of [`${MARZO}&producto=${ids.pB}`, MARZO, '&fechaDesde=2019-02-28&fechaHasta=2019-04-01']) {
        spy.mockClear();
        const filas = JSON.parse(await reporte(t.db, { type: 'venta', ...Object.fromEntries(new URLSearchParams(q)) } as never, { financieros: true }));
        expect(filas.length).toBeGreaterThan(0);
        expect(spy).toHaveBeenCalledTimes(2);
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET reportes: the JSON the database writes', () => {
  /** A product, a supplier and a client whose texts need escaping in JSON, with an entry and a sale of May 2018. */
  const raro = {
    producto: 'Aceite "Premium" 50% \\ barra / tab\tsalto\nñandú — 🌿',
    unidad: 'kg "neto"',
    proveedor: 'Proveedor \'Comillas\' "y" \\ \u0001 control',
    cliente: 'Cliente "Raro" \\ con\nsalto',
  };
  const MAYO = '&fechaDesde=2018-05-01&fechaHasta=2018-05-31';
  let productoRaro = 0;

  beforeAll(async () => {
    productoRaro = (await crearProducto(t.db, { codigo: 39804, nombre: raro.producto, unidad: raro.unidad, precio: '100.00', alicuotaIva: '21', monedaId: 1, costo: '10.00', stock: { 2: '100' } })).id;
    const [prov] = await rows<{ id: number }>(t.db, sql`insert into proveedores (nombre) values (${raro.proveedor}) returning id`);
    const [cli] = await rows<{ id: number }>(
      t.db,
      sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva) values (${raro.cliente}, '99777444', 'particular', 'Exento') returning id`,
    );
    const [i] = await rows<{ id: number }>(
      t.db,
      sql`insert into ingresos (sucursal_id, fecha) values (1, '2018-05-10T12:00:00.123999Z') returning id`,
    );
    await t.db.execute(
      sql`insert into ingreso_detalles (ingreso_id, producto_id, cantidad, costo, costo_moneda_id, costo_anterior, costo_anterior_moneda_id, proveedor_id)
          values (${i.id}, ${productoRaro}, '0.0001', '0.01', 1, '0.00', 1, ${prov.id})`,
    );
    const [v] = await rows<{ id: number }>(
      t.db,
      sql`insert into ventas (fecha, cliente_id, vendedor_id, sucursal_id, metodo_pago_id, moneda_id, total, pagado)
          select '2018-05-10T23:59:59.999999Z', ${cli.id}, u.id, 1, ${ids.efectivo}, 1, '121.00', '0.00' from usuarios u where u.email = 'admin@demo.local' returning id`,
    );
    await t.db.execute(
      sql`insert into venta_detalles (venta_id, producto_id, cantidad, precio_unitario, sub_total, comision_vendedor) values (${v.id}, ${productoRaro}, '1', '121.00', '121.00', '0.00')`,
    );
  });

  test('texts with quotes, backslashes, control characters and non-ASCII come back exactly; instants in milliseconds', async () => {
    const [ingreso] = await ingresosDe(u.admin, MAYO);
    expect(ingreso).toEqual({
      id: expect.any(Number),
      fechaIngreso: '2018-05-10T12:00:00.123Z',
      status: 'registrado',
      sucursal: 'Casa Central',
      usuario: null,
      detalles: [
        {
          id: expect.any(Number),
          cantidad: '0.0001',
          costo: '0.01',
          costo_anterior: '0.00',
          monedaSimbolo: '$',
          producto: { codigo: '39804', nombre: raro.producto, unidad: raro.unidad },
          proveedor: { nombre: raro.proveedor },
        },
      ],
    });
    const [venta] = await ventasDe(u.admin, MAYO);
    expect(venta).toMatchObject({
      fechaVenta: '2018-05-10T23:59:59.999Z',
      cliente: { nombreApellido: raro.cliente },
      estadoPago: 'Pendiente',
      total: '121.00',
      pagado: '0.00',
      detalles: [{ cantidad: '1.0000', producto: { codigo: '39804', nombre: raro.producto, unidad: raro.unidad } }],
    });
    expect((await ventasDe(u.admin, `${MAYO}&producto=${productoRaro}`)).map((f) => f.id)).toEqual([venta.id]);
  });

  test('a row without lines has an empty list; no rows is an empty array', async () => {
    const [sola] = await rows<{ id: number }>(t.db, sql`insert into ingresos (sucursal_id, fecha) values (2, '2018-05-20T12:00:00Z') returning id`);
    try {
      const filas = await ingresosDe(u.admin, MAYO);
      expect(filas.map((f) => f.id)).toEqual([sola.id, expect.any(Number)]);
      expect(filas[0]).toEqual({ id: sola.id, fechaIngreso: '2018-05-20T12:00:00.000Z', status: 'registrado', sucursal: 'Sucursal Norte', usuario: null, detalles: [] });
    } finally {
      await t.db.execute(sql`delete from ingresos where id = ${sola.id}`);
    }
    expect(await ventasDe(u.admin, '&fechaDesde=2018-06-01&fechaHasta=2018-06-30')).toEqual([]);
  });

  test('without the response check (production) the same JSON is sent as it is, as application/json (reports and dashboard)', async () => {
    const prod = await createTestApp({ config: { checkResponses: false } });
    try {
      const admin = client(prod.app, await login(prod.app, 'admin@demo.local'));
      const { res } = await admin.get('/api/reportes?type=venta&fechaDesde=2000-01-01');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const esperado = await reporte(prod.db, { type: 'venta', fechaDesde: '2000-01-01' }, { financieros: true });
      expect(res.body).toBe(esperado);
      const filas = JSON.parse(res.body) as unknown[];
      expect(filas.length).toBeGreaterThan(0);
      expect(z.array(reporteVentaSchema).parse(filas)).toEqual(filas);
      // The dashboard too: the text of the database, valid against its schema.
      const inicio = (await admin.get('/api/dashboard')).res;
      expect(inicio.statusCode).toBe(200);
      expect(inicio.headers['content-type']).toBe('application/json; charset=utf-8');
      const cifras = JSON.parse(inicio.body) as unknown;
      expect(dashboardSchema.parse(cifras)).toEqual(cifras);
      expect(cifras).toEqual(await dashboard(prod.db, ALL_PERMISSIONS));
    } finally {
      await prod.close();
    }
  });
});

describe('GET reportes: access and refusals', () => {
  test('401 without a session, 403 without reportes.get', async () => {
    expect(await u.anonimo.get(`/api/reportes?type=venta${MARZO}`)).toMatchObject({ status: 401 });
    await createUserWithRole(t.db, 'sin.reportes@prueba.local', 'Sin reportes', ['home.get', 'ventas.get', 'reportes.financieros']);
    const sin = client(t.app, await login(t.app, 'sin.reportes@prueba.local'));
    expect(await sin.get(`/api/reportes?type=venta${MARZO}`)).toMatchObject({
      status: 403,
      body: { message: 'No tiene permiso para realizar esta acción.' },
    });
  });

  test.each([
    ['', MSG_REPORTE_SIN_TIPO],
    ['?fechaDesde=2019-03-01', MSG_REPORTE_SIN_TIPO],
    ['?type=otro', MSG_REPORTE_SIN_TIPO],
    ['?type=', MSG_REPORTE_SIN_TIPO],
    ['?type=venta&fechaDesde=2019-03-02&fechaHasta=2019-03-01', MSG_REPORTE_RANGO_INVALIDO],
    ['?type=ingreso&fechaDesde=2019-02-30', 'Fecha inválida.'],
    ['?type=ingreso&fechaHasta=01/03/2019', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['?type=venta&producto=abc', 'Producto inválido.'],
    ['?type=venta&producto=0', 'Producto inválido.'],
    ['?type=venta&producto=99999999999', 'Producto inválido.'],
  ])('GET reportes%s → 400 %s', async (query, message) => {
    expect(await u.admin.get(`/api/reportes${query}`)).toMatchObject({ status: 400, body: { message } });
  });

  test('the same day as both ends is a valid range', async () => {
    expect((await ventasDe(u.admin, '&fechaDesde=2019-03-10&fechaHasta=2019-03-10')).map((f) => f.id)).toEqual([ven.v1]);
  });

  test('past the row cap: 400 with the count and nothing else; at the cap: the rows', async () => {
    const q = { type: 'venta' as const, fechaDesde: '2019-03-01', fechaHasta: '2019-03-31' };
    await expect(reporte(t.db, q, { financieros: true, maxFilas: 3 })).rejects.toEqual(new AppError(400, msgReporteDemasiadasFilas(4)));
    expect(JSON.parse(await reporte(t.db, q, { financieros: true, maxFilas: 4 }))).toHaveLength(4);

    // Through HTTP with the real cap: REPORTE_MAX_FILAS + 1 entries of 2010.
    await t.db.execute(
      sql`insert into ingresos (sucursal_id, fecha) select 1, timestamptz '2010-06-01T12:00:00Z' + g * interval '1 second' from generate_series(1, ${REPORTE_MAX_FILAS + 1}) g`,
    );
    try {
      const res = await u.admin.get('/api/reportes?type=ingreso&fechaDesde=2010-01-01&fechaHasta=2010-12-31');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: msgReporteDemasiadasFilas(REPORTE_MAX_FILAS + 1) });
      expect(res.body.message).toBe('El reporte tiene 50.001 filas y el máximo es 50.000: acote las fechas o elija un producto.');
    } finally {
      await t.db.execute(sql`delete from ingresos where fecha < '2011-01-01'`);
    }
  });
});

describe('GET dashboard', () => {
  const vacio: Dashboard = { ventasHoy: null, ventasMes: null, ventasDiarias: null, porCobrar: null, bajoMinimo: null, fabricacionesEnProceso: null };

  test('Buenos Aires days: today, this calendar month and the last 30 days; annulled sales left out', async () => {
    // 2019-03-31 09:00 BA: today holds V3 (23:59:59.999); the month V1, V2 (00:00 of the 1st) and V3;
    // the 30 days (from March 2) leave V2 out. V4 is annulled, V0 is February, V5 April.
    const marzo = await dashboard(t.db, ALL_PERMISSIONS, new Date('2019-03-31T12:00:00Z'));
    expect(marzo).toMatchObject({
      ventasHoy: [{ monedaId: 1, simbolo: '$', total: '1210.00', cantidad: 1 }],
      ventasMes: [{ monedaId: 1, simbolo: '$', total: '4840.00', cantidad: 3 }],
      ventasDiarias: [
        { fecha: '2019-03-10', monedaId: 1, total: '2420.00' },
        { fecha: '2019-03-31', monedaId: 1, total: '1210.00' },
      ],
    });
    // 2019-04-01 00:00 BA: a new day and a new month.
    expect(await dashboard(t.db, ALL_PERMISSIONS, new Date('2019-04-01T03:00:00Z'))).toMatchObject({
      ventasHoy: [{ monedaId: 1, simbolo: '$', total: '1210.00', cantidad: 1 }],
      ventasMes: [{ monedaId: 1, simbolo: '$', total: '1210.00', cantidad: 1 }],
      ventasDiarias: [
        { fecha: '2019-03-10', monedaId: 1, total: '2420.00' },
        { fecha: '2019-03-31', monedaId: 1, total: '1210.00' },
        { fecha: '2019-04-01', monedaId: 1, total: '1210.00' },
      ],
    });
    // The instant before: still March 31.
    expect((await dashboard(t.db, ALL_PERMISSIONS, new Date('2019-04-01T02:59:59.999Z'))).ventasMes).toEqual(marzo.ventasMes);
    // A day with nothing sold: empty lists, not null.
    expect(await dashboard(t.db, [], new Date('2019-03-05T12:00:00Z'))).toEqual(vacio);
    expect(await dashboard(t.db, ['facturacion.get'], new Date('2019-01-15T12:00:00Z'))).toEqual({
      ...vacio,
      ventasHoy: [],
      ventasMes: [],
      ventasDiarias: [],
    });
  });

  /** The figures straight from the tables, by other means (time-zone name, plain anti joins). */
  async function esperado() {
    const tz = sql.raw(`'America/Argentina/Buenos_Aires'`);
    const dia = sql`(v.fecha at time zone ${tz})::date`;
    const hoy = sql`(now() at time zone ${tz})::date`;
    const porMoneda = async (where: ReturnType<typeof sql>) =>
      rows<{ monedaId: number; simbolo: string; total: string; cantidad: number }>(
        t.db,
        sql`select v.moneda_id as "monedaId", m.simbolo, sum(v.total)::numeric(14,2)::text as total, count(*)::int as cantidad
              from ventas v join monedas m on m.id = v.moneda_id where not v.is_deleted and ${where} group by 1, 2 order by 1`,
      );
    const diarias = await rows<{ fecha: string; monedaId: number; total: string }>(
      t.db,
      sql`select to_char(${dia}, 'YYYY-MM-DD') as fecha, v.moneda_id as "monedaId", sum(v.total)::numeric(14,2)::text as total
            from ventas v where not v.is_deleted and ${dia} between ${hoy} - 29 and ${hoy} group by 1, 2 order by 1, 2`,
    );
    const porCobrar = await rows<{ monedaId: number; simbolo: string; total: string; cantidad: number }>(
      t.db,
      sql`select s.moneda_id as "monedaId", m.simbolo, sum(s.saldo)::numeric(14,2)::text as total, count(*)::int as cantidad
            from saldos_cuenta_corriente s join monedas m on m.id = s.moneda_id join clientes c on c.id = s.cliente_id
           where s.saldo > 0 and not c.is_deleted group by 1, 2 order by 1`,
    );
    const [{ bajo }] = await rows<{ bajo: number }>(
      t.db,
      sql`select count(*)::int as bajo from productos p where not p.is_deleted and exists (
            select 1 from sucursales su where su.activo
               and coalesce((select s.cantidad from stock s where s.producto_id = p.id and s.sucursal_id = su.id), 0) < p.stock_minimo)`,
    );
    const [{ fab }] = await rows<{ fab: number }>(
      t.db,
      sql`select count(*)::int as fab from fabricaciones where estado not in ('finalizada', 'cancelada') and not is_deleted`,
    );
    return {
      ventasHoy: await porMoneda(sql`${dia} = ${hoy}`),
      ventasMes: await porMoneda(sql`date_trunc('month', ${dia}) = date_trunc('month', ${hoy})`),
      ventasDiarias: diarias,
      porCobrar,
      bajoMinimo: bajo,
      fabricacionesEnProceso: fab,
    };
  }

  async function leer(as: ReturnType<typeof client>): Promise<Dashboard> {
    const res = await as.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(dashboardSchema.parse(res.body)).toEqual(res.body);
    return res.body;
  }

  type Totales = NonNullable<Dashboard['ventasHoy']>;
  /** `lista` with `total` and one more item added to currency `monedaId` (a new entry if it had none), by currency id. */
  function mas(lista: Totales, monedaId: number, simbolo: string, total: string): Totales {
    const previo = lista.find((x) => x.monedaId === monedaId) ?? { monedaId, simbolo, total: '0', cantidad: 0 };
    const nuevo = { ...previo, total: new Dec(previo.total).plus(total).toFixed(2), cantidad: previo.cantidad + 1 };
    return [...lista.filter((x) => x.monedaId !== monedaId), nuevo].sort((a, b) => a.monedaId - b.monedaId);
  }

  test('for the Administrador every figure, equal to the tables, and moved by a sale made today', async () => {
    const antes = await leer(u.admin);
    expect(antes).toEqual(await esperado());

    // Today: a sale on account of 1 × Alfa ($ 1210.00) to a new client, a cash sale of 1 × Beta (US$ 12.10).
    const nuevo = { nombreApellido: 'Cliente de Hoy', documento: '99777555', tipo: 'particular', condicionIVA: 'Exento' };
    const hoy = (await u.admin.post('/api/clientes', nuevo)).body.id as number;
    const cc = await vendedorReportes.post('/api/ventas', {
      sucursalId: 2,
      metodoPagoId: ids.cc,
      clienteId: hoy,
      detalles: [{ productoId: ids.pA, cantidad: '1', precioUnitario: '0' }],
    });
    expect(cc.status).toBe(201);
    const usd = await vendedorReportes.post('/api/ventas', {
      sucursalId: 2,
      metodoPagoId: ids.efectivo,
      detalles: [{ productoId: ids.pB, cantidad: '1', precioUnitario: '0' }],
    });
    expect(usd.status).toBe(201);
    // A product under its minimum (no stock anywhere) and a run in progress; a cancelled one does not count.
    const { id: bajo } = await crearProducto(t.db, { codigo: 39803, nombre: 'Reporte Gamma', precio: '1.00', stockMinimo: '5' });
    await t.db.execute(sql`insert into fabricaciones (producto_id, cantidad, sucursal_id) values (${ids.pA}, 1, 1)`);
    await t.db.execute(
      sql`insert into fabricaciones (producto_id, cantidad, sucursal_id, estado, is_deleted) values (${ids.pA}, 1, 1, 'cancelada', true)`,
    );

    const despues = await leer(u.admin);
    expect(despues).toEqual(await esperado());
    expect(despues.ventasHoy).toEqual(mas(mas(antes.ventasHoy!, 1, '$', '1210.00'), 2, 'US$', '12.10'));
    expect(despues.ventasMes).toEqual(mas(mas(antes.ventasMes!, 1, '$', '1210.00'), 2, 'US$', '12.10'));
    expect(despues.porCobrar).toEqual(mas(antes.porCobrar!, 1, '$', '1210.00'));
    expect(despues.bajoMinimo).toBe(antes.bajoMinimo! + 1);
    expect(despues.fabricacionesEnProceso).toBe(antes.fabricacionesEnProceso! + 1);
    const hoyBA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    const delDia = (d: Dashboard) =>
      d.ventasDiarias!.filter((x) => x.fecha === hoyBA).map((x) => ({ monedaId: x.monedaId, simbolo: '', total: x.total, cantidad: 0 }));
    expect(delDia(despues).map((x) => [x.monedaId, x.total])).toEqual(
      mas(mas(delDia(antes), 1, '', '1210.00'), 2, '', '12.10').map((x) => [x.monedaId, x.total]),
    );
    expect(despues.ventasDiarias!.at(-1)!.fecha).toBe(hoyBA);

    // Stocked at its minimum in both branches: no longer below; a branch under it again: below.
    await t.db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${bajo}, 1, 5), (${bajo}, 2, 5)`);
    expect((await leer(u.admin)).bajoMinimo).toBe(antes.bajoMinimo);
    await t.db.execute(sql`update stock set cantidad = 4.9999 where producto_id = ${bajo} and sucursal_id = 2`);
    expect((await leer(u.admin)).bajoMinimo).toBe(antes.bajoMinimo! + 1);
    // …in an inactive branch it does not count.
    await t.db.execute(sql`update sucursales set activo = false where id = 2`);
    try {
      const inactiva = await leer(u.admin);
      expect(inactiva.bajoMinimo).toBe((await esperado()).bajoMinimo);
      expect(inactiva.bajoMinimo).toBeLessThanOrEqual(antes.bajoMinimo!);
    } finally {
      await t.db.execute(sql`update sucursales set activo = true where id = 2`);
    }
  });

  test('each figure only with the permission of its screen; null otherwise; 401 without a session', async () => {
    // home.get opens GET dashboard; each figure then needs the permission of its screen.
    const con = async (email: string, permisos: string[]) => {
      await createUserWithRole(t.db, email, `Inicio ${email}`, ['home.get', ...permisos]);
      return leer(client(t.app, await login(t.app, email)));
    };
    expect(await con('inicio.nada@prueba.local', ['home.get', 'reportes.get', 'reportes.financieros'])).toEqual(vacio);
    const facturacion = await con('inicio.facturacion@prueba.local', ['facturacion.get']);
    expect(facturacion).toMatchObject({ porCobrar: null, bajoMinimo: null, fabricacionesEnProceso: null });
    expect(facturacion.ventasHoy).not.toBeNull();
    expect(facturacion.ventasMes).not.toBeNull();
    expect(facturacion.ventasDiarias).not.toBeNull();
    const esp = await esperado();
    expect(await con('inicio.ventas@prueba.local', ['ventas.get'])).toEqual({
      ...vacio,
      ventasHoy: esp.ventasHoy,
      ventasMes: esp.ventasMes,
      ventasDiarias: esp.ventasDiarias,
    });
    expect(await con('inicio.cc@prueba.local', ['cuentas_corrientes.get'])).toEqual({ ...vacio, porCobrar: esp.porCobrar });
    expect(await con('inicio.stock@prueba.local', ['stock.get'])).toEqual({ ...vacio, bajoMinimo: esp.bajoMinimo });
    expect(await con('inicio.fab@prueba.local', ['fabricacion.get'])).toEqual({ ...vacio, fabricacionesEnProceso: esp.fabricacionesEnProceso });
    // The seeded Vendedor: sales and accounts and stock, no manufacturing.
    const vendedor = await leer(u.vendedor);
    expect(vendedor).toEqual({ ...esp, fabricacionesEnProceso: null });

    expect(await u.anonimo.get('/api/dashboard')).toMatchObject({ status: 401, body: { message: 'No autenticado. Inicie sesión.' } });
  });

  test('GET dashboard needs home.get: a role with every figure\'s permission but without it gets 403', async () => {
    const email = 'inicio.sinhome@prueba.local';
    await createUserWithRole(t.db, email, 'Inicio sin home.get', ['ventas.get', 'cuentas_corrientes.get', 'stock.get', 'fabricacion.get']);
    const sinHome = client(t.app, await login(t.app, email));
    expect(await sinHome.get('/api/dashboard')).toMatchObject({ status: 403, body: { message: 'No tiene permiso para realizar esta acción.' } });
    // Every seeded role holds home.get (ROLE_PERMISSIONS), so /home keeps its figures for all of them.
    for (const as of [u.admin, u.vendedor, u.inventario, u.lectura]) expect((await as.get('/api/dashboard')).status).toBe(200);
  });
});

describe('GET dashboard: the tables kept by triggers (api/drizzle/0010_rendimiento_reportes.sql)', () => {
  /** What ventas_por_dia must add up to: the active sales per Buenos Aires day and currency, straight from ventas. */
  async function ventasPorDia(db: TestApp['db']) {
    const sumas = await rows<{ dia: string; moneda: number; total: string; cantidad: number }>(
      db,
      sql`select to_char(dia, 'YYYY-MM-DD') as dia, moneda_id as moneda, sum(total)::numeric(20,2)::text as total, sum(cantidad)::int as cantidad
            from ventas_por_dia group by 1, 2 having sum(cantidad) <> 0 or sum(total) <> 0 order by 1, 2`,
    );
    const directo = await rows<{ dia: string; moneda: number; total: string; cantidad: number }>(
      db,
      sql`select to_char((fecha at time zone 'America/Argentina/Buenos_Aires')::date, 'YYYY-MM-DD') as dia, moneda_id as moneda,
                 sum(total)::numeric(20,2)::text as total, count(*)::int as cantidad
            from ventas where not is_deleted group by 1, 2 order by 1, 2`,
    );
    return { sumas, directo };
  }
  async function saldosPositivos(db: TestApp['db']) {
    const sumas = await rows<{ moneda: number; total: string; deudores: number }>(
      db,
      sql`select moneda_id as moneda, sum(total)::numeric(20,2)::text as total, sum(deudores)::int as deudores
            from saldos_positivos group by 1 having sum(deudores) <> 0 or sum(total) <> 0 order by 1`,
    );
    const directo = await rows<{ moneda: number; total: string; deudores: number }>(
      db,
      sql`select moneda_id as moneda, sum(saldo)::numeric(20,2)::text as total, count(*)::int as deudores
            from saldos_cuenta_corriente where saldo > 0 group by 1 order by 1`,
    );
    return { sumas, directo };
  }

  test('every kind of change to ventas and to the balances leaves the sums equal to the tables', async () => {
    const app = await createTestApp();
    try {
      const db = app.db;
      const igual = async () => {
        const v = await ventasPorDia(db);
        expect(v.sumas).toEqual(v.directo);
        const s = await saldosPositivos(db);
        expect(s.sumas).toEqual(s.directo);
      };
      await igual();
      const [{ vendedor }] = await rows<{ vendedor: number }>(db, sql`select id as vendedor from usuarios where email = 'admin@demo.local'`);
      const [{ metodo }] = await rows<{ metodo: number }>(db, sql`select min(id) as metodo from metodos_pago`);
      // Several sales in one statement, on both sides of a Buenos Aires midnight and in two currencies.
      const nuevas = await rows<{ id: number }>(
        db,
        sql`insert into ventas (fecha, vendedor_id, sucursal_id, metodo_pago_id, moneda_id, total)
            select f, ${vendedor}, 1, ${metodo}, m, t from (values
              (timestamptz '2017-07-01T02:59:59.999Z', 1, 10.00), (timestamptz '2017-07-01T03:00:00Z', 1, 20.50),
              (timestamptz '2017-07-01T03:00:00Z', 2, 3.25), (timestamptz '2017-07-02T12:00:00Z', 1, 0.00)) as x(f, m, t)
            returning id`,
      );
      await igual();
      const [a, b, c, d] = nuevas.map((n) => n.id);
      await db.execute(sql`update ventas set pagado = total where id = ${a}`); // moves nothing counted
      await igual();
      await db.execute(sql`update ventas set total = 99.99 where id = ${b}`);
      await db.execute(sql`update ventas set is_deleted = true, deleted_at = now() where id = ${c}`);
      await db.execute(sql`update ventas set fecha = fecha + interval '40 days', moneda_id = 2 where id = ${d}`);
      await igual();
      await db.execute(sql`update ventas set is_deleted = false where id = ${c}`);
      await db.execute(sql`delete from ventas where id in (${a}, ${b})`);
      await igual();

      // Balances: new, up, down to zero, negative, back up, deleted.
      const [{ cliente }] = await rows<{ cliente: number }>(db, sql`select min(id) as cliente from clientes where not is_deleted`);
      await db.execute(sql`delete from saldos_cuenta_corriente where cliente_id = ${cliente}`);
      await db.execute(sql`insert into saldos_cuenta_corriente (cliente_id, moneda_id, saldo) values (${cliente}, 1, 150.00), (${cliente}, 2, -5.00)`);
      await igual();
      for (const [moneda, saldo] of [[1, '0.00'], [2, '7.50'], [1, '-1.00'], [1, '0.01']] as const) {
        await db.execute(sql`update saldos_cuenta_corriente set saldo = ${saldo} where cliente_id = ${cliente} and moneda_id = ${moneda}`);
        await igual();
      }
      await db.execute(sql`delete from saldos_cuenta_corriente where cliente_id = ${cliente} and moneda_id = 2`);
      await igual();

      // TRUNCATE empties both (the dashboard then shows nothing sold and nobody owing).
      await db.execute(sql`truncate ventas, saldos_cuenta_corriente cascade`);
      expect(await rows(db, sql`select * from ventas_por_dia`)).toEqual([]);
      expect(await rows(db, sql`select * from saldos_positivos`)).toEqual([]);
      const vacio = await dashboard(db, ALL_PERMISSIONS);
      expect(vacio).toMatchObject({ ventasHoy: [], ventasMes: [], ventasDiarias: [], porCobrar: [] });
    } finally {
      await app.close();
    }
  });

  test('one statement per request, whatever figures the user may see', async () => {
    const driver = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = jest.spyOn(driver, 'query');
    try {
      for (const permisos of [ALL_PERMISSIONS, ['ventas.get'], ['stock.get', 'fabricacion.get']]) {
        spy.mockClear();
        await dashboard(t.db, permisos);
        expect(spy).toHaveBeenCalledTimes(1);
      }
      spy.mockClear();
      await dashboard(t.db, ['home.get']);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
