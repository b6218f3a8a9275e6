import {
  auditoria,
  cajas,
  clientes,
  comisiones,
  cuentasCorrientes,
  dashboard,
  fabricaciones,
  gastos,
  ingresos,
  fiscal,
  metodosPago,
  monedas,
  presupuestos,
  productos,
  proveedores,
  reportes,
  roles,
  sucursales,
  usuarios,
  ventas,
} from '../contrato';
import type { QueryDe, RespuestaDe, RutaApi } from '../contrato/ruta';
import { crearClienteAuth, defaultBaseUrl } from './auth';
import { ApiError, llamador, metodo } from './llamada';

export { ApiError, rutaConParams, type Entrada, type Llamar, type Metodo, type RequestOptions } from './llamada';

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

/** The variant of an answer that has `clave` (GET productos?select=true → `{ products }`), or an ApiError. */
function variante<T, K extends string>(respuesta: T, clave: K): Extract<T, Record<K, unknown>> {
  if (respuesta && typeof respuesta === 'object' && clave in respuesta) return respuesta as Extract<T, Record<K, unknown>>;
  throw new ApiError(200, 'Respuesta inesperada del servidor.', respuesta);
}

/**
 * Creates the typed client of the API (docs/arquitectura.md «El contrato publicado»). Every method
 * is a route of the contract (shared/src/contrato): its path, method, parameter, body or query and
 * answer type come from there (`metodo`); calls send cookies (credentials: 'include') and throw
 * ApiError on a non-OK answer (message from body.message) or a network failure (status 0).
 * Methods take `(id?, body or query?, opts?)`; `opts.idempotencyKey` goes as `Idempotency-Key`.
 */
export function createApiClient(options: { baseUrl?: string | (() => string); fetch?: typeof fetch } = {}) {
  const base = () => {
    const b = options.baseUrl ?? defaultBaseUrl;
    return typeof b === 'function' ? b() : b;
  };
  const llamar = llamador(base, () => options.fetch ?? globalThis.fetch);
  const m = <R extends RutaApi>(ruta: R) => metodo(llamar, ruta);
  /** The page variant of a list route that also answers `?select=true`: its query without `select`, its answer narrowed to the page. */
  const pagina =
    <R extends RutaApi>(ruta: R) =>
    async (q: Omit<QueryDe<R>, 'select'>) =>
      variante(await llamar(ruta, { query: q }), 'items');

  return {
    /** Any route of the contract with its whole input: `llamar(ventas.detalle, { params: { id } })`. */
    llamar,
    auth: crearClienteAuth(llamar),
    usuarios: {
      list: m(usuarios.listar),
      get: m(usuarios.detalle),
      /** The generated password comes once, in the answer. */
      create: m(usuarios.crear),
      /** Deactivating ends the user's sessions. */
      update: m(usuarios.actualizar),
      /** → { message, password }, shown once. */
      resetPassword: m(usuarios.restablecerContrasena),
    },
    roles: {
      list: m(roles.listar),
      get: m(roles.detalle),
      create: m(roles.crear),
      update: m(roles.actualizar),
      remove: m(roles.eliminar),
    },
    sucursales: {
      list: m(sucursales.listar),
      /** PUT sucursales/{id} { puntoVenta } (fiscal.put). */
      setPuntoVenta: m(fiscal.puntoVenta),
    },
    fiscal: {
      configuracion: m(fiscal.configuracion),
      actualizarConfiguracion: m(fiscal.actualizarConfiguracion),
      certificado: m(fiscal.certificado),
      /** GET fiscal/libro-iva-ventas?fechaDesde&fechaHasta (reportes.get or fiscal.get): the authorised comprobantes in pesos and their totals. */
      libroIvaVentas: m(fiscal.libroIvaVentas),
    },
    monedas: {
      list: m(monedas.listar),
      cotizaciones: m(monedas.cotizaciones),
      actualizarOficial: m(monedas.actualizarOficial),
      setValor: m(monedas.fijarValor),
      historial: m(monedas.historial),
      pendiente: m(monedas.pendiente),
      confirmarPendiente: m(monedas.confirmarPendiente),
    },
    metodosPago: {
      list: m(metodosPago.listar),
      get: m(metodosPago.detalle),
      create: m(metodosPago.crear),
      update: m(metodosPago.actualizar),
      remove: m(metodosPago.eliminar),
    },
    productos: {
      /** GET productos?select=true[&sucursalId] → { products }: every product, for the pickers. */
      select: async (sucursalId?: number) => variante(await llamar(productos.listar, { query: { select: 'true', sucursalId } }), 'products'),
      /** GET productos?… → the page (never the select variant). */
      list: pagina(productos.listar),
      get: m(productos.detalle),
      /** → { id, codigo }: the code is assigned by the server. */
      create: m(productos.crear),
      /** A cost change also needs stock.editar_costo. */
      update: m(productos.actualizar),
      /** Soft delete, refused (409) once it has stock movements. */
      remove: m(productos.eliminar),
      movimientos: m(productos.movimientos),
      costos: m(productos.costos),
      /** The preview, or with confirmar the result. */
      actualizarPrecios: m(productos.actualizarPrecios),
      reposicion: m(productos.reposicion),
    },
    ingresos: {
      /** 409 with `confirmaciones` when a cost needs confirmation. */
      create: m(ingresos.crear),
      list: m(ingresos.listar),
      get: m(ingresos.detalle),
      /** Stock and previous costs back; 409 when already annulled or the stock was used. */
      anular: m(ingresos.anular),
    },
    fabricaciones: {
      create: m(fabricaciones.crear),
      list: m(fabricaciones.listar),
      get: m(fabricaciones.detalle),
      /** The raw materials a run would take and whether the branch has them. */
      previsualizar: m(fabricaciones.previsualizar),
      checkMateria: m(fabricaciones.confirmarMateria),
      finalizar: m(fabricaciones.finalizar),
      cancelar: m(fabricaciones.cancelar),
    },
    reportes: {
      /** The rows, newest first, not paged. */
      get: m(reportes.consultar),
    },
    dashboard: {
      /** The /home figures the user may see, null where not. */
      get: m(dashboard.consultar),
    },
    proveedores: {
      /** GET proveedores?select=true → { proveedores }: every supplier, for the pickers. */
      select: async () => variante(await llamar(proveedores.listar, { query: { select: 'true' } }), 'proveedores'),
      list: pagina(proveedores.listar),
      get: m(proveedores.detalle),
      create: m(proveedores.crear),
      update: m(proveedores.actualizar),
      /** 409 while products, entries or expenses point at it. */
      remove: m(proveedores.eliminar),
      productos: m(proveedores.productos),
      ingresos: m(proveedores.ingresos),
    },
    clientes: {
      /** GET clientes?select=true → { clientes }: every client, for the pickers. */
      select: async () => variante(await llamar(clientes.listar, { query: { select: 'true' } }), 'clientes'),
      zonas: m(clientes.zonas),
      list: pagina(clientes.listar),
      get: m(clientes.detalle),
      create: m(clientes.crear),
      update: m(clientes.actualizar),
      remove: m(clientes.eliminar),
    },
    ventas: {
      checkCodePass: (codigo_pass: string) => llamar(ventas.verificarCodigo, { body: { codigo_pass } }),
      generarCodigo: m(ventas.emitirCodigo),
      create: m(ventas.crear),
      get: m(ventas.detalle),
      list: m(ventas.listar),
      /** Payment method and discount; the server recomputes the total. */
      update: m(ventas.actualizar),
      /**
       * One-way: stock returned, account debit reversed. Without ventas.delete and without
       * `{ codigo_pass }` → 409 asking for it.
       */
      anular: m(ventas.anular),
      /** Línea 1: asks ARCA again for the pending or rejected comprobante; → the sale. */
      reintentarComprobante: m(ventas.reintentarComprobante),
    },
    presupuestos: {
      list: m(presupuestos.listar),
      get: m(presupuestos.detalle),
      create: m(presupuestos.crear),
      update: m(presupuestos.actualizar),
      /** → { ventaId }; one-way. */
      convertir: m(presupuestos.convertir),
      anular: m(presupuestos.anular),
    },
    /** Current accounts (docs/cuentas-corrientes.md). */
    cuentasCorrientes: {
      list: m(cuentasCorrientes.listar),
      get: m(cuentasCorrientes.detalle),
      valorDolar: m(cuentasCorrientes.valorDolar),
      /** A payment (CREDITO), applied oldest first. */
      pagar: m(cuentasCorrientes.registrarPago),
      /** Reverses a payment (cuentas_corrientes.delete). */
      anularPago: m(cuentasCorrientes.anularPago),
      movimientos: m(cuentasCorrientes.movimientos),
      resumen: m(cuentasCorrientes.resumen),
      /** Limits, balances and oldest debt, for New Sale's warning. */
      credito: m(cuentasCorrientes.credito),
      crearDeuda: m(cuentasCorrientes.crearDeudaManual),
      deuda: m(cuentasCorrientes.detalleDeudaManual),
    },
    /** Cash boxes (docs/cajas-gastos-comisiones.md). */
    cajas: {
      list: m(cajas.listar),
      abrir: m(cajas.abrir),
      cerrar: m(cajas.cerrar),
      movimiento: m(cajas.crearMovimiento),
      movimientos: m(cajas.listarMovimientos),
      sesiones: m(cajas.listarSesiones),
    },
    gastos: {
      list: m(gastos.listar),
      create: m(gastos.crear),
      get: m(gastos.detalle),
      anular: m(gastos.anular),
    },
    comisiones: {
      list: m(comisiones.listar),
      ventas: m(comisiones.listarVentas),
      pagar: m(comisiones.pagar),
      pagos: m(comisiones.listarPagos),
      pago: m(comisiones.detallePago),
    },
    auditoria: {
      list: m(auditoria.listar),
    },
  };
}

/** The client type; each remote receives the same instance through the shared singleton. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** What a client method answers: `Respuesta<ApiClient['gastos']['get']>`. */
export type Respuesta<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type { RespuestaDe };

/** The app-wide client instance (base URL from the shell's runtime config). */
export const api: ApiClient = createApiClient();
