import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { ClientesListPage } from './ClientesListPage';
import { API_URL, setupClientesServer } from '../testing/clientes-handlers';

const { server, store } = setupClientesServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Sees the list of clients and nothing else of them: no detail, no alta. */
const soloLista = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.clientesGet] });

function renderList(route = '/listados/clientes', user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/listados/clientes" element={<ClientesListPage />} />
        <Route path="/clientes/:id" element={<h1>Detalle del cliente</h1>} />
        <Route path="/crear-cliente" element={<h1>Alta de cliente</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => screen.getByTestId('location').textContent;
/** The GET clientes requests of the list (not those of the zones), in order. */
const pedidos = () => store().requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/clientes');
/** The name of each client shown, top to bottom. */
const nombres = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('/listados/clientes', () => {
  it('shows the first page of 10 clients with their columns and balances', async () => {
    renderList();
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    for (const header of ['Nombre y apellido', 'Documento', 'Tipo', 'Condición IVA', 'Teléfono', 'Provincia', 'Saldo']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);
    const juan = screen.getByText('Juan Pérez').closest('tr')!;
    expect(within(juan).getByText('Responsable Inscripto')).toBeInTheDocument();
    expect(within(juan).getByText('11 4444-5555')).toBeInTheDocument();
    expect(within(juan).getByText(/Debe\s+\$\s?1\.500,50/)).toBeInTheDocument();
    expect(within(juan).getByText(/A favor\s+US\$\s?20,00/)).toBeInTheDocument();
    const sur = screen.getByText('Distribuidora Sur').closest('tr')!;
    expect(within(sur).getByText('Empresa')).toBeInTheDocument();
    expect(screen.queryByText('Cliente 11')).not.toBeInTheDocument();
    expect(pedidos().at(-1)?.url.searchParams.get('pageSize')).toBe('10');
  });

  it('searches by name or document after a pause and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Juan Pérez');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'pérez');
    await waitFor(() => expect(screen.queryByText('Cliente 03')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Juan Pérez')).toBeInTheDocument();
    expect(location()).toBe(`/listados/clientes?search=${encodeURIComponent('pérez')}`);
    // Only the final text reached the server.
    const searches = pedidos().map((r) => r.url.searchParams.get('search')).filter(Boolean);
    expect(searches).toEqual(['pérez']);
  });

  it('pages with the page in the URL, and opens a page from the URL', async () => {
    const user = userEvent.setup();
    renderList('/listados/clientes?page=2');
    expect(await screen.findByText('Cliente 11')).toBeInTheDocument();
    expect(screen.queryByText('Juan Pérez')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(await screen.findByText('Cliente 21')).toBeInTheDocument();
    expect(location()).toBe('/listados/clientes?page=3');
    expect(bodyRows()).toHaveLength(3);
  });

  it("opens the client with its 'Ver' button", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Ver Distribuidora Sur' }));
    expect(location()).toBe('/clientes/2');
  });

  it('links each name to the client and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderList('/listados/clientes?page=1');
    const link = await screen.findByRole('link', { name: 'Juan Pérez' });
    expect(link).toHaveAttribute('href', '/clientes/1');
    expect(screen.getByRole('link', { name: 'Distribuidora Sur' })).toHaveAttribute('href', '/clientes/2');
    expect(screen.getAllByRole('link')).toHaveLength(bodyRows().length);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del cliente' })).toBeInTheDocument();
    expect(location()).toBe('/clientes/1');
  });

  it('opens the client when the row is clicked', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByText('30111222'));
    expect(location()).toBe('/clientes/1');
  });

  it("has neither client links nor 'Ver' without clientes.detail.get, which opens /clientes/:id", async () => {
    renderList('/listados/clientes', soloLista);
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ver / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver' })).not.toBeInTheDocument();
  });

  it('sorts on the server from a column header, with the order in the URL and back to page 1', async () => {
    const user = userEvent.setup();
    renderList('/listados/clientes?search=e&page=2');
    expect(await screen.findByText('Cliente 13')).toBeInTheDocument();
    const nombre = () => screen.getByRole('columnheader', { name: 'Nombre y apellido' });
    expect(nombre()).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nombre()).getByRole('button', { name: 'Nombre y apellido' }));
    await waitFor(() => expect(location()).toBe('/listados/clientes?search=e&sort=nombreApellido&dir=asc'));
    await user.click(within(nombre()).getByRole('button', { name: 'Nombre y apellido' }));
    await waitFor(() => expect(nombres().slice(0, 3)).toEqual(['Juan Pérez', 'Cliente 23', 'Cliente 22']));
    expect(location()).toBe('/listados/clientes?search=e&sort=nombreApellido&dir=desc');
    expect(nombre()).toHaveAttribute('aria-sort', 'descending');
    expect(Object.fromEntries(pedidos().at(-1)!.url.searchParams)).toEqual({
      search: 'e',
      page: '1',
      pageSize: '10',
      sort: 'nombreApellido',
      dir: 'desc',
    });
  });

  it('sorts by balance from the keyboard: whoever owes the most first when descending', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Juan Pérez');
    const saldo = within(screen.getByRole('columnheader', { name: 'Saldo' })).getByRole('button', { name: 'Saldo' });
    saldo.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Saldo' })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(screen.queryByText('Juan Pérez')).not.toBeInTheDocument());
    await user.keyboard(' ');
    await waitFor(() => expect(nombres()[0]).toBe('Juan Pérez'));
    expect(location()).toBe('/listados/clientes?sort=saldo&dir=desc');
  });

  it("changes 'Filas por página' and starts from the order and size in the URL", async () => {
    const user = userEvent.setup();
    const { unmount } = renderList('/listados/clientes?page=3');
    expect(await screen.findByText('Cliente 21')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(23));
    expect(location()).toBe('/listados/clientes?pageSize=50');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    unmount();

    renderList('/listados/clientes?sort=documento&dir=desc&pageSize=20');
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('columnheader', { name: 'Documento' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('20');
    expect(pedidos().at(-1)!.url.searchParams.get('sort')).toBe('documento');
  });

  it("shows 'Nuevo Cliente' only with clientes.post", async () => {
    const user = userEvent.setup();
    const { unmount } = renderList('/listados/clientes', soloLista);
    await screen.findByText('Juan Pérez');
    expect(screen.queryByRole('button', { name: 'Nuevo Cliente' })).not.toBeInTheDocument();
    unmount();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuevo Cliente' }));
    expect(location()).toBe('/crear-cliente');
  });

  it('filters by Tipo, Provincia and Zona on the server, with the filters in the URL and back to page 1', async () => {
    const user = userEvent.setup();
    renderList('/listados/clientes?page=2');
    expect(await screen.findByText('Cliente 11')).toBeInTheDocument();
    const tipo = screen.getByRole('combobox', { name: 'Tipo' });
    expect(tipo).toHaveValue('');
    expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Particular', 'Empresa']);

    await user.selectOptions(tipo, 'Empresa');
    await waitFor(() => expect(nombres()).toEqual(['Distribuidora Sur', 'Cliente 07']));
    expect(location()).toBe('/listados/clientes?tipo=empresa');
    expect(pedidos().at(-1)!.url.searchParams.get('tipo')).toBe('empresa');
    expect(pedidos().at(-1)!.url.searchParams.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await waitFor(() => expect(nombres()).toEqual(['Distribuidora Sur']));
    expect(location()).toBe(`/listados/clientes?tipo=empresa&provincia=${encodeURIComponent('Córdoba')}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Todos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Todas');
    await waitFor(() => expect(location()).toBe('/listados/clientes'));
    const zona = screen.getByRole('combobox', { name: 'Zona' });
    await waitFor(() => expect(within(zona).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Centro', 'La Plata']));
    await user.selectOptions(zona, 'La Plata');
    await waitFor(() => expect(nombres()).toEqual(['Juan Pérez', 'Cliente 06']));
    expect(location()).toBe('/listados/clientes?zona=La+Plata');
    expect(Object.fromEntries(pedidos().at(-1)!.url.searchParams)).toEqual({ zona: 'La Plata', page: '1', pageSize: '10' });
  });

  it('starts from the filters of the URL together with the search, and ignores an unknown type or province', async () => {
    renderList('/listados/clientes?search=cliente&zona=Centro&tipo=mayorista&provincia=Narnia');
    await waitFor(() => expect(nombres()).toEqual(['Cliente 03', 'Cliente 04', 'Cliente 05']));
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('cliente');
    expect(screen.getByRole('combobox', { name: 'Zona' })).toHaveValue('Centro');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('');
    expect(Object.fromEntries(pedidos().at(-1)!.url.searchParams)).toEqual({ search: 'cliente', zona: 'Centro', page: '1', pageSize: '10' });
  });

  it("says 'No hay resultados.' when no client matches the filters", async () => {
    const user = userEvent.setup();
    renderList('/listados/clientes?tipo=empresa');
    await screen.findByText('Distribuidora Sur');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Salta');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(location()).toBe('/listados/clientes?tipo=empresa&provincia=Salta');
  });

  it("shows 'Error al cargar los clientes' when the list fails", async () => {
    server.use(http.get(`${API_URL}/clientes`, () => HttpResponse.json({ message: 'Falla' }, { status: 500 })));
    renderList();
    expect(await screen.findByText('Error al cargar los clientes')).toBeInTheDocument();
  });
});
