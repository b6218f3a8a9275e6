import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from 'shared/auth';
import { AppThemeProvider, GlobalStyle } from 'shared/theme';
import { AppRoutes } from './AppRoutes';

/** The toast region (shared/toast, react-hot-toast): loaded with the first sign-in, not by /login. */
const AppToaster = lazy(() => import(/* webpackChunkName: "session" */ 'shared/toast').then((m) => ({ default: m.AppToaster })));

/**
 * Renders the toast region from the first time a user is signed in until the page closes, so a toast
 * shown while signing out stays visible on /login. Before any sign-in nothing shows toasts (the login
 * page reports its errors in the form), and /login does not download it (docs/rendimiento.md).
 */
function SessionToaster() {
  const { user } = useAuth();
  const [signedInOnce, setSignedInOnce] = useState(false);
  useEffect(() => {
    if (user) setSignedInOnce(true);
  }, [user]);
  if (!signedInOnce) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** The shell: router, theme, session and toasts around the routes (the QueryClient lives in the signed-in layout). */
export function App() {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <GlobalStyle />
        <AuthProvider>
          <AppRoutes />
          <SessionToaster />
        </AuthProvider>
      </AppThemeProvider>
    </BrowserRouter>
  );
}
