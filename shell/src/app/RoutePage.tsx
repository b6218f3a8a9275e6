import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpen, documentTitle, ROUTE_TABLE, type RouteDef } from 'shared/routes';
import { useAuth } from 'shared/auth';

/** Sets `document.title` to '{title} · Back-office' while mounted; `null` leaves it as it is. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title]);
}

/** The ROUTE_TABLE row with exactly this path; throws for a path the table does not have. */
export function routeDef(path: string): RouteDef {
  const route = ROUTE_TABLE.find((r) => r.path === path);
  if (!route) throw new Error(`Ruta ${path} ausente de ROUTE_TABLE`);
  return route;
}

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  /** The ROUTE_TABLE row this element serves. */
  route: RouteDef;
  children: ReactNode;
}

/**
 * The element of one ROUTE_TABLE route in the shell, so remotes need nothing: the route guard
 * (a user who cannot open the route, per `canOpen` and docs/permisos.md, goes to /sin-permisos, or
 * to /login without a session; both replace history) and the browser-tab title of the route.
 */
export function RoutePage({ route, children }: RoutePageProps) {
  const { user } = useAuth();
  const allowed = canOpen(route, user?.permissions);
  useDocumentTitle(allowed ? route.title : null);
  if (!allowed) return <Navigate to={user ? '/sin-permisos' : '/login'} replace />;
  return <>{children}</>;
}

/** Renders `children` and titles the tab '{title} · Back-office' (the not-found page, outside ROUTE_TABLE). */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}
