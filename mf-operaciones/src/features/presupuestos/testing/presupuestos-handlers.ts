import { http, HttpResponse } from 'msw';
import {
  compareDecimal,
  convertirPresupuestoBodySchema,
  descuentoExcedeMaximo,
  documentTotal,
  lineSubtotal,
  MSG_APROBACION_PEDIR_CODIGO,
  MSG_CODIGO_INVALIDO,
  MSG_CODIGO_VACIO,
  MSG_CREDITO_PEDIR_CODIGO,
  MSG_PRESUPUESTO_CONVERTIDO,
  MSG_PRESUPUESTO_NO_ENCONTRADO,
  presupuestoCreateBodySchema,
  presupuestosPageSchema,
  presupuestoUpdateBodySchema,
  msgDescuentoMaximo,
  productoDetalleSchema,
  toMoney,
  toQuantity,
  type Cliente,
  type MetodoPago,
  type Presupuesto,
  type Producto,
  type ProductoDetalle,
  type Usuario,
} from 'shared';
import { API_URL, fakeCliente, fakeMetodoPago, fakeProducto, fakeSucursal, fakeUsuario, fakeUsuariosList, setupMswServer } from 'shared/testing';
import { paginaBuscada, textoCliente, textoProducto } from '../../comun/buscadores/testing/paginas';
import { fakePresupuesto, fakePresupuestoDetalle, toPresupuestoListItem } from './presupuestos-fakes';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** A request body the fake API received, with the quote it was for. */
export interface Pedido {
  id: number;
  body: unknown;
}

/** In-memory data behind the quote handlers, plus every request the screens made. */
export interface PresupuestosStore {
  presupuestos: Presupuesto[];
  /** Products with their stock in branch 1 (branch 2 has none). */
  productos: Producto[];
  clientes: Cliente[];
  usuarios: Usuario[];
  metodos: MetodoPago[];
  listRequests: URL[];
  productosRequests: URL[];
  clientesRequests: URL[];
  /** Bodies of POST presupuestos, in order (also the refused ones). */
  creados: unknown[];
  /** Idempotency-Key of every POST presupuestos (null without one), in order. */
  clavesCreacion: Array<string | null>;
  /**
   * The `descuentoMaximo` of the signed-in user's role (docs/presupuestos.md, «Alta»): '100' (the
   * default) is no limit; above it a create, an edit that raises the discount, or a conversion
   * answers the API's 409 asking for a code, unless `codigo_pass` is one of `codigosPass` (consumed;
   * another code: 400 'Código de autorización inválido').
   */
  descuentoMaximo: string;
  codigosPass: string[];
  actualizados: Pedido[];
  convertidos: Pedido[];
  anulados: number[];
}

/**
 * A product of the quote tests, built with `fakeProducto` (shared/testing): 'Perfume N', code 300NN,
 * 10 units in branch 1, $ 1.000,00 + 21 % IVA = $ 1.210,00, unless overridden.
 * @throws Error when the result is not a product the API could send.
 */
export function producto(id: number, over: Partial<Producto> = {}): Producto {
  return fakeProducto({ id, codigo: String(30000 + id), nombre: `Perfume ${id}`, categoria: 'elaborado', unidad: 'unidad', stock: '10.0000', precio: '1000.00', alicuotaIva: '21', ...over });
}

/** María López, the client of the even quotes: a person with every field of the card filled in. */
export const MARIA = () =>
  fakeCliente({
    id: 1,
    nombreApellido: 'María López',
    documento: '27111222',
    email: 'maria.lopez@correo.com.ar',
    telefono: '11 4555-1234',
    tipo: 'particular',
    condicionIVA: 'Monotributista',
    direccion: 'Av. San Martín 1234',
    codigoPostal: '1406',
    zona: 'Oeste',
    provincia: 'Buenos Aires',
    nombreEmpresa: null,
  });

/** The sellers of the demo: Ana Pérez (V001) and Pedro Ruiz (V002); Inés Díaz has no seller code. */
const USUARIOS = () => [
  fakeUsuario({ id: 1, name: 'Ana Pérez', cod_vendedor: 'V001', roleId: 1, roleName: 'Administrador' }),
  fakeUsuario({ id: 2, name: 'Pedro Ruiz', cod_vendedor: 'V002' }),
  fakeUsuario({ id: 3, name: 'Inés Díaz', cod_vendedor: null, roleId: 3, roleName: 'Inventario' }),
];

/**
 * Quote `id` of the list: a multiple of 5 is converted (sale 500 + id), of 7 annulled; the even ones
 * are for María López, the odd ones have no client; multiples of 3 are Pedro Ruiz's (V002), quote 1
 * has no seller, the others are Ana Pérez's (V001); quote 2 is in dollars.
 */
function presupuesto(id: number): Presupuesto {
  const convertido = id % 5 === 0;
  const anulado = id % 7 === 0;
  const vendedor = id === 1 ? null : id % 3 === 0 ? { vendedor: 'Pedro Ruiz', vendedorId: 2, codVendedor: 'V002' } : { vendedor: 'Ana Pérez', vendedorId: 1, codVendedor: 'V001' };
  const dolares = id === 2;
  return fakePresupuesto({
    id,
    cliente: id % 2 === 0 ? MARIA() : null,
    ...(vendedor ?? { vendedor: null, vendedorId: null, codVendedor: null }),
    convertidoEnVenta: convertido,
    ventaId: convertido ? 500 + id : null,
    estado: anulado ? 'anulado' : 'activo',
    isDeleted: anulado,
    ...(dolares
      ? {
          moneda: { id: 2, simbolo: 'US$' },
          monedaId: 2,
          detalles: [fakePresupuestoDetalle({ id: 201, productoId: 3, nombre: 'Esencia importada', monedaId: 2, precioUnitario: '12.10', valorFinal: '12.10', cantidad: '1.0000' })],
        }
      : {}),
  });
}

/**
 * A fresh store: products 1 and 2 ('Perfume 1', 'Esencia de lavanda' in litres, both in pesos) and 3
 * ('Esencia importada', in dollars); clients María López and Juan Pérez; three users; the methods
 * Efectivo and Cuenta Corriente; and the quotes 23 to 1 (newest first) of {@link presupuesto}.
 */
export function createPresupuestosStore(): PresupuestosStore {
  return {
    presupuestos: Array.from({ length: 23 }, (_, i) => presupuesto(23 - i)),
    productos: [
      producto(1),
      producto(2, { codigo: '20002', categoria: 'esencia', nombre: 'Esencia de lavanda', unidad: 'l', stock: '3.5000', precio: '500.00' }),
      producto(3, { nombre: 'Esencia importada', monedaId: 2, moneda: { id: 2, simbolo: 'US$' }, precio: '10.00' }),
    ],
    clientes: [MARIA(), fakeCliente({ id: 2, nombreApellido: 'Juan Pérez', documento: '20333444', tipo: 'empresa' })],
    usuarios: USUARIOS(),
    metodos: [fakeMetodoPago({ id: 1, nombre: 'Efectivo', descripcion: null }), fakeMetodoPago({ id: 4, nombre: 'Cuenta Corriente', descripcion: null })],
    listRequests: [],
    productosRequests: [],
    clientesRequests: [],
    creados: [],
    clavesCreacion: [],
    descuentoMaximo: '100',
    codigosPass: [],
    actualizados: [],
    convertidos: [],
    anulados: [],
  };
}

/** `p` seen from branch `sucursalId` as GET productos/{id}?sucursalId returns it (branch 2 has no stock). */
function enSucursal(p: Producto, sucursalId: number): ProductoDetalle {
  const stock = sucursalId === 1 ? p.stock : '0.0000';
  return productoDetalleSchema.parse({
    ...p,
    stock,
    formula: null,
    stockPorSucursal: [
      { sucursalId: 1, nombre: 'Casa Central', cantidad: p.stock },
      { sucursalId: 2, nombre: 'Sucursal Norte', cantidad: '0.0000' },
    ],
  });
}

/** The first problem of a refused body, as the API words it. */
const rechazo = (issues: ReadonlyArray<{ message: string }>) => HttpResponse.json({ message: issues[0]?.message ?? 'Datos inválidos.' }, { status: 400 });

/** The stored lines of `detalles` as the API would return them (names, stock and currency from the products). */
function lineas(store: PresupuestosStore, presupuestoId: number, detalles: ReadonlyArray<{ productoId: number; cantidad: string; precioUnitario: string; custom: boolean }>) {
  return detalles.map((d, i) => {
    const p = store.productos.find((x) => x.id === d.productoId) ?? producto(d.productoId);
    const cantidad = toQuantity(d.cantidad);
    const precioUnitario = toMoney(d.precioUnitario);
    return fakePresupuestoDetalle({
      id: presupuestoId * 100 + i + 1,
      productoId: p.id,
      nombre: p.nombre,
      codigo: p.codigo,
      cantidad,
      precioUnitario,
      subTotal: lineSubtotal(precioUnitario, cantidad),
      stock: p.stock,
      unidad: p.unidad,
      monedaId: p.monedaId,
      monedaSimbolo: p.moneda.simbolo,
      valorFinal: p.valorFinal,
      custom: d.custom,
    });
  });
}

/**
 * The code approval as the API does it (aprobarCodigo, docs/presupuestos.md): null when nothing needs
 * a code — no overridden price (`precio`) and `descuento` within `store.descuentoMaximo` (or, with
 * `anterior`, not raised) — or the code is one of `store.codigosPass` (consumed); else the answer:
 * 400 'Debe ingresar un código de autorización' for a price without code, 409 naming the limit and
 * ending with `pedir` for the discount, or 400 for a wrong code.
 */
function aprobarDescuento(store: PresupuestosStore, descuento: string, anterior: string | null, codigo: string | null | undefined, pedir: string, precio = false) {
  const porDescuento = descuentoExcedeMaximo(descuento, store.descuentoMaximo) && (anterior === null || descuentoExcedeMaximo(descuento, anterior));
  if (!precio && !porDescuento) return null;
  if (!codigo && precio) return HttpResponse.json({ message: MSG_CODIGO_VACIO }, { status: 400 });
  if (!codigo) return HttpResponse.json({ message: `${msgDescuentoMaximo(store.descuentoMaximo)} ${pedir}` }, { status: 409 });
  const i = store.codigosPass.indexOf(codigo);
  if (i < 0) return HttpResponse.json({ message: MSG_CODIGO_INVALIDO }, { status: 400 });
  store.codigosPass.splice(i, 1);
  return null;
}

/**
 * Whether a body's lines override a price as the API sees it: a `custom` line whose price is not the
 * product's valorFinal, nor (`antes`, on an edit) the price the quote already had for that product.
 */
function cambiaPrecio(store: PresupuestosStore, detalles: ReadonlyArray<{ productoId: number; precioUnitario: string; custom: boolean }>, antes: Presupuesto | null = null) {
  return detalles.some((d) => {
    const vigente = store.productos.find((p) => p.id === d.productoId)?.valorFinal;
    const guardado = antes?.detalles.find((x) => x.productoId === d.productoId && x.custom)?.precioUnitario;
    return d.custom && vigente !== undefined && compareDecimal(d.precioUnitario, vigente) !== 0 && (guardado === undefined || compareDecimal(d.precioUnitario, guardado) !== 0);
  });
}

/** msw handlers of the calls the quote screens make. */
export function presupuestosHandlers(store: PresupuestosStore) {
  const sucursales = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];
  const buscar = (id: string | readonly string[] | undefined) => store.presupuestos.find((p) => p.id === Number(id));
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales })),
    // Unlocking a price (AutorizarPrecioDialog): valid while the code is one of `codigosPass` (not consumed here).
    http.post(`${API_URL}/ventas/check-code-pass`, async ({ request }) => {
      const body = (await request.json()) as { codigo_pass: string };
      return HttpResponse.json({ valid: store.codigosPass.includes(body.codigo_pass) });
    }),
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/users`, () => HttpResponse.json(fakeUsuariosList(store.usuarios))),
    http.get(`${API_URL}/clientes`, ({ request }) => {
      const url = new URL(request.url);
      store.clientesRequests.push(url);
      return HttpResponse.json(paginaBuscada(url.searchParams, store.clientes, textoCliente));
    }),
    http.get(`${API_URL}/productos`, ({ request }) => {
      const url = new URL(request.url);
      store.productosRequests.push(url);
      const sucursalId = Number(url.searchParams.get('sucursalId') ?? 1);
      const productos = store.productos.map((p) => ({ ...p, stock: sucursalId === 1 ? p.stock : '0.0000' }));
      return HttpResponse.json(paginaBuscada(url.searchParams, productos, textoProducto));
    }),
    http.get(`${API_URL}/productos/:id`, ({ request, params }) => {
      const p = store.productos.find((x) => x.id === Number(params.id));
      const sucursalId = Number(new URL(request.url).searchParams.get('sucursalId') ?? 1);
      return p ? HttpResponse.json(enSucursal(p, sucursalId)) : HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
    }),
    http.get(`${API_URL}/presupuestos`, ({ request }) => {
      const url = new URL(request.url);
      store.listRequests.push(url);
      const sp = url.searchParams;
      const q = (sp.get('search') ?? '').toLocaleLowerCase('es-AR');
      const dia = (p: Presupuesto) => p.fecha.slice(0, 10); // 13:00 UTC is the same day in Buenos Aires
      const found = store.presupuestos.filter(
        (p) =>
          (!q || `${p.cliente?.nombreApellido ?? ''} ${p.cliente?.documento ?? ''} ${p.vendedor ?? ''}`.toLocaleLowerCase('es-AR').includes(q)) &&
          (!sp.get('codVendedor') || p.codVendedor === sp.get('codVendedor')) &&
          (!sp.get('fechaDesde') || dia(p) >= sp.get('fechaDesde')!) &&
          (!sp.get('fechaHasta') || dia(p) <= sp.get('fechaHasta')!) &&
          (!sp.get('estado') || p.estado === sp.get('estado')),
      );
      const page = Number(sp.get('page') ?? 1);
      const pageSize = Number(sp.get('pageSize') ?? 15);
      const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
      return HttpResponse.json(
        presupuestosPageSchema.parse({
          presupuestos: found.slice((page - 1) * pageSize, page * pageSize).map(toPresupuestoListItem),
          total: found.length,
          totalPages,
          currentPage: page,
          nextPage: page < totalPages ? page + 1 : null,
          prevPage: page > 1 ? page - 1 : null,
          pageSize,
        }),
      );
    }),
    http.get(`${API_URL}/presupuestos/:id`, ({ params }) => {
      const p = buscar(params.id);
      return p ? HttpResponse.json(p) : HttpResponse.json({ message: MSG_PRESUPUESTO_NO_ENCONTRADO }, { status: 404 });
    }),
    http.post(`${API_URL}/presupuestos`, async ({ request }) => {
      const body = await request.json();
      store.creados.push(body);
      store.clavesCreacion.push(request.headers.get('Idempotency-Key'));
      const r = presupuestoCreateBodySchema.safeParse(body);
      if (!r.success) return rechazo(r.error.issues);
      const aprobacion = aprobarDescuento(store, r.data.descuento, null, r.data.codigo_pass, MSG_APROBACION_PEDIR_CODIGO, cambiaPrecio(store, r.data.detalles));
      if (aprobacion) return aprobacion;
      const id = 100 + store.creados.length;
      const cliente = store.clientes.find((c) => c.id === r.data.clienteId) ?? null;
      const detalles = lineas(store, id, r.data.detalles);
      store.presupuestos.unshift(
        fakePresupuesto({ id, cliente, detalles, moneda: { id: detalles[0].monedaId, simbolo: detalles[0].monedaSimbolo }, monedaId: detalles[0].monedaId }),
      );
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.put(`${API_URL}/presupuestos/anular/:id`, ({ params }) => {
      const p = buscar(params.id);
      if (!p) return HttpResponse.json({ message: MSG_PRESUPUESTO_NO_ENCONTRADO }, { status: 404 });
      store.anulados.push(p.id);
      store.presupuestos = store.presupuestos.map((x) => (x.id === p.id ? fakePresupuesto({ ...x, estado: 'anulado', isDeleted: true }) : x));
      return HttpResponse.json({ message: 'Presupuesto anulado.' });
    }),
    http.put(`${API_URL}/presupuestos/:id`, async ({ request, params }) => {
      const p = buscar(params.id);
      if (!p) return HttpResponse.json({ message: MSG_PRESUPUESTO_NO_ENCONTRADO }, { status: 404 });
      const body = await request.json();
      store.actualizados.push({ id: p.id, body });
      if (p.convertidoEnVenta) return HttpResponse.json({ message: MSG_PRESUPUESTO_CONVERTIDO }, { status: 409 });
      const r = presupuestoUpdateBodySchema.safeParse(body);
      if (!r.success) return rechazo(r.error.issues);
      const aprobacion = aprobarDescuento(store, r.data.descuento, p.descuento, r.data.codigo_pass, MSG_APROBACION_PEDIR_CODIGO, cambiaPrecio(store, r.data.detalles, p));
      if (aprobacion) return aprobacion;
      const detalles = lineas(store, p.id, r.data.detalles);
      const cliente = store.clientes.find((c) => c.id === r.data.clienteId) ?? null;
      const actualizado = fakePresupuesto({ ...p, cliente, clienteId: cliente?.id ?? null, descuento: r.data.descuento, detalles, total: documentTotal(detalles, r.data.descuento) });
      store.presupuestos = store.presupuestos.map((x) => (x.id === p.id ? actualizado : x));
      return HttpResponse.json(actualizado);
    }),
    http.post(`${API_URL}/presupuestos/convertir-a-venta/:id`, async ({ request, params }) => {
      const p = buscar(params.id);
      if (!p) return HttpResponse.json({ message: MSG_PRESUPUESTO_NO_ENCONTRADO }, { status: 404 });
      const body = await request.json();
      store.convertidos.push({ id: p.id, body });
      const r = convertirPresupuestoBodySchema.safeParse(body);
      if (!r.success) return rechazo(r.error.issues);
      // The sale is checked against the limit of whoever converts, as a new sale (crearVenta).
      const aprobacion = aprobarDescuento(store, p.descuento, null, r.data.codigo_pass, MSG_CREDITO_PEDIR_CODIGO);
      if (aprobacion) return aprobacion;
      const ventaId = 500 + p.id;
      store.presupuestos = store.presupuestos.map((x) => (x.id === p.id ? fakePresupuesto({ ...x, convertidoEnVenta: true, ventaId }) : x));
      return HttpResponse.json({ ventaId }, { status: 201 });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a quote test file, with a fresh
 * {@link createPresupuestosStore} before each test and unhandled requests failing the test. Call it
 * once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupPresupuestosServer() {
  return setupMswServer(createPresupuestosStore, presupuestosHandlers);
}
