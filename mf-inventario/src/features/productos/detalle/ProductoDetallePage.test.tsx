import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { MSG_FORMULA_PROPIA, MSG_PRODUCTO_CON_MOVIMIENTOS, P, type SessionUser } from 'shared';
import { toast } from 'shared/toast';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { ProductoDetallePage } from './ProductoDetallePage';
import { API_URL, detalleDe, setupProductosServer } from '../testing/productos-handlers';

jest.setTimeout(20_000);

const { server, store } = setupProductosServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
const vendedor = fakeSessionUser({ roleName: 'Vendedor' });
/** Edits products but may not change their cost. */
const editorSinCosto = fakeSessionUser({ roleName: 'Encargado', permissions: [P.stockGet, P.stockDetail, P.stockPut] });

afterEach(() => {
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

function renderDetalle(route: string | number = 4, user: SessionUser = admin) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/productos/:id" element={<ProductoDetallePage />} />
        <Route
          path="/stock"
          element={
            <>
              <h1>Stock</h1>
              <Link to="/productos/4">20001 Esencia de lavanda</Link>
            </>
          }
        />
      </Routes>
      <LocationProbe />
    </>,
    { route: typeof route === 'number' ? `/productos/${route}` : route, user },
  );
  return userEvent.setup();
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const region = (name: string) => screen.getByRole('region', { name });
const requests = (method: string, path: string) => store().requests.filter((r) => r.method === method && r.url.pathname === `/api${path}`);
/** The value shown for a label of 'Datos del producto'. */
function dato(label: string) {
  const dt = within(region('Datos del producto')).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}
/** The body rows of a table (without its header row). */
const filas = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const celdas = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('/productos/:id', () => {
  it('shows every field, the stock per branch with its badge and the formula', async () => {
    renderDetalle(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto 20001 - Esencia de lavanda' })).toBeInTheDocument();
    expect(dato('Código')).toBe('20001');
    expect(dato('Categoría')).toBe('Esencia');
    expect(dato('Unidad')).toBe('l');
    expect(dato('Proveedor')).toBe('Aromas del Sur S.R.L.');
    expect(dato('Descripción')).toBe('-');
    expect(dato('Stock mínimo')).toBe('5 l');
    expect(dato('Precio (neto)')).toMatch(/^US\$\s?12,50$/);
    expect(dato('Alícuota IVA')).toBe('10,5 %');
    expect(dato('Valor final')).toMatch(/^US\$\s?13,81$/);
    expect(dato('Costo')).toMatch(/^US\$\s?6,00$/);

    // The first branch is preselected (in the URL, without a history entry).
    await waitFor(() => expect(location().searchParams.get('sucursalId')).toBe('1'));
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1');
    expect(dato('Stock en Casa Central')).toBe('12 l');

    const stock = within(region('Stock por sucursal')).getByRole('table');
    expect(filas(stock).map(celdas)).toEqual([
      ['Casa Central', '12 l'],
      ['Sucursal Norte', '4 l Stock bajo'],
    ]);

    const formula = region('Fórmula');
    expect(within(formula).getByText('Cantidad producida: 10 l')).toBeInTheDocument();
    expect(filas(within(formula).getByRole('table')).map(celdas)).toEqual([
      ['10001 - Alcohol etílico', '8 l'],
      ['10002 - Glicerina', '0,5 kg'],
    ]);
    expect(within(formula).getByRole('link', { name: '10001 - Alcohol etílico' })).toHaveAttribute('href', '/productos/1');
  });

  it('shows a raw material in pesos with its low stock in the chosen branch and no formula', async () => {
    const u = renderDetalle('/productos/1?sucursalId=2');
    expect(await screen.findByRole('heading', { name: 'Producto 10001 - Alcohol etílico' })).toBeInTheDocument();
    expect(dato('Valor final')).toMatch(/^\$\s?121,00$/);
    expect(dato('Costo')).toMatch(/^\$\s?50,00$/);
    expect(dato('Descripción')).toBe('Alcohol de cereal 96°');
    expect(dato('Stock en Sucursal Norte')).toBe('40 l');
    expect(screen.queryByRole('region', { name: 'Fórmula' })).not.toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Casa Central');
    expect(dato('Stock en Casa Central')).toBe('2,25 l Stock bajo');
    expect(location().searchParams.get('sucursalId')).toBe('1');
  });

  it('pages the movements of the chosen branch on the server, with the page in the URL and links to what caused them', async () => {
    const u = renderDetalle(4);
    const movimientos = await screen.findByRole('region', { name: 'Movimientos de stock' });
    const tabla = await within(movimientos).findByRole('table', { name: 'Movimientos de stock en Casa Central' });
    await waitFor(() => expect(filas(tabla)).toHaveLength(10));
    for (const header of ['Fecha', 'Motivo', 'Cantidad', 'Stock anterior', 'Stock nuevo', 'Usuario', 'Referencia']) {
      expect(within(tabla).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [venta, anulacion, ingreso, fabricacion, ajuste] = filas(tabla);
    expect(celdas(venta)).toEqual(['05/03/2026 10:05', 'Venta', '-2 l', '14 l', '12 l', 'Laura Gómez', 'Venta 12']);
    expect(celdas(anulacion).slice(1, 3)).toEqual(['Anulación de venta', '+2 l']);
    expect(celdas(ingreso).slice(1, 3)).toEqual(['Ingreso', '+5,5 l']);
    expect(celdas(fabricacion)[5]).toBe('-');
    expect(celdas(ajuste).slice(1)).toEqual(['Ajuste', '-3,5 l', '3,5 l', '0 l', 'Laura Gómez', '-']);
    expect(within(venta).getByRole('link', { name: 'Venta 12' })).toHaveAttribute('href', '/ventas/12');
    expect(within(anulacion).getByRole('link', { name: 'Venta 11' })).toHaveAttribute('href', '/ventas/11');
    expect(within(ingreso).getByRole('link', { name: 'Ingreso 7' })).toHaveAttribute('href', '/ingresos/7');
    expect(within(fabricacion).getByRole('link', { name: 'Fabricación 3' })).toHaveAttribute('href', '/fabricacion/3');
    expect(within(ajuste).queryByRole('link')).not.toBeInTheDocument();
    expect(Object.fromEntries(requests('GET', '/productos/4/movimientos').at(-1)!.url.searchParams)).toEqual({ sucursalId: '1', page: '1', pageSize: '10' });

    await u.click(within(movimientos).getByRole('button', { name: 'Siguiente' }));
    expect(await within(movimientos).findByText('Página 2 de 3')).toBeInTheDocument();
    expect(location().searchParams.get('movPage')).toBe('2');
    expect(requests('GET', '/productos/4/movimientos').at(-1)!.url.searchParams.get('page')).toBe('2');

    // Another branch starts again at its first page.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    const norte = await within(movimientos).findByRole('table', { name: 'Movimientos de stock en Sucursal Norte' });
    await waitFor(() => expect(filas(norte)).toHaveLength(1));
    expect(within(norte).getByRole('link', { name: 'Ingreso 8' })).toBeInTheDocument();
    expect(location().searchParams.get('movPage')).toBeNull();
    expect(Object.fromEntries(requests('GET', '/productos/4/movimientos').at(-1)!.url.searchParams)).toEqual({ sucursalId: '2', page: '1', pageSize: '10' });
  });

  it('restores the branch and the movements page from the URL', async () => {
    renderDetalle('/productos/4?sucursalId=1&movPage=3');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(filas(within(region('Movimientos de stock')).getByRole('table'))).toHaveLength(3);
  });

  it("says 'No hay resultados.' for a product without movements or cost changes", async () => {
    renderDetalle(5);
    await screen.findByRole('heading', { name: 'Producto 30001 - Perfume floral 100 ml' });
    expect(await within(region('Movimientos de stock')).findByText('No hay resultados.')).toBeInTheDocument();
    expect(await within(region('Historial de costos')).findByText('No hay resultados.')).toBeInTheDocument();
  });

  it('shows the cost history with each currency and a link to the stock entry', async () => {
    renderDetalle(4);
    const costos = await screen.findByRole('region', { name: 'Historial de costos' });
    await waitFor(() => expect(within(costos).getAllByRole('row')).toHaveLength(4));
    const [edicion, ingreso, alta] = filas(within(costos).getByRole('table'));
    expect(celdas(edicion)).toEqual(['04/03/2026 13:00', 'Edición', 'US$ 6,50', 'US$ 6,00', '-']);
    expect(celdas(ingreso)).toEqual(['04/03/2026 12:30', 'Ingreso 7', '$ 5.000,00', 'US$ 6,50', 'Laura Gómez']);
    expect(within(ingreso).getByRole('link', { name: 'Ingreso 7' })).toHaveAttribute('href', '/ingresos/7');
    expect(celdas(alta).slice(1, 3)).toEqual(['Alta', '-']);
    expect(celdas(alta)[4]).toBe('Laura Gómez');
  });

  it('edits in place: the category is fixed, the valor final follows the price, and Guardar cambios saves', async () => {
    const u = renderDetalle(4);
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Esencia de lavanda');
    expect(screen.getByRole('textbox', { name: 'Categoría' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Categoría' })).toHaveValue('Esencia');
    expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Stock mínimo' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Alícuota IVA' })).toHaveValue('10.5');
    expect(screen.getByLabelText('Valor final')).toHaveTextContent(/^US\$\s?13,81$/);
    const formula = screen.getByRole('group', { name: 'Fórmula' });
    expect(within(formula).getByRole('textbox', { name: 'Cantidad producida' })).toHaveValue('10');
    expect(within(formula).getByRole('textbox', { name: 'Cantidad de 10002 - Glicerina' })).toHaveValue('0.5');

    const precio = screen.getByRole('textbox', { name: 'Precio (neto)' });
    await u.clear(precio);
    await u.type(precio, '20');
    expect(screen.getByLabelText('Valor final')).toHaveTextContent(/^US\$\s?22,10$/);
    await u.click(within(formula).getByRole('button', { name: 'Quitar 10002 - Glicerina' }));
    await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Producto actualizado correctamente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    await waitFor(() => expect(dato('Valor final')).toMatch(/^US\$\s?22,10$/));
    expect(filas(within(region('Fórmula')).getByRole('table'))).toHaveLength(1);
    const put = requests('PUT', '/productos/4');
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual({
      nombre: 'Esencia de lavanda',
      descripcion: null,
      categoria: 'esencia',
      unidad: 'l',
      proveedorId: 2,
      stockMinimo: '5',
      costo: '6.00',
      costoMonedaId: 2,
      precio: '20',
      alicuotaIva: '10.5',
      monedaId: 2,
      formula: { cantidadProducida: '10', detalles: [{ materiaPrimaId: 1, cantidad: '8' }] },
    });
  });

  it("'Cancelar' leaves edit mode without saving", async () => {
    const u = renderDetalle(4);
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    await u.clear(await screen.findByRole('textbox', { name: 'Nombre' }));
    await u.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Producto 20001 - Esencia de lavanda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(requests('PUT', '/productos/4')).toHaveLength(0);
  });

  it('refuses the product itself as a raw material of its formula', async () => {
    // A search that (wrongly) answers the product being edited.
    server.use(
      http.get(`${API_URL}/productos`, () =>
        HttpResponse.json({ items: [{ ...detalleDe(store(), store().productos[3]), formula: undefined, stockPorSucursal: undefined }], total: 1, currentPage: 1, totalPages: 1, pageSize: 20 }),
      ),
    );
    const u = renderDetalle(4);
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    const formula = await screen.findByRole('group', { name: 'Fórmula' });
    await u.type(within(formula).getByRole('combobox', { name: 'Agregar materia prima' }), 'lavanda');
    await u.click(await screen.findByRole('option', { name: '20001 - Esencia de lavanda' }));
    expect(within(formula).getByRole('alert')).toHaveTextContent(MSG_FORMULA_PROPIA);
    expect(within(formula).getAllByRole('textbox', { name: /^Cantidad de / })).toHaveLength(2);
  });

  it('keeps the cost read-only for a user without stock.editar_costo and sends it unchanged', async () => {
    const u = renderDetalle(4, editorSinCosto);
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    const costo = await screen.findByRole('textbox', { name: 'Costo' });
    expect(costo).toHaveAttribute('readonly');
    expect(costo).toHaveValue('6.00');
    expect(costo).toHaveAccessibleDescription('Requiere el permiso para editar costos.');
    await u.type(costo, '99');
    expect(costo).toHaveValue('6.00');
    expect(screen.getByRole('textbox', { name: 'Moneda del costo' })).toHaveValue('Dólares (US$)');
    expect(screen.queryByRole('combobox', { name: 'Moneda del costo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Nombre' }), ' fina');
    await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Producto actualizado correctamente')).toBeInTheDocument();
    expect(requests('PUT', '/productos/4')[0].body).toMatchObject({ nombre: 'Esencia de lavanda fina', costo: '6.00', costoMonedaId: 2 });
  });

  it("shows the server's message when saving fails and stays in edit mode", async () => {
    server.use(http.put(`${API_URL}/productos/:id`, () => HttpResponse.json({ message: 'No tiene permiso para modificar el costo del producto.' }, { status: 403 })));
    const u = renderDetalle(4);
    await u.click(await screen.findByRole('button', { name: 'Editar' }));
    await u.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No tiene permiso para modificar el costo del producto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });

  it('deletes after confirmation and goes to /stock', async () => {
    const u = renderDetalle(5);
    await u.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveTextContent('¿Está seguro de que desea eliminar el producto 30001 - Perfume floral 100 ml?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests('DELETE', '/productos/5')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Eliminar' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar producto' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(location().pathname).toBe('/stock');
    expect(await screen.findByText('Producto eliminado correctamente')).toBeInTheDocument();
    expect(store().productos.some((p) => p.id === 5)).toBe(false);
  });

  it("shows the server's 409 when the product has stock movements and stays", async () => {
    const u = renderDetalle(4);
    await u.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar producto' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MSG_PRODUCTO_CON_MOVIMIENTOS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/productos/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Producto 20001 - Esencia de lavanda' })).toBeInTheDocument();
  });

  it('shows a Vendedor the product without Editar nor Eliminar', async () => {
    renderDetalle(4, vendedor);
    expect(await screen.findByRole('heading', { name: 'Producto 20001 - Esencia de lavanda' })).toBeInTheDocument();
    expect(dato('Costo')).toMatch(/^US\$\s?6,00$/);
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    // A Vendedor may open sales but not stock entries nor manufacturing runs: those stay plain text.
    const movimientos = region('Movimientos de stock');
    expect(await within(movimientos).findByRole('link', { name: 'Venta 12' })).toBeInTheDocument();
    expect(within(movimientos).getByText('Ingreso 7')).not.toHaveAttribute('href');
    expect(within(movimientos).queryByRole('link', { name: 'Ingreso 7' })).not.toBeInTheDocument();
  });

  it("shows 'Producto no encontrado.' with a way back to /stock", async () => {
    const u = renderDetalle(999);
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Volver al stock' }));
    expect(location().pathname).toBe('/stock');
  });

  it("shows 'Producto no encontrado.' for an id that is not a number, without asking the API", async () => {
    renderDetalle('/productos/abc');
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument();
    expect(store().requests.some((r) => r.url.pathname.startsWith('/api/productos/'))).toBe(false);
  });

  it("shows 'Error al cargar detalles del producto' and retries", async () => {
    let falla = true;
    server.use(http.get(`${API_URL}/productos/:id`, () => (falla ? HttpResponse.json({ message: 'Error interno' }, { status: 500 }) : undefined)));
    const u = renderDetalle(4);
    expect(await screen.findByText('Error al cargar detalles del producto')).toBeInTheDocument();
    falla = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Producto 20001 - Esencia de lavanda' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar detalles del producto')).not.toBeInTheDocument();
  });

  it("'Volver' returns to /stock with its filters, even after changing branch and page", async () => {
    const u = renderDetalle('/stock?categoria=esencia&search=lav');
    await u.click(screen.getByRole('link', { name: '20001 Esencia de lavanda' }));
    await screen.findByRole('heading', { name: 'Producto 20001 - Esencia de lavanda' });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/stock?categoria=esencia&search=lav');
  });

  it("'Volver' opens /stock when the product was the first screen", async () => {
    const u = renderDetalle(4);
    await screen.findByRole('heading', { name: 'Producto 20001 - Esencia de lavanda' });
    await waitFor(() => expect(location().searchParams.get('sucursalId')).toBe('1'));
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location().pathname + location().search).toBe('/stock');
  });
});
