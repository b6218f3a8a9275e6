import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared/toast';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { estadoCreditoSchema, MSG_ARCA_NO_RESPONDE, MSG_FACTURA_A_SIN_CUIT, type EstadoCredito, type SessionUser } from 'shared';
import { API_URL, fakeMetodoPago, fakeSessionUser, fakeSucursal, mockPrintWindow, parseFake, renderWithProviders } from 'shared/testing';
import { CAE_PRUEBA } from '../testing/comprobantes';
import { setupVentasServer } from '../testing/ventas-handlers';
import { NuevaVentaPage } from './NuevaVentaPage';

// A sale is written key by key through the whole page (selects, two comboboxes, the line inputs,
// two dialogs): on a busy machine one test can take longer than jest's default 5 s.
jest.setTimeout(15_000);

const { server, store } = setupVentasServer();

/** The seeded administrator (seller code V001): sells and may authorize prices. */
const admin = fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Administrador' });
/** A seeded seller: sells, but has no ventas.autorizar_precio. */
const vendedor = fakeSessionUser({ id: 2, name: 'Pedro Ruiz', roleName: 'Vendedor' });

/**
 * A client's credit as GET cuentas-corrientes/{id}/credito sends it (docs/cuentas-corrientes.md,
 * «Límite de crédito»), checked with the shared schema: no limits, no balance, no pending debt
 * unless overridden. Money strings with 2 decimals.
 */
function estadoCredito(over: Partial<EstadoCredito> = {}): EstadoCredito {
  return parseFake('estadoCredito', estadoCreditoSchema, {
    limiteCreditoPesos: null,
    limiteCreditoDolares: null,
    saldoPesos: '0.00',
    saldoDolares: '0.00',
    deudaMasAntiguaDias: null,
    ...over,
  });
}

/** What GET cuentas-corrientes/{id}/credito answers for each client id (the default {@link estadoCredito} otherwise). */
let creditos: Record<number, EstadoCredito> = {};
/** The client id of every GET cuentas-corrientes/{id}/credito, in order. */
let consultasCredito: number[] = [];

beforeEach(() => {
  // A blocked pop-up unless a test opens a print window of its own.
  mockPrintWindow().open.mockReturnValue(null);
  creditos = {};
  consultasCredito = [];
  server.use(
    http.get(`${API_URL}/cuentas-corrientes/:id/credito`, ({ params }) => {
      consultasCredito.push(Number(params.id));
      return HttpResponse.json(creditos[Number(params.id)] ?? estadoCredito());
    }),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage(user: SessionUser | null = admin) {
  renderWithProviders(
    <Routes>
      <Route path="/ventas/nueva" element={<NuevaVentaPage />} />
      <Route path="/ventas" element={<Where />} />
      <Route path="/ventas/:id" element={<Where />} />
    </Routes>,
    { route: '/ventas/nueva', user },
  );
  return userEvent.setup();
}

async function agregar(u: ReturnType<typeof userEvent.setup>, texto: string, opcion: RegExp) {
  await u.type(screen.getByLabelText('Buscar producto'), texto);
  await u.click(await screen.findByRole('option', { name: opcion }));
}

/** Casa Central, one Perfume 1 ($ 1.210,00), the payment method `metodo` and the client María López (id 1). */
async function ventaAMaria(u: ReturnType<typeof userEvent.setup>, metodo = 'Cuenta Corriente') {
  await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
  await agregar(u, '30001', /^30001 - /);
  await screen.findByLabelText('Cantidad de 30001');
  await u.selectOptions(screen.getByLabelText(/Método de pago/), metodo);
  await u.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'María');
  await u.click(await screen.findByRole('option', { name: 'María López - 27111222' }));
}

/** Casa Central, one Perfume 1 in Efectivo, «Crear Venta» and «Guardar» on the line dialog (line 2). */
async function guardarVentaEnEfectivo(u: ReturnType<typeof userEvent.setup>) {
  await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
  await agregar(u, '30001', /^30001 - /);
  await screen.findByLabelText('Cantidad de 30001');
  await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
  await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
  await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
}

/** The credit warning (role alert) of New Sale, once shown. */
const avisoCredito = async () => (await screen.findByText('Esta venta en Cuenta Corriente necesita autorización.')).closest('[role="alert"]') as HTMLElement;
const sinAvisoCredito = () => expect(screen.queryByText('Esta venta en Cuenta Corriente necesita autorización.')).not.toBeInTheDocument();

describe('/ventas/nueva', () => {
  it('shows the seller and creates a sale on line 2 without client', async () => {
    const u = renderPage();
    expect(await screen.findByText(/Código de vendedor: V001/)).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - Perfume 1/);
    const cantidad = await screen.findByLabelText('Cantidad de 30001');
    await u.clear(cantidad);
    await u.type(cantidad, '2.55555');
    expect(cantidad).toHaveValue('2.5555');
    await u.clear(cantidad);
    await u.type(cantidad, '2');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    expect(screen.getAllByText('$ 2.420,00')).toHaveLength(2); // subtotal and total
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleccione la línea' });
    // Casa Central has a punto de venta: Línea 1 can be chosen, Línea 2 stays the default.
    expect(within(dialog).getByLabelText('Línea 1 (Factura electrónica)')).toBeEnabled();
    expect(within(dialog).getByLabelText('Línea 1 (Factura electrónica)')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Línea 2 (Comprobante interno)')).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Venta creada correctamente')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
    expect(store().created).toEqual([
      expect.objectContaining({ sucursalId: 1, metodoPagoId: 1, linea: 2, clienteId: null, total: '2420.00', detalles: [{ productoId: 1, cantidad: '2', precioUnitario: '1210.00', custom: false }] }),
    ]);
  });

  it('refuses a repeated product and another currency', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await screen.findByLabelText('Cantidad de 30001');
    await agregar(u, '30001', /^30001 - /);
    expect(await screen.findByText('Este producto ya fue agregado.')).toBeInTheDocument();
    await agregar(u, 'importada', /^30003 - /);
    expect(await screen.findByText('Solo puede agregar productos en la misma moneda: $')).toBeInTheDocument();
  });

  it('blocks saving without products and with a bad discount', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('Debe agregar al menos un producto.')).toBeInTheDocument();
    await agregar(u, '30002', /^30002 - /);
    await screen.findByLabelText('Cantidad de 30002');
    const descuento = screen.getByLabelText('Descuento total (%)');
    await u.clear(descuento);
    await u.type(descuento, '150');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('El descuento total debe estar entre 0% y 100%')).toBeInTheDocument();
    expect(store().created).toHaveLength(0);
  });

  it('explains on the create button that Cuenta Corriente needs a client, refuses to send without one, and sends with one', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await screen.findByLabelText('Cantidad de 30001');
    const crear = screen.getByRole('button', { name: 'Crear Venta' });
    expect(crear).not.toHaveAccessibleDescription();
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cuenta Corriente');
    expect(crear).toHaveAccessibleDescription('Una venta en Cuenta Corriente requiere un cliente.');
    await u.click(crear);
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('Una venta en Cuenta Corriente requiere un cliente.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store().created).toHaveLength(0);

    await u.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'María');
    await u.click(await screen.findByRole('option', { name: 'María López - 27111222' }));
    expect(crear).not.toHaveAccessibleDescription();
    await u.click(crear);
    await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
    expect(store().created).toEqual([expect.objectContaining({ metodoPagoId: 4, metodoPagoNombre: 'Cuenta Corriente', clienteId: 1 })]);
  });

  it('takes the discount with 2 decimals, like the API, and totals the rounded line subtotals (documentTotal)', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await agregar(u, '30002', /^30002 - /);
    for (const codigo of ['30001', '30002']) {
      const cantidad = await screen.findByLabelText(`Cantidad de ${codigo}`);
      await u.clear(cantidad);
      await u.type(cantidad, '0.0005');
    }
    // Each line: 1.210,00 × 0,0005 = 0,605 → $ 0,61; the total adds the rounded subtotals.
    expect(screen.getAllByText('$ 0,61')).toHaveLength(2);
    expect(screen.getByText('$ 1,22')).toBeInTheDocument();
    const descuento = screen.getByLabelText('Descuento total (%)');
    await u.clear(descuento);
    await u.type(descuento, '10.555');
    expect(descuento).toHaveValue('10.55');
    // 1,22 less 10,55 % = 1,09129 → $ 1,09
    expect(screen.getByText('$ 1,09')).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
    await screen.findByTestId('where');
    expect(store().created[0]).toMatchObject({ descuento: '10.55', total: '1.09' });
  });

  it('unlocks a price with a valid code and sends it as codigo_pass', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await u.click(await screen.findByRole('button', { name: 'Desbloquear precio de 30001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Autorizar cambio de precio' });
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Debe ingresar un código de autorización')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Código de autorización'), '000000');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Código de autorización inválido')).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Código de autorización'));
    await u.type(within(dialog).getByLabelText('Código de autorización'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const precio = await screen.findByLabelText('Precio unitario de 30001');
    await u.clear(precio);
    await u.type(precio, '999.999');
    expect(precio).toHaveValue('999.99');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    dialog = await screen.findByRole('dialog', { name: 'Seleccione la línea' });
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Venta creada correctamente');
    expect(store().created[0]).toMatchObject({ custom: true, codigo_pass: '123456', detalles: [{ precioUnitario: '999.99', custom: true }] });
  });

  it('writes the receipt into the window opened on Guardar', async () => {
    const ventana = mockPrintWindow();
    const u = renderPage();
    await guardarVentaEnEfectivo(u);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
    expect(ventana.open).toHaveBeenCalledTimes(1);
    expect(ventana.html()).toContain('Comprobante interno sin validez fiscal');
    expect(ventana.close).not.toHaveBeenCalled();
  });

  it('shows the server message when the sale is refused and closes the receipt window', async () => {
    const ventana = mockPrintWindow();
    server.use(http.post(`${API_URL}/ventas`, () => HttpResponse.json({ message: 'Stock insuficiente para 30001 - Perfume 1 (disponible: 0 unidad)' }, { status: 409 })));
    const u = renderPage();
    await guardarVentaEnEfectivo(u);
    expect(await screen.findByText('Stock insuficiente para 30001 - Perfume 1 (disponible: 0 unidad)')).toBeInTheDocument();
    expect(ventana.close).toHaveBeenCalled();
    expect(ventana.html()).toBe('');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("says 'Error inesperado al crear la venta' when the sale never reaches the server, and closes the receipt window", async () => {
    const ventana = mockPrintWindow();
    server.use(http.post(`${API_URL}/ventas`, () => HttpResponse.error()));
    const u = renderPage();
    await guardarVentaEnEfectivo(u);
    expect(await screen.findByText('Error inesperado al crear la venta')).toBeInTheDocument();
    expect(ventana.close).toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("says 'Error al validar el código' when the code cannot be checked, and keeps the price locked", async () => {
    server.use(http.post(`${API_URL}/ventas/check-code-pass`, () => HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 })));
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await u.click(await screen.findByRole('button', { name: 'Desbloquear precio de 30001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorizar cambio de precio' });
    await u.type(within(dialog).getByLabelText('Código de autorización'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Error al validar el código')).toBeInTheDocument();
    expect(screen.queryByLabelText('Precio unitario de 30001')).not.toBeInTheDocument();
  });

  it("says 'Error al obtener información del usuario' in place of the seller when the session has no user", async () => {
    renderPage(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener información del usuario');
    expect(screen.queryByText(/Vendedor:/)).not.toBeInTheDocument();
  });

  it('blocks a quantity above the branch stock', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    const cantidad = await screen.findByLabelText('Cantidad de 30001');
    await u.clear(cantidad);
    await u.type(cantidad, '11');
    const fila = screen.getByRole('row', { name: /30001/ });
    expect(within(fila).getByRole('alert')).toHaveTextContent('Stock insuficiente (disponible: 10 unidad)');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('30001 - Perfume 1: Stock insuficiente (disponible: 10 unidad)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each line with the chosen branch's stock and refuses a quantity above it", async () => {
    store().stockSucursal = { 2: { 1: '3.5000' } };
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Sucursal Norte');
    await agregar(u, '30001', /^30001 - /);
    const cantidad = await screen.findByLabelText('Cantidad de 30001');
    const fila = screen.getByRole('row', { name: /30001/ });
    expect(within(fila).getByRole('cell', { name: '3,5 unidad' })).toBeInTheDocument();
    await u.clear(cantidad);
    await u.type(cantidad, '3.6');
    expect(cantidad).toHaveAttribute('aria-invalid', 'true');
    expect(within(fila).getByRole('alert')).toHaveTextContent('Stock insuficiente (disponible: 3,5 unidad)');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('30001 - Perfume 1: Stock insuficiente (disponible: 3,5 unidad)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await u.clear(cantidad);
    await u.type(cantidad, '3.5');
    expect(within(fila).queryByRole('alert')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
    await screen.findByTestId('where');
    expect(store().created[0]).toMatchObject({ sucursalId: 2, detalles: [{ productoId: 1, cantidad: '3.5' }] });
  });

  it('reports a product that cannot be read', async () => {
    server.use(http.get(`${API_URL}/productos/:id`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    expect(await screen.findByText('Error al obtener información del producto')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad de 30001')).not.toBeInTheDocument();
  });

  it('says when the branches or payment methods cannot be loaded', async () => {
    server.use(http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Error al cargar datos iniciales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear Venta' })).not.toBeInTheDocument();
  });

  it('shows a generated code once, large, with its expiry and a copy button; closing forgets it', async () => {
    server.use(
      http.post(`${API_URL}/ventas/codigos-autorizacion`, () => {
        store().codigosPedidos += 1;
        const codigo = store().codigosPedidos === 1 ? '123456' : '654321';
        return HttpResponse.json({ codigo, expiraEn: '2026-11-21T15:10:00.000Z' }, { status: 201 });
      }),
    );
    const u = renderPage();
    // userEvent.setup() gives the page a clipboard; what the page copies into it is what a user pastes.
    const portapapeles = jest.spyOn(navigator.clipboard, 'writeText');
    const generar = await screen.findByRole('button', { name: 'Generar código de autorización' });
    await u.click(generar);
    let dialogo = await screen.findByRole('dialog', { name: 'Código de autorización' });
    expect(within(dialogo).getByText('123456')).toBeInTheDocument();
    // 15:10 UTC is 12:10 in Buenos Aires.
    expect(within(dialogo).getByText('Vence a las 12:10')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();
    expect(portapapeles).toHaveBeenCalledWith('123456');

    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(generar).toHaveFocus();
    expect(screen.queryByText('123456')).not.toBeInTheDocument();
    expect(store().codigosPedidos).toBe(1);

    // Seeing a code again means generating a new one.
    await u.keyboard('{Enter}');
    dialogo = await screen.findByRole('dialog', { name: 'Código de autorización' });
    expect(within(dialogo).getByText('654321')).toBeInTheDocument();
    expect(screen.queryByText('123456')).not.toBeInTheDocument();
    expect(store().codigosPedidos).toBe(2);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('654321')).not.toBeInTheDocument();
  });

  it("shows the server's message when a code cannot be generated", async () => {
    server.use(http.post(`${API_URL}/ventas/codigos-autorizacion`, () => HttpResponse.json({ message: 'No tiene permiso para esta acción.' }, { status: 403 })));
    const u = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Generar código de autorización' }));
    expect(await screen.findByText('No tiene permiso para esta acción.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the code generator without ventas.autorizar_precio', async () => {
    renderPage(vendedor);
    expect(await screen.findByRole('button', { name: 'Crear Venta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar código de autorización' })).not.toBeInTheDocument();
  });

  it("opens on the user's branch (docs/seguridad.md, «Aprobaciones y alcance»)", async () => {
    renderPage(fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Administrador', sucursalId: 2 }));
    const sucursal = await screen.findByLabelText(/Sucursal/);
    expect(sucursal).toHaveDisplayValue('Sucursal Norte');
    expect(screen.getByRole('combobox', { name: 'Buscar producto' })).toBeEnabled();
  });

  it('a discount above the role’s limit asks for the authorization code before saving', async () => {
    const u = renderPage(vendedor);
    const descuento = await screen.findByLabelText('Descuento total (%)');
    await u.clear(descuento);
    await u.type(descuento, '5');
    expect(screen.queryByText('El descuento supera el máximo de su rol (5 %).')).not.toBeInTheDocument();
    await u.type(descuento, '0');
    expect(await screen.findByText('El descuento supera el máximo de su rol (5 %).')).toBeInTheDocument();
    expect(screen.getByText('Esta venta necesita autorización.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Código de autorización/)).toBeRequired();
  });

  it('asks for a branch before the product search can be used (a user without a branch)', async () => {
    const u = renderPage(fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Administrador', sucursalId: null }));
    const buscar = await screen.findByRole('combobox', { name: 'Buscar producto' });
    expect(buscar).toBeDisabled();
    expect(buscar).toHaveAccessibleDescription('Seleccione una sucursal para buscar productos.');
    await u.selectOptions(screen.getByLabelText(/Sucursal/), 'Casa Central');
    expect(buscar).toBeEnabled();
    expect(buscar).not.toHaveAccessibleDescription();
  });

  it('adds a product from the keyboard: the first match is highlighted, Enter adds it, the search stays ready', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    const buscar = screen.getByRole('combobox', { name: 'Buscar producto' });
    await u.type(buscar, 'perfume');
    // The matches come from the server once the typing pauses ('Cargando...' until then).
    await screen.findByRole('option', { name: '30001 - Perfume 1' });
    const opciones = screen.getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['30001 - Perfume 1(10 unidad en stock)', '30002 - Perfume 2(10 unidad en stock)']);
    expect(opciones[0]).toHaveAccessibleName('30001 - Perfume 1');
    expect(opciones[0]).toHaveAccessibleDescription('(10 unidad en stock)');
    await waitFor(() => expect(buscar).toHaveAttribute('aria-activedescendant', opciones[0].id));
    await u.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByLabelText('Cantidad de 30002')).toBeInTheDocument();
    expect(buscar).toHaveValue('');
    expect(buscar).toHaveFocus();
  });

  it("asks the server for the branch's matches, 8 at most, once the typing pauses (nothing downloaded whole)", async () => {
    const pedidos: string[] = [];
    // Records each search and lets the store's handler answer it.
    server.use(http.get(`${API_URL}/:lista`, ({ request, params }) => void pedidos.push(`${String(params.lista)}${new URL(request.url).search}`)));
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Sucursal Norte');
    await u.type(screen.getByRole('combobox', { name: 'Buscar producto' }), 'perf');
    await screen.findByRole('option', { name: '30001 - Perfume 1' });
    await u.keyboard('{Escape}');
    await u.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'maría');
    await screen.findByRole('option', { name: 'María López - 27111222' });
    expect(pedidos.filter((p) => p.startsWith('productos') || p.startsWith('clientes'))).toEqual([
      'productos?search=perf&sucursalId=2&page=1&pageSize=8',
      'clientes?search=mar%C3%ADa&page=1&pageSize=8',
    ]);
  });

  it("says 'No se encontraron resultados.' when no product matches", async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await u.type(screen.getByRole('combobox', { name: 'Buscar producto' }), 'zzz');
    expect(await within(screen.getByRole('listbox')).findByText('No se encontraron resultados.')).toBeInTheDocument();
  });

  it('says so in the search when the products cannot be loaded', async () => {
    server.use(http.get(`${API_URL}/productos`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await u.type(screen.getByRole('combobox', { name: 'Buscar producto' }), '300');
    expect(await within(screen.getByRole('listbox')).findByText('Error al cargar los productos')).toBeInTheDocument();
  });

  it('chooses a client and removes it, the focus following the field', async () => {
    const u = renderPage();
    const buscar = await screen.findByRole('combobox', { name: 'Cliente (opcional)' });
    await u.type(buscar, '27111');
    await u.click(await screen.findByRole('option', { name: 'María López - 27111222' }));
    const cliente = screen.getByRole('group', { name: 'Cliente (opcional)' });
    expect(cliente).toHaveTextContent('María López (27111222)');
    const quitar = within(cliente).getByRole('button', { name: 'Quitar cliente' });
    expect(quitar).toHaveFocus();
    await u.click(quitar);
    const otraVez = screen.getByRole('combobox', { name: 'Cliente (opcional)' });
    expect(otraVez).toHaveValue('');
    expect(otraVez).toHaveFocus();
  });

  it('clears the lines when the branch changes, and says so', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await screen.findByLabelText('Cantidad de 30001');
    await u.selectOptions(screen.getByLabelText(/Sucursal/), 'Sucursal Norte');
    expect(await screen.findByText('Se quitaron los productos: el stock cambia con la sucursal.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad de 30001')).not.toBeInTheDocument();
    expect(screen.getByText('Agregue productos a la venta.')).toBeInTheDocument();
  });

  describe('credit of a Cuenta Corriente sale', () => {
    it('warns before saving when the sale takes the balance past the limit: the reasons, the code needed and how to get it', async () => {
      creditos[1] = estadoCredito({ limiteCreditoPesos: '1000.00', saldoPesos: '500.00' });
      const u = renderPage();
      await ventaAMaria(u);
      const aviso = await avisoCredito();
      // 500,00 owed + 1.210,00 of this sale = 1.710,00, above the limit of 1.000,00.
      expect(aviso).toHaveTextContent(/pesos/);
      expect(aviso).toHaveTextContent(/\$ 1\.710,00/);
      expect(aviso).toHaveTextContent(/\$ 1\.000,00/);
      expect(aviso).toHaveTextContent('Ingrese un código de autorización para registrarla.');
      expect(aviso).toHaveTextContent('Puede generarlo usted con el botón «Generar código de autorización», arriba.');
      expect(screen.getByRole('textbox', { name: 'Código de autorización' })).toHaveValue('');
      expect(consultasCredito).toEqual([1]);
    });

    it('requires the code before sending anything, then sends it as codigo_pass', async () => {
      creditos[1] = estadoCredito({ limiteCreditoPesos: '1000.00', saldoPesos: '500.00' });
      const u = renderPage();
      await ventaAMaria(u);
      await avisoCredito();
      const crear = screen.getByRole('button', { name: 'Crear Venta' });
      await u.click(crear);
      const codigo = screen.getByRole('textbox', { name: 'Código de autorización' });
      expect(codigo).toHaveAccessibleDescription('Debe ingresar un código de autorización');
      expect(codigo).toHaveAttribute('aria-invalid', 'true');
      expect(codigo).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await u.type(codigo, '123456');
      expect(codigo).not.toHaveAccessibleDescription('Debe ingresar un código de autorización');
      await u.click(crear);
      await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
      expect(store().created).toEqual([expect.objectContaining({ metodoPagoId: 4, clienteId: 1, custom: false, codigo_pass: '123456', total: '1210.00' })]);
    });

    it('says nothing and sends no code within the limit; asks nothing for another method', async () => {
      creditos[1] = estadoCredito({ limiteCreditoPesos: '5000.00', saldoPesos: '3790.00', deudaMasAntiguaDias: 90 });
      const u = renderPage();
      await ventaAMaria(u, 'Efectivo');
      expect(consultasCredito).toEqual([]);
      await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cuenta Corriente');
      await waitFor(() => expect(consultasCredito).toEqual([1]));
      await waitFor(() => expect(screen.queryByText('Consultando el crédito del cliente…')).not.toBeInTheDocument());
      // 3.790,00 + 1.210,00 = 5.000,00: exactly the limit is allowed; a debt of 90 days is not overdue yet.
      sinAvisoCredito();
      expect(screen.queryByRole('textbox', { name: 'Código de autorización' })).not.toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
      await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
      expect(store().created).toEqual([expect.objectContaining({ metodoPagoId: 4, clienteId: 1, codigo_pass: null })]);
    });

    it("checks the limit of the sale's currency: a dollar sale against the dollar limit only", async () => {
      creditos[1] = estadoCredito({ limiteCreditoPesos: '0.00', limiteCreditoDolares: '2000.00', saldoDolares: '800.00' });
      const u = renderPage();
      await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
      await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cuenta Corriente');
      await u.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'María');
      await u.click(await screen.findByRole('option', { name: 'María López - 27111222' }));
      await waitFor(() => expect(consultasCredito).toEqual([1]));
      await agregar(u, 'importada', /^30003 - /);
      const cantidad = await screen.findByLabelText('Cantidad de 30003');
      // US$ 800,00 + 1.210,00 = 2.010,00 > 2.000,00; the pesos limit of 0 does not apply to a dollar sale.
      const aviso = await avisoCredito();
      expect(aviso).toHaveTextContent(/dólares/);
      expect(aviso).toHaveTextContent(/US\$ 2\.010,00/);
      expect(aviso).toHaveTextContent(/US\$ 2\.000,00/);
      expect(aviso).not.toHaveTextContent(/pesos/);
      await u.clear(cantidad);
      await u.type(cantidad, '0.5');
      // US$ 800,00 + 605,00 = 1.405,00: within the limit, the warning goes.
      await waitFor(() => sinAvisoCredito());
    });

    it('warns a seller about a debt older than 90 days and tells it to ask for the code', async () => {
      creditos[1] = estadoCredito({ deudaMasAntiguaDias: 120 });
      const u = renderPage(vendedor);
      await ventaAMaria(u);
      const aviso = await avisoCredito();
      expect(aviso).toHaveTextContent(/120 días/);
      expect(aviso).toHaveTextContent('Pídaselo a quien pueda autorizar precios.');
      expect(aviso).not.toHaveTextContent(/Generar código de autorización/);
      // Without a client there is no credit to check: the warning goes.
      await u.click(screen.getByRole('button', { name: 'Quitar cliente' }));
      sinAvisoCredito();
    });

    it("shows the server's 409 and reads the client's credit again, which now asks for the code", async () => {
      const mensaje = 'El saldo en pesos del cliente pasaría a $ 1.710,00 y supera su límite de crédito de $ 1.000,00. Ingrese un código de autorización para registrarla.';
      server.use(http.post(`${API_URL}/ventas`, () => HttpResponse.json({ message: mensaje }, { status: 409 }), { once: true }));
      const u = renderPage();
      await ventaAMaria(u);
      await waitFor(() => expect(consultasCredito).toEqual([1]));
      await waitFor(() => expect(screen.queryByText('Consultando el crédito del cliente…')).not.toBeInTheDocument());
      sinAvisoCredito();
      // Meanwhile the client's account changed (another sale elsewhere).
      creditos[1] = estadoCredito({ limiteCreditoPesos: '1000.00', saldoPesos: '500.00' });
      await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
      await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(mensaje)).toBeInTheDocument();
      expect(await avisoCredito()).toHaveTextContent(/\$ 1\.710,00/);
      expect(consultasCredito).toEqual([1, 1]);
      expect(store().created).toEqual([]);
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    });

    it('uses the code of an unlocked price for the credit too', async () => {
      creditos[1] = estadoCredito({ deudaMasAntiguaDias: 200 });
      const u = renderPage();
      await ventaAMaria(u);
      await avisoCredito();
      await u.click(screen.getByRole('button', { name: 'Desbloquear precio de 30001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Autorizar cambio de precio' });
      await u.type(within(dialog).getByLabelText('Código de autorización'), '123456');
      await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Código de autorización' })).toHaveValue('123456');
      await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
      await u.click(within(await screen.findByRole('dialog', { name: 'Seleccione la línea' })).getByRole('button', { name: 'Guardar' }));
      await screen.findByTestId('where');
      expect(store().created[0]).toMatchObject({ custom: true, codigo_pass: '123456' });
    });

    it('tells Cuenta Corriente by its key: renamed, it still needs a client and checks the credit', async () => {
      store().metodos = [fakeMetodoPago({ id: 1, nombre: 'Efectivo' }), fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' }), fakeMetodoPago({ id: 5, nombre: 'Cuenta Corriente' })];
      creditos[1] = estadoCredito({ limiteCreditoPesos: '0.00' });
      const u = renderPage();
      await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
      await agregar(u, '30001', /^30001 - /);
      await screen.findByLabelText('Cantidad de 30001');
      const crear = screen.getByRole('button', { name: 'Crear Venta' });
      await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cuenta Corriente');
      expect(crear).not.toHaveAccessibleDescription();
      await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cta. Cte.');
      expect(crear).toHaveAccessibleDescription('Una venta en Cuenta Corriente requiere un cliente.');
      await u.type(screen.getByRole('combobox', { name: 'Cliente (opcional)' }), 'María');
      await u.click(await screen.findByRole('option', { name: 'María López - 27111222' }));
      expect(await avisoCredito()).toHaveTextContent(/\$ 0,00/);
      expect(consultasCredito).toEqual([1]);
    });
  });

  describe('Línea 1 (factura electrónica)', () => {
    /** Casa Central, one Perfume 1 in Efectivo, 'Crear Venta': the line dialog. */
    async function hastaLaLinea(u: ReturnType<typeof userEvent.setup>) {
      await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
      await agregar(u, '30001', /^30001 - /);
      await screen.findByLabelText('Cantidad de 30001');
      await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
      await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
      return within(await screen.findByRole('dialog', { name: 'Seleccione la línea' }));
    }

    it('is disabled, with its reason, in a branch without punto de venta; the sale goes on Línea 2', async () => {
      store().sucursales[0] = fakeSucursal({ id: 1, nombre: 'Casa Central', puntoVenta: null });
      const u = renderPage();
      const dialog = await hastaLaLinea(u);
      const linea1 = dialog.getByLabelText('Línea 1 (Factura electrónica)');
      expect(linea1).toBeDisabled();
      expect(linea1).toHaveAccessibleDescription('La sucursal no tiene punto de venta de ARCA.');
      expect(dialog.getByLabelText('Línea 2 (Comprobante interno)')).toBeChecked();
      await u.click(dialog.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Venta creada correctamente')).toBeInTheDocument();
      expect(store().created[0]).toMatchObject({ linea: 2 });
    });

    it('chosen from the keyboard, sends linea 1 and prints the authorised Factura, then goes to /ventas', async () => {
      const ventana = mockPrintWindow();
      const u = renderPage();
      const dialog = await hastaLaLinea(u);
      // The arrow keys move the choice within the radio group.
      dialog.getByLabelText('Línea 2 (Comprobante interno)').focus();
      await u.keyboard('{ArrowUp}');
      expect(dialog.getByLabelText('Línea 1 (Factura electrónica)')).toBeChecked();
      await u.click(dialog.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/ventas$/);
      expect(store().created[0]).toMatchObject({ linea: 1 });
      await waitFor(() => expect(ventana.html()).toContain('Factura A 00001-00000023'));
      expect(ventana.html()).toContain(CAE_PRUEBA);
      expect(ventana.html()).not.toContain('Comprobante interno');
      expect(ventana.close).not.toHaveBeenCalled();
    });

    it('a Factura ARCA left pending: closes the window and opens the sale to retry it', async () => {
      store().estadoNuevoComprobante = 'pendiente';
      const ventana = mockPrintWindow();
      const u = renderPage();
      const dialog = await hastaLaLinea(u);
      await u.click(dialog.getByLabelText('Línea 1 (Factura electrónica)'));
      await u.click(dialog.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByTestId('where')).toHaveTextContent('/ventas/101');
      expect(await screen.findByText(MSG_ARCA_NO_RESPONDE)).toBeInTheDocument();
      expect(ventana.close).toHaveBeenCalled();
      expect(ventana.html()).toBe('');
    });

    it("shows the server's 400 for a sale it cannot invoice, and stays", async () => {
      const ventana = mockPrintWindow();
      server.use(http.post(`${API_URL}/ventas`, () => HttpResponse.json({ message: MSG_FACTURA_A_SIN_CUIT }, { status: 400 })));
      const u = renderPage();
      const dialog = await hastaLaLinea(u);
      await u.click(dialog.getByLabelText('Línea 1 (Factura electrónica)'));
      await u.click(dialog.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(MSG_FACTURA_A_SIN_CUIT)).toBeInTheDocument();
      expect(ventana.close).toHaveBeenCalled();
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    });
  });
});
