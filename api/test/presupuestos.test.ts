import { sql } from 'drizzle-orm';
import { presupuestoSchema, presupuestosPageSchema } from 'shared';
import { createTestApp, demoClients, login, client, rows, type TestApp } from './helpers';
import { crearProducto, metodosDePago, nuevoCliente } from './support/fabricas';
import { createUserWithRole } from './support/harness';

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, cc: 0, cliente: 0, otroCliente: 0 };

/** Products created for these tests, with known prices and stock (independent of the seed). */
let perfume: number; // 39101: $ 1000.00 + 21 % = 1210.00; 10 in Casa Central, 4 in Sucursal Norte
let jabon: number; // 39102: $ 333.33 + 10.5 % = 368.33 per litre; 2.5 in Casa Central only
let importado: number; // 39103: US$ 50.00 + 21 % = 60.50; 100 in Casa Central

const stockDe = async (productoId: number, sucursalId: number) =>
  (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${productoId} and sucursal_id = ${sucursalId}`))[0]
    ?.cantidad;
const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
const linea = (productoId: number, cantidad: string, over: Record<string, unknown> = {}) => ({ productoId, cantidad, precioUnitario: '0', ...over });

/** A valid POST presupuestos body: one perfume in Casa Central, no client. */
const cuerpo = (over: Record<string, unknown> = {}) => ({
  sucursalId: 1,
  clienteId: null,
  monedaId: 1,
  descuento: '0',
  detalles: [linea(perfume, '1')],
  ...over,
});

/** A fresh one-time authorization code issued by the administrator (a seller's discount above 5 % needs one). */
async function codigoAutorizacion(): Promise<string> {
  const res = await u.admin.post('/api/ventas/codigos-autorizacion', {});
  expect(res.status).toBe(201);
  return res.body.codigo;
}

/** Creates a quote as `quien` (the seller by default) and returns its id. */
async function crear(over: Record<string, unknown> = {}, quien = u.vendedor): Promise<number> {
  const res = await quien.post('/api/presupuestos', cuerpo(over));
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  perfume = (await crearProducto(t.db, { codigo: 39101, nombre: 'Perfume de presupuesto', unidad: 'unidad', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: { 1: '10', 2: '4' } })).id;
  jabon = (await crearProducto(t.db, { codigo: 39102, nombre: 'Jabón de presupuesto', unidad: 'litro', precio: '333.33', alicuotaIva: '10.5', monedaId: 1, costo: '100.00', stock: { 1: '2.5' } })).id;
  importado = (await crearProducto(t.db, { codigo: 39103, nombre: 'Fragancia importada de presupuesto', unidad: 'litro', precio: '50.00', alicuotaIva: '21', monedaId: 2, costo: '100.00', stock: { 1: '100' } })).id;
  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  ids.cliente = await nuevoCliente(u.admin, { nombreApellido: 'Zoe Presupuestaria', documento: '30-71234567-1', tipo: 'empresa', condicionIVA: 'Responsable Inscripto', nombreEmpresa: 'Zeta SRL' });
  ids.otroCliente = await nuevoCliente(u.admin, { nombreApellido: 'Ulises Cotizante', documento: '20-33444555-1', tipo: 'empresa', condicionIVA: 'Responsable Inscripto', nombreEmpresa: 'Zeta SRL' });
});
afterAll(() => t.close());

describe('demo seed (runs first: before this file creates quotes)', () => {
  test('a dozen quotes of both sellers and branches; 3 annulled; 3 converted into real sales with their stock movements', async () => {
    const { presupuestos, total } = (await u.vendedor.get('/api/presupuestos?pageSize=100')).body;
    expect(total).toBe(12);
    type Fila = { vendedor: string; sucursalId: number; cliente: unknown; estado: string; convertidoEnVenta: boolean; ventaId: number | null; descuento: string; moneda: { simbolo: string } };
    const filas = presupuestos as Fila[];
    // The seller's quotes of Sucursal Norte are that branch's seller's (Valeria Ruiz): a seller quotes only in her branch.
    expect(new Set(filas.map((p) => p.vendedor))).toEqual(new Set(['Martín Pereyra', 'Laura Gómez', 'Valeria Ruiz']));
    expect(new Set(filas.map((p) => p.sucursalId))).toEqual(new Set([1, 2]));
    expect(filas.filter((p) => p.cliente === null)).toHaveLength(2);
    expect(filas.filter((p) => p.descuento !== '0').length).toBeGreaterThan(0);
    expect(filas.some((p) => p.moneda.simbolo === 'US$')).toBe(true);
    expect((await u.vendedor.get('/api/presupuestos?estado=anulado')).body.total).toBe(3);
    const convertidos = filas.filter((p) => p.convertidoEnVenta);
    expect(convertidos).toHaveLength(3);
    for (const p of convertidos) {
      const venta = (await u.admin.get(`/api/ventas/${p.ventaId}`)).body;
      expect(venta).toMatchObject({ origen: 'presupuesto', isDeleted: false });
      const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from movimientos_stock where motivo = 'venta' and referencia_id = ${p.ventaId}`);
      expect(n).toBe(venta.detalles.length);
    }
  });
});

describe('POST presupuestos', () => {
  test('prices from the product (not the ones sent), totals to the cent with discount, the seller is the user, stock untouched', async () => {
    const stockAntes = { perfume: await stockDe(perfume, 1), jabon: await stockDe(jabon, 1) };
    const movsAntes = await cuenta('movimientos_stock');
    // 2 × 1210.00 = 2420.00; 1.5 × 368.33 = 552.495 → 552.50; 2972.50 − 10 % = 2675.25
    const res = await u.vendedor.post(
      '/api/presupuestos',
      cuerpo({
        clienteId: ids.cliente,
        descuento: '10',
        total: '2675.25',
        detalles: [linea(perfume, '2', { precioUnitario: '1', subTotal: '2420.00', monedaId: 1 }), linea(jabon, '1.5', { precioUnitario: '368.33' })],
        // 10 % is above the Vendedor's 5 %: authorised with a code.
        codigo_pass: await codigoAutorizacion(),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });

    const detalle = await u.vendedor.get(`/api/presupuestos/${res.body.id}`);
    expect(detalle.status).toBe(200);
    expect(() => presupuestoSchema.parse(detalle.body)).not.toThrow();
    expect(detalle.body).toMatchObject({
      id: res.body.id,
      clienteId: ids.cliente,
      vendedor: 'Martín Pereyra',
      codVendedor: 'V002',
      sucursalId: 1,
      sucursal: { id: 1, nombre: 'Casa Central' },
      moneda: { id: 1, simbolo: '$' },
      monedaId: 1,
      total: '2675.25',
      descuento: '10',
      estado: 'activo',
      isDeleted: false,
      convertidoEnVenta: false,
      ventaId: null,
    });
    expect(detalle.body.detalles).toEqual([
      {
        id: expect.any(Number),
        productoId: perfume,
        codigo: '39101',
        nombre: 'Perfume de presupuesto',
        unidad: 'unidad',
        cantidad: '2.0000',
        precioUnitario: '1210.00',
        subTotal: '2420.00',
        stock: '10.0000',
        monedaId: 1,
        monedaSimbolo: '$',
        valorFinal: '1210.00',
        custom: false,
      },
      expect.objectContaining({ productoId: jabon, codigo: '39102', unidad: 'litro', cantidad: '1.5000', precioUnitario: '368.33', subTotal: '552.50', stock: '2.5000', custom: false }),
    ]);

    expect({ perfume: await stockDe(perfume, 1), jabon: await stockDe(jabon, 1) }).toEqual(stockAntes);
    expect(await cuenta('movimientos_stock')).toBe(movsAntes);
    const audit = await rows(t.db, sql`select accion from auditoria where entidad = 'presupuestos' and entidad_id = ${String(res.body.id)}`);
    expect(audit).toEqual([{ accion: 'crear' }]);
  });

  test('a quote in dollars takes the currency of its products; more than in stock is fine (a quote never checks stock)', async () => {
    const id = await crear({ monedaId: 2, detalles: [linea(importado, '300')] });
    const detalle = (await u.vendedor.get(`/api/presupuestos/${id}`)).body;
    expect(detalle).toMatchObject({ moneda: { id: 2, simbolo: 'US$' }, monedaId: 2, total: '18150.00' });
    expect(detalle.detalles[0]).toMatchObject({ monedaSimbolo: 'US$', valorFinal: '60.50', stock: '100.0000' });
    expect(await stockDe(importado, 1)).toBe('100.0000');
  });

  test('the stock shown is that of the quote\'s branch (0 without a stock row)', async () => {
    const id = await crear({ sucursalId: 2, detalles: [linea(perfume, '1'), linea(jabon, '1')] }, u.norte);
    const { detalles } = (await u.vendedor.get(`/api/presupuestos/${id}`)).body;
    expect(detalles.map((d: { stock: string }) => d.stock)).toEqual(['4.0000', '0.0000']);
  });

  test('an overridden price needs an authorization code (as a sale): none → 400, a wrong one → 400, nothing written; a valid one keeps the price and is used', async () => {
    const antes = await cuenta('presupuestos');
    const codigosAntes = await cuenta('codigos_autorizacion where used_at is not null');
    const custom = [linea(perfume, '3', { precioUnitario: '999.99', custom: true })];
    for (const quien of [u.vendedor, u.admin]) {
      const sinCodigo = await quien.post('/api/presupuestos', cuerpo({ detalles: custom }));
      expect([sinCodigo.status, sinCodigo.body]).toEqual([400, { message: 'Debe ingresar un código de autorización' }]);
      const vacio = await quien.post('/api/presupuestos', cuerpo({ detalles: custom, codigo_pass: '  ' }));
      expect([vacio.status, vacio.body]).toEqual([400, { message: 'Debe ingresar un código de autorización' }]);
    }
    const malo = await u.vendedor.post('/api/presupuestos', cuerpo({ detalles: custom, codigo_pass: '000000' }));
    expect([malo.status, malo.body]).toEqual([400, { message: 'Código de autorización inválido' }]);
    expect(await cuenta('presupuestos')).toBe(antes);

    const codigo = await codigoAutorizacion();
    const ok = await u.vendedor.post('/api/presupuestos', cuerpo({ detalles: custom, total: '2999.97', codigo_pass: codigo }));
    expect(ok.status).toBe(201);
    const { detalles, total, vendedor, codVendedor } = (await u.vendedor.get(`/api/presupuestos/${ok.body.id}`)).body;
    expect({ vendedor, codVendedor, total }).toEqual({ vendedor: 'Martín Pereyra', codVendedor: 'V002', total: '2999.97' });
    expect(detalles[0]).toMatchObject({ precioUnitario: '999.99', subTotal: '2999.97', valorFinal: '1210.00', custom: true });
    const [uso] = await rows<{ motivos: string[]; entidad: string; entidad_id: number }>(
      t.db,
      sql`select motivos, entidad, entidad_id from codigos_autorizacion where used_at is not null order by used_at desc, id desc limit 1`,
    );
    expect(uso).toEqual({ motivos: ['precio'], entidad: 'presupuestos', entidad_id: ok.body.id });
    expect(await cuenta('codigos_autorizacion where used_at is not null')).toBe(codigosAntes + 1);
    // A code serves once.
    const otraVez = await u.vendedor.post('/api/presupuestos', cuerpo({ detalles: custom, codigo_pass: codigo }));
    expect([otraVez.status, otraVez.body]).toEqual([400, { message: 'Código de autorización inválido' }]);
  });

  test('one code approves an overridden price and a discount above the role limit together (motivos precio and descuento)', async () => {
    const ok = await u.vendedor.post(
      '/api/presupuestos',
      cuerpo({ descuento: '10', detalles: [linea(perfume, '1', { precioUnitario: '1000', custom: true })], codigo_pass: await codigoAutorizacion() }),
    );
    expect(ok.status).toBe(201);
    const [uso] = await rows<{ motivos: string[] }>(t.db, sql`select motivos from codigos_autorizacion where entidad = 'presupuestos' and entidad_id = ${ok.body.id}`);
    expect(uso.motivos).toEqual(['precio', 'descuento']);
  });

  test('a line marked custom with the product\'s own price is not an override: no permission needed', async () => {
    const id = await crear({ detalles: [linea(perfume, '1', { precioUnitario: '1210', custom: true })] });
    const { detalles } = (await u.vendedor.get(`/api/presupuestos/${id}`)).body;
    expect(detalles[0]).toMatchObject({ precioUnitario: '1210.00', custom: false });
  });

  test('the total sent must match the lines to the cent (0.01 of tolerance)', async () => {
    const antes = await cuenta('presupuestos');
    const malo = await u.vendedor.post('/api/presupuestos', cuerpo({ total: '1210.02' }));
    expect(malo.status).toBe(400);
    expect(malo.body).toEqual({ message: 'El total no coincide con los productos.' });
    const subtotalMalo = await u.vendedor.post('/api/presupuestos', cuerpo({ detalles: [linea(perfume, '1', { subTotal: '1000.00' })] }));
    expect(subtotalMalo.status).toBe(400);
    expect(subtotalMalo.body).toEqual({ message: 'El total no coincide con los productos.' });
    expect(await cuenta('presupuestos')).toBe(antes);
    expect((await u.vendedor.post('/api/presupuestos', cuerpo({ total: '1210.01' }))).status).toBe(201);
  });

  test.each([
    ['the same product twice', { detalles: [linea(0, '1'), linea(0, '2')] }, 'Este producto ya fue agregado.'],
    ['products of two currencies', { detalles: [linea(-1, '1'), linea(0, '1')] }, 'Solo puede agregar productos en la misma moneda: US$'],
    ['a monedaId other than the products\'', { monedaId: 2 }, 'Solo puede agregar productos en la misma moneda: $'],
    ['a line monedaId other than the quote\'s', { detalles: [linea(0, '1', { monedaId: 2 })] }, 'Solo puede agregar productos en la misma moneda: $'],
    ['an amount a money column cannot hold', { detalles: [linea(0, '9999999999')] }, 'El importe supera el máximo admitido (999.999.999.999,99).'],
    ['an unknown branch', { sucursalId: 999 }, 'La sucursal seleccionada no existe.'],
    ['an unknown client', { clienteId: 999999 }, 'El cliente seleccionado no existe.'],
    ['an unknown product', { detalles: [linea(999999, '1')] }, 'El producto 999999 no existe o fue dado de baja.'],
    ['no products', { detalles: [] }, 'Debe agregar al menos un producto.'],
    ['no branch', { sucursalId: null }, 'Debe seleccionar una sucursal.'],
    ['a discount above 100', { descuento: '100.5' }, 'El descuento total debe estar entre 0% y 100%'],
    ['a zero quantity', { detalles: [linea(0, '0')] }, 'La cantidad debe ser mayor a cero.'],
    ['5 decimals in a quantity', { detalles: [linea(0, '1.00001')] }, 'La cantidad admite hasta 4 decimales y no puede ser negativa.'],
  ])('%s → 400 with its Spanish message, nothing written', async (_caso, over, message) => {
    // Product placeholders: 0 → the perfume, -1 → the imported fragrance.
    const real = JSON.parse(JSON.stringify(over), (k, v) => (k === 'productoId' && v === 0 ? perfume : k === 'productoId' && v === -1 ? importado : v));
    const antes = { p: await cuenta('presupuestos'), d: await cuenta('presupuesto_detalles') };
    const res = await u.vendedor.post('/api/presupuestos', cuerpo(real));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect({ p: await cuenta('presupuestos'), d: await cuenta('presupuesto_detalles') }).toEqual(antes);
  });

  test('a deleted product cannot be quoted', async () => {
    const borrado = (await crearProducto(t.db, { codigo: 39104, nombre: 'Producto dado de baja', unidad: 'unidad', precio: '10.00', alicuotaIva: '21', monedaId: 1, costo: '100.00', stock: {} })).id;
    await t.db.execute(sql`update productos set is_deleted = true where id = ${borrado}`);
    const res = await u.vendedor.post('/api/presupuestos', cuerpo({ detalles: [linea(borrado, '1')] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`El producto ${borrado} no existe o fue dado de baja.`);
  });
});

describe('GET presupuestos/{id}', () => {
  test('the client card is the one GET clientes/{id} answers', async () => {
    const id = await crear({ clienteId: ids.cliente });
    const detalle = (await u.vendedor.get(`/api/presupuestos/${id}`)).body;
    const tarjeta = (await u.admin.get(`/api/clientes/${ids.cliente}`)).body;
    expect(detalle.cliente).toEqual(tarjeta);
    expect(detalle.cliente).toMatchObject({ nombreApellido: 'Zoe Presupuestaria', documento: '30-71234567-1', nombreEmpresa: 'Zeta SRL' });
  });

  test('without client → cliente null', async () => {
    const id = await crear();
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body).toMatchObject({ cliente: null, clienteId: null });
  });

  test('a client deleted after the quote is still shown', async () => {
    const alta = await u.admin.post('/api/clientes', { nombreApellido: 'Cliente que se va', documento: '27-11111111-7', tipo: 'particular', condicionIVA: 'Exento' });
    const id = await crear({ clienteId: alta.body.id });
    // DELETE clientes/{id} refuses a client with quotes (docs/contactos-y-administracion.md); one
    // deleted before that rule, or by hand, must still show.
    expect((await u.admin.delete(`/api/clientes/${alta.body.id}`)).status).toBe(409);
    await t.db.execute(sql`update clientes set is_deleted = true, deleted_at = now() where id = ${alta.body.id}`);
    const res = await u.vendedor.get(`/api/presupuestos/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.cliente).toMatchObject({ id: alta.body.id, nombreApellido: 'Cliente que se va', cuentaCorriente: { saldo_pesos: '0.00' } });
  });

  test('missing → 404 No se encontró el presupuesto.', async () => {
    const res = await u.vendedor.get('/api/presupuestos/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No se encontró el presupuesto.' });
  });
});

describe('GET presupuestos', () => {
  /** Moves a quote to a fixed instant (the list filters are tested on a month no other quote has). */
  const fechar = (id: number, iso: string) => t.db.execute(sql`update presupuestos set fecha = ${iso} where id = ${id}`);
  const lista = async (query: string) => {
    const res = await u.lectura.get(`/api/presupuestos?${query}`);
    expect(res.status).toBe(200);
    expect(() => presupuestosPageSchema.parse(res.body)).not.toThrow();
    return res.body;
  };
  const mayo = 'fechaDesde=2020-05-01&fechaHasta=2020-05-31';
  let deMayo: number[] = [];

  beforeAll(async () => {
    // 17 quotes on 17 days of May 2020 (Buenos Aires noon): 6 for Zoe by the seller, 6 for Ulises by
    // the administrator, 5 without client by the seller; the last one without seller.
    deMayo = [];
    for (let n = 0; n < 17; n += 1) {
      const clienteId = n < 6 ? ids.cliente : n < 12 ? ids.otroCliente : null;
      const id = await crear({ clienteId }, n >= 6 && n < 12 ? u.admin : u.vendedor);
      await fechar(id, `2020-05-${String(n + 1).padStart(2, '0')}T15:00:00Z`);
      deMayo.push(id);
    }
    await t.db.execute(sql`update presupuestos set vendedor_id = null, cod_vendedor = null where id = ${deMayo[16]}`);
  });

  test('newest first, 15 per page by default, exact total, nextPage and prevPage', async () => {
    const p1 = await lista(mayo);
    expect(p1).toMatchObject({ total: 17, totalPages: 2, currentPage: 1, nextPage: 2, prevPage: null, pageSize: 15 });
    expect(p1.presupuestos.map((p: { id: number }) => p.id)).toEqual([...deMayo].reverse().slice(0, 15));
    const p2 = await lista(`${mayo}&page=2`);
    expect(p2).toMatchObject({ total: 17, totalPages: 2, currentPage: 2, nextPage: null, prevPage: 1, pageSize: 15 });
    expect(p2.presupuestos.map((p: { id: number }) => p.id)).toEqual([deMayo[1], deMayo[0]]);
    const p3 = await lista(`${mayo}&page=5`);
    expect(p3).toMatchObject({ presupuestos: [], total: 17, totalPages: 2, nextPage: null, prevPage: 2 });
    const chica = await lista(`${mayo}&pageSize=5&page=2`);
    expect(chica).toMatchObject({ total: 17, totalPages: 4, currentPage: 2, nextPage: 3, prevPage: 1, pageSize: 5 });
    expect(chica.presupuestos).toHaveLength(5);
  });

  test('a row: number, date, client, seller, branch, currency and total; null client and seller are sent as null', async () => {
    const { presupuestos } = await lista(`${mayo}&pageSize=100`);
    const sinNada = presupuestos.find((p: { id: number }) => p.id === deMayo[16]);
    expect(sinNada).toMatchObject({ cliente: null, clienteId: null, vendedor: null, vendedorId: null, codVendedor: null });
    const conCliente = presupuestos.find((p: { id: number }) => p.id === deMayo[0]);
    expect(conCliente).toMatchObject({
      fecha: '2020-05-01T15:00:00.000Z',
      cliente: { id: ids.cliente, nombreApellido: 'Zoe Presupuestaria', documento: '30-71234567-1' },
      vendedor: 'Martín Pereyra',
      codVendedor: 'V002',
      sucursal: { id: 1, nombre: 'Casa Central' },
      moneda: { id: 1, simbolo: '$' },
      total: '1210.00',
      estado: 'activo',
      convertidoEnVenta: false,
    });
  });

  test('search: client name or document, or seller name; anywhere, case-insensitive', async () => {
    expect((await lista(`${mayo}&search=zoe PRESU`)).total).toBe(6);
    expect((await lista('search=presupuestaria&pageSize=100')).presupuestos.every((p: { clienteId: number }) => p.clienteId === ids.cliente)).toBe(true);
    expect((await lista(`${mayo}&search=33444555`)).total).toBe(6);
    expect((await lista(`${mayo}&search=gómez`)).total).toBe(6);
    expect((await lista(`${mayo}&search=martín pereyra`)).total).toBe(10);
    expect((await lista(`${mayo}&search=nadie se llama así`)).total).toBe(0);
    expect((await lista(`${mayo}&search=%25`)).total).toBe(0);
  });

  test('codVendedor: the seller\'s code', async () => {
    expect((await lista(`${mayo}&codVendedor=V001`)).total).toBe(6);
    expect((await lista(`${mayo}&codVendedor=V002`)).total).toBe(10);
    expect((await lista(`${mayo}&codVendedor=V999`)).total).toBe(0);
  });

  test('dates are Buenos Aires days, both ends included', async () => {
    // 2020-05-03T15:00Z is noon of May 3rd; 02:30Z of May 10th is still May 9th in Buenos Aires.
    await fechar(deMayo[9], '2020-05-10T02:30:00Z');
    expect((await lista('fechaDesde=2020-05-03&fechaHasta=2020-05-03')).presupuestos.map((p: { id: number }) => p.id)).toEqual([deMayo[2]]);
    expect((await lista('fechaDesde=2020-05-09&fechaHasta=2020-05-09')).presupuestos.map((p: { id: number }) => p.id)).toEqual([deMayo[9], deMayo[8]]);
    expect((await lista('fechaDesde=2020-05-10&fechaHasta=2020-05-10')).total).toBe(0);
    expect((await lista('fechaDesde=2020-05-16')).total).toBeGreaterThanOrEqual(2);
    expect((await lista('fechaHasta=2020-05-02')).presupuestos.map((p: { id: number }) => p.id)).toEqual([deMayo[1], deMayo[0]]);
  });

  test('estado: activo or anulado', async () => {
    expect((await u.vendedor.put(`/api/presupuestos/anular/${deMayo[3]}`)).status).toBe(200);
    expect((await lista(`${mayo}&estado=anulado`)).presupuestos.map((p: { id: number }) => p.id)).toEqual([deMayo[3]]);
    expect((await lista(`${mayo}&estado=activo`)).total).toBe(16);
    expect((await lista(`${mayo}&estado=anulado&search=zoe`)).total).toBe(1);
  });

  test('a bad filter → 400 in Spanish', async () => {
    const res = await u.lectura.get('/api/presupuestos?estado=convertido');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Estado inválido.');
    expect((await u.lectura.get('/api/presupuestos?pageSize=101')).body.message).toBe('El tamaño de página debe estar entre 1 y 100.');
  });
});

describe('PUT presupuestos/{id}', () => {
  test('replaces client, discount and lines with the same rules; branch and seller stay; audited before and after', async () => {
    // The Sucursal Norte seller's quote (a seller quotes only in her branch).
    const id = await crear({ sucursalId: 2, clienteId: ids.cliente, detalles: [linea(perfume, '1')] }, u.norte);
    // 2 × 60.50 = 121.00 − 12.5 % = 105.875 → 105.88
    const res = await u.admin.put(`/api/presupuestos/${id}`, {
      clienteId: ids.otroCliente,
      descuento: '12.5',
      monedaId: 2,
      total: '105.88',
      detalles: [linea(importado, '2', { precioUnitario: '60.50', subTotal: '121.00', monedaId: 2 })],
    });
    expect(res.status).toBe(200);
    expect(() => presupuestoSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({
      id,
      clienteId: ids.otroCliente,
      cliente: { id: ids.otroCliente, nombreApellido: 'Ulises Cotizante' },
      sucursalId: 2,
      vendedor: 'Valeria Ruiz',
      codVendedor: 'V003',
      moneda: { id: 2, simbolo: 'US$' },
      descuento: '12.5',
      total: '105.88',
    });
    expect(res.body.detalles).toEqual([expect.objectContaining({ productoId: importado, cantidad: '2.0000', precioUnitario: '60.50', subTotal: '121.00', stock: '0.0000' })]);
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body).toEqual(res.body);
    const [audit] = await rows<{ antes: { total: string; clienteId: number }; despues: { total: string; clienteId: number } }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'presupuestos' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(audit.antes).toMatchObject({ clienteId: ids.cliente, total: '1210.00' });
    expect(audit.despues).toMatchObject({ clienteId: ids.otroCliente, total: '105.88' });
  });

  test('an edit keeps an authorised price without a new code, but a new price needs one (400 without it, nothing changes)', async () => {
    const id = await crear({ detalles: [linea(perfume, '1', { precioUnitario: '900.00', custom: true })], codigo_pass: await codigoAutorizacion() });
    const mismo = await u.vendedor.put(`/api/presupuestos/${id}`, {
      clienteId: ids.cliente,
      descuento: '5',
      detalles: [linea(perfume, '2', { precioUnitario: '900.00', custom: true })],
    });
    expect(mismo.status).toBe(200);
    expect(mismo.body).toMatchObject({ total: '1710.00', clienteId: ids.cliente });
    expect(mismo.body.detalles[0]).toMatchObject({ precioUnitario: '900.00', custom: true });
    const nuevoPrecio = { clienteId: ids.cliente, descuento: '5', detalles: [linea(perfume, '2', { precioUnitario: '800.00', custom: true })] };
    const otro = await u.vendedor.put(`/api/presupuestos/${id}`, nuevoPrecio);
    expect([otro.status, otro.body]).toEqual([400, { message: 'Debe ingresar un código de autorización' }]);
    const malo = await u.admin.put(`/api/presupuestos/${id}`, { ...nuevoPrecio, codigo_pass: '123456' });
    expect([malo.status, malo.body]).toEqual([400, { message: 'Código de autorización inválido' }]);
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body.detalles[0].precioUnitario).toBe('900.00');
    const ok = await u.vendedor.put(`/api/presupuestos/${id}`, { ...nuevoPrecio, codigo_pass: await codigoAutorizacion() });
    expect(ok.status).toBe(200);
    expect(ok.body.detalles[0]).toMatchObject({ precioUnitario: '800.00', custom: true });
    expect(ok.body.total).toBe('1520.00');
  });

  test('the same checks as POST: a repeated product → 400, nothing changes', async () => {
    const id = await crear();
    const res = await u.vendedor.put(`/api/presupuestos/${id}`, { clienteId: null, descuento: '0', detalles: [linea(perfume, '1'), linea(perfume, '1')] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Este producto ya fue agregado.');
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body.detalles).toHaveLength(1);
  });

  test('missing → 404; annulled → 409 El presupuesto está anulado.', async () => {
    const edicion = { clienteId: null, descuento: '0', detalles: [linea(perfume, '1')] };
    const falta = await u.vendedor.put('/api/presupuestos/999999', edicion);
    expect(falta.status).toBe(404);
    expect(falta.body).toEqual({ message: 'No se encontró el presupuesto.' });
    const id = await crear();
    await u.vendedor.put(`/api/presupuestos/anular/${id}`);
    const res = await u.vendedor.put(`/api/presupuestos/${id}`, edicion);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'El presupuesto está anulado.' });
  });
});

describe('PUT presupuestos/anular/{id}', () => {
  test('annuls once: estado anulado, isDeleted; a second time → 409; audited', async () => {
    const id = await crear();
    const res = await u.vendedor.put(`/api/presupuestos/anular/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Presupuesto anulado correctamente' });
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body).toMatchObject({ estado: 'anulado', isDeleted: true, convertidoEnVenta: false });
    const [row] = await rows<{ deleted_at: Date | null }>(t.db, sql`select deleted_at from presupuestos where id = ${id}`);
    expect(row.deleted_at).not.toBeNull();
    const otra = await u.vendedor.put(`/api/presupuestos/anular/${id}`);
    expect(otra.status).toBe(409);
    expect(otra.body).toEqual({ message: 'El presupuesto está anulado.' });
    const audit = await rows(t.db, sql`select accion from auditoria where entidad = 'presupuestos' and entidad_id = ${String(id)} order by id`);
    expect(audit).toEqual([{ accion: 'crear' }, { accion: 'anular' }]);
  });

  test('missing → 404', async () => {
    const res = await u.vendedor.put('/api/presupuestos/anular/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No se encontró el presupuesto.' });
  });
});

describe('POST presupuestos/convertir-a-venta/{id}', () => {
  const convertir = (id: number, body: Record<string, unknown> = {}, quien = u.vendedor) =>
    quien.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId: ids.efectivo, metodoPagoNombre: 'Efectivo', linea: 2, ...body });

  test('once: the sale (origen presupuesto) has the quote\'s prices, stock is deducted with movements; then it cannot be converted again nor edited', async () => {
    // An overridden price authorised with a code, then the product's price goes up.
    const id = await crear(
      {
        clienteId: ids.cliente,
        descuento: '10',
        detalles: [linea(perfume, '2', { precioUnitario: '1100.00', custom: true }), linea(jabon, '0.5')],
        codigo_pass: await codigoAutorizacion(),
      },
      u.admin,
    );
    await t.db.execute(sql`update productos set precio = 2000 where id = ${jabon}`);
    const stockAntes = { perfume: await stockDe(perfume, 1), jabon: await stockDe(jabon, 1) };

    // The quote's 10 % is above the converting seller's 5 %: a code authorises it.
    const res = await convertir(id, { codigo_pass: await codigoAutorizacion() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ventaId: expect.any(Number) });
    const ventaId = res.body.ventaId;

    // 2 × 1100.00 = 2200.00; 0.5 × 368.33 = 184.165 → 184.17; 2384.17 − 10 % = 2145.753 → 2145.75
    const venta = (await u.admin.get(`/api/ventas/${ventaId}`)).body;
    expect(venta).toMatchObject({
      origen: 'presupuesto',
      cliente: { id: ids.cliente },
      vendedor: { name: 'Martín Pereyra' },
      sucursal: { id: 1 },
      metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
      moneda: { id: 1 },
      linea: 2,
      descuento: '10',
      total: '2145.75',
      estadoPago: 'Pagada',
    });
    expect(venta.detalles).toEqual([
      expect.objectContaining({ productoId: perfume, cantidad: '2.0000', precioUnitario: '1100.00', subTotal: '2200.00', custom: true }),
      expect.objectContaining({ productoId: jabon, cantidad: '0.5000', precioUnitario: '368.33', subTotal: '184.17', custom: false }),
    ]);
    const quote = (await u.vendedor.get(`/api/presupuestos/${id}`)).body;
    expect(quote).toMatchObject({ convertidoEnVenta: true, ventaId, estado: 'activo', total: '2145.75' });

    const n = (s: string) => Number(s);
    expect(n((await stockDe(perfume, 1))!)).toBe(n(stockAntes.perfume!) - 2);
    expect(n((await stockDe(jabon, 1))!)).toBe(n(stockAntes.jabon!) - 0.5);
    const movs = await rows(
      t.db,
      sql`select producto_id, sucursal_id, cantidad, motivo from movimientos_stock where referencia_id = ${ventaId} and motivo = 'venta' order by producto_id`,
    );
    expect(movs).toEqual([
      { producto_id: perfume, sucursal_id: 1, cantidad: '-2.0000', motivo: 'venta' },
      { producto_id: jabon, sucursal_id: 1, cantidad: '-0.5000', motivo: 'venta' },
    ]);
    const audit = await rows(t.db, sql`select accion from auditoria where entidad = 'presupuestos' and entidad_id = ${String(id)} order by id`);
    expect(audit).toEqual([{ accion: 'crear' }, { accion: 'convertir' }]);

    const ventas = await cuenta('ventas');
    const segunda = await convertir(id);
    expect(segunda.status).toBe(409);
    expect(segunda.body).toEqual({ message: 'El presupuesto ya fue convertido en venta.' });
    expect(await cuenta('ventas')).toBe(ventas);

    const edicion = await u.vendedor.put(`/api/presupuestos/${id}`, { clienteId: null, descuento: '0', detalles: [linea(perfume, '1')] });
    expect(edicion.status).toBe(409);
    expect(edicion.body).toEqual({ message: 'Este presupuesto ya fue convertido en venta y no puede editarse.' });
    const anular = await u.vendedor.put(`/api/presupuestos/anular/${id}`);
    expect(anular.status).toBe(409);
    expect(anular.body).toEqual({ message: 'El presupuesto ya fue convertido en venta.' });
    await t.db.execute(sql`update productos set precio = 333.33 where id = ${jabon}`);
  });

  test('insufficient stock → 409 Stock insuficiente…, no sale, the quote stays unconverted', async () => {
    const solo = await crear({ monedaId: 2, detalles: [linea(importado, '1000')] });
    const antes = { ventas: await cuenta('ventas'), movs: await cuenta('movimientos_stock'), stock: await stockDe(importado, 1) };
    const res = await convertir(solo);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Stock insuficiente para 39103 - Fragancia importada de presupuesto (disponible: 100 litro)' });
    expect({ ventas: await cuenta('ventas'), movs: await cuenta('movimientos_stock'), stock: await stockDe(importado, 1) }).toEqual(antes);
    expect((await u.vendedor.get(`/api/presupuestos/${solo}`)).body).toMatchObject({ convertidoEnVenta: false, ventaId: null, estado: 'activo' });
  });

  test('Cuenta Corriente needs the quote\'s client (400); with it the sale is Pendiente with a debit', async () => {
    const sinCliente = await crear();
    const res = await convertir(sinCliente, { metodoPagoId: ids.cc, metodoPagoNombre: 'Cuenta Corriente' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Una venta en Cuenta Corriente requiere un cliente.' });
    expect((await u.vendedor.get(`/api/presupuestos/${sinCliente}`)).body.convertidoEnVenta).toBe(false);

    const conCliente = await crear({ clienteId: ids.otroCliente });
    const ok = await convertir(conCliente, { metodoPagoId: ids.cc, metodoPagoNombre: 'Cuenta Corriente' });
    expect(ok.status).toBe(201);
    expect((await u.admin.get(`/api/ventas/${ok.body.ventaId}`)).body).toMatchObject({ estadoPago: 'Pendiente', pagado: '0.00', total: '1210.00' });
    const [deb] = await rows(t.db, sql`select tipo, monto from movimientos_cuenta_corriente where venta_id = ${ok.body.ventaId}`);
    expect(deb).toEqual({ tipo: 'DEBITO', monto: '1210.00' });
  });

  test('annulled → 409; missing → 404; a line other than 1 or 2 and no payment method → 400', async () => {
    const id = await crear();
    await u.vendedor.put(`/api/presupuestos/anular/${id}`);
    const anulado = await convertir(id);
    expect(anulado.status).toBe(409);
    expect(anulado.body).toEqual({ message: 'El presupuesto está anulado.' });
    expect((await convertir(999999)).status).toBe(404);
    const activo = await crear();
    expect((await convertir(activo, { linea: 3 })).body.message).toBe('La línea debe ser 1 (factura electrónica) o 2 (comprobante interno).');
    const sinMetodo = await u.vendedor.post(`/api/presupuestos/convertir-a-venta/${activo}`, { linea: 2 });
    expect(sinMetodo.status).toBe(400);
    expect(sinMetodo.body.message).toBe('Debe seleccionar un método de pago.');
  });
});

describe('permissions', () => {
  test('Solo lectura reads but gets 403 on every write; nothing changes', async () => {
    const id = await crear();
    expect((await u.lectura.get('/api/presupuestos')).status).toBe(200);
    expect((await u.lectura.get(`/api/presupuestos/${id}`)).status).toBe(200);
    const antes = { p: await cuenta('presupuestos'), v: await cuenta('ventas') };
    const escrituras = [
      await u.lectura.post('/api/presupuestos', cuerpo()),
      await u.lectura.put(`/api/presupuestos/${id}`, { clienteId: null, descuento: '0', detalles: [linea(perfume, '1')] }),
      await u.lectura.put(`/api/presupuestos/anular/${id}`),
      await u.lectura.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId: ids.efectivo, linea: 2 }),
    ];
    expect(escrituras.map((r) => [r.status, r.body.message])).toEqual(Array(4).fill([403, 'No tiene permiso para realizar esta acción.']));
    expect({ p: await cuenta('presupuestos'), v: await cuenta('ventas') }).toEqual(antes);
    expect((await u.lectura.get(`/api/presupuestos/${id}`)).body).toMatchObject({ estado: 'activo', convertidoEnVenta: false });
  });

  test('Inventario cannot even read quotes; a visitor gets 401', async () => {
    expect((await u.inventario.get('/api/presupuestos')).status).toBe(403);
    expect((await u.anonimo.get('/api/presupuestos')).status).toBe(401);
  });

  test('converting needs both presupuestos.put and ventas.post', async () => {
    const id = await crear();
    await createUserWithRole(t.db, 'sinpresupuestos@demo.local', 'Vende sin editar presupuestos', ['ventas.post', 'presupuestos.get']);
    await createUserWithRole(t.db, 'sinventas@demo.local', 'Edita presupuestos sin vender', ['presupuestos.put', 'presupuestos.get']);
    const soloVentas = client(t.app, await login(t.app, 'sinpresupuestos@demo.local'));
    const soloPresupuestos = client(t.app, await login(t.app, 'sinventas@demo.local'));
    for (const quien of [soloVentas, soloPresupuestos]) {
      const res = await quien.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId: ids.efectivo, linea: 2 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
    }
    expect((await u.vendedor.get(`/api/presupuestos/${id}`)).body.convertidoEnVenta).toBe(false);
    expect((await convertirComoVendedor(id)).status).toBe(201);
  });
});

/** The Vendedor role converts (it holds presupuestos.put and ventas.post). */
const convertirComoVendedor = (id: number) =>
  u.vendedor.post(`/api/presupuestos/convertir-a-venta/${id}`, { metodoPagoId: ids.efectivo, metodoPagoNombre: 'Efectivo', linea: 2 });
