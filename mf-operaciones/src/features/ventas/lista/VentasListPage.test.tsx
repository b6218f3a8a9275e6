import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_URL, renderWithProviders, server } from 'shared/testing';
import { createStore, ventasHandlers, type VentasStore } from '../testing/ventas-handlers';
import { VentasListPage } from './VentasListPage';

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
});
