import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupVentasServer, venta } from '../testing/ventas-handlers';
import { VentaDetallePage } from './VentaDetallePage';

const { store } = setupVentasServer();

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
    store().ventas.push(venta(50, { isDeleted: true }));
    open(50);
    expect(await screen.findByText('Esta venta fue anulada.')).toBeInTheDocument();
  });

  it('says the sale does not exist', async () => {
    open(999);
    expect(await screen.findByText('No se encontró la venta.')).toBeInTheDocument();
  });

  it('shows the payment status badge of a sale paid in cash, and Pagada for a settled Cuenta Corriente sale', async () => {
    // fakeVenta derives estadoPago 'Pagada' and pagada from pagado = total.
    store().ventas.push(venta(60, { metodoPago: { id: 1, nombre: 'Efectivo' }, pagado: '2420.00' }));
    store().ventas.push(venta(61, { pagado: '2420.00' }));
    const { unmount } = open(60);
    expect(await screen.findByRole('heading', { name: 'Venta N° 60' })).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    unmount();
    open(61);
    expect(await screen.findByRole('heading', { name: 'Venta N° 61' })).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    expect(screen.queryByText('Pendiente de pago')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pagado /)).not.toBeInTheDocument();
  });
});
