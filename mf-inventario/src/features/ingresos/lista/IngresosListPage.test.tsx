import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { IngresoDetallePage } from '../detalle/IngresoDetallePage';
import { setupIngresosServer } from '../testing/ingresos-handlers';
import { IngresosListPage } from './IngresosListPage';

jest.setTimeout(15_000);

const { store } = setupIngresosServer();

const inventario = fakeSessionUser({ roleName: 'Inventario' });
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });
/** A custom role that may list entries but neither open them nor add stock. */
const soloListado = fakeSessionUser({ roleName: 'Consulta', permissions: [P.ingresosGet] });

function renderList(route = '/ingresos', user: SessionUser = inventario) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/ingresos" element={<IngresosListPage />} />
        <Route path="/ingresos/:id" element={<IngresoDetallePage />} />
        <Route path="/ingresar-stock" element={<h1>Ingreso de stock</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => screen.getByTestId('location').textContent;
const lastQuery = () => Object.fromEntries(store().ingresosRequests.at(-1)!.searchParams);
const celdas = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('/ingresos', () => {
  it('lists the newest entries first with their date, branch, suppliers, products, user and state', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresos' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nº', 'Fecha', 'Sucursal', 'Proveedores', 'Productos', 'Usuario', 'Estado']);
    expect(celdas(bodyRows()[0])).toEqual(['23', '23/03/2026 10:00', 'Casa Central', 'Envases del Plata', '1', 'Pablo Díaz', 'Registrado']);
    expect(screen.getByText('23 ingresos')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByRole('link', { name: 'Ingreso 23' })).toHaveAttribute('href', '/ingresos/23');
    expect(screen.getByRole('button', { name: 'Ingresar stock' })).toBeInTheDocument();
  });

  it('pages on the server and changes the page size, keeping both in the URL', async () => {
    const u = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(celdas(bodyRows()[0])[0]).toBe('13'));
    expect(location()).toBe('/ingresos?page=2');
    expect(lastQuery()).toEqual({ page: '2', pageSize: '10' });
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    // The entry with three lines from two suppliers, in another branch and without a user.
    expect(celdas(bodyRows()[2])).toEqual(['1', '01/03/2026 10:00', 'Sucursal Norte', 'Esencias Andinas, Química del Sur', '3', 'N/A', 'Registrado']);

    await u.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(location()).toBe('/ingresos?pageSize=20');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });
  });

  it('filters by dates, supplier and text through the URL and the request', async () => {
    const u = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    const proveedor = screen.getByRole('combobox', { name: 'Proveedor' });
    expect(within(proveedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Química del Sur', 'Esencias Andinas', 'Envases del Plata']);
    await u.selectOptions(proveedor, 'Esencias Andinas');
    await waitFor(() => expect(bodyRows().map((r) => celdas(r)[0])).toEqual(['10', '7']));
    await u.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'lavanda');
    await waitFor(() => expect(lastQuery().search).toBe('lavanda'));
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(location()).toBe('/ingresos?fechaDesde=2026-03-05&fechaHasta=2026-03-10&proveedorId=2&search=lavanda');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10', fechaDesde: '2026-03-05', fechaHasta: '2026-03-10', proveedorId: '2', search: 'lavanda' });

    await u.selectOptions(proveedor, 'Todos');
    await waitFor(() => expect(lastQuery().proveedorId).toBeUndefined());
    expect(location()).toBe('/ingresos?fechaDesde=2026-03-05&fechaHasta=2026-03-10&search=lavanda');
  });

  it('restores the filters and the page from the URL', async () => {
    renderList('/ingresos?fechaDesde=2026-03-01&proveedorId=1&search=alcohol&page=2&pageSize=5');
    await waitFor(() => expect(store().ingresosRequests.length).toBeGreaterThan(0));
    expect(lastQuery()).toEqual({ page: '2', pageSize: '5', fechaDesde: '2026-03-01', proveedorId: '1', search: 'alcohol' });
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('alcohol');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('1'));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  });

  it("opens an entry from the keyboard and 'Volver' returns to the same filtered list", async () => {
    const u = renderList('/ingresos?proveedorId=2&page=2&pageSize=5');
    const link = await screen.findByRole('link', { name: 'Ingreso 1' });
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso #1' })).toBeInTheDocument();
    expect(location()).toBe('/ingresos/1');
    await u.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresos' })).toBeInTheDocument();
    expect(location()).toBe('/ingresos?proveedorId=2&page=2&pageSize=5');
  });

  it("goes to /ingresar-stock with 'Ingresar stock'", async () => {
    const u = renderList();
    await u.click(await screen.findByRole('button', { name: 'Ingresar stock' }));
    expect(await screen.findByRole('heading', { name: 'Ingreso de stock' })).toBeInTheDocument();
  });

  it("hides 'Ingresar stock' from Solo lectura, who still opens entries", async () => {
    renderList('/ingresos', soloLectura);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Ingresar stock' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingreso 23' })).toBeInTheDocument();
  });

  it('shows no link to a user without ingresos.detail.get', async () => {
    renderList('/ingresos', soloListado);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar stock' })).not.toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    store().failIngresos = true;
    const u = renderList();
    expect(await screen.findByText('Error al cargar los ingresos')).toBeInTheDocument();
    store().failIngresos = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByText('Error al cargar los ingresos')).not.toBeInTheDocument();
  });
});
