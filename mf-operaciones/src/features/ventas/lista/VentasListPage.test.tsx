import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_URL, LocationProbe, renderWithProviders, server } from 'shared/testing';
import { createStore, ventasHandlers, type VentasStore } from '../testing/ventas-handlers';
import { Route, Routes, useLocation } from 'react-router-dom';
import { VentaDetallePage } from '../detalle/VentaDetallePage';
import { venta } from '../testing/ventas-handlers';
import { VentasListPage } from './VentasListPage';

function Url() {
  const l = useLocation();
  return <output data-testid="url">{l.pathname + l.search}</output>;
}

let store: VentasStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createStore();
  server.resetHandlers(...ventasHandlers(store));
});
afterAll(() => server.close());

describe('/ventas', () => {
  it('lists the sales with their status and pages through them', async () => {
    const u = userEvent.setup();
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas' });
    expect(await screen.findByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(screen.getAllByText('Pendiente')).toHaveLength(10);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('button', { name: 'Ver venta 2' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('hides Nueva Venta without ventas.post and shows the load error', async () => {
    server.use(http.get(`${API_URL}/ventas`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas', user: { permissions: ['ventas.get'] } });
    expect(await screen.findByText('Error al cargar las ventas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva Venta' })).not.toBeInTheDocument();
  });

  it('filters by the search text and returns from a detail to the same page', async () => {
    store.ventas[0] = venta(12, { cliente: { id: 2, nombreApellido: 'Jorge Sosa', documento: '20333444' } });
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<VentaDetallePage />} />
        </Routes>
        <Url />
      </>,
      { route: '/ventas' },
    );
    await u.type(await screen.findByRole('searchbox', { name: 'Buscar ventas' }), 'sosa');
    expect(await screen.findByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver venta 11' })).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/ventas?search=sosa');

    await u.clear(screen.getByRole('searchbox', { name: 'Buscar ventas' }));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await u.click(await screen.findByRole('button', { name: 'Ver venta 2' }));
    expect(await screen.findByRole('heading', { name: 'Venta N° 2' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Ver venta 1' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/ventas?page=2');
  });

  it('links each N° to its sale; Enter on the link opens it and Volver returns to the same page', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<VentaDetallePage />} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/ventas?page=2' },
    );
    const link = await screen.findByRole('link', { name: 'Venta 2' });
    expect(link).toHaveAttribute('href', '/ventas/2');
    expect(link).toHaveTextContent(/^2$/);
    expect(screen.getAllByRole('link', { name: /^Venta \d+$/ })).toHaveLength(2);
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Venta N° 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/2');
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Venta 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?page=2');
  });

  it('opens the sale on a click on its row', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<h1>Detalle</h1>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/ventas' },
    );
    const row = (await screen.findByRole('link', { name: 'Venta 12' })).closest('tr')!;
    await u.click(within(row).getAllByRole('cell')[1]);
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/12');
  });

  it('has no sale links without ventas.detail.get', async () => {
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas', user: { permissions: ['ventas.get'] } });
    expect(await screen.findByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is titled Facturación on /facturacion, and links to the sales from there', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/facturacion" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<h1>Detalle</h1>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/facturacion' },
    );
    expect(await screen.findByRole('heading', { name: 'Facturación' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Venta 12' });
    expect(link).toHaveAttribute('href', '/ventas/12');
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/12');
  });
});
