import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { P } from 'shared';
import { API_URL, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { VentaDetallePage } from '../detalle/VentaDetallePage';
import { setupVentasServer, venta } from '../testing/ventas-handlers';
import { VentasListPage } from './VentasListPage';

// Several tests type, page and navigate through the whole list: on a machine shared with other
// jobs one of them can take longer than jest's default 5 s.
jest.setTimeout(15_000);

const { server, store } = setupVentasServer();

/** Sees the list of sales and nothing else of them. */
const soloLista = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.ventasGet] });
/** Reaches the sales from /facturacion and may open them, without ventas.get. */
const facturacion = fakeSessionUser({ roleName: 'Facturación', permissions: [P.facturacionGet, P.ventasDetail] });

/** Only the list, as a user of Facturación who may not open the sales. */
const soloFacturacion = fakeSessionUser({ roleName: 'Facturación', permissions: [P.facturacionGet] });

/** The body rows of the sales table, top to bottom. */
const filas = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('columnheader').length === 0);
/** The N° of each row shown, top to bottom. */
const numeros = () => filas().map((r) => within(r).getAllByRole('cell')[0].textContent);
/** The Estado of each row shown, top to bottom. */
const estados = () => filas().map((r) => within(r).getAllByRole('cell')[7].textContent);
/** The last GET ventas query the server received, as key=value pairs. */
const ultimoPedido = () => Object.fromEntries(store().listados.at(-1) ?? []);

describe('/ventas', () => {
  it('lists the sales with their status and pages through them', async () => {
    const u = userEvent.setup();
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas' });
    expect(await screen.findByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(estados()).toEqual(Array(10).fill('Pendiente'));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('12 ventas')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('button', { name: 'Ver venta 2' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('hides Nueva Venta without ventas.post and shows the load error', async () => {
    server.use(http.get(`${API_URL}/ventas`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas', user: soloLista });
    expect(await screen.findByText('Error al cargar las ventas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva Venta' })).not.toBeInTheDocument();
  });

  it('filters by the search text and returns from a detail to the same page', async () => {
    store().ventas[0] = venta(12, { cliente: { id: 2, nombreApellido: 'Jorge Sosa', documento: '20333444' } });
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<VentaDetallePage />} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/ventas' },
    );
    await u.type(await screen.findByRole('searchbox', { name: 'Buscar ventas' }), 'sosa');
    expect(await screen.findByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver venta 11' })).not.toBeInTheDocument();
    expect(screen.getByText('1 venta')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?search=sosa');

    await u.clear(screen.getByRole('searchbox', { name: 'Buscar ventas' }));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await u.click(await screen.findByRole('button', { name: 'Ver venta 2' }));
    expect(await screen.findByRole('heading', { name: 'Venta N° 2' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Ver venta 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?page=2');
  });

  it('links each N° to its sale; Enter on the link opens it and Volver returns to the same page', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<VentaDetallePage />} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/ventas?page=2' },
    );
    const link = await screen.findByRole('link', { name: 'Venta 2' });
    expect(link).toHaveAttribute('href', '/ventas/2');
    expect(link).toHaveTextContent(/^2$/);
    expect(screen.getAllByRole('link', { name: /^Venta \d+$/ })).toHaveLength(2);
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Venta N° 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/2');
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Venta 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?page=2');
  });

  it('opens the sale on a click on its row', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/ventas" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<h1>Detalle</h1>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/ventas' },
    );
    const row = (await screen.findByRole('link', { name: 'Venta 12' })).closest('tr')!;
    await u.click(within(row).getAllByRole('cell')[1]);
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/12');
  });

  it("has neither sale links nor 'Ver' without ventas.detail.get, which opens /ventas/:id", async () => {
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas', user: soloLista });
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(numeros()).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
    expect(screen.queryByRole('button', { name: /^Ver venta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Ver' and the links with ventas.detail.get alone (facturación)", async () => {
    renderWithProviders(<VentasListPage />, {
      route: '/facturacion',
      path: '/facturacion',
      user: facturacion,
    });
    expect(await screen.findByRole('button', { name: 'Ver venta 12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Venta 12' })).toHaveAttribute('href', '/ventas/12');
  });

  it('sorts on the server from a column header: ascending, descending, then the default order, in the URL', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas?page=2' },
    );
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    const numero = () => screen.getByRole('columnheader', { name: 'N°' });
    expect(numero()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Estado' })).not.toHaveAttribute('aria-sort');

    await u.click(within(numero()).getByRole('button', { name: 'N°' }));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await waitFor(() => expect(numeros()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?sort=id&dir=asc');
    expect(numero()).toHaveAttribute('aria-sort', 'ascending');

    await u.click(within(numero()).getByRole('button', { name: 'N°' }));
    await waitFor(() => expect(numeros()[0]).toBe('12'));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?sort=id&dir=desc');
    expect(numero()).toHaveAttribute('aria-sort', 'descending');
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(numeros()).toEqual(['2', '1']));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?sort=id&dir=desc&page=2');

    await u.click(within(numero()).getByRole('button', { name: 'N°' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ventas$/));
    expect(numero()).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by the client with the keyboard, keeping the search', async () => {
    store().ventas[0] = venta(12, { cliente: { id: 2, nombreApellido: 'Zulema Ruiz', documento: '20333444' } });
    store().ventas[11] = venta(1, { cliente: { id: 3, nombreApellido: 'Adela Paz', documento: '20555666' } });
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas?search=a' },
    );
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    const cliente = within(screen.getByRole('columnheader', { name: 'Cliente' })).getByRole('button', { name: 'Cliente' });
    cliente.focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(numeros()[0]).toBe('1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?search=a&sort=cliente&dir=asc');
    await u.keyboard(' ');
    await waitFor(() => expect(numeros()[0]).toBe('12'));
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toHaveAttribute('aria-sort', 'descending');
  });

  it("changes 'Filas por página' in the URL, back to page 1, and starts from the URL's order and size", async () => {
    const u = userEvent.setup();
    const { unmount } = renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas?page=2' },
    );
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '20');
    expect(await screen.findByText('Página 1 de 1')).toBeInTheDocument();
    expect(numeros()).toHaveLength(12);
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?pageSize=20');
    unmount();

    renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas?sort=id&dir=asc&pageSize=5&page=3' },
    );
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(numeros()).toEqual(['11', '12']);
    expect(screen.getByRole('columnheader', { name: 'N°' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('5');
  });

  it('is titled Facturación on /facturacion, and links to the sales from there', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/facturacion" element={<VentasListPage />} />
          <Route path="/ventas/:id" element={<h1>Detalle</h1>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/facturacion' },
    );
    expect(await screen.findByRole('heading', { name: 'Facturación' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Venta 12' });
    expect(link).toHaveAttribute('href', '/ventas/12');
    link.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas/12');
  });

  it('filters by seller, payment status and annulment: in the URL, in the request and in the rows', async () => {
    const pedro = { id: 2, name: 'Pedro Ruiz' };
    const efectivo = { id: 1, nombre: 'Efectivo' };
    store().ventas[0] = venta(12, { vendedor: pedro, metodoPago: efectivo, pagado: '2420.00' });
    store().ventas[1] = venta(11, { vendedor: pedro, metodoPago: efectivo, pagado: '2420.00', isDeleted: true });
    store().ventas[2] = venta(10, { vendedor: pedro });
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas' },
    );
    const vendedor = await screen.findByRole('combobox', { name: 'Vendedor' });
    expect(await within(vendedor).findByRole('option', { name: 'Pedro Ruiz (V002)' })).toBeInTheDocument();
    expect(within(vendedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ana Pérez (V001)', 'Pedro Ruiz (V002)']);

    await u.selectOptions(vendedor, 'Pedro Ruiz (V002)');
    await waitFor(() => expect(numeros()).toEqual(['12', '11', '10']));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?vendedorId=2');
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10', vendedorId: '2' });
    expect(within(filas()[0]).getByRole('cell', { name: 'Pedro Ruiz' })).toBeInTheDocument();
    expect(estados()).toEqual(['Pagada', 'Anulada', 'Pendiente']);

    const estadoPago = screen.getByRole('combobox', { name: 'Estado de pago' });
    expect(within(estadoPago).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Pagada', 'Pendiente', 'Parcial']);
    await u.selectOptions(estadoPago, 'Pagada');
    await waitFor(() => expect(numeros()).toEqual(['12', '11']));
    expect(ultimoPedido()).toMatchObject({ vendedorId: '2', estadoPago: 'Pagada' });

    const anuladas = screen.getByRole('combobox', { name: 'Anuladas' });
    expect(within(anuladas).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Solo activas', 'Solo anuladas']);
    await u.selectOptions(anuladas, 'Solo anuladas');
    await waitFor(() => expect(numeros()).toEqual(['11']));
    expect(estados()).toEqual(['Anulada']);
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10', vendedorId: '2', estadoPago: 'Pagada', anulada: 'true' });
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?vendedorId=2&estadoPago=Pagada&anulada=true');

    await u.selectOptions(anuladas, 'Solo activas');
    await waitFor(() => expect(numeros()).toEqual(['12']));
    expect(ultimoPedido()).toMatchObject({ anulada: 'false' });
    await u.selectOptions(anuladas, 'Todas');
    await u.selectOptions(estadoPago, 'Todos');
    await u.selectOptions(vendedor, 'Todos');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ventas$/));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10' });
  });

  it('starts from the filters of the URL, sends them and shows them; the dates from the keyboard reach the URL', async () => {
    store().ventas[0] = venta(12, { vendedor: { id: 2, name: 'Pedro Ruiz' }, fechaVenta: '2026-11-22T15:00:00.000Z' });
    store().ventas[1] = venta(11, { vendedor: { id: 2, name: 'Pedro Ruiz' }, fechaVenta: '2026-11-20T15:00:00.000Z' });
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <VentasListPage />
        <LocationProbe />
      </>,
      { route: '/ventas?vendedorId=2&estadoPago=Pendiente&anulada=false&page=1' },
    );
    await waitFor(() => expect(numeros()).toEqual(['12', '11']));
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10', vendedorId: '2', estadoPago: 'Pendiente', anulada: 'false' });
    expect(await screen.findByRole('combobox', { name: 'Vendedor' })).toHaveDisplayValue('Pedro Ruiz (V002)');
    expect(screen.getByRole('combobox', { name: 'Estado de pago' })).toHaveDisplayValue('Pendiente');
    expect(screen.getByRole('combobox', { name: 'Anuladas' })).toHaveDisplayValue('Solo activas');

    await u.type(screen.getByLabelText('Desde'), '2026-11-21');
    await waitFor(() => expect(numeros()).toEqual(['12']));
    expect(ultimoPedido()).toMatchObject({ vendedorId: '2', fechaDesde: '2026-11-21' });
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?vendedorId=2&estadoPago=Pendiente&anulada=false&fechaDesde=2026-11-21');
  });

  it('ignores malformed filters in the URL instead of sending them', async () => {
    renderWithProviders(<VentasListPage />, { route: '/ventas?vendedorId=abc&estadoPago=Cobrada&anulada=si&fechaDesde=ayer', path: '/ventas' });
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByRole('combobox', { name: 'Estado de pago' })).toHaveDisplayValue('Todos');
    expect(screen.getByRole('combobox', { name: 'Anuladas' })).toHaveDisplayValue('Todas');
  });

  it("says 'Error al cargar los vendedores' when the seller list fails, and the list still works", async () => {
    server.use(http.get(`${API_URL}/users`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const u = userEvent.setup();
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas' });
    const vendedor = await screen.findByRole('combobox', { name: 'Vendedor' });
    expect(await screen.findByText('Error al cargar los vendedores')).toBeInTheDocument();
    expect(vendedor).toHaveAccessibleDescription('Error al cargar los vendedores');
    expect(within(vendedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos']);
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Estado de pago' }), 'Pagada');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(ultimoPedido()).toMatchObject({ estadoPago: 'Pagada' });
  });

  it('retries a failed list with Reintentar', async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/ventas`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = userEvent.setup();
    renderWithProviders(<VentasListPage />, { route: '/ventas', path: '/ventas' });
    expect(await screen.findByText('Error al cargar las ventas')).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Venta 12' })).toBeInTheDocument();
  });

  it('shows the list and no action to a user with only facturacion.get: no Nueva Venta, no Ver, no links; the seller filter works', async () => {
    renderWithProviders(<VentasListPage />, { route: '/facturacion', path: '/facturacion', user: soloFacturacion });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturación' })).toBeInTheDocument();
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(numeros()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Nueva Venta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ver venta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // GET users lists the sellers to whoever may see the sales list.
    expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar los vendedores')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado de pago' })).toBeInTheDocument();
  });
});
