import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VentaCreateBody } from 'shared';
import { productosSelectQueryOptions, queryKeys } from 'shared/query';
import { fakePage, fakeSucursal, renderWithProviders } from 'shared/testing';
import { producto, setupVentasServer } from '../testing/ventas-handlers';
import { useClientesSelect, useProductosSelect } from './catalogos';
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

/** The new sale's pickers, the global search's product list and the create mutation, on one QueryClient. */
function Pantalla() {
  const productos = useProductosSelect(1);
  const clientes = useClientesSelect();
  const busqueda = useQuery(productosSelectQueryOptions());
  const crear = useCreateVenta();
  return (
    <>
      <button type="button" onClick={() => crear.mutate(venta)}>
        Vender
      </button>
      <output aria-label="stock">{productos.data?.[0]?.stock}</output>
      <output aria-label="clientes">{clientes.data?.length}</output>
      <output aria-label="búsqueda">{busqueda.data?.length}</output>
    </>
  );
}

const count = (what: string) => gets.filter((g) => g === what).length;

describe('useCreateVenta', () => {
  it('refetches the products (stock by branch, global search) and the clients after a sale', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Pantalla />);
    expect(await screen.findByText('10.0000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('búsqueda')).toHaveTextContent('3'));
    expect(count('productos?select=true&sucursalId=1')).toBe(1);
    expect(count('productos?select=true')).toBe(1);
    expect(count('clientes?select=true')).toBe(1);

    store().productos[0] = producto(1, { stock: '8.0000' }); // what the server holds after the sale
    await u.click(screen.getByRole('button', { name: 'Vender' }));

    expect(await screen.findByText('8.0000')).toBeInTheDocument();
    await waitFor(() => expect(count('clientes?select=true')).toBe(2));
    expect(count('productos?select=true&sucursalId=1')).toBe(2);
    expect(count('productos?select=true')).toBe(2);
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

describe('useProductosSelect', () => {
  it('asks nothing and lists nothing without a branch, even when the global search has every product cached', async () => {
    function SinSucursal() {
      const productos = useProductosSelect(null);
      return <output aria-label="productos">{productos.data?.length ?? 'sin datos'}</output>;
    }
    const { queryClient } = renderWithProviders(<SinSucursal />);
    expect(screen.getByLabelText('productos')).toHaveTextContent('sin datos');
    await queryClient.fetchQuery(productosSelectQueryOptions());
    await waitFor(() => expect(screen.getByLabelText('productos')).toHaveTextContent('0'));
    expect(gets).toEqual(['productos?select=true']);
  });
});
