import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { MSG_FORMULA_REPETIDA, MSG_PRODUCTO_NOMBRE, MSG_PRODUCTO_UNIDAD, type SessionUser } from 'shared';
import { toast } from 'shared/toast';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { CrearProductoPage } from './CrearProductoPage';
import { API_URL, setupProductosServer } from '../testing/productos-handlers';

// The formula is written key by key through two server searches: more than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);

const { server, store } = setupProductosServer();

const inventario = fakeSessionUser({ roleName: 'Inventario' });

afterEach(() => {
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

function renderCrear(route = '/crear-producto', user: SessionUser = inventario) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-producto" element={<CrearProductoPage />} />
        <Route path="/productos/:id" element={<h1>Detalle del producto</h1>} />
        <Route
          path="/stock"
          element={
            <>
              <h1>Stock</h1>
              <Link to="/crear-producto">Nuevo Producto</Link>
            </>
          }
        />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const posts = () => store().requests.filter((r) => r.method === 'POST');
const location = () => screen.getByTestId('location').textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('/crear-producto', () => {
  it('creates a raw material, showing the valor final as the price is typed, and opens it', async () => {
    const u = renderCrear();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeInTheDocument();
    await u.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Aceite de almendras');
    expect(select('Categoría')).toHaveValue('materia_prima');
    expect(screen.queryByRole('group', { name: 'Fórmula' })).not.toBeInTheDocument();
    await u.type(textbox('Descripción'), 'Prensado en frío');
    await u.type(textbox('Unidad'), 'l');
    await u.selectOptions(select('Proveedor'), 'Aromas del Sur S.R.L.');
    await u.clear(textbox('Stock mínimo'));
    await u.type(textbox('Stock mínimo'), '2.5');
    await u.clear(textbox('Costo'));
    await u.type(textbox('Costo'), '3.75');
    await u.selectOptions(select('Moneda del costo'), 'Dólares (US$)');

    const valorFinal = screen.getByLabelText('Valor final');
    expect(valorFinal).toHaveTextContent('-');
    await u.type(textbox('Precio (neto)'), '100');
    expect(valorFinal).toHaveTextContent(/^\$\s?121,00$/);
    await u.selectOptions(select('Alícuota IVA'), '10,5 %');
    expect(valorFinal).toHaveTextContent(/^\$\s?110,50$/);
    await u.type(textbox('Precio (neto)'), '.05');
    expect(valorFinal).toHaveTextContent(/^\$\s?110,56$/); // 100.05 × 1.105 = 110.55525 → half-up
    await u.selectOptions(select('Moneda'), 'Dólares (US$)');
    expect(valorFinal).toHaveTextContent(/^US\$\s?110,56$/);

    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(location()).toBe('/productos/6');
    expect(await screen.findByText('Producto creado correctamente. Código 10004.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual({
      nombre: 'Aceite de almendras',
      descripcion: 'Prensado en frío',
      categoria: 'materia_prima',
      unidad: 'l',
      proveedorId: 2,
      stockMinimo: '2.5',
      costo: '3.75',
      costoMonedaId: 2,
      precio: '100.05',
      alicuotaIva: '10.5',
      monedaId: 2,
    });
  });

  it('shows each message beside its field and sends nothing', async () => {
    const u = renderCrear();
    await u.type(await screen.findByRole('textbox', { name: 'Precio (neto)' }), '12,50');
    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await screen.findByText(MSG_PRODUCTO_NOMBRE)).toBeInTheDocument();
    expect(textbox('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Nombre')).toHaveAccessibleDescription(MSG_PRODUCTO_NOMBRE);
    expect(textbox('Unidad')).toHaveAccessibleDescription(MSG_PRODUCTO_UNIDAD);
    expect(textbox('Precio (neto)')).toHaveAccessibleDescription('El precio admite hasta 2 decimales y no puede ser negativo.');
    expect(textbox('Nombre')).toHaveFocus();
    expect(posts()).toHaveLength(0);

    // After a failed submit, each message goes away as its field is fixed.
    await u.type(textbox('Nombre'), 'Jabón');
    expect(screen.queryByText(MSG_PRODUCTO_NOMBRE)).not.toBeInTheDocument();
    expect(textbox('Unidad')).toHaveAccessibleDescription(MSG_PRODUCTO_UNIDAD);
  });

  it('creates an elaborado with a two-line formula written from the keyboard', async () => {
    const u = renderCrear();
    await u.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Perfume cítrico');
    await u.selectOptions(select('Categoría'), 'Elaborado');
    await u.type(textbox('Unidad'), 'unidad');
    await u.type(textbox('Precio (neto)'), '2500');
    const formula = screen.getByRole('group', { name: 'Fórmula' });

    const buscar = within(formula).getByRole('combobox', { name: 'Agregar materia prima' });
    await u.click(buscar);
    await u.keyboard('alcohol');
    expect(await screen.findByRole('option', { name: '10001 - Alcohol etílico' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const busqueda = store().requests.filter((r) => r.url.pathname === '/api/productos').at(-1)!.url.searchParams;
    expect(Object.fromEntries(busqueda)).toEqual({ categoria: 'materia_prima', search: 'alcohol', page: '1', pageSize: '20' });
    // The search waits for a pause: no request for the first letters.
    expect(store().requests.some((r) => r.url.searchParams.get('search') === 'alc')).toBe(false);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(await within(formula).findByRole('textbox', { name: 'Cantidad de 10003 - Alcohol isopropílico' })).toBeInTheDocument();
    expect(buscar).toHaveValue('');
    expect(buscar).toHaveFocus();

    await u.keyboard('10002');
    expect(await screen.findByRole('option', { name: '10002 - Glicerina' })).toBeInTheDocument();
    await u.keyboard('{Enter}');
    const glicerina = await within(formula).findByRole('textbox', { name: 'Cantidad de 10002 - Glicerina' });
    const filas = within(formula).getAllByRole('row').slice(1);
    expect(filas.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['10003 - Alcohol isopropílico', '10002 - Glicerina']);
    expect(within(filas[1]).getByRole('cell', { name: 'kg' })).toBeInTheDocument();

    // Tab leaves the search for the lines' quantities.
    await u.tab();
    expect(within(formula).getByRole('textbox', { name: 'Cantidad de 10003 - Alcohol isopropílico' })).toHaveFocus();
    await u.keyboard('0.75');
    await u.tab();
    await u.tab();
    expect(glicerina).toHaveFocus();
    await u.keyboard('0.0125');
    await u.type(within(formula).getByRole('textbox', { name: 'Cantidad producida' }), '10');

    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await screen.findByText('Producto creado correctamente. Código 30002.')).toBeInTheDocument();
    expect(location()).toBe('/productos/6');
    expect(posts()[0].body).toMatchObject({
      nombre: 'Perfume cítrico',
      categoria: 'elaborado',
      formula: {
        cantidadProducida: '10',
        detalles: [
          { materiaPrimaId: 3, cantidad: '0.75' },
          { materiaPrimaId: 2, cantidad: '0.0125' },
        ],
      },
    });
  });

  it('refuses a raw material already in the formula and removes a line', async () => {
    const u = renderCrear();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Categoría' }), 'Esencia');
    const formula = screen.getByRole('group', { name: 'Fórmula' });
    const buscar = within(formula).getByRole('combobox', { name: 'Agregar materia prima' });
    await u.type(buscar, 'glic');
    await u.click(await screen.findByRole('option', { name: '10002 - Glicerina' }));
    await u.type(buscar, 'glic');
    await u.click(await screen.findByRole('option', { name: '10002 - Glicerina' }));
    expect(within(formula).getByRole('alert')).toHaveTextContent(MSG_FORMULA_REPETIDA);
    expect(within(formula).getAllByRole('textbox', { name: /^Cantidad de / })).toHaveLength(1);

    await u.click(within(formula).getByRole('button', { name: 'Quitar 10002 - Glicerina' }));
    expect(within(formula).queryByRole('textbox', { name: /^Cantidad de / })).not.toBeInTheDocument();
  });

  it('asks for the quantity produced and each line quantity before sending a formula', async () => {
    const u = renderCrear();
    await u.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Esencia de rosas');
    await u.selectOptions(select('Categoría'), 'Esencia');
    await u.type(textbox('Unidad'), 'l');
    await u.type(textbox('Precio (neto)'), '10');
    const formula = screen.getByRole('group', { name: 'Fórmula' });
    await u.type(within(formula).getByRole('combobox', { name: 'Agregar materia prima' }), 'etílico');
    await u.click(await screen.findByRole('option', { name: '10001 - Alcohol etílico' }));
    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));

    const producida = within(formula).getByRole('textbox', { name: 'Cantidad producida' });
    await waitFor(() => expect(producida).toHaveAccessibleDescription('La cantidad producida es obligatoria.'));
    expect(producida).toHaveAttribute('aria-invalid', 'true');
    const cantidad = within(formula).getByRole('textbox', { name: 'Cantidad de 10001 - Alcohol etílico' });
    expect(cantidad).toHaveAccessibleDescription('La cantidad admite hasta 4 decimales y no puede ser negativa.');
    expect(posts()).toHaveLength(0);

    await u.type(cantidad, '0');
    expect(cantidad).toHaveAccessibleDescription('La cantidad debe ser mayor a cero.');
    await u.type(cantidad, '.5');
    expect(cantidad).not.toHaveAccessibleDescription();
    await u.type(within(formula).getByRole('textbox', { name: 'Cantidad producida' }), '1');
    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toMatchObject({ formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: 1, cantidad: '0.5' }] } });
  });

  it('says so in the search when the raw materials cannot be loaded', async () => {
    server.use(http.get(`${API_URL}/productos`, () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    const u = renderCrear();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Categoría' }), 'Elaborado');
    await u.type(screen.getByRole('combobox', { name: 'Agregar materia prima' }), 'alc');
    const lista = await screen.findByRole('listbox');
    expect(await within(lista).findByText('Error al cargar las materias primas')).toBeInTheDocument();
    expect(within(lista).queryByRole('option', { name: /Alcohol/ })).not.toBeInTheDocument();
  });

  it('waits for the currencies and offers a retry when they cannot be loaded', async () => {
    let falla = true;
    server.use(http.get(`${API_URL}/monedas`, () => (falla ? HttpResponse.json({ message: 'Error interno' }, { status: 500 }) : undefined)));
    const u = renderCrear();
    expect(await screen.findByText('Error al cargar las monedas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear Producto' })).not.toBeInTheDocument();
    falla = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Moneda' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Crear Producto' })).toBeEnabled();
  });

  it("shows the server's message when creating fails and stays on the form", async () => {
    server.use(http.post(`${API_URL}/productos`, () => HttpResponse.json({ message: 'No quedan códigos libres para la categoría Materia prima.' }, { status: 409 })));
    const u = renderCrear();
    await u.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Talco');
    await u.type(textbox('Unidad'), 'kg');
    await u.type(textbox('Precio (neto)'), '5');
    await u.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await screen.findByText('No quedan códigos libres para la categoría Materia prima.')).toBeInTheDocument();
    expect(location()).toBe('/crear-producto');
    expect(screen.getByRole('button', { name: 'Crear Producto' })).toBeEnabled();
  });

  it("'Cancelar' goes back to /stock with its filters", async () => {
    const u = renderCrear('/stock?categoria=esencia&page=2');
    await u.click(screen.getByRole('link', { name: 'Nuevo Producto' }));
    await u.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(location()).toBe('/stock?categoria=esencia&page=2');
  });

  it("'Cancelar' opens /stock when the form was the first screen", async () => {
    const u = renderCrear();
    await u.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(location()).toBe('/stock');
  });
});
