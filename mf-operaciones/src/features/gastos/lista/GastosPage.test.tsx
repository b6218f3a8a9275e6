import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { hoyBuenosAires } from '../../comun/utils/fechas';
import { API_URL, setupGastosServer } from '../testing/gastos-handlers';
import { GastosPage } from './GastosPage';
import { MSG_ERROR_CREAR_GASTO } from './NuevoGastoDialog';

jest.setTimeout(20_000);

const { server, store } = setupGastosServer();

/** Sees the expenses only: no 'Nuevo gasto', no 'Anular'. */
const soloVer = fakeSessionUser({ roleName: 'Consulta', permissions: [P.gastosGet] });
/** Records expenses but may see neither suppliers nor boxes. */
const cajero = fakeSessionUser({ roleName: 'Cajero', permissions: [P.gastosGet, P.gastosPost] });

function open(route = '/gastos', user?: SessionUser) {
  renderWithProviders(
    <>
      <GastosPage />
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const tabla = () => screen.getByRole('table', { name: 'Gastos' });
const filas = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const numeros = () => filas(tabla()).map((f) => within(f).getAllByRole('cell')[0].textContent);
const url = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const ultimoPedido = () => Object.fromEntries(store().listados.at(-1)!);
/** A field of a dialog by its label (a required one carries an asterisk hidden from screen readers). */
const campo = (dialogo: HTMLElement, label: string) => within(dialogo).getByLabelText(new RegExp(`^${label}\\*?$`));

/** Opens «Nuevo gasto» and fills it: Otros, 'Varios', $ 10, Efectivo (once the methods arrived). Returns the dialog. */
async function nuevoGastoVarios(u: ReturnType<typeof open>) {
  await u.click(await screen.findByRole('button', { name: 'Nuevo gasto' }));
  const dialogo = screen.getByRole('dialog', { name: 'Nuevo gasto' });
  await u.selectOptions(campo(dialogo, 'Categoría'), 'Otros');
  await u.type(campo(dialogo, 'Descripción'), 'Varios');
  await u.type(campo(dialogo, 'Monto'), '10');
  await waitFor(() => expect(within(campo(dialogo, 'Método de pago')).getAllByRole('option')).toHaveLength(4));
  await u.selectOptions(campo(dialogo, 'Método de pago'), 'Efectivo');
  return dialogo;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('/gastos', () => {
  it('lists the expenses newest first with their data, annulled ones marked, and the totals per currency, category and month', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gastos' })).toBeInTheDocument();
    await waitFor(() => expect(numeros()).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']));
    expect(screen.getByText('12 gastos')).toBeInTheDocument();
    const alquiler = within(filas(tabla())[0]);
    for (const texto of ['23/11/2026', 'Alquiler', 'Alquiler del local', 'Química del Plata S.A.', 'Transferencia', 'Casa Central', '$ 350.000,00', 'Laura Gómez', 'Activo']) {
      expect(alquiler.getByText(texto)).toBeInTheDocument();
    }
    expect(within(filas(tabla())[1]).getByText('US$ 120,00')).toBeInTheDocument();
    expect(within(filas(tabla())[2]).getByText('Anulado')).toBeInTheDocument();
    expect(within(filas(tabla())[2]).queryByRole('button', { name: 'Anular gasto 10' })).not.toBeInTheDocument();
    expect(within(filas(tabla())[3]).getByRole('button', { name: 'Anular gasto 9' })).toBeInTheDocument();

    // Totals leave out the annulled expense 10 ($ 1.010,00): Servicios = 1.009 + … + 1.005 (Nov, 5.035) + 1.004 + … + 1.001 (Oct, 4.010).
    expect(screen.getByLabelText('Total por moneda')).toHaveTextContent('$ 359.045,00US$ 120,00');
    const categorias = screen.getByRole('table', { name: 'Totales por categoría' });
    expect(filas(categorias).map((f) => f.textContent)).toEqual(['Alquiler$ 350.000,00—', 'Fletes y envíos—US$ 120,00', 'Servicios$ 9.045,00—']);
    const meses = screen.getByRole('table', { name: 'Totales por mes' });
    expect(filas(meses).map((f) => f.textContent)).toEqual(['Noviembre 2026$ 355.035,00US$ 120,00', 'Octubre 2026$ 4.010,00—']);
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10' });
  });

  it('filters by dates, category, currency and annulled, keeping the filters and the page in the URL', async () => {
    const u = open();
    await waitFor(() => expect(numeros()).toHaveLength(10));
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(numeros()).toEqual(['2', '1']));
    expect(url().searchParams.get('page')).toBe('2');

    await u.selectOptions(screen.getByLabelText('Categoría'), 'Servicios');
    await waitFor(() => expect(numeros()).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']));
    expect(url().searchParams.get('page')).toBeNull();
    await u.type(screen.getByLabelText('Desde'), '2026-11-01');
    await u.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await u.selectOptions(screen.getByLabelText('Anulados'), 'Solo activos');
    await waitFor(() => expect(numeros()).toEqual(['9', '8', '7', '6', '5']));
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '10', categoria: 'Servicios', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', anulado: 'false' });
    expect(Object.fromEntries(url().searchParams)).toEqual({ categoria: 'Servicios', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', anulado: 'false' });
    expect(screen.getByLabelText('Total por moneda')).toHaveTextContent('$ 5.035,00');

    await u.selectOptions(screen.getByLabelText('Categoría'), 'Todas');
    await u.selectOptions(screen.getByLabelText('Moneda'), 'Dólares');
    await waitFor(() => expect(numeros()).toEqual(['11']));
    expect(ultimoPedido()).toMatchObject({ monedaId: '2' });
    expect(screen.getByLabelText('Total por moneda')).toHaveTextContent('US$ 120,00');
  });

  it('reads the filters from the URL, ignoring malformed ones, and says when nothing matches', async () => {
    open('/gastos?categoria=Publicidad&monedaId=7&fechaDesde=ayer&anulado=true&pageSize=20');
    expect(await within(await screen.findByRole('table', { name: 'Gastos' })).findByText('No hay resultados.')).toBeInTheDocument();
    expect(ultimoPedido()).toEqual({ page: '1', pageSize: '20', categoria: 'Publicidad', anulado: 'true' });
    expect(screen.getByLabelText('Categoría')).toHaveValue('Publicidad');
    expect(screen.getByLabelText('Anulados')).toHaveValue('true');
    expect(screen.getByLabelText('Moneda')).toHaveValue('');
  });

  it('records an expense paid from an open box of its currency, with the API rules before sending', async () => {
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Nuevo gasto' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo gasto' });
    const fecha = campo(dialogo, 'Fecha');
    expect(fecha).toHaveFocus();
    expect(fecha).toHaveValue(hoyBuenosAires());
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar gasto' }));
    expect(await within(dialogo).findByText('Categoría inválida.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Debe ingresar una descripción.')).toBeInTheDocument();
    expect(within(dialogo).getByText('El monto debe ser mayor a cero, con hasta 2 decimales.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Debe seleccionar un método de pago.')).toBeInTheDocument();
    expect(store().creados).toEqual([]);

    // The current account is not a way to pay an expense.
    const metodo = campo(dialogo, 'Método de pago');
    await waitFor(() => expect(within(metodo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un método de pago', 'Efectivo', 'Transferencia', 'Tarjeta']));
    await u.clear(fecha);
    await u.type(fecha, '2026-11-24');
    await u.selectOptions(campo(dialogo, 'Categoría'), 'Fletes y envíos');
    await u.type(campo(dialogo, 'Descripción'), 'Envío a Córdoba');
    await u.type(campo(dialogo, 'Monto'), '15000.999');
    expect(campo(dialogo, 'Monto')).toHaveValue('15000.99');
    await u.selectOptions(metodo, 'Efectivo');
    await u.selectOptions(campo(dialogo, 'Proveedor'), 'Aromas del Sur S.R.L.');
    const caja = campo(dialogo, 'Caja');
    await waitFor(() => expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Casa Central (saldo $ 3.920,00)']));
    await u.selectOptions(caja, 'Casa Central (saldo $ 3.920,00)');

    // Switching to dollars offers only the dollar box that is open, and drops the peso box.
    await u.selectOptions(campo(dialogo, 'Moneda'), 'Dólares (US$)');
    expect(caja).toHaveValue('');
    expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Sucursal Norte (saldo US$ 200,00)']);
    await u.selectOptions(campo(dialogo, 'Moneda'), 'Pesos ($)');
    await u.selectOptions(caja, 'Casa Central (saldo $ 3.920,00)');

    await u.click(within(dialogo).getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Gasto registrado correctamente')).toBeInTheDocument();
    expect(store().creados).toEqual([
      { fecha: '2026-11-24', categoria: 'Fletes y envíos', descripcion: 'Envío a Córdoba', monto: '15000.99', monedaId: 1, metodoPagoId: 1, proveedorId: 2, cajaId: 1 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(numeros()[0]).toBe('101'));
    expect(within(filas(tabla())[0]).getByText('$ 15.000,99')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the expense, and the form stays", async () => {
    server.use(http.post(`${API_URL}/gastos`, () => HttpResponse.json({ message: 'Saldo insuficiente en la caja.' }, { status: 409 })));
    const u = open();
    const dialogo = await nuevoGastoVarios(u);
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Saldo insuficiente en la caja.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nuevo gasto' })).toBeInTheDocument();
  });

  it('sends one Idempotency-Key per submission: the same when pressed again after a network error, a new one once the form changed', async () => {
    // Two network failures (the answer never arrived: the expense may exist), then the server answers.
    const claves: Array<string | null> = [];
    server.use(
      http.post(`${API_URL}/gastos`, ({ request }) => {
        claves.push(request.headers.get('Idempotency-Key'));
        return claves.length <= 2 ? HttpResponse.error() : HttpResponse.json({ id: 500 }, { status: 201 });
      }),
    );
    const u = open();
    const dialogo = await nuevoGastoVarios(u);
    const registrar = within(dialogo).getByRole('button', { name: 'Registrar gasto' });

    await u.click(registrar);
    await waitFor(() => expect(claves).toHaveLength(1));
    expect(await screen.findByText(MSG_ERROR_CREAR_GASTO)).toBeInTheDocument();
    await waitFor(() => expect(registrar).toBeEnabled());
    await u.click(registrar);
    await waitFor(() => expect(claves).toHaveLength(2));
    await waitFor(() => expect(registrar).toBeEnabled());
    expect(claves[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(claves[1]).toBe(claves[0]);

    // The form changed: another submission, another key.
    await u.type(campo(dialogo, 'Descripción'), ' de oficina');
    await u.click(registrar);
    expect(await screen.findByText('Gasto registrado correctamente')).toBeInTheDocument();
    expect(claves).toHaveLength(3);
    expect(claves[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(claves[2]).not.toBe(claves[0]);
  });

  it('annuls an expense after confirming, and shows it annulled', async () => {
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Anular gasto 9' }));
    let confirmacion = screen.getByRole('alertdialog', { name: 'Anular gasto N° 9' });
    expect(confirmacion).toHaveAccessibleDescription(
      'La anulación no se puede deshacer: el gasto deja de contar en los totales y, si se pagó desde una caja, el monto vuelve a esa caja (que tiene que estar abierta).',
    );
    expect(within(confirmacion).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(store().anulados).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Anular gasto 9' }));
    confirmacion = screen.getByRole('alertdialog', { name: 'Anular gasto N° 9' });
    await u.click(within(confirmacion).getByRole('button', { name: 'Anular gasto' }));
    expect(await screen.findByText('Gasto anulado correctamente.')).toBeInTheDocument();
    expect(store().anulados).toEqual([9]);
    await waitFor(() => expect(within(filas(tabla())[3]).getByText('Anulado')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Anular gasto 9' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Total por moneda')).toHaveTextContent('$ 358.036,00US$ 120,00');
  });

  it("shows the server's message when the annulment is refused", async () => {
    server.use(http.put(`${API_URL}/gastos/anular/:id`, () => HttpResponse.json({ message: 'El gasto ya está anulado.' }, { status: 409 })));
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Anular gasto 9' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anular gasto' }));
    expect(await screen.findByText('El gasto ya está anulado.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the expense a cash-box movement links to, and annuls it from there', async () => {
    const u = open('/gastos?gastoId=12&page=2');
    const dialogo = await screen.findByRole('dialog', { name: 'Gasto N° 12' });
    expect(await within(dialogo).findByText('Alquiler del local')).toBeInTheDocument();
    expect(within(dialogo).getByText('Casa Central ($)')).toBeInTheDocument();
    expect(within(dialogo).getByText('$ 350.000,00')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Anular gasto' }));
    expect(Object.fromEntries(url().searchParams)).toEqual({ page: '2' });
    await u.click(within(screen.getByRole('alertdialog', { name: 'Anular gasto N° 12' })).getByRole('button', { name: 'Anular gasto' }));
    expect(await screen.findByText('Gasto anulado correctamente.')).toBeInTheDocument();
    expect(store().anulados).toEqual([12]);
  });

  it('says so when the linked expense does not exist', async () => {
    const u = open('/gastos?gastoId=999');
    const dialogo = await screen.findByRole('dialog', { name: 'Gasto N° 999' });
    expect(await within(dialogo).findByText('No se encontró el gasto.')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url().searchParams.get('gastoId')).toBeNull();
  });

  it('offers neither Nuevo gasto nor Anular to a user with only gastos.get', async () => {
    open('/gastos?gastoId=9', soloVer);
    const dialogo = await screen.findByRole('dialog', { name: 'Gasto N° 9' });
    expect(await within(dialogo).findByText('Factura de luz 9')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Anular gasto' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(numeros()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Nuevo gasto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Anular/ })).not.toBeInTheDocument();
  });

  it('hides Proveedor and Caja from a user who may read neither suppliers nor boxes', async () => {
    const pedidos: string[] = [];
    server.events.on('request:start', ({ request }) => pedidos.push(new URL(request.url).pathname));
    const u = open('/gastos', cajero);
    await u.click(await screen.findByRole('button', { name: 'Nuevo gasto' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo gasto' });
    expect(campo(dialogo, 'Método de pago')).toBeInTheDocument();
    expect(within(dialogo).queryByLabelText(/^Proveedor/)).not.toBeInTheDocument();
    expect(within(dialogo).queryByLabelText(/^Caja/)).not.toBeInTheDocument();
    expect(pedidos).not.toContain('/api/proveedores');
    expect(pedidos).not.toContain('/api/cajas');
    server.events.removeAllListeners();
  });

  it("says 'Error al cargar los gastos' and loads them with Reintentar", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/gastos`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open();
    expect(await screen.findByText('Error al cargar los gastos')).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(numeros()).toHaveLength(10));
  });
});
