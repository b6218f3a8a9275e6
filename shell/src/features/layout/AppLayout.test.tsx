import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import { AppLayout } from './AppLayout';

const user = {
  id: 1,
  name: 'Ana Pérez',
  email: 'ana@demo.local',
  roleId: 2,
  roleName: 'Vendedor',
  permissions: ['ventas.get', 'ventas.post', 'clientes.get'],
  cod_vendedor: 'V01',
};

function renderLayout(route = '/ventas') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Contenido de la pantalla</p>} />
      </Route>
    </Routes>,
    { route, user },
  );
}

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

describe('AppLayout', () => {
  beforeEach(clearCookie);
  afterAll(clearCookie);

  it('renders the screen and only the permitted menu, hiding empty groups', () => {
    renderLayout();
    expect(screen.getByText('Contenido de la pantalla')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Nueva Venta', 'Ventas', 'Clientes', 'Reportes', 'Guía de Uso']);
    expect(within(nav).getByText('Operaciones')).toBeInTheDocument();
    expect(within(nav).queryByText('Gestión')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Configuración')).not.toBeInTheDocument();
    expect(within(nav).getByText('1.0.0')).toBeInTheDocument();
  });

  it('highlights the active item only', () => {
    renderLayout('/ventas/nueva');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Nueva Venta' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Ventas' })).not.toHaveAttribute('aria-current');
  });

  it('toggles with Ctrl+B and saves the state in the sidebar_state cookie', async () => {
    const u = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Alternar menú lateral' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await u.keyboard('{Control>}b{/Control}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
    // Collapsed, the links keep their names and show a tooltip with the label.
    const ventas = screen.getByRole('link', { name: 'Ventas' });
    expect(ventas).toHaveAttribute('data-tooltip', 'Ventas');
    await u.hover(ventas);
    expect(screen.getByTestId('sidebar-tooltip')).toHaveTextContent('Ventas');
    await u.unhover(ventas);
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();

    await u.keyboard('{Meta>}b{/Meta}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar_state=true');

    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('shows no tooltip while expanded', async () => {
    const u = userEvent.setup();
    renderLayout();
    await u.hover(screen.getByRole('link', { name: 'Ventas' }));
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderLayout();
    expect(screen.getByRole('button', { name: 'Alternar menú lateral' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('under 768 px opens an off-canvas sheet with a backdrop instead', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const u = userEvent.setup();
      renderLayout();
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

      await u.click(screen.getByRole('button', { name: 'Alternar menú lateral' }));
      const sheet = screen.getByRole('dialog', { name: 'Menú lateral' });
      expect(within(sheet).getByRole('link', { name: 'Ventas' })).toBeInTheDocument();

      await u.click(screen.getByTestId('sidebar-backdrop'));
      expect(screen.queryByRole('dialog', { name: 'Menú lateral' })).not.toBeInTheDocument();
      // The mobile sheet is not the saved desktop state.
      expect(document.cookie).not.toContain('sidebar_state=false');
    } finally {
      window.matchMedia = original;
    }
  });

  it('has the theme switch in the header', () => {
    renderLayout();
    expect(screen.getByRole('button', { name: 'Cambiar tema' })).toBeInTheDocument();
  });
});
