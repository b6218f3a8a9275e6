import { lazy } from 'react';
import type { RemoteRoute } from 'shared';

/**
 * The screens this remote exposes to the shell (docs/arquitectura.md). Each feature adds its
 * lazily loaded screens here; the shell guards them with the permissions of ROUTE_TABLE.
 */
export const routes: RemoteRoute[] = [
  { path: '/stock', Component: lazy(() => import('./features/stock/lista/StockPage')) },
  { path: '/crear-producto', Component: lazy(() => import('./features/productos/crear/CrearProductoPage')) },
  { path: '/productos/:id', Component: lazy(() => import('./features/productos/detalle/ProductoDetallePage')) },
  { path: '/actualizar-precios', Component: lazy(() => import('./features/productos/precios/ActualizarPreciosPage')) },
  { path: '/reposicion', Component: lazy(() => import('./features/productos/reposicion/ReposicionPage')) },
  { path: '/ingresar-stock', Component: lazy(() => import('./features/ingresos/nuevo/IngresarStockPage')) },
  { path: '/ingresos', Component: lazy(() => import('./features/ingresos/lista/IngresosListPage')) },
  { path: '/ingresos/:id', Component: lazy(() => import('./features/ingresos/detalle/IngresoDetallePage')) },
  { path: '/fabricacion', Component: lazy(() => import('./features/fabricacion/lista/FabricacionesListPage')) },
  { path: '/crear-fabricacion', Component: lazy(() => import('./features/fabricacion/crear/CrearFabricacionPage')) },
  { path: '/fabricacion/:id', Component: lazy(() => import('./features/fabricacion/detalle/FabricacionDetallePage')) },
];

export default routes;
