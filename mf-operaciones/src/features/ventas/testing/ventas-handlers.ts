import { http, HttpResponse } from 'msw';
import type { Cliente, MetodoPago, Producto, Venta, VentaCreateBody } from 'shared';
import {
  API_URL,
  fakeCliente,
  fakeMetodoPago,
  fakeProducto,
  fakeSucursal,
  fakeVenta,
  fakeVentaDetalle,
  pageOf,
  setupMswServer,
  sortRows,
  toVentaListItem,
} from 'shared/testing';

/** In-memory data behind the sales handlers of the component tests. */
export interface VentasStore {
  productos: Producto[];
  clientes: Cliente[];
  metodos: MetodoPago[];
  ventas: Venta[];
  created: VentaCreateBody[];
  codigoValido: string;
}

/**
 * An elaborated product of the sales tests, built with `fakeProducto` (shared/testing,
 * docs/pruebas.md): code 300NN, 'Perfume N', 10 units in stock, $ 1.000,00 + 21 % IVA = $ 1.210,00,
 * unless overridden (`moneda` follows `monedaId`, `valorFinal` follows `precio` and `alicuotaIva`).
 * @throws Error when the result is not a product the API could send.
 */
export function producto(id: number, over: Partial<Producto> = {}): Producto {
  return fakeProducto({
    id,
    codigo: String(30000 + id),
    nombre: `Perfume ${id}`,
    descripcion: null,
    categoria: 'elaborado',
    unidad: 'unidad',
    stock: '10.0000',
    stockMinimo: '0.0000',
    precio: '1000.00',
    alicuotaIva: '21',
    costo: '500.00',
    costoMonedaId: 1,
    proveedor: null,
    ...over,
  });
}

/**
 * A sale of the sales tests, built with `fakeVenta` (shared/testing, docs/pruebas.md): María López
 * buys 2 × Perfume 1 at $ 1.210,00 on Cuenta Corriente, nothing paid yet, unless overridden. `total`
 * follows `detalles` and `descuento`; `estadoPago` and `pagada` follow `pagado`.
 * @throws Error when the result is not a sale the API could send.
 */
export function venta(id: number, over: Partial<Venta> = {}): Venta {
  return fakeVenta({
    id,
    fechaVenta: '2026-11-21T15:00:00.000Z',
    cliente: { id: 1, nombreApellido: 'María López', documento: '27111222' },
    vendedor: { id: 1, name: 'Ana Pérez' },
    codVendedor: 'V001',
    sucursal: { id: 1, nombre: 'Casa Central' },
    origen: 'venta',
    metodoPago: { id: 4, nombre: 'Cuenta Corriente' },
    moneda: { id: 1, nombre: 'Pesos', simbolo: '$' },
    linea: 2,
    descuento: '0',
    pagado: '0.00',
    isDeleted: false,
    detalles: [
      fakeVentaDetalle({ id: 1, productoId: 1, cantidad: '2.0000', precioUnitario: '1210.00', producto: { id: 1, codigo: '30001', nombre: 'Perfume 1', unidad: 'unidad' } }),
    ],
    ...over,
  });
}

/**
 * A fresh store: products 1 and 2 in pesos and 3 ('Esencia importada') in dollars, the client María
 * López, the methods Efectivo and Cuenta Corriente, and sales 12 to 1 (newest first).
 */
export function createStore(): VentasStore {
  return {
    productos: [producto(1), producto(2), producto(3, { monedaId: 2, moneda: { id: 2, simbolo: 'US$' }, nombre: 'Esencia importada' })],
    clientes: [
      fakeCliente({ id: 1, nombreApellido: 'María López', documento: '27111222', email: null, telefono: null, condicionIVA: 'Responsable Inscripto', direccion: null, codigoPostal: null, zona: null, notas: null }),
    ],
    metodos: [fakeMetodoPago({ id: 1, nombre: 'Efectivo', descripcion: null }), fakeMetodoPago({ id: 4, nombre: 'Cuenta Corriente', descripcion: null })],
    ventas: Array.from({ length: 12 }, (_, i) => venta(12 - i)),
    created: [],
    codigoValido: '123456',
  };
}

/** msw handlers of the calls the sales screens make. */
export function ventasHandlers(store: VentasStore) {
  const sucursales = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales })),
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/clientes`, () => HttpResponse.json({ clientes: store.clientes })),
    http.get(`${API_URL}/productos`, () => HttpResponse.json({ products: store.productos })),
    http.get(`${API_URL}/productos/:id`, ({ params }) => {
      const p = store.productos.find((x) => x.id === Number(params.id));
      return p ? HttpResponse.json(p) : HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
    }),
    http.post(`${API_URL}/ventas/check-code-pass`, async ({ request }) => {
      const body = (await request.json()) as { codigo_pass: string };
      return HttpResponse.json({ valid: body.codigo_pass === store.codigoValido });
    }),
    http.post(`${API_URL}/ventas/codigos-autorizacion`, () =>
      HttpResponse.json({ codigo: store.codigoValido, expiraEn: new Date(Date.now() + 10 * 60_000).toISOString() }, { status: 201 }),
    ),
    http.post(`${API_URL}/ventas`, async ({ request }) => {
      const body = (await request.json()) as VentaCreateBody;
      store.created.push(body);
      const id = 100 + store.created.length;
      store.ventas.unshift(venta(id));
      return HttpResponse.json({ ventaId: id }, { status: 201 });
    }),
    http.get(`${API_URL}/ventas/:id`, ({ params }) => {
      const v = store.ventas.find((x) => x.id === Number(params.id));
      return v ? HttpResponse.json(v) : HttpResponse.json({ message: 'Venta no encontrada.' }, { status: 404 });
    }),
    http.get(`${API_URL}/ventas`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const found = store.ventas.filter(
        (v) => !search || String(v.id) === search || (v.cliente?.nombreApellido ?? '').toLowerCase().includes(search) || v.vendedor.name.toLowerCase().includes(search),
      );
      return HttpResponse.json(pageOf(ordenarVentas(found, url.searchParams).map(toVentaListItem), page, pageSize));
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a sales test file, with a fresh
 * {@link createStore} before each test and unhandled requests failing the test. Call it once at the
 * top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupVentasServer() {
  return setupMswServer(createStore, ventasHandlers);
}

// ---------------------------------------------------------------------------------------------
// Order of GET ventas (?sort=&dir=), added for the sortable columns (docs/arquitectura.md,
// "Listas"): like the API, the column (null last when ascending), then the id the same way.

const VENTAS_ORDEN: Record<string, (v: Venta) => string | number | null> = {
  id: (v) => v.id,
  fecha: (v) => Date.parse(v.fechaVenta),
  cliente: (v) => v.cliente?.nombreApellido ?? null,
  vendedor: (v) => v.vendedor.name,
  sucursal: (v) => v.sucursal.nombre,
  metodoPago: (v) => v.metodoPago.nombre,
  total: (v) => Number(v.total),
};

/** The sales in the order of `?sort=&dir=` of `query`; as they are without a known `sort`. */
export function ordenarVentas(ventas: Venta[], query: URLSearchParams): Venta[] {
  return sortRows(ventas, query, VENTAS_ORDEN);
}
