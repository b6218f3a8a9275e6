import { http, HttpResponse } from 'msw';
import { CATEGORIAS, type Categoria, type Producto, type Sucursal } from 'shared';

/** Base URL the shared client uses in tests. */
export const API_URL = 'http://localhost:3000/api';

export const SUCURSALES: Sucursal[] = [
  { id: 1, nombre: 'Casa Central' },
  { id: 2, nombre: 'Sucursal Norte' },
];

type ProductoBase = Omit<Producto, 'stock'>;

/** Builds a product for tests; unspecified fields get plausible values. */
export function buildProducto(overrides: Partial<ProductoBase> & { id: number }): ProductoBase {
  return {
    codigo: String(10000 + overrides.id),
    nombre: `Producto ${String(overrides.id).padStart(2, '0')}`,
    descripcion: null,
    categoria: 'materia_prima',
    unidad: 'kg',
    stockMinimo: '0.0000',
    precio: '100.00',
    alicuotaIva: '21.00',
    valorFinal: '121.00',
    costo: '50.00',
    costoMonedaId: 1,
    monedaId: 1,
    moneda: { id: 1, simbolo: '$' },
    proveedor: null,
    ...overrides,
  };
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
      valorFinal: '1234567.5',
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
    stock.set(`1:${p.id}`, p.id === 1 ? '1500.5' : p.id === 2 ? '2.25' : '20');
    stock.set(`2:${p.id}`, p.id === 2 ? '40' : '0');
  }
  return { productos, stock, requests: [], failProductos: false };
}

/** msw handlers of GET sucursales and GET productos (filters and real paging) over `store`. */
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
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '10');
      const filtered = store.productos
        .filter((p) => !search || p.codigo.toLowerCase().includes(search) || p.nombre.toLowerCase().includes(search))
        .filter((p) => !categoria || p.categoria === categoria)
        .map((p): Producto => ({ ...p, stock: store.stock.get(`${sucursalId}:${p.id}`) ?? '0' }));
      const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
      return HttpResponse.json({
        items: filtered.slice((page - 1) * pageSize, page * pageSize),
        total: filtered.length,
        currentPage: page,
        totalPages,
        pageSize,
      });
    }),
  ];
}
