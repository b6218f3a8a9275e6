import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ClienteBody } from 'shared';
import { clientesSelectQueryOptions, queryKeys } from 'shared/query';
import { renderWithProviders } from 'shared/testing';
import { createClientesStore } from '../testing/clientes-handlers';
import { useCreateCliente } from './create-cliente';

let store = createClientesStore();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createClientesStore();
  server.resetHandlers(...store.handlers);
});
afterAll(() => server.close());

const nuevo: ClienteBody = { nombreApellido: 'Pedro Gómez', documento: '20333444', tipo: 'particular', condicionIVA: 'Monotributista' };

/**
 * The client select the shell's global search and the sale's client picker read (the shared
 * `clientesSelectQueryOptions`), next to the create mutation of /crear-cliente, on one QueryClient.
 */
function Pantalla() {
  const clientes = useQuery(clientesSelectQueryOptions());
  const crear = useCreateCliente();
  return (
    <>
      <button type="button" onClick={() => crear.mutate(nuevo)}>
        Crear
      </button>
      <ul aria-label="Clientes de la búsqueda">
        {clientes.data?.map((c) => <li key={c.id}>{c.nombreApellido}</li>)}
      </ul>
    </>
  );
}

const selects = () => store.requests.filter((r) => r.method === 'GET' && r.url.searchParams.get('select') === 'true');

describe('useCreateCliente', () => {
  it('refetches the shared client select (global search, sale picker) after creating a client', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderWithProviders(<Pantalla />);
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    expect(selects()).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Pedro Gómez')).toBeInTheDocument();
    expect(selects()).toHaveLength(2);
    expect(store.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.search.clientes())).toContainEqual(expect.objectContaining({ nombreApellido: 'Pedro Gómez' }));
  });

  it('marks the unmounted client queries (lists, details) stale too', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderWithProviders(<Pantalla />);
    const lista = queryKeys.clientes.list({ search: '', page: 1, pageSize: 10 });
    queryClient.setQueryData(lista, { items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    queryClient.setQueryData(queryKeys.clientes.detail(1), store.state.clientes[0]);
    await screen.findByText('Juan Pérez');

    await u.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(queryClient.getQueryState(lista)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.clientes.detail(1))?.isInvalidated).toBe(true);
  });
});
