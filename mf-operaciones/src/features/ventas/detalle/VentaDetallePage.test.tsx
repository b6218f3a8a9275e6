import { screen } from '@testing-library/react';
import { renderWithProviders, server } from 'shared/testing';
import { createStore, venta, ventasHandlers, type VentasStore } from '../testing/ventas-handlers';
import { VentaDetallePage } from './VentaDetallePage';

let store: VentasStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createStore();
  server.resetHandlers(...ventasHandlers(store));
});
afterAll(() => server.close());

const open = (id: number) => renderWithProviders(<VentaDetallePage />, { route: `/ventas/${id}`, path: '/ventas/:id' });

describe('/ventas/:id', () => {
  it('shows a pending Cuenta Corriente sale with its paid amount', async () => {
    open(12);
    expect(await screen.findByRole('heading', { name: 'Venta N° 12' })).toBeInTheDocument();
    expect(screen.getByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByText('Pagado $ 0,00 de $ 2.420,00')).toBeInTheDocument();
    expect(screen.getByText('2 unidad')).toBeInTheDocument();
  });

  it('warns about an annulled sale', async () => {
    store.ventas.push(venta(50, { isDeleted: true }));
    open(50);
    expect(await screen.findByText('Esta venta fue anulada.')).toBeInTheDocument();
  });

  it('says the sale does not exist', async () => {
    open(999);
    expect(await screen.findByText('No se encontró la venta.')).toBeInTheDocument();
  });
});
