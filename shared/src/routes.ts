import { hasAnyPermission, P } from './permissions';

/** Which application serves a route: the shell itself or one of the four remotes (docs/arquitectura.md). */
export type RouteOwner = 'shell' | 'mf-inventario' | 'mf-operaciones' | 'mf-contactos' | 'mf-administracion';

/** One row of the route table of docs/permisos.md. `permissions: null` means no login needed. */
export interface RouteDef {
  path: string;
  /** Spanish name of the screen, for the browser tab (see {@link documentTitle}). */
  title: string;
  /** Any of these admits the user; [] = login only; null = public. */
  permissions: string[] | null;
  owner: RouteOwner;
}

/** The route table of docs/permisos.md with react-router paths (":id" for {id}). */
export const ROUTE_TABLE: RouteDef[] = [
  { path: '/login', title: 'Iniciar sesión', permissions: null, owner: 'shell' },
  { path: '/home', title: 'Inicio', permissions: [], owner: 'shell' },
  { path: '/info-use', title: 'Guía de uso', permissions: null, owner: 'shell' },
  { path: '/sin-permisos', title: 'Sin permisos', permissions: null, owner: 'shell' },
  { path: '/stock', title: 'Stock', permissions: [P.stockGet], owner: 'mf-inventario' },
  { path: '/fabricacion', title: 'Fabricación', permissions: [P.fabricacionGet], owner: 'mf-inventario' },
  { path: '/crear-fabricacion', title: 'Nueva fabricación', permissions: [P.fabricacionPost], owner: 'mf-inventario' },
  { path: '/fabricacion/:id', title: 'Detalle de fabricación', permissions: [P.fabricacionDetail], owner: 'mf-inventario' },
  { path: '/ingresos', title: 'Ingresos', permissions: [P.ingresosGet], owner: 'mf-inventario' },
  { path: '/ingresos/:id', title: 'Ingreso', permissions: [P.ingresosDetail], owner: 'mf-inventario' },
  { path: '/productos/:id', title: 'Producto', permissions: [P.stockDetail], owner: 'mf-inventario' },
  { path: '/crear-producto', title: 'Nuevo producto', permissions: [P.stockPost], owner: 'mf-inventario' },
  { path: '/ingresar-stock', title: 'Ingresar stock', permissions: [P.stockAdd], owner: 'mf-inventario' },
  { path: '/actualizar-precios', title: 'Actualizar precios', permissions: [P.stockPut], owner: 'mf-inventario' },
  { path: '/reposicion', title: 'Reposición', permissions: [P.stockGet], owner: 'mf-inventario' },
  { path: '/ventas/nueva', title: 'Nueva venta', permissions: [P.ventasPost], owner: 'mf-operaciones' },
  { path: '/ventas', title: 'Ventas', permissions: [P.ventasGet], owner: 'mf-operaciones' },
  { path: '/ventas/:id', title: 'Venta', permissions: [P.ventasDetail], owner: 'mf-operaciones' },
  { path: '/facturacion', title: 'Facturación', permissions: [P.facturacionGet], owner: 'mf-operaciones' },
  { path: '/presupuestos', title: 'Presupuestos', permissions: [P.presupuestosGet], owner: 'mf-operaciones' },
  { path: '/presupuestos/nuevo', title: 'Nuevo presupuesto', permissions: [P.presupuestosPost], owner: 'mf-operaciones' },
  { path: '/presupuestos/:id', title: 'Presupuesto', permissions: [P.presupuestosDetail], owner: 'mf-operaciones' },
  { path: '/cuentas-corrientes', title: 'Cuentas corrientes', permissions: [P.cuentasCorrientesGet], owner: 'mf-operaciones' },
  { path: '/cuentas-corrientes/:id', title: 'Cuenta corriente', permissions: [P.cuentasCorrientesGet], owner: 'mf-operaciones' },
  { path: '/cajas', title: 'Cajas', permissions: [P.cajasGet], owner: 'mf-operaciones' },
  { path: '/gastos', title: 'Gastos', permissions: [P.gastosGet], owner: 'mf-operaciones' },
  { path: '/comisiones', title: 'Comisiones', permissions: [P.comisionesGet], owner: 'mf-operaciones' },
  { path: '/reportes', title: 'Reportes', permissions: [P.reportesGet], owner: 'mf-operaciones' },
  { path: '/listados/clientes', title: 'Clientes', permissions: [P.clientesGet], owner: 'mf-contactos' },
  { path: '/clientes/:id', title: 'Cliente', permissions: [P.clientesDetail], owner: 'mf-contactos' },
  { path: '/crear-cliente', title: 'Nuevo cliente', permissions: [P.clientesPost], owner: 'mf-contactos' },
  { path: '/listados/proveedores', title: 'Proveedores', permissions: [P.proveedoresGet], owner: 'mf-contactos' },
  { path: '/proveedores/:id', title: 'Proveedor', permissions: [P.proveedoresDetail], owner: 'mf-contactos' },
  { path: '/crear-proveedor', title: 'Nuevo proveedor', permissions: [P.proveedoresPost], owner: 'mf-contactos' },
  { path: '/usuarios', title: 'Usuarios', permissions: [P.usuariosGet], owner: 'mf-administracion' },
  { path: '/usuarios/:id', title: 'Usuario', permissions: [P.usuariosDetail], owner: 'mf-administracion' },
  { path: '/crear-usuario', title: 'Nuevo usuario', permissions: [P.usuariosPost], owner: 'mf-administracion' },
  { path: '/roles', title: 'Roles', permissions: [P.rolesGet], owner: 'mf-administracion' },
  { path: '/roles/:id', title: 'Rol', permissions: [P.rolesDetail], owner: 'mf-administracion' },
  { path: '/crear-rol', title: 'Nuevo rol', permissions: [P.rolesPost], owner: 'mf-administracion' },
  { path: '/monedas', title: 'Monedas', permissions: [P.monedasGet], owner: 'mf-administracion' },
  { path: '/metodos-pago', title: 'Métodos de pago', permissions: [P.metodosPagoGet], owner: 'mf-administracion' },
  { path: '/metodos-pago/create', title: 'Nuevo método de pago', permissions: [P.metodosPagoPost], owner: 'mf-administracion' },
  { path: '/metodos-pago/:id', title: 'Método de pago', permissions: [P.metodosPagoDetail], owner: 'mf-administracion' },
  { path: '/auditoria', title: 'Auditoría', permissions: [P.auditoriaGet], owner: 'mf-administracion' },
  { path: '/configuracion-fiscal', title: 'Configuración fiscal', permissions: [P.fiscalGet], owner: 'mf-administracion' },
];

/** Name of the product in the browser tab, after the screen's title. */
export const APP_NAME = 'Back-office';

/** Title of the not-found page (any path outside ROUTE_TABLE). */
export const NOT_FOUND_TITLE = 'Página no encontrada';

/** Splits a path into its non-empty segments ('/ventas/12/' → ['ventas', '12']). */
const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * The ROUTE_TABLE row that serves `pathname`, matched the way react-router does: `:id` takes any
 * one segment, static segments ignore case, a trailing slash is ignored, and a static route wins
 * over a dynamic one ('/ventas/nueva' is Nueva venta, not the sale with id 'nueva').
 * Returns `undefined` for a path outside the table (the not-found page). '/' is not a route (it
 * redirects to /home).
 */
export function findRoute(pathname: string, table: readonly RouteDef[] = ROUTE_TABLE): RouteDef | undefined {
  const parts = segments(pathname.split(/[?#]/)[0]);
  let best: RouteDef | undefined;
  let bestStatic = -1;
  for (const route of table) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length || pattern.length === 0) continue;
    let statics = 0;
    const matches = pattern.every((seg, i) => {
      if (seg.startsWith(':')) return true;
      statics += 1;
      return seg.toLowerCase() === parts[i].toLowerCase();
    });
    if (matches && statics > bestStatic) {
      best = route;
      bestStatic = statics;
    }
  }
  return best;
}

/**
 * Whether a user holding `permissions` may open `route` (docs/permisos.md): a public route
 * (`permissions: null`) opens for everyone; otherwise a session is needed (`permissions` given) and,
 * unless the route only asks for a login (`[]`), any one of the route's permissions. The sidebar,
 * the home shortcuts and the shell's route guard all decide with this.
 */
export function canOpen(route: RouteDef, permissions: readonly string[] | null | undefined): boolean {
  if (route.permissions === null) return true;
  if (!permissions) return false;
  return hasAnyPermission(permissions, route.permissions);
}

/** The browser-tab text for a screen title: `documentTitle('Stock')` → 'Stock · Back-office'. */
export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

/**
 * A screen a remote exposes to the shell through its `./routes` module: the path (one of
 * ROUTE_TABLE's paths owned by that remote) and the component that renders it. The shell applies
 * the permission guard and the layout; a ROUTE_TABLE path a remote does not export yet shows
 * 'Pantalla en construcción'.
 */
export interface RemoteRoute {
  path: string;
  Component: import('react').ComponentType;
}
