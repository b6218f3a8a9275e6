import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, clienteBodySchema, P, type Cliente, type ClienteBody, type Producto, type ProveedorSelect, type SessionUser } from 'shared';
import { invalidate } from 'shared/query';
import { API_URL, fakeCliente, fakeProducto, fakeProveedorSelect, fakeSessionUser, renderWithProviders, setupMswServer } from 'shared/testing';
import { GlobalSearch } from './GlobalSearch';

/** What the three select lists of the fake API hold for one test, and what it was asked. */
interface SearchStore {
  productos: Producto[];
  proveedores: ProveedorSelect[];
  /** The clients the API knows; a POST adds one. */
  clientes: Cliente[];
  /** Every GET, as "path?query" ('productos?select=true'). */
  requested: string[];
}

/** The fake API of one test: two products, one supplier and one client. */
function createSearchStore(): SearchStore {
  return {
    productos: [
      fakeProducto({ id: 1, categoria: 'materia_prima', codigo: '10001', nombre: 'Alcohol etílico' }),
      fakeProducto({ id: 2, categoria: 'esencia', codigo: '20001', nombre: 'Esencia de lavanda' }),
    ],
    proveedores: [fakeProveedorSelect({ id: 7, nombre: 'Química del Sur' })],
    clientes: [fakeCliente({ id: 3, nombreApellido: 'María López', documento: '27123456' })],
    requested: [],
  };
}

/** GET productos, proveedores and clientes ?select=true over `store`; POST clientes (checked with its body schema) adds a client. */
function searchHandlers(store: SearchStore) {
  const record = (request: Request) => {
    const url = new URL(request.url);
    store.requested.push(`${url.pathname.replace('/api/', '')}${url.search}`);
  };
  return [
    http.get(`${API_URL}/productos`, ({ request }) => {
      record(request);
      return HttpResponse.json({ products: store.productos });
    }),
    http.get(`${API_URL}/proveedores`, ({ request }) => {
      record(request);
      return HttpResponse.json({ proveedores: store.proveedores });
    }),
    http.get(`${API_URL}/clientes`, ({ request }) => {
      record(request);
      return HttpResponse.json({ clientes: store.clientes });
    }),
    http.post(`${API_URL}/clientes`, async ({ request }) => {
      const body = clienteBodySchema.safeParse(await request.json());
      if (!body.success) return HttpResponse.json({ message: body.error.issues[0].message }, { status: 400 });
      const creado = fakeCliente({ id: 40 + store.clientes.length, ...body.data });
      store.clientes = [...store.clientes, creado];
      return HttpResponse.json(creado, { status: 201 });
    }),
  ];
}

const { server, store } = setupMswServer(createSearchStore, searchHandlers);

/** May see the three lists. */
const conTodo = fakeSessionUser({
  id: 1,
  name: 'Ana Pérez',
  email: 'ana@demo.local',
  roleName: 'Consulta',
  permissions: [P.stockGet, P.proveedoresGet, P.clientesGet],
});
/** May see only the suppliers. */
const soloProveedores = fakeSessionUser({ ...conTodo, permissions: [P.proveedoresGet] });

const requested = () => store().requested;
const SELECT = { productos: 'productos?select=true', proveedores: 'proveedores?select=true', clientes: 'clientes?select=true' } as const;

function LocationProbe() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderSearch(user: SessionUser = conTodo) {
  return renderWithProviders(
    <>
      <GlobalSearch />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route: '/home', user },
  );
}

describe('GlobalSearch', () => {
  it('loads nothing until opened, then lists the three groups', async () => {
    const u = userEvent.setup();
    renderSearch();
    expect(requested()).toEqual([]);

    await u.click(screen.getByRole('button', { name: /Buscar/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByPlaceholderText('Buscar productos o proveedores...')).toHaveFocus();
    expect(await within(dialog).findByRole('option', { name: '10001 - Alcohol etílico' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Productos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Proveedores' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Clientes' })).toBeInTheDocument();
    expect([...requested()].sort()).toEqual([SELECT.clientes, SELECT.productos, SELECT.proveedores]);
  });

  it('filters case-insensitively and shows the empty text', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Buscar productos o proveedores...');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });

    await u.type(input, 'LAVANDA');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20001 - Esencia de lavanda']);

    await u.clear(input);
    await u.type(input, '27123');
    expect(screen.getByRole('option', { name: /María López/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Productos' })).not.toBeInTheDocument();

    await u.clear(input);
    await u.type(input, 'nada parecido');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).queryAllByRole('group')).toHaveLength(0);
    expect(within(listbox).queryByRole('option', { name: /Alcohol|lavanda|Química|María/ })).not.toBeInTheDocument();
    expect(within(listbox).getByText('No se encontraron resultados.')).toBeInTheDocument();
  });

  it('moves with the arrow keys and goes to the chosen result with Enter', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Buscar productos o proveedores...');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });

    await u.type(input, 'a');
    // The first result is highlighted; the arrows move from it.
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '10001 - Alcohol etílico' }).id));
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Química del Sur' }).id);
    await u.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/proveedores/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to the first result with Enter right after typing', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('lavanda');
    await u.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/productos/2');
  });

  it('closes with one Escape, even with text typed, and gives the focus back to the Buscar button', async () => {
    const u = userEvent.setup();
    renderSearch();
    const button = screen.getByRole('button', { name: /Buscar/ });
    await u.click(button);
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('sur');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/home');
  });

  it('says it is loading inside the list until the first results arrive', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${API_URL}/proveedores`, async () => {
        await gate;
        return HttpResponse.json({ proveedores: store().proveedores });
      }),
    );
    const u = userEvent.setup();
    renderSearch(soloProveedores);
    await u.keyboard('{Control>}k{/Control}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Cargando...')).toBeInTheDocument();
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(listbox).findByRole('option', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(listbox).not.toHaveAttribute('aria-busy');
  });

  it('goes to a client or a product by click', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Meta>}k{/Meta}');
    await u.click(await screen.findByRole('option', { name: /María López/ }));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/clientes/3');

    await u.keyboard('{Control>}k{/Control}');
    await u.click(await screen.findByRole('option', { name: '20001 - Esencia de lavanda' }));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/productos/2');
  });

  it('only asks for the lists the user may see', async () => {
    const u = userEvent.setup();
    renderSearch(soloProveedores);
    await u.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('option', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(requested()).toEqual([SELECT.proveedores]);
    expect(screen.queryByRole('group', { name: 'Productos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Clientes' })).not.toBeInTheDocument();
  });

  it('only logs a failed load and keeps that list empty', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API_URL}/productos`, () => HttpResponse.json({ message: 'falla' }, { status: 500 })));
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('option', { name: 'Química del Sur' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Productos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  describe('after a client is created elsewhere (mf-contactos, same QueryClient)', () => {
    /** What useCreateCliente does in mf-contactos: POST clientes, then invalidate.afterClienteChange. */
    async function crearCliente(queryClient: QueryClient) {
      const body: ClienteBody = { nombreApellido: 'Pedro Gómez', documento: '20333444', tipo: 'particular', condicionIVA: 'Monotributista' };
      await act(async () => {
        await api.clientes.create(body);
        await invalidate.afterClienteChange(queryClient);
      });
    }

    it('refetches the client list of the open search at once', async () => {
      const u = userEvent.setup();
      const { queryClient } = renderSearch();
      await u.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('option', { name: /María López/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === SELECT.clientes)).toHaveLength(1);

      await crearCliente(queryClient);

      expect(await within(dialog).findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === SELECT.clientes)).toHaveLength(2);
      // Only the clients were asked again.
      expect(requested().filter((r) => r === SELECT.productos)).toHaveLength(1);
      expect(requested().filter((r) => r === SELECT.proveedores)).toHaveLength(1);
    });

    it('shows the new client the next time the search opens, without a reload', async () => {
      const u = userEvent.setup();
      const { queryClient } = renderSearch();
      // As in the app (createQueryClient): data fresh for 30 s, so only an invalidation makes the reopening refetch.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 } });
      await u.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('option', { name: /María López/ })).toBeInTheDocument();
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await crearCliente(queryClient);
      expect(requested().filter((r) => r === SELECT.clientes)).toHaveLength(1); // closed: marked stale, not fetched yet

      await u.keyboard('{Control>}k{/Control}');
      await u.type(await screen.findByPlaceholderText('Buscar productos o proveedores...'), 'pedro');
      expect(await screen.findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === SELECT.clientes)).toHaveLength(2);
    });
  });
});
