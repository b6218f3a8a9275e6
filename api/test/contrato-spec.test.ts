import { sql } from 'drizzle-orm';
import { presupuestos, type RutaApi, ventas } from 'shared/contrato';
import { createTestApp, demoClients, PASSWORD, rows, type TestApp } from './helpers';
import { exampleContext, type ExampleContext } from './support/examples';
import { createUserWithRole, snapshotTables } from './support/harness';

/**
 * The published contract (issue #29): every call with a body that the specification lists (docs/ventas-y-presupuestos.md, docs/presupuestos.md,
 * docs/cuentas-corrientes.md) is posted
 * with the payload the spec names, verbatim (field names as the spec writes them, money as the
 * browser keeps it: numbers), and must be accepted. The sale and quote lines carry every field of
 * docs/ventas-y-presupuestos.md («La línea tal como la guarda la pantalla»), one by one too; the server keeps computing what it
 * owns and refuses a `codigo` or `monedaId` that contradicts the product with a Spanish 400.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let c: ExampleContext;
/** A product of these tests: code 39201, $ 1000.00 + 21 % = 1210.00, 500 units in Casa Central. */
let producto: number;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  const usuarioId = await createUserWithRole(t.db, 'contrato@demo.local', 'Contrato', []);
  c = await exampleContext(t.db, usuarioId);
  const [p] = await rows<{ id: number }>(
    t.db,
    sql`insert into productos (codigo, nombre, categoria, unidad, precio, alicuota_iva, moneda_id, costo, costo_moneda_id)
        values (39201, 'Perfume del contrato', 'elaborado', 'unidad', 1000, 21, 1, 400, 1) returning id`,
  );
  producto = p.id;
  await t.db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${producto}, 1, 500)`);
});
afterAll(() => t.close());

/** A fresh one-time authorization code issued by the administrator. */
async function codigoAutorizacion(): Promise<string> {
  const res = await u.admin.post('/api/ventas/codigos-autorizacion', {});
  expect(res.status).toBe(201);
  return res.body.codigo;
}

/**
 * The spec's payloads are the contract's own examples (shared/src/contrato, published in the
 * document): written once there, posted here with this test's product and payment method.
 */
const ejemplo = (r: RutaApi): Record<string, unknown> => structuredClone(r.ejemplos!.body![0]) as Record<string, unknown>;
type Linea = Record<string, unknown>;

/** The sale line as New Sale keeps it, every field (docs/ventas-y-presupuestos.md «La línea tal como la guarda la pantalla»). */
const lineaVenta = (): Linea => ({ ...(ejemplo(ventas.crear).detalles as Linea[])[0], productoId: producto });

/** The sale creation payload (docs/ventas-y-presupuestos.md «Alta de una venta»). */
const ventaSpec = () => ({ ...ejemplo(ventas.crear), metodoPagoId: c.efectivoId, detalles: [lineaVenta()] });

/** The quote line, every field plus the client-side editable flag (docs/presupuestos.md «Alta»). */
const lineaPresupuesto = (): Linea => ({ ...(ejemplo(presupuestos.crear).detalles as Linea[])[0], productoId: producto });

/** POST presupuestos: sucursalId, clienteId or null, monedaId, total, descuento (0), detalles (docs/presupuestos.md «Alta»). */
const presupuestoSpec = () => ({ ...ejemplo(presupuestos.crear), detalles: [lineaPresupuesto()] });

const cuenta = async (tabla: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${tabla}`)))[0].n;

describe('every call with a body accepts the specification payload verbatim', () => {
  test('POST auth/login { email, password }', async () => {
    const res = await u.anonimo.post('/api/auth/login', { email: 'vendedor@demo.local', password: PASSWORD });
    expect(res.status).toBe(200);
  });

  test("PUT auth/change-password/{userId} { newPassword } (another user's password, by the administrator)", async () => {
    const res = await u.admin.put(`/api/auth/change-password/${c.usuarioId}`, { newPassword: 'OtraClave123!' });
    expect(res.status).toBe(200);
  });

  test('POST clientes and PUT clientes/{id} with the customer fields', async () => {
    const cliente = {
      nombreApellido: 'Cliente del Contrato',
      documento: '20-17254359-7',
      email: 'contrato@example.com',
      telefono: '11 4444-0000',
      tipo: 'particular',
      condicionIVA: 'Monotributista',
      direccion: 'Calle Falsa 123',
      codigoPostal: '1406',
      zona: 'Caballito',
      provincia: 'CABA',
      notas: 'Alta desde el contrato',
      nombreEmpresa: null,
    };
    const alta = await u.admin.post('/api/clientes', cliente);
    expect(alta.status).toBe(201);
    // The screen sends back the client it loaded: id and the account balances (ignored) included.
    const cuentaCorriente = { saldo_pesos: 0, saldo_dolares: 0, saldo_a_favor_pesos: 0, saldo_a_favor_dolares: 0 };
    const enviado = { ...cliente, id: alta.body.id, zona: 'Flores', cuentaCorriente: { ...cuentaCorriente, saldo_pesos: 99999 } };
    const cambio = await u.admin.put(`/api/clientes/${alta.body.id}`, enviado);
    expect(cambio.status).toBe(200);
    expect(cambio.body).toMatchObject({ id: alta.body.id, zona: 'Flores', provincia: 'CABA', cuentaCorriente: { saldo_pesos: '0.00' } });
    const otro = await u.admin.put(`/api/clientes/${alta.body.id}`, { ...enviado, id: c.clienteId });
    expect([otro.status, otro.body.message]).toEqual([400, 'El cliente enviado no coincide con el de la dirección.']);
    const [{ zona }] = await rows<{ zona: string }>(t.db, sql`select zona from clientes where id = ${alta.body.id}`);
    expect(zona).toBe('Flores');
    // A new client has no id: one sent is refused, nothing written.
    const antes = await cuenta('clientes');
    const conId = await u.admin.post('/api/clientes', { ...cliente, documento: '20-12345678-6', id: 999999 });
    expect([conId.status, conId.body.message]).toEqual([400, 'Un cliente nuevo no lleva id.']);
    expect(await cuenta('clientes')).toBe(antes);
  });

  test('POST roles { name }', async () => {
    const res = await u.admin.post('/api/roles', { name: 'Rol del contrato' });
    expect(res.status).toBe(201);
  });

  test('PUT fabricaciones/{id}/check-materia { materiaPrimaId, sucursalId }, PUT …/finalizar { sucursalId }, DELETE …/cancelar { sucursalId }', async () => {
    const ops = c.operacionesStock;
    const check = await u.admin.put(`/api/fabricaciones/${ops.abiertaId}/check-materia`, { materiaPrimaId: ops.materiaId, sucursalId: 1 });
    expect(check.status).toBe(200);
    const fin = await u.admin.put(`/api/fabricaciones/${ops.confirmadaId}/finalizar`, { sucursalId: 1 });
    expect(fin.status).toBe(200);
    const cancelar = await u.admin.call('DELETE', `/api/fabricaciones/${ops.aCancelarId}/cancelar`, { sucursalId: 1 });
    expect(cancelar.status).toBe(200);
  });

  test('POST metodo-pago and PUT metodo-pago/{id} { nombre, descripcion }', async () => {
    const alta = await u.admin.post('/api/metodo-pago', { nombre: 'Cheque del contrato', descripcion: 'Cheque a 30 días' });
    expect(alta.status).toBe(201);
    const cambio = await u.admin.put(`/api/metodo-pago/${alta.body.id}`, { nombre: 'Cheque diferido', descripcion: 'Cheque a 60 días' });
    expect(cambio.status).toBe(200);
  });

  test('POST ventas/check-code-pass { codigo_pass }', async () => {
    const res = await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: await codigoAutorizacion() });
    expect([res.status, res.body]).toEqual([200, { valid: true }]);
  });

  test('POST ventas with the sale creation payload and the full sale line: the server computes prices, subtotals, costs and commissions', async () => {
    const res = await u.vendedor.post('/api/ventas', ventaSpec());
    expect(res.status).toBe(201);
    const venta = (await u.vendedor.get(`/api/ventas/${res.body.ventaId}`)).body;
    expect(venta).toMatchObject({ total: '2420.00', pagada: true, moneda: { id: 1 } });
    expect(venta.detalles[0]).toMatchObject({ productoId: producto, cantidad: '2.0000', precioUnitario: '1210.00', subTotal: '2420.00', custom: false });
  });

  test("the client's copies of derived values are ignored: a wrong subtotal, cost, stock or commission does not change the sale", async () => {
    const linea = { ...lineaVenta(), precioUnitario: 1, subTotal: 1, stock: 99999, costoUnitario: 1, costoTotal: 1, valorFinal: 1, valorFinalUnitario: 1, comisionVendedor: 999 };
    const res = await u.vendedor.post('/api/ventas', { ...ventaSpec(), detalles: [linea], total: 1 });
    expect(res.status).toBe(201);
    const [d] = await rows<{ precio_unitario: string; sub_total: string; costo_unitario: string; comision_vendedor: string }>(
      t.db,
      sql`select precio_unitario, sub_total, costo_unitario, comision_vendedor from venta_detalles where venta_id = ${res.body.ventaId}`,
    );
    expect(d).toMatchObject({ precio_unitario: '1210.00', sub_total: '2420.00', costo_unitario: '400.00' });
    expect(d.comision_vendedor).not.toBe('999.00');
  });

  test('PUT ventas/{id} { metodoPagoId, descuento, monedaId, total }', async () => {
    const alta = await u.vendedor.post('/api/ventas', ventaSpec());
    const res = await u.vendedor.put(`/api/ventas/${alta.body.ventaId}`, { metodoPagoId: c.efectivoId, descuento: 5, monedaId: 1, total: 2299 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ descuento: '5', total: '2299.00' });
  });

  test('POST cuentas-corrientes/movimientos { clienteId, tipo CREDITO, monto, descripcion, monedaId, cotizacion }', async () => {
    const res = await u.admin.post('/api/cuentas-corrientes/movimientos', {
      clienteId: c.clienteId,
      tipo: 'CREDITO',
      monto: 1500.5,
      descripcion: 'Pago del contrato',
      monedaId: 1,
      cotizacion: 1050.25,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ aplicaciones: expect.any(Array), nuevoSaldo: expect.anything() }));
  });

  test('POST deuda-manual { clienteId, monto, monedaId, descripcion }', async () => {
    const res = await u.admin.post('/api/deuda-manual', { clienteId: c.clienteId, monto: 25.75, monedaId: 2, descripcion: 'Flete del contrato' });
    expect(res.status).toBe(201);
  });

  test('POST presupuestos with the full quote line, PUT presupuestos/{id} with the spec line, POST presupuestos/convertir-a-venta/{id}', async () => {
    const alta = await u.vendedor.post('/api/presupuestos', presupuestoSpec());
    expect(alta.status).toBe(201);
    const id = alta.body.id;
    const cambio = await u.vendedor.put(`/api/presupuestos/${id}`, {
      clienteId: c.clienteId,
      descuento: 0,
      monedaId: 1,
      total: 2420,
      detalles: [{ productoId: producto, cantidad: 2, precioUnitario: 1210, subTotal: 2420, monedaId: 1 }],
    });
    expect(cambio.status).toBe(200);
    expect(cambio.body).toMatchObject({ total: '2420.00', clienteId: c.clienteId });
    const conv = await u.vendedor.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId: c.efectivoId, metodoPagoNombre: 'Efectivo', linea: 2 });
    expect(conv.status).toBe(201);
    expect(conv.body).toEqual({ ventaId: expect.any(Number) });
  });
});

describe('field by field: each spec field of a line is accepted on its own', () => {
  const base = { productoId: 0, cantidad: 1, precioUnitario: 1210 };
  const camposVenta = Object.keys(lineaVenta()).filter((k) => !(k in base));
  const camposPresupuesto = Object.keys(lineaPresupuesto()).filter((k) => !(k in base));

  test.each(camposVenta)('sale line + %s → 201', async (campo) => {
    const linea = { productoId: producto, cantidad: 1, precioUnitario: 1210, [campo]: (lineaVenta() as Record<string, unknown>)[campo] };
    const res = await u.vendedor.post('/api/ventas', { sucursalId: 1, metodoPagoId: c.efectivoId, detalles: [linea] });
    expect([res.status, res.body.message]).toEqual([201, undefined]);
  });

  test.each(camposPresupuesto)('quote line + %s → 201', async (campo) => {
    const valor = (lineaPresupuesto() as Record<string, unknown>)[campo];
    const linea = { productoId: producto, cantidad: 1, precioUnitario: 1210, [campo]: campo === 'subTotal' ? 1210 : valor };
    const res = await u.vendedor.post('/api/presupuestos', { sucursalId: 1, detalles: [linea] });
    expect([res.status, res.body.message]).toEqual([201, undefined]);
  });

  test('a field outside the spec is still refused', async () => {
    const res = await u.vendedor.post('/api/ventas', { ...ventaSpec(), detalles: [{ ...lineaVenta(), margen: 10 }] });
    expect([res.status, res.body.message]).toEqual([400, 'Campo no permitido: "margen".']);
  });
});

describe('copies that contradict the product are refused with a Spanish 400 and nothing is written', () => {
  const casos: Array<[string, Record<string, unknown>, string]> = [
    ['codigo', { codigo: 10001 }, 'El código 10001 no corresponde al producto {id}.'],
    ['monedaId', { monedaId: 2 }, 'Solo puede agregar productos en la misma moneda: $'],
  ];

  const casosVenta: typeof casos = [...casos, ['costoUnitarioMonedaId', { costoUnitarioMonedaId: 2 }, 'La moneda de costo 2 no corresponde al producto {id}.']];

  test.each(casosVenta)('sale line with another %s', async (_campo, over, mensaje) => {
    const antes = await snapshotTables(t.db);
    const res = await u.vendedor.post('/api/ventas', { ...ventaSpec(), detalles: [{ ...lineaVenta(), ...over }] });
    expect([res.status, res.body]).toEqual([400, { message: mensaje.replace('{id}', String(producto)) }]);
    expect(await snapshotTables(t.db)).toEqual(antes);
  });

  test.each(casos)('quote line with another %s (POST and PUT)', async (_campo, over, mensaje) => {
    const id = (await u.vendedor.post('/api/presupuestos', presupuestoSpec())).body.id as number;
    const antes = await snapshotTables(t.db);
    const alta = await u.vendedor.post('/api/presupuestos', { ...presupuestoSpec(), detalles: [{ ...lineaPresupuesto(), ...over }] });
    expect([alta.status, alta.body]).toEqual([400, { message: mensaje.replace('{id}', String(producto)) }]);
    const cambio = await u.vendedor.put(`/api/presupuestos/${id}`, { clienteId: null, descuento: 0, detalles: [{ ...lineaPresupuesto(), ...over }] });
    expect([cambio.status, cambio.body]).toEqual([400, { message: mensaje.replace('{id}', String(producto)) }]);
    expect(await snapshotTables(t.db)).toEqual(antes);
  });

  test('a per-line discount other than 0 is refused (the sale only has a total discount)', async () => {
    const antes = await cuenta('ventas');
    const res = await u.vendedor.post('/api/ventas', { ...ventaSpec(), detalles: [{ ...lineaVenta(), descuento: 10 }] });
    expect([res.status, res.body.message]).toEqual([400, 'El descuento por producto no está disponible: use el descuento total de la venta.']);
    expect(await cuenta('ventas')).toBe(antes);
  });

  test('a custom price on the spec line needs the code, for a sale and for a quote alike', async () => {
    const ventaCustom = { ...ventaSpec(), detalles: [{ ...lineaVenta(), precioUnitario: 1100, custom: true, customEditable: true }] };
    const sinCodigoVenta = await u.vendedor.post('/api/ventas', ventaCustom);
    expect([sinCodigoVenta.status, sinCodigoVenta.body]).toEqual([400, { message: 'Debe ingresar un código de autorización' }]);
    const presupuestoCustom = { ...presupuestoSpec(), total: 1650, detalles: [{ ...lineaPresupuesto(), precioUnitario: 1100, subTotal: 1650, custom: true }] };
    const sinCodigo = await u.vendedor.post('/api/presupuestos', presupuestoCustom);
    expect([sinCodigo.status, sinCodigo.body]).toEqual([400, { message: 'Debe ingresar un código de autorización' }]);
    const conCodigo = await u.vendedor.post('/api/presupuestos', { ...presupuestoCustom, codigo_pass: await codigoAutorizacion() });
    expect(conCodigo.status).toBe(201);
  });
});
