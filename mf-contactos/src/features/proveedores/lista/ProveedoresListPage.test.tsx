import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { ProveedoresListPage } from './ProveedoresListPage';
import { API_URL, setupProveedoresServer } from '../testing/proveedores-handlers';

const { server, store } = setupProveedoresServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Sees the list of suppliers and nothing else of them: no detail, no alta. */
const soloLista = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.proveedoresGet] });

function renderList(route = '/listados/proveedores', user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/listados/proveedores" element={<ProveedoresListPage />} />
        <Route path="/proveedores/:id" element={<h1>Detalle del proveedor</h1>} />
        <Route path="/crear-proveedor" element={<h1>Alta de proveedor</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => screen.getByTestId('location').textContent;
/** The name of each supplier shown, top to bottom. */
const nombres = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
/** The GET proveedores requests, in order. */
const pedidos = () => store().requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/proveedores');
const ultimaQuery = () => Object.fromEntries(pedidos().at(-1)!.url.searchParams);

describe('/listados/proveedores', () => {
  it('shows the first page of 10 suppliers by name with their columns', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Proveedores' })).toBeInTheDocument();
    expect(await screen.findByText('Química del Sur')).toBeInTheDocument();
    for (const header of ['Nombre', 'CUIT', 'Contacto', 'Teléfono', 'E-mail', 'Provincia']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);
    expect(nombres().slice(0, 4)).toEqual(['Aromas Andinos', 'Envases Litoral', 'Química del Sur', 'Suministros 04']);
    const quimica = screen.getByText('Química del Sur').closest('tr')!;
    expect(within(quimica).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Química del Sur',
      '30-71234567-1',
      'Marta Ríos',
      '261 555-0101',
      'ventas@quimicasur.com.ar',
      'Mendoza',
    ]);
    const envases = screen.getByText('Envases Litoral').closest('tr')!;
    expect(within(envases).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Envases Litoral', '-', '-', '-', '-', 'Santa Fe']);
    expect(screen.getByText('23 proveedores')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(ultimaQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('searches by name, CUIT, contact or e-mail after a pause, with the search in the URL', async () => {
    const user = userEvent.setup();
    renderList('/listados/proveedores?page=2');
    await screen.findByText('Suministros 13');
    const buscar = screen.getByRole('searchbox', { name: 'Buscar proveedores' });
    await user.type(buscar, 'marta');
    await waitFor(() => expect(nombres()).toEqual(['Química del Sur']));
    expect(location()).toBe('/listados/proveedores?search=marta');
    // Only the final text reached the server, from page 1.
    expect(pedidos().map((r) => r.url.searchParams.get('search')).filter(Boolean)).toEqual(['marta']);
    expect(ultimaQuery()).toEqual({ search: 'marta', page: '1', pageSize: '10' });

    await user.clear(buscar);
    await user.type(buscar, '30-71234567');
    await waitFor(() => expect(nombres()).toEqual(['Química del Sur']));
    await user.clear(buscar);
    await user.type(buscar, 'aromasandinos.com');
    await waitFor(() => expect(nombres()).toEqual(['Aromas Andinos']));
    expect(location()).toBe('/listados/proveedores?search=aromasandinos.com');
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    renderList('/listados/proveedores?search=zzz');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar proveedores' })).toHaveValue('zzz');
  });

  it('sorts on the server from a column header, with the order in the URL and back to page 1', async () => {
    const user = userEvent.setup();
    renderList('/listados/proveedores?page=2');
    await screen.findByText('Suministros 13');
    const provincia = () => screen.getByRole('columnheader', { name: 'Provincia' });
    expect(provincia()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(provincia()).getByRole('button', { name: 'Provincia' }));
    await waitFor(() => expect(location()).toBe('/listados/proveedores?sort=provincia&dir=asc'));
    await user.click(within(provincia()).getByRole('button', { name: 'Provincia' }));
    await waitFor(() => expect(nombres().slice(0, 3)).toEqual(['Envases Litoral', 'Química del Sur', 'Aromas Andinos']));
    expect(location()).toBe('/listados/proveedores?sort=provincia&dir=desc');
    expect(provincia()).toHaveAttribute('aria-sort', 'descending');
    expect(ultimaQuery()).toEqual({ page: '1', pageSize: '10', sort: 'provincia', dir: 'desc' });

    // Teléfono and E-mail are not sortable on the server.
    expect(within(screen.getByRole('columnheader', { name: 'Teléfono' })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by CUIT from the keyboard, suppliers without CUIT last', async () => {
    const user = userEvent.setup();
    renderList('/listados/proveedores?pageSize=50');
    await screen.findByText('Química del Sur');
    within(screen.getByRole('columnheader', { name: 'CUIT' })).getByRole('button', { name: 'CUIT' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nombres().at(-1)).toBe('Envases Litoral'));
    expect(nombres()[0]).toBe('Aromas Andinos');
    expect(location()).toBe('/listados/proveedores?pageSize=50&sort=cuit&dir=asc');
  });

  it('pages with the page in the URL, and opens a page and size from the URL', async () => {
    const user = userEvent.setup();
    const { unmount } = renderList('/listados/proveedores?page=2');
    expect(await screen.findByText('Suministros 13')).toBeInTheDocument();
    expect(screen.queryByText('Química del Sur')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Suministros 23')).toBeInTheDocument();
    expect(location()).toBe('/listados/proveedores?page=3');
    expect(bodyRows()).toHaveLength(3);
    expect(ultimaQuery()).toEqual({ page: '3', pageSize: '10' });
    unmount();

    renderList('/listados/proveedores?sort=nombre&dir=desc&pageSize=20');
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(nombres()[0]).toBe('Suministros 23');
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('20');
  });

  it('ignores an unknown order in the URL instead of asking the server for it', async () => {
    renderList('/listados/proveedores?sort=telefono&dir=desc');
    expect(await screen.findByText('Química del Sur')).toBeInTheDocument();
    expect(ultimaQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('links each name to the supplier, opens it from the keyboard and with a click on the row', async () => {
    const user = userEvent.setup();
    const { unmount } = renderList();
    const link = await screen.findByRole('link', { name: 'Química del Sur' });
    expect(link).toHaveAttribute('href', '/proveedores/1');
    expect(screen.getAllByRole('link')).toHaveLength(bodyRows().length);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del proveedor' })).toBeInTheDocument();
    expect(location()).toBe('/proveedores/1');
    unmount();

    renderList();
    await user.click(await screen.findByText('pablo@aromasandinos.com'));
    expect(location()).toBe('/proveedores/2');
  });

  it("without proveedores.detail.get there are no links, and no 'Nuevo proveedor' without proveedores.post", async () => {
    renderList('/listados/proveedores', soloLista);
    expect(await screen.findByText('Química del Sur')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo proveedor' })).not.toBeInTheDocument();
  });

  it("'Nuevo proveedor' opens /crear-proveedor", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuevo proveedor' }));
    expect(location()).toBe('/crear-proveedor');
  });

  it("shows 'Error al cargar proveedores' with the server's message, and retries", async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ message: 'Base de datos no disponible.' }, { status: 500 }), { once: true }));
    renderList();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Error al cargar proveedores');
    expect(panel).toHaveTextContent('Base de datos no disponible.');
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Química del Sur')).toBeInTheDocument();
  });
});
