import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ExcelJS from 'exceljs';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, mockDescargas, renderWithProviders, type DescargaRegistrada } from 'shared/testing';
import { toast } from 'shared/toast';
import { ReposicionPage } from './ReposicionPage';
import { setupReposicionServer } from './testing/reposicion-handlers';

const { store } = setupReposicionServer();
afterEach(() => {
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

const inventario = fakeSessionUser({ roleName: 'Inventario' });
const soloStock = fakeSessionUser({ roleName: 'Consulta de stock', permissions: [P.stockGet] });

function renderReposicion(route = '/reposicion', user: SessionUser = inventario) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/reposicion" element={<ReposicionPage />} />
        <Route path="/productos/:id" element={<h1>Detalle del producto</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const lastRequest = () => store().requests.at(-1)!.searchParams;
/** The supplier headings (h2), top to bottom. */
const proveedores = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The section of one supplier: its heading and its table. */
const grupo = (nombre: string) => screen.getByRole('region', { name: nombre });
/** The cells of each body row of a supplier's table. */
const filas = (nombre: string) =>
  within(grupo(nombre))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.replace(/\u00a0/g, ' ')));

describe('/reposicion', () => {
  it('groups the first branch’s products by supplier, Sin proveedor last, with units and currencies', async () => {
    renderReposicion();
    expect(screen.getByRole('heading', { level: 1, name: 'Reposición' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Química Sur' })).toBeInTheDocument();
    expect(proveedores()).toEqual(['Aromas del Plata', 'Química Sur', 'Sin proveedor']);
    expect(screen.getByText('4 productos bajo el stock mínimo')).toBeInTheDocument();

    const headers = within(grupo('Química Sur')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Producto', 'Stock', 'Stock mínimo', 'A pedir', 'Costo unitario']);
    expect(filas('Química Sur')).toEqual([
      ['10002', 'Alcohol etílico', '2,25 litro', '10 litro', '7,75 litro', '$ 1.500,50'],
      ['10005', 'Glicerina', '0 kg', '1.234,5 kg', '1.234,5 kg', 'US$ 12,30'],
    ]);
    expect(filas('Aromas del Plata')).toEqual([['20001', 'Esencia de lavanda', '0,5 l', '3 l', '2,5 l', 'US$ 45,00']]);
    expect(filas('Sin proveedor')).toEqual([['30004', 'Frasco 30 ml', '10 unidad', '100 unidad', '90 unidad', '$ 150,00']]);

    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1');
    expect(location().search).toBe('?sucursalId=1');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '1' });
  });

  it('links each code to the product and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderReposicion();
    const link = await screen.findByRole('link', { name: '10002 Alcohol etílico' });
    expect(link).toHaveAttribute('href', '/productos/2');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(location().pathname).toBe('/productos/2');
  });

  it('shows the codes without links without stock.detail.get', async () => {
    renderReposicion('/reposicion', soloStock);
    expect(await screen.findByRole('heading', { name: 'Química Sur' })).toBeInTheDocument();
    expect(within(grupo('Química Sur')).getByText('10002')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeInTheDocument();
  });

  it('changes branch and supplier through the URL and the request, and says when nothing is low', async () => {
    const user = userEvent.setup();
    renderReposicion();
    await screen.findByRole('heading', { name: 'Química Sur' });

    const proveedor = screen.getByRole('combobox', { name: 'Proveedor' });
    expect(within(proveedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Aromas del Plata', 'Química Sur', 'Envases SRL']);
    await user.selectOptions(proveedor, 'Química Sur');
    await waitFor(() => expect(proveedores()).toEqual(['Química Sur']));
    expect(location().search).toBe('?sucursalId=1&proveedorId=2');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '1', proveedorId: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    expect(await screen.findByText('No hay productos bajo el stock mínimo en esta sucursal.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '2', proveedorId: '2' });
    expect(location().search).toBe('?sucursalId=2&proveedorId=2');

    await user.selectOptions(proveedor, 'Todos');
    await waitFor(() => expect(lastRequest().get('proveedorId')).toBeNull());
    expect(location().search).toBe('?sucursalId=2');
  });

  it('restores branch and supplier from the URL', async () => {
    renderReposicion('/reposicion?sucursalId=1&proveedorId=1');
    expect(await screen.findByRole('heading', { name: 'Aromas del Plata' })).toBeInTheDocument();
    expect(proveedores()).toEqual(['Aromas del Plata']);
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('1'));
  });

  it('shows the load error and retries', async () => {
    store().failReposicion = true;
    const user = userEvent.setup();
    renderReposicion();
    expect(await screen.findByText('Error al cargar la reposición')).toBeInTheDocument();
    store().failReposicion = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Química Sur' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar la reposición')).not.toBeInTheDocument();
  });

  describe('Descargar Excel', () => {
    let descargas: DescargaRegistrada[];

    // jsdom does not download: record what the link would have saved.
    beforeEach(() => {
      descargas = mockDescargas();
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the branch’s list as reposicion_{sucursal}_{fecha}.xlsx', async () => {
      const user = userEvent.setup();
      renderReposicion();
      await screen.findByRole('heading', { name: 'Química Sur' });
      screen.getByRole('button', { name: 'Descargar Excel' }).focus();
      await user.keyboard('{Enter}');

      expect(await screen.findByText('Reposición descargada.')).toBeInTheDocument();
      expect(descargas).toHaveLength(1);
      expect(descargas[0].nombre).toMatch(/^reposicion_Casa_Central_\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(descargas[0].archivo.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

      // The file holds the rows the screen shows, in the same order.
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await descargas[0].archivo.arrayBuffer());
      const sheet = workbook.getWorksheet('Reposición')!;
      expect(sheet.getCell('A1').value).toBe('Reposición - Casa Central');
      expect(String(sheet.getCell('A2').value)).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const filasExcel = [5, 6, 7, 8].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 4));
      expect(filasExcel).toEqual([
        ['Aromas del Plata', 20001, 'Esencia de lavanda'],
        ['Química Sur', 10002, 'Alcohol etílico'],
        ['Química Sur', 10005, 'Glicerina'],
        ['Sin proveedor', 30004, 'Frasco 30 ml'],
      ]);
      expect(sheet.rowCount).toBe(8);
    });

    it('downloads only the chosen supplier', async () => {
      const user = userEvent.setup();
      renderReposicion('/reposicion?sucursalId=1&proveedorId=1');
      await screen.findByRole('heading', { name: 'Aromas del Plata' });
      await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
      await screen.findByText('Reposición descargada.');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await descargas[0].archivo.arrayBuffer());
      const sheet = workbook.getWorksheet('Reposición')!;
      expect(sheet.rowCount).toBe(5);
      expect(sheet.getCell('C5').value).toBe('Esencia de lavanda');
    });

    it("says 'No hay datos para descargar' when the list is empty", async () => {
      const user = userEvent.setup();
      renderReposicion('/reposicion?sucursalId=2');
      await screen.findByText('No hay productos bajo el stock mínimo en esta sucursal.');
      await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
      expect(await screen.findByText('No hay datos para descargar')).toBeInTheDocument();
      expect(descargas).toHaveLength(0);
    });
  });
});
