import { useEffect, useState, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared';
import { RequireAuth, RequirePermission, useAuth } from 'shared/auth';
import { FullPageSpinner } from 'shared/ui';
import { Logo, LoginPage } from '../features/auth';
import { AppLayout } from '../features/layout';
import { HomePage, InfoUsePage, NotFoundPage, SinPermisosPage } from '../features/pages';
import { RemoteScreen, type RemoteName } from '../remotes';

/** Full-screen centred logo shown while the first session check runs (spec.md section 2). */
function CheckingSession() {
  return (
    <FullPageSpinner>
      <Logo size={72} title="Verificando sesión" />
    </FullPageSpinner>
  );
}

/**
 * The shell's routes (spec.md section 2 "Route table" and "Authentication guard"): / → /home;
 * /login sends a signed-in user to /home; /info-use and /sin-permisos are public; every other route
 * needs a session (else /login) and its permissions (else /sin-permisos), inside the layout.
 */
export function AppRoutes() {
  const { user, loading } = useAuth();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!loading) setChecked(true);
  }, [loading]);
  if (!checked) return <CheckingSession />;

  const publicPage = (page: ReactElement) => (user ? <AppLayout /> : page);
  const remoteRoutes = ROUTE_TABLE.filter((r) => r.owner !== 'shell');

  return (
    <Routes>
      <Route path="/login" element={user ? <Navigate to="/home" replace /> : <LoginPage />} />
      <Route path="/info-use" element={publicPage(<InfoUsePage />)}>
        <Route index element={<InfoUsePage />} />
      </Route>
      <Route path="/sin-permisos" element={publicPage(<SinPermisosPage />)}>
        <Route index element={<SinPermisosPage />} />
      </Route>
      <Route
        element={
          <RequireAuth fallback={<CheckingSession />}>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="/home" element={<HomePage />} />
        {remoteRoutes.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <RequirePermission permissions={r.permissions ?? []}>
                <RemoteScreen key={r.path} owner={r.owner as RemoteName} path={r.path} />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
