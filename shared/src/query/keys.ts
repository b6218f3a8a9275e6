/**
 * The one place where react-query keys are written (docs/arquitectura.md, "En el navegador").
 *
 * The shell and the four remotes share a single QueryClient, so a key is a contract between them:
 * - `queryKeys`: one key factory per entity. Every key of an entity starts with its `all` prefix,
 *   then a kind ('list', 'select', 'detail') and its parameters, so invalidating a prefix reaches
 *   every list, select and detail of that entity, in whichever remote (or the shell) declared it.
 * - `*QueryOptions`: key and query function (through the shared `api` client) of the catalogues read
 *   by more than one app, so one key always has exactly one query function.
 * - `invalidate`: what each mutation must refresh, by prefix, so no remote has to know another's keys.
 */
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../client';
import type {
  AuditoriaQuery,
  ReportesQuery,
  LibroIvaVentasQuery,
  MonedaHistorialQuery,
  ProveedoresListQuery,
  UsuariosQuery,
  CajaMovimientosQuery,
  ComisionesQuery,
  ComisionPagosQuery,
  ComisionVentasQuery,
  CuentasListQuery,
  GastosListQuery,
  MovimientosCuentaQuery,
  ResumenCuentaQuery,
  FabricacionesListQuery,
  IngresosListQuery,
  MovimientosStockQuery,
  PresupuestosListQuery,
  Cliente,
  ClientesListQuery,
  MetodoPago,
  Moneda,
  Producto,
  ProductosListQuery,
  ProveedorSelect,
  Sucursal,
  VentasListQuery,
} from '../schemas';

/** Parameters of the user list (GET users?page&pageSize). */
/** Params of one page of GET users (/usuarios and the seller pickers). */
export type UsuariosListParams = UsuariosQuery;

const sucursales = {
  all: ['sucursales'] as const,
  list: () => ['sucursales', 'list'] as const,
};

const monedas = {
  all: ['monedas'] as const,
  list: () => ['monedas', 'list'] as const,
  /** The provider's dollar types today (GET monedas/cotizaciones). */
  cotizaciones: () => ['monedas', 'cotizaciones'] as const,
  /** One page of a currency's rate history (GET monedas/historial). */
  historial: (params: MonedaHistorialQuery) => ['monedas', 'historial', params] as const,
  /** The provider's dollar rate waiting for confirmation (GET monedas/cotizacion-pendiente). */
  pendiente: () => ['monedas', 'pendiente'] as const,
};

const metodosPago = {
  all: ['metodos-pago'] as const,
  list: () => ['metodos-pago', 'list'] as const,
  details: () => ['metodos-pago', 'detail'] as const,
  detail: (id: number) => ['metodos-pago', 'detail', id] as const,
};

const productos = {
  all: ['productos'] as const,
  lists: () => ['productos', 'list'] as const,
  /**
   * One page of the /stock list: every parameter of the request (branch, text, category, page,
   * page size, sort and dir), so each order and size is its own cache entry.
   */
  list: (params: ProductosListQuery) => ['productos', 'list', params] as const,
  selects: () => ['productos', 'select'] as const,
  /** GET productos?select=true: with a branch its stock there; without one, every product (global search). */
  select: (sucursalId?: number) => ['productos', 'select', { sucursalId: sucursalId ?? null }] as const,
  details: () => ['productos', 'detail'] as const,
  /** One product, with the stock of `sucursalId` when given (every branch of it: `[...details(), id]`). */
  detail: (id: number, sucursalId?: number) => ['productos', 'detail', id, { sucursalId: sucursalId ?? null }] as const,
  /** One page of a product's stock movements (branch, page, size). */
  movimientos: (id: number, params: MovimientosStockQuery) => ['productos', 'movimientos', id, params] as const,
  /** One page of a product's cost history. */
  costos: (id: number, params: { page: number; pageSize: number }) => ['productos', 'costos', id, params] as const,
  /** Products under their minimum in a branch (the reorder list). */
  reposicion: (params: { sucursalId: number; proveedorId?: number }) => ['productos', 'reposicion', params] as const,
  /** The preview of a bulk price update (its filters and mode). */
  actualizacion: (params: Record<string, unknown>) => ['productos', 'actualizacion', params] as const,
};

const ingresos = {
  all: ['ingresos'] as const,
  lists: () => ['ingresos', 'list'] as const,
  /** One page of /ingresos: dates, supplier, text, page and size, as requested. */
  list: (params: IngresosListQuery) => ['ingresos', 'list', params] as const,
  details: () => ['ingresos', 'detail'] as const,
  detail: (id: number) => ['ingresos', 'detail', id] as const,
};

const fabricaciones = {
  all: ['fabricaciones'] as const,
  lists: () => ['fabricaciones', 'list'] as const,
  /** One page of /fabricacion: state, text, page and size. */
  list: (params: FabricacionesListQuery) => ['fabricaciones', 'list', params] as const,
  details: () => ['fabricaciones', 'detail'] as const,
  detail: (id: number) => ['fabricaciones', 'detail', id] as const,
  /** What a run of `cantidad` of a product would take from a branch (/crear-fabricacion). */
  preview: (params: { productoId: number; cantidad: string; sucursalId: number }) =>
    ['fabricaciones', 'preview', params] as const,
};

const proveedores = {
  all: ['proveedores'] as const,
  select: () => ['proveedores', 'select'] as const,
  lists: () => ['proveedores', 'list'] as const,
  /** One page of /listados/proveedores, as requested. */
  list: (params: ProveedoresListQuery) => ['proveedores', 'list', params] as const,
  details: () => ['proveedores', 'detail'] as const,
  detail: (id: number) => ['proveedores', 'detail', id] as const,
  /** A page of the products a supplier supplies. */
  productos: (id: number, params: { page?: number; pageSize?: number }) => ['proveedores', 'detail', id, 'productos', params] as const,
  /** A page of the stock entries with lines of a supplier. */
  ingresos: (id: number, params: { page?: number; pageSize?: number }) => ['proveedores', 'detail', id, 'ingresos', params] as const,
};

const clientes = {
  all: ['clientes'] as const,
  lists: () => ['clientes', 'list'] as const,
  /** One page of /listados/clientes: search, page, page size, sort and dir, as requested. */
  list: (params: ClientesListQuery) => ['clientes', 'list', params] as const,
  /** GET clientes?select=true: every active client (sale's client picker, global search). */
  select: () => ['clientes', 'select'] as const,
  /** The distinct zones of the clients (zone filter). */
  zonas: () => ['clientes', 'zonas'] as const,
  details: () => ['clientes', 'detail'] as const,
  /** One client with its current-account balances. */
  detail: (id: number) => ['clientes', 'detail', id] as const,
};

const ventas = {
  all: ['ventas'] as const,
  lists: () => ['ventas', 'list'] as const,
  /** One page of /ventas: search, dates, page, page size, sort and dir, as requested. */
  list: (params: VentasListQuery) => ['ventas', 'list', params] as const,
  details: () => ['ventas', 'detail'] as const,
  detail: (id: number) => ['ventas', 'detail', id] as const,
};

/** Current accounts: list, one client's account, its movements, statement and credit state; manual debts. */
const cuentasCorrientes = {
  all: ['cuentas-corrientes'] as const,
  lists: () => ['cuentas-corrientes', 'list'] as const,
  list: (params: CuentasListQuery) => ['cuentas-corrientes', 'list', params] as const,
  details: () => ['cuentas-corrientes', 'detail'] as const,
  detail: (clienteId: number) => ['cuentas-corrientes', 'detail', clienteId] as const,
  movimientos: (clienteId: number, params: MovimientosCuentaQuery) =>
    ['cuentas-corrientes', 'detail', clienteId, 'movimientos', params] as const,
  resumen: (clienteId: number, params: ResumenCuentaQuery) => ['cuentas-corrientes', 'detail', clienteId, 'resumen', params] as const,
  credito: (clienteId: number) => ['cuentas-corrientes', 'detail', clienteId, 'credito'] as const,
  deuda: (id: number) => ['cuentas-corrientes', 'deuda', id] as const,
  valorDolar: () => ['cuentas-corrientes', 'valor-dolar'] as const,
};

/** Cash boxes: the list, and per box its movements and sessions. */
const cajas = {
  all: ['cajas'] as const,
  list: () => ['cajas', 'list'] as const,
  movimientos: (id: number, params: CajaMovimientosQuery) => ['cajas', 'detail', id, 'movimientos', params] as const,
  sesiones: (id: number, params: { page?: number; pageSize?: number }) => ['cajas', 'detail', id, 'sesiones', params] as const,
};

const gastos = {
  all: ['gastos'] as const,
  lists: () => ['gastos', 'list'] as const,
  list: (params: GastosListQuery) => ['gastos', 'list', params] as const,
  detail: (id: number) => ['gastos', 'detail', id] as const,
};

const comisiones = {
  all: ['comisiones'] as const,
  list: (params: ComisionesQuery) => ['comisiones', 'list', params] as const,
  ventas: (params: ComisionVentasQuery) => ['comisiones', 'ventas', params] as const,
  pagos: (params: ComisionPagosQuery) => ['comisiones', 'pagos', params] as const,
  pago: (id: number) => ['comisiones', 'pago', id] as const,
};

const presupuestos = {
  all: ['presupuestos'] as const,
  lists: () => ['presupuestos', 'list'] as const,
  /** One page of /presupuestos: text, seller, dates, state, page and size, as requested. */
  list: (params: PresupuestosListQuery) => ['presupuestos', 'list', params] as const,
  details: () => ['presupuestos', 'detail'] as const,
  detail: (id: number) => ['presupuestos', 'detail', id] as const,
};

const usuarios = {
  all: ['usuarios'] as const,
  lists: () => ['usuarios', 'list'] as const,
  list: (params: UsuariosListParams) => ['usuarios', 'list', params] as const,
  detail: (id: number) => ['usuarios', 'detail', id] as const,
};

const roles = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
};

const reportes = {
  all: ['reportes'] as const,
  /** One generated report: type, dates and product, as requested. */
  list: (params: ReportesQuery) => ['reportes', 'list', params] as const,
  /** One Libro IVA Ventas (GET fiscal/libro-iva-ventas): its dates, as requested. */
  libroIvaVentas: (params: LibroIvaVentasQuery) => ['reportes', 'libro-iva-ventas', params] as const,
};

const dashboard = {
  all: ['dashboard'] as const,
  get: () => ['dashboard', 'get'] as const,
};

const auditoria = {
  all: ['auditoria'] as const,
  lists: () => ['auditoria', 'list'] as const,
  /** One page of /auditoria: filters, page, page size, sort and dir, as requested. */
  list: (params: AuditoriaQuery) => ['auditoria', 'list', params] as const,
};

/**
 * The whole-entity select lists (products, suppliers, clients) under one name. The global search no
 * longer reads them: it asks the server per term under each entity's list key
 * (shell/src/features/search/use-search-data.ts). Invalidate the entity, never "the search".
 */
const search = {
  productos: () => productos.select(),
  proveedores: () => proveedores.select(),
  clientes: () => clientes.select(),
};

/**
 * Key factories per entity, bulletproof-react style: `queryKeys.clientes.all` (prefix of every
 * client query), `.list(params)`, `.select()`, `.detail(id)`. Keys are plain arrays, equal for
 * equal parameters (react-query hashes object keys in sorted order).
 */
export const queryKeys = {
  sucursales,
  monedas,
  metodosPago,
  productos,
  ingresos,
  fabricaciones,
  proveedores,
  clientes,
  ventas,
  presupuestos,
  cuentasCorrientes,
  cajas,
  gastos,
  comisiones,
  usuarios,
  roles,
  reportes,
  dashboard,
  auditoria,
  search,
} as const;

/** Catalogues that rarely change (branches, currencies, payment methods) stay fresh 5 minutes. */
export const CATALOGO_STALE_TIME = 5 * 60_000;

/** GET sucursales → the branches (stock branch selector, new sale). */
export function sucursalesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sucursales.list(),
    queryFn: async (): Promise<Sucursal[]> => (await api.sucursales.list()).sucursales,
    staleTime: CATALOGO_STALE_TIME,
  });
}

/** GET monedas → the currencies. */
export function monedasQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.monedas.list(),
    queryFn: async (): Promise<Moneda[]> => (await api.monedas.list()).monedas,
    staleTime: CATALOGO_STALE_TIME,
  });
}

/** GET metodo-pago → every payment method (the /metodos-pago screen and the new sale). */
export function metodosPagoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.metodosPago.list(),
    queryFn: (): Promise<MetodoPago[]> => api.metodosPago.list(),
    staleTime: CATALOGO_STALE_TIME,
  });
}

/** GET productos?select=true[&sucursalId] → the products (with that branch's stock when given). */
export function productosSelectQueryOptions(sucursalId?: number) {
  return queryOptions({
    queryKey: queryKeys.productos.select(sucursalId),
    queryFn: async (): Promise<Producto[]> => (await api.productos.select(sucursalId)).products ?? [],
  });
}

/** GET proveedores?select=true → every supplier as `{ id, nombre }`. */
export function proveedoresSelectQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.proveedores.select(),
    queryFn: async (): Promise<ProveedorSelect[]> => (await api.proveedores.select()).proveedores ?? [],
  });
}

/** GET clientes?select=true → every active client. */
export function clientesSelectQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.clientes.select(),
    queryFn: async (): Promise<Cliente[]> => (await api.clientes.select()).clientes ?? [],
  });
}

/** Invalidates every query under each prefix; resolves when the active ones have refetched. */
async function invalidatePrefixes(qc: QueryClient, prefixes: readonly QueryKey[]): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/**
 * What each mutation refreshes, by key prefix: active queries refetch at once, the others are
 * marked stale and refetch when next shown. Every API write also adds an audit row, hence
 * `auditoria.all` everywhere. Return (or `void`) the promise from the mutation's `onSuccess`.
 */
export const invalidate = {
  /**
   * A client was created, updated or deleted: its lists, details and select (the sale's client
   * picker and the global search), plus sales, which show the client's name.
   */
  afterClienteChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.clientes.all, queryKeys.ventas.all, queryKeys.auditoria.all]),

  /** A product or its stock changed (create, edit, stock entry): stock lists, selects by branch (new sale, global search), details. */
  afterProductoChange: (qc: QueryClient) => invalidatePrefixes(qc, [queryKeys.productos.all, queryKeys.auditoria.all]),

  /**
   * A sale was recorded: the sale lists; every product query, because stock went down in the
   * sale's branch (stock list, selects by branch, global search); every client query, because a
   * sale on current account changes the client's balances (detail, lists, select).
   */
  afterVentaCreated: (qc: QueryClient) =>
    invalidatePrefixes(qc, [
      queryKeys.ventas.all,
      queryKeys.productos.all,
      queryKeys.clientes.all,
      queryKeys.cuentasCorrientes.all,
      queryKeys.cajas.all,
      queryKeys.comisiones.all,
      queryKeys.auditoria.all,
    ]),

  /**
   * A stock entry was recorded: entry lists and details, every product query (stock and cost
   * changed: lists, selects, details, movements, costs, reorder list).
   */
  afterIngresoCreated: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.ingresos.all, queryKeys.productos.all, queryKeys.auditoria.all]),

  /**
   * A stock entry was annulled (PUT ingresos/anular/{id}): entry lists and details (it shows
   * 'Anulado'), every product query (its stock went out and previous costs came back).
   */
  afterIngresoAnulado: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.ingresos.all, queryKeys.productos.all, queryKeys.auditoria.all]),

  /**
   * A manufacturing run was created, confirmed, finalized or cancelled: run lists and details, and
   * every product query (raw materials were deducted or returned, the product was added).
   */
  afterFabricacionChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.fabricaciones.all, queryKeys.productos.all, queryKeys.auditoria.all]),

  /**
   * A sale was edited or annulled: sale lists and details; products (an annulment returns stock);
   * clients (the account debit changed or was reversed).
   */
  afterVentaChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [
      queryKeys.ventas.all,
      queryKeys.productos.all,
      queryKeys.clientes.all,
      queryKeys.cuentasCorrientes.all,
      queryKeys.cajas.all,
      queryKeys.comisiones.all,
      queryKeys.auditoria.all,
    ]),

  /** A quote was created, edited or annulled: its lists and details (quotes never touch stock). */
  afterPresupuestoChange: (qc: QueryClient) => invalidatePrefixes(qc, [queryKeys.presupuestos.all, queryKeys.auditoria.all]),

  /** A quote became a sale: quotes, and everything a new sale refreshes (sales, stock, client balances). */
  afterPresupuestoConverted: (qc: QueryClient) =>
    invalidatePrefixes(qc, [
      queryKeys.presupuestos.all,
      queryKeys.ventas.all,
      queryKeys.productos.all,
      queryKeys.clientes.all,
      queryKeys.cuentasCorrientes.all,
      queryKeys.cajas.all,
      queryKeys.comisiones.all,
      queryKeys.auditoria.all,
    ]),

  /** A payment or manual debt: the account, its client, the sales it paid and the boxes it entered. */
  afterCuentaChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [
      queryKeys.cuentasCorrientes.all,
      queryKeys.clientes.all,
      queryKeys.ventas.all,
      queryKeys.cajas.all,
      queryKeys.auditoria.all,
    ]),
  /** Opening, closing or a manual movement of a cash box. */
  afterCajaChange: (qc: QueryClient) => invalidatePrefixes(qc, [queryKeys.cajas.all, queryKeys.auditoria.all]),
  /** An expense created or annulled (it may move a cash box). */
  afterGastoChange: (qc: QueryClient) => invalidatePrefixes(qc, [queryKeys.gastos.all, queryKeys.cajas.all, queryKeys.auditoria.all]),
  /** A commission payout (it may move a cash box). */
  afterComisionPago: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.comisiones.all, queryKeys.cajas.all, queryKeys.auditoria.all]),
  /** A payment method was created, edited or deleted: its list (also the new sale's) and details, plus sales, which show its name. */
  afterMetodoPagoChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.metodosPago.all, queryKeys.ventas.all, queryKeys.auditoria.all]),

  /** A currency changed: the currency list, plus products, whose prices show the currency. */
  afterMonedaChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.monedas.all, queryKeys.productos.all, queryKeys.auditoria.all]),

  /** A role was created or changed: role lists and details, plus users, whose rows show the role's name. */
  afterRolChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.roles.all, queryKeys.usuarios.all, queryKeys.auditoria.all]),

  /**
   * A supplier was created, edited or deleted: supplier lists, selects and details, plus products
   * and stock entries, which show its name.
   */
  afterProveedorChange: (qc: QueryClient) =>
    invalidatePrefixes(qc, [queryKeys.proveedores.all, queryKeys.productos.all, queryKeys.ingresos.all, queryKeys.auditoria.all]),

  /** A user was created or changed: user lists (also the audit log's Usuario filter) and details. */
  afterUsuarioChange: (qc: QueryClient) => invalidatePrefixes(qc, [queryKeys.usuarios.all, queryKeys.auditoria.all]),
} as const;
