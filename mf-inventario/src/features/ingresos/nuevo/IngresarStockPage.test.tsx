import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'shared/toast';
import { API_URL, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { MSG_FAKE_CONFIRMAR_COSTO, setupIngresosServer } from '../testing/ingresos-handlers';
import { IngresarStockPage } from './IngresarStockPage';

// An entry is written key by key through the whole page: on a busy machine one test can take
// longer than jest's default 5 s.
jest.setTimeout(30_000);

const { server, store } = setupIngresosServer();

/** The seeded Inventario role: stock.add_stock and stock.editar_costo among its permissions. */
const inventario = fakeSessionUser({ roleName: 'Inventario' });

afterEach(() => {
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

function renderPage() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/ingresar-stock" element={<IngresarStockPage />} />
        <Route path="/ingresos/:id" element={<h1>Detalle del ingreso</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/ingresar-stock', user: inventario },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;
const buscador = () => screen.getByRole('combobox', { name: 'Buscar producto' });
const location = () => screen.getByTestId('location').textContent;

/** Types `texto` in the product search (focused already) and chooses the first option with Enter once `opcion` is offered. */
async function agregarConTeclado(u: User, texto: string, opcion: RegExp) {
  await u.keyboard(texto);
  await screen.findByRole('option', { name: opcion });
  await u.keyboard('{Enter}');
}

/** Focuses the search and adds the product offered as `opcion`. */
async function agregar(u: User, texto: string, opcion: RegExp) {
  await u.click(buscador());
  await agregarConTeclado(u, texto, opcion);
}

async function escribir(u: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await u.clear(input);
  if (value) await u.type(input, value);
}

describe('/ingresar-stock', () => {
  it('adds two products by keyboard and saves a higher cost without asking', async () => {
    const u = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresar stock' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Sucursal/ })).toHaveValue('1');

    await u.tab();
    await u.tab();
    expect(buscador()).toHaveFocus();
    await u.keyboard('alcohol');
    const opcion = await screen.findByRole('option', { name: /^10001 - Alcohol etílico/ });
    expect(opcion).toHaveTextContent('Stock: 20 kg');
    expect(store().productosRequests.at(-1)!.searchParams.toString()).toBe('search=alcohol&sucursalId=1&page=1&pageSize=20');
    await u.keyboard('{Enter}');
    expect(await screen.findByLabelText('Cantidad de 10001')).toBeInTheDocument();
    expect(buscador()).toHaveValue('');
    expect(buscador()).toHaveFocus();
    await agregarConTeclado(u, 'lavanda', /^20002 - Esencia de lavanda/);
    expect(await screen.findByLabelText('Cantidad de 20002')).toBeInTheDocument();

    // Defaults: the product's cost, cost currency and supplier; the current cost for reference.
    const alcohol = screen.getByLabelText('Cantidad de 10001').closest('tr')!;
    expect(within(alcohol).getByText('kg')).toBeInTheDocument();
    expect(within(alcohol).getByText('$ 500,00')).toBeInTheDocument();
    expect(screen.getByLabelText('Costo unitario de 10001')).toHaveValue('500.00');
    expect(screen.getByLabelText('Moneda de 10001')).toHaveDisplayValue('Pesos');
    expect(screen.getByLabelText('Proveedor de 10001')).toHaveDisplayValue('Química del Sur');
    const lavanda = screen.getByLabelText('Cantidad de 20002').closest('tr')!;
    expect(within(lavanda).getByText('US$ 12,50')).toBeInTheDocument();
    expect(screen.getByLabelText('Moneda de 20002')).toHaveDisplayValue('Dólares');
    expect(screen.getByLabelText('Proveedor de 20002')).toHaveDisplayValue('Esencias Andinas');

    await escribir(u, 'Cantidad de 10001', '12.55555');
    expect(screen.getByLabelText('Cantidad de 10001')).toHaveValue('12.5555');
    await escribir(u, 'Costo unitario de 10001', '550');
    await escribir(u, 'Cantidad de 20002', '2');

    // The save waits on the server, so 'Guardando...' can be seen before it answers.
    let responder: () => void = () => undefined;
    const respuesta = new Promise<void>((resolve) => (responder = resolve));
    server.use(
      http.post(`${API_URL}/ingresos`, async ({ request }) => {
        store().posts.push(await request.json());
        await respuesta;
        return HttpResponse.json({ id: 24 }, { status: 201 });
      }),
    );
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    responder();

    expect(await screen.findByText('Ingreso registrado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Detalle del ingreso' })).toBeInTheDocument();
    expect(location()).toBe('/ingresos/24');
    expect(store().posts).toEqual([
      {
        sucursalId: 1,
        detalles: [
          { productoId: 1, cantidad: '12.5555', costo: '550', costoMonedaId: 1, proveedorId: 1 },
          { productoId: 2, cantidad: '2', costo: '12.50', costoMonedaId: 2, proveedorId: 2 },
        ],
      },
    ]);
    expect(store().posts[0]).not.toHaveProperty('confirmarCosto');
  });

  it('searches the chosen branch and shows its stock', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByRole('combobox', { name: /Sucursal/ }), 'Sucursal Norte');
    await u.click(buscador());
    await u.keyboard('frasco');
    expect(await screen.findByRole('option', { name: /^10003 - Frasco 100 ml/ })).toHaveTextContent('Stock: 0 unidad');
    expect(store().productosRequests.at(-1)!.searchParams.get('sucursalId')).toBe('2');
  });

  it('requires products, quantities and a supplier for each line, and sends nothing until then', async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    expect(await screen.findByText('Debe agregar al menos un producto.')).toBeInTheDocument();

    await agregar(u, 'frasco', /^10003 - Frasco 100 ml/);
    expect(await screen.findByLabelText('Proveedor de 10003')).toHaveDisplayValue('Seleccione un proveedor');
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    const proveedor = screen.getByLabelText('Proveedor de 10003');
    expect(await screen.findByText('Cada producto ingresado necesita un proveedor.')).toBeInTheDocument();
    expect(proveedor).toHaveAttribute('aria-invalid', 'true');
    expect(proveedor).toHaveAccessibleDescription('Cada producto ingresado necesita un proveedor.');
    expect(screen.getByLabelText('Cantidad de 10003')).toHaveAccessibleDescription('La cantidad debe ser mayor a cero.');
    expect(screen.getByLabelText('Cantidad de 10003')).toHaveFocus();

    await u.keyboard('0');
    expect(await screen.findByText('La cantidad debe ser mayor a cero.')).toBeInTheDocument();
    await escribir(u, 'Cantidad de 10003', '100');
    expect(screen.queryByText('La cantidad debe ser mayor a cero.')).not.toBeInTheDocument();
    await u.selectOptions(proveedor, 'Envases del Plata');
    expect(screen.queryByText('Cada producto ingresado necesita un proveedor.')).not.toBeInTheDocument();
    expect(store().posts).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    await waitFor(() => expect(location()).toBe('/ingresos/24'));
    expect(store().posts).toEqual([{ sucursalId: 1, detalles: [{ productoId: 3, cantidad: '100', costo: '80.00', costoMonedaId: 1, proveedorId: 3 }] }]);
  });

  it('refuses a product already added and removes a line', async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await agregar(u, 'alcohol', /^10001 - /);
    await screen.findByLabelText('Cantidad de 10001');
    await agregarConTeclado(u, '1000', /^10001 - /);
    expect(await screen.findByText('Este producto ya fue agregado.')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Cantidad de 10001')).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Quitar 10001' }));
    expect(screen.queryByLabelText('Cantidad de 10001')).not.toBeInTheDocument();
    expect(screen.getByText('Agregue productos al ingreso.')).toBeInTheDocument();
  });

  it("asks before a lower cost: 'Revisar' sends nothing, confirming sends confirmarCosto true", async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await agregar(u, 'alcohol', /^10001 - /);
    await escribir(u, 'Cantidad de 10001', '3');
    await escribir(u, 'Costo unitario de 10001', '400');
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    expect(within(dialog).getByText('10001 - Alcohol etílico: costo actual $ 500,00 → nuevo $ 400,00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toHaveFocus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store().posts).toHaveLength(0);
    expect(location()).toBe('/ingresar-stock');

    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(location()).toBe('/ingresos/24'));
    expect(store().posts).toEqual([
      { sucursalId: 1, detalles: [{ productoId: 1, cantidad: '3', costo: '400', costoMonedaId: 1, proveedorId: 1 }], confirmarCosto: true },
    ]);
  });

  it('asks before a change of the cost currency, even for a higher amount', async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await agregar(u, 'alcohol', /^10001 - /);
    await agregarConTeclado(u, 'lavanda', /^20002 - /);
    await escribir(u, 'Cantidad de 10001', '1');
    await u.selectOptions(screen.getByLabelText('Moneda de 10001'), 'Dólares');
    await escribir(u, 'Costo unitario de 10001', '5');
    await escribir(u, 'Cantidad de 20002', '1');
    await escribir(u, 'Costo unitario de 20002', '13');
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10001 - Alcohol etílico: costo actual $ 500,00 → nuevo US$ 5,00, cambia la moneda del costo de $ a US$',
    ]);
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(location()).toBe('/ingresos/24'));
    expect(store().posts).toEqual([
      expect.objectContaining({
        confirmarCosto: true,
        detalles: [expect.objectContaining({ productoId: 1, costo: '5', costoMonedaId: 2 }), expect.objectContaining({ productoId: 2, costo: '13' })],
      }),
    ]);
  });

  it("opens the confirmation from the server's list when a cost changed meanwhile", async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await agregar(u, 'alcohol', /^10001 - /);
    await escribir(u, 'Cantidad de 10001', '2');
    await escribir(u, 'Costo unitario de 10001', '550');
    // Someone else raised the product's cost to $ 600,00 after it was added here.
    store().productos[0] = { ...store().productos[0], costo: '600.00' };
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    expect(within(dialog).getByText(MSG_FAKE_CONFIRMAR_COSTO)).toBeInTheDocument();
    expect(within(dialog).getByText('10001 - Alcohol etílico: costo actual $ 600,00 → nuevo $ 550,00')).toBeInTheDocument();
    expect(store().posts).toEqual([expect.not.objectContaining({ confirmarCosto: true })]);

    // 'Revisar': the line now shows the cost the server reported, and saving asks again.
    await u.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const fila = screen.getByLabelText('Cantidad de 10001').closest('tr')!;
    expect(within(fila).getByText('$ 600,00')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    const deNuevo = await screen.findByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    expect(within(deNuevo).getByText('10001 - Alcohol etílico: costo actual $ 600,00 → nuevo $ 550,00')).toBeInTheDocument();
    expect(store().posts).toHaveLength(1);

    await u.click(within(deNuevo).getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(location()).toBe('/ingresos/24'));
    expect(store().posts).toHaveLength(2);
    expect(store().posts[1]).toEqual(expect.objectContaining({ confirmarCosto: true, sucursalId: 1 }));
  });

  it("shows the server's message, or 'Error al registrar el ingreso' without one", async () => {
    const u = renderPage();
    await screen.findByRole('combobox', { name: /Sucursal/ });
    await agregar(u, 'alcohol', /^10001 - /);
    await escribir(u, 'Cantidad de 10001', '2');
    server.use(http.post(`${API_URL}/ingresos`, () => HttpResponse.json({ message: 'Sucursal inválida.' }, { status: 400 }), { once: true }));
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    expect(await screen.findByText('Sucursal inválida.')).toBeInTheDocument();

    server.use(http.post(`${API_URL}/ingresos`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await u.click(screen.getByRole('button', { name: 'Guardar ingreso' }));
    expect(await screen.findByText('Error al registrar el ingreso')).toBeInTheDocument();
    expect(location()).toBe('/ingresar-stock');
    expect(screen.getByRole('button', { name: 'Guardar ingreso' })).toBeEnabled();
  });

  it('shows the load error of its catalogues and retries', async () => {
    server.use(http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 }), { once: true }));
    const u = renderPage();
    expect(await screen.findByText('Error al cargar datos iniciales')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Buscar producto' })).toBeInTheDocument();
  });
});
