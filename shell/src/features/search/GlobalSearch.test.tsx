import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, clienteBodySchema, P, type Cliente, type ClienteBody, type Producto, type Proveedor, type SessionUser } from 'shared';
import { invalidate, queryKeys } from 'shared/query';
import { API_URL, fakeCliente, fakeProducto, fakeProveedor, fakeSessionUser, renderWithProviders, setupMswServer } from 'shared/testing';
import { GlobalSearch } from './GlobalSearch';

/** What the fake API holds for one test, and what it was asked. */
interface SearchStore {
  productos: Producto[];
  proveedores: Proveedor[];
  /** The clients the API knows; a POST adds one. */
  clientes: Cliente[];
  /** Every GET, as "path?query" ('productos?search=lav&page=1&pageSize=8'). */
  requested: string[];
  /** Answers held back until the test lets them go, by "path?query". */
  held: Map<string, Promise<void>>;
}

/** The fake API of one test: two products, one supplier and one client. */
function createSearchStore(): SearchStore {
  return {
    productos: [
      fakeProducto({ id: 1, categoria: 'materia_prima', codigo: '10001', nombre: 'Alcohol etílico' }),
      fakeProducto({ id: 2, categoria: 'esencia', codigo: '20001', nombre: 'Esencia de lavanda' }),
    ],
    proveedores: [fakeProveedor({ id: 7, nombre: 'Química del Sur' })],
    clientes: [fakeCliente({ id: 3, nombreApellido: 'María López', documento: '27123456' })],
    requested: [],
    held: new Map(),
  };
}

const lower = (s: string) => s.toLocaleLowerCase('es-AR');

/**
 * One page of `items` as the list endpoints answer (GET productos, proveedores, clientes with
 * search, page and pageSize): those `matches` the search (case-insensitive), the page asked for.
 */
function page<T>(request: Request, items: T[], matches: (item: T, search: string) => boolean) {
  const url = new URL(request.url);
  const search = lower(url.searchParams.get('search') ?? '');
  const size = Number(url.searchParams.get('pageSize') ?? 10);
  const found = items.filter((item) => search === '' || matches(item, search));
  return { items: found.slice(0, size), total: found.length, currentPage: 1, totalPages: Math.max(1, Math.ceil(found.length / size)), pageSize: size };
}

/** GET productos (name, or start of the code), proveedores (name) and clientes (name or document) over `store`; POST clientes adds a client. */
function searchHandlers(store: SearchStore) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const key = `${url.pathname.replace('/api/', '')}${url.search}`;
    store.requested.push(key);
    await store.held.get(key);
  };
  return [
    http.get(`${API_URL}/productos`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(page(request, store.productos, (p, q) => lower(p.nombre).includes(q) || p.codigo.startsWith(q)));
    }),
    http.get(`${API_URL}/proveedores`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(page(request, store.proveedores, (p, q) => lower(p.nombre).includes(q)));
    }),
    http.get(`${API_URL}/clientes`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(page(request, store.clientes, (c, q) => lower(c.nombreApellido).includes(q) || c.documento.includes(q)));
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
/** May see only the products. */
const soloProductos = fakeSessionUser({ ...conTodo, permissions: [P.stockGet] });

const requested = () => store().requested;
/** The first page of each list without a term, as the search asks for it when it opens. */
const FIRST = { productos: 'productos?page=1&pageSize=8', proveedores: 'proveedores?page=1&pageSize=8', clientes: 'clientes?page=1&pageSize=8' } as const;
/** The terms asked for a list, in order ('' = none). */
const terms = (path: 'productos' | 'proveedores' | 'clientes') =>
  requested()
    .filter((r) => r.startsWith(`${path}?`))
    .map((r) => new URLSearchParams(r.slice(path.length + 1)).get('search') ?? '');

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
  it('asks nothing until opened, then lists the first results of the three groups', async () => {
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
    // One small page of each list, never the whole catalogue.
    expect([...requested()].sort()).toEqual([FIRST.clientes, FIRST.productos, FIRST.proveedores]);
  });

  it('searches on the server, case-insensitively, 8 of each at most, and shows the empty text', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Buscar productos o proveedores...');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });

    await u.type(input, 'LAVANDA');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20001 - Esencia de lavanda']));
    expect(requested()).toContain('productos?search=LAVANDA&page=1&pageSize=8');

    await u.clear(input);
    await u.type(input, '27123');
    expect(await screen.findByRole('option', { name: /María López/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Productos' })).not.toBeInTheDocument());
    expect(requested()).toContain('clientes?search=27123&page=1&pageSize=8');

    await u.clear(input);
    await u.type(input, 'nada parecido');
    const listbox = screen.getByRole('listbox');
    expect(await within(listbox).findByText('No se encontraron resultados.')).toBeInTheDocument();
    expect(within(listbox).queryAllByRole('group')).toHaveLength(0);
    expect(within(listbox).queryByRole('option', { name: /Alcohol|lavanda|Química|María/ })).not.toBeInTheDocument();
  });

  it('asks for the first letter at once and for the whole word after the typing pause, not for every keystroke', async () => {
    const u = userEvent.setup();
    renderSearch(soloProductos);
    await u.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('lavanda');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20001 - Esencia de lavanda']));
    const asked = terms('productos');
    expect(asked.slice(0, 2)).toEqual(['', 'l']);
    expect(asked.at(-1)).toBe('lavanda');
    // Seven keystrokes, far fewer requests.
    expect(asked.length).toBeLessThan(5);
  });

  it('never lets a late answer for an older text replace the results of the newer one', async () => {
    let release: () => void = () => undefined;
    store().held.set(
      'productos?search=l&page=1&pageSize=8',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const u = userEvent.setup();
    const { queryClient } = renderSearch(soloProductos);
    await u.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('lavanda');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20001 - Esencia de lavanda']));
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');

    // The answer for 'l' (both products) arrives last.
    release();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.productos.list({ search: 'l', page: 1, pageSize: 8 }))?.status).toBe('success'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20001 - Esencia de lavanda']);
  });

  it('moves with the arrow keys and goes to the chosen result with Enter', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Buscar productos o proveedores...');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });

    await u.type(input, 'a');
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    // The first result is highlighted; the arrows move from it.
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '10001 - Alcohol etílico' }).id));
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Química del Sur' }).id);
    await u.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/proveedores/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to the first result of the typed text with Enter right after typing, waiting for it', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('lavanda');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/productos/2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

  it('opens again with an empty text and the first results', async () => {
    const u = userEvent.setup();
    renderSearch(soloProductos);
    await u.keyboard('{Control>}k{/Control}');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });
    await u.keyboard('lavanda');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.keyboard('{Control>}k{/Control}');
    expect(await screen.findByPlaceholderText('Buscar productos o proveedores...')).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10001 - Alcohol etílico', '20001 - Esencia de lavanda']);
  });

  it('says it is loading inside the list until the first results arrive', async () => {
    let release: () => void = () => undefined;
    store().held.set(
      FIRST.proveedores,
      new Promise<void>((resolve) => {
        release = resolve;
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
    await u.keyboard('sur');
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    expect(requested().every((r) => r.startsWith('proveedores?'))).toBe(true);
    expect(screen.queryByRole('group', { name: 'Productos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Clientes' })).not.toBeInTheDocument();
  });

  it('only logs a failed search and keeps that group empty', async () => {
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

    it('asks the clients of the open search again at once', async () => {
      const u = userEvent.setup();
      const { queryClient } = renderSearch();
      await u.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('option', { name: /María López/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === FIRST.clientes)).toHaveLength(1);

      await crearCliente(queryClient);

      expect(await within(dialog).findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === FIRST.clientes)).toHaveLength(2);
      // Only the clients were asked again.
      expect(requested().filter((r) => r === FIRST.productos)).toHaveLength(1);
      expect(requested().filter((r) => r === FIRST.proveedores)).toHaveLength(1);
    });

    it('shows the new client the next time the search opens, without a reload', async () => {
      const u = userEvent.setup();
      const { queryClient } = renderSearch();
      // As in the app (createQueryClient): data fresh for 30 s, so only an invalidation makes the reopening ask again.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 } });
      await u.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('option', { name: /María López/ })).toBeInTheDocument();
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await crearCliente(queryClient);
      expect(requested().filter((r) => r === FIRST.clientes)).toHaveLength(1); // closed: marked stale, not asked yet

      await u.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested().filter((r) => r === FIRST.clientes)).toHaveLength(2);
    });
  });
});
