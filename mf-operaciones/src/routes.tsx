import { lazy } from 'react';
import type { RemoteRoute } from 'shared';

/**
 * The screens this remote exposes to the shell (docs/arquitectura.md), lazily loaded; the shell
 * guards them with the permissions of ROUTE_TABLE.
 */
const VentasListPage = lazy(() => import('./features/ventas/lista/VentasListPage'));

export const routes: RemoteRoute[] = [
  { path: '/ventas/nueva', Component: lazy(() => import('./features/ventas/nueva/NuevaVentaPage')) },
  { path: '/ventas', Component: VentasListPage },
  { path: '/facturacion', Component: VentasListPage },
  { path: '/ventas/:id', Component: lazy(() => import('./features/ventas/detalle/VentaDetallePage')) },
  { path: '/presupuestos', Component: lazy(() => import('./features/presupuestos/lista/PresupuestosListPage')) },
  { path: '/presupuestos/nuevo', Component: lazy(() => import('./features/presupuestos/nuevo/NuevoPresupuestoPage')) },
  { path: '/presupuestos/:id', Component: lazy(() => import('./features/presupuestos/detalle/PresupuestoDetallePage')) },
  { path: '/cuentas-corrientes', Component: lazy(() => import('./features/cuentas-corrientes/lista/CuentasListPage')) },
  { path: '/cuentas-corrientes/:id', Component: lazy(() => import('./features/cuentas-corrientes/detalle/CuentaDetallePage')) },
  { path: '/cajas', Component: lazy(() => import('./features/cajas/lista/CajasPage')) },
  { path: '/gastos', Component: lazy(() => import('./features/gastos/lista/GastosPage')) },
  { path: '/comisiones', Component: lazy(() => import('./features/comisiones/lista/ComisionesPage')) },
  { path: '/reportes', Component: lazy(() => import('./features/reportes/lista/ReportesPage')) },
];

export default routes;
