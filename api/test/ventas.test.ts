import { sql } from 'drizzle-orm';
import { ventaSchema } from 'shared';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago, nuevoCliente, type ProductoCreado } from './support/fabricas';

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, cc: 0, cliente: 0 };

/** Products created for these tests, with known prices and stock (independent of the seed). */
type P = ProductoCreado;
let perfume: P; // $ 1000.00 + 21 % = 1210.00; 10 in Casa Central, 4 in Sucursal Norte
let jabon: P; // $ 333.33 + 10.5 % = 368.33; 2.5 litros in Casa Central only
let importado: P; // US$ 50.00 + 21 % = 60.50; 100 in Casa Central
let ultimo: P; // 5 units left in Casa Central (concurrency)

const stockDe = async (productoId: number, sucursalId: number) =>
  (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${productoId} and sucursal_id = ${sucursalId}`))[0]
    ?.cantidad;
const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  perfume = await crearProducto(t.db, { codigo: 39001, nombre: 'Perfume de prueba', unidad: 'unidad', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: { 1: '10', 2: '4' } });
  jabon = await crearProducto(t.db, { codigo: 39002, nombre: 'Jabón de prueba', unidad: 'litro', precio: '333.33', alicuotaIva: '10.5', monedaId: 1, costo: '100.00', stock: { 1: '2.5' } });
  importado = await crearProducto(t.db, { codigo: 39003, nombre: 'Fragancia importada', unidad: 'litro', precio: '50.00', alicuotaIva: '21', monedaId: 2, costo: '100.00', stock: { 1: '100' } });
  ultimo = await crearProducto(t.db, { codigo: 39004, nombre: 'Edición limitada', unidad: 'unidad', precio: '10.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: { 1: '5' } });
  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  ids.cliente = await nuevoCliente(u.admin, { nombreApellido: 'Cliente de Prueba', documento: '99888777' });
});
afterAll(() => t.close());

const venta = (over: Record<string, unknown> = {}) => ({
  sucursalId: 1,
  metodoPagoId: ids.efectivo,
  metodoPagoNombre: 'Efectivo',
  monedaId: 1,
  detalles: [{ productoId: perfume.id, cantidad: '2', precioUnitario: '1' }],
  total: '1',
  descuento: 0,
  clienteId: null,
  linea: 2,
  custom: false,
  codigo_pass: null,
  ...over,
});

describe('POST ventas', () => {
  test('creates the sale: product price (not the one sent), server totals, seller commission, stock of that branch only', async () => {
    const res = await u.vendedor.post(
      '/api/ventas',
      venta({
        detalles: [
          { productoId: perfume.id, cantidad: '2', precioUnitario: '1' },
          { productoId: jabon.id, cantidad: '1.5', precioUnitario: 1 },
        ],
        descuento: '5',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ventaId: expect.any(Number) });

    const detalle = await u.vendedor.get(`/api/ventas/${res.body.ventaId}`);
    expect(detalle.status).toBe(200);
    expect(() => ventaSchema.parse(detalle.body)).not.toThrow();
    // Subtotals 2 × 1210.00 = 2420.00 and 1.5 × 368.33 = 552.50 (552.495); their sum 2972.50 − 5 % = 2823.875 → 2823.88
    expect(detalle.body).toMatchObject({
      id: res.body.ventaId,
      vendedor: { name: 'Martín Pereyra' },
      codVendedor: 'V002',
      sucursal: { id: 1, nombre: 'Casa Central' },
      metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
      moneda: { id: 1, simbolo: '$' },
      linea: 2,
      total: '2823.88',
      descuento: '5',
      pagada: true,
      pagado: '2823.88',
      estadoPago: 'Pagada',
      isDeleted: false,
      cliente: null,
    });
    expect(detalle.body.detalles).toEqual([
      // Commission on each line after the discount, at the seller's 5 %: 2420.00 × 0.95 × 5 % = 114.95;
      // 552.50 × 0.95 × 5 % = 26.24375 → 26.24.
      expect.objectContaining({ productoId: perfume.id, cantidad: '2.0000', precioUnitario: '1210.00', subTotal: '2420.00', comisionVendedor: '114.95', custom: false }),
      expect.objectContaining({ productoId: jabon.id, cantidad: '1.5000', precioUnitario: '368.33', subTotal: '552.50', comisionVendedor: '26.24', custom: false }),
    ]);
    expect(detalle.body.detalles[0].producto).toEqual({ id: perfume.id, codigo: '39001', nombre: 'Perfume de prueba', unidad: 'unidad' });

    expect(await stockDe(perfume.id, 1)).toBe('8.0000');
    expect(await stockDe(perfume.id, 2)).toBe('4.0000');
    expect(await stockDe(jabon.id, 1)).toBe('1.0000');
    const movs = await rows(
      t.db,
      sql`select producto_id, sucursal_id, cantidad, motivo, stock_anterior, stock_nuevo, referencia_id from movimientos_stock where referencia_id = ${res.body.ventaId} and motivo = 'venta' order by producto_id`,
    );
    expect(movs).toEqual([
      { producto_id: perfume.id, sucursal_id: 1, cantidad: '-2.0000', motivo: 'venta', stock_anterior: '10.0000', stock_nuevo: '8.0000', referencia_id: res.body.ventaId },
      { producto_id: jabon.id, sucursal_id: 1, cantidad: '-1.5000', motivo: 'venta', stock_anterior: '2.5000', stock_nuevo: '1.0000', referencia_id: res.body.ventaId },
    ]);
    const audit = await rows(t.db, sql`select accion from auditoria where entidad = 'ventas' and entidad_id = ${String(res.body.ventaId)}`);
    expect(audit).toEqual([{ accion: 'crear' }]);
  });

  test('sells from Sucursal Norte without touching Casa Central', async () => {
    // The Sucursal Norte seller (a seller sells only in her branch).
    const res = await u.norte.post('/api/ventas', venta({ sucursalId: 2, detalles: [{ productoId: perfume.id, cantidad: '4', precioUnitario: '0' }] }));
    expect(res.status).toBe(201);
    expect(await stockDe(perfume.id, 2)).toBe('0.0000');
    expect(await stockDe(perfume.id, 1)).toBe('8.0000');
  });

  test("insufficient stock → 409 with the product, the available quantity and unit; nothing changes", async () => {
    const before = { ventas: await cuenta('ventas'), detalles: await cuenta('venta_detalles'), movs: await cuenta('movimientos_stock') };
    const res = await u.vendedor.post(
      '/api/ventas',
      venta({
        detalles: [
          { productoId: perfume.id, cantidad: '1', precioUnitario: '0' },
          { productoId: jabon.id, cantidad: '1.25', precioUnitario: '0' },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Stock insuficiente para 39002 - Jabón de prueba (disponible: 1 litro)' });
    expect(await stockDe(perfume.id, 1)).toBe('8.0000');
    expect(await stockDe(jabon.id, 1)).toBe('1.0000');
    expect({ ventas: await cuenta('ventas'), detalles: await cuenta('venta_detalles'), movs: await cuenta('movimientos_stock') }).toEqual(before);
  });

  test('the available quantity is written without trailing zeros and with a decimal comma', async () => {
    await t.db.execute(sql`update stock set cantidad = 0.75 where producto_id = ${jabon.id} and sucursal_id = 1`);
    const res = await u.vendedor.post('/api/ventas', venta({ detalles: [{ productoId: jabon.id, cantidad: '1', precioUnitario: '0' }] }));
    expect(res.body.message).toBe('Stock insuficiente para 39002 - Jabón de prueba (disponible: 0,75 litro)');
    const sinFila = await u.norte.post('/api/ventas', venta({ sucursalId: 2, detalles: [{ productoId: jabon.id, cantidad: '1', precioUnitario: '0' }] }));
    expect(sinFila.status).toBe(409);
    expect(sinFila.body.message).toBe('Stock insuficiente para 39002 - Jabón de prueba (disponible: 0 litro)');
  });

  test('the same product twice → 400 Este producto ya fue agregado.', async () => {
    const res = await u.vendedor.post(
      '/api/ventas',
      venta({ detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '0' }, { productoId: perfume.id, cantidad: '1', precioUnitario: '0' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Este producto ya fue agregado.' });
  });

  test('products in another currency than the first line → 400 naming the first currency', async () => {
    const res = await u.vendedor.post(
      '/api/ventas',
      venta({ detalles: [{ productoId: importado.id, cantidad: '1', precioUnitario: '0' }, { productoId: perfume.id, cantidad: '1', precioUnitario: '0' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Solo puede agregar productos en la misma moneda: US$' });
  });

  test('a sale in dollars takes the currency of its products', async () => {
    const res = await u.vendedor.post('/api/ventas', venta({ monedaId: 2, detalles: [{ productoId: importado.id, cantidad: '3', precioUnitario: '0' }] }));
    expect(res.status).toBe(201);
    const detalle = await u.vendedor.get(`/api/ventas/${res.body.ventaId}`);
    expect(detalle.body).toMatchObject({ moneda: { id: 2, nombre: 'Dólares', simbolo: 'US$' }, total: '181.50' });
  });

  test.each([
    ['no products', { detalles: [] }, 'Debe agregar al menos un producto.'],
    ['no branch', { sucursalId: null }, 'Debe seleccionar una sucursal.'],
    ['discount above 100', { descuento: '101' }, 'El descuento total debe estar entre 0% y 100%'],
    ['line 3', { linea: 3 }, 'La línea debe ser 1 (factura electrónica) o 2 (comprobante interno).'],
    ['zero quantity', { detalles: [{ productoId: 1, cantidad: '0', precioUnitario: '0' }] }, 'La cantidad debe ser mayor a cero.'],
    ['5 decimals', { detalles: [{ productoId: 1, cantidad: '1.00001', precioUnitario: '0' }] }, 'La cantidad admite hasta 4 decimales y no puede ser negativa.'],
    ['negative price', { detalles: [{ productoId: 1, cantidad: '1', precioUnitario: '-1' }] }, 'El precio admite hasta 2 decimales y no puede ser negativo.'],
  ])('%s → 400 with its Spanish message', async (_case, over, message) => {
    const before = await cuenta('ventas');
    const res = await u.vendedor.post('/api/ventas', venta(over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await cuenta('ventas')).toBe(before);
  });

  test.each([
    ['branch', { sucursalId: 99 }, 'La sucursal seleccionada no existe.'],
    ['payment method', { metodoPagoId: 999 }, 'El método de pago seleccionado no existe.'],
    ['client', { clienteId: 99999 }, 'El cliente seleccionado no existe.'],
    ['product', { detalles: [{ productoId: 99999, cantidad: '1', precioUnitario: '0' }] }, 'El producto 99999 no existe o fue dado de baja.'],
  ])('an unknown %s → 400 with a clear Spanish message', async (_case, over, message) => {
    const res = await u.vendedor.post('/api/ventas', venta(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('needs ventas.post', async () => {
    expect((await u.lectura.post('/api/ventas', venta())).status).toBe(403);
    expect((await u.inventario.post('/api/ventas', venta())).status).toBe(403);
    expect((await u.anonimo.post('/api/ventas', venta())).status).toBe(401);
  });
});

describe('Cuenta Corriente', () => {
  test('without a client → 400 and nothing written', async () => {
    const before = await cuenta('ventas');
    const res = await u.vendedor.post('/api/ventas', venta({ metodoPagoId: ids.cc, metodoPagoNombre: 'Cuenta Corriente' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Una venta en Cuenta Corriente requiere un cliente.' });
    expect(await cuenta('ventas')).toBe(before);
    expect(await stockDe(perfume.id, 1)).toBe('8.0000');
  });

  test('with a client: Pendiente, pagado 0, and a DEBITO on the account in the sale currency', async () => {
    const res = await u.vendedor.post(
      '/api/ventas',
      venta({ metodoPagoId: ids.cc, clienteId: ids.cliente, detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '0' }] }),
    );
    expect(res.status).toBe(201);
    const detalle = (await u.vendedor.get(`/api/ventas/${res.body.ventaId}`)).body;
    expect(detalle).toMatchObject({
      pagada: false,
      pagado: '0.00',
      total: '1210.00',
      estadoPago: 'Pendiente',
      cliente: { id: ids.cliente, nombreApellido: 'Cliente de Prueba', documento: '99888777' },
      metodoPago: { nombre: 'Cuenta Corriente' },
    });
    const movs = await rows(
      t.db,
      sql`select tipo, moneda_id, monto, saldo_previo, saldo_nuevo, venta_id, descripcion from movimientos_cuenta_corriente where cliente_id = ${ids.cliente}`,
    );
    expect(movs).toEqual([
      {
        tipo: 'DEBITO',
        moneda_id: 1,
        monto: '1210.00',
        saldo_previo: '0.00',
        saldo_nuevo: '1210.00',
        venta_id: res.body.ventaId,
        descripcion: `Deuda por venta #${res.body.ventaId}`,
      },
    ]);
    const cliente = (await u.vendedor.get(`/api/clientes/${ids.cliente}`)).body;
    expect(cliente.cuentaCorriente).toMatchObject({ saldo_pesos: '1210.00', saldo_dolares: '0.00' });

    // A second one accumulates the running balance.
    await u.vendedor.post('/api/ventas', venta({ metodoPagoId: ids.cc, clienteId: ids.cliente, detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '0' }] }));
    const [ultimoMov] = await rows(t.db, sql`select saldo_previo, saldo_nuevo from movimientos_cuenta_corriente where cliente_id = ${ids.cliente} order by id desc limit 1`);
    expect(ultimoMov).toEqual({ saldo_previo: '1210.00', saldo_nuevo: '2420.00' });
  });
});

describe('authorization codes (codigo_pass)', () => {
  test('only ventas.autorizar_precio generates codes: 6 digits, valid 10 minutes, stored hashed', async () => {
    expect((await u.vendedor.post('/api/ventas/codigos-autorizacion')).status).toBe(403);
    const res = await u.admin.post('/api/ventas/codigos-autorizacion');
    expect(res.status).toBe(201);
    expect(res.body.codigo).toMatch(/^\d{6}$/);
    const minutes = (new Date(res.body.expiraEn).getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await rows(t.db, sql`select count(*)::int as n from codigos_autorizacion where codigo_hash = ${res.body.codigo}`);
    expect(stored).toEqual([{ n: 0 }]);
  });

  test('check-code-pass validates without consuming; the sale consumes it; a second use is refused', async () => {
    const { codigo } = (await u.admin.post('/api/ventas/codigos-autorizacion')).body;
    expect((await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: true });
    expect((await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: true });

    const res = await u.vendedor.post(
      '/api/ventas',
      venta({
        custom: true,
        codigo_pass: codigo,
        detalles: [
          { productoId: perfume.id, cantidad: '1', precioUnitario: '999.99', custom: true },
          { productoId: ultimo.id, cantidad: '1', precioUnitario: '1', custom: false },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const detalle = (await u.vendedor.get(`/api/ventas/${res.body.ventaId}`)).body;
    expect(detalle.detalles.map((d: { precioUnitario: string; custom: boolean }) => [d.precioUnitario, d.custom])).toEqual([
      ['999.99', true],
      ['12.10', false],
    ]);
    expect(detalle.total).toBe('1012.09');

    expect((await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: false });
    const again = await u.vendedor.post(
      '/api/ventas',
      venta({ codigo_pass: codigo, detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '1.00', custom: true }] }),
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Código de autorización inválido' });
    await t.db.execute(sql`update stock set cantidad = 5 where producto_id = ${ultimo.id} and sucursal_id = 1`);
  });

  test('a custom price without a code → 400 Debe ingresar un código de autorización; a wrong one → 400 inválido', async () => {
    const before = await stockDe(perfume.id, 1);
    const sin = await u.vendedor.post('/api/ventas', venta({ detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '1', custom: true }] }));
    expect(sin.status).toBe(400);
    expect(sin.body).toEqual({ message: 'Debe ingresar un código de autorización' });
    const mal = await u.vendedor.post(
      '/api/ventas',
      venta({ codigo_pass: '000000', detalles: [{ productoId: perfume.id, cantidad: '1', precioUnitario: '1', custom: true }] }),
    );
    expect(mal.status).toBe(400);
    expect(mal.body).toEqual({ message: 'Código de autorización inválido' });
    expect(await stockDe(perfume.id, 1)).toBe(before);
  });

  test('an expired code is invalid', async () => {
    const { codigo } = (await u.admin.post('/api/ventas/codigos-autorizacion')).body;
    await t.db.execute(sql`update codigos_autorizacion set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: false });
  });

  test('an empty code → 400 Debe ingresar un código de autorización', async () => {
    const res = await u.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Debe ingresar un código de autorización');
  });

  test('check-code-pass is rate limited per user', async () => {
    const limited = await createTestApp({ config: { codeRateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const c = await demoClients(limited.app);
      expect((await c.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: '123456' })).status).toBe(200);
      expect((await c.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: '123457' })).status).toBe(200);
      const third = await c.vendedor.post('/api/ventas/check-code-pass', { codigo_pass: '123458' });
      expect(third.status).toBe(429);
      expect((await c.admin.post('/api/ventas/check-code-pass', { codigo_pass: '123458' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('concurrency', () => {
  test('20 parallel sales of the last 5 units: exactly 5 succeed, stock ends at 0, never negative', async () => {
    await t.db.execute(sql`update stock set cantidad = 5 where producto_id = ${ultimo.id} and sucursal_id = 1`);
    const [{ maxId }] = await rows<{ maxId: number }>(t.db, sql`select max(id) as "maxId" from ventas`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.vendedor.post('/api/ventas', venta({ detalles: [{ productoId: ultimo.id, cantidad: '1', precioUnitario: '0' }] })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockDe(ultimo.id, 1)).toBe('0.0000');
    const vendidas = await rows(
      t.db,
      sql`select coalesce(sum(d.cantidad), 0) as total from venta_detalles d join ventas v on v.id = d.venta_id where d.producto_id = ${ultimo.id} and v.id > ${maxId}`,
    );
    expect(vendidas).toEqual([{ total: '5.0000' }]);
  });
});

describe('GET ventas and GET ventas/{id}', () => {
  test('missing → 404 Venta no encontrada.', async () => {
    const res = await u.vendedor.get('/api/ventas/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Venta no encontrada.' });
  });

  test('newest first, paged, searchable by client and by number', async () => {
    const res = await u.vendedor.get('/api/ventas?page=1&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    const fechas = res.body.items.map((v: { fechaVenta: string }) => v.fechaVenta);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 5));

    const porCliente = await u.vendedor.get('/api/ventas?search=cliente%20de%20prueba');
    expect(porCliente.body.total).toBe(2);
    for (const v of porCliente.body.items) expect(v.estadoPago).toBe('Pendiente');
    // Name or document ('99888777'), anywhere, case-insensitive; never across the two.
    const total = async (search: string) => (await u.vendedor.get(`/api/ventas?search=${encodeURIComponent(search)}`)).body.total;
    expect(await total('DE PRUEBA')).toBe(2);
    expect(await total('988877')).toBe(2);
    expect(await total('prueba99888')).toBe(0);
    expect(await total('prueba 99888')).toBe(0);

    const id = porCliente.body.items[0].id;
    const porNumero = await u.vendedor.get(`/api/ventas?search=${id}`);
    expect(porNumero.body.items.map((v: { id: number }) => v.id)).toContain(id);
  });

  test('date filters are Buenos Aires calendar days, both ends included', async () => {
    const [v] = await rows<{ id: number }>(t.db, sql`select id from ventas order by id desc limit 1`);
    // 2025-03-01 23:30 in Buenos Aires is 2025-03-02 02:30 UTC.
    await t.db.execute(sql`update ventas set fecha = '2025-03-02T02:30:00Z' where id = ${v.id}`);
    const dia = await u.vendedor.get('/api/ventas?fechaDesde=2025-03-01&fechaHasta=2025-03-01');
    expect(dia.body.items.map((x: { id: number }) => x.id)).toEqual([v.id]);
    const siguiente = await u.vendedor.get('/api/ventas?fechaDesde=2025-03-02&fechaHasta=2025-03-31');
    expect(siguiente.body.total).toBe(0);
    const mal = await u.vendedor.get('/api/ventas?fechaDesde=01/03/2025');
    expect(mal.status).toBe(400);
    expect(mal.body.message).toBe('Fecha inválida.');
  });

  test('the list needs ventas.get or facturacion.get; the detail ventas.detail.get', async () => {
    expect((await u.lectura.get('/api/ventas')).status).toBe(200);
    expect((await u.inventario.get('/api/ventas')).status).toBe(403);
    expect((await u.inventario.get('/api/ventas/1')).status).toBe(403);
    await t.db.execute(sql`update roles set permissions = array_remove(permissions, 'ventas.get') where name = 'Solo lectura'`);
    try {
      expect((await u.lectura.get('/api/ventas')).status).toBe(200); // still holds facturacion.get
    } finally {
      await t.db.execute(sql`update roles set permissions = permissions || array['ventas.get'] where name = 'Solo lectura'`);
    }
  });
});
