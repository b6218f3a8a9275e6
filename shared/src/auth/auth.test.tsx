import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loginBodySchema, type SessionUser } from '../schemas';
import { API_URL, fakeSessionUser, setupMswServer } from '../testing';
import { AppThemeProvider } from '../theme';
import { AuthProvider, RequireAuth, RequirePermission, sucursalInicial, useAuth, usePermission } from './index';

/** A seeded Vendedor: sells (ventas.post) but cannot see the users (no usuarios.get). */
const user = fakeSessionUser({ id: 2, name: 'Pedro Ruiz', email: 'vendedor@demo.local', roleName: 'Vendedor' });

/** The session the fake API keeps for one test. */
interface SessionStore {
  /** Who GET auth/me answers with; null answers 401. */
  me: SessionUser | null;
  /** Number of POST auth/logout calls. */
  logouts: number;
  /** When true, POST auth/logout answers 500 and keeps the session. */
  logoutFails: boolean;
}

/** GET auth/me, POST auth/login (checked with its body schema; password 'ok' signs `user` in) and POST auth/logout over `store`. */
function authHandlers(store: SessionStore) {
  return [
    http.get(`${API_URL}/auth/me`, () =>
      store.me ? HttpResponse.json(store.me) : HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 }),
    ),
    http.post(`${API_URL}/auth/login`, async ({ request }) => {
      const body = loginBodySchema.safeParse(await request.json());
      if (!body.success) return HttpResponse.json({ message: body.error.issues[0].message }, { status: 400 });
      if (body.data.password !== 'ok') return HttpResponse.json({ message: 'Credenciales inválidas' }, { status: 401 });
      store.me = user;
      return HttpResponse.json({ user });
    }),
    http.post(`${API_URL}/auth/logout`, () => {
      store.logouts += 1;
      if (store.logoutFails) return HttpResponse.json({ message: 'x' }, { status: 500 });
      store.me = null;
      return HttpResponse.json({ message: 'Sesión cerrada' });
    }),
  ];
}

const { store } = setupMswServer<SessionStore>(() => ({ me: null, logouts: 0, logoutFails: false }), authHandlers);

function Probe() {
  const { user: u, isAuthenticated, loading, login, logout } = useAuth();
  const canSell = usePermission(['ventas.post', 'cajas.get']);
  const canUsers = usePermission('usuarios.get');
  const location = useLocation();
  return (
    <div>
      <output data-testid="state">{`${loading ? 'loading' : 'idle'}|${isAuthenticated ? u?.name : 'anon'}|${location.pathname}|${canSell}|${canUsers}`}</output>
      <button onClick={() => login('vendedor@demo.local', 'bad').catch((e: Error) => ((document.title = e.message), undefined))}>bad</button>
      <button onClick={() => void login('vendedor@demo.local', 'ok')}>good</button>
      <button onClick={() => void logout()}>out</button>
    </div>
  );
}

function renderAuth(route = '/login') {
  render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={new QueryClient()}>
        <AppThemeProvider>
          <AuthProvider>
            <Routes>
              <Route path="/privado" element={<RequireAuth fallback={<p>verificando</p>}>privado</RequireAuth>} />
              <Route path="/usuarios" element={<RequirePermission permissions={['usuarios.get']}>usuarios</RequirePermission>} />
              <Route path="*" element={<Probe />} />
            </Routes>
          </AuthProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const state = () => screen.getByTestId('state').textContent;

describe('AuthProvider (docs/permisos.md)', () => {
  it('starts loading, and a failed check forces a logout', async () => {
    renderAuth();
    expect(state()).toBe('loading|anon|/login|false|false');
    await waitFor(() => expect(state()).toBe('idle|anon|/login|false|false'));
    expect(store().logouts).toBe(1);
  });

  it('a refused login passes the error to the caller; a good one goes to /home', async () => {
    const u = renderAuth();
    await waitFor(() => expect(state()).toMatch(/^idle/));
    await u.click(screen.getByRole('button', { name: 'bad' }));
    await waitFor(() => expect(document.title).toBe('Credenciales inválidas'));
    expect(state()).toBe('idle|anon|/login|false|false');
    await u.click(screen.getByRole('button', { name: 'good' }));
    await waitFor(() => expect(state()).toBe('idle|Pedro Ruiz|/home|true|false'));
  });

  it('logout goes to /login; a failed logout keeps the session and only logs', async () => {
    store().me = user;
    const u = renderAuth('/home');
    await waitFor(() => expect(state()).toBe('idle|Pedro Ruiz|/home|true|false'));
    store().logoutFails = true;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await u.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error al cerrar sesión'));
    expect(state()).toBe('idle|Pedro Ruiz|/home|true|false');
    store().logoutFails = false;
    await u.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(state()).toBe('idle|anon|/login|false|false'));
    log.mockRestore();
  });

  it('RequirePermission sends a user lacking the permission to /sin-permisos', async () => {
    store().me = user;
    renderAuth('/usuarios');
    await waitFor(() => expect(state()).toBe('idle|Pedro Ruiz|/sin-permisos|true|false'));
  });

  it('RequireAuth shows its fallback while checking, then sends a signed-out visitor to /login', async () => {
    renderAuth('/privado');
    expect(screen.getByText('verificando')).toBeInTheDocument();
    await waitFor(() => expect(state()).toBe('idle|anon|/login|false|false'));
    expect(screen.queryByText('privado')).not.toBeInTheDocument();
  });

  it('RequireAuth shows the page to a signed-in user', async () => {
    store().me = user;
    renderAuth('/privado');
    expect(await screen.findByText('privado')).toBeInTheDocument();
  });
});

describe('sucursalInicial', () => {
  const sucursales = [{ id: 1 }, { id: 2 }];
  it("is the user's branch when listed, else the first; undefined without a list", () => {
    expect(sucursalInicial(sucursales, 2)).toBe(2);
    expect(sucursalInicial(sucursales, 9)).toBe(1);
    expect(sucursalInicial(sucursales, null)).toBe(1);
    expect(sucursalInicial(undefined, 2)).toBeUndefined();
    expect(sucursalInicial([], 2)).toBeUndefined();
  });
});
