import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { MSG_PROVEEDOR_CON_GASTOS, MSG_PROVEEDOR_CON_PRODUCTOS, P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { ProveedorDetallePage } from './ProveedorDetallePage';
import { API_URL, CUIT_QUIMICA, setupProveedoresServer } from '../testing/proveedores-handlers';

const { server, store } = setupProveedoresServer();
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Sees suppliers but may neither edit nor delete them, nor open products or stock entries. */
const lector = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.proveedoresGet, P.proveedoresDetail] });

function renderDetalle(id: string | number = 1, user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/proveedores/:id" element={<ProveedorDetallePage />} />
        <Route path="/listados/proveedores" element={<h1>Listado de proveedores</h1>} />
        <Route path="/productos/:id" element={<h1>Detalle del producto</h1>} />
        <Route path="/ingresos/:id" element={<h1>Detalle del ingreso</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/proveedores/${id}`, user },
  );
}

const location = () => screen.getByTestId('location').textContent;
const requests = (method: string) => store().requests.filter((r) => r.method === method);
const datos = () => screen.getByRole('region', { name: 'Datos del proveedor' });
/** The value shown for a label of 'Datos del proveedor'. */
const valor = (label: string) => within(datos()).getByText(label).nextElementSibling?.textContent;
const filas = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);
const celdas = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

async function eliminar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar proveedor' });
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

describe('/proveedores/:id', () => {
  it("shows every field, '-' for the empty ones", async () => {
    const { unmount } = renderDetalle(1);
    expect(await screen.findByRole('heading', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(valor('Nombre')).toBe('Química del Sur');
    expect(valor('CUIT')).toBe(CUIT_QUIMICA);
    expect(valor('Contacto')).toBe('Marta Ríos');
    expect(valor('Teléfono')).toBe('261 555-0101');
    expect(valor('E-mail')).toBe('ventas@quimicasur.com.ar');
    expect(valor('Dirección')).toBe('Ruta 40 km 12');
    expect(valor('Provincia')).toBe('Mendoza');
    expect(valor('Notas')).toBe('Entrega los martes');
    unmount();

    renderDetalle(3);
    expect(await screen.findByRole('heading', { name: 'Envases Litoral' })).toBeInTheDocument();
    for (const label of ['CUIT', 'Contacto', 'Teléfono', 'E-mail', 'Dirección', 'Notas']) expect(valor(label)).toBe('-');
    expect(valor('Provincia')).toBe('Santa Fe');
  });

  it("edits in place: 'Editar' shows the form, 'Eliminar' hides, 'Guardar' saves and returns to the view", async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Aromas Andinos');
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('Córdoba');
    const telefono = screen.getByLabelText(/^Teléfono/);
    await user.clear(telefono);
    await user.type(telefono, '351 555-0000');
    await user.selectOptions(screen.getByLabelText(/^Provincia/), 'Sin especificar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Proveedor actualizado exitosamente')).toBeInTheDocument();
    expect(await screen.findByText('351 555-0000')).toBeInTheDocument();
    expect(valor('Provincia')).toBe('-');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    const [put] = requests('PUT');
    expect(put.url.pathname).toBe('/api/proveedores/2');
    expect(put.body).toMatchObject({ nombre: 'Aromas Andinos', telefono: '351 555-0000', provincia: null, email: 'pablo@aromasandinos.com' });
  });

  it('checks the edit in the browser: a CUIT with a wrong check digit is shown under it and nothing is sent', async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const cuit = screen.getByLabelText(/^CUIT/);
    await user.clear(cuit);
    await user.type(cuit, '30-71234567-9');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El CUIT/CUIL no es válido: el dígito verificador no coincide.');
    expect(cuit).toHaveAccessibleDescription('El CUIT/CUIL no es válido: el dígito verificador no coincide.');
    expect(requests('PUT')).toHaveLength(0);
  });

  it("shows the server's 409 under the form when the CUIT belongs to another supplier, and stays in edit mode", async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const cuit = screen.getByLabelText(/^CUIT/);
    await user.clear(cuit);
    await user.type(cuit, CUIT_QUIMICA);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un proveedor con ese CUIT.');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(cuit).toHaveValue(CUIT_QUIMICA);
    expect(store().state.proveedores.find((p) => p.id === 2)?.cuit).not.toBe(CUIT_QUIMICA);
  });

  it("'Cancelar' leaves edit mode without saving", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(valor('Nombre')).toBe('Química del Sur');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(requests('PUT')).toHaveLength(0);
  });

  it("deletes after confirmation: 'Proveedor eliminado' and the list", async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar proveedor' });
    expect(dialog).toHaveTextContent('Aromas Andinos');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests('DELETE')).toHaveLength(0);

    await eliminar(user);
    expect(await screen.findByRole('heading', { name: 'Listado de proveedores' })).toBeInTheDocument();
    expect(location()).toBe('/listados/proveedores');
    expect(await screen.findByText('Proveedor eliminado')).toBeInTheDocument();
    expect(store().state.proveedores.some((p) => p.id === 2)).toBe(false);
  });

  it("shows the server's refusal to delete a supplier with products in a toast and stays", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await eliminar(user);
    expect(await screen.findByText('No se puede eliminar el proveedor: tiene productos asociados.')).toBeInTheDocument();
    expect(MSG_PROVEEDOR_CON_PRODUCTOS).toBe('No se puede eliminar el proveedor: tiene productos asociados.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/proveedores/1');
    expect(screen.getByRole('heading', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(store().state.proveedores.some((p) => p.id === 1)).toBe(true);
  });

  it("shows the server's refusal for a supplier named by expenses", async () => {
    const user = userEvent.setup();
    store().state.conGastos.add(2);
    renderDetalle(2);
    await eliminar(user);
    expect(await screen.findByText(MSG_PROVEEDOR_CON_GASTOS)).toBeInTheDocument();
    expect(location()).toBe('/proveedores/2');
  });

  it("hides 'Editar' and 'Eliminar' without proveedores.put and proveedores.delete, and links to products and entries without their permissions", async () => {
    renderDetalle(1, lector);
    expect(await screen.findByRole('heading', { name: 'Química del Sur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    const productos = screen.getByRole('region', { name: 'Productos que provee' });
    expect(await within(productos).findByText('10101')).toBeInTheDocument();
    const ingresos = screen.getByRole('region', { name: 'Ingresos recientes' });
    expect(await within(ingresos).findByText('900')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("'Productos que provee': 10 a page with code, name, category, unit and cost in its currency; the code opens the product", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    const region = await screen.findByRole('region', { name: 'Productos que provee' });
    await within(region).findByText('10101');
    for (const header of ['Código', 'Producto', 'Categoría', 'Unidad', 'Costo']) {
      expect(within(region).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(filas(region)).toHaveLength(10);
    expect(celdas(filas(region)[0])).toEqual(['10101', 'Producto 1-01', 'Materia prima', 'kg', '$ 1.234,50']);
    expect(celdas(filas(region)[1])).toEqual(['20102', 'Producto 1-02', 'Esencia', 'l', 'US$ 11,00']);
    expect(celdas(filas(region)[2])).toEqual(['30103', 'Producto 1-03', 'Elaborado', 'kg', '$ 1.236,50']);
    expect(within(region).getByText('Página 1 de 2')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Siguiente' }));
    expect(await within(region).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(filas(region)).toHaveLength(2);
    expect(Object.fromEntries(requests('GET').filter((r) => r.url.pathname.endsWith('/productos')).at(-1)!.url.searchParams)).toEqual({
      page: '2',
      pageSize: '10',
    });
    // The page of the section is its own: the URL does not change.
    expect(location()).toBe('/proveedores/1');

    await user.click(within(region).getByRole('link', { name: /^20111/ }));
    expect(await screen.findByRole('heading', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(location()).toBe('/productos/111');
  });

  it("'Ingresos recientes': 5 a page, newest first, with date, branch and lines; the number opens the entry", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    const region = await screen.findByRole('region', { name: 'Ingresos recientes' });
    await within(region).findByText('900');
    for (const header of ['N°', 'Fecha', 'Sucursal', 'Líneas']) {
      expect(within(region).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(filas(region)).toHaveLength(5);
    expect(celdas(filas(region)[0])).toEqual(['900', '20/03/2026 10:30', 'Casa Central', '1']);
    expect(celdas(filas(region)[1])).toEqual(['899', '19/03/2026 10:30', 'Sucursal Norte', '2']);
    await user.click(within(region).getByRole('button', { name: 'Siguiente' }));
    expect(await within(region).findByText('894')).toBeInTheDocument();
    expect(filas(region)).toHaveLength(2);
    expect(within(region).getByText('Página 2 de 2')).toBeInTheDocument();

    await user.click(within(region).getByRole('link', { name: 'Ingreso 894' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del ingreso' })).toBeInTheDocument();
    expect(location()).toBe('/ingresos/894');
  });

  it('says when the supplier has no products nor entries', async () => {
    renderDetalle(2);
    const productos = await screen.findByRole('region', { name: 'Productos que provee' });
    expect(await within(productos).findByText('Sin productos asociados.')).toBeInTheDocument();
    const ingresos = screen.getByRole('region', { name: 'Ingresos recientes' });
    expect(await within(ingresos).findByText('Sin ingresos registrados.')).toBeInTheDocument();
  });

  it('shows the error of a section that cannot load, with a retry, and the rest of the page', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API_URL}/proveedores/:id/productos`, () => HttpResponse.json({ message: 'Falla de productos' }, { status: 500 }), { once: true }),
    );
    renderDetalle(1);
    const region = await screen.findByRole('region', { name: 'Productos que provee' });
    const panel = await within(region).findByRole('alert');
    expect(panel).toHaveTextContent('Error al cargar los productos del proveedor');
    expect(panel).toHaveTextContent('Falla de productos');
    expect(await within(screen.getByRole('region', { name: 'Ingresos recientes' })).findByText('900')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region).findByText('10101')).toBeInTheDocument();
  });

  it("shows 'Proveedor no encontrado.' for a missing supplier or a malformed id, and 'Volver' goes to the list", async () => {
    const user = userEvent.setup();
    const { unmount } = renderDetalle(999);
    expect(await screen.findByText('Proveedor no encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Productos que provee' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/listados/proveedores');
    unmount();

    renderDetalle('abc');
    expect(await screen.findByText('Proveedor no encontrado.')).toBeInTheDocument();
    expect(store().requests.some((r) => r.url.pathname === '/api/proveedores/abc')).toBe(false);
  });

  it("shows 'Error al cargar proveedor' when loading fails for another reason", async () => {
    server.use(http.get(`${API_URL}/proveedores/:id`, () => HttpResponse.json({ message: 'Sin permiso' }, { status: 403 })));
    renderDetalle(1);
    expect(await screen.findByText('Error al cargar proveedor')).toBeInTheDocument();
    expect(screen.getByText('Sin permiso')).toBeInTheDocument();
  });

  it("'Volver' returns to the list with its search and page", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/listados/proveedores" element={<Link to="/proveedores/1">Abrir Química</Link>} />
          <Route path="/proveedores/:id" element={<ProveedorDetallePage />} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/listados/proveedores?search=sur&sort=cuit&dir=desc&page=2', user: admin },
    );
    await user.click(screen.getByRole('link', { name: 'Abrir Química' }));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Abrir Química' })).toBeInTheDocument();
    expect(location()).toBe('/listados/proveedores?search=sur&sort=cuit&dir=desc&page=2');
  });
});
