import { lazy } from 'react';
import type { RemoteRoute } from 'shared';

/**
 * The screens this remote exposes to the shell (docs/arquitectura.md). Each feature adds its
 * lazily loaded screens here; the shell guards them with the permissions of ROUTE_TABLE.
 */
export const routes: RemoteRoute[] = [
  { path: '/listados/clientes', Component: lazy(() => import('./features/clientes/lista/ClientesListPage')) },
  { path: '/crear-cliente', Component: lazy(() => import('./features/clientes/crear/CrearClientePage')) },
  { path: '/clientes/:id', Component: lazy(() => import('./features/clientes/detalle/ClienteDetallePage')) },
  { path: '/listados/proveedores', Component: lazy(() => import('./features/proveedores/lista/ProveedoresListPage')) },
  { path: '/crear-proveedor', Component: lazy(() => import('./features/proveedores/crear/CrearProveedorPage')) },
  { path: '/proveedores/:id', Component: lazy(() => import('./features/proveedores/detalle/ProveedorDetallePage')) },
];

export default routes;
