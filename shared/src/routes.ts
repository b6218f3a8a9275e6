import { P } from './permissions';

/** Which application serves a route: the shell itself or one of the four remotes (design.md section 1). */
export type RouteOwner = 'shell' | 'mf-inventario' | 'mf-operaciones' | 'mf-contactos' | 'mf-administracion';

/** One row of spec.md section 2 "Route table". `permissions: null` means no login needed. */
export interface RouteDef {
  path: string;
  /** Any of these admits the user; [] = login only; null = public. */
  permissions: string[] | null;
  owner: RouteOwner;
}

/** The route table of spec.md section 2 with react-router paths (":id" for {id}). */
export const ROUTE_TABLE: RouteDef[] = [
  { path: '/login', permissions: null, owner: 'shell' },
  { path: '/home', permissions: [], owner: 'shell' },
  { path: '/info-use', permissions: null, owner: 'shell' },
  { path: '/sin-permisos', permissions: null, owner: 'shell' },
  { path: '/stock', permissions: [P.stockGet], owner: 'mf-inventario' },
  { path: '/fabricacion', permissions: [P.fabricacionGet], owner: 'mf-inventario' },
  { path: '/crear-fabricacion', permissions: [P.fabricacionPost], owner: 'mf-inventario' },
  { path: '/fabricacion/:id', permissions: [P.fabricacionDetail], owner: 'mf-inventario' },
  { path: '/ingresos', permissions: [P.ingresosGet], owner: 'mf-inventario' },
  { path: '/ingresos/:id', permissions: [P.ingresosDetail], owner: 'mf-inventario' },
  { path: '/productos/:id', permissions: [P.stockDetail], owner: 'mf-inventario' },
  { path: '/crear-producto', permissions: [P.stockPost], owner: 'mf-inventario' },
  { path: '/ingresar-stock', permissions: [P.stockAdd], owner: 'mf-inventario' },
  { path: '/ventas/nueva', permissions: [P.ventasPost], owner: 'mf-operaciones' },
  { path: '/ventas', permissions: [P.ventasGet], owner: 'mf-operaciones' },
  { path: '/ventas/:id', permissions: [P.ventasDetail], owner: 'mf-operaciones' },
  { path: '/facturacion', permissions: [P.facturacionGet], owner: 'mf-operaciones' },
  { path: '/presupuestos', permissions: [P.presupuestosGet], owner: 'mf-operaciones' },
  { path: '/presupuestos/nuevo', permissions: [P.presupuestosPost], owner: 'mf-operaciones' },
  { path: '/presupuestos/:id', permissions: [P.presupuestosDetail], owner: 'mf-operaciones' },
  { path: '/cuentas-corrientes', permissions: [P.cuentasCorrientesGet], owner: 'mf-operaciones' },
  { path: '/cuentas-corrientes/:id', permissions: [P.cuentasCorrientesGet], owner: 'mf-operaciones' },
  { path: '/cajas', permissions: [P.cajasGet], owner: 'mf-operaciones' },
  { path: '/gastos', permissions: [P.gastosGet], owner: 'mf-operaciones' },
  { path: '/comisiones', permissions: [P.comisionesGet], owner: 'mf-operaciones' },
  { path: '/reportes', permissions: [P.reportesGet], owner: 'mf-operaciones' },
  { path: '/listados/clientes', permissions: [P.clientesGet], owner: 'mf-contactos' },
  { path: '/clientes/:id', permissions: [P.clientesDetail], owner: 'mf-contactos' },
  { path: '/crear-cliente', permissions: [P.clientesPost], owner: 'mf-contactos' },
  { path: '/listados/proveedores', permissions: [P.proveedoresGet], owner: 'mf-contactos' },
  { path: '/proveedores/:id', permissions: [P.proveedoresDetail], owner: 'mf-contactos' },
  { path: '/crear-proveedor', permissions: [P.proveedoresPost], owner: 'mf-contactos' },
  { path: '/usuarios', permissions: [P.usuariosGet], owner: 'mf-administracion' },
  { path: '/usuarios/:id', permissions: [P.usuariosDetail], owner: 'mf-administracion' },
  { path: '/crear-usuario', permissions: [P.usuariosPost], owner: 'mf-administracion' },
  { path: '/roles', permissions: [P.rolesGet], owner: 'mf-administracion' },
  { path: '/roles/:id', permissions: [P.rolesDetail], owner: 'mf-administracion' },
  { path: '/crear-rol', permissions: [P.rolesPost], owner: 'mf-administracion' },
  { path: '/monedas', permissions: [P.monedasGet], owner: 'mf-administracion' },
  { path: '/metodos-pago', permissions: [P.metodosPagoGet], owner: 'mf-administracion' },
  { path: '/metodos-pago/create', permissions: [P.metodosPagoPost], owner: 'mf-administracion' },
  { path: '/metodos-pago/:id', permissions: [P.metodosPagoDetail], owner: 'mf-administracion' },
  { path: '/auditoria', permissions: [P.auditoriaGet], owner: 'mf-administracion' },
];

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
