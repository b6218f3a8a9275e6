import { http, HttpResponse } from 'msw';
import {
  CATEGORIA_CODIGO_INICIAL,
  CATEGORIAS,
  costoHistorialSchema,
  movimientoStockSchema,
  MSG_PRODUCTO_CON_MOVIMIENTOS,
  productoBodySchema,
  productoDetalleSchema,
  productoSchema,
  toMoney,
  toQuantity,
  type Categoria,
  type CostoHistorial,
  type Formula,
  type MovimientoStock,
  type Producto,
  type ProductoDetalle,
  type Sucursal,
} from 'shared';
import { z } from 'shared/forms';
import { API_URL, fakeMoneda, fakeProducto, fakeProveedorSelect, fakeSucursal, pageOf, setupMswServer } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/**
 * Parses `value` with a shared response schema, refusing fields it does not declare, so a fixture
 * can never drift from what the API sends (docs/pruebas.md).
 * @throws Error naming the fixture and zod's message.
 */
function validar<S extends z.ZodObject>(nombre: string, schema: S, value: unknown): z.output<S> {
  const result = schema.strict().safeParse(value);
  if (!result.success) throw new Error(`${nombre}: la API nunca enviaría este dato.\n${z.prettifyError(result.error)}`);
  return result.data as z.output<S>;
}

/** The branches of GET sucursales: 1 Casa Central, 2 Sucursal Norte. */
export const SUCURSALES: Sucursal[] = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];

/** The currencies of GET monedas: 1 Pesos ($), 2 Dólares (US$). */
export const MONEDAS = () => [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2 })];

/** The suppliers of GET proveedores?select=true: 1 Química del Plata S.A., 2 Aromas del Sur S.R.L. */
export const PROVEEDORES = () => [fakeProveedorSelect({ id: 1 }), fakeProveedorSelect({ id: 2 })];

/** A stored product: every field of the API but the branch stock, plus its formula. */
export type ProductoGuardado = Omit<Producto, 'stock'> & { formula: Formula | null };

/**
 * A product of the store, built with `fakeProducto` (shared/testing: valorFinal, moneda and money
 * formats checked): a raw material in pesos without supplier unless overridden.
 * @throws Error when the result is not a product the API could send.
 */
export function buildProducto(overrides: Partial<Omit<Producto, 'stock'>> & { id: number }, formula: Formula | null = null): ProductoGuardado {
  const { stock: _stock, ...producto } = fakeProducto({ descripcion: null, proveedor: null, stockMinimo: '0.0000', ...overrides });
  return { ...producto, formula };
}

/** A movement, parsed with the shared `movimientoStockSchema`. */
export function fakeMovimiento(m: MovimientoStock): MovimientoStock {
  return validar('fakeMovimiento', movimientoStockSchema, m);
}

/** A cost change, parsed with the shared `costoHistorialSchema`. */
export function fakeCosto(c: CostoHistorial): CostoHistorial {
  return validar('fakeCosto', costoHistorialSchema, c);
}

/** Every request the handlers received, for assertions on what was sent. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body?: unknown;
}

/** In-memory products API: products, stock per branch ('sucursalId:productoId'), movements and costs by product. */
export interface ProductosStore {
  productos: ProductoGuardado[];
  stock: Map<string, string>;
  movimientos: Map<number, MovimientoStock[]>;
  costos: Map<number, CostoHistorial[]>;
  requests: RecordedRequest[];
  nextId: number;
}

const FORMULA_LAVANDA = (productos: ProductoGuardado[]): Formula => {
  const mp = (id: number) => {
    const p = productos.find((x) => x.id === id)!;
    return { id: p.id, codigo: p.codigo, nombre: p.nombre, unidad: p.unidad };
  };
  return {
    cantidadProducida: '10.0000',
    detalles: [
      { materiaPrimaId: 1, cantidad: '8.0000', producto: mp(1) },
      { materiaPrimaId: 2, cantidad: '0.5000', producto: mp(2) },
    ],
  };
};

/** 23 movements of product 4 in Casa Central (3 pages of 10, newest first) and 1 in Sucursal Norte. */
function movimientosLavanda(): MovimientoStock[] {
  const usuario = { id: 1, name: 'Laura Gómez' };
  const sucursal1 = { id: 1, nombre: 'Casa Central' };
  const primeros: MovimientoStock[] = [
    { id: 123, fecha: '2026-03-05T13:05:00.000Z', sucursal: sucursal1, cantidad: '-2.0000', motivo: 'venta', referenciaId: 12, stockAnterior: '14.0000', stockNuevo: '12.0000', usuario },
    { id: 122, fecha: '2026-03-05T12:00:00.000Z', sucursal: sucursal1, cantidad: '2.0000', motivo: 'anulacion', referenciaId: 11, stockAnterior: '12.0000', stockNuevo: '14.0000', usuario },
    { id: 121, fecha: '2026-03-04T15:30:00.000Z', sucursal: sucursal1, cantidad: '5.5000', motivo: 'ingreso', referenciaId: 7, stockAnterior: '6.5000', stockNuevo: '12.0000', usuario },
    { id: 120, fecha: '2026-03-04T11:00:00.000Z', sucursal: sucursal1, cantidad: '10.0000', motivo: 'fabricacion_producto', referenciaId: 3, stockAnterior: '0.0000', stockNuevo: '10.0000', usuario: null },
    { id: 119, fecha: '2026-03-03T10:00:00.000Z', sucursal: sucursal1, cantidad: '-3.5000', motivo: 'ajuste', referenciaId: null, stockAnterior: '3.5000', stockNuevo: '0.0000', usuario },
  ];
  const resto: MovimientoStock[] = [];
  for (let i = 0; i < 18; i++) {
    const id = 118 - i;
    resto.push({
      id,
      fecha: new Date(Date.UTC(2026, 1, 20, 13, 0) - i * 86_400_000).toISOString(),
      sucursal: sucursal1,
      cantidad: '1.0000',
      motivo: 'ajuste',
      referenciaId: null,
      stockAnterior: toQuantity(2.5 - i * 0.125),
      stockNuevo: toQuantity(3.5 - i * 0.125),
      usuario,
    });
  }
  const norte: MovimientoStock = {
    id: 200,
    fecha: '2026-03-02T14:00:00.000Z',
    sucursal: { id: 2, nombre: 'Sucursal Norte' },
    cantidad: '4.0000',
    motivo: 'ingreso',
    referenciaId: 8,
    stockAnterior: '0.0000',
    stockNuevo: '4.0000',
    usuario,
  };
  return [...primeros, ...resto, norte].map(fakeMovimiento);
}

/**
 * The seed: raw materials 1 Alcohol etílico (10001, l, minimum 10, below it in Casa Central, with
 * supplier 1), 2 Glicerina (10002, kg), 3 Alcohol isopropílico (10003, l); 4 Esencia de lavanda
 * (20001, l, priced in dollars with a cost in dollars, a formula of 8 l of 10001 and 0,5 kg of 10002
 * for 10 l, 24 movements and 3 cost changes); 5 Perfume floral 100 ml (30001, elaborado, no
 * formula, no movements: it can be deleted).
 */
export function seedProductos(): ProductosStore {
  const productos: ProductoGuardado[] = [
    buildProducto({
      id: 1,
      codigo: '10001',
      nombre: 'Alcohol etílico',
      descripcion: 'Alcohol de cereal 96°',
      unidad: 'l',
      stockMinimo: '10.0000',
      costo: '50.00',
      precio: '100.00',
      alicuotaIva: '21',
      proveedor: { id: 1, nombre: 'Química del Plata S.A.' },
    }),
    buildProducto({ id: 2, codigo: '10002', nombre: 'Glicerina', unidad: 'kg', costo: '30.00', precio: '60.00' }),
    buildProducto({ id: 3, codigo: '10003', nombre: 'Alcohol isopropílico', unidad: 'l', costo: '40.00', precio: '80.00' }),
    buildProducto({
      id: 4,
      codigo: '20001',
      nombre: 'Esencia de lavanda',
      categoria: 'esencia',
      unidad: 'l',
      stockMinimo: '5.0000',
      costo: '6.00',
      costoMonedaId: 2,
      precio: '12.50',
      alicuotaIva: '10.5',
      monedaId: 2,
      moneda: { id: 2, simbolo: 'US$' },
      proveedor: { id: 2, nombre: 'Aromas del Sur S.R.L.' },
    }),
    buildProducto({ id: 5, codigo: '30001', nombre: 'Perfume floral 100 ml', categoria: 'elaborado', unidad: 'unidad', costo: '900.00', precio: '2500.00' }),
  ];
  productos[3].formula = FORMULA_LAVANDA(productos);
  const stock = new Map<string, string>([
    ['1:1', '2.2500'],
    ['2:1', '40.0000'],
    ['1:2', '15.0000'],
    ['1:4', '12.0000'],
    ['2:4', '4.0000'],
  ]);
  const usuario = { id: 1, name: 'Laura Gómez' };
  const costos = new Map<number, CostoHistorial[]>([
    [
      4,
      [
        { id: 3, fecha: '2026-03-04T16:00:00.000Z', costoAnterior: '6.50', costoAnteriorMonedaId: 2, costoNuevo: '6.00', costoNuevoMonedaId: 2, origen: 'edicion', referenciaId: null, usuario: null },
        { id: 2, fecha: '2026-03-04T15:30:00.000Z', costoAnterior: '5000.00', costoAnteriorMonedaId: 1, costoNuevo: '6.50', costoNuevoMonedaId: 2, origen: 'ingreso', referenciaId: 7, usuario },
        { id: 1, fecha: '2026-02-01T12:00:00.000Z', costoAnterior: null, costoAnteriorMonedaId: null, costoNuevo: '5000.00', costoNuevoMonedaId: 1, origen: 'alta', referenciaId: null, usuario },
      ].map((c) => fakeCosto(c as CostoHistorial)),
    ],
  ]);
  return { productos, stock, movimientos: new Map([[4, movimientosLavanda()]]), costos, requests: [], nextId: 6 };
}

/** The product as GET productos lists it (stock of `sucursalId`, or of every branch). */
function comoProducto(store: ProductosStore, p: ProductoGuardado, sucursalId: number | undefined): Producto {
  const cantidades = SUCURSALES.filter((s) => sucursalId === undefined || s.id === sucursalId).map((s) => store.stock.get(`${s.id}:${p.id}`) ?? '0');
  return productoSchema.parse({ ...p, stock: toQuantity(cantidades.reduce((a, c) => a + Number(c), 0)) });
}

/** The product as GET productos/{id} sends it, checked with the shared `productoDetalleSchema`. */
export function detalleDe(store: ProductosStore, p: ProductoGuardado, sucursalId?: number): ProductoDetalle {
  return validar('detalleDe', productoDetalleSchema, {
    ...comoProducto(store, p, sucursalId),
    formula: p.formula,
    stockPorSucursal: SUCURSALES.map((s) => ({ sucursalId: s.id, nombre: s.nombre, cantidad: store.stock.get(`${s.id}:${p.id}`) ?? '0.0000' })),
  });
}

const notFound = () => HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * The stored product for a checked POST / PUT body (docs/stock-y-productos.md): money to 2
 * decimals, quantities to 4, supplier and currency resolved; the formula's raw materials must exist
 * and be raw materials.
 */
function guardar(store: ProductosStore, id: number, codigo: string, body: z.output<typeof productoBodySchema>): ProductoGuardado | string {
  const proveedor = body.proveedorId === null ? null : PROVEEDORES().find((p) => p.id === body.proveedorId);
  if (proveedor === undefined) return 'Proveedor inválido.';
  const moneda = MONEDAS().find((m) => m.id === body.monedaId);
  if (!moneda) return 'Moneda inválida.';
  let formula: Formula | null = null;
  if (body.formula) {
    const detalles: Formula['detalles'] = [];
    for (const d of body.formula.detalles) {
      const mp = store.productos.find((p) => p.id === d.materiaPrimaId);
      if (!mp || mp.categoria !== 'materia_prima') return 'Materia prima inválida.';
      if (mp.id === id) return 'Un producto no puede formar parte de su propia fórmula.';
      detalles.push({ materiaPrimaId: mp.id, cantidad: toQuantity(d.cantidad), producto: { id: mp.id, codigo: mp.codigo, nombre: mp.nombre, unidad: mp.unidad } });
    }
    formula = { cantidadProducida: toQuantity(body.formula.cantidadProducida), detalles };
  }
  return buildProducto(
    {
      id,
      codigo,
      nombre: body.nombre,
      descripcion: body.descripcion,
      categoria: body.categoria,
      unidad: body.unidad,
      proveedor,
      stockMinimo: toQuantity(body.stockMinimo),
      costo: toMoney(body.costo),
      costoMonedaId: body.costoMonedaId,
      precio: toMoney(body.precio),
      alicuotaIva: body.alicuotaIva,
      monedaId: moneda.id,
      moneda: { id: moneda.id, simbolo: moneda.simbolo },
    },
    formula,
  );
}

/** The next free code of a category: the largest one + 1, or the category's first. */
function siguienteCodigo(store: ProductosStore, categoria: Categoria): string {
  const desde = CATEGORIA_CODIGO_INICIAL[categoria];
  const siguiente = CATEGORIAS.map((c) => CATEGORIA_CODIGO_INICIAL[c]).find((c) => c > desde) ?? Number.MAX_SAFE_INTEGER;
  const usados = store.productos.map((p) => Number(p.codigo)).filter((c) => c >= desde && c < siguiente);
  return String(usados.length ? Math.max(...usados) + 1 : desde);
}

/**
 * msw handlers over `store`, mirroring the inventory API of docs/stock-y-productos.md: GET
 * sucursales, monedas, proveedores?select=true; GET productos (categoria, search by name or code
 * prefix, real paging); GET / PUT / DELETE productos/{id}; POST productos
 * (checked with the shared `productoBodySchema`, code assigned by category); GET
 * productos/{id}/movimientos (by branch, paged) and productos/{id}/costos (paged). Like the API, a
 * PUT may not change the category (400) and a DELETE is refused (409) for a product with stock
 * movements or in the formula of another.
 */
export function productosHandlers(store: ProductosStore) {
  const find = (id: unknown) => store.productos.find((p) => p.id === Number(id));
  const record = (method: string, request: Request, body?: unknown) => store.requests.push({ method, url: new URL(request.url), body });
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: SUCURSALES })),
    http.get(`${API_URL}/monedas`, () => HttpResponse.json({ monedas: MONEDAS() })),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: PROVEEDORES() })),
    http.get(`${API_URL}/productos`, ({ request }) => {
      record('GET', request);
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const categoria = url.searchParams.get('categoria');
      const sucursalId = url.searchParams.get('sucursalId');
      const filas = store.productos
        .filter((p) => !search || p.nombre.toLowerCase().includes(search) || (/^\d+$/.test(search) && p.codigo.startsWith(search)))
        .filter((p) => !categoria || p.categoria === categoria)
        .map((p) => comoProducto(store, p, sucursalId ? Number(sucursalId) : undefined));
      return HttpResponse.json(pageOf(filas, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('pageSize') ?? 10)));
    }),
    http.get(`${API_URL}/productos/:id`, ({ params, request }) => {
      record('GET', request);
      const p = find(params.id);
      return p ? HttpResponse.json(detalleDe(store, p)) : notFound();
    }),
    http.post(`${API_URL}/productos`, async ({ request }) => {
      const body = await request.json();
      record('POST', request, body);
      const parsed = productoBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0].message);
      const id = store.nextId++;
      const producto = guardar(store, id, siguienteCodigo(store, parsed.data.categoria), parsed.data);
      if (typeof producto === 'string') return badRequest(producto);
      store.productos.push(producto);
      return HttpResponse.json({ id, codigo: producto.codigo }, { status: 201 });
    }),
    http.put(`${API_URL}/productos/:id`, async ({ params, request }) => {
      const body = await request.json();
      record('PUT', request, body);
      const actual = find(params.id);
      if (!actual) return notFound();
      const parsed = productoBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0].message);
      if (parsed.data.categoria !== actual.categoria) return badRequest('No se puede cambiar la categoría de un producto.');
      const producto = guardar(store, actual.id, actual.codigo, parsed.data);
      if (typeof producto === 'string') return badRequest(producto);
      store.productos = store.productos.map((p) => (p.id === actual.id ? producto : p));
      return HttpResponse.json(detalleDe(store, producto));
    }),
    http.delete(`${API_URL}/productos/:id`, ({ params, request }) => {
      record('DELETE', request);
      const p = find(params.id);
      if (!p) return notFound();
      if ((store.movimientos.get(p.id) ?? []).length > 0) return HttpResponse.json({ message: MSG_PRODUCTO_CON_MOVIMIENTOS }, { status: 409 });
      const usa = store.productos.find((x) => x.formula?.detalles.some((d) => d.materiaPrimaId === p.id));
      if (usa) return HttpResponse.json({ message: `El producto forma parte de la fórmula de ${usa.codigo} - ${usa.nombre}.` }, { status: 409 });
      store.productos = store.productos.filter((x) => x !== p);
      return HttpResponse.json({ message: 'Producto eliminado correctamente' });
    }),
    http.get(`${API_URL}/productos/:id/movimientos`, ({ params, request }) => {
      record('GET', request);
      const p = find(params.id);
      if (!p) return notFound();
      const url = new URL(request.url);
      const sucursalId = url.searchParams.get('sucursalId');
      const filas = (store.movimientos.get(p.id) ?? []).filter((m) => !sucursalId || m.sucursal.id === Number(sucursalId));
      return HttpResponse.json(pageOf(filas, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('pageSize') ?? 10)));
    }),
    http.get(`${API_URL}/productos/:id/costos`, ({ params, request }) => {
      record('GET', request);
      const p = find(params.id);
      if (!p) return notFound();
      const url = new URL(request.url);
      return HttpResponse.json(pageOf(store.costos.get(p.id) ?? [], Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('pageSize') ?? 10)));
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a products test file, with a fresh
 * {@link seedProductos} store before each test and unhandled requests failing the test. Call it
 * once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupProductosServer() {
  return setupMswServer(seedProductos, productosHandlers);
}
