import { http, HttpResponse } from 'msw';
import { CATEGORIAS, compareDecimal, Dec, productoDetalleSchema, toQuantity, type Categoria, type Producto, type ProductoDetalle, type Sucursal } from 'shared';
import { API_URL, fakeProducto, fakeSucursal, pageOf, setupMswServer, sortRows } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** The two branches of GET sucursales: 1 Casa Central, 2 Sucursal Norte. */
export const SUCURSALES: Sucursal[] = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];

type ProductoBase = Omit<Producto, 'stock'>;

/**
 * Builds a product of the seed with `fakeProducto` (shared/testing, docs/pruebas.md), without its
 * branch stock (the store keeps it per branch): 'Producto NN', code 100NN, $ 100.00 + 21 % IVA
 * unless overridden; `moneda` follows `monedaId` (1, pesos) and `valorFinal` follows `precio` and
 * `alicuotaIva` unless given.
 * @throws Error when the result is not a product the API could send.
 */
export function buildProducto(overrides: Partial<ProductoBase> & { id: number }): ProductoBase {
  const { stock: _stock, ...producto } = fakeProducto({
    codigo: String(10000 + overrides.id),
    nombre: `Producto ${String(overrides.id).padStart(2, '0')}`,
    descripcion: null,
    categoria: 'materia_prima',
    unidad: 'kg',
    stockMinimo: '0.0000',
    precio: '100.00',
    alicuotaIva: '21',
    costo: '50.00',
    costoMonedaId: 1,
    proveedor: null,
    ...overrides,
  });
  return producto;
}

/** In-memory store: products and their stock per branch, plus every list request received. */
export interface StockStore {
  productos: ProductoBase[];
  stock: Map<string, string>;
  requests: URL[];
  failProductos: boolean;
}

/**
 * 23 products (3 pages of 10): a named essence in dollars, a raw material below its minimum in
 * branch 1, and 21 numbered raw materials / elaborated products.
 */
export function seedStock(): StockStore {
  const productos: ProductoBase[] = [
    buildProducto({
      id: 1,
      codigo: '20001',
      nombre: 'Esencia de lavanda',
      categoria: 'esencia',
      unidad: 'l',
      precio: '1020303.72',
      valorFinal: '1234567.50',
      monedaId: 2,
      moneda: { id: 2, simbolo: 'US$' },
    }),
    buildProducto({ id: 2, codigo: '10002', nombre: 'Alcohol etílico', stockMinimo: '10.0000' }),
  ];
  for (let id = 3; id <= 23; id++) {
    productos.push(buildProducto({ id, categoria: id % 2 === 0 ? 'elaborado' : 'materia_prima' }));
  }
  const stock = new Map<string, string>();
  for (const p of productos) {
    stock.set(`1:${p.id}`, p.id === 1 ? '1500.5000' : p.id === 2 ? '2.2500' : '20.0000');
    stock.set(`2:${p.id}`, p.id === 2 ? '40.0000' : '0.0000');
  }
  return { productos, stock, requests: [], failProductos: false };
}

/** The stock of product `id` in branch `sucursalId` (4 decimals; '0.0000' without a row). */
function stockEn(store: StockStore, sucursalId: number | string, id: number): string {
  return store.stock.get(`${sucursalId}:${id}`) ?? '0.0000';
}

/**
 * Product `id` as GET productos/{id}?sucursalId answers it (docs/stock-y-productos.md): the stock
 * of that branch, or the sum of every branch without one; no formula; its stock in every branch
 * of {@link SUCURSALES}. Parsed with the API's `productoDetalleSchema` (unknown top-level fields
 * refused), so the fake cannot drift from the contract.
 * @returns the product, or undefined when the store has no product `id`.
 * @throws ZodError when the result is not what the API could send.
 */
export function productoDetalle(store: StockStore, id: number, sucursalId?: number): ProductoDetalle | undefined {
  const producto = store.productos.find((p) => p.id === id);
  if (!producto) return undefined;
  const stockPorSucursal = SUCURSALES.map((s) => ({ sucursalId: s.id, nombre: s.nombre, cantidad: stockEn(store, s.id, id) }));
  const total = toQuantity(stockPorSucursal.reduce((acc, s) => acc.plus(s.cantidad), new Dec(0)));
  return productoDetalleSchema.strict().parse({
    ...producto,
    stock: sucursalId === undefined ? total : stockEn(store, sucursalId, id),
    formula: null,
    stockPorSucursal,
  });
}

/**
 * msw handlers of GET sucursales, GET productos (filters — bajoMinimo included — and real paging)
 * and GET productos/{id} (a ProductoDetalle; 404 'Producto no encontrado.') over `store`. A test
 * that also answers GET productos/reposicion must register that handler before these.
 */
export function stockHandlers(store: StockStore) {
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: SUCURSALES })),
    http.get(`${API_URL}/productos`, ({ request }) => {
      const url = new URL(request.url);
      store.requests.push(url);
      if (store.failProductos) return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
      const sucursalId = url.searchParams.get('sucursalId') ?? '1';
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const categoria = url.searchParams.get('categoria') as Categoria | null;
      if (categoria && !CATEGORIAS.includes(categoria)) {
        return HttpResponse.json({ message: 'Categoría inválida.' }, { status: 400 });
      }
      const bajoMinimo = url.searchParams.get('bajoMinimo');
      if (bajoMinimo !== null && bajoMinimo !== 'true' && bajoMinimo !== 'false') {
        return HttpResponse.json({ message: 'Filtro de stock mínimo inválido.' }, { status: 400 });
      }
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '10');
      const filtered = store.productos
        // Like the API (docs/stock-y-productos.md): the name anywhere; the code only by prefix, for digits.
        .filter((p) => !search || p.nombre.toLowerCase().includes(search) || (/^\d+$/.test(search) && p.codigo.startsWith(search)))
        .filter((p) => !categoria || p.categoria === categoria)
        .map((p): Producto => ({ ...p, stock: stockEn(store, sucursalId, p.id) }))
        // Like the API: only the products whose stock in the branch is below their minimum.
        .filter((p) => bajoMinimo !== 'true' || compareDecimal(p.stock, p.stockMinimo) < 0);
      return HttpResponse.json(pageOf(ordenarProductos(filtered, url.searchParams), page, pageSize));
    }),
    http.get(`${API_URL}/productos/:id`, ({ params, request }) => {
      const sucursal = new URL(request.url).searchParams.get('sucursalId');
      const id = String(params.id);
      const detalle = /^\d+$/.test(id) ? productoDetalle(store, Number(id), sucursal === null ? undefined : Number(sucursal)) : undefined;
      if (!detalle) return HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
      return HttpResponse.json(detalle);
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a /stock test file, with a fresh
 * {@link seedStock} store before each test and unhandled requests failing the test. Call it once at
 * the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupStockServer() {
  return setupMswServer(seedStock, stockHandlers);
}

// ---------------------------------------------------------------------------------------------
// Order of GET productos (?sort=&dir=), added for the sortable columns (docs/arquitectura.md,
// "Listas"): like the API, the column, then the id the same way.

const PRODUCTOS_ORDEN: Record<string, (p: Producto) => string | number> = {
  codigo: (p) => Number(p.codigo),
  nombre: (p) => p.nombre,
  categoria: (p) => p.categoria,
  stock: (p) => Number(p.stock),
  unidad: (p) => p.unidad,
  precio: (p) => Number(p.precio),
  valorFinal: (p) => Number(p.valorFinal),
};

/** The products in the order of `?sort=&dir=` of `query`; as they are without a known `sort`. */
export function ordenarProductos(productos: Producto[], query: URLSearchParams): Producto[] {
  return sortRows(productos, query, PRODUCTOS_ORDEN);
}
