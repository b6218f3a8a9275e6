import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClienteBody } from 'shared';
import { clientesSelectQueryOptions, queryKeys } from 'shared/query';
import { fakePage, renderWithProviders } from 'shared/testing';
import { setupClientesServer } from '../testing/clientes-handlers';
import { useCreateCliente } from './create-cliente';

const { store } = setupClientesServer();

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

const selects = () => store().requests.filter((r) => r.method === 'GET' && r.url.searchParams.get('select') === 'true');

describe('useCreateCliente', () => {
  it('refetches the shared client select (global search, sale picker) after creating a client', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderWithProviders(<Pantalla />);
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    expect(selects()).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Pedro Gómez')).toBeInTheDocument();
    expect(selects()).toHaveLength(2);
    expect(store().requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.search.clientes())).toContainEqual(expect.objectContaining({ nombreApellido: 'Pedro Gómez' }));
  });

  it('marks the unmounted client queries (lists, details) stale too', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderWithProviders(<Pantalla />);
    const lista = queryKeys.clientes.list({ search: '', page: 1, pageSize: 10 });
    queryClient.setQueryData(lista, fakePage([]));
    queryClient.setQueryData(queryKeys.clientes.detail(1), store().state.clientes[0]);
    await screen.findByText('Juan Pérez');

    await u.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(queryClient.getQueryState(lista)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.clientes.detail(1))?.isInvalidated).toBe(true);
  });
});
