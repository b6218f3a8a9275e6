import { sql } from 'drizzle-orm';
import { Dec, toMoney, toQuantity, ventaSchema } from 'shared';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago, nuevoCliente, pagarCuenta, type ProductoCreado, vender } from './support/fabricas';
import { createUserWithRole } from './support/harness';

/**
 * Editing (PUT ventas/{id}), annulling (PUT ventas/anular/{id}) and the list filters of GET ventas
 * (docs/ventas-y-presupuestos.md, docs/cuentas-corrientes.md), on a real database.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, tarjeta: 0, cc: 0 };

type Producto = ProductoCreado;
let jabonA: Producto; // $ 333.33 + 10.5 % = 368.33
let jabonB: Producto; // $ 333.33 + 10.5 % = 368.33
let perfume: Producto; // $ 1000.00 + 21 % = 1210.00
let caro1: Producto; // $ 600,000,000,000.00 without VAT
let caro2: Producto; // $ 600,000,000,000.00 without VAT

const stockDe = async (productoId: number) =>
  (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${productoId} and sucursal_id = 1`))[0].cantidad;

/** What the client screen shows of the account in pesos: owed and in favour. */
async function cuentaPesos(clienteId: number) {
  const c = (await u.admin.get(`/api/clientes/${clienteId}`)).body.cuentaCorriente;
  return { debe: c.saldo_pesos as string, aFavor: c.saldo_a_favor_pesos as string };
}

/** The account movements of a sale, oldest first. */
const movimientosDe = (ventaId: number) =>
  rows(
    t.db,
    sql`select tipo, monto, descripcion, saldo_previo, saldo_nuevo from movimientos_cuenta_corriente where venta_id = ${ventaId} order by id`,
  );

type Cliente = ReturnType<typeof client>;
// Edits and annulments as the administrator (ventas.delete, no discount limit, any seller's sale)
// unless `como` says otherwise; the seller's limits are tested in alcance.test.ts.
const editar = (ventaId: number, body: Record<string, unknown>, como?: Cliente) => (como ?? u.admin).put(`/api/ventas/${ventaId}`, body);
const anular = (ventaId: number, como?: Cliente) => (como ?? u.admin).put(`/api/ventas/anular/${ventaId}`);

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  jabonA = await crearProducto(t.db, { codigo: 39101, nombre: 'Jabón A', unidad: 'litro', precio: '333.33', alicuotaIva: '10.5', monedaId: 1, costo: '100.00', stock: { 1: '100' } });
  jabonB = await crearProducto(t.db, { codigo: 39102, nombre: 'Jabón B', unidad: 'litro', precio: '333.33', alicuotaIva: '10.5', monedaId: 1, costo: '100.00', stock: { 1: '100' } });
  perfume = await crearProducto(t.db, { codigo: 39103, nombre: 'Perfume edición', unidad: 'litro', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: { 1: '100' } });
  caro1 = await crearProducto(t.db, { codigo: 39104, nombre: 'Lote carísimo 1', unidad: 'litro', precio: '600000000000.00', alicuotaIva: '0', monedaId: 1, costo: '100.00', stock: { 1: '10' } });
  caro2 = await crearProducto(t.db, { codigo: 39105, nombre: 'Lote carísimo 2', unidad: 'litro', precio: '600000000000.00', alicuotaIva: '0', monedaId: 1, costo: '100.00', stock: { 1: '10' } });
  ({ efectivo: ids.efectivo, tarjeta: ids.tarjeta, cc: ids.cc } = await metodosDePago(u.admin));
});
afterAll(() => t.close());

describe('totals to the cent (sum of the rounded line subtotals)', () => {
  test('creation: two lines of 1.5 × 368.33 are 552.50 each and total 1105.00', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: jabonA.id, cantidad: '1.5' }, { productoId: jabonB.id, cantidad: '1.5' }] });
    const venta = (await u.vendedor.get(`/api/ventas/${id}`)).body;
    expect(venta.detalles.map((d: { subTotal: string }) => d.subTotal)).toEqual(['552.50', '552.50']);
    expect(venta).toMatchObject({ total: '1105.00', pagado: '1105.00', estadoPago: 'Pagada' });
  });

  test('PUT recomputes from the stored lines: discount 10 % → 994.50; line prices unchanged, commissions after the discount; the sent total is ignored', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: jabonA.id, cantidad: '1.5' }, { productoId: jabonB.id, cantidad: '1.5' }] });
    const antes = (await u.vendedor.get(`/api/ventas/${id}`)).body;
    // The products' prices change afterwards: the sale keeps its own line prices.
    await t.db.execute(sql`update productos set precio = 1 where id in (${jabonA.id}, ${jabonB.id})`);
    try {
      const res = await editar(id, { metodoPagoId: ids.efectivo, descuento: '10', monedaId: 1, total: '1' });
      expect(res.status).toBe(200);
      expect(() => ventaSchema.parse(res.body)).not.toThrow();
      expect(res.body).toMatchObject({ total: '994.50', descuento: '10', pagado: '994.50', pagada: true, estadoPago: 'Pagada' });
      // Prices and subtotals stay; the commission (seller's 5 %) is on each line after the discount:
      // 552.50 × 0.90 × 5 % = 24.8625 → 24.86 (it was 27.63 without discount).
      expect(antes.detalles.map((d: { comisionVendedor: string }) => d.comisionVendedor)).toEqual(['27.63', '27.63']);
      expect(res.body.detalles).toEqual(antes.detalles.map((d: object) => ({ ...d, comisionVendedor: '24.86' })));
      expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toEqual(res.body);
    } finally {
      await t.db.execute(sql`update productos set precio = 333.33 where id in (${jabonA.id}, ${jabonB.id})`);
    }
  });
});

describe('PUT ventas/{id}', () => {
  test('a non-CC method to another: stays Pagada with pagado = total, no account movement; audited before/after', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, clienteId, detalles: [{ productoId: perfume.id }] });
    const res = await editar(id, { metodoPagoId: ids.tarjeta, descuento: '12.5' });
    expect(res.status).toBe(200);
    // 1210.00 × 0.875 = 1058.75
    expect(res.body).toMatchObject({ metodoPago: { id: ids.tarjeta, nombre: 'Tarjeta' }, total: '1058.75', pagado: '1058.75', estadoPago: 'Pagada' });
    expect(await movimientosDe(id)).toEqual([]);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '0.00', aFavor: '0.00' });
    const audit = await rows<{ accion: string; antes: unknown; despues: unknown }>(
      t.db,
      sql`select accion, antes, despues from auditoria where entidad = 'ventas' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(audit).toEqual([
      {
        accion: 'actualizar',
        // The commission (5 % of 1210.00 = 60.50) follows the discount: 1058.75 × 5 % = 52.9375 → 52.94.
        antes: { metodoPagoId: ids.efectivo, descuento: '0', total: '1210.00', pagado: '1210.00', pagada: true, comisiones: ['60.50'] },
        despues: { metodoPagoId: ids.tarjeta, descuento: '12.5', total: '1058.75', pagado: '1058.75', pagada: true, comisiones: ['52.94'] },
      },
    ]);
  });

  test('non-CC → CC without a client → 400 and nothing changes', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    const res = await editar(id, { metodoPagoId: ids.cc, descuento: '0' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Una venta en Cuenta Corriente requiere un cliente.' });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ metodoPago: { nombre: 'Efectivo' }, pagado: '1210.00' });
  });

  test('non-CC → CC with a client: Pendiente, pagado 0 and a DEBITO of the total', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, clienteId, detalles: [{ productoId: perfume.id }] });
    const res = await editar(id, { metodoPagoId: ids.cc, descuento: '50' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: '605.00', pagado: '0.00', pagada: false, estadoPago: 'Pendiente', metodoPago: { nombre: 'Cuenta Corriente' } });
    expect(await movimientosDe(id)).toEqual([
      { tipo: 'DEBITO', monto: '605.00', descripcion: `Deuda por venta #${id}`, saldo_previo: '0.00', saldo_nuevo: '605.00' },
    ]);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '605.00', aFavor: '0.00' });
  });

  test('CC → CC moves the debit by the difference (CREDITO when it shrinks, DEBITO when it grows); pagado stays', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id, cantidad: '2' }] });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '2420.00', aFavor: '0.00' });

    const menos = await editar(id, { metodoPagoId: ids.cc, descuento: '10' });
    expect(menos.status).toBe(200);
    expect(menos.body).toMatchObject({ total: '2178.00', pagado: '0.00', estadoPago: 'Pendiente' });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '2178.00', aFavor: '0.00' });

    const mas = await editar(id, { metodoPagoId: ids.cc, descuento: '5' });
    expect(mas.body).toMatchObject({ total: '2299.00' });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '2299.00', aFavor: '0.00' });

    const igual = await editar(id, { metodoPagoId: ids.cc, descuento: '5' });
    expect(igual.status).toBe(200);
    expect((await movimientosDe(id)).slice(1)).toEqual([
      { tipo: 'CREDITO', monto: '242.00', descripcion: `Ajuste de venta #${id}`, saldo_previo: '2420.00', saldo_nuevo: '2178.00' },
      { tipo: 'DEBITO', monto: '121.00', descripcion: `Ajuste de venta #${id}`, saldo_previo: '2178.00', saldo_nuevo: '2299.00' },
    ]);
  });

  test('CC → CC on a partly paid sale: pagado stays up to the new total, the excess is credit in favour', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] }); // 1210.00
    expect((await pagarCuenta(u.admin, { clienteId, monto: '1000.00' })).aplicaciones).toEqual([expect.objectContaining({ tipo: 'venta', id, aplicado: toMoney('1000.00') })]);
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body.estadoPago).toBe('Parcial');

    const menos = await editar(id, { metodoPagoId: ids.cc, descuento: '10' }); // 1089.00: still 89.00 owed
    expect(menos.body).toMatchObject({ total: '1089.00', pagado: '1000.00', pagada: false, estadoPago: 'Parcial' });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '89.00', aFavor: '0.00' });

    const res = await editar(id, { metodoPagoId: ids.cc, descuento: '20' }); // 968.00
    expect(res.body).toMatchObject({ total: '968.00', pagado: '968.00', pagada: true, estadoPago: 'Pagada' });
    // Owed 89.00 before; the debit shrank by 121.00: the 32.00 paid above the total are in favour.
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '0.00', aFavor: '32.00' });
  });

  test('CC → non-CC with payments on it → 409 and nothing changes', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] });
    expect((await pagarCuenta(u.admin, { clienteId, monto: '10.00' })).aplicaciones).toEqual([expect.objectContaining({ tipo: 'venta', id, aplicado: toMoney('10.00') })]);
    const res = await editar(id, { metodoPagoId: ids.efectivo, descuento: '0' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'La venta ya tiene pagos en cuenta corriente: no se puede cambiar el método de pago.' });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '1200.00', aFavor: '0.00' });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ metodoPago: { nombre: 'Cuenta Corriente' }, pagado: '10.00' });
  });

  test('CC → non-CC with nothing paid: a CREDITO reverses the debit, then Pagada with pagado = total', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] });
    const res = await editar(id, { metodoPagoId: ids.tarjeta, descuento: '10' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: '1089.00', pagado: '1089.00', pagada: true, estadoPago: 'Pagada', metodoPago: { nombre: 'Tarjeta' } });
    expect((await movimientosDe(id)).slice(1)).toEqual([
      {
        tipo: 'CREDITO',
        monto: '1210.00',
        descripcion: `Cambio de método de pago de venta #${id}: se revierte la deuda`,
        saldo_previo: '1210.00',
        saldo_nuevo: '0.00',
      },
    ]);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '0.00', aFavor: '0.00' });
  });

  test('currency other than the sale’s, unknown or deleted payment method → 400; unknown sale → 404', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    expect(await editar(id, { metodoPagoId: ids.efectivo, descuento: '0', monedaId: 2 })).toMatchObject({
      status: 400,
      body: { message: 'La moneda de una venta no se puede cambiar.' },
    });
    expect(await editar(id, { metodoPagoId: 99999, descuento: '0' })).toMatchObject({
      status: 400,
      body: { message: 'El método de pago seleccionado no existe.' },
    });
    const borrado = await u.admin.post('/api/metodo-pago', { nombre: 'Vale', descripcion: null });
    await u.admin.delete(`/api/metodo-pago/${borrado.body.id}`);
    expect((await editar(id, { metodoPagoId: borrado.body.id, descuento: '0' })).status).toBe(400);
    expect(await editar(id, { metodoPagoId: ids.efectivo, descuento: '100.5' })).toMatchObject({
      status: 400,
      body: { message: 'El descuento total debe estar entre 0% y 100%' },
    });
    expect(await editar(999999, { metodoPagoId: ids.efectivo, descuento: '0' })).toMatchObject({
      status: 404,
      body: { message: 'Venta no encontrada.' },
    });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ total: '1210.00', descuento: '0' });
  });

  test('an annulled sale cannot be edited → 409', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    expect((await anular(id)).status).toBe(200);
    const res = await editar(id, { metodoPagoId: ids.efectivo, descuento: '10' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'La venta está anulada: no se puede modificar.' });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ total: '1210.00', isDeleted: true });
  });
});

describe('money limits', () => {
  const caros = () => [
    { productoId: caro1.id, cantidad: '1' },
    { productoId: caro2.id, cantidad: '1' },
  ];

  test('creation: a total above 999.999.999.999,99 → 400 in Spanish', async () => {
    const res = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: ids.efectivo,
      detalles: caros().map((l) => ({ ...l, precioUnitario: '0' })),
      descuento: '0',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'El importe supera el máximo admitido (999.999.999.999,99).' });
  });

  test('PUT: a discount that takes the total above the maximum → 400 and nothing changes', async () => {
    const id = await vender(u.admin, { metodoPagoId: ids.efectivo, descuento: '100', detalles: caros() });
    const res = await editar(id, { metodoPagoId: ids.efectivo, descuento: '0' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'El importe supera el máximo admitido (999.999.999.999,99).' });
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ total: '0.00', descuento: '100' });
    const mitad = await editar(id, { metodoPagoId: ids.efectivo, descuento: '50' });
    expect(mitad.body).toMatchObject({ total: '600000000000.00', pagado: '600000000000.00' });
  });

  test('an account balance above the maximum → 400 instead of a database error', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: caro1.id, cantidad: '1' }] });
    const res = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: ids.cc,
      clienteId,
      detalles: [{ productoId: caro2.id, cantidad: '1', precioUnitario: '0' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'El saldo de la cuenta corriente superaría el máximo admitido (999.999.999.999,99).' });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '600000000000.00', aFavor: '0.00' });
  });
});

describe('PUT ventas/anular/{id}', () => {
  test('returns the stock with anulacion movements, marks the sale annulled, audits; a second annul → 409', async () => {
    const stockA = await stockDe(jabonA.id);
    const stockP = await stockDe(perfume.id);
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: jabonA.id, cantidad: '1.25' }, { productoId: perfume.id, cantidad: '3' }] });
    expect(await stockDe(jabonA.id)).not.toBe(stockA);

    const res = await anular(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Venta anulada correctamente' });
    expect(await stockDe(jabonA.id)).toBe(stockA);
    expect(await stockDe(perfume.id)).toBe(stockP);
    const movs = await rows(
      t.db,
      sql`select producto_id, sucursal_id, cantidad, stock_anterior, stock_nuevo from movimientos_stock
          where motivo = 'anulacion' and referencia_id = ${id} order by producto_id`,
    );
    const menos = (a: string, b: string) => toQuantity(new Dec(a).minus(b));
    expect(movs).toEqual([
      { producto_id: jabonA.id, sucursal_id: 1, cantidad: '1.2500', stock_anterior: menos(stockA, '1.25'), stock_nuevo: stockA },
      { producto_id: perfume.id, sucursal_id: 1, cantidad: '3.0000', stock_anterior: menos(stockP, '3'), stock_nuevo: stockP },
    ]);
    const venta = (await u.vendedor.get(`/api/ventas/${id}`)).body;
    expect(venta).toMatchObject({ isDeleted: true, total: '4090.41' }); // 1.25 × 368.33 = 460.41 (460.4125) + 3 × 1210.00
    const [{ deleted_at }] = await rows<{ deleted_at: Date | null }>(t.db, sql`select deleted_at from ventas where id = ${id}`);
    expect(deleted_at).not.toBeNull();
    expect(await movimientosDe(id)).toEqual([]); // no client, no account movement
    const audit = await rows(t.db, sql`select accion from auditoria where entidad = 'ventas' and entidad_id = ${String(id)} order by id`);
    expect(audit).toEqual([{ accion: 'crear' }, { accion: 'anular' }]);

    const otra = await anular(id);
    expect(otra.status).toBe(409);
    expect(otra.body).toEqual({ message: 'La venta ya fue anulada.' });
    expect(await stockDe(jabonA.id)).toBe(stockA);
  });

  test('a Cuenta Corriente sale: a CREDITO of its total brings the balance back to what it was', async () => {
    const clienteId = await nuevoCliente(u.admin);
    await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: jabonA.id, cantidad: '1' }] }); // 368.33 owed before
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] });
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '1578.33', aFavor: '0.00' });
    expect((await anular(id)).status).toBe(200);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '368.33', aFavor: '0.00' });
    expect((await movimientosDe(id)).slice(1)).toEqual([
      { tipo: 'CREDITO', monto: '1210.00', descripcion: `Anulación de venta #${id}`, saldo_previo: '1578.33', saldo_nuevo: '368.33' },
    ]);
  });

  test('a partly paid Cuenta Corriente sale: what was paid becomes credit in favour', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] });
    expect((await pagarCuenta(u.admin, { clienteId, monto: '400.00' })).aplicaciones).toEqual([expect.objectContaining({ tipo: 'venta', id, aplicado: toMoney('400.00') })]);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '810.00', aFavor: '0.00' });
    expect((await anular(id)).status).toBe(200);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '0.00', aFavor: '400.00' });
  });

  test('a paid sale of another method with a client: a CREDITO of what was paid, credit in favour', async () => {
    const clienteId = await nuevoCliente(u.admin);
    const id = await vender(u.admin, { metodoPagoId: ids.tarjeta, clienteId, descuento: '10', detalles: [{ productoId: perfume.id }] }); // 1089.00
    expect((await anular(id)).status).toBe(200);
    expect(await cuentaPesos(clienteId)).toEqual({ debe: '0.00', aFavor: '1089.00' });
    expect(await movimientosDe(id)).toEqual([
      { tipo: 'CREDITO', monto: '1089.00', descripcion: `Anulación de venta #${id}`, saldo_previo: '0.00', saldo_nuevo: '-1089.00' },
    ]);
  });

  test('an unknown sale → 404', async () => {
    expect(await anular(999999)).toMatchObject({ status: 404, body: { message: 'Venta no encontrada.' } });
  });
});

describe('permissions', () => {
  test('Solo lectura and Inventario get 403, a visitor 401, and nothing changes', async () => {
    const id = await vender(u.vendedor, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    for (const c of [u.lectura, u.inventario]) {
      expect((await editar(id, { metodoPagoId: ids.tarjeta, descuento: '10' }, c)).status).toBe(403);
      expect((await anular(id, c)).status).toBe(403);
    }
    expect((await editar(id, { metodoPagoId: ids.tarjeta, descuento: '10' }, u.anonimo)).status).toBe(401);
    expect((await anular(id, u.anonimo)).status).toBe(401);
    expect((await u.vendedor.get(`/api/ventas/${id}`)).body).toMatchObject({ total: '1210.00', isDeleted: false, metodoPago: { nombre: 'Efectivo' } });
  });
});

describe('GET ventas filters', () => {
  let vendedoraId = 0;
  const mias: Record<'pagada' | 'pendiente' | 'parcial' | 'anulada' | 'cero', number> = { pagada: 0, pendiente: 0, parcial: 0, anulada: 0, cero: 0 };

  beforeAll(async () => {
    vendedoraId = await createUserWithRole(t.db, 'filtros@demo.local', 'Vendedora Filtros', ['ventas.post', 'ventas.get', 'ventas.delete']);
    const ella = client(t.app, await login(t.app, 'filtros@demo.local'));
    const clienteId = await nuevoCliente(u.admin);
    const otroCliente = await nuevoCliente(u.admin);
    mias.pagada = await vender(ella, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    mias.pendiente = await vender(ella, { metodoPagoId: ids.cc, clienteId, detalles: [{ productoId: perfume.id }] });
    mias.parcial = await vender(ella, { metodoPagoId: ids.cc, clienteId: otroCliente, detalles: [{ productoId: perfume.id }] });
    expect((await pagarCuenta(u.admin, { clienteId: otroCliente, monto: '0.01' })).aplicaciones).toEqual([expect.objectContaining({ tipo: 'venta', id: mias.parcial, aplicado: toMoney('0.01') })]);
    mias.anulada = await vender(ella, { metodoPagoId: ids.efectivo, detalles: [{ productoId: perfume.id }] });
    expect((await anular(mias.anulada, ella)).status).toBe(200);
    mias.cero = await vender(ella, { metodoPagoId: ids.cc, clienteId, descuento: '100', detalles: [{ productoId: perfume.id }] }); // total 0: Pagada
  });

  const lista = async (query: string) => {
    const res = await u.vendedor.get(`/api/ventas?${query}`);
    expect(res.status).toBe(200);
    return { ids: (res.body.items as Array<{ id: number }>).map((v) => v.id).sort((a, b) => a - b), total: res.body.total as number, body: res.body };
  };
  const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

  test('by seller, payment status and annulled, with exact totals', async () => {
    expect(await lista(`vendedorId=${vendedoraId}`)).toMatchObject({
      total: 5,
      ids: sorted(mias.pagada, mias.pendiente, mias.parcial, mias.anulada, mias.cero),
    });
    expect(await lista(`vendedorId=${vendedoraId}&estadoPago=Pagada`)).toMatchObject({ total: 3, ids: sorted(mias.pagada, mias.anulada, mias.cero) });
    expect(await lista(`vendedorId=${vendedoraId}&estadoPago=Pagada&anulada=false`)).toMatchObject({ total: 2, ids: sorted(mias.pagada, mias.cero) });
    expect(await lista(`vendedorId=${vendedoraId}&anulada=true`)).toMatchObject({ total: 1, ids: [mias.anulada] });
    expect(await lista(`vendedorId=${vendedoraId}&estadoPago=Parcial`)).toMatchObject({ total: 1, ids: [mias.parcial] });
    expect(await lista(`vendedorId=${vendedoraId}&estadoPago=Pendiente`)).toMatchObject({ total: 1, ids: [mias.pendiente] });
    const pendiente = (await lista(`vendedorId=${vendedoraId}&estadoPago=Pendiente`)).body.items[0];
    expect(pendiente).toMatchObject({ estadoPago: 'Pendiente', vendedor: { id: vendedoraId, name: 'Vendedora Filtros' } });
  });

  test('combined with the search, dates and paging: the total stays exact, also on a page past the end', async () => {
    const conBusqueda = await lista(`search=vendedora%20filtros&estadoPago=Pagada&anulada=false&pageSize=1`);
    expect(conBusqueda.total).toBe(2);
    expect(conBusqueda.body.totalPages).toBe(2);
    expect(conBusqueda.ids).toHaveLength(1);
    const pasada = await lista(`search=vendedora%20filtros&estadoPago=Pagada&anulada=false&page=9&pageSize=1`);
    expect(pasada).toMatchObject({ total: 2, ids: [] });
    const pasadaSinBusqueda = await lista(`vendedorId=${vendedoraId}&anulada=true&page=3`);
    expect(pasadaSinBusqueda).toMatchObject({ total: 1, ids: [] });
    const hoy = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10); // today in Buenos Aires
    expect(await lista(`vendedorId=${vendedoraId}&fechaDesde=${hoy}&fechaHasta=${hoy}&estadoPago=Pendiente`)).toMatchObject({
      total: 1,
      ids: [mias.pendiente],
    });
    expect(await lista(`search=${mias.parcial}&vendedorId=${vendedoraId}&estadoPago=Parcial`)).toMatchObject({ total: 1, ids: [mias.parcial] });
    expect(await lista(`search=${mias.parcial}&vendedorId=${vendedoraId}&estadoPago=Pendiente`)).toMatchObject({ total: 0, ids: [] });
  });

  test('each filter over the whole list matches the status every sale shows', async () => {
    const todas = await rows<{ id: number }>(t.db, sql`select id from ventas`);
    const detalles = await Promise.all(todas.map(async ({ id }) => (await u.vendedor.get(`/api/ventas/${id}`)).body));
    for (const estado of ['Pagada', 'Parcial', 'Pendiente'] as const) {
      const esperadas = detalles.filter((v) => v.estadoPago === estado);
      expect(esperadas.length).toBeGreaterThan(0);
      expect(await lista(`estadoPago=${estado}&pageSize=100`)).toMatchObject({ total: esperadas.length, ids: sorted(...esperadas.map((v) => v.id)) });
    }
    const anuladas = detalles.filter((v) => v.isDeleted).map((v) => v.id);
    expect(await lista('anulada=true&pageSize=100')).toMatchObject({ total: anuladas.length, ids: sorted(...anuladas) });
    expect((await lista('anulada=false')).total).toBe(detalles.length - anuladas.length);
  });

  test('bad filter values → 400 in Spanish', async () => {
    expect(await u.vendedor.get('/api/ventas?estadoPago=Otra')).toMatchObject({ status: 400, body: { message: 'Estado de pago inválido.' } });
    expect(await u.vendedor.get('/api/ventas?anulada=si')).toMatchObject({ status: 400, body: { message: 'Filtro de anulación inválido.' } });
    expect(await u.vendedor.get('/api/ventas?vendedorId=abc')).toMatchObject({ status: 400, body: { message: 'Vendedor inválido.' } });
  });
});
