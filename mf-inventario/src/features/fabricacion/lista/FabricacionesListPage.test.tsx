import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { API_URL, setupFabricacionServer } from '../testing/fabricacion-handlers';
import { FabricacionesListPage } from './FabricacionesListPage';

const { server, store } = setupFabricacionServer();

// The search and the preview wait SEARCH_DEBOUNCE_MS before asking: on a busy 2-core machine the
// answer can take longer than the default 1 s of findBy/waitFor (waiting longer asserts no timing).
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(15_000);

afterEach(() => act(() => toast.remove()));

const inventario = fakeSessionUser({ roleName: 'Inventario' });
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });
const soloLista = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.fabricacionGet] });

function renderLista(route = '/fabricacion', user: SessionUser = inventario) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/fabricacion" element={<FabricacionesListPage />} />
        <Route path="/fabricacion/:id" element={<h1>Detalle de la fabricación</h1>} />
        <Route path="/crear-fabricacion" element={<h1>Alta de fabricación</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const listRequests = () => store().requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/fabricaciones');
const lastQuery = () => Object.fromEntries(listRequests().at(-1)!.url.searchParams);
/** The Nº of each row, top to bottom. */
const numeros = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('/fabricacion', () => {
  it('shows the newest runs first with product, quantity and unit, branch, confirmed materials and state', async () => {
    renderLista('/fabricacion?page=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fabricación' })).toBeInTheDocument();
    await waitFor(() => expect(numeros()).toEqual(['3', '2', '1']));
    for (const header of ['Nº', 'Fecha', 'Producto', 'Cantidad', 'Sucursal', 'Materias confirmadas', 'Estado']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [tres, dos, uno] = bodyRows();
    expect(within(uno).getByText('20004 - Esencia de lavanda')).toBeInTheDocument();
    expect(within(uno).getByText('2 l')).toBeInTheDocument();
    expect(within(uno).getByText('Casa Central')).toBeInTheDocument();
    expect(within(uno).getByText('0 de 2')).toBeInTheDocument();
    expect(within(uno).getByText('En proceso')).toBeInTheDocument();
    expect(within(uno).getByText('01/03/2026 11:00')).toBeInTheDocument();
    expect(within(dos).getByText('2 de 2')).toBeInTheDocument();
    expect(within(tres).getByText('30005 - Perfume floral 100 ml')).toBeInTheDocument();
    expect(within(tres).getByText('20 unidad')).toBeInTheDocument();
    expect(within(tres).getByText('Finalizada')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '3', pageSize: '10' });
  });

  it('filters by state through the request and the URL, and back to Todas', async () => {
    const user = userEvent.setup();
    renderLista();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'En proceso', 'Finalizada', 'Cancelada']);

    await user.selectOptions(estado, 'Cancelada');
    await waitFor(() => expect(lastQuery()).toEqual({ estado: 'cancelada', page: '1', pageSize: '10' }));
    expect(location().searchParams.get('estado')).toBe('cancelada');
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('Cancelada'))).toBe(true));
    expect(screen.queryByText('En proceso', { selector: 'td *' })).not.toBeInTheDocument();

    await user.selectOptions(estado, 'Todas');
    await waitFor(() => expect(lastQuery().estado).toBeUndefined());
    expect(location().searchParams.get('estado')).toBeNull();
  });

  it('searches by product name or code after a pause and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderLista();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'lavanda');
    await waitFor(() => expect(numeros()).toEqual(['4', '1']));
    expect(lastQuery().search).toBe('lavanda');
    expect(location().searchParams.get('search')).toBe('lavanda');
    expect(listRequests().some((r) => r.url.searchParams.get('search') === 'lav')).toBe(false);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '20004');
    await waitFor(() => expect(lastQuery().search).toBe('20004'));
    await waitFor(() => expect(numeros()).toEqual(['4', '1']));
  });

  it('restores filters and page from the URL', async () => {
    renderLista('/fabricacion?estado=en_proceso&search=perfume&page=2&pageSize=5');
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(0));
    expect(lastQuery()).toEqual({ estado: 'en_proceso', search: 'perfume', page: '2', pageSize: '5' });
    expect(await screen.findByRole('combobox', { name: 'Estado' })).toHaveValue('en_proceso');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('perfume');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('5');
  });

  it('pages through the server pages and changes the page size, keeping both in the URL', async () => {
    const user = userEvent.setup();
    renderLista();
    await waitFor(() => expect(numeros()[0]).toBe('23'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(numeros()[0]).toBe('13'));
    expect(lastQuery().page).toBe('2');
    expect(location().searchParams.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(23));
    expect(location().search).toBe('?pageSize=50');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('links each Nº to its detail and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderLista('/fabricacion?page=3');
    const link = await screen.findByRole('link', { name: 'Fabricación 1' });
    expect(link).toHaveAttribute('href', '/fabricacion/1');
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle de la fabricación' })).toBeInTheDocument();
    expect(location().pathname).toBe('/fabricacion/1');
  });

  it("goes to 'Nueva fabricación'", async () => {
    const user = userEvent.setup();
    renderLista();
    await user.click(await screen.findByRole('button', { name: 'Nueva fabricación' }));
    expect(await screen.findByRole('heading', { name: 'Alta de fabricación' })).toBeInTheDocument();
  });

  it("Solo lectura sees the links but not 'Nueva fabricación'; without fabricacion.detail.get there are no links", async () => {
    const { unmount } = renderLista('/fabricacion', soloLectura);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Nueva fabricación' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    renderLista('/fabricacion', soloLista);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByText('23'));
    expect(location().pathname).toBe('/fabricacion');
  });

  it("shows 'No hay resultados.' when nothing matches", async () => {
    const user = userEvent.setup();
    renderLista();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'inexistente');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
  });

  it("shows 'Error al cargar las fabricaciones' and retries", async () => {
    server.use(http.get(`${API_URL}/fabricaciones`, () => HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderLista();
    expect(await screen.findByText('Error al cargar las fabricaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByText('Error al cargar las fabricaciones')).not.toBeInTheDocument();
  });
});
