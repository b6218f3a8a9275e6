import { http, HttpResponse } from 'msw';
import type { Cliente, MetodoPago, Producto, Venta, VentaCreateBody } from 'shared';
import { API_URL } from 'shared/testing';

/** In-memory data behind the sales handlers of the component tests. */
export interface VentasStore {
  productos: Producto[];
  clientes: Cliente[];
  metodos: MetodoPago[];
  ventas: Venta[];
  created: VentaCreateBody[];
  codigoValido: string;
}

export function producto(id: number, over: Partial<Producto> = {}): Producto {
  return {
    id,
    codigo: String(30000 + id),
    nombre: `Perfume ${id}`,
    descripcion: null,
    categoria: 'elaborado',
    unidad: 'unidad',
    stock: '10.0000',
    stockMinimo: '0',
    precio: '1000.00',
    alicuotaIva: '21',
    valorFinal: '1210.00',
    costo: '500.00',
    costoMonedaId: 1,
    monedaId: 1,
    moneda: { id: 1, simbolo: '$' },
    proveedor: null,
    ...over,
  };
}

export function venta(id: number, over: Partial<Venta> = {}): Venta {
  return {
    id,
    fechaVenta: '2026-11-21T15:00:00Z',
    cliente: { id: 1, nombreApellido: 'María López', documento: '27111222' },
    vendedor: { id: 1, name: 'Ana Pérez' },
    codVendedor: 'V001',
    sucursal: { id: 1, nombre: 'Casa Central' },
    origen: 'venta',
    metodoPago: { id: 4, nombre: 'Cuenta Corriente' },
    moneda: { id: 1, nombre: 'Pesos', simbolo: '$' },
    linea: 2,
    total: '2420.00',
    descuento: '0',
    pagada: false,
    pagado: '0.00',
    estadoPago: 'Pendiente',
    isDeleted: false,
    detalles: [
      { id: 1, productoId: 1, cantidad: '2.0000', precioUnitario: '1210.00', subTotal: '2420.00', comisionVendedor: '0', custom: false, producto: { id: 1, codigo: '30001', nombre: 'Perfume 1', unidad: 'unidad' } },
    ],
    ...over,
  };
}

export function createStore(): VentasStore {
  return {
    productos: [producto(1), producto(2), producto(3, { monedaId: 2, moneda: { id: 2, simbolo: 'US$' }, nombre: 'Esencia importada' })],
    clientes: [
      { id: 1, nombreApellido: 'María López', documento: '27111222', email: null, telefono: null, tipo: 'particular', condicionIVA: 'Responsable Inscripto', direccion: null, codigoPostal: null, zona: null, provincia: 'Buenos Aires', notas: null, nombreEmpresa: null, cuentaCorriente: { saldo_pesos: '0', saldo_dolares: '0', saldo_a_favor_pesos: '0', saldo_a_favor_dolares: '0' } } as unknown as Cliente,
    ],
    metodos: [
      { id: 1, nombre: 'Efectivo', descripcion: null },
      { id: 4, nombre: 'Cuenta Corriente', descripcion: null },
    ] as MetodoPago[],
    ventas: Array.from({ length: 12 }, (_, i) => venta(12 - i)),
    created: [],
    codigoValido: '123456',
  };
}

/** msw handlers of the calls the sales screens make. */
export function ventasHandlers(store: VentasStore) {
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: [{ id: 1, nombre: 'Casa Central' }, { id: 2, nombre: 'Sucursal Norte' }] })),
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
      const items = found.slice((page - 1) * pageSize, page * pageSize).map(({ detalles: _d, ...v }) => v);
      return HttpResponse.json({ items, total: found.length, currentPage: page, totalPages: Math.max(1, Math.ceil(found.length / pageSize)), pageSize });
    }),
  ];
}
