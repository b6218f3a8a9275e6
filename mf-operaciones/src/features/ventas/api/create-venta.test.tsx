import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VentaCreateBody } from 'shared';
import { queryKeys } from 'shared/query';
import { fakePage, fakeSucursal, renderWithProviders } from 'shared/testing';
import { buscarClientesOptions, buscarProductosOptions } from '../../comun/buscadores/api';
import { producto, setupVentasServer } from '../testing/ventas-handlers';
import { useCreateVenta } from './create-venta';

const { server, store } = setupVentasServer();

/** Every GET the handlers received, as "path?query". */
let gets: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET') gets.push(`${url.pathname.replace('/api/', '')}${url.search}`);
};
beforeAll(() => server.events.on('request:start', onRequest));
beforeEach(() => {
  gets = [];
});
afterAll(() => server.events.removeListener('request:start', onRequest));

const venta: VentaCreateBody = {
  sucursalId: 1,
  metodoPagoId: 4,
  clienteId: 1,
  detalles: [{ productoId: 1, cantidad: '2', precioUnitario: '1210.00' }],
};

/** The new sale's product and client searches (as a search shows them) and the create mutation, on one QueryClient. */
function Pantalla() {
  const productos = useQuery(buscarProductosOptions('perfume', 1));
  const clientes = useQuery(buscarClientesOptions('maría'));
  const crear = useCreateVenta();
  return (
    <>
      <button type="button" onClick={() => crear.mutate(venta)}>
        Vender
      </button>
      <output aria-label="stock">{productos.data?.items[0]?.stock}</output>
      <output aria-label="clientes">{clientes.data?.items.length}</output>
    </>
  );
}

const count = (path: string) => gets.filter((g) => g.startsWith(`${path}?`)).length;

describe('useCreateVenta', () => {
  it('asks the shown product and client searches again after a sale (stock by branch, balances)', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Pantalla />);
    expect(await screen.findByText('10.0000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('clientes')).toHaveTextContent('1'));
    expect(count('productos')).toBe(1);
    expect(count('clientes')).toBe(1);

    store().productos[0] = producto(1, { stock: '8.0000' }); // what the server holds after the sale
    await u.click(screen.getByRole('button', { name: 'Vender' }));

    expect(await screen.findByText('8.0000')).toBeInTheDocument();
    await waitFor(() => expect(count('clientes')).toBe(2));
    expect(count('productos')).toBe(2);
    expect(store().created).toHaveLength(1);
  });

  it('marks the queries nobody shows stale: stock list, client balances, sale lists', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderWithProviders(<Pantalla />);
    const stock = queryKeys.productos.list({ sucursalId: 1, search: '', page: 1, pageSize: 10 });
    const ventas = queryKeys.ventas.list({ page: 1, pageSize: 10 });
    queryClient.setQueryData(stock, fakePage(store().productos.slice(0, 1)));
    queryClient.setQueryData(queryKeys.clientes.detail(1), store().clientes[0]);
    queryClient.setQueryData(ventas, fakePage([]));
    queryClient.setQueryData(queryKeys.sucursales.list(), [fakeSucursal({ id: 1, nombre: 'Casa Central' })]);
    await screen.findByText('10.0000');

    await u.click(screen.getByRole('button', { name: 'Vender' }));

    await waitFor(() => expect(queryClient.getQueryState(stock)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.clientes.detail(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ventas)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.sucursales.list())?.isInvalidated).toBe(false);
  });
});
