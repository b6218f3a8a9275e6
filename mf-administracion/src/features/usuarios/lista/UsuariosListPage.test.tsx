import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { UsuariosListPage } from './UsuariosListPage';
import { API_URL, setupUsuariosServer } from '../testing/usuarios-handlers';

const { server, store } = setupUsuariosServer();

const admin = fakeSessionUser({ id: 1, roleName: 'Administrador' });
/** Sees the list and nothing else of the users: no detail, no alta. */
const soloLista = fakeSessionUser({ id: 2, roleName: 'Solo lectura', permissions: [P.usuariosGet] });

/** Shows the router state a screen was opened with (the list hands over its URL). */
function Destino({ titulo }: { titulo: string }) {
  const { state } = useLocation();
  return (
    <>
      <h1>{titulo}</h1>
      <p data-testid="from">{(state as { from?: string } | null)?.from ?? ''}</p>
    </>
  );
}

function renderList(route = '/usuarios', user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/usuarios" element={<UsuariosListPage />} />
        <Route path="/usuarios/:id" element={<Destino titulo="Detalle del usuario" />} />
        <Route path="/crear-usuario" element={<Destino titulo="Alta de usuario" />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => screen.getByTestId('location').textContent;
const nombres = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const lastQuery = () => Object.fromEntries(store().requests.at(-1)!);

describe('/usuarios', () => {
  it('shows the first page of 10 users with every column', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    for (const header of ['Nombre', 'E-mail', 'Rol', 'Sucursal', 'Código de vendedor', 'Comisión', 'Estado']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('12 usuarios')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    const celdas = (nombre: string) => within(screen.getByText(nombre).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(celdas('Bruno Díaz')).toEqual(['Bruno Díaz', 'bruno@demo.local', 'Vendedor', 'Casa Central', 'V002', '5,00 %', 'Activo']);
    expect(celdas('Carla Gómez')).toEqual(['Carla Gómez', 'carla@demo.local', 'Inventario', 'Sucursal Norte', '-', '0,00 %', 'Activo']);
    expect(celdas('Diego Ruiz')).toEqual(['Diego Ruiz', 'diego@demo.local', 'Solo lectura', '-', '-', '0,00 %', 'Inactivo']);
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('searches by name, e-mail or seller code after a pause, with the search in the URL and the request', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Ana Pérez');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'gómez');
    await waitFor(() => expect(nombres()).toEqual(['Carla Gómez']));
    expect(location()).toBe(`/usuarios?search=${encodeURIComponent('gómez')}`);
    // Only the final text reached the server.
    expect(store().requests.map((r) => r.get('search')).filter(Boolean)).toEqual(['gómez']);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuarios' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'V007');
    await waitFor(() => expect(nombres()).toEqual(['Vendedor 07']));
    expect(lastQuery()).toEqual({ search: 'V007', page: '1', pageSize: '10' });
  });

  it('filters by role and state with both in the URL and the request, back to page 1', async () => {
    const user = userEvent.setup();
    renderList('/usuarios?page=2');
    expect(await screen.findByText('Vendedor 12')).toBeInTheDocument();
    const rol = screen.getByRole('combobox', { name: 'Rol' });
    // The roles of GET roles, after 'Todos'.
    await waitFor(() => expect(within(rol).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Administrador',
      'Vendedor',
      'Inventario',
      'Solo lectura',
      'Cajero',
    ]));

    await user.selectOptions(rol, 'Inventario');
    await waitFor(() => expect(nombres()).toEqual(['Carla Gómez']));
    expect(location()).toBe('/usuarios?roleId=3');
    expect(lastQuery()).toEqual({ roleId: '3', page: '1', pageSize: '10' });

    await user.selectOptions(rol, 'Todos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivos');
    await waitFor(() => expect(nombres()).toEqual(['Diego Ruiz']));
    expect(location()).toBe('/usuarios?activo=false');
    expect(lastQuery()).toEqual({ activo: 'false', page: '1', pageSize: '10' });
  });

  it('starts from the filters in the URL and ignores malformed ones', async () => {
    const { unmount } = renderList('/usuarios?roleId=2&activo=true&search=vendedor&page=1');
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    expect(screen.getByRole('combobox', { name: 'Rol' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('true');
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toHaveValue('vendedor');
    expect(lastQuery()).toEqual({ search: 'vendedor', roleId: '2', activo: 'true', page: '1', pageSize: '10' });
    unmount();

    renderList('/usuarios?roleId=abc&activo=quizas');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('pages with the page in the URL', async () => {
    const user = userEvent.setup();
    renderList('/usuarios?activo=true');
    await screen.findByText('Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Vendedor 12')).toBeInTheDocument();
    expect(location()).toBe('/usuarios?activo=true&page=2');
    expect(bodyRows()).toHaveLength(1);
    expect(lastQuery()).toEqual({ activo: 'true', page: '2', pageSize: '10' });
  });

  it('links each name to the user, handing over the list URL with its filters', async () => {
    const user = userEvent.setup();
    renderList('/usuarios?roleId=2&page=1');
    const link = await screen.findByRole('link', { name: 'Bruno Díaz' });
    expect(link).toHaveAttribute('href', '/usuarios/2');
    expect(screen.getAllByRole('link')).toHaveLength(bodyRows().length);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del usuario' })).toBeInTheDocument();
    expect(location()).toBe('/usuarios/2');
    expect(screen.getByTestId('from')).toHaveTextContent('/usuarios?roleId=2&page=1');
  });

  it("has neither links nor 'Nuevo usuario' without usuarios.detail.get and usuarios.post", async () => {
    renderList('/usuarios', soloLista);
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo usuario' })).not.toBeInTheDocument();
  });

  it("opens /crear-usuario from 'Nuevo usuario'", async () => {
    const user = userEvent.setup();
    renderList('/usuarios?search=ana');
    await user.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    expect(location()).toBe('/crear-usuario');
    expect(screen.getByTestId('from')).toHaveTextContent('/usuarios?search=ana');
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    renderList('/usuarios?search=nadie');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
  });

  it("shows 'Error al cargar los usuarios' with a retry when the list fails", async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API_URL}/users`, () => HttpResponse.json({ message: 'Falla interna' }, { status: 500 }), { once: true }));
    renderList();
    expect(await screen.findByText('Error al cargar los usuarios')).toBeInTheDocument();
    expect(screen.getByText('Falla interna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
  });
});
