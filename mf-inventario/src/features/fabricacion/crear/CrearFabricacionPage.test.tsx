import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { API_URL, GLICERINA, LAVANDA, requestsTo, setupFabricacionServer } from '../testing/fabricacion-handlers';
import { CrearFabricacionPage } from './CrearFabricacionPage';

// The form is filled key by key through a combobox with a server search and a debounced preview.
jest.setTimeout(15_000);

const { server, store } = setupFabricacionServer();

// The search and the preview wait SEARCH_DEBOUNCE_MS before asking: on a busy 2-core machine the
// answer can take longer than the default 1 s of findBy/waitFor (waiting longer asserts no timing).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => act(() => toast.remove()));

const inventario = fakeSessionUser({ roleName: 'Inventario' });

function renderCrear() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-fabricacion" element={<CrearFabricacionPage />} />
        <Route path="/fabricacion/:id" element={<h1>Detalle de la fabricación</h1>} />
        <Route path="/fabricacion" element={<h1>Lista de fabricaciones</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/crear-fabricacion', user: inventario },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/** Searches `texto` in 'Producto' and chooses the option named `opcion` with the keyboard. */
async function elegirProducto(user: User, texto: string, opcion: string) {
  const producto = screen.getByRole('combobox', { name: 'Producto' });
  await user.type(producto, texto);
  await screen.findByRole('option', { name: new RegExp(`^${opcion}`) });
  await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(new RegExp(`^${opcion}`)));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(producto).toHaveAccessibleDescription(new RegExp(`Elegido: ${opcion}`)));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function escribirCantidad(user: User, cantidad: string) {
  const input = screen.getByRole('textbox', { name: 'Cantidad a fabricar' });
  await user.clear(input);
  await user.type(input, cantidad);
}

const previewRequests = () => requestsTo(store(), 'GET', '/fabricaciones/previsualizar');
const tablaPreview = () => screen.getByRole('table', { name: 'Materias primas necesarias' });
const filaDe = (nombre: string) => within(tablaPreview()).getByText(nombre).closest('tr')!;

describe('/crear-fabricacion', () => {
  it('searches only essences and elaborated products on the server, both categories, after a pause', async () => {
    const user = renderCrear();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva fabricación' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Producto' }), 'esencia');
    expect(await screen.findByRole('option', { name: /^20004 - Esencia de lavanda/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^20006 - Esencia de vainilla/ })).toBeInTheDocument();
    const busquedas = requestsTo(store(), 'GET', '/productos').map((r) => Object.fromEntries(r.url.searchParams));
    expect(busquedas).toEqual(
      expect.arrayContaining([
        { search: 'esencia', categoria: 'esencia', page: '1', pageSize: '20' },
        { search: 'esencia', categoria: 'elaborado', page: '1', pageSize: '20' },
      ]),
    );
    expect(busquedas.some((q) => q.search === 'esen')).toBe(false);

    await user.clear(screen.getByRole('combobox', { name: 'Producto' }));
    await user.type(screen.getByRole('combobox', { name: 'Producto' }), 'alcohol');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Alcohol/ })).not.toBeInTheDocument();
  });

  it('preselects the first branch, names the unit and shows the preview when every raw material suffices', async () => {
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, 'lavanda', '20004 - Esencia de lavanda');
    expect(screen.getByRole('textbox', { name: 'Cantidad a fabricar' })).toHaveAccessibleDescription('Unidad: l');
    await escribirCantidad(user, '1');

    expect(await screen.findByRole('table', { name: 'Materias primas necesarias' })).toBeInTheDocument();
    await waitFor(() => expect(within(tablaPreview()).getAllByRole('row')).toHaveLength(3));
    for (const header of ['Código', 'Materia prima', 'Cantidad necesaria', 'Stock en sucursal', 'Alcanza']) {
      expect(within(tablaPreview()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const alcohol = filaDe('Alcohol etílico');
    expect(within(alcohol).getByText('10001')).toBeInTheDocument();
    expect(within(alcohol).getByText('0,8 l')).toBeInTheDocument();
    expect(within(alcohol).getByText('10 l')).toBeInTheDocument();
    expect(within(alcohol).getByText('Sí')).toBeInTheDocument();
    const glicerina = filaDe('Glicerina');
    expect(within(glicerina).getAllByText('0,5 kg')).toHaveLength(2);
    expect(within(glicerina).getByText('Sí')).toBeInTheDocument();
    expect(screen.getByText('Para 1 l de 20004 - Esencia de lavanda (la fórmula rinde 2 l).')).toBeInTheDocument();
    expect(screen.queryByText(/no alcanza/)).not.toBeInTheDocument();
    expect(Object.fromEntries(previewRequests().at(-1)!.url.searchParams)).toEqual({ productoId: String(LAVANDA), cantidad: '1', sucursalId: '1' });
    expect(previewRequests().some((r) => r.url.searchParams.get('cantidad') === '')).toBe(false);
  });

  it("warns when some raw material does not suffice and still creates the run", async () => {
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, 'lavanda', '20004 - Esencia de lavanda');
    await escribirCantidad(user, '4.5');

    expect(
      await screen.findByText('El stock de algunas materias primas no alcanza: podrá confirmar cada una cuando haya stock.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(filaDe('Glicerina')).getByText('No')).toBeInTheDocument());
    expect(within(filaDe('Glicerina')).getByText('2,25 kg')).toBeInTheDocument();
    expect(within(filaDe('Alcohol etílico')).getByText('Sí')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));
    expect(await screen.findByRole('heading', { name: 'Detalle de la fabricación' })).toBeInTheDocument();
    expect(requestsTo(store(), 'POST', '/fabricaciones').map((r) => r.body)).toEqual([{ productoId: LAVANDA, cantidad: '4.5', sucursalId: 1 }]);
    expect(store().fabricaciones.at(-1)?.lineas.find((l) => l.materiaPrimaId === GLICERINA)?.cantidad).toBe('2.2500');
  });

  it('asks the preview of the chosen branch', async () => {
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, 'lavanda', '20004 - Esencia de lavanda');
    await escribirCantidad(user, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sucursal Norte');
    await waitFor(() => expect(previewRequests().at(-1)!.url.searchParams.get('sucursalId')).toBe('2'));
    await waitFor(() => expect(within(filaDe('Alcohol etílico')).getByText('No')).toBeInTheDocument());
    expect(within(filaDe('Alcohol etílico')).getByText('0 l')).toBeInTheDocument();
  });

  it("shows the server's message for a product without formula", async () => {
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, 'vainilla', '20006 - Esencia de vainilla');
    await escribirCantidad(user, '2');
    expect(await screen.findByText('El producto no tiene fórmula: no se puede fabricar.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Materias primas necesarias' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));
    expect(await screen.findAllByText('El producto no tiene fórmula: no se puede fabricar.')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/crear-fabricacion');
  });

  it("creates the run: 'Guardando...' while it is sent, then 'Fabricación creada' and its detail", async () => {
    let liberar: () => void = () => undefined;
    const pendiente = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    server.use(
      http.post(`${API_URL}/fabricaciones`, async ({ request }) => {
        store().requests.push({ method: 'POST', url: new URL(request.url), body: await request.json() });
        await pendiente;
        return HttpResponse.json({ id: 24 }, { status: 201 });
      }),
    );
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, '30005', '30005 - Perfume floral 100 ml');
    expect(screen.getByRole('textbox', { name: 'Cantidad a fabricar' })).toHaveAccessibleDescription('Unidad: unidad');
    await escribirCantidad(user, '12.5');
    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));

    const guardando = await screen.findByRole('button', { name: 'Guardando...' });
    expect(guardando).toBeDisabled();
    act(() => liberar());
    expect(await screen.findByText('Fabricación creada')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Detalle de la fabricación' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/fabricacion/24');
    expect(requestsTo(store(), 'POST', '/fabricaciones').map((r) => r.body)).toEqual([{ productoId: 5, cantidad: '12.5', sucursalId: 1 }]);
  });

  it("checks the fields like the API and sends nothing: 'Producto inválido.', a zero quantity", async () => {
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));
    expect(await screen.findByText('Producto inválido.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cantidad a fabricar' })).toHaveAccessibleDescription('La cantidad admite hasta 4 decimales y no puede ser negativa.');

    await escribirCantidad(user, '0');
    expect(await screen.findByText('La cantidad debe ser mayor a cero.')).toBeInTheDocument();
    await escribirCantidad(user, '1.23456');
    expect(screen.getByRole('textbox', { name: 'Cantidad a fabricar' })).toHaveValue('1.2345');
    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));
    expect(requestsTo(store(), 'POST', '/fabricaciones')).toHaveLength(0);
    expect(previewRequests()).toHaveLength(0);

    await elegirProducto(user, 'lavanda', '20004 - Esencia de lavanda');
    await waitFor(() => expect(screen.queryByText('Producto inválido.')).not.toBeInTheDocument());
  });

  it("shows 'Error al crear la fabricación' when the request never reaches the server", async () => {
    server.use(http.post(`${API_URL}/fabricaciones`, () => HttpResponse.error()));
    const user = renderCrear();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    await elegirProducto(user, 'lavanda', '20004 - Esencia de lavanda');
    await escribirCantidad(user, '1');
    await user.click(screen.getByRole('button', { name: 'Crear fabricación' }));
    expect(await screen.findByText('Error al crear la fabricación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear fabricación' })).toBeEnabled();
  });

  it("without access to the products (a role with fabricacion.post but not stock.get) the search says 'Error al cargar los productos'", async () => {
    server.use(http.get(`${API_URL}/productos`, () => HttpResponse.json({ message: 'No tiene permiso para realizar esta acción.' }, { status: 403 })));
    const user = renderCrear();
    await user.type(screen.getByRole('combobox', { name: 'Producto' }), 'lavanda');
    expect(await screen.findByText('Error al cargar los productos')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /lavanda/ })).not.toBeInTheDocument();
  });

  it("shows 'Error al cargar las sucursales' and retries", async () => {
    server.use(http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 }), { once: true }));
    const user = renderCrear();
    expect(await screen.findByText('Error al cargar las sucursales')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('1'));
    expect(screen.queryByText('Error al cargar las sucursales')).not.toBeInTheDocument();
  });

  it("'Cancelar' returns to /fabricacion", async () => {
    const user = renderCrear();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de fabricaciones' })).toBeInTheDocument();
  });
});
