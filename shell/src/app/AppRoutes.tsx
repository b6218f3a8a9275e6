import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { NOT_FOUND_TITLE, ROUTE_TABLE } from 'shared/routes';
import { RequireAuth, useAuth } from 'shared/auth';
import { FullPageSpinner, Spinner } from 'shared/ui';
import { Logo, LoginPage } from '../features/auth';
import type { RemoteName } from '../remotes/federation';
import { routeDef, RoutePage, TitledPage } from './RoutePage';

/** Full-screen centred logo shown while the first session check runs (docs/permisos.md). */
function CheckingSession() {
  return (
    <FullPageSpinner>
      <Logo size={72} title="Verificando sesión" />
    </FullPageSpinner>
  );
}

/**
 * The signed-in layout, loaded on the first signed-in render: /login does not download it, nor the
 * overlays of shared/overlays it brings (user menu, global search; docs/arquitectura.md). The frame
 * of the remote screens comes in the same file ('session'), so a remote route opened right after
 * sign-in costs no other round trip (docs/rendimiento.md).
 */
const AppLayout = lazy(() => import(/* webpackChunkName: "session" */ '../features/layout/AppLayout').then((m) => ({ default: m.AppLayout })));
/** /home (its dashboard and charts): a file of its own, only when /home opens. */
const HomePage = lazy(() => import('../features/pages/HomePage').then((m) => ({ default: m.HomePage })));
const RemoteScreen = lazy(() => import(/* webpackChunkName: "session" */ '../remotes/RemoteScreen').then((m) => ({ default: m.RemoteScreen })));
/** The user guide (/info-use, public): a file of its own. */
const InfoUsePage = lazy(() => import('../features/pages/InfoUsePage').then((m) => ({ default: m.InfoUsePage })));
/** Small pages the login does not show (and their icons), in one file loaded when one of them opens. */
const SinPermisosPage = lazy(() => import(/* webpackChunkName: "pages" */ '../features/pages/SinPermisosPage').then((m) => ({ default: m.SinPermisosPage })));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "pages" */ '../features/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** A lazily loaded page: the spinner while its file loads, inside the layout. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The layout for a signed-in user (a full-page spinner while it loads); a visitor sees the public pages bare. */
function SessionFrame() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={<FullPageSpinner />}>
      <AppLayout />
    </Suspense>
  ) : (
    <Outlet />
  );
}

/**
 * The shell's routes (docs/permisos.md): / → /home;
 * /login sends a signed-in user to /home; /info-use, /sin-permisos and the not-found page of any
 * unknown path are public (docs/permisos.md «Tabla de rutas»); every other route needs a session (else /login).
 * Each ROUTE_TABLE route is a {@link RoutePage}: it admits only a user who `canOpen` it (else
 * /sin-permisos, docs/permisos.md) and sets the tab title. A signed-in user keeps one layout across all of them, so the sidebar state and
 * the focus handling survive navigation.
 */
export function AppRoutes() {
  const { user, loading } = useAuth();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!loading) setChecked(true);
  }, [loading]);
  if (!checked) return <CheckingSession />;

  const remoteRoutes = ROUTE_TABLE.filter((r) => r.owner !== 'shell');

  return (
    <Routes>
      <Route
        path="/login"
        element={
          user ? (
            <Navigate to="/home" replace />
          ) : (
            <RoutePage route={routeDef('/login')}>
              <LoginPage />
            </RoutePage>
          )
        }
      />
      <Route element={<SessionFrame />}>
        <Route
          path="/info-use"
          element={
            <RoutePage route={routeDef('/info-use')}>
              <Lazy>
                <InfoUsePage />
              </Lazy>
            </RoutePage>
          }
        />
        <Route
          path="/sin-permisos"
          element={
            <RoutePage route={routeDef('/sin-permisos')}>
              <Lazy>
                <SinPermisosPage />
              </Lazy>
            </RoutePage>
          }
        />
        <Route
          element={
            <RequireAuth fallback={<CheckingSession />}>
              <Outlet />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/home" replace />} />
          <Route
            path="/home"
            element={
              <RoutePage route={routeDef('/home')}>
                <Lazy>
                  <HomePage />
                </Lazy>
              </RoutePage>
            }
          />
          {remoteRoutes.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <RoutePage route={r}>
                  <Lazy>
                    <RemoteScreen key={r.path} owner={r.owner as RemoteName} path={r.path} />
                  </Lazy>
                </RoutePage>
              }
            />
          ))}
        </Route>
        {/* The fallback needs no session (docs/permisos.md «Tabla de rutas»): a visitor sees it bare, a signed-in user in the layout. */}
        <Route
          path="*"
          element={
            <TitledPage title={NOT_FOUND_TITLE}>
              <Lazy>
                <NotFoundPage />
              </Lazy>
            </TitledPage>
          }
        />
      </Route>
    </Routes>
  );
}
