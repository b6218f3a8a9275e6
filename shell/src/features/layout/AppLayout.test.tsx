import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { P } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { AppLayout } from './AppLayout';

/** A seller who may see and create sales and see the clients, nothing else. */
const user = fakeSessionUser({
  id: 1,
  name: 'Ana Pérez',
  email: 'ana@demo.local',
  roleName: 'Vendedor',
  permissions: [P.ventasGet, P.ventasPost, P.clientesGet],
});

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
    // Reportes needs reportes.get like its route (docs/permisos.md); Guía de Uso always shows.
    expect(links).toEqual(['Nueva Venta', 'Ventas', 'Clientes', 'Guía de Uso']);
    expect(within(nav).queryByText('Análisis')).not.toBeInTheDocument();
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
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
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

/** A screen whose h1 shows up only after a moment, like a remote that is still loading. */
function LateHeading() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(t);
  }, []);
  return ready ? <h1>Clientes</h1> : <p>Cargando…</p>;
}

let navigateTo: NavigateFunction = () => undefined;
function NavigateProbe() {
  navigateTo = useNavigate();
  return null;
}

function renderScreens(route = '/ventas') {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/ventas" replace />} />
          <Route path="/viejo" element={<Navigate to="/ventas/nueva" replace />} />
          <Route
            path="/ventas"
            element={
              <>
                <h1>Ventas</h1>
                <Link to="/ventas/nueva">Ir a nueva venta</Link>
                <button type="button">Filtrar</button>
              </>
            }
          />
          <Route path="/ventas/nueva" element={<h1>Nueva venta</h1>} />
          <Route path="/listados/clientes" element={<LateHeading />} />
          <Route path="/info-use" element={<p>Sin título</p>} />
        </Route>
      </Routes>
      <NavigateProbe />
    </>,
    { route, user },
  );
}

describe('AppLayout skip link', () => {
  beforeEach(clearCookie);

  it('is the first focusable element and is hidden until focused', async () => {
    const u = userEvent.setup();
    const { container } = renderScreens();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    const focusable = container.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    expect(skip).toHaveAttribute('href', '#contenido');
    expect(getComputedStyle(skip).transform).toMatch(/translateY/);

    await u.tab();
    expect(skip).toHaveFocus();
    // jsdom does not apply :focus rules to computed styles, so read the rule styled-components injected.
    const css = Array.from(document.querySelectorAll('style'))
      .map((el) => el.textContent ?? '')
      .join('')
      .replace(/\s+/g, '');
    const classes = Array.from(skip.classList).map((c) => `.${c}:focus{`);
    expect(classes.some((c) => css.includes(`${c}transform:none;`))).toBe(true);
  });

  it('moves focus to <main id="contenido"> without changing the URL', async () => {
    const u = userEvent.setup();
    renderScreens();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'contenido');
    expect(main).toHaveAttribute('tabindex', '-1');

    await u.tab();
    await u.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('');

    // Tab continues from the content, not from the top of the page.
    await u.tab();
    expect(screen.getByRole('link', { name: 'Ir a nueva venta' })).toHaveFocus();
  });
});

describe('AppLayout focus after navigation', () => {
  beforeEach(clearCookie);

  it('leaves focus alone on the first render', () => {
    renderScreens();
    expect(document.body).toHaveFocus();
  });

  it('leaves focus alone through a redirect of the first load (/ → /ventas)', async () => {
    renderScreens('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('follows a redirect after a real navigation to the final page h1', async () => {
    renderScreens();
    act(() => {
      void navigateTo('/viejo');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva venta' })).toHaveFocus();
  });

  it('moves focus to the new page h1 after following a link, without scrolling', async () => {
    const u = userEvent.setup();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      renderScreens();
      await u.click(screen.getByRole('link', { name: 'Ir a nueva venta' }));
      const heading = screen.getByRole('heading', { level: 1, name: 'Nueva venta' });
      expect(heading).toHaveFocus();
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });

  it('moves focus to the h1 after choosing a sidebar item', async () => {
    const u = userEvent.setup();
    renderScreens('/ventas/nueva');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await u.click(within(nav).getByRole('link', { name: 'Ventas' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ventas' })).toHaveFocus();
  });

  it('focuses main when the page has no h1', async () => {
    renderScreens();
    act(() => {
      void navigateTo('/info-use');
    });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('focuses main while the screen loads, then its h1 once it appears', async () => {
    renderScreens();
    act(() => {
      void navigateTo('/listados/clientes');
    });
    expect(screen.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toHaveFocus());
  });

  it('does not take focus back when the user moved it while the screen loaded', async () => {
    renderScreens();
    act(() => {
      void navigateTo('/listados/clientes');
    });
    const toggle = screen.getByRole('button', { name: 'Alternar menú lateral' });
    act(() => toggle.focus());
    await screen.findByRole('heading', { level: 1, name: 'Clientes' });
    expect(toggle).toHaveFocus();
  });

  it('ignores a change of only the query string', async () => {
    renderScreens();
    const filtrar = screen.getByRole('button', { name: 'Filtrar' });
    act(() => filtrar.focus());
    act(() => {
      void navigateTo('/ventas?page=2');
    });
    expect(filtrar).toHaveFocus();
  });
});
