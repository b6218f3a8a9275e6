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
];

export default routes;
