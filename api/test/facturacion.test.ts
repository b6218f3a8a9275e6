import { eq, sql } from 'drizzle-orm';
import { CONDICION_IVA_RECEPTOR_ID, cuitCon, Dec, LEYENDA_RG_5003, MSG_ANULAR_FACTURA_PENDIENTE, MSG_COMPROBANTE_YA_AUTORIZADO, MSG_FACTURA_A_SIN_CUIT, MSG_FACTURA_NO_MODIFICABLE, MSG_SUCURSAL_SIN_PUNTO_VENTA, MSG_VENTA_SIN_COMPROBANTE, URL_QR_ARCA, type Comprobante } from 'shared';
import { comprobantes, configuracionFiscal, stock } from '../src/db/schema';
import { simuladorLocal } from '../src/modules/fiscal/conexion';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { crearProducto, intentarVenta, metodosDePago, nuevoCliente, vender, type ClienteApi, type MetodosDePago } from './support/fabricas';

/**
 * Línea 1 (docs/facturacion.md): sales invoiced through the in-process ARCA simulator the API starts
 * for its database (the same the demo uses), from POST ventas to GET ventas/{id}.
 */

let t: TestApp;
let admin: ClienteApi;
let vendedor: ClienteApi;
let lectura: ClienteApi;
let metodos: MetodosDePago;
/** Products of this file: 21 % and 10.5 % in pesos, 21 % in dollars, 27 % and 0 %. */
let p21: number;
let p105: number;
let pUsd: number;
let p27: number;
let p0: number;

beforeAll(async () => {
  t = await createTestApp({ config: { arca: { entorno: null, simuladorUrl: null, timeoutMs: 1500, reintentoMs: 0 } } });
  ({ admin, vendedor, lectura } = await demoClients(t.app));
  metodos = await metodosDePago(admin);
  const stock1 = { 1: '500', 2: '500' };
  p21 = (await crearProducto(t.db, { codigo: 38701, precio: '1000.00', alicuotaIva: '21', stock: stock1 })).id;
  p105 = (await crearProducto(t.db, { codigo: 38702, precio: '333.33', alicuotaIva: '10.5', stock: stock1 })).id;
  pUsd = (await crearProducto(t.db, { codigo: 38703, precio: '10.00', alicuotaIva: '21', monedaId: 2, stock: stock1 })).id;
  p27 = (await crearProducto(t.db, { codigo: 38704, precio: '99.99', alicuotaIva: '27', stock: stock1 })).id;
  p0 = (await crearProducto(t.db, { codigo: 38705, precio: '50.00', alicuotaIva: '0', stock: stock1 })).id;
});

afterAll(async () => {
  await t?.close();
});

const venta = async (id: number) => {
  const res = await admin.get(`/api/ventas/${id}`);
  expect(res.status).toBe(200);
  return res.body as { comprobante: Comprobante | null; notaCredito: Comprobante | null; total: string; linea: number; isDeleted: boolean };
};

const simulador = () => simuladorLocal(t.db);

/** The simulator's record of a comprobante. */
const enArca = async (c: Comprobante) => (await (await simulador()).autorizados()).filter((x) => x.PtoVta === c.puntoVenta && x.CbteTipo === c.codigoTipo && x.numero === c.numero);

let empresas = 0;
/** A new company client with a valid CUIT (30-709991NN-d) and condition `condicionIVA`. */
const empresa = (condicionIVA: string) => nuevoCliente(admin, { condicionIVA, tipo: 'empresa', documento: cuitCon('30', String(70999100 + ++empresas)) });
const clienteRI = () => empresa('Responsable Inscripto');

/** The demo's fiscal settings as the admin would save them, with `cambios`. */
const configurar = async (cambios: Record<string, unknown>) => {
  const actual = (await admin.get('/api/fiscal/configuracion')).body;
  const { certificado: _c, puntosVenta: _p, ...campos } = actual;
  const res = await admin.put('/api/fiscal/configuracion', { ...campos, ...cambios });
  expect(res.status).toBe(200);
};

describe('the demo', () => {
  test('its Línea 1 sales are authorised invoices with CAE and QR, and one annulled has its credit note', async () => {
    const filas = await rows<{ venta_id: number; clase: string; estado: string }>(t.db, sql`select venta_id, clase, estado from comprobantes order by id`);
    expect(filas.length).toBeGreaterThanOrEqual(7);
    expect(filas.every((f) => f.estado === 'autorizado')).toBe(true);
    const nc = filas.find((f) => f.clase === 'nota_credito')!;
    const v = await venta(nc.venta_id);
    expect(v.isDeleted).toBe(true);
    expect(v.comprobante).toMatchObject({ estado: 'autorizado', letra: 'B', codigoTipo: 6 });
    expect(v.notaCredito).toMatchObject({ estado: 'autorizado', letra: 'B', codigoTipo: 8, tipo: 'Nota de Crédito B' });
    expect(v.notaCredito!.asociado).toBe(`Factura B ${String(v.comprobante!.puntoVenta).padStart(5, '0')}-${String(v.comprobante!.numero).padStart(8, '0')}`);
    expect(v.comprobante!.qrUrl!.startsWith(URL_QR_ARCA)).toBe(true);
  });
});

describe('the letter and the buyer', () => {
  test('Factura A to a Responsable Inscripto: number next to the last, CAE, IVA split by rate exact to the cent', async () => {
    const cliente = await clienteRI();
    const ventaId = await vender(admin, {
      metodoPagoId: metodos.transferencia,
      clienteId: cliente,
      linea: 1,
      detalles: [{ productoId: p21, cantidad: '3' }, { productoId: p105, cantidad: '7' }, { productoId: p27, cantidad: '1' }, { productoId: p0, cantidad: '2' }],
    });
    const v = await venta(ventaId);
    const c = v.comprobante!;
    expect(c).toMatchObject({ tipo: 'Factura A', letra: 'A', codigoTipo: 1, puntoVenta: 1, estado: 'autorizado', moneda: 'PES', cotizacion: '1', leyenda: null, entorno: 'simulador' });
    expect(c.cae).toMatch(/^\d{14}$/);
    expect(c.caeVencimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(c.receptor).toMatchObject({ docTipo: 80, condicionIva: 'Responsable Inscripto' });
    expect(c.total).toBe(v.total);
    expect(c.iva.map((i) => i.alicuota)).toEqual(['27', '21', '10.5', '0']);
    const suma = c.iva.reduce((s, i) => s.plus(i.base).plus(i.importe), new Dec(0));
    expect(suma.toFixed(2)).toBe(c.total);
    expect(c.iva.reduce((s, i) => s.plus(i.base), new Dec(0)).toFixed(2)).toBe(c.neto);
    const [registro] = await enArca(c);
    expect(registro).toMatchObject({ DocTipo: 80, ImpTotal: c.total, ImpNeto: c.neto, CondicionIVAReceptorId: CONDICION_IVA_RECEPTOR_ID['Responsable Inscripto'], cae: c.cae });
    expect(registro.Iva).toHaveLength(4);
  });

  test('Factura A to a Monotributista carries the RG 5003 legend', async () => {
    const cliente = await empresa('Monotributista');
    const v = await venta(await vender(vendedor, { metodoPagoId: metodos.efectivo, clienteId: cliente, linea: 1, detalles: [{ productoId: p21 }] }));
    expect(v.comprobante).toMatchObject({ letra: 'A', codigoTipo: 1, estado: 'autorizado', leyenda: LEYENDA_RG_5003 });
    expect((await enArca(v.comprobante!))[0].CondicionIVAReceptorId).toBe(6);
  });

  test('Factura B to an exempt client (DNI) and to a sale without client (DocTipo 99)', async () => {
    const exento = await nuevoCliente(admin, { condicionIVA: 'Exento', documento: '28765432' });
    const b1 = (await venta(await vender(admin, { metodoPagoId: metodos.tarjeta, clienteId: exento, linea: 1, detalles: [{ productoId: p21 }] }))).comprobante!;
    expect(b1).toMatchObject({ letra: 'B', codigoTipo: 6, estado: 'autorizado', receptor: { docTipo: 96, docNro: '28765432', condicionIva: 'Exento' } });
    const b2 = (await venta(await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p105, cantidad: '2' }] }))).comprobante!;
    expect(b2).toMatchObject({ letra: 'B', codigoTipo: 6, receptor: { docTipo: 99, docNro: '0', nombre: 'Consumidor final', condicionIva: 'Consumidor Final' } });
    expect(b2.numero).toBe(b1.numero! + 1);
    expect((await enArca(b2))[0]).toMatchObject({ DocTipo: 99, CondicionIVAReceptorId: 5 });
  });

  test('a dollar sale is invoiced in DOL at the dollar rate of the day', async () => {
    const [{ valor }] = await rows<{ valor: string }>(t.db, sql`select valor from monedas where id = 2`);
    const c = (await venta(await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: pUsd }] }))).comprobante!;
    expect(c).toMatchObject({ moneda: 'DOL', cotizacion: new Dec(valor).toString(), estado: 'autorizado' });
    expect((await enArca(c))[0]).toMatchObject({ MonId: 'DOL', MonCotiz: new Dec(valor).toString() });
  });

  test('the QR of RG 4892 decodes to the invoice', async () => {
    const c = (await venta(await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] }))).comprobante!;
    const json = JSON.parse(Buffer.from(c.qrUrl!.slice(URL_QR_ARCA.length), 'base64').toString('utf8'));
    expect(json).toEqual({
      ver: 1,
      fecha: c.fecha,
      cuit: 30712345671,
      ptoVta: c.puntoVenta,
      tipoCmp: 6,
      nroCmp: c.numero,
      importe: Number(c.total),
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: Number(c.cae),
    });
  });
});

describe('what cannot be invoiced is refused and changes nothing', () => {
  const stockDe = async (productoId: number) =>
    (await t.db.select({ cantidad: stock.cantidad }).from(stock).where(sql`${stock.productoId} = ${productoId} and ${stock.sucursalId} = 1`))[0].cantidad;

  test('a Factura A to a client without CUIT, a branch without punto de venta, a final consumer above the limit', async () => {
    const antes = await stockDe(p21);
    const sinCuit = await nuevoCliente(admin, { condicionIVA: 'Responsable Inscripto', documento: '30111222' });
    const r1 = await intentarVenta(admin, { metodoPagoId: metodos.efectivo, clienteId: sinCuit, linea: 1, detalles: [{ productoId: p21 }] });
    expect([r1.status, r1.body.message]).toEqual([400, MSG_FACTURA_A_SIN_CUIT]);

    await t.db.execute(sql`update sucursales set punto_venta = null where id = 2`);
    const r2 = await intentarVenta(admin, { sucursalId: 2, metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] });
    expect([r2.status, r2.body.message]).toEqual([400, MSG_SUCURSAL_SIN_PUNTO_VENTA]);
    await t.db.execute(sql`update sucursales set punto_venta = 2 where id = 2`);

    await configurar({ limiteConsumidorFinal: '1000.00' });
    const r3 = await intentarVenta(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] });
    expect([r3.status, r3.body.message]).toEqual([400, 'Una factura desde $ 1.000,00 debe identificar al comprador: elija un cliente con DNI o CUIT.']);
    await configurar({ limiteConsumidorFinal: '10000000.00' });

    expect(await stockDe(p21)).toBe(antes);
  });

  test('a Línea 2 sale has no comprobante; retrying it or an authorised one is 409; a reader may not retry', async () => {
    const l2 = await vender(admin, { metodoPagoId: metodos.efectivo, detalles: [{ productoId: p21 }] });
    expect((await venta(l2)).comprobante).toBeNull();
    expect((await admin.post(`/api/ventas/${l2}/comprobante/reintentar`, {})).body.message).toBe(MSG_VENTA_SIN_COMPROBANTE);
    const l1 = await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] });
    const r = await admin.post(`/api/ventas/${l1}/comprobante/reintentar`, {});
    expect([r.status, r.body.message]).toEqual([409, MSG_COMPROBANTE_YA_AUTORIZADO]);
    expect((await lectura.post(`/api/ventas/${l1}/comprobante/reintentar`, {})).status).toBe(403);
  });

  test('the discount of an invoiced sale cannot change', async () => {
    const id = await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] });
    const r = await admin.put(`/api/ventas/${id}`, { metodoPagoId: metodos.efectivo, descuento: '5' });
    expect([r.status, r.body.message]).toEqual([409, MSG_FACTURA_NO_MODIFICABLE]);
  });
});

describe('never two numbers, never a lost invoice', () => {
  afterEach(async () => (await simulador()).controlar({ demora: 0, rechazar: null, noResponderDespuesDeAutorizar: false }));

  test('ARCA authorises but does not answer: the sale is saved pending; the retry asks first and finds ONE invoice', async () => {
    const sim = await simulador();
    sim.controlar({ noResponderDespuesDeAutorizar: true });
    const id = await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21, cantidad: '2' }] });
    const pendiente = (await venta(id)).comprobante!;
    expect(pendiente.estado).toBe('pendiente');
    expect(pendiente.numero).not.toBeNull();
    expect(pendiente.observaciones[0].mensaje).toMatch(/ARCA no respondió/);

    const anular = await admin.put(`/api/ventas/anular/${id}`, {});
    expect([anular.status, anular.body.message]).toEqual([409, MSG_ANULAR_FACTURA_PENDIENTE]);

    sim.controlar({ noResponderDespuesDeAutorizar: false });
    const solicitudes = sim.llamadas().FECAESolicitar;
    const r = await admin.post(`/api/ventas/${id}/comprobante/reintentar`, {});
    expect(r.status).toBe(200);
    expect(r.body.comprobante).toMatchObject({ estado: 'autorizado', numero: pendiente.numero });
    expect(sim.llamadas().FECAESolicitar).toBe(solicitudes);
    expect(await enArca(r.body.comprobante)).toHaveLength(1);
  });

  test('a rejection keeps the sale and shows ARCA\'s reason; the retry after it authorises', async () => {
    const sim = await simulador();
    sim.controlar({ rechazar: { codigo: 10015, mensaje: 'El campo DocNro es inválido.' } });
    const id = await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }] });
    const c = (await venta(id)).comprobante!;
    expect(c).toMatchObject({ estado: 'rechazado', numero: null, cae: null, qrUrl: null });
    expect(c.observaciones).toContainEqual({ codigo: 10015, mensaje: 'El campo DocNro es inválido.' });
    const r = await vendedor.post(`/api/ventas/${id}/comprobante/reintentar`, {});
    expect(r.status).toBe(200);
    expect(r.body.comprobante).toMatchObject({ estado: 'autorizado', observaciones: [] });
  });

  test('annulling an invoiced sale issues the credit note associated with it', async () => {
    const cliente = await clienteRI();
    const id = await vender(admin, { metodoPagoId: metodos.cc, clienteId: cliente, linea: 1, detalles: [{ productoId: p105, cantidad: '3' }] });
    const factura = (await venta(id)).comprobante!;
    expect((await admin.put(`/api/ventas/anular/${id}`, {})).status).toBe(200);
    const v = await venta(id);
    expect(v.notaCredito).toMatchObject({ tipo: 'Nota de Crédito A', codigoTipo: 3, estado: 'autorizado', total: factura.total, neto: factura.neto, iva: factura.iva });
    const [nc] = await enArca(v.notaCredito!);
    expect(nc.CbtesAsoc).toEqual([{ Tipo: 1, PtoVta: factura.puntoVenta, Nro: factura.numero }]);
  });

  test('a quote converted with linea 1 is invoiced', async () => {
    const cliente = await clienteRI();
    const p = await admin.post('/api/presupuestos', { sucursalId: 1, clienteId: cliente, descuento: '0', detalles: [{ productoId: p21, cantidad: '1', precioUnitario: '1210.00' }] });
    expect(p.status).toBe(201);
    const conv = await admin.post(`/api/presupuestos/convertir-a-venta/${p.body.id}`, { metodoPagoId: metodos.efectivo, linea: 1 });
    expect(conv.status).toBe(201);
    expect((await venta(conv.body.ventaId)).comprobante).toMatchObject({ letra: 'A', estado: 'autorizado' });
  });

  test('a Monotributo issuer invoices C: no IVA, the net is the total', async () => {
    await configurar({ condicionIva: 'Monotributo' });
    try {
      const c = (await venta(await vender(admin, { metodoPagoId: metodos.efectivo, linea: 1, detalles: [{ productoId: p21 }, { productoId: p105 }] }))).comprobante!;
      expect(c).toMatchObject({ tipo: 'Factura C', letra: 'C', codigoTipo: 11, iva: [], estado: 'autorizado' });
      expect(c.neto).toBe(c.total);
      expect((await enArca(c))[0]).toMatchObject({ ImpIVA: '0.00', Iva: [] });
    } finally {
      await configurar({ condicionIva: 'Responsable Inscripto' });
    }
  });

  test('the comprobantes table never holds two of one number', async () => {
    const dup = await rows(t.db, sql`select punto_venta, codigo_tipo, numero from comprobantes where numero is not null group by 1, 2, 3 having count(*) > 1`);
    expect(dup).toEqual([]);
    expect(await t.db.select().from(comprobantes).where(eq(comprobantes.estado, 'pendiente'))).toEqual([]);
    expect((await t.db.select().from(configuracionFiscal))[0].condicionIva).toBe('Responsable Inscripto');
  });
});
