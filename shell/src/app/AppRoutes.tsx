import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { NOT_FOUND_TITLE, ROUTE_TABLE } from 'shared/routes';
import { RequireAuth, useAuth } from 'shared/auth';
import { FullPageSpinner, Spinner } from 'shared/ui';
import { Logo, LoginPage } from '../features/auth';
import { InfoUsePage } from '../features/pages/InfoUsePage';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { SinPermisosPage } from '../features/pages/SinPermisosPage';
import { RemoteScreen, type RemoteName } from '../remotes';
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
 * overlays of shared/overlays it brings (user menu, global search; docs/arquitectura.md).
 */
const AppLayout = lazy(() => import('../features/layout/AppLayout').then((m) => ({ default: m.AppLayout })));
/** /home reads the sidebar's menu (and its icons): loaded after sign-in, like the layout. */
const HomePage = lazy(() => import('../features/pages/HomePage').then((m) => ({ default: m.HomePage })));

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
 * /login sends a signed-in user to /home; /info-use and /sin-permisos are public; every other route
 * needs a session (else /login). Each ROUTE_TABLE route is a {@link RoutePage}: it admits only a user
 * who `canOpen` it (else /sin-permisos, docs/permisos.md) and sets the tab title; unknown paths get
 * the not-found page. A signed-in user keeps one layout across all of them, so the sidebar state and
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
              <InfoUsePage />
            </RoutePage>
          }
        />
        <Route
          path="/sin-permisos"
          element={
            <RoutePage route={routeDef('/sin-permisos')}>
              <SinPermisosPage />
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
                <Suspense fallback={<Spinner />}>
                  <HomePage />
                </Suspense>
              </RoutePage>
            }
          />
          {remoteRoutes.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <RoutePage route={r}>
                  <RemoteScreen key={r.path} owner={r.owner as RemoteName} path={r.path} />
                </RoutePage>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <TitledPage title={NOT_FOUND_TITLE}>
                <NotFoundPage />
              </TitledPage>
            }
          />
        </Route>
      </Route>
    </Routes>
  );
}
