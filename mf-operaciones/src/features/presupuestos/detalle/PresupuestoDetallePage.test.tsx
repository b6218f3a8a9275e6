import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { documentTotal, MSG_PRESUPUESTO_NOTA_GRACIAS, MSG_PRESUPUESTO_NOTA_INFORMATIVA, type SessionUser } from 'shared';
import { toast } from 'shared/toast';
import { fakeSessionUser, fakeSucursal, LocationProbe, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { fakePresupuesto } from '../testing/presupuestos-fakes';
import { API_URL, setupPresupuestosServer } from '../testing/presupuestos-handlers';
import { PresupuestoDetallePage } from './PresupuestoDetallePage';

jest.setTimeout(30_000);

const { server, store } = setupPresupuestosServer();

const admin = fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Administrador' });
/** A seeded seller: edits and converts quotes, but may not change prices. */
const vendedor = fakeSessionUser({ id: 2, name: 'Pedro Ruiz', roleName: 'Vendedor' });
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });

/** Clean-ups a test registers for after it ends. */
const afterTest: Array<() => void> = [];
afterEach(() => {
  afterTest.splice(0).forEach((f) => f());
  jest.restoreAllMocks();
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

/** Renders quote `id` (or, with `from`, a page whose link opens it handing that list URL, as the list does). */
function renderPage(id: number | string = 4, user: SessionUser = admin, from?: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/inicio" element={<Link to={`/presupuestos/${id}`} state={{ from }}>Abrir presupuesto</Link>} />
        <Route path="/presupuestos/:id" element={<PresupuestoDetallePage />} />
        <Route path="/presupuestos" element={<h1>Lista de presupuestos</h1>} />
        <Route path="/ventas/:id" element={<h1>Detalle de la venta</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: from ? '/inicio' : `/presupuestos/${id}`, user },
  );
  return userEvent.setup();
}

const location = () => screen.getByTestId('location').textContent;
const boton = (name: string) => screen.getByRole('button', { name });
const noHayBoton = (name: string) => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
/** The value shown beside a label of a data list (dt → dd). */
const dato = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function cargado(name = 'Presupuesto N° 4') {
  return screen.findByRole('heading', { level: 1, name });
}

describe('/presupuestos/{id}', () => {
  it('shows number, date, seller, the whole client card, lines, discount, total and the actions', async () => {
    renderPage();
    await cargado();
    const datos = screen.getByRole('region', { name: 'Datos del presupuesto' });
    expect(dato(datos, 'Número')).toBe('4');
    expect(dato(datos, 'Fecha')).toBe('04/11/2026 10:00');
    expect(dato(datos, 'Vendedor')).toBe('Ana Pérez (V001)');
    expect(dato(datos, 'Sucursal')).toBe('Casa Central');
    expect(dato(datos, 'Estado')).toBe('Activo');
    const cliente = screen.getByRole('region', { name: 'Cliente' });
    expect(
      Object.fromEntries(
        ['Nombre', 'Documento', 'E-mail', 'Teléfono', 'Tipo', 'Condición IVA', 'Dirección', 'Código postal', 'Zona', 'Provincia', 'Empresa'].map((l) => [l, dato(cliente, l)]),
      ),
    ).toEqual({
      Nombre: 'María López',
      Documento: '27111222',
      'E-mail': 'maria.lopez@correo.com.ar',
      Teléfono: '11 4555-1234',
      Tipo: 'Particular',
      'Condición IVA': 'Monotributista',
      Dirección: 'Av. San Martín 1234',
      'Código postal': '1406',
      Zona: 'Oeste',
      Provincia: 'Buenos Aires',
      Empresa: '-',
    });
    const fila = screen.getByRole('row', { name: /30001/ });
    expect(within(fila).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30001', 'Perfume 1', '2 unidad', '$ 1.210,00', '$ 2.420,00']);
    expect(screen.getByText('Descuento: 0%')).toBeInTheDocument();
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $ 2.420,00');
    for (const name of ['Volver', 'Imprimir', 'Descargar PDF', 'Editar', 'Convertir en Venta', 'Anular']) expect(boton(name)).toBeInTheDocument();
  });

  it('returns to the list with its filters', async () => {
    const u = renderPage(4, admin, '/presupuestos?estado=activo&page=2');
    await u.click(screen.getByRole('link', { name: 'Abrir presupuesto' }));
    await cargado();
    await u.click(boton('Volver'));
    expect(location()).toBe('/presupuestos?estado=activo&page=2');
  });

  it('edits client, discount, quantities and lines, marks the changed line and sends them on Guardar Cambios', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Editar'));
    for (const name of ['Editar', 'Convertir en Venta', 'Anular', 'Imprimir']) noHayBoton(name);
    expect(boton('Cancelar')).toBeInTheDocument();

    const cantidad = screen.getByLabelText('Cantidad de 30001');
    await u.clear(cantidad);
    await u.type(cantidad, '3');
    expect(within(screen.getByRole('row', { name: /30001/ })).getByText('Modificado')).toBeInTheDocument();
    const descuento = screen.getByLabelText('Descuento (%)');
    await u.clear(descuento);
    await u.type(descuento, '10');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $ 3.267,00');

    await u.click(within(screen.getByRole('group', { name: 'Cliente' })).getByRole('button', { name: 'Quitar cliente' }));
    expect(screen.getByRole('combobox', { name: 'Buscar cliente' })).toHaveFocus();
    await u.keyboard('juan');
    await screen.findByRole('option', { name: 'Juan Pérez - 20333444' });
    await u.keyboard('{Enter}');

    await u.click(screen.getByRole('combobox', { name: 'Buscar producto' }));
    await u.keyboard('lavanda');
    await screen.findByRole('option', { name: '20002 - Esencia de lavanda' });
    await u.keyboard('{Enter}');
    await screen.findByLabelText('Cantidad de 20002');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $ 3.811,50');

    await u.click(boton('Guardar Cambios'));
    expect(await screen.findByText('Presupuesto actualizado correctamente')).toBeInTheDocument();
    expect(store().actualizados).toEqual([
      {
        id: 4,
        body: {
          clienteId: 2,
          descuento: '10',
          monedaId: 1,
          total: '3811.50',
          detalles: [
            { productoId: 1, cantidad: '3', precioUnitario: '1210.00', subTotal: '3630.00', monedaId: 1, custom: true },
            { productoId: 2, cantidad: '1', precioUnitario: '605.00', subTotal: '605.00', monedaId: 1, custom: false },
          ],
        },
      },
    ]);
    // Back in view mode with what the server saved.
    expect(await screen.findByText('Descuento: 10%')).toBeInTheDocument();
    expect(boton('Editar')).toBeInTheDocument();
    expect(dato(screen.getByRole('region', { name: 'Cliente' }), 'Nombre')).toBe('Juan Pérez');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $ 3.811,50');
  });

  it('discards the changes with Cancelar', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Editar'));
    await u.click(screen.getByRole('button', { name: 'Quitar 30001' }));
    await u.click(boton('Cancelar'));
    expect(screen.getByRole('row', { name: /30001/ })).toBeInTheDocument();
    expect(store().actualizados).toHaveLength(0);
  });

  it('checks like the API before saving', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Editar'));
    const descuento = screen.getByLabelText('Descuento (%)');
    await u.clear(descuento);
    await u.type(descuento, '150');
    await u.click(boton('Guardar Cambios'));
    expect(await screen.findByText('El descuento total debe estar entre 0% y 100%')).toBeInTheDocument();
    await u.clear(descuento);
    await u.click(screen.getByRole('button', { name: 'Quitar 30001' }));
    await u.click(boton('Guardar Cambios'));
    expect(await screen.findByText('Debe agregar al menos un producto.')).toBeInTheDocument();
    expect(store().actualizados).toHaveLength(0);
  });

  it("shows the server's message, else 'Error al actualizar presupuesto', else the unexpected error", async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Editar'));
    server.use(http.put(`${API_URL}/presupuestos/:id`, () => HttpResponse.json({ message: 'El presupuesto está anulado.' }, { status: 409 }), { once: true }));
    await u.click(boton('Guardar Cambios'));
    expect(await screen.findByText('El presupuesto está anulado.')).toBeInTheDocument();
    server.use(http.put(`${API_URL}/presupuestos/:id`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await u.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar presupuesto')).toBeInTheDocument();
    server.use(http.put(`${API_URL}/presupuestos/:id`, () => HttpResponse.error(), { once: true }));
    await u.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error inesperado al actualizar el presupuesto')).toBeInTheDocument();
    expect(boton('Guardar Cambios')).toBeInTheDocument(); // still editing
  });

  it("saves a discount above the seller's limit only with a code: 409, code dialog, the same change with codigo_pass", async () => {
    store().descuentoMaximo = '5';
    store().codigosPass = ['123456'];
    const u = renderPage(4, vendedor);
    await cargado();
    await u.click(boton('Editar'));
    const descuento = screen.getByLabelText('Descuento (%)');
    await u.clear(descuento);
    await u.type(descuento, '10');
    await u.click(boton('Guardar Cambios'));
    const pedido = await screen.findByRole('dialog', { name: 'Autorización necesaria' });
    expect(within(pedido).getByText('El descuento supera el máximo de su rol (5 %). Ingrese un código de autorización para guardar.')).toBeInTheDocument();
    expect(within(pedido).getByText('Pídaselo a quien pueda autorizar precios.')).toBeInTheDocument();
    const codigo = within(pedido).getByLabelText(/^Código de autorización/);
    expect(codigo).toHaveFocus();
    // A code that is not 6 digits is refused before sending.
    await u.type(codigo, '12{Enter}');
    expect(within(pedido).getByRole('alert')).toHaveTextContent('Código de autorización inválido');
    expect(store().actualizados).toHaveLength(1);
    // A wrong code: the server's refusal, the dialog stays and nothing is saved.
    await u.clear(codigo);
    await u.type(codigo, '654321');
    await u.click(within(pedido).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(store().actualizados).toHaveLength(2));
    expect(await within(pedido).findByRole('alert')).toHaveTextContent('Código de autorización inválido');
    expect(screen.getByRole('dialog', { name: 'Autorización necesaria' })).toBe(pedido);
    expect(store().presupuestos.find((x) => x.id === 4)?.descuento).toBe('0');

    await u.clear(codigo);
    await u.type(codigo, '123456');
    await u.click(within(pedido).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Presupuesto actualizado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(pedido).not.toBeInTheDocument());
    expect(await screen.findByText('Descuento: 10%')).toBeInTheDocument();
    const [primero, ...reenvios] = store().actualizados.map((a) => a.body as Record<string, unknown>);
    expect(primero).not.toHaveProperty('codigo_pass');
    expect(reenvios).toEqual([
      { ...primero, codigo_pass: '654321' },
      { ...primero, codigo_pass: '123456' },
    ]);
    expect(store().codigosPass).toEqual([]);
  });

  it('changes a price only after an authorization code (any user, as New Sale); the change goes with codigo_pass, a stored custom price needs none', async () => {
    store().codigosPass = ['123456'];
    const u = renderPage(4, vendedor);
    await cargado();
    await u.click(boton('Editar'));
    expect(screen.queryByLabelText('Precio unitario de 30001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad de 30001')).toBeInTheDocument();
    await u.click(boton('Cambiar precio de 30001'));
    const dialog = await screen.findByRole('dialog', { name: 'Autorizar cambio de precio' });
    await u.type(within(dialog).getByLabelText('Código de autorización'), '000000');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Código de autorización inválido')).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Código de autorización'));
    await u.type(within(dialog).getByLabelText('Código de autorización'), '123456{Enter}');
    const precio = await screen.findByLabelText('Precio unitario de 30001');
    await u.clear(precio);
    await u.type(precio, '1100');
    await u.click(boton('Guardar Cambios'));
    await screen.findByText('Presupuesto actualizado correctamente');
    expect(store().actualizados[0].body).toMatchObject({ total: '2200.00', codigo_pass: '123456', detalles: [{ precioUnitario: '1100', custom: true }] });
    expect(store().codigosPass).toEqual([]);

    // Editing again: the authorised price stays, locked, and goes without a code.
    await u.click(boton('Editar'));
    expect(screen.queryByLabelText('Precio unitario de 30001')).not.toBeInTheDocument();
    await u.click(boton('Guardar Cambios'));
    await waitFor(() => expect(store().actualizados).toHaveLength(2));
    expect(store().actualizados[1].body).not.toHaveProperty('codigo_pass');
    expect(store().actualizados[1].body).toMatchObject({ detalles: [{ precioUnitario: '1100.00', custom: true }] });
  });

  it('converts into a sale: method required, line 2 by default (1 offered: the branch has a punto de venta), then the sale', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    const convertir = within(dialog).getByRole('button', { name: 'Convertir' });
    expect(convertir).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByLabelText('Línea 1 (Factura electrónica)')).toBeEnabled());
    expect(within(dialog).getByLabelText('Línea 1 (Factura electrónica)')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Línea 2 (Comprobante interno)')).toBeChecked();
    const metodo = within(dialog).getByRole('combobox', { name: /Método de pago/ });
    await waitFor(() => expect(within(metodo).getAllByRole('option')).toHaveLength(3));
    await u.selectOptions(metodo, 'Efectivo');
    expect(convertir).toBeEnabled();
    await u.click(convertir);
    expect(await screen.findByRole('heading', { name: 'Detalle de la venta' })).toBeInTheDocument();
    expect(location()).toBe('/ventas/504');
    expect(screen.getByText('Presupuesto convertido correctamente')).toBeInTheDocument();
    expect(store().convertidos).toEqual([{ id: 4, body: { metodoPagoId: 1, metodoPagoNombre: 'Efectivo', linea: 2, codigo_pass: null } }]);
  });

  it('converts on Línea 1 (factura electrónica) when chosen', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    const metodo = within(dialog).getByRole('combobox', { name: /Método de pago/ });
    await waitFor(() => expect(within(metodo).getAllByRole('option')).toHaveLength(3));
    await u.selectOptions(metodo, 'Efectivo');
    await waitFor(() => expect(within(dialog).getByLabelText('Línea 1 (Factura electrónica)')).toBeEnabled());
    await u.click(within(dialog).getByLabelText('Línea 1 (Factura electrónica)'));
    await u.click(within(dialog).getByRole('button', { name: 'Convertir' }));
    expect(await screen.findByRole('heading', { name: 'Detalle de la venta' })).toBeInTheDocument();
    expect(store().convertidos).toEqual([{ id: 4, body: { metodoPagoId: 1, metodoPagoNombre: 'Efectivo', linea: 1, codigo_pass: null } }]);
  });

  it("keeps Línea 1 disabled, with its reason, when the quote's branch has no punto de venta", async () => {
    server.use(http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: [fakeSucursal({ id: 1, nombre: 'Casa Central', puntoVenta: null }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })] })));
    const u = renderPage();
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    const linea1 = within(dialog).getByLabelText('Línea 1 (Factura electrónica)');
    await waitFor(() => expect(linea1).toHaveAccessibleDescription('La sucursal no tiene punto de venta de ARCA.'));
    expect(linea1).toBeDisabled();
    expect(within(dialog).getByLabelText('Línea 2 (Comprobante interno)')).toBeChecked();
  });

  it("past the client's credit: shows the reason in the code dialog and sends the same conversion with codigo_pass", async () => {
    const motivo =
      'El saldo en pesos del cliente pasaría a $ 2.420,00 y supera su límite de crédito de $ 2.000,00. Ingrese un código de autorización para registrarla.';
    const url = `${API_URL}/presupuestos/convertir-a-venta/:id`;
    server.use(
      http.post(url, async ({ request }) => {
        store().convertidos.push({ id: 4, body: await request.json() });
        return HttpResponse.json({ message: motivo }, { status: 409 });
      }, { once: true }),
      http.post(url, async ({ request }) => {
        store().convertidos.push({ id: 4, body: await request.json() });
        return HttpResponse.json({ message: 'Código de autorización inválido' }, { status: 400 });
      }, { once: true }),
    );
    const u = renderPage();
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    const metodo = within(dialog).getByRole('combobox', { name: /Método de pago/ });
    await waitFor(() => expect(within(metodo).getAllByRole('option')).toHaveLength(3));
    await u.selectOptions(metodo, 'Cuenta Corriente');
    await u.click(within(dialog).getByRole('button', { name: 'Convertir' }));
    const pedido = await screen.findByRole('dialog', { name: 'Autorización necesaria' });
    expect(within(pedido).getByText(motivo)).toBeInTheDocument();
    expect(within(pedido).getByText('Puede generarlo en Nueva Venta con «Generar código de autorización».')).toBeInTheDocument();
    const codigo = within(pedido).getByLabelText(/^Código de autorización/);
    expect(codigo).toHaveFocus();
    // Without a code nothing is sent.
    await u.click(within(pedido).getByRole('button', { name: 'Convertir' }));
    expect(within(pedido).getByRole('alert')).toHaveTextContent('Debe ingresar un código de autorización');
    expect(store().convertidos).toHaveLength(1);
    // A wrong code: the server's refusal, the dialog stays.
    await u.type(codigo, '000000{Enter}');
    expect(await within(pedido).findByRole('alert')).toHaveTextContent('Código de autorización inválido');
    expect(screen.getByRole('dialog', { name: 'Autorización necesaria' })).toBe(pedido);
    await u.clear(codigo);
    await u.type(codigo, '123456');
    await u.click(within(pedido).getByRole('button', { name: 'Convertir' }));
    expect(await screen.findByRole('heading', { name: 'Detalle de la venta' })).toBeInTheDocument();
    const cuerpo = { metodoPagoId: 4, metodoPagoNombre: 'Cuenta Corriente', linea: 2 };
    expect(store().convertidos.map((c) => c.body)).toEqual([
      { ...cuerpo, codigo_pass: null },
      { ...cuerpo, codigo_pass: '000000' },
      { ...cuerpo, codigo_pass: '123456' },
    ]);
  });

  it("converts a discount above the converter's limit only with a code: 409, code dialog, the same conversion with codigo_pass", async () => {
    store().descuentoMaximo = '5';
    store().codigosPass = ['123456'];
    store().presupuestos = store().presupuestos.map((x) => (x.id === 4 ? fakePresupuesto({ ...x, descuento: '10', total: documentTotal(x.detalles, '10') }) : x));
    const u = renderPage(4, vendedor);
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    const metodo = within(dialog).getByRole('combobox', { name: /Método de pago/ });
    await waitFor(() => expect(within(metodo).getAllByRole('option')).toHaveLength(3));
    await u.selectOptions(metodo, 'Efectivo');
    await u.click(within(dialog).getByRole('button', { name: 'Convertir' }));
    const pedido = await screen.findByRole('dialog', { name: 'Autorización necesaria' });
    expect(within(pedido).getByText('El descuento supera el máximo de su rol (5 %). Ingrese un código de autorización para registrarla.')).toBeInTheDocument();
    expect(within(pedido).getByText('Pídaselo a quien pueda autorizar precios.')).toBeInTheDocument();
    const codigo = within(pedido).getByLabelText(/^Código de autorización/);
    await u.type(codigo, '654321');
    await u.click(within(pedido).getByRole('button', { name: 'Convertir' }));
    expect(await within(pedido).findByRole('alert')).toHaveTextContent('Código de autorización inválido');
    expect(location()).toBe('/presupuestos/4');
    // 'Cancelar' goes back to the conversion, with the method still chosen.
    await u.click(within(pedido).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(pedido).not.toBeInTheDocument());
    const otra = screen.getByRole('dialog', { name: 'Convertir en Venta' });
    expect(within(otra).getByRole('combobox', { name: /Método de pago/ })).toHaveDisplayValue('Efectivo');
    await u.click(within(otra).getByRole('button', { name: 'Convertir' }));
    const denuevo = await screen.findByRole('dialog', { name: 'Autorización necesaria' });
    await u.type(within(denuevo).getByLabelText(/^Código de autorización/), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detalle de la venta' })).toBeInTheDocument();
    expect(screen.getByText('Presupuesto convertido correctamente')).toBeInTheDocument();
    expect(store().convertidos.map((c) => (c.body as { codigo_pass: string | null }).codigo_pass)).toEqual([null, '654321', null, '123456']);
    expect(store().codigosPass).toEqual([]);
  });

  it('keeps the confirm disabled when the payment methods cannot be loaded', async () => {
    server.use(http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const u = renderPage();
    await cargado();
    await u.click(boton('Convertir en Venta'));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Convertir' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store().convertidos).toHaveLength(0);
  });

  it("shows why a conversion failed: the server's message, else the spec's texts", async () => {
    const u = renderPage();
    await cargado();
    const intentar = async () => {
      await u.click(await screen.findByRole('button', { name: 'Convertir en Venta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Convertir en Venta' });
      const metodo = within(dialog).getByRole('combobox', { name: /Método de pago/ });
      await waitFor(() => expect(within(metodo).getAllByRole('option')).toHaveLength(3));
      await u.selectOptions(metodo, 'Cuenta Corriente');
      await u.click(within(dialog).getByRole('button', { name: 'Convertir' }));
    };
    const url = `${API_URL}/presupuestos/convertir-a-venta/:id`;
    server.use(http.post(url, () => HttpResponse.json({ message: 'Stock insuficiente para 30001 - Perfume 1 (disponible: 0 unidad)' }, { status: 409 }), { once: true }));
    await intentar();
    expect(await screen.findByText('Stock insuficiente para 30001 - Perfume 1 (disponible: 0 unidad)')).toBeInTheDocument();
    server.use(http.post(url, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await intentar();
    expect(await screen.findByText('No se pudo convertir el presupuesto')).toBeInTheDocument();
    server.use(http.post(url, () => HttpResponse.error(), { once: true }));
    await intentar();
    expect(await screen.findByText('Error al convertir el presupuesto')).toBeInTheDocument();
    expect(location()).toBe('/presupuestos/4');
  });

  it('shows a converted quote without edit buttons, with its sale', async () => {
    renderPage(10);
    await cargado('Presupuesto N° 10');
    expect(screen.getByText('Este presupuesto ya fue convertido en venta y no puede editarse.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver venta N° 510' })).toHaveAttribute('href', '/ventas/510');
    for (const name of ['Editar', 'Convertir en Venta', 'Anular', 'Guardar Cambios']) noHayBoton(name);
    expect(boton('Imprimir')).toBeInTheDocument();
  });

  it('shows an annulled quote without edit buttons', async () => {
    renderPage(7);
    await cargado('Presupuesto N° 7');
    expect(screen.getByText('El presupuesto está anulado.')).toBeInTheDocument();
    expect(dato(screen.getByRole('region', { name: 'Datos del presupuesto' }), 'Vendedor')).toBe('Ana Pérez (V001)');
    for (const name of ['Editar', 'Convertir en Venta', 'Anular']) noHayBoton(name);
  });

  it('annuls after confirming, and then offers nothing to edit', async () => {
    const u = renderPage();
    await cargado();
    await u.click(boton('Anular'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anular presupuesto' });
    expect(dialog).toHaveAccessibleDescription('¿Está seguro de que desea anular el presupuesto N° 4? Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Presupuesto anulado correctamente')).toBeInTheDocument();
    expect(await screen.findByText('El presupuesto está anulado.')).toBeInTheDocument();
    expect(store().anulados).toEqual([4]);
    for (const name of ['Editar', 'Convertir en Venta', 'Anular']) noHayBoton(name);
  });

  it('prints the quote with both notes in a window that prints after the delay', async () => {
    const ventana = mockPrintWindow();
    const u = renderPage();
    await cargado();
    await u.click(boton('Imprimir'));
    expect(ventana.open).toHaveBeenCalledTimes(1);
    const html = ventana.html();
    for (const esperado of ['Presupuesto N° 4', 'María López', '27111222', 'Ana Pérez', 'Perfume 1', 'Total: $ 2.420,00', MSG_PRESUPUESTO_NOTA_INFORMATIVA, MSG_PRESUPUESTO_NOTA_GRACIAS]) {
      expect(html).toContain(esperado);
    }
    expect(ventana.print).not.toHaveBeenCalled();
    await waitFor(() => expect(ventana.print).toHaveBeenCalledTimes(1));
  });

  it('says so when the print window is blocked', async () => {
    mockPrintWindow().open.mockReturnValue(null);
    const u = renderPage();
    await cargado();
    await u.click(boton('Imprimir'));
    expect(await screen.findByText('No se pudo abrir la ventana de impresión. Habilite las ventanas emergentes.')).toBeInTheDocument();
  });

  it('downloads the PDF as presupuesto_{id}.pdf', async () => {
    const descargas: Array<{ nombre: string; tipo: string | undefined }> = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: these stand in for the browser's, and are removed afterwards.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.set('blob:pdf', b);
        return 'blob:pdf';
      },
      revokeObjectURL: () => undefined,
    });
    afterTest.push(() => Object.assign(URL, original));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push({ nombre: this.download, tipo: blobs.get(this.href)?.type });
    });
    const u = renderPage();
    await cargado();
    await u.click(boton('Descargar PDF'));
    await waitFor(() => expect(descargas).toEqual([{ nombre: 'presupuesto_4.pdf', tipo: 'application/pdf' }]));
  });

  it("says 'No se encontró el presupuesto.' for a missing or malformed id", async () => {
    renderPage(999);
    expect(await screen.findByText('No se encontró el presupuesto.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    renderPage('abc');
    expect(await screen.findByText('No se encontró el presupuesto.')).toBeInTheDocument();
  });

  it('says when the quote cannot be loaded, and retries', async () => {
    let falla = true;
    server.use(http.get(`${API_URL}/presupuestos/:id`, () => (falla ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = renderPage();
    // A server error is retried once before the screen gives up.
    expect(await screen.findByText('Error al cargar el presupuesto', undefined, { timeout: 5000 })).toBeInTheDocument();
    falla = false;
    await u.click(boton('Reintentar'));
    expect(await cargado()).toBeInTheDocument();
  });

  it('gives Solo lectura only the read actions', async () => {
    renderPage(4, soloLectura);
    await cargado();
    for (const name of ['Editar', 'Convertir en Venta', 'Anular']) noHayBoton(name);
    for (const name of ['Volver', 'Imprimir', 'Descargar PDF']) expect(boton(name)).toBeInTheDocument();
  });

  it('lets a seller edit, convert and annul', async () => {
    renderPage(4, vendedor);
    await cargado();
    for (const name of ['Editar', 'Convertir en Venta', 'Anular']) expect(boton(name)).toBeInTheDocument();
  });
});
