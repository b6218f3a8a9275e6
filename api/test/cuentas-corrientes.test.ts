import { sql } from 'drizzle-orm';
import {
  cuentaClienteSchema,
  cuentasPageSchema,
  Dec,
  evaluarCredito,
  movimientosCuentaPageSchema,
  MSG_SOLO_PAGOS_ANULABLES,
  pagoCuentaResponseSchema,
  resumenCuentaSchema,
} from 'shared';
import { client, createTestApp, demoClients, rows, type TestApp } from './helpers';
import { atrasar, crearProducto, deudaManual, intentarPagoCuenta, intentarVenta, metodosDePago, nuevoCliente, vender } from './support/fabricas';

/**
 * Current accounts (docs/cuentas-corrientes.md) on a real database, as an API caller sees them:
 * payments applied oldest first in any currency, credit in favour, manual debts, annulments and
 * edits that free credit, the credit limit of Cuenta Corriente sales, the accounts list with aging,
 * the movements page and the statement.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, cc: 0 };
let perfume = 0; // $ 1000.00 + 21 % = 1210.00
let importado = 0; // US$ 100.00, no VAT

type Cliente = ReturnType<typeof client>;

const venta = async (id: number) => (await u.admin.get(`/api/ventas/${id}`)).body;
const cuenta = async (clienteId: number) => (await u.admin.get(`/api/clientes/${clienteId}`)).body.cuentaCorriente;

/** The client's movements, oldest first, as stored. */
const movimientos = (clienteId: number) =>
  rows<{ tipo: string; moneda_id: number; monto: string; descripcion: string; disponible: string; saldo_previo: string; saldo_nuevo: string }>(
    t.db,
    sql`select tipo, moneda_id, monto, descripcion, disponible, saldo_previo, saldo_nuevo from movimientos_cuenta_corriente where cliente_id = ${clienteId} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  perfume = (await crearProducto(t.db, { codigo: 39501, nombre: 'Perfume cuentas', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '10.00', stock: { 1: '100000' } })).id;
  importado = (await crearProducto(t.db, { codigo: 39502, nombre: 'Importado cuentas', precio: '100.00', alicuotaIva: '0', monedaId: 2, costo: '10.00', stock: { 1: '100000' } })).id;
  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  await t.db.execute(sql`update monedas set valor = 1000 where id = 2`);
});
afterAll(() => t.close());

describe('evaluarCredito (shared by the API and New Sale)', () => {
  const estado = { limiteCreditoPesos: '2000.00', limiteCreditoDolares: null, saldoPesos: '1000.00', saldoDolares: '-50.00', deudaMasAntiguaDias: 10 };

  test('within the limit, equal to it or without a limit: no authorization', () => {
    expect(evaluarCredito(estado, 1, '1000.00')).toEqual({ requiereAutorizacion: false, motivos: [] });
    expect(evaluarCredito(estado, 2, '999999.99')).toEqual({ requiereAutorizacion: false, motivos: [] });
  });

  test('past the limit of the sale currency, or an old debt: each reason in Spanish', () => {
    expect(evaluarCredito(estado, 1, '1000.01')).toEqual({
      requiereAutorizacion: true,
      motivos: ['El saldo en pesos del cliente pasaría a $ 2.000,01 y supera su límite de crédito de $ 2.000,00.'],
    });
    expect(evaluarCredito({ ...estado, deudaMasAntiguaDias: 90 }, 1, '1')).toMatchObject({ requiereAutorizacion: false });
    expect(evaluarCredito({ ...estado, limiteCreditoDolares: '10.00', deudaMasAntiguaDias: 91 }, 2, '60.01')).toEqual({
      requiereAutorizacion: true,
      motivos: [
        'El saldo en dólares del cliente pasaría a US$ 10,01 y supera su límite de crédito de US$ 10,00.',
        'El cliente tiene una deuda pendiente de hace 91 días (más de 90).',
      ],
    });
  });
});

describe('payments (POST cuentas-corrientes/movimientos)', () => {
  test('oldest sale first: one Pagada, the next Parcial; the response lists both and the new balance', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const primera = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const segunda = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const res = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '1500' });
    expect(res.status).toBe(201);
    expect(() => pagoCuentaResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({
      aplicaciones: [
        { tipo: 'venta', id: primera, monedaId: 1, aplicado: '1210.00', importe: '1210.00', cotizacion: null, pagadoTotal: '1210.00', total: '1210.00', pagada: true, saldoPendiente: '0.00' },
        { tipo: 'venta', id: segunda, monedaId: 1, aplicado: '290.00', importe: '290.00', cotizacion: null, pagadoTotal: '290.00', total: '1210.00', pagada: false, saldoPendiente: '920.00' },
      ],
      saldoAFavor: '0.00',
      nuevoSaldo: { saldo_pesos: '920.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' },
    });
    expect(await venta(primera)).toMatchObject({ estadoPago: 'Pagada', pagado: '1210.00', pagada: true });
    expect(await venta(segunda)).toMatchObject({ estadoPago: 'Parcial', pagado: '290.00', pagada: false });
    expect((await movimientos(clienteId)).at(-1)).toEqual({
      tipo: 'CREDITO',
      moneda_id: 1,
      monto: '1500.00',
      descripcion: 'Pago a cuenta',
      disponible: '0.00',
      saldo_previo: '2420.00',
      saldo_nuevo: '920.00',
    });
    const [auditoria] = await rows(
      t.db,
      sql`select entidad, accion from auditoria where entidad = 'movimientos_cuenta_corriente' and entidad_id = ${String(res.body.movimientoId)}`,
    );
    expect(auditoria).toEqual({ entidad: 'movimientos_cuenta_corriente', accion: 'registrar_pago' });
  });

  test('a dollar payment pays a peso sale at its rate, then the dollar sale; each currency gets its own CREDITO', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const enPesos = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const enDolares = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: importado }] });
    const res = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '5', monedaId: 2 });
    expect(res.status).toBe(201);
    // 1210.00 pesos at 1000 pesos per dollar = US$ 1.21; the other 3.79 go to the dollar sale.
    expect(res.body.aplicaciones).toEqual([
      { tipo: 'venta', id: enPesos, monedaId: 1, aplicado: '1210.00', importe: '1.21', cotizacion: '1000.0000', pagadoTotal: '1210.00', total: '1210.00', pagada: true, saldoPendiente: '0.00' },
      { tipo: 'venta', id: enDolares, monedaId: 2, aplicado: '3.79', importe: '3.79', cotizacion: null, pagadoTotal: '3.79', total: '100.00', pagada: false, saldoPendiente: '96.21' },
    ]);
    expect(res.body.nuevoSaldo).toEqual({ saldo_pesos: '0.00', saldo_dolares: '96.21', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' });
    expect((await movimientos(clienteId)).slice(2)).toEqual([
      { tipo: 'CREDITO', moneda_id: 2, monto: '3.79', descripcion: 'Pago a cuenta', disponible: '0.00', saldo_previo: '100.00', saldo_nuevo: '96.21' },
      {
        tipo: 'CREDITO',
        moneda_id: 1,
        monto: '1210.00',
        descripcion: 'Pago a cuenta (US$ 1,21 aplicados a deuda en pesos, cotización 1.000,0000)',
        disponible: '0.00',
        saldo_previo: '1210.00',
        saldo_nuevo: '0.00',
      },
    ]);

    // An over-payment: what is left stays as credit in favour, in the payment's currency.
    const sobra = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '100', monedaId: 2 });
    expect(sobra.body).toMatchObject({ saldoAFavor: '3.79', nuevoSaldo: { saldo_dolares: '0.00', saldo_a_favor_dolares: '3.79' } });
    expect(await venta(enDolares)).toMatchObject({ estadoPago: 'Pagada', pagado: '100.00' });

    // A new peso sale takes that dollar credit at once, at the system rate (1000): 1.21 of the 3.79.
    const nueva = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    expect(await venta(nueva)).toMatchObject({ estadoPago: 'Pagada', pagado: '1210.00' });
    expect(await cuenta(clienteId)).toEqual({ saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '2.58' });
    expect((await movimientos(clienteId)).slice(-2)).toEqual([
      {
        tipo: 'DEBITO',
        moneda_id: 2,
        monto: '1.21',
        descripcion: 'Saldo a favor en dólares aplicado a deuda en pesos (cotización 1.000,0000)',
        disponible: '0.00',
        saldo_previo: '-3.79',
        saldo_nuevo: '-2.58',
      },
      {
        tipo: 'CREDITO',
        moneda_id: 1,
        monto: '1210.00',
        descripcion: 'Saldo a favor en dólares aplicado a deuda en pesos (US$ 1,21, cotización 1.000,0000)',
        disponible: '0.00',
        saldo_previo: '1210.00',
        saldo_nuevo: '0.00',
      },
    ]);
  });

  test('conversions round half-up to the cent and what is applied plus what is left equals the payment', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    // US$ 0.50 × 1234.5678 = 617.2839 pesos → 617.28: Parcial.
    // 1234.5678 is far from the system's 1000: the administrator holds cuentas_corrientes.cotizacion.
    const parcial = await intentarPagoCuenta(u.admin, { clienteId, monto: '0.50', monedaId: 2, cotizacion: '1234.5678' });
    expect(parcial.body.aplicaciones).toEqual([
      expect.objectContaining({ id, aplicado: '617.28', importe: '0.50', cotizacion: '1234.5678', pagadoTotal: '617.28', saldoPendiente: '592.72' }),
    ]);
    expect(await venta(id)).toMatchObject({ estadoPago: 'Parcial' });
    // 592.72 / 1234.5678 = 0.48010… → US$ 0.48 pays it; 9.52 left in favour.
    const resto = await intentarPagoCuenta(u.admin, { clienteId, monto: '10', monedaId: 2, cotizacion: '1234.5678' });
    expect(resto.body).toMatchObject({
      aplicaciones: [expect.objectContaining({ id, aplicado: '592.72', importe: '0.48', pagada: true })],
      saldoAFavor: '9.52',
      nuevoSaldo: { saldo_pesos: '0.00', saldo_a_favor_dolares: '9.52' },
    });
  });

  test('payments into manual debts; a debt paid in full is Pagada on GET deuda-manual/{id}', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '500', descripcion: 'Flete de marzo' });
    expect((await movimientos(clienteId))[0]).toMatchObject({ tipo: 'DEBITO', monto: '500.00', descripcion: 'Deuda manual: Flete de marzo' });
    const antes = await u.vendedor.get(`/api/deuda-manual/${deudaId}`);
    expect(antes.status).toBe(200);
    expect(antes.body).toMatchObject({ id: deudaId, cliente: { id: clienteId }, monedaId: 1, moneda: { id: 1, simbolo: '$' }, monto: '500.00', pagado: '0.00', descripcion: 'Flete de marzo', pagada: false });
    const res = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '500' });
    expect(res.body.aplicaciones).toEqual([expect.objectContaining({ tipo: 'deuda_manual', id: deudaId, aplicado: '500.00', pagada: true })]);
    expect((await u.vendedor.get(`/api/deuda-manual/${deudaId}`)).body).toMatchObject({ pagado: '500.00', pagada: true });
    const [auditoria] = await rows(t.db, sql`select accion from auditoria where entidad = 'deudas_manuales' and entidad_id = ${String(deudaId)}`);
    expect(auditoria).toEqual({ accion: 'crear' });
  });

  test('a manual debt takes the credit in favour at once', async () => {
    const clienteId = await nuevoCliente(u.admin);
    expect((await intentarPagoCuenta(u.vendedor, { clienteId, monto: '300' })).body).toMatchObject({ aplicaciones: [], saldoAFavor: '300.00' });
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '500' });
    expect((await u.vendedor.get(`/api/deuda-manual/${deudaId}`)).body).toMatchObject({ pagado: '300.00', pagada: false });
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '200.00', saldo_a_favor_pesos: '0.00' });
  });

  test('bad input → 400 in Spanish; unknown client or debt → 404; nothing written', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const sin = (body: Record<string, unknown>) => u.vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '10', descripcion: 'x', monedaId: 1, cotizacion: '1000', ...body });
    expect(await sin({ monto: '0' })).toMatchObject({ status: 400, body: { message: 'Debe ingresar monto, descripción y moneda' } });
    expect(await sin({ descripcion: '  ' })).toMatchObject({ status: 400, body: { message: 'Debe ingresar monto, descripción y moneda' } });
    expect(await sin({ monedaId: 3 })).toMatchObject({ status: 400, body: { message: 'Debe ingresar monto, descripción y moneda' } });
    expect(await sin({ cotizacion: '' })).toMatchObject({ status: 400, body: { message: 'Debe ingresar una cotización para el dólar' } });
    expect(await sin({ clienteId: 999999 })).toMatchObject({ status: 404, body: { message: 'Cliente no encontrado.' } });
    expect(await u.vendedor.post('/api/deuda-manual', { clienteId: 999999, monto: '1', monedaId: 1, descripcion: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Cliente no encontrado.' },
    });
    expect(await u.vendedor.get('/api/deuda-manual/999999')).toMatchObject({ status: 404, body: { message: 'No se encontró la deuda manual.' } });
    expect(await u.vendedor.get('/api/cuentas-corrientes/999999')).toMatchObject({ status: 404, body: { message: 'Cliente no encontrado.' } });
    expect(await movimientos(clienteId)).toEqual([]);
  });

  test('permissions: Solo lectura cannot pay nor add debts (403), Inventario cannot read accounts (403)', async () => {
    const clienteId = await nuevoCliente(u.admin);
    expect((await intentarPagoCuenta(u.lectura, { clienteId, monto: '10' })).status).toBe(403);
    expect((await u.lectura.post('/api/deuda-manual', { clienteId, monto: '1', monedaId: 1, descripcion: 'x' })).status).toBe(403);
    expect((await u.inventario.get(`/api/cuentas-corrientes/${clienteId}`)).status).toBe(403);
    expect((await u.inventario.get(`/api/cuentas-corrientes/${clienteId}/credito`)).status).toBe(403);
    expect((await u.lectura.get(`/api/cuentas-corrientes/${clienteId}`)).status).toBe(200);
    expect(await movimientos(clienteId)).toEqual([]);
  });
});

describe('annulments and edits free credit, applied to the oldest pending documents', () => {
  // Annulments and discounts above 5 % as the administrator (ventas.delete, no discount limit): the seller's limits are in alcance.test.ts.
  test('annulling a partly paid sale on account: what was paid pays the next pending sale', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const primera = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const segunda = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '1000' });
    expect(await venta(primera)).toMatchObject({ estadoPago: 'Parcial', pagado: '1000.00' });
    expect((await u.admin.put(`/api/ventas/anular/${primera}`)).status).toBe(200);
    expect(await venta(segunda)).toMatchObject({ estadoPago: 'Parcial', pagado: '1000.00' });
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '210.00', saldo_a_favor_pesos: '0.00' });
  });

  test('annulling a paid sale of another method: its amount pays a manual debt and the rest stays in favour', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '500' });
    const contado = await vender(u.vendedor, { metodoPagoId: ids.efectivo, clienteId, detalles: [{ productoId: perfume }] });
    expect((await u.admin.put(`/api/ventas/anular/${contado}`)).status).toBe(200);
    expect((await u.vendedor.get(`/api/deuda-manual/${deudaId}`)).body).toMatchObject({ pagado: '500.00', pagada: true });
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '0.00', saldo_a_favor_pesos: '710.00' });
  });

  test('lowering a paid sale below what was paid: pagado = total and the excess pays a manual debt', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '300' });
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '1210' });
    const res = await u.admin.put(`/api/ventas/${id}`, { metodoPagoId: ids.cc, descuento: '20' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: '968.00', pagado: '968.00', estadoPago: 'Pagada' });
    expect((await u.vendedor.get(`/api/deuda-manual/${deudaId}`)).body).toMatchObject({ pagado: '242.00', pagada: false });
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '58.00', saldo_a_favor_pesos: '0.00' });
  });

  test('raising a sale on account takes the credit in favour', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.admin, { metodoPagoId: ids.cc, clienteId, descuento: '50', detalles: [{ productoId: perfume }] }); // 605.00 (a manager: 50 % is above the seller's limit)
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '1000' }); // 395.00 in favour
    const res = await u.admin.put(`/api/ventas/${id}`, { metodoPagoId: ids.cc, descuento: '0' });
    expect(res.body).toMatchObject({ total: '1210.00', pagado: '1000.00', estadoPago: 'Parcial' });
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '210.00', saldo_a_favor_pesos: '0.00' });
  });
});

describe('Cuenta Corriente is the method with the system key, whatever its name', () => {
  test('renamed to "Fiado", a sale on it is still a debt; a new method named "Cuenta Corriente" is not', async () => {
    const clienteId = await nuevoCliente(u.admin);
    expect((await u.admin.put(`/api/metodo-pago/${ids.cc}`, { nombre: 'Fiado', descripcion: null })).status).toBe(200);
    let impostor = 0;
    try {
      const fiado = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
      expect(await venta(fiado)).toMatchObject({ metodoPago: { nombre: 'Fiado' }, estadoPago: 'Pendiente', pagado: '0.00' });
      expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '1210.00' });
      const otro = await u.admin.post('/api/metodo-pago', { nombre: 'Cuenta Corriente', descripcion: null });
      expect(otro.status).toBe(201);
      impostor = otro.body.id;
      const contado = await vender(u.vendedor, { metodoPagoId: impostor, clienteId, detalles: [{ productoId: perfume }] });
      expect(await venta(contado)).toMatchObject({ metodoPago: { nombre: 'Cuenta Corriente' }, estadoPago: 'Pagada' });
      expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '1210.00' });
    } finally {
      if (impostor) await u.admin.delete(`/api/metodo-pago/${impostor}`);
      await u.admin.put(`/api/metodo-pago/${ids.cc}`, { nombre: 'Cuenta Corriente', descripcion: null });
    }
  });
});

describe('credit limit and old debts (docs/cuentas-corrientes.md, «Límite de crédito»)', () => {
  const codigo = async () => (await u.admin.post('/api/ventas/codigos-autorizacion', {})).body.codigo as string;

  test('past the limit in pesos: 409 naming the reason; a wrong code 400; a valid one is consumed; dollars have no limit', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await t.db.execute(sql`update clientes set limite_credito_pesos = 2000 where id = ${clienteId}`);
    await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const credito = await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/credito`);
    expect(credito).toMatchObject({
      status: 200,
      body: { limiteCreditoPesos: '2000.00', limiteCreditoDolares: null, saldoPesos: '1210.00', saldoDolares: '0.00', deudaMasAntiguaDias: 0 },
    });
    const ventasAntes = (await rows(t.db, sql`select id from ventas`)).length;
    const sinCodigo = await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    expect(sinCodigo).toMatchObject({
      status: 409,
      body: {
        message:
          'El saldo en pesos del cliente pasaría a $ 2.420,00 y supera su límite de crédito de $ 2.000,00. Ingrese un código de autorización para registrarla.',
      },
    });
    expect(await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, codigo_pass: '000000', detalles: [{ productoId: perfume }] })).toMatchObject({ status: 400, body: { message: 'Código de autorización inválido' } });
    expect((await rows(t.db, sql`select id from ventas`)).length).toBe(ventasAntes);
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '1210.00' });

    const c = await codigo();
    const ok = await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, codigo_pass: c, detalles: [{ productoId: perfume }] });
    expect(ok.status).toBe(201);
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '2420.00' });
    const [usado] = await rows<{ venta_id: number; despues: { motivosCredito: string[] } }>(
      t.db,
      sql`select c.venta_id, a.despues from codigos_autorizacion c join auditoria a on a.entidad = 'codigos_autorizacion' and a.entidad_id = c.id::text and a.accion = 'usar'
          where c.venta_id = ${ok.body.ventaId}`,
    );
    expect(usado.despues.motivosCredito).toEqual(['El saldo en pesos del cliente pasaría a $ 2.420,00 y supera su límite de crédito de $ 2.000,00.']);
    expect(await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, codigo_pass: c, detalles: [{ productoId: perfume }] })).toMatchObject({ status: 400, body: { message: 'Código de autorización inválido' } });
    expect((await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: importado }] })).status).toBe(201);
  });

  test('a pending document older than 90 days needs a code; 90 days does not', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '10' });
    await atrasar(t.db, { tipo: 'deuda', id: deudaId, dias: 90 });
    expect((await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] })).status).toBe(201);
    await atrasar(t.db, { tipo: 'deuda', id: deudaId, dias: 91 });
    expect((await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/credito`)).body.deudaMasAntiguaDias).toBe(91);
    expect(await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] })).toMatchObject({
      status: 409,
      body: { message: 'El cliente tiene una deuda pendiente de hace 91 días (más de 90). Ingrese un código de autorización para registrarla.' },
    });
    // Another method, or a paid-off account, needs nothing.
    expect((await intentarVenta(u.vendedor, { metodoPagoId: ids.efectivo, clienteId, detalles: [{ productoId: perfume }] })).status).toBe(201);
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '10000' });
    expect((await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] })).status).toBe(201);
  });

  test('both reasons and an overridden price: one code, consumed once', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await t.db.execute(sql`update clientes set limite_credito_pesos = 100 where id = ${clienteId}`);
    await atrasar(t.db, { tipo: 'deuda', id: await deudaManual(u.vendedor, { clienteId, monto: '10' }), dias: 120 });
    const c = await codigo();
    const res = await intentarVenta(u.vendedor, { metodoPagoId: ids.cc, clienteId, codigo_pass: c, detalles: [{ productoId: perfume, precioUnitario: '999.99', custom: true }] });
    expect(res.status).toBe(201);
    const usos = await rows(t.db, sql`select a.id from auditoria a join codigos_autorizacion c on a.entidad_id = c.id::text where a.entidad = 'codigos_autorizacion' and a.accion = 'usar' and c.venta_id = ${res.body.ventaId}`);
    expect(usos).toHaveLength(1);
    expect(await venta(res.body.ventaId)).toMatchObject({ total: '999.99' });
  });

  test('converting a quote goes through the same check', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await t.db.execute(sql`update clientes set limite_credito_pesos = 1000 where id = ${clienteId}`);
    const p = await u.vendedor.post('/api/presupuestos', {
      sucursalId: 1,
      clienteId,
      descuento: '0',
      detalles: [{ productoId: perfume, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(p.status).toBe(201);
    const res = await u.vendedor.post(`/api/presupuestos/convertir-a-venta/${p.body.id}`, { metodoPagoId: ids.cc, metodoPagoNombre: 'Cuenta Corriente', linea: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('supera su límite de crédito de $ 1.000,00');
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '0.00' });

    // A wrong code is refused and changes nothing; a valid one converts it and is consumed.
    const convertir = (codigo_pass: string) =>
      u.vendedor.post(`/api/presupuestos/convertir-a-venta/${p.body.id}`, { metodoPagoId: ids.cc, linea: 2, codigo_pass });
    expect(await convertir('000000')).toMatchObject({ status: 400, body: { message: 'Código de autorización inválido' } });
    expect((await u.vendedor.get(`/api/presupuestos/${p.body.id}`)).body.convertidoEnVenta).toBe(false);
    const c = await codigo();
    const ok = await convertir(c);
    expect(ok.status).toBe(201);
    expect(await cuenta(clienteId)).toMatchObject({ saldo_pesos: '1210.00' });
    expect((await u.vendedor.get(`/api/presupuestos/${p.body.id}`)).body).toMatchObject({ convertidoEnVenta: true });
    const [usado] = await rows<{ venta_id: number }>(t.db, sql`select venta_id from codigos_autorizacion where venta_id = ${ok.body.ventaId}`);
    expect(usado.venta_id).toBe(ok.body.ventaId);
  });
});

describe('GET cuentas-corrientes: balances, aging per currency, totals over every match', () => {
  let uno = 0;
  let dos = 0;
  let tres = 0;
  beforeAll(async () => {
    uno = await nuevoCliente(u.admin, { nombreApellido: 'Antigüedad Uno' });
    dos = await nuevoCliente(u.admin, { nombreApellido: 'Antigüedad Dos' });
    tres = await nuevoCliente(u.admin, { nombreApellido: 'Antigüedad Tres' });
    for (const [monto, dias] of [['100', 30], ['200', 31], ['300', 60], ['400', 61], ['500', 90], ['600', 91]] as const) {
      await atrasar(t.db, { tipo: 'deuda', id: await deudaManual(u.vendedor, { clienteId: uno, monto }), dias });
    }
    await t.db.execute(sql`update clientes set limite_credito_dolares = 500 where id = ${dos}`);
    await atrasar(t.db, { tipo: 'venta', id: await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId: dos, detalles: [{ productoId: importado }] }), dias: 45 });
    await intentarPagoCuenta(u.vendedor, { clienteId: tres, monto: '50' });
  });

  const lista = async (query: string) => {
    const res = await u.vendedor.get(`/api/cuentas-corrientes?${query}`);
    expect(res.status).toBe(200);
    expect(() => cuentasPageSchema.parse(res.body)).not.toThrow();
    return res.body;
  };

  test('by name, with each account\'s aging, limits and the totals of all matches', async () => {
    const body = await lista('search=antig%C3%BCedad');
    expect(body.total).toBe(3);
    expect(body.items.map((i: { cliente: { id: number } }) => i.cliente.id)).toEqual([dos, tres, uno]);
    expect(body.items[0]).toMatchObject({
      saldoPesos: '0.00',
      saldoDolares: '100.00',
      antiguedadDolares: { d0_30: '0.00', d31_60: '100.00', d61_90: '0.00', d90_mas: '0.00' },
      limiteCreditoPesos: null,
      limiteCreditoDolares: '500.00',
    });
    expect(body.items[1]).toMatchObject({ saldoPesos: '-50.00', antiguedadPesos: { d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d90_mas: '0.00' } });
    expect(body.items[2]).toMatchObject({
      saldoPesos: '2100.00',
      antiguedadPesos: { d0_30: '100.00', d31_60: '500.00', d61_90: '900.00', d90_mas: '600.00' },
    });
    expect(body.totales).toEqual({
      saldoPesos: '2050.00',
      saldoDolares: '100.00',
      antiguedadPesos: { d0_30: '100.00', d31_60: '500.00', d61_90: '900.00', d90_mas: '600.00' },
      antiguedadDolares: { d0_30: '0.00', d31_60: '100.00', d61_90: '0.00', d90_mas: '0.00' },
    });
  });

  test('conDeuda, search by document and paging keep totals over every match', async () => {
    const conDeuda = await lista('search=antig%C3%BCedad&conDeuda=true');
    expect(conDeuda.items.map((i: { cliente: { id: number } }) => i.cliente.id)).toEqual([dos, uno]);
    expect(conDeuda.totales.saldoPesos).toBe('2100.00');
    const pagina = await lista('search=antig%C3%BCedad&pageSize=1&page=2');
    expect(pagina).toMatchObject({ total: 3, totalPages: 3, currentPage: 2, pageSize: 1 });
    expect(pagina.items.map((i: { cliente: { id: number } }) => i.cliente.id)).toEqual([tres]);
    expect(pagina.totales.saldoPesos).toBe('2050.00');
    const documento = (await u.admin.get(`/api/clientes/${uno}`)).body.documento;
    expect((await lista(`search=${documento}`)).items.map((i: { cliente: { id: number } }) => i.cliente.id)).toEqual([uno]);
    expect((await lista('search=nadie-se-llama-asi')).items).toEqual([]);
  });

  test('GET cuentas-corrientes/{id}: the client, balances, aging and limits', async () => {
    const res = await u.vendedor.get(`/api/cuentas-corrientes/${dos}`);
    expect(res.status).toBe(200);
    expect(() => cuentaClienteSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({
      cliente: { id: dos, cuentaCorriente: { saldo_dolares: '100.00' } },
      saldoPesos: '0.00',
      saldoDolares: '100.00',
      antiguedadDolares: { d31_60: '100.00' },
      limiteCreditoDolares: '500.00',
    });
  });

  test('GET cuentas-corrientes/valor_dolar: the system rate with 4 decimals', async () => {
    expect(await u.vendedor.get('/api/cuentas-corrientes/valor_dolar')).toMatchObject({ status: 200, body: { valor: '1000.0000' } });
  });
});

describe('movements and statement', () => {
  test('20 per page, newest first, with the paid state of the debt each DEBITO records', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const ventaId = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const deudas: number[] = [];
    for (let i = 1; i <= 20; i += 1) deudas.push(await deudaManual(u.vendedor, { clienteId, monto: '1', descripcion: `Cargo ${i}` }));
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '1215' }); // the sale and the first 5 debts
    const p1 = await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/movimientos`);
    expect(p1.status).toBe(200);
    expect(() => movimientosCuentaPageSchema.parse(p1.body)).not.toThrow();
    expect(p1.body).toMatchObject({ total: 22, currentPage: 1, totalPages: 2, pageSize: 20 });
    expect(p1.body.items).toHaveLength(20);
    expect(p1.body.items[0]).toMatchObject({ tipo: 'CREDITO', tipoOrigen: 'movimiento', monto: '1215.00', cotizacion: '1000.0000', pagado: null, pagada: null });
    expect(p1.body.items[1]).toMatchObject({ tipo: 'DEBITO', descripcion: 'Deuda manual: Cargo 20', deudaManualId: deudas[19], pagado: '0.00', pagada: false });
    expect(p1.body.items[19]).toMatchObject({ descripcion: 'Deuda manual: Cargo 2', pagado: '1.00', pagada: true });
    const p2 = await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/movimientos?page=2`);
    expect(p2.body.items.map((m: { descripcion: string }) => m.descripcion)).toEqual(['Deuda manual: Cargo 1', `Deuda por venta #${ventaId}`]);
    expect(p2.body.items[1]).toMatchObject({ tipoOrigen: 'venta', ventaId, pagado: '1210.00', pagada: true, saldo_previo: '0.00', saldo_nuevo: '1210.00' });
  });

  test('the statement: Buenos Aires days, codes, running balance, initial and final balances', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const deudaId = await deudaManual(u.vendedor, { clienteId, monto: '1000', descripcion: 'Saldo anterior' });
    const ventaId = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    await intentarPagoCuenta(u.vendedor, { clienteId, monto: '500' });
    await deudaManual(u.vendedor, { clienteId, monto: '100', descripcion: 'Cargo de abril' });
    await deudaManual(u.vendedor, { clienteId, monto: '7', monedaId: 2, descripcion: 'Cargo en dólares' });
    const poner = (where: ReturnType<typeof sql>, fecha: string) => t.db.execute(sql`update movimientos_cuenta_corriente set fecha = ${fecha} where cliente_id = ${clienteId} and ${where}`);
    await poner(sql`deuda_manual_id = ${deudaId}`, '2025-03-01T02:00:00Z'); // 28/02 23:00 in Buenos Aires
    await poner(sql`venta_id = ${ventaId}`, '2025-03-01T12:00:00Z');
    await poner(sql`tipo = 'CREDITO'`, '2025-04-01T02:30:00Z'); // 31/03 23:30 in Buenos Aires
    await poner(sql`descripcion = 'Deuda manual: Cargo de abril'`, '2025-04-01T03:00:00Z'); // 01/04 00:00
    await poner(sql`moneda_id = 2`, '2025-03-15T12:00:00Z');

    const res = await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=2025-03-01&fechaHasta=2025-03-31&moneda=ARS&cotizacion=0`);
    expect(res.status).toBe(200);
    expect(() => resumenCuentaSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({
      cliente: { id: clienteId },
      fechaDesde: '2025-03-01',
      fechaHasta: '2025-03-31',
      saldo_inicial_pesos: '1000.00',
      saldo_inicial_dolares: '0.00',
      saldo_final_pesos: '1710.00',
      saldo_final_dolares: '7.00',
      saldo_a_favor_pesos: '0.00',
      saldo_a_favor_dolares: '0.00',
    });
    expect(res.body.movimientos.map((m: Record<string, unknown>) => [m.codigo, m.moneda, m.debe, m.haber, m.saldoAcumulado])).toEqual([
      ['FAC', { id: 1, simbolo: '$' }, '1210.00', '0.00', '2210.00'],
      ['DEUDA', { id: 2, simbolo: 'US$' }, '7.00', '0.00', '7.00'],
      ['REC', { id: 1, simbolo: '$' }, '0.00', '500.00', '1710.00'],
    ]);
    const todo = await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=2025-02-28&fechaHasta=2025-04-01`);
    expect(todo.body.movimientos.map((m: { codigo: string }) => m.codigo)).toEqual(['DEUDA', 'FAC', 'DEUDA', 'REC', 'DEUDA']);
    expect(todo.body).toMatchObject({ saldo_inicial_pesos: '0.00', saldo_final_pesos: '1810.00' });
    expect(await u.vendedor.get(`/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=2025-04-02&fechaHasta=2025-04-01`)).toMatchObject({
      status: 400,
      body: { message: 'La fecha Desde no puede ser posterior a la fecha Hasta.' },
    });
  });
});

describe('balances table', () => {
  test('saldos_cuenta_corriente equals the sum of each client\'s movements, for every client', async () => {
    const diferencias = await rows(
      t.db,
      sql`select m.cliente_id, m.moneda_id, m.suma, s.saldo from (
            select cliente_id, moneda_id, sum(case when tipo = 'DEBITO' then monto else -monto end) as suma
              from movimientos_cuenta_corriente where is_deleted = false group by cliente_id, moneda_id) m
          full join saldos_cuenta_corriente s on s.cliente_id = m.cliente_id and s.moneda_id = m.moneda_id
          where coalesce(m.suma, 0) <> coalesce(s.saldo, 0)`,
    );
    expect(diferencias).toEqual([]);
  });
});

describe('the rate of a payment (docs/cuentas-corrientes.md, «Cotización de un pago»)', () => {
  const codigo = async () => (await u.admin.post('/api/ventas/codigos-autorizacion', {})).body.codigo as string;
  const pago = (clienteId: number, extra: Record<string, unknown>, como: Cliente = u.vendedor) =>
    como.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '0.01', descripcion: 'Pago en dólares', monedaId: 2, cotizacion: '1000', ...extra });
  /** What a refused payment must leave untouched. */
  const huella = async (clienteId: number) => ({
    movimientos: await movimientos(clienteId),
    aplicaciones: (await rows(t.db, sql`select count(*)::int as n from aplicaciones_pago`))[0],
    auditoria: (await rows(t.db, sql`select count(*)::int as n from auditoria`))[0],
    cuenta: await cuenta(clienteId),
  });
  // Earlier tests of this file try wrong codes as the seller: start each test under the attempts limit.
  beforeEach(async () => {
    await t.db.execute(sql`delete from intentos_fallidos`);
  });

  test('the US$ 0,01 at 9.999.999.999 attack: 409 in Spanish and nothing written', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const antes = await huella(clienteId);
    const res = await pago(clienteId, { cotizacion: '9999999999' });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'La cotización 9.999.999.999,00 se aparta más de 2 % de la del sistema (1.000,00): se necesita un código de autorización.' },
    });
    expect(await huella(clienteId)).toEqual(antes);
    expect(await venta(id)).toMatchObject({ estadoPago: 'Pendiente' });
  });

  test('within the tolerance (2 %, both ends) the body\'s rate is used', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const res = await pago(clienteId, { monto: '1', cotizacion: '1020' });
    expect(res.status).toBe(201);
    expect(res.body.aplicaciones).toEqual([expect.objectContaining({ id, aplicado: '1020.00', importe: '1.00', cotizacion: '1020.0000' })]);
    expect((await pago(clienteId, { monto: '0.01', cotizacion: '980' })).status).toBe(201);
    expect((await pago(clienteId, { monto: '0.01', cotizacion: '1020.0001' })).status).toBe(409);
    expect((await pago(clienteId, { monto: '0.01', cotizacion: '979.9999' })).status).toBe(409);
  });

  test('outside the tolerance with a valid code: accepted at that rate, the code consumed and audited; a wrong code is 400', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const antes = await huella(clienteId);
    expect(await pago(clienteId, { monto: '1', cotizacion: '1210', codigo_pass: '000000' })).toMatchObject({
      status: 400,
      body: { message: 'Código de autorización inválido' },
    });
    expect(await huella(clienteId)).toEqual(antes);

    const c = await codigo();
    const ok = await pago(clienteId, { monto: '1', cotizacion: '1210', codigo_pass: c });
    expect(ok.status).toBe(201);
    expect(ok.body.aplicaciones).toEqual([expect.objectContaining({ id, aplicado: '1210.00', cotizacion: '1210.0000', pagada: true })]);
    const [uso] = await rows<{ motivos: string[]; entidad: string; entidad_id: number; despues: Record<string, unknown> }>(
      t.db,
      sql`select c.motivos, c.entidad, c.entidad_id, a.despues from codigos_autorizacion c
          join auditoria a on a.entidad = 'codigos_autorizacion' and a.entidad_id = c.id::text and a.accion = 'usar'
          where c.entidad = 'movimientos_cuenta_corriente' and c.entidad_id = ${ok.body.movimientoId}`,
    );
    expect(uso).toMatchObject({ motivos: ['cotizacion'], despues: { cotizacion: '1210.0000', cotizacionSistema: '1000.0000' } });
    // Used once: it never serves again.
    expect(await pago(clienteId, { monto: '1', cotizacion: '1210', codigo_pass: c })).toMatchObject({ status: 400 });
  });

  test('with cuentas_corrientes.cotizacion no code is needed; a code sent within the tolerance is not consumed', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    expect((await pago(clienteId, { monto: '1', cotizacion: '1500' }, u.admin)).status).toBe(201);
    const c = await codigo();
    expect((await pago(clienteId, { monto: '0.01', cotizacion: '1000', codigo_pass: c })).status).toBe(201);
    expect((await rows(t.db, sql`select count(*)::int as n from codigos_autorizacion where used_at is not null and entidad_id = ${clienteId}`))[0]).toEqual({ n: 0 });
    // The same code still serves.
    expect((await pago(clienteId, { monto: '0.01', cotizacion: '1100', codigo_pass: c })).status).toBe(201);
  });
});

describe('annulling a payment (POST cuentas-corrientes/movimientos/{id}/anular)', () => {
  const anular = (id: number, como: Cliente = u.admin) => como.post(`/api/cuentas-corrientes/movimientos/${id}/anular`, {});
  const estadoDe = async (tipo: 'venta' | 'deuda', id: number) =>
    (
      await rows<{ pagado: string; pagada: boolean }>(
        t.db,
        tipo === 'venta' ? sql`select pagado, pagada from ventas where id = ${id}` : sql`select pagado, pagada from deudas_manuales where id = ${id}`,
      )
    )[0];
  let cajaPesos = 0;
  const saldoCaja = async () =>
    (
      await rows<{ saldo: string }>(
        t.db,
        sql`select coalesce(sum(case when tipo = 'INGRESO' then monto else -monto end), 0)::numeric(14,2)::text as saldo
            from caja_movimientos m join cajas c on c.id = m.caja_id where m.caja_id = ${cajaPesos} and m.sesion_id = c.sesion_id`,
      )
    )[0].saldo;

  beforeAll(async () => {
    const [c] = await rows<{ id: number; abierta: boolean }>(t.db, sql`select id, abierta from cajas where sucursal_id = 1 and moneda_id = 1 order by id limit 1`);
    cajaPesos = c.id;
    if (!c.abierta) expect((await u.admin.post(`/api/cajas/${cajaPesos}/abrir`, { montoInicial: '0' })).status).toBe(200);
  });

  test('every document it paid, also with its credit used later in either currency, goes back exactly; the box gives the cash back', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const a = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const b = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const d1 = await deudaManual(u.vendedor, { clienteId, monto: '500' });
    // An earlier payment pays 100 of the oldest sale: that stays.
    expect((await intentarPagoCuenta(u.vendedor, { clienteId, monto: '100' })).status).toBe(201);
    const cajaAntes = await saldoCaja();

    const p = await u.vendedor.post('/api/cuentas-corrientes/movimientos', {
      clienteId, tipo: 'CREDITO', monto: '3000', descripcion: 'Pago grande', monedaId: 1, cotizacion: '1000', cajaId: cajaPesos,
    });
    expect(p.status).toBe(201);
    expect(p.body.saldoAFavor).toBe('180.00');
    expect(await saldoCaja()).toBe(new Dec(cajaAntes).plus(3000).toFixed(2));
    // Its credit is used afterwards: a new manual debt (same currency) and a dollar sale (conversion).
    const d2 = await deudaManual(u.vendedor, { clienteId, monto: '50' });
    const usd = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: importado }] });
    expect(await estadoDe('deuda', d2)).toEqual({ pagado: '50.00', pagada: true });
    expect(await estadoDe('venta', usd)).toEqual({ pagado: '0.13', pagada: false });

    const res = await anular(p.body.movimientoId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Pago anulado correctamente.', nuevoSaldo: { saldo_pesos: '2870.00', saldo_dolares: '100.00' } });
    expect(await estadoDe('venta', a)).toEqual({ pagado: '100.00', pagada: false });
    expect(await estadoDe('venta', b)).toEqual({ pagado: '0.00', pagada: false });
    expect(await estadoDe('deuda', d1)).toEqual({ pagado: '0.00', pagada: false });
    expect(await estadoDe('deuda', d2)).toEqual({ pagado: '0.00', pagada: false });
    expect(await estadoDe('venta', usd)).toEqual({ pagado: '0.00', pagada: false });
    expect(await venta(a)).toMatchObject({ estadoPago: 'Parcial' });
    expect(await saldoCaja()).toBe(cajaAntes);
    expect(await rows(t.db, sql`select tipo, monto, origen from caja_movimientos where caja_id = ${cajaPesos} order by id desc limit 1`)).toEqual([
      { tipo: 'EGRESO', monto: '3000.00', origen: 'pago_cuenta' },
    ]);

    // The balance is still the sum of the movements, and the aging sums what is owed.
    const [s] = await rows<{ p: string; d: string }>(
      t.db,
      sql`select coalesce(sum(case when tipo = 'DEBITO' then monto else -monto end) filter (where moneda_id = 1), 0)::numeric(14,2)::text as p,
                 coalesce(sum(case when tipo = 'DEBITO' then monto else -monto end) filter (where moneda_id = 2), 0)::numeric(14,2)::text as d
            from movimientos_cuenta_corriente where cliente_id = ${clienteId} and is_deleted = false`,
    );
    expect(s).toEqual({ p: '2870.00', d: '100.00' });
    const detalle = (await u.admin.get(`/api/cuentas-corrientes/${clienteId}`)).body;
    expect(detalle).toMatchObject({ saldoPesos: '2870.00', saldoDolares: '100.00' });
    const [sinDisponible] = await rows(t.db, sql`select count(*)::int as n from movimientos_cuenta_corriente where cliente_id = ${clienteId} and disponible > 0`);
    expect(sinDisponible).toEqual({ n: 0 });

    // The movements page shows the payment annulled and its reversals.
    const page = await u.admin.get(`/api/cuentas-corrientes/${clienteId}/movimientos`);
    expect(movimientosCuentaPageSchema.parse(page.body)).toEqual(page.body);
    const items = page.body.items as Array<{ id: number; anulado: boolean; anulaId: number | null; pagoId: number | null; tipo: string; monto: string }>;
    expect(items.find((m) => m.id === p.body.movimientoId)).toMatchObject({ anulado: true, pagoId: p.body.movimientoId });
    expect(items.find((m) => m.anulaId === p.body.movimientoId)).toMatchObject({ tipo: 'DEBITO', monto: '3000.00', anulado: false, pagoId: null });
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'movimientos_cuenta_corriente' and entidad_id = ${String(p.body.movimientoId)} order by id`)).toEqual([
      { accion: 'registrar_pago' },
      { accion: 'anular' },
    ]);

    // Twice: 409, nothing more written.
    const cuantos = (await movimientos(clienteId)).length;
    expect(await anular(p.body.movimientoId)).toMatchObject({ status: 409, body: { message: 'El pago ya está anulado.' } });
    expect((await movimientos(clienteId)).length).toBe(cuantos);
  });

  test('only payments: a sale\'s debt, a conversion or a reversal → 409; unknown → 404; without cuentas_corrientes.delete → 403', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const v = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const p = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '2', monedaId: 2 });
    const [debito] = await rows<{ id: number }>(t.db, sql`select id from movimientos_cuenta_corriente where venta_id = ${v} and tipo = 'DEBITO'`);
    expect(await anular(debito.id)).toMatchObject({ status: 409, body: { message: MSG_SOLO_PAGOS_ANULABLES } });
    expect(await anular(p.body.movimientoId, u.vendedor)).toMatchObject({ status: 403 });
    expect(await anular(999999)).toMatchObject({ status: 404, body: { message: 'No se encontró el movimiento.' } });
    expect((await anular(p.body.movimientoId)).status).toBe(200);
    const [reversa] = await rows<{ id: number }>(t.db, sql`select id from movimientos_cuenta_corriente where anula_id = ${p.body.movimientoId}`);
    expect(await anular(reversa.id)).toMatchObject({ status: 409, body: { message: MSG_SOLO_PAGOS_ANULABLES } });
    expect(await venta(v)).toMatchObject({ estadoPago: 'Pendiente' });
  });

  test('a cash payment whose box no longer holds the money, or is closed: 409 and nothing written', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const p = await u.vendedor.post('/api/cuentas-corrientes/movimientos', {
      clienteId, tipo: 'CREDITO', monto: '1000', descripcion: 'Pago en efectivo', monedaId: 1, cotizacion: '1000', cajaId: cajaPesos,
    });
    expect(p.status).toBe(201);
    const retiro = await u.admin.post(`/api/cajas/${cajaPesos}/movimientos`, { tipo: 'EGRESO', monto: await saldoCaja(), descripcion: 'Retiro total' });
    expect(retiro.status).toBe(201);
    const antes = await movimientos(clienteId);
    expect(await anular(p.body.movimientoId)).toMatchObject({ status: 409, body: { message: 'Saldo insuficiente en la caja.' } });
    expect(await movimientos(clienteId)).toEqual(antes);

    await t.db.execute(sql`update cajas set abierta = false where id = ${cajaPesos}`);
    expect(await anular(p.body.movimientoId)).toMatchObject({ status: 409, body: { message: 'La caja está cerrada.' } });
    await t.db.execute(sql`update cajas set abierta = true where id = ${cajaPesos}`);
    expect(await movimientos(clienteId)).toEqual(antes);
  });

  test('a payment applied to a sale annulled afterwards is refused (its money already is credit in favour)', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const v = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume }] });
    const p = await intentarPagoCuenta(u.vendedor, { clienteId, monto: '500' });
    expect((await u.admin.put(`/api/ventas/anular/${v}`, {})).status).toBe(200);
    const res = await anular(p.body.movimientoId);
    expect(res).toMatchObject({ status: 409, body: { message: `No se puede anular el pago: se aplicó a la venta #${v}, que fue anulada después.` } });
  });
});
