import { lazy } from 'react';
import type { RemoteRoute } from 'shared';

/**
 * The screens this remote exposes to the shell (docs/arquitectura.md). Each feature adds its
 * lazily loaded screens here; the shell guards them with the permissions of ROUTE_TABLE.
 */
export const routes: RemoteRoute[] = [
  { path: '/stock', Component: lazy(() => import('./features/stock/lista/StockPage')) },
];

export default routes;
