import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { canOpen, findRoute, P, ROLE_PERMISSIONS } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { MENU, menuItems, visibleMenu } from '../layout/menu';
import { HomePage } from './HomePage';
import { InfoUsePage } from './InfoUsePage';
import { NotFoundPage } from './NotFoundPage';
import { SinPermisosPage } from './SinPermisosPage';
import { UnderConstructionPage } from './UnderConstructionPage';

/** A stock clerk who may see the stock and the stock entries only. */
const user = fakeSessionUser({ id: 1, name: 'Ana Pérez', email: 'ana@demo.local', roleName: 'Inventario', permissions: [P.stockGet, P.ingresosGet] });

describe('HomePage', () => {
  it('greets the user and offers shortcuts only to permitted areas', () => {
    renderWithProviders(<HomePage />, { route: '/home', user });
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana Pérez' })).toBeInTheDocument();
    const targets = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    // No reportes.get, so no Reportes card (docs/permisos.md); the guide is always offered.
    expect(targets).toEqual(['/stock', '/ingresos', '/info-use']);
    expect(screen.getByRole('region', { name: 'Gestión' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Operaciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Análisis' })).not.toBeInTheDocument();
  });

  it.each(Object.entries(ROLE_PERMISSIONS))('offers %s a card exactly for each route it can open, as the sidebar does', (roleName, permissions) => {
    // A user of the seeded role, with that role's own permissions.
    const { unmount } = renderWithProviders(<HomePage />, { route: '/home', user: fakeSessionUser({ id: 1, name: user.name, roleName }) });
    const targets = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    const openable = menuItems(MENU)
      .filter((item) => canOpen(findRoute(item.to)!, permissions))
      .map((item) => item.to);
    expect(targets).toEqual(openable);
    expect(targets).toEqual(menuItems(visibleMenu(permissions)).map((item) => item.to));
    unmount();
  });
});

describe('InfoUsePage', () => {
  it('has the title and an index linking to each section', () => {
    renderWithProviders(<InfoUsePage />, { route: '/info-use', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Guía Completa del Sistema' })).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Índice' });
    const links = within(index).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Inventario',
      'Facturación',
      'Cuentas Corrientes',
      'Configuración',
      'Guía de botones',
    ]);
    for (const a of links) {
      const id = a.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(a.textContent!);
    }
    expect(screen.getByText(/ventas pendientes más antiguas/)).toBeInTheDocument();
    expect(screen.getByText('30000')).toBeInTheDocument();
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
