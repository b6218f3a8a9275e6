import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { canOpen, findRoute, P, ROLE_PERMISSIONS } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { setupDashboardServer } from '../home/testing/dashboard-handlers';
import { MENU, menuItems, visibleMenu } from '../layout/menu';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { SinPermisosPage } from './SinPermisosPage';
import { UnderConstructionPage } from './UnderConstructionPage';

/** A stock clerk who may see /home (its figures need home.get), the stock and the stock entries only. */
const user = fakeSessionUser({ id: 1, name: 'Ana Pérez', email: 'ana@demo.local', roleName: 'Inventario', permissions: [P.home, P.stockGet, P.ingresosGet] });

/** GET dashboard for /home (the guide, /info-use, is tested in features/guia/InfoUsePage.test.tsx). */
const { store: dashboard } = setupDashboardServer();

describe('HomePage', () => {
  it('greets the user and offers shortcuts only to permitted areas', async () => {
    dashboard().permisos = user.permissions;
    renderWithProviders(<HomePage />, { route: '/home', user });
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana Pérez' })).toBeInTheDocument();
    const accesos = screen.getByRole('region', { name: 'Accesos directos' });
    const targets = within(accesos).getAllByRole('link').map((a) => a.getAttribute('href'));
    // No reportes.get, so no Reportes card (docs/permisos.md); the guide is always offered.
    expect(targets).toEqual(['/stock', '/ingresos', '/info-use']);
    expect(within(accesos).getByRole('region', { name: 'Gestión' })).toBeInTheDocument();
    expect(within(accesos).queryByRole('region', { name: 'Operaciones' })).not.toBeInTheDocument();
    expect(within(accesos).queryByRole('region', { name: 'Análisis' })).not.toBeInTheDocument();
    // With stock.get the figures come too: only «Productos bajo mínimo» for this clerk.
    expect(await screen.findByRole('article', { name: 'Productos bajo mínimo' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it.each(Object.entries(ROLE_PERMISSIONS))('offers %s a card exactly for each route it can open, as the sidebar does', async (roleName, permissions) => {
    // A user of the seeded role, with that role's own permissions.
    dashboard().permisos = permissions;
    const { unmount } = renderWithProviders(<HomePage />, { route: '/home', user: fakeSessionUser({ id: 1, name: user.name, roleName }) });
    const targets = within(screen.getByRole('region', { name: 'Accesos directos' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    const openable = menuItems(MENU)
      .filter((item) => canOpen(findRoute(item.to)!, permissions))
      .map((item) => item.to);
    expect(targets).toEqual(openable);
    expect(targets).toEqual(menuItems(visibleMenu(permissions)).map((item) => item.to));
    // Every seeded role gets some figure, and each tile links only to a route the role can open.
    await screen.findAllByRole('article');
    const tileLinks = screen.getAllByRole('link').filter((a) => a.closest('article'));
    expect(tileLinks.length).toBeGreaterThan(0);
    for (const link of tileLinks) expect(canOpen(findRoute(link.getAttribute('href')!)!, permissions)).toBe(true);
    unmount();
  });
});

describe('message pages', () => {
  it('SinPermisosPage explains and goes back to /home', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/sin-permisos" element={<SinPermisosPage />} />
        <Route path="/home" element={<p>Inicio</p>} />
      </Routes>,
      { route: '/sin-permisos', user },
    );
    expect(screen.getByText('No tiene permisos para acceder a esta sección.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    expect(screen.getByText('Inicio')).toBeInTheDocument();
  });

  it('NotFoundPage links to /home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-existe', user });
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });

  it('UnderConstructionPage says the screen comes soon', () => {
    renderWithProviders(<UnderConstructionPage />, { route: '/cajas', user });
    expect(screen.getByRole('heading', { name: 'Pantalla en construcción' })).toBeInTheDocument();
    expect(screen.getByText(/disponible próximamente/)).toBeInTheDocument();
  });
});
