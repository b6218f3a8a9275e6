import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { canOpen, documentTitle, findRoute, P, ROLE_PERMISSIONS, ROUTE_TABLE, type SessionUser } from 'shared';
import { AuthProvider } from 'shared/auth';
import { DEMO_PASSWORD, fakeSessionUser, renderWithProviders, setupSessionServer } from 'shared/testing';
import { MENU, menuItems } from '../features/layout';
import { AppThemeProvider } from 'shared/theme';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ routes: [{ path: '/stock', Component: () => <h1>Stock remoto</h1> }] })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** The seeded administrator Laura Gómez, with every permission. */
const admin = fakeSessionUser({ id: 1, roleName: 'Administrador' });
/** A user of a custom role who may only see the stock. */
const soloStock = fakeSessionUser({ id: 1, roleName: 'Depósito', permissions: [P.stockGet] });

// Signed out by default; the administrator signs in with the demo password.
const { store } = setupSessionServer(() => ({ user: admin }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

let navigateTo: NavigateFunction = () => undefined;
function NavigateProbe() {
  navigateTo = useNavigate();
  return null;
}

/** Goes to `path` as a link would and lets the guard's redirect and the remote's load settle. */
async function go(path: string) {
  await act(async () => {
    await navigateTo(path);
  });
}

/** The app with a fixed session (no /auth/me round trip): fast enough to visit every route. */
function renderSignedIn(route: string, user: SessionUser | null = admin) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Where />
      <NavigateProbe />
    </>,
    { route, user },
  );
}

const where = () => screen.getByTestId('where').textContent;
/** Time allowed to a test that visits every route of the table (~40 navigations). */
const EVERY_ROUTE_TIMEOUT = 30_000;

/** A concrete URL for a ROUTE_TABLE path ('/ventas/:id' → '/ventas/7'). */
const urlOf = (path: string) => path.replace(':id', '7');

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
    await u.type(screen.getByLabelText(/^Contraseña/), DEMO_PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Laura Gómez' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('renders a remote screen inside the layout for a signed-in user', async () => {
    store().me = admin;
    renderAt('/stock');
    expect(await screen.findByRole('heading', { name: 'Stock remoto' })).toBeInTheDocument();
  });

  it('sends a user without the permission to /sin-permisos', async () => {
    store().me = soloStock;
    renderAt('/ventas/nueva');
    expect(await screen.findByText('No tiene permisos para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/sin-permisos');
  });

  it('redirects / to /home', async () => {
    store().me = admin;
    renderAt('/');
    await screen.findByRole('heading', { name: 'Hola, Laura Gómez' });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('shows the not-found page for an unknown path', async () => {
    store().me = admin;
    renderAt('/no-existe');
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });

  it('shows the not-found page to a visitor on an unknown path, without sending them to /login', async () => {
    renderAt('/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La dirección que buscó no existe o fue movida.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/no-existe');
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    // Bare, as /info-use and /sin-permisos: no layout without a session.
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('shows the not-found page inside the layout to a signed-in user', async () => {
    renderSignedIn('/ventas/1/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(where()).toBe('/ventas/1/editar');
  });

  it('still sends a visitor on a route of the table to /login', async () => {
    renderSignedIn('/ventas/7', null);
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(where()).toBe('/login');
  });
});

describe('document title', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each([
    ['/stock', 'Stock · Back-office'],
    ['/ventas/nueva', 'Nueva venta · Back-office'],
    ['/ventas/12', 'Venta · Back-office'],
    ['/crear-cliente', 'Nuevo cliente · Back-office'],
    ['/auditoria', 'Auditoría · Back-office'],
    ['/home', 'Inicio · Back-office'],
    ['/info-use', 'Guía de uso · Back-office'],
    ['/sin-permisos', 'Sin permisos · Back-office'],
    ['/no-existe', 'Página no encontrada · Back-office'],
    ['/ventas/1/editar', 'Página no encontrada · Back-office'],
  ])('titles %s as "%s"', async (route, title) => {
    renderSignedIn(route);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles every route of the table after its RouteDef, from the shell alone', async () => {
    renderSignedIn('/home');
    for (const r of ROUTE_TABLE.filter((x) => x.path !== '/login')) {
      await go(urlOf(r.path));
      expect({ path: r.path, title: document.title }).toEqual({ path: r.path, title: documentTitle(r.title) });
    }
  }, EVERY_ROUTE_TIMEOUT);

  it('titles /login and the public pages for a visitor, and /sin-permisos after a refusal', async () => {
    renderSignedIn('/login', null);
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Back-office'));
    await go('/info-use');
    expect(document.title).toBe('Guía de uso · Back-office');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    await go('/no-existe');
    expect(document.title).toBe('Página no encontrada · Back-office');

    store().me = soloStock;
    renderAt('/ventas/nueva');
    await screen.findByText('No tiene permisos para acceder a esta sección.');
    expect(document.title).toBe('Sin permisos · Back-office');
  });
});

describe('route guard, sidebar and home agree with the route table (docs/permisos.md)', () => {
  it.each(Object.entries(ROLE_PERMISSIONS))('for %s', async (roleName, permissions) => {
    renderSignedIn('/home', fakeSessionUser({ id: 1, roleName }));
    await screen.findByRole('heading', { level: 1, name: `Hola, ${admin.name}` });
    const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));
    const sidebar = hrefs(within(screen.getByRole('navigation', { name: 'Menú principal' })).getAllByRole('link'));
    const home = hrefs(within(screen.getByRole('main')).getAllByRole('link'));

    // Every route: the guard admits exactly the users canOpen admits.
    const admitted: string[] = [];
    for (const r of ROUTE_TABLE.filter((x) => x.path !== '/login')) {
      const url = urlOf(r.path);
      await go(url);
      const expected = canOpen(r, permissions) ? url : '/sin-permisos';
      expect({ path: r.path, landed: where() }).toEqual({ path: r.path, landed: expected });
      if (where() === url) admitted.push(r.path);
    }

    // The sidebar and the home cards offer exactly the menu items whose route the guard admitted.
    const offered = menuItems(MENU)
      .map((item) => item.to)
      .filter((to) => admitted.includes(findRoute(to)!.path));
    expect(sidebar).toEqual(offered);
    expect(home).toEqual(offered);
  }, EVERY_ROUTE_TIMEOUT);

  it('hides Reportes without reportes.get, and the guard refuses /reportes', async () => {
    const permissions = ROLE_PERMISSIONS.Vendedor.filter((p) => p !== P.reportesGet);
    renderSignedIn('/home', fakeSessionUser({ id: 1, roleName: 'Vendedor', permissions }));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).queryByRole('link', { name: 'Reportes' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: /Reportes/ })).not.toBeInTheDocument();
    await go('/reportes');
    expect(where()).toBe('/sin-permisos');
  });
});

describe('focus after navigation', () => {
  it('does not move focus on the first render, then focuses the remote screen h1 once it loads', async () => {
    const u = userEvent.setup();
    renderSignedIn('/home');
    await screen.findByRole('heading', { level: 1, name: `Hola, ${admin.name}` });
    expect(document.body).toHaveFocus();

    const main = screen.getByRole('main');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await u.click(within(nav).getByRole('link', { name: 'Stock' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stock remoto' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Stock · Back-office');
    // One layout for every signed-in route: the same <main> (and sidebar state) across navigation.
    expect(screen.getByRole('main')).toBe(main);
  });

  it('focuses the h1 of a shell page and keeps the layout when going to /info-use', async () => {
    const u = userEvent.setup();
    renderSignedIn('/home');
    const main = await screen.findByRole('main');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await u.click(within(nav).getByRole('link', { name: 'Guía de Uso' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Guía Completa del Sistema' })).toHaveFocus();
    expect(screen.getByRole('main')).toBe(main);
  });

  it('lands on the h1 of /sin-permisos after a refused navigation', async () => {
    renderSignedIn('/home', soloStock);
    await screen.findByRole('main');
    await go('/ventas/nueva');
    expect(where()).toBe('/sin-permisos');
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toHaveFocus();
  });
});
