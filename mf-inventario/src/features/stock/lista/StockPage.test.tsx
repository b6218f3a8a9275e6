import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { StockPage } from './StockPage';
import { setupStockServer } from '../../comun/testing/stock-handlers';

const { store } = setupStockServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.stockGet] });
const vendedor = fakeSessionUser({ roleName: 'Vendedor' });
const inventario = fakeSessionUser({ roleName: 'Inventario' });

function renderStock(route = '/stock', user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/stock" element={<StockPage />} />
        <Route path="/productos/:id" element={<h1>Detalle del producto</h1>} />
        <Route path="/crear-producto" element={<h1>Alta de producto</h1>} />
        <Route path="/ingresar-stock" element={<h1>Ingreso de stock</h1>} />
        <Route path="/actualizar-precios" element={<h1>Actualizar precios</h1>} />
        <Route path="/reposicion" element={<h1>Reposición</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const table = () => screen.getByRole('table');
const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const lastRequest = () => store().requests.at(-1)!.searchParams;
/** The product name of each row shown, top to bottom (without the low-stock badge). */
const nombres = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent?.replace('Stock bajo', '').trim());

describe('/stock', () => {
  it('shows the first page of the first branch with formatted stock, price and the low-stock badge', async () => {
    renderStock();
    expect(await screen.findByText('Esencia de lavanda')).toBeInTheDocument();
    for (const header of ['Código', 'Nombre', 'Categoría', 'Stock', 'Unidad', 'Precio']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);

    const lavanda = screen.getByText('Esencia de lavanda').closest('tr')!;
    expect(within(lavanda).getByText('20001')).toBeInTheDocument();
    expect(within(lavanda).getByText('Esencia')).toBeInTheDocument();
    expect(within(lavanda).getByText(/^1\.500,5/)).toBeInTheDocument();
    expect(within(lavanda).getByText('l')).toBeInTheDocument();
    expect(within(lavanda).getByText(/US\$\s?1\.234\.567,50/)).toBeInTheDocument();
    expect(within(lavanda).queryByText('Stock bajo')).not.toBeInTheDocument();

    const alcohol = screen.getByText('Alcohol etílico').closest('tr')!;
    expect(within(alcohol).getByText('Materia prima')).toBeInTheDocument();
    expect(within(alcohol).getByText(/^2,25/)).toBeInTheDocument();
    expect(within(alcohol).getByText(/^\$\s?121,00$/)).toBeInTheDocument();
    expect(within(alcohol).getByText('Stock bajo')).toBeInTheDocument();
    expect(screen.getAllByText('Stock bajo')).toHaveLength(1);

    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1');
    expect(location().searchParams.get('sucursalId')).toBe('1');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '1', page: '1', pageSize: '10' });
  });

  it('searches by code or name after a pause and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderStock();
    await screen.findByText('Esencia de lavanda');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'alcohol');
    expect(store().requests.some((r) => r.searchParams.get('search') === 'alc')).toBe(false);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Alcohol etílico')).toBeInTheDocument();
    expect(lastRequest().get('search')).toBe('alcohol');
    expect(location().searchParams.get('search')).toBe('alcohol');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar productos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), '20001');
    await waitFor(() => expect(lastRequest().get('search')).toBe('20001'));
    expect(await screen.findByText('Esencia de lavanda')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('filters by category and by branch through the request and the URL', async () => {
    const user = userEvent.setup();
    renderStock();
    await screen.findByText('Esencia de lavanda');
    const categoria = screen.getByRole('combobox', { name: 'Categoría' });
    expect(within(categoria).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas',
      'Materia prima',
      'Esencia',
      'Elaborado',
    ]);

    await user.selectOptions(categoria, 'Materia prima');
    await waitFor(() => expect(lastRequest().get('categoria')).toBe('materia_prima'));
    expect(location().searchParams.get('categoria')).toBe('materia_prima');
    await waitFor(() => expect(screen.queryByText('Esencia de lavanda')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    await waitFor(() => expect(lastRequest().get('sucursalId')).toBe('2'));
    expect(lastRequest().get('categoria')).toBe('materia_prima');
    expect(location().searchParams.get('sucursalId')).toBe('2');
    const alcohol = (await screen.findByText(/^40/)).closest('tr')!;
    expect(within(alcohol).getByText('Alcohol etílico')).toBeInTheDocument();
    expect(screen.queryByText('Stock bajo')).not.toBeInTheDocument();

    await user.selectOptions(categoria, 'Todas');
    await waitFor(() => expect(lastRequest().get('categoria')).toBeNull());
    expect(location().searchParams.get('categoria')).toBeNull();
  });

  it('restores branch, filters and page from the URL', async () => {
    renderStock('/stock?sucursalId=2&categoria=materia_prima&page=2');
    await waitFor(() => expect(store().requests.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lastRequest())).toEqual({
      sucursalId: '2',
      categoria: 'materia_prima',
      page: '2',
      pageSize: '10',
    });
    expect(await screen.findByRole('combobox', { name: 'Sucursal' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('materia_prima');
  });

  it('sorts on the server by a column header, keeping branch and filters, and back to page 1', async () => {
    const user = userEvent.setup();
    renderStock('/stock?sucursalId=1&page=2');
    expect(await screen.findByText('Producto 11')).toBeInTheDocument();
    const stock = () => screen.getByRole('columnheader', { name: 'Stock' });
    expect(stock()).toHaveAttribute('aria-sort', 'none');

    await user.click(within(stock()).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(nombres()[0]).toBe('Alcohol etílico'));
    expect(stock()).toHaveAttribute('aria-sort', 'ascending');
    expect(location().search).toBe('?sucursalId=1&sort=stock&dir=asc');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '1', page: '1', pageSize: '10', sort: 'stock', dir: 'asc' });

    await user.click(within(stock()).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(nombres()[0]).toBe('Esencia de lavanda'));
    expect(stock()).toHaveAttribute('aria-sort', 'descending');

    // The Precio column orders by the price with VAT, the one it shows.
    const precio = within(screen.getByRole('columnheader', { name: 'Precio' })).getByRole('button', { name: 'Precio' });
    precio.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastRequest().get('sort')).toBe('valorFinal'));
    expect(location().search).toBe('?sucursalId=1&sort=valorFinal&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'none');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nombres()[0]).toBe('Esencia de lavanda'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().search).toBe('?sucursalId=1'));
    expect(lastRequest().get('sort')).toBeNull();
  });

  it("changes 'Filas por página' and restores order and size from the URL", async () => {
    const user = userEvent.setup();
    const { unmount } = renderStock('/stock?sucursalId=1&page=2');
    expect(await screen.findByText('Producto 11')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(location().search).toBe('?sucursalId=1&pageSize=20');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    unmount();

    renderStock('/stock?sucursalId=2&sort=nombre&dir=desc&pageSize=50');
    await waitFor(() => expect(bodyRows()).toHaveLength(23));
    expect(nombres()[0]).toBe('Producto 23');
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('50');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '2', page: '1', pageSize: '50', sort: 'nombre', dir: 'desc' });
  });

  it('pages through the server pages and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    renderStock();
    await screen.findByText('Esencia de lavanda');
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(await screen.findByText('Producto 11')).toBeInTheDocument();
    expect(screen.queryByText('Esencia de lavanda')).not.toBeInTheDocument();
    expect(lastRequest().get('page')).toBe('2');
    expect(location().searchParams.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(await screen.findByText('Producto 23')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it('links each product to its detail and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderStock('/stock?page=1');
    const link = await screen.findByRole('link', { name: /Alcohol etílico/ });
    expect(link).toHaveAttribute('href', '/productos/2');
    expect(link.closest('td')).toBe(within(link.closest('tr')!).getAllByRole('cell')[0]);
    expect(within(table()).getAllByRole('link')).toHaveLength(bodyRows().length);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(location().pathname).toBe('/productos/2');
  });

  it('still opens the product on a click on the row', async () => {
    const user = userEvent.setup();
    renderStock();
    await user.click(await screen.findByText('Alcohol etílico'));
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(location().pathname).toBe('/productos/2');
  });

  it('goes to Nuevo Producto', async () => {
    const user = userEvent.setup();
    renderStock();
    await user.click(await screen.findByRole('button', { name: 'Nuevo Producto' }));
    expect(location().pathname).toBe('/crear-producto');
  });

  it('goes to Ingresar Stock', async () => {
    const user = userEvent.setup();
    renderStock();
    await user.click(await screen.findByRole('button', { name: 'Ingresar Stock' }));
    expect(location().pathname).toBe('/ingresar-stock');
  });

  it('hides the buttons and the row link without the permissions', async () => {
    const user = userEvent.setup();
    renderStock('/stock', soloLectura);
    await user.click(await screen.findByText('Alcohol etílico'));
    expect(location().pathname).toBe('/stock');
    expect(within(table()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo Producto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar Stock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Actualizar precios' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reposición' })).toHaveAttribute('href', '/reposicion?sucursalId=1');
  });

  it('filters by Bajo stock mínimo through the URL and the request, back to page 1', async () => {
    const user = userEvent.setup();
    renderStock('/stock?sucursalId=1&page=2');
    expect(await screen.findByText('Producto 11')).toBeInTheDocument();
    const bajoMinimo = screen.getByRole('checkbox', { name: 'Bajo stock mínimo' });
    expect(bajoMinimo).not.toBeChecked();
    expect(lastRequest().get('bajoMinimo')).toBeNull();

    await user.click(bajoMinimo);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(nombres()).toEqual(['Alcohol etílico']);
    expect(bajoMinimo).toBeChecked();
    expect(location().search).toBe('?sucursalId=1&bajoMinimo=true');
    expect(Object.fromEntries(lastRequest())).toEqual({ sucursalId: '1', bajoMinimo: 'true', page: '1', pageSize: '10' });

    // In Sucursal Norte Alcohol etílico has 40 (above its minimum of 10): nothing is low there.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(lastRequest().get('bajoMinimo')).toBe('true');

    // From the keyboard: Space unticks it and the filter leaves the URL and the request.
    bajoMinimo.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(bajoMinimo).not.toBeChecked();
    expect(location().searchParams.get('bajoMinimo')).toBeNull();
    expect(lastRequest().get('bajoMinimo')).toBeNull();
  });

  it('restores Bajo stock mínimo from the URL', async () => {
    renderStock('/stock?sucursalId=1&bajoMinimo=true');
    expect(await screen.findByText('Alcohol etílico')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bajo stock mínimo' })).toBeChecked();
    expect(bodyRows()).toHaveLength(1);
    expect(lastRequest().get('bajoMinimo')).toBe('true');
  });

  it('links to Reposición of the shown branch and to Actualizar precios', async () => {
    const user = userEvent.setup();
    renderStock('/stock?sucursalId=2');
    await screen.findByText('Esencia de lavanda');
    expect(screen.getByRole('link', { name: 'Actualizar precios' })).toHaveAttribute('href', '/actualizar-precios');
    const reposicion = screen.getByRole('link', { name: 'Reposición' });
    expect(reposicion).toHaveAttribute('href', '/reposicion?sucursalId=2');
    reposicion.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reposición' })).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/reposicion?sucursalId=2');
  });

  it('goes to Actualizar precios', async () => {
    const user = userEvent.setup();
    renderStock();
    await user.click(await screen.findByRole('link', { name: 'Actualizar precios' }));
    expect(await screen.findByRole('heading', { name: 'Actualizar precios' })).toBeInTheDocument();
    expect(location().pathname).toBe('/actualizar-precios');
  });

  it('shows each action only to the roles that hold its permission', async () => {
    const acciones = () => ({
      reposicion: screen.queryByRole('link', { name: 'Reposición' }) !== null,
      actualizarPrecios: screen.queryByRole('link', { name: 'Actualizar precios' }) !== null,
      ingresarStock: screen.queryByRole('button', { name: 'Ingresar Stock' }) !== null,
      nuevoProducto: screen.queryByRole('button', { name: 'Nuevo Producto' }) !== null,
    });
    const { unmount } = renderStock('/stock', vendedor);
    await screen.findByText('Esencia de lavanda');
    expect(acciones()).toEqual({ reposicion: true, actualizarPrecios: false, ingresarStock: false, nuevoProducto: false });
    unmount();

    renderStock('/stock', inventario);
    await screen.findByText('Esencia de lavanda');
    expect(acciones()).toEqual({ reposicion: true, actualizarPrecios: true, ingresarStock: true, nuevoProducto: true });
  });

  it('shows the load error and retries', async () => {
    store().failProductos = true;
    const user = userEvent.setup();
    renderStock();
    expect(await screen.findByText('Error al cargar el stock')).toBeInTheDocument();
    store().failProductos = false;
    await user.click(screen.getByRole('button', { name: /reintentar/i }));
    expect(await screen.findByText('Esencia de lavanda')).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar el stock')).not.toBeInTheDocument();
  });
});
