import type {
  ConfirmarPendienteBody,
  CotizacionPendiente,
  IngresoAnulado,
  PagoAnulado,
  AbrirCajaBody,
  Caja,
  CajaMovimientoBody,
  CajaMovimientosPage,
  CajaMovimientosQuery,
  CajaSesion,
  CerrarCajaBody,
  ComisionesQuery,
  ComisionesResponse,
  ComisionPago,
  ComisionPagoBody,
  ComisionPagosQuery,
  ComisionVenta,
  ComisionVentasQuery,
  CuentaCliente,
  CuentasListQuery,
  CuentasPage,
  DeudaManual,
  DeudaManualBody,
  EstadoCredito,
  Gasto,
  GastoBody,
  GastosListQuery,
  GastosPage,
  MovimientosCuentaPage,
  MovimientosCuentaQuery,
  PagoCuentaBody,
  PagoCuentaResponse,
  ResumenCuenta,
  ResumenCuentaQuery,
  ActualizarPreciosBody,
  ActualizarPreciosResponse,
  AuditoriaPage,
  AuditoriaQuery,
  ChangePasswordBody,
  Cliente,
  ClienteBody,
  ClientesListQuery,
  CodigoAutorizacion,
  Fabricacion,
  FabricacionBody,
  FabricacionesListQuery,
  FabricacionListItem,
  FabricacionPreview,
  FabricacionPreviewQuery,
  Ingreso,
  IngresoBody,
  IngresoListItem,
  IngresosListQuery,
  LoginBody,
  MessageResponse,
  MetodoPago,
  MetodoPagoBody,
  Moneda,
  Paged,
  CostoHistorial,
  MovimientoStock,
  MovimientosStockQuery,
  Presupuesto,
  PresupuestoCreateBody,
  PresupuestosListQuery,
  PresupuestosPage,
  PresupuestoUpdateBody,
  ConvertirPresupuestoBody,
  Producto,
  ProductoBody,
  ProductoDetalle,
  ProductosListQuery,
  ReposicionItem,
  ProveedorSelect,
  ReportesQuery,
  ReporteResponse,
  Dashboard,
  Proveedor,
  ProveedorBody,
  ProveedoresListQuery,
  ProveedorProducto,
  ProveedorIngreso,
  ClientesZonas,
  UsuarioDetalle,
  UsuarioCreate,
  UsuarioUpdate,
  UsuarioCreado,
  UsuariosQuery,
  PasswordBlanqueada,
  RolUpdate,
  CotizacionesDolar,
  ActualizarDolar,
  MonedaValorBody,
  MonedaHistorialItem,
  MonedaHistorialQuery,
  Rol,
  RolCreate,
  SessionUser,
  Sucursal,
  UsuariosList,
  Venta,
  VentaCreateBody,
  VentaListItem,
  VentasListQuery,
  VentaUpdateBody,
  AnularVentaBody,
} from '../schemas';
import { IDEMPOTENCY_HEADER } from '../schemas/idempotencia';

/**
 * Error thrown by the API client for a non-OK response or a network failure.
 * `status` is 0 for a network failure; `message` is the server's Spanish message when it sent one.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never reached the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message to show for a failed call: the server's message when it sent one, else `fallback`
 * ("the server message is preferred", docs/arquitectura.md and docs/textos.md). When the request never
 * reached the server (ApiError.isNetworkError) it is `networkFallback` if given, else `fallback`.
 */
export function errorMessage(err: unknown, fallback: string, networkFallback?: string): string {
  if (err instanceof ApiError && err.isNetworkError) return networkFallback ?? fallback;
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Options of one call. `idempotencyKey` is sent as the `Idempotency-Key` header (docs/seguridad.md,
 * «Idempotencia»): the create calls that accept it answer a retry with the same key with the first
 * answer instead of creating twice. Use `useIdempotencyKey` (shared/hooks) to get one per submission.
 */
export interface RequestOptions {
  idempotencyKey?: string;
}

function toQuery(q?: Query): string {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    p.set(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Default API base: the runtime config of the shell (window.__APP_CONFIG__.apiUrl) or localhost:3000. */
function defaultBaseUrl(): string {
  const g = globalThis as { __APP_CONFIG__?: { apiUrl?: string } };
  return g.__APP_CONFIG__?.apiUrl ?? 'http://localhost:3000/api';
}

/**
 * Creates the typed client for the API calls (docs/arquitectura.md). Every call sends cookies (credentials: 'include')
 * and throws ApiError on a non-OK answer (message from body.message) or a network failure.
 */
export function createApiClient(options: { baseUrl?: string | (() => string); fetch?: typeof fetch } = {}) {
  const base = () => {
    const b = options.baseUrl ?? defaultBaseUrl;
    return (typeof b === 'function' ? b() : b).replace(/\/$/, '');
  };
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  async function request<T>(method: string, path: string, body?: unknown, query?: Query, opts: RequestOptions = {}): Promise<T> {
    let res: Response;
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
    try {
      res = await doFetch(`${base()}/${path}${toQuery(query)}`, {
        method,
        credentials: 'include',
        headers: Object.keys(headers).length === 0 ? undefined : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'Error de red');
    }
    const text = await res.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!res.ok) {
      const msg =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : '';
      throw new ApiError(res.status, msg, data);
    }
    return data as T;
  }

  return {
    request,
    auth: {
      me: () => request<SessionUser>('GET', 'auth/me'),
      login: (body: LoginBody) => request<{ user: SessionUser }>('POST', 'auth/login', body),
      logout: () => request<MessageResponse>('POST', 'auth/logout'),
      changePassword: (userId: number, body: ChangePasswordBody) =>
        request<MessageResponse>('PUT', `auth/change-password/${userId}`, body),
    },
    usuarios: {
      /** GET users?search&roleId&activo&page&pageSize (usuarios.get; sellers only with the sales list permissions). */
      list: (q: UsuariosQuery = {}) => request<UsuariosList>('GET', 'users', undefined, q as Query),
      /** GET users/{id} (usuarios.detail.get). */
      get: (id: number) => request<UsuarioDetalle>('GET', `users/${id}`),
      /** POST users (usuarios.post) → 201 { id, password? }: the generated password comes once. */
      create: (body: UsuarioCreate) => request<UsuarioCreado>('POST', 'users', body),
      /** PUT users/{id} (usuarios.put): deactivating ends the user's sessions. */
      update: (id: number, body: UsuarioUpdate) => request<UsuarioDetalle>('PUT', `users/${id}`, body),
      /** PUT users/{id}/reset-password (usuarios.put) → { message, password }, shown once. */
      resetPassword: (id: number) => request<PasswordBlanqueada>('PUT', `users/${id}/reset-password`),
    },
    roles: {
      /** GET roles (roles.get, usuarios.get or usuarios.post) → { roles } by name, with their user counts. */
      list: () => request<{ roles: Rol[] }>('GET', 'roles'),
      /** GET roles/{id} (roles.detail.get). */
      get: (id: number) => request<Rol>('GET', `roles/${id}`),
      create: (body: RolCreate) => request<Rol>('POST', 'roles', body),
      /** PUT roles/{id} (roles.put): name and the whole permission list; applies at the users' next call. */
      update: (id: number, body: RolUpdate) => request<Rol>('PUT', `roles/${id}`, body),
      /** DELETE roles/{id} (roles.delete): 409 while users have it, or for Administrador. */
      remove: (id: number) => request<MessageResponse>('DELETE', `roles/${id}`),
    },
    sucursales: {
      list: () => request<{ sucursales: Sucursal[] }>('GET', 'sucursales'),
    },
    monedas: {
      list: () => request<{ monedas: Moneda[] }>('GET', 'monedas'),
      /** GET monedas/cotizaciones (monedas.get): the provider's dollar types today; 502 when it cannot be reached. */
      cotizaciones: () => request<CotizacionesDolar>('GET', 'monedas/cotizaciones'),
      /** GET monedas/updateValue (monedas.put): sets the dollar to the provider's official sell rate. */
      actualizarOficial: () => request<ActualizarDolar>('GET', 'monedas/updateValue'),
      /** PUT monedas/{id} (monedas.put; only 2): the rate set by hand, written to the history. */
      setValor: (id: number, body: MonedaValorBody) => request<ActualizarDolar>('PUT', `monedas/${id}`, body),
      /** GET monedas/historial?monedaId&fechaDesde&page&pageSize (monedas.get), newest first. */
      historial: (q: MonedaHistorialQuery = {}) =>
        request<Paged<MonedaHistorialItem>>('GET', 'monedas/historial', undefined, q as Query),
      /** GET monedas/cotizacion-pendiente (monedas.get): a provider rate waiting for confirmation, or null. */
      pendiente: () => request<CotizacionPendiente>('GET', 'monedas/cotizacion-pendiente'),
      /** POST monedas/cotizacion-pendiente/confirmar (monedas.put) { valor }: applies the pending rate. */
      confirmarPendiente: (body: ConfirmarPendienteBody) => request<ActualizarDolar>('POST', 'monedas/cotizacion-pendiente/confirmar', body),
    },
    metodosPago: {
      list: () => request<MetodoPago[]>('GET', 'metodo-pago'),
      get: (id: number) => request<MetodoPago>('GET', `metodo-pago/${id}`),
      create: (body: MetodoPagoBody) => request<MetodoPago>('POST', 'metodo-pago', body),
      update: (id: number, body: MetodoPagoBody) => request<MetodoPago>('PUT', `metodo-pago/${id}`, body),
      remove: (id: number) => request<MessageResponse>('DELETE', `metodo-pago/${id}`),
    },
    productos: {
      select: (sucursalId?: number) =>
        request<{ products: Producto[] }>('GET', 'productos', undefined, { select: 'true', sucursalId }),
      list: (q: ProductosListQuery) => request<Paged<Producto>>('GET', 'productos', undefined, q as Query),
      get: (id: number, sucursalId?: number) =>
        request<ProductoDetalle>('GET', `productos/${id}`, undefined, { sucursalId }),
      /** POST productos (stock.post) → { id, codigo }: the code is assigned by the server. */
      create: (body: ProductoBody) => request<{ id: number; codigo: string }>('POST', 'productos', body),
      /** PUT productos/{id} (stock.put; a cost change also needs stock.editar_costo). */
      update: (id: number, body: ProductoBody) => request<ProductoDetalle>('PUT', `productos/${id}`, body),
      /** DELETE productos/{id} (stock.delete): soft delete, refused (409) once it has stock movements. */
      remove: (id: number) => request<MessageResponse>('DELETE', `productos/${id}`),
      /** GET productos/{id}/movimientos?sucursalId&page&pageSize, newest first. */
      movimientos: (id: number, q: MovimientosStockQuery) =>
        request<Paged<MovimientoStock>>('GET', `productos/${id}/movimientos`, undefined, q as Query),
      /** GET productos/{id}/costos?page&pageSize, newest first. */
      costos: (id: number, q: { page?: number; pageSize?: number } = {}) =>
        request<Paged<CostoHistorial>>('GET', `productos/${id}/costos`, undefined, q),
      /** POST productos/actualizar-precios (stock.put): the preview, or with confirmar the result. */
      actualizarPrecios: (body: ActualizarPreciosBody) =>
        request<ActualizarPreciosResponse>('POST', 'productos/actualizar-precios', body),
      /** GET productos/reposicion?sucursalId[&proveedorId] (stock.get): products under their minimum. */
      reposicion: (q: { sucursalId: number; proveedorId?: number }) =>
        request<{ items: ReposicionItem[] }>('GET', 'productos/reposicion', undefined, q),
    },
    ingresos: {
      /** POST ingresos (stock.add_stock) → { id }; 409 with `confirmaciones` when a cost needs confirmation. */
      create: (body: IngresoBody, opts?: RequestOptions) => request<{ id: number }>('POST', 'ingresos', body, undefined, opts),
      list: (q: IngresosListQuery) => request<Paged<IngresoListItem>>('GET', 'ingresos', undefined, q as Query),
      get: (id: number) => request<Ingreso>('GET', `ingresos/${id}`),
      /** PUT ingresos/anular/{id} (ingresos.delete): stock and previous costs back; 409 when already annulled or the stock was used. */
      anular: (id: number) => request<IngresoAnulado>('PUT', `ingresos/anular/${id}`, {}),
    },
    fabricaciones: {
      create: (body: FabricacionBody) => request<{ id: number }>('POST', 'fabricaciones', body),
      list: (q: FabricacionesListQuery) =>
        request<Paged<FabricacionListItem>>('GET', 'fabricaciones', undefined, q as Query),
      get: (id: number) => request<Fabricacion>('GET', `fabricaciones/${id}`),
      /** GET fabricaciones/previsualizar: the raw materials a run would take and whether the branch has them. */
      previsualizar: (q: FabricacionPreviewQuery) =>
        request<FabricacionPreview>('GET', 'fabricaciones/previsualizar', undefined, q as Query),
      checkMateria: (id: number, body: { materiaPrimaId: number; sucursalId: number }) =>
        request<MessageResponse>('PUT', `fabricaciones/${id}/check-materia`, body),
      finalizar: (id: number, body: { sucursalId: number }) =>
        request<MessageResponse>('PUT', `fabricaciones/${id}/finalizar`, body),
      cancelar: (id: number, body: { sucursalId: number }) =>
        request<MessageResponse>('DELETE', `fabricaciones/${id}/cancelar`, body),
    },
    reportes: {
      /** GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get): the rows, newest first, not paged. */
      get: (q: ReportesQuery) => request<ReporteResponse>('GET', 'reportes', undefined, q as Query),
    },
    dashboard: {
      /** GET dashboard (signed in): the /home figures the user may see, null where not. */
      get: () => request<Dashboard>('GET', 'dashboard'),
    },
    proveedores: {
      select: () => request<{ proveedores: ProveedorSelect[] }>('GET', 'proveedores', undefined, { select: 'true' }),
      /** GET proveedores?search&page&pageSize&sort&dir (proveedores.get). */
      list: (q: ProveedoresListQuery) => request<Paged<Proveedor>>('GET', 'proveedores', undefined, q as Query),
      /** GET proveedores/{id} (proveedores.detail.get). */
      get: (id: number) => request<Proveedor>('GET', `proveedores/${id}`),
      /** POST proveedores (proveedores.post) → 201 with the supplier. */
      create: (body: ProveedorBody) => request<Proveedor>('POST', 'proveedores', body),
      /** PUT proveedores/{id} (proveedores.put). */
      update: (id: number, body: ProveedorBody) => request<Proveedor>('PUT', `proveedores/${id}`, body),
      /** DELETE proveedores/{id} (proveedores.delete): 409 while products, entries or expenses point at it. */
      remove: (id: number) => request<MessageResponse>('DELETE', `proveedores/${id}`),
      /** GET proveedores/{id}/productos?page&pageSize (proveedores.detail.get): the products it supplies, by code. */
      productos: (id: number, q: { page?: number; pageSize?: number } = {}) =>
        request<Paged<ProveedorProducto>>('GET', `proveedores/${id}/productos`, undefined, q),
      /** GET proveedores/{id}/ingresos?page&pageSize (proveedores.detail.get): stock entries with its lines, newest first. */
      ingresos: (id: number, q: { page?: number; pageSize?: number } = {}) =>
        request<Paged<ProveedorIngreso>>('GET', `proveedores/${id}/ingresos`, undefined, q),
    },
    clientes: {
      select: () => request<{ clientes: Cliente[] }>('GET', 'clientes', undefined, { select: 'true' }),
      /** GET clientes/zonas (clientes.get): the distinct zones, for the list filter. */
      zonas: () => request<ClientesZonas>('GET', 'clientes/zonas'),
      list: (q: ClientesListQuery) => request<Paged<Cliente>>('GET', 'clientes', undefined, q as Query),
      get: (id: number) => request<Cliente>('GET', `clientes/${id}`),
      create: (body: ClienteBody) => request<Cliente>('POST', 'clientes', body),
      update: (id: number, body: ClienteBody) => request<Cliente>('PUT', `clientes/${id}`, body),
      remove: (id: number) => request<MessageResponse>('DELETE', `clientes/${id}`),
    },
    ventas: {
      checkCodePass: (codigo_pass: string) =>
        request<{ valid: boolean }>('POST', 'ventas/check-code-pass', { codigo_pass }),
      generarCodigo: () => request<CodigoAutorizacion>('POST', 'ventas/codigos-autorizacion'),
      create: (body: VentaCreateBody, opts?: RequestOptions) => request<{ ventaId: number }>('POST', 'ventas', body, undefined, opts),
      get: (id: number) => request<Venta>('GET', `ventas/${id}`),
      list: (q: VentasListQuery) => request<Paged<VentaListItem>>('GET', 'ventas', undefined, q as Query),
      /** PUT ventas/{id} (ventas.put): payment method and discount; the server recomputes the total. */
      update: (id: number, body: VentaUpdateBody) => request<Venta>('PUT', `ventas/${id}`, body),
      /**
       * PUT ventas/anular/{id} (ventas.delete, or a seller with `{ codigo_pass }`): one-way; stock
       * returned, account debit reversed. Without ventas.delete and without a code → 409 asking for it.
       */
      anular: (id: number, body?: AnularVentaBody) => request<MessageResponse>('PUT', `ventas/anular/${id}`, body ?? undefined),
    },
    presupuestos: {
      list: (q: PresupuestosListQuery) => request<PresupuestosPage>('GET', 'presupuestos', undefined, q as Query),
      get: (id: number) => request<Presupuesto>('GET', `presupuestos/${id}`),
      create: (body: PresupuestoCreateBody, opts?: RequestOptions) =>
        request<{ id: number }>('POST', 'presupuestos', body, undefined, opts),
      update: (id: number, body: PresupuestoUpdateBody) => request<Presupuesto>('PUT', `presupuestos/${id}`, body),
      /** POST presupuestos/convertir-a-venta/{id} → { ventaId }; one-way. */
      convertir: (id: number, body: ConvertirPresupuestoBody) =>
        request<{ ventaId: number }>('POST', `presupuestos/convertir-a-venta/${id}`, body),
      /** PUT presupuestos/anular/{id} → { message }; estado anulado. */
      anular: (id: number) => request<MessageResponse>('PUT', `presupuestos/anular/${id}`),
    },
    /** Current accounts (docs/cuentas-corrientes.md). */
    cuentasCorrientes: {
      /** GET cuentas-corrientes?search&conDeuda&page&pageSize: balances, aging and totals. */
      list: (q: CuentasListQuery) => request<CuentasPage>('GET', 'cuentas-corrientes', undefined, q as Query),
      /** GET cuentas-corrientes/{clienteId}: the client with balances, aging and credit limits. */
      get: (clienteId: number) => request<CuentaCliente>('GET', `cuentas-corrientes/${clienteId}`),
      /** GET cuentas-corrientes/valor_dolar → { valor }: the system dollar rate. */
      valorDolar: () => request<{ valor: string }>('GET', 'cuentas-corrientes/valor_dolar'),
      /** POST cuentas-corrientes/movimientos: a payment (CREDITO), applied oldest first. */
      pagar: (body: PagoCuentaBody, opts?: RequestOptions) =>
        request<PagoCuentaResponse>('POST', 'cuentas-corrientes/movimientos', body, undefined, opts),
      /** POST cuentas-corrientes/movimientos/{id}/anular (cuentas_corrientes.delete): reverses a payment. */
      anularPago: (movimientoId: number) => request<PagoAnulado>('POST', `cuentas-corrientes/movimientos/${movimientoId}/anular`, {}),
      movimientos: (clienteId: number, q: MovimientosCuentaQuery) =>
        request<MovimientosCuentaPage>('GET', `cuentas-corrientes/${clienteId}/movimientos`, undefined, q as Query),
      resumen: (clienteId: number, q: ResumenCuentaQuery) =>
        request<ResumenCuenta>('GET', `cuentas-corrientes/${clienteId}/resumen`, undefined, q as Query),
      /** GET cuentas-corrientes/{clienteId}/credito: limits, balances and oldest debt, for New Sale's warning. */
      credito: (clienteId: number) => request<EstadoCredito>('GET', `cuentas-corrientes/${clienteId}/credito`),
      crearDeuda: (body: DeudaManualBody, opts?: RequestOptions) =>
        request<{ id: number; movimientoId: number }>('POST', 'deuda-manual', body, undefined, opts),
      deuda: (id: number) => request<DeudaManual>('GET', `deuda-manual/${id}`),
    },
    /** Cash boxes (docs/cajas-gastos-comisiones.md). */
    cajas: {
      list: () => request<Caja[]>('GET', 'cajas'),
      abrir: (id: number, body: AbrirCajaBody) => request<Caja>('POST', `cajas/${id}/abrir`, body),
      cerrar: (id: number, body: CerrarCajaBody) => request<CajaSesion>('POST', `cajas/${id}/cerrar`, body),
      movimiento: (id: number, body: CajaMovimientoBody, opts?: RequestOptions) =>
        request<{ id: number }>('POST', `cajas/${id}/movimientos`, body, undefined, opts),
      movimientos: (id: number, q: CajaMovimientosQuery) =>
        request<CajaMovimientosPage>('GET', `cajas/${id}/movimientos`, undefined, q as Query),
      sesiones: (id: number, q: { page?: number; pageSize?: number }) =>
        request<Paged<CajaSesion>>('GET', `cajas/${id}/sesiones`, undefined, q as Query),
    },
    gastos: {
      list: (q: GastosListQuery) => request<GastosPage>('GET', 'gastos', undefined, q as Query),
      create: (body: GastoBody, opts?: RequestOptions) => request<{ id: number }>('POST', 'gastos', body, undefined, opts),
      get: (id: number) => request<Gasto>('GET', `gastos/${id}`),
      anular: (id: number) => request<MessageResponse>('PUT', `gastos/anular/${id}`),
    },
    comisiones: {
      list: (q: ComisionesQuery) => request<ComisionesResponse>('GET', 'comisiones', undefined, q as Query),
      ventas: (q: ComisionVentasQuery) => request<Paged<ComisionVenta>>('GET', 'comisiones/ventas', undefined, q as Query),
      pagar: (body: ComisionPagoBody) => request<{ id: number }>('POST', 'comisiones/pagos', body),
      pagos: (q: ComisionPagosQuery) => request<Paged<ComisionPago>>('GET', 'comisiones/pagos', undefined, q as Query),
      pago: (id: number) => request<ComisionPago>('GET', `comisiones/pagos/${id}`),
    },
    auditoria: {
      /** GET auditoria?entidad&usuarioId&fechaDesde&fechaHasta&page&pageSize&sort&dir (auditoria.get), newest first unless sorted. */
      list: (q: AuditoriaQuery) => request<AuditoriaPage>('GET', 'auditoria', undefined, q as Query),
    },
  };
}

/** The client type; each remote receives the same instance through the shared singleton. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** The app-wide client instance (base URL from the shell's runtime config). */
export const api: ApiClient = createApiClient();
