import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ALL_PERMISSIONS } from 'shared';
import { AuthProvider } from 'shared/auth';
import { API_URL, server } from 'shared/testing';
import { AppThemeProvider } from 'shared/theme';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ routes: [{ path: '/stock', Component: () => <h1>Stock remoto</h1> }] })),
  registerRemotes: jest.fn(),
}));

const admin = { id: 1, name: 'Laura Gómez', email: 'admin@demo.local', roleId: 1, roleName: 'Administrador', permissions: [...ALL_PERMISSIONS], cod_vendedor: 'V001' };
let me: typeof admin | null = null;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  me = null;
  server.use(
    http.get(`${API_URL}/auth/me`, () => (me ? HttpResponse.json(me) : HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 }))),
    http.post(`${API_URL}/auth/logout`, () => HttpResponse.json({ message: 'ok' })),
    http.post(`${API_URL}/auth/login`, () => {
      me = admin;
      return HttpResponse.json({ user: admin });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppThemeProvider>
          <AuthProvider>
            <AppRoutes />
            <Where />
          </AuthProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('authentication guard', () => {
  it('shows the logo while the session is checked, then sends a visitor to /login', async () => {
    renderAt('/stock');
    expect(screen.getByRole('img', { name: 'Verificando sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('signs in and lands on /home; / redirects to /home', async () => {
    renderAt('/login');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Correo electrónico/), 'admin@demo.local');
    await u.type(screen.getByLabelText(/^Contraseña/), 'Demo1234!');
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Laura Gómez' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('renders a remote screen inside the layout for a signed-in user', async () => {
    me = admin;
    renderAt('/stock');
    expect(await screen.findByRole('heading', { name: 'Stock remoto' })).toBeInTheDocument();
  });

  it('sends a user without the permission to /sin-permisos', async () => {
    me = { ...admin, permissions: ['stock.get'] };
    renderAt('/ventas/nueva');
    expect(await screen.findByText('No tiene permisos para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/sin-permisos');
  });

  it('redirects / to /home', async () => {
    me = admin;
    renderAt('/');
    await screen.findByRole('heading', { name: 'Hola, Laura Gómez' });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('shows the not-found page for an unknown path', async () => {
    me = admin;
    renderAt('/no-existe');
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });
});
