/**
 * Session state of the browser (docs/permisos.md), permission hooks and route
 * guards. AuthProvider must be rendered inside a react-router Router (it navigates after login
 * and logout).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { authApi as defaultApi } from '../client/auth';

/** The error of a failed call (status and the server's message), for the login page: from here, so /login does not load the full client. */
export { ApiError } from '../client/llamada';
import { hasAnyPermission } from '../permissions';
import type { SessionUser } from '../schemas';
import { FullPageSpinner, Spinner } from '../ui';

/** What useAuth() returns. */
export interface AuthValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** Signs in, re-checks the session and goes to /home (replace). Throws the ApiError on failure. */
  login(email: string, password: string): Promise<void>;
  /** Signs out and goes to /login (replace); on failure only logs 'Error al cerrar sesión'. */
  logout(): Promise<void>;
}

/** The auth context; tests may provide a fixed value (see shared/testing). */
export const AuthContext = createContext<AuthValue | null>(null);

type AuthApi = typeof defaultApi;

/** Runs the current-user check on mount and exposes login/logout (docs/permisos.md). */
export function AuthProvider({ children, client = defaultApi }: { children: ReactNode; client?: AuthApi }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  const check = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    try {
      const me = await client.auth.me();
      setUser(me);
      return true;
    } catch {
      // Any failure of the check (non-OK or network) forces a logout.
      try {
        await client.auth.logout();
      } catch {
        /* the session is gone anyway */
      }
      setUser(null);
      return false;
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void check();
  }, [check]);

  const login = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      try {
        await client.auth.login({ email, password });
      } catch (err) {
        setUser(null);
        setLoading(false);
        throw err;
      }
      const ok = await check();
      if (ok) navigate('/home', { replace: true });
    },
    [check, client, navigate],
  );

  const logout = useCallback(async () => {
    setLoading(true);
    try {
      await client.auth.logout();
      setUser(null);
      navigate('/login', { replace: true });
    } catch {
      console.error('Error al cerrar sesión');
    } finally {
      setLoading(false);
    }
  }, [client, navigate]);

  const value = useMemo<AuthValue>(
    () => ({ user, isAuthenticated: user !== null, loading, login, logout }),
    [user, loading, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session: user, isAuthenticated, loading, login, logout. Throws outside an AuthProvider. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/**
 * The branch a screen opens on (docs/seguridad.md, «Aprobaciones y alcance»): the user's own
 * (`SessionUser.sucursalId`) when it is among `sucursales`, else the first of them; undefined while
 * the list is not there (or empty).
 */
export function sucursalInicial(sucursales: ReadonlyArray<{ id: number }> | undefined, sucursalIdDelUsuario: number | null | undefined): number | undefined {
  return sucursales?.find((s) => s.id === sucursalIdDelUsuario)?.id ?? sucursales?.[0]?.id;
}

/** True when the user holds any of the given permissions (docs/permisos.md). */
export function usePermission(permission: string | readonly string[]): boolean {
  const { user } = useAuth();
  const list = typeof permission === 'string' ? [permission] : permission;
  return user ? hasAnyPermission(user.permissions, list) : false;
}

/**
 * Route guard: spinner while the session loads; a user lacking all of `permissions` goes to
 * /sin-permisos (replace); an empty list only needs a signed-in user.
 */
export function RequirePermission({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading && !user) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (permissions.length > 0 && !hasAnyPermission(user.permissions, [...permissions])) {
    return <Navigate to="/sin-permisos" replace />;
  }
  return <>{children}</>;
}

/** Route guard: `fallback` (a full-page spinner) while checking; unauthenticated → /login (replace). */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { isAuthenticated, loading, user } = useAuth();
  if (loading && !user) return <>{fallback ?? <FullPageSpinner />}</>;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
