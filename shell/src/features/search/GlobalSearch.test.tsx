import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, type ClienteBody } from 'shared';
import { invalidate } from 'shared/query';
import { API_URL, renderWithProviders, server } from 'shared/testing';
import { GlobalSearch } from './GlobalSearch';

const productos = [
  { id: 1, codigo: '10001', nombre: 'Alcohol etílico' },
  { id: 2, codigo: '20001', nombre: 'Esencia de lavanda' },
];
const proveedores = [{ id: 7, nombre: 'Química del Sur' }];
const clientes = [{ id: 3, nombreApellido: 'María López', documento: '27123456' }];

const baseUser = {
  id: 1,
  name: 'Ana Pérez',
  email: 'ana@demo.local',
  roleId: 1,
  roleName: 'Administrador',
  permissions: ['stock.get', 'proveedores.get', 'clientes.get'],
  cod_vendedor: null,
};

let requested: string[] = [];
/** The clients the API knows; a POST adds one. */
let clientesDb: typeof clientes = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested = [];
  clientesDb = [...clientes];
  server.use(
    http.get(`${API_URL}/productos`, ({ request }) => {
      requested.push('productos');
      expect(new URL(request.url).searchParams.get('select')).toBe('true');
      return HttpResponse.json({ products: productos });
    }),
    http.get(`${API_URL}/proveedores`, () => {
      requested.push('proveedores');
      return HttpResponse.json({ proveedores });
    }),
    http.get(`${API_URL}/clientes`, () => {
      requested.push('clientes');
      return HttpResponse.json({ clientes: clientesDb });
    }),
    http.post(`${API_URL}/clientes`, async ({ request }) => {
      const body = (await request.json()) as { nombreApellido: string; documento: string };
      const creado = { id: 40 + clientesDb.length, nombreApellido: body.nombreApellido, documento: body.documento };
      clientesDb = [...clientesDb, creado];
      return HttpResponse.json(creado, { status: 201 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function LocationProbe() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderSearch(user = baseUser) {
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
    expect(requested).toEqual([]);

    await u.click(screen.getByRole('button', { name: /Buscar/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByPlaceholderText('Buscar productos o proveedores...')).toHaveFocus();
    expect(await within(dialog).findByRole('option', { name: '10001 - Alcohol etílico' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Productos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Proveedores' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Clientes' })).toBeInTheDocument();
    expect(requested.sort()).toEqual(['clientes', 'productos', 'proveedores']);
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
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No se encontraron resultados.')).toBeInTheDocument();
  });

  it('moves with the arrow keys and goes to the chosen result with Enter', async () => {
    const u = userEvent.setup();
    renderSearch();
    await u.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Buscar productos o proveedores...');
    await screen.findByRole('option', { name: '10001 - Alcohol etílico' });

    await u.type(input, 'a');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Química del Sur' })).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/proveedores/7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    renderSearch({ ...baseUser, permissions: ['proveedores.get'] });
    await u.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('option', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(requested).toEqual(['proveedores']);
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
      expect(requested.filter((r) => r === 'clientes')).toHaveLength(1);

      await crearCliente(queryClient);

      expect(await within(dialog).findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested.filter((r) => r === 'clientes')).toHaveLength(2);
      // Only the clients were asked again.
      expect(requested.filter((r) => r === 'productos')).toHaveLength(1);
      expect(requested.filter((r) => r === 'proveedores')).toHaveLength(1);
    });

    it('shows the new client the next time the search opens, without a reload', async () => {
      const u = userEvent.setup();
      const { queryClient } = renderSearch();
      // As in the app (createQueryClient): data fresh for 30 s, so only an invalidation makes the reopening refetch.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 } });
      await u.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('option', { name: /María López/ })).toBeInTheDocument();
      await u.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await crearCliente(queryClient);
      expect(requested.filter((r) => r === 'clientes')).toHaveLength(1); // closed: marked stale, not fetched yet

      await u.keyboard('{Control>}k{/Control}');
      await u.type(await screen.findByPlaceholderText('Buscar productos o proveedores...'), 'pedro');
      expect(await screen.findByRole('option', { name: /Pedro Gómez/ })).toBeInTheDocument();
      expect(requested.filter((r) => r === 'clientes')).toHaveLength(2);
    });
  });
});
