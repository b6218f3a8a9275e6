import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { mesDe } from '../../comun/utils/fechas';
import { API_URL, setupComisionesServer } from '../testing/comisiones-handlers';
import { ComisionesPage } from './ComisionesPage';

jest.setTimeout(20_000);

const { server, store } = setupComisionesServer();

/** The seeded Vendedor role: comisiones.get without comisiones.post (only their own commissions). */
const vendedora = fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Vendedor' });
/** Pays out commissions but may not see the cash boxes. */
const sinCajas = fakeSessionUser({ roleName: 'Encargado', permissions: [P.comisionesGet, P.comisionesPost] });

const NOVIEMBRE = '/comisiones?fechaDesde=2026-11-01&fechaHasta=2026-11-30';

function open(route = NOVIEMBRE, user?: SessionUser) {
  renderWithProviders(
    <>
      <ComisionesPage />
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const lineas = () => screen.getByRole('table', { name: 'Comisiones por vendedor' });
const filas = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const celdas = (f: HTMLElement) => within(f).getAllByRole('cell').map((c) => c.textContent);
const url = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const pedidos = (path: string) => store().listados.filter((u) => u.pathname === `/api/${path}`).map((u) => Object.fromEntries(u.searchParams));
/** A field of a dialog by its label (a required one carries an asterisk hidden from screen readers). */
const campo = (dialogo: HTMLElement, label: string) => within(dialogo).getByLabelText(new RegExp(`^${label}\\*?$`));

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('/comisiones', () => {
  it('shows one row per seller and currency with their commission, paid and owed amounts, and the totals', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comisiones' })).toBeInTheDocument();
    await waitFor(() => expect(filas(lineas())).toHaveLength(3));
    expect(celdas(filas(lineas())[0]).slice(0, 7)).toEqual(['Ana Pérez', 'V001', '5 %', '12', '$ 1.210,00', '$ 200,00', '$ 1.010,00']);
    expect(celdas(filas(lineas())[1]).slice(0, 7)).toEqual(['Ana Pérez', 'V001', '5 %', '1', 'US$ 6,05', 'US$ 0,00', 'US$ 6,05']);
    expect(celdas(filas(lineas())[2]).slice(0, 7)).toEqual(['Pedro Ruiz', 'V002', '3 %', '3', '$ 300,00', '$ 300,00', '$ 0,00']);
    expect(screen.getByLabelText('Totales del período')).toHaveTextContent(
      'Pesos: comisión $ 1.510,00, pagado $ 500,00, adeudado $ 1.010,00 · Dólares: comisión US$ 6,05, pagado US$ 0,00, adeudado US$ 6,05',
    );
    expect(screen.getByText('Del 01/11/2026 al 30/11/2026')).toBeInTheDocument();
    expect(pedidos('comisiones')).toEqual([{ fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' }]);
  });

  it('asks for the current month when the URL has no period, and for the one picked after', async () => {
    open('/comisiones');
    await waitFor(() => expect(pedidos('comisiones')).toHaveLength(1));
    const mes = mesDe();
    expect(pedidos('comisiones')[0]).toEqual({ fechaDesde: mes.desde, fechaHasta: mes.hasta });
    expect(screen.getByLabelText('Desde')).toHaveValue(mes.desde);
    // A day picked in the browser's date picker (the box always holds a day: the period is never open-ended).
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(pedidos('comisiones').at(-1)).toEqual({ fechaDesde: '2026-10-01', fechaHasta: mes.hasta }));
    expect(url().searchParams.get('fechaDesde')).toBe('2026-10-01');
  });

  it("shows a seller's sales with their commission, paged in the URL, and their latest payouts", async () => {
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Ver ventas de Ana Pérez ($)' }));
    expect(screen.getByRole('button', { name: 'Ver ventas de Ana Pérez ($)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Pérez (V001) · Pesos' })).toBeInTheDocument();
    const ventas = screen.getByRole('table', { name: 'Ventas de Ana Pérez ($)' });
    await waitFor(() => expect(filas(ventas)).toHaveLength(10));
    expect(within(ventas).getByRole('link', { name: 'Venta N° 112' })).toHaveAttribute('href', '/ventas/112');
    expect(celdas(filas(ventas)[0]).slice(1)).toEqual(['01/11/2026 12:00', 'María López', '$ 2.000,00', '$ 110,00']);
    expect(celdas(filas(ventas)[1])[2]).toBe('Sin cliente');
    expect(pedidos('comisiones/ventas').at(-1)).toEqual({ vendedorId: '1', monedaId: '1', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', page: '1', pageSize: '10' });

    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(filas(ventas)).toHaveLength(2));
    expect(Object.fromEntries(url().searchParams)).toEqual({ fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', vendedorId: '1', monedaId: '1', page: '2' });

    const pagos = screen.getByRole('table', { name: 'Pagos recientes a Ana Pérez' });
    await waitFor(() => expect(filas(pagos)).toHaveLength(1));
    expect(celdas(filas(pagos)[0]).slice(0, 6)).toEqual(['4', '20/11/2026 12:00', '$ 200,00', 'Casa Central', 'Comisiones de noviembre', 'Laura Gómez']);
    expect(pedidos('comisiones/pagos').at(-1)).toEqual({ vendedorId: '1', page: '1', pageSize: '5' });
  });

  it('pays out what is owed from an open box by default, then prints the receipt with the period', async () => {
    const ventana = mockPrintWindow();
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Pagar comisión a Ana Pérez ($)' }));
    const dialogo = screen.getByRole('dialog', { name: 'Pagar comisión' });
    expect(within(dialogo).getByText('Ana Pérez (V001) · adeudado $ 1.010,00 al 30/11/2026')).toBeInTheDocument();
    const monto = campo(dialogo, 'Monto');
    expect(monto).toHaveFocus();
    expect(monto).toHaveValue('1010.00');
    expect(campo(dialogo, 'Moneda')).toHaveValue('1');
    expect(campo(dialogo, 'Descripción')).toHaveValue('Comisiones del 01/11/2026 al 30/11/2026');
    const caja = campo(dialogo, 'Caja');
    await waitFor(() => expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Casa Central (saldo $ 3.920,00)']));
    await u.selectOptions(caja, 'Casa Central (saldo $ 3.920,00)');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));

    expect(await screen.findByText('Pago de comisión registrado correctamente')).toBeInTheDocument();
    expect(store().pagados).toEqual([{ vendedorId: 1, monto: '1010.00', monedaId: 1, cajaId: 1, descripcion: 'Comisiones del 01/11/2026 al 30/11/2026' }]);
    expect(within(dialogo).getByText('Se registró el pago N° 101 de $ 1.010,00 a Ana Pérez.')).toBeInTheDocument();
    const imprimir = within(dialogo).getByRole('button', { name: 'Imprimir recibo' });
    expect(imprimir).toHaveFocus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(ventana.html()).toContain('Recibo de pago de comisión N° 101'));
    for (const texto of ['Vendedor:</strong> Ana Pérez (V001)', 'Período:</strong> del 01/11/2026 al 30/11/2026', 'Caja:</strong> Casa Central ($)', 'Monto: $ 1.010,00', 'Firma del vendedor']) {
      expect(ventana.html()).toContain(texto);
    }
    await u.click(within(dialogo).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(celdas(filas(lineas())[0]).slice(5, 7)).toEqual(['$ 1.210,00', '$ 0,00']));
  });

  it('checks the amount like the API, drops the box when the currency changes, and keeps the form when the server refuses', async () => {
    server.use(http.post(`${API_URL}/comisiones/pagos`, () => HttpResponse.json({ message: 'La caja está cerrada.' }, { status: 409 })));
    const u = open();
    // Pedro Ruiz is owed nothing: there is nothing to pay him.
    expect(await screen.findByRole('button', { name: 'Pagar comisión a Pedro Ruiz ($)' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Pagar comisión a Ana Pérez (US$)' }));
    const dialogo = screen.getByRole('dialog', { name: 'Pagar comisión' });
    const monto = campo(dialogo, 'Monto');
    expect(monto).toHaveValue('6.05');
    expect(campo(dialogo, 'Moneda')).toHaveValue('2');
    await u.clear(monto);
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialogo).findByText('El monto debe ser mayor a cero, con hasta 2 decimales.')).toBeInTheDocument();

    await u.type(monto, '5');
    const caja = campo(dialogo, 'Caja');
    await waitFor(() => expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Sucursal Norte (saldo US$ 200,00)']));
    await u.selectOptions(caja, 'Sucursal Norte (saldo US$ 200,00)');
    await u.selectOptions(campo(dialogo, 'Moneda'), 'Pesos ($)');
    expect(caja).toHaveValue('');
    expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Casa Central (saldo $ 3.920,00)']);
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('La caja está cerrada.')).toBeInTheDocument();
    expect(campo(dialogo, 'Monto')).toHaveValue('5');
  });

  it('shows the payout a cash-box movement links to and prints its receipt', async () => {
    const ventana = mockPrintWindow();
    const u = open(`${NOVIEMBRE}&pagoId=4`);
    const dialogo = await screen.findByRole('dialog', { name: 'Pago de comisión N° 4' });
    expect(await within(dialogo).findByText('Comisiones de noviembre')).toBeInTheDocument();
    expect(within(dialogo).getByText('Casa Central ($)')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Imprimir recibo' }));
    await waitFor(() => expect(ventana.html()).toContain('Recibo de pago de comisión N° 4'));
    expect(ventana.html()).not.toContain('Período');
    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(url().searchParams.get('pagoId')).toBeNull();
  });

  it('closes the print window and says so when the payout cannot be read to print it', async () => {
    const ventana = mockPrintWindow();
    const u = open(`${NOVIEMBRE}&vendedorId=1&monedaId=1`);
    const boton = await screen.findByRole('button', { name: 'Imprimir recibo N° 4' });
    server.use(http.get(`${API_URL}/comisiones/pagos/:id`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await u.click(boton);
    expect(await screen.findByText('No se pudo obtener el pago para imprimir el recibo')).toBeInTheDocument();
    expect(ventana.close).toHaveBeenCalled();
    expect(ventana.html()).toBe('');
  });

  it('shows a seller without comisiones.post only their own line, without the pay button', async () => {
    store().soloVendedorId = 1;
    const u = open(NOVIEMBRE, vendedora);
    await waitFor(() => expect(filas(lineas())).toHaveLength(2));
    expect(filas(lineas()).map((f) => celdas(f)[0])).toEqual(['Ana Pérez', 'Ana Pérez']);
    expect(screen.queryByRole('button', { name: /^Pagar comisión/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ver ventas de Ana Pérez (US$)' }));
    const ventas = screen.getByRole('table', { name: 'Ventas de Ana Pérez (US$)' });
    await waitFor(() => expect(filas(ventas)).toHaveLength(1));
    expect(celdas(filas(ventas)[0]).slice(3)).toEqual(['US$ 121,00', 'US$ 6,05']);
  });

  it('pays without a box field for a user who may not see the boxes', async () => {
    const u = open(NOVIEMBRE, sinCajas);
    await u.click(await screen.findByRole('button', { name: 'Pagar comisión a Ana Pérez (US$)' }));
    const dialogo = screen.getByRole('dialog', { name: 'Pagar comisión' });
    expect(within(dialogo).queryByLabelText('Caja')).not.toBeInTheDocument();
    await u.clear(campo(dialogo, 'Descripción'));
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago de comisión registrado correctamente')).toBeInTheDocument();
    expect(store().pagados).toEqual([{ vendedorId: 1, monto: '6.05', monedaId: 2, descripcion: null }]);
  });

  it("says 'Error al cargar las comisiones' and loads them with Reintentar, and 'No hay resultados.' without lines", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/comisiones`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    store().items = [];
    const u = open();
    expect(await screen.findByText('Error al cargar las comisiones')).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(lineas()).findByText('No hay resultados.')).toBeInTheDocument();
  });

  it('shows why the server refused the period', async () => {
    server.use(http.get(`${API_URL}/comisiones`, () => HttpResponse.json({ message: 'La fecha desde no puede ser posterior a la fecha hasta.' }, { status: 400 })));
    open('/comisiones?fechaDesde=2026-12-01&fechaHasta=2026-11-01');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Error al cargar las comisiones');
    expect(panel).toHaveTextContent('La fecha desde no puede ser posterior a la fecha hasta.');
  });
});
