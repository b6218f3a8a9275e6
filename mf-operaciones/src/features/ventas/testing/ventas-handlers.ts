import { http, HttpResponse } from 'msw';
import {
  documentTotal,
  METODO_CUENTA_CORRIENTE,
  MSG_COMPROBANTE_YA_AUTORIZADO,
  MSG_VENTA_SIN_COMPROBANTE,
  MSG_VENTA_ANULADA,
  MSG_VENTA_ANULADA_OK,
  MSG_VENTA_YA_ANULADA,
  ventaUpdateBodySchema,
  type Cliente,
  type Comprobante,
  type EstadoComprobante,
  type MetodoPago,
  type ObservacionArca,
  type Producto,
  type ProductoDetalle,
  type Sucursal,
  type Usuario,
  type Venta,
  type VentaCreateBody,
  type VentaUpdateBody,
} from 'shared';
import {
  API_URL,
  fakeCliente,
  fakeMetodoPago,
  fakeProducto,
  fakeSucursal,
  fakeUsuario,
  fakeUsuariosList,
  fakeVenta,
  fakeVentaDetalle,
  pageOf,
  setupMswServer,
  sortRows,
  toVentaListItem,
} from 'shared/testing';
import { paginaBuscada, textoCliente, textoProducto } from '../../comun/buscadores/testing/paginas';
import { fakeComprobante } from './comprobantes';

/** In-memory data behind the sales handlers of the component tests. */
export interface VentasStore {
  productos: Producto[];
  clientes: Cliente[];
  metodos: MetodoPago[];
  ventas: Venta[];
  created: VentaCreateBody[];
  codigoValido: string;
  /** The codes POST ventas/codigos-autorizacion hands out, one per call, in order (then '999999'). */
  codigosGenerados: string[];
  /** Each call of POST ventas/codigos-autorizacion, counted. */
  codigosPedidos: number;
  /** Stock of a product in a branch other than what `productos` says: `stockSucursal[sucursalId][productoId]`. */
  stockSucursal: Record<number, Record<number, string>>;
  /** The users of GET users (the seller filter of /ventas). */
  usuarios: Usuario[];
  /** The query of every GET ventas, in order. */
  listados: URLSearchParams[];
  /** The body of every valid PUT ventas/{id}, with its id. */
  actualizadas: Array<{ id: number; body: VentaUpdateBody }>;
  /** The id of every sale annulled through PUT ventas/anular/{id}. */
  anuladas: number[];
  /** The branches of GET sucursales (Casa Central with punto de venta 1, Sucursal Norte with 2, unless changed). */
  sucursales: Sucursal[];
  /** State ARCA gives the comprobante of a Línea 1 sale created by POST ventas ('autorizado' unless changed). */
  estadoNuevoComprobante: EstadoComprobante;
  /** What ARCA answers the next POST ventas/{id}/comprobante/reintentar ('autorizado' unless changed), with these observations. */
  reintento: { estado: EstadoComprobante; observaciones: ObservacionArca[] };
  /** The sale id of every POST ventas/{id}/comprobante/reintentar, in order. */
  reintentos: number[];
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
 * A fresh store: products 1 and 2 in pesos and 3 ('Esencia importada') in dollars (10 units in every
 * branch unless `stockSucursal` says otherwise), the client María López, the methods Efectivo and
 * Cuenta Corriente, the users Ana Pérez (V001) and Pedro Ruiz (V002), and sales 12 to 1 (newest
 * first, all sold by Ana Pérez); authorization codes '123456', then '654321'.
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
    codigosGenerados: ['123456', '654321'],
    codigosPedidos: 0,
    stockSucursal: {},
    usuarios: [fakeUsuario({ id: 1, name: 'Ana Pérez', cod_vendedor: 'V001' }), fakeUsuario({ id: 2, name: 'Pedro Ruiz', cod_vendedor: 'V002' })],
    listados: [],
    actualizadas: [],
    anuladas: [],
    sucursales: [fakeSucursal({ id: 1, nombre: 'Casa Central', puntoVenta: 1 }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte', puntoVenta: 2 })],
    estadoNuevoComprobante: 'autorizado',
    reintento: { estado: 'autorizado', observaciones: [] },
    reintentos: [],
  };
}

/**
 * Comprobante `c` after a retry ARCA answered with `r`: authorised, it gets number 24 (unless it
 * had one), a CAE and its QR; pending or rejected, it keeps no number and takes `r.observaciones`.
 */
function reintentado(c: Comprobante, r: VentasStore['reintento']): Comprobante {
  const { cae: _cae, caeVencimiento: _vto, qrUrl: _qr, numero, ...resto } = c;
  if (r.estado === 'autorizado') return fakeComprobante({ ...resto, numero: numero ?? 24, estado: 'autorizado', observaciones: r.observaciones });
  return fakeComprobante({ ...resto, numero: null, estado: r.estado, observaciones: r.observaciones });
}

/** The day of an ISO instant in Buenos Aires, as yyyy-mm-dd (how GET ventas reads fechaDesde / fechaHasta). */
const diaBuenosAires = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(iso));

/**
 * The sales of GET ventas for `query`, as the API filters them: search (N°, client, seller), days in
 * Buenos Aires (both ends included), vendedorId, estadoPago and anulada ('true' / 'false').
 */
export function filtrarVentas(ventas: Venta[], query: URLSearchParams): Venta[] {
  const search = (query.get('search') ?? '').toLowerCase();
  const desde = query.get('fechaDesde');
  const hasta = query.get('fechaHasta');
  const vendedorId = query.get('vendedorId');
  const estadoPago = query.get('estadoPago');
  const anulada = query.get('anulada');
  return ventas.filter(
    (v) =>
      (!search || String(v.id) === search || (v.cliente?.nombreApellido ?? '').toLowerCase().includes(search) || v.vendedor.name.toLowerCase().includes(search)) &&
      (!desde || diaBuenosAires(v.fechaVenta) >= desde) &&
      (!hasta || diaBuenosAires(v.fechaVenta) <= hasta) &&
      (!vendedorId || v.vendedor.id === Number(vendedorId)) &&
      (!estadoPago || v.estadoPago === estadoPago) &&
      (anulada === null || v.isDeleted === (anulada === 'true')),
  );
}

/**
 * Sale `v` after PUT ventas/{id} with `body`, as the server leaves it: the payment method and the
 * discount changed, the total recomputed from the stored lines (documentTotal); a Cuenta Corriente
 * sale owes it all again (pagado 0), any other method is paid in full.
 */
function ventaEditada(v: Venta, body: { metodoPagoId: number; descuento: string }, metodo: MetodoPago): Venta {
  const { total: _total, estadoPago: _estado, pagada: _pagada, ...resto } = v;
  const total = documentTotal(v.detalles, body.descuento);
  return venta(v.id, {
    ...resto,
    metodoPago: { id: metodo.id, nombre: metodo.nombre },
    descuento: body.descuento,
    pagado: metodo.nombre === METODO_CUENTA_CORRIENTE ? '0.00' : total,
  });
}

/**
 * msw handlers of the calls the sales screens make, on `store`: the catalogues, the product and
 * client searches (GET productos|clientes?search&page&pageSize), GET productos/{id} with the
 * branch's stock, GET users, the authorization codes, POST ventas, GET ventas (filtered and sorted
 * like the API, each query recorded), GET ventas/{id}, PUT ventas/{id} (validated with
 * the shared ventaUpdateBodySchema; 409 on an annulled sale), PUT ventas/anular/{id} and POST
 * ventas/{id}/comprobante/reintentar (the pending or rejected credit note first, then the invoice,
 * answered as `store.reintento` says; 409 for a Línea 2 sale or when all is authorised). POST ventas
 * of `linea: 1` records a sale with a Factura A in `store.estadoNuevoComprobante`.
 */
export function ventasHandlers(store: VentasStore) {
  /** `p` with its stock in branch `sucursalId` (`stockSucursal`, or what `productos` says). */
  const enSucursal = (p: Producto, sucursalId: number): Producto => {
    const stock = store.stockSucursal[sucursalId]?.[p.id];
    return stock === undefined ? p : { ...p, stock };
  };
  const sucursales = store.sucursales;
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: store.sucursales })),
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    // The searches of /ventas/nueva: a page of the matches by name and document, or code and name.
    http.get(`${API_URL}/clientes`, ({ request }) => HttpResponse.json(paginaBuscada(new URL(request.url).searchParams, store.clientes, textoCliente))),
    http.get(`${API_URL}/productos`, ({ request }) => {
      const sp = new URL(request.url).searchParams;
      const sucursalId = Number(sp.get('sucursalId'));
      return HttpResponse.json(paginaBuscada(sp, store.productos.map((p) => enSucursal(p, sucursalId)), textoProducto));
    }),
    http.get(`${API_URL}/productos/:id`, ({ params, request }) => {
      const p = store.productos.find((x) => x.id === Number(params.id));
      if (!p) return HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
      const detalle: ProductoDetalle = {
        ...enSucursal(p, Number(new URL(request.url).searchParams.get('sucursalId'))),
        formula: null,
        stockPorSucursal: sucursales.map((s) => ({ sucursalId: s.id, nombre: s.nombre, cantidad: store.stockSucursal[s.id]?.[p.id] ?? p.stock })),
      };
      return HttpResponse.json(detalle);
    }),
    http.get(`${API_URL}/users`, () => HttpResponse.json(fakeUsuariosList(store.usuarios))),
    http.post(`${API_URL}/ventas/check-code-pass`, async ({ request }) => {
      const body = (await request.json()) as { codigo_pass: string };
      return HttpResponse.json({ valid: body.codigo_pass === store.codigoValido });
    }),
    http.post(`${API_URL}/ventas/codigos-autorizacion`, () => {
      const codigo = store.codigosGenerados[store.codigosPedidos] ?? '999999';
      store.codigosPedidos += 1;
      return HttpResponse.json({ codigo, expiraEn: new Date(Date.now() + 10 * 60_000).toISOString() }, { status: 201 });
    }),
    http.post(`${API_URL}/ventas`, async ({ request }) => {
      const body = (await request.json()) as VentaCreateBody;
      store.created.push(body);
      const id = 100 + store.created.length;
      // Línea 1: the Factura A of the default sale (2 × Perfume 1 to María López), in the state ARCA gives it.
      const estado = store.estadoNuevoComprobante;
      store.ventas.unshift(body.linea === 1 ? venta(id, { linea: 1, comprobante: fakeComprobante({ id, estado }) }) : venta(id));
      return HttpResponse.json({ ventaId: id }, { status: 201 });
    }),
    http.get(`${API_URL}/ventas/:id`, ({ params }) => {
      const v = store.ventas.find((x) => x.id === Number(params.id));
      return v ? HttpResponse.json(v) : HttpResponse.json({ message: 'Venta no encontrada.' }, { status: 404 });
    }),
    http.get(`${API_URL}/ventas`, ({ request }) => {
      const url = new URL(request.url);
      store.listados.push(url.searchParams);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const found = filtrarVentas(store.ventas, url.searchParams);
      return HttpResponse.json(pageOf(ordenarVentas(found, url.searchParams).map(toVentaListItem), page, pageSize));
    }),
    http.put(`${API_URL}/ventas/anular/:id`, ({ params }) => {
      const i = store.ventas.findIndex((x) => x.id === Number(params.id));
      if (i < 0) return HttpResponse.json({ message: 'Venta no encontrada.' }, { status: 404 });
      if (store.ventas[i].isDeleted) return HttpResponse.json({ message: MSG_VENTA_YA_ANULADA }, { status: 409 });
      store.ventas[i] = venta(store.ventas[i].id, { ...store.ventas[i], isDeleted: true });
      store.anuladas.push(store.ventas[i].id);
      return HttpResponse.json({ message: MSG_VENTA_ANULADA_OK });
    }),
    http.post(`${API_URL}/ventas/:id/comprobante/reintentar`, ({ params }) => {
      const i = store.ventas.findIndex((x) => x.id === Number(params.id));
      if (i < 0) return HttpResponse.json({ message: 'Venta no encontrada.' }, { status: 404 });
      const v = store.ventas[i];
      if (!v.comprobante) return HttpResponse.json({ message: MSG_VENTA_SIN_COMPROBANTE }, { status: 409 });
      store.reintentos.push(v.id);
      // Like the API: the credit note when it is the one waiting, otherwise the invoice.
      if (v.notaCredito && v.notaCredito.estado !== 'autorizado') {
        store.ventas[i] = venta(v.id, { ...v, notaCredito: reintentado(v.notaCredito, store.reintento) });
      } else if (v.comprobante.estado !== 'autorizado') {
        store.ventas[i] = venta(v.id, { ...v, comprobante: reintentado(v.comprobante, store.reintento) });
      } else {
        return HttpResponse.json({ message: MSG_COMPROBANTE_YA_AUTORIZADO }, { status: 409 });
      }
      return HttpResponse.json(store.ventas[i]);
    }),
    http.put(`${API_URL}/ventas/:id`, async ({ params, request }) => {
      const i = store.ventas.findIndex((x) => x.id === Number(params.id));
      if (i < 0) return HttpResponse.json({ message: 'Venta no encontrada.' }, { status: 404 });
      const body = (await request.json()) as VentaUpdateBody;
      const parsed = ventaUpdateBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (store.ventas[i].isDeleted) return HttpResponse.json({ message: MSG_VENTA_ANULADA }, { status: 409 });
      const metodo = store.metodos.find((m) => m.id === parsed.data.metodoPagoId);
      if (!metodo) return HttpResponse.json({ message: 'El método de pago seleccionado no existe.' }, { status: 400 });
      store.actualizadas.push({ id: store.ventas[i].id, body });
      store.ventas[i] = ventaEditada(store.ventas[i], parsed.data, metodo);
      return HttpResponse.json(store.ventas[i]);
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
