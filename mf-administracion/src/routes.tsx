import { lazy } from 'react';
import type { RemoteRoute } from 'shared';

const MetodoPagoFormPage = lazy(() => import('./features/metodos-pago/formulario/MetodoPagoFormPage'));

/**
 * The screens this remote exposes to the shell (docs/arquitectura.md). Each feature adds its
 * lazily loaded screens here; the shell guards them with the permissions of ROUTE_TABLE.
 */
export const routes: RemoteRoute[] = [
  { path: '/metodos-pago', Component: lazy(() => import('./features/metodos-pago/lista/MetodosPagoListPage')) },
  { path: '/metodos-pago/create', Component: MetodoPagoFormPage },
  { path: '/metodos-pago/:id', Component: MetodoPagoFormPage },
  { path: '/usuarios', Component: lazy(() => import('./features/usuarios/lista/UsuariosListPage')) },
  { path: '/crear-usuario', Component: lazy(() => import('./features/usuarios/crear/CrearUsuarioPage')) },
  { path: '/usuarios/:id', Component: lazy(() => import('./features/usuarios/detalle/UsuarioDetallePage')) },
  { path: '/roles', Component: lazy(() => import('./features/roles/lista/RolesListPage')) },
  { path: '/crear-rol', Component: lazy(() => import('./features/roles/crear/CrearRolPage')) },
  { path: '/roles/:id', Component: lazy(() => import('./features/roles/detalle/RolDetallePage')) },
  { path: '/monedas', Component: lazy(() => import('./features/monedas/MonedasPage')) },
  { path: '/auditoria', Component: lazy(() => import('./features/auditoria/lista/AuditoriaPage')) },
  { path: '/configuracion-fiscal', Component: lazy(() => import('./features/configuracion-fiscal/ConfiguracionFiscalPage')) },
];

export default routes;
