import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { setupIngresosServer } from '../testing/ingresos-handlers';
import { IngresoDetallePage } from './IngresoDetallePage';

const { store } = setupIngresosServer();

const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });
/** A custom role that opens entries but not products. */
const sinProductos = fakeSessionUser({ roleName: 'Consulta', permissions: [P.ingresosGet, P.ingresosDetail] });

function renderDetalle(route: string, user: SessionUser = soloLectura) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/ingresos/:id" element={<IngresoDetallePage />} />
        <Route path="/ingresos" element={<h1>Lista de ingresos</h1>} />
        <Route path="/productos/:id" element={<h1>Detalle del producto</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const celdas = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const dato = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const location = () => screen.getByTestId('location').textContent;

describe('/ingresos/:id', () => {
  it('shows the header data and each line with quantity, costs in their currency and supplier', async () => {
    const u = renderDetalle('/ingresos/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso #1' })).toBeInTheDocument();
    expect(await screen.findByText('Alcohol etílico')).toBeInTheDocument();
    expect(dato('Fecha')).toBe('01/03/2026 10:00');
    expect(dato('Sucursal')).toBe('Sucursal Norte');
    expect(dato('Usuario')).toBe('N/A');
    expect(dato('Estado')).toBe('Registrado');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Código', 'Producto', 'Cantidad', 'Costo', 'Costo anterior', 'Proveedor']);
    expect(bodyRows().map(celdas)).toEqual([
      ['10001', 'Alcohol etílico', '2,5 kg', '$ 500,00', '$ 450,00', 'Química del Sur'],
      ['20002', 'Esencia de lavanda', '1,25 l', 'US$ 14,00', 'US$ 12,50', 'Esencias Andinas'],
      ['10003', 'Frasco 100 ml', '100 unidad', '$ 80,00', '$ 80,00', 'N/A'],
    ]);

    const link = screen.getByRole('link', { name: 'Esencia de lavanda' });
    expect(link).toHaveAttribute('href', '/productos/2');
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
  });

  it('shows the products without links to a user without stock.detail.get', async () => {
    renderDetalle('/ingresos/1', sinProductos);
    expect(await screen.findByText('Alcohol etílico')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No se encontró el ingreso.' without a retry, and 'Volver' goes to the list", async () => {
    const u = renderDetalle('/ingresos/999');
    expect(await screen.findByText('No se encontró el ingreso.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ingreso #999' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Lista de ingresos' })).toBeInTheDocument();
    expect(location()).toBe('/ingresos');
  });

  it('treats an id that is not a number as not found', async () => {
    renderDetalle('/ingresos/abc');
    expect(await screen.findByText('No se encontró el ingreso.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ingreso' })).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    store().failIngreso = true;
    const u = renderDetalle('/ingresos/2');
    expect(await screen.findByText('Error al cargar el ingreso')).toBeInTheDocument();
    store().failIngreso = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Envases del Plata')).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar el ingreso')).not.toBeInTheDocument();
  });
});
