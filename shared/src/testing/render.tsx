/**
 * Test helpers for component tests: renders a UI inside the providers the shell gives every screen
 * (router, QueryClient without retries, theme, toasts and a fixed session).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ALL_PERMISSIONS, type SessionUser } from '../index';
import { AuthContext, type AuthValue } from '../auth';
import { fakeSessionUser } from './factories';
import { AppThemeProvider } from '../theme';
import { AppToaster } from '../toast';

/** An administrator holding every permission (built and checked by {@link fakeSessionUser}). */
export const testUser: SessionUser = fakeSessionUser({
  id: 1,
  name: 'Ana Pérez',
  email: 'admin@demo.local',
  roleId: 1,
  roleName: 'Administrador',
  permissions: [...ALL_PERMISSIONS],
  cod_vendedor: 'V001',
});

export interface RenderOptions {
  /** Initial URL (default '/'). */
  route?: string;
  /** When given, `ui` is rendered as the element of a <Route path={path}>. */
  path?: string;
  /**
   * Session user, best built with `fakeSessionUser({...})`: merged over `testUser` and checked with
   * {@link fakeSessionUser} (an unknown permission or field throws); null = signed out.
   */
  user?: Partial<SessionUser> | null;
}

/**
 * Renders `ui` with MemoryRouter, a fresh QueryClient (no retries), the light theme, the toaster and
 * a fixed session; returns testing-library's result plus `queryClient` and `auth` (login/logout are
 * jest mocks).
 * @throws Error when `user` is not a session user the API could send (see {@link fakeSessionUser}).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path, user }: RenderOptions = {}): RenderResult & { queryClient: QueryClient; auth: AuthValue } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const sessionUser = user === null ? null : fakeSessionUser({ ...testUser, ...(user ?? {}) });
  const auth: AuthValue = {
    user: sessionUser,
    isAuthenticated: sessionUser !== null,
    loading: false,
    login: typeof jest !== 'undefined' ? jest.fn(async () => undefined) : async () => undefined,
    logout: typeof jest !== 'undefined' ? jest.fn(async () => undefined) : async () => undefined,
  };
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <QueryClientProvider client={queryClient}>
          <AppThemeProvider initialMode="light">
            <AuthContext.Provider value={auth}>
              {children}
              <AppToaster />
            </AuthContext.Provider>
          </AppThemeProvider>
        </QueryClientProvider>
      </MemoryRouter>
    );
  }
  // As a wrapper, the providers stay in place when a test calls rerender().
  const result = render(content, { wrapper: Providers });
  return Object.assign(result, { queryClient, auth });
}
