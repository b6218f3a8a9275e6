import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { API_URL, setupCajasServer } from '../../comun/cajas/testing/cajas-handlers';
import { CajasPage } from './CajasPage';

jest.setTimeout(20_000);

const { server, store } = setupCajasServer();

/** May see the boxes and nothing else (no opening, closing nor manual movements; no sales, accounts…). */
const soloVer = fakeSessionUser({ roleName: 'Consulta', permissions: [P.cajasGet] });

/** Renders /cajas at `route` for `user` (an administrator by default), with the URL shown by LocationProbe. */
function open(route = '/cajas', user?: SessionUser) {
  renderWithProviders(
    <>
      <CajasPage />
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

/** The card of a box, once the boxes loaded. */
const tarjeta = async (nombre: string) => within(await screen.findByRole('region', { name: nombre }));
const url = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const filas = (tabla: HTMLElement) => within(tabla).getAllByRole('row').slice(1);
const celdas = (fila: HTMLElement) => within(fila).getAllByRole('cell').map((c) => c.textContent);

afterEach(() => {
  act(() => toast.remove());
});

describe('/cajas', () => {
  it('shows one card per box with its state, balance with symbol and who opened it', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cajas' })).toBeInTheDocument();
    const central = await tarjeta('Casa Central · Pesos');
    expect(await central.findByText('Abierta')).toBeInTheDocument();
    expect(central.getByText('$ 3.920,00')).toBeInTheDocument();
    expect(central.getByText('Abierta el 23/11/2026 09:00 por Laura Gómez')).toBeInTheDocument();
    expect(central.getByText('Monto inicial: $ 1.000,00')).toBeInTheDocument();
    expect((await tarjeta('Casa Central · Dólares')).getByText('Cerrada')).toBeInTheDocument();
    expect((await tarjeta('Casa Central · Dólares')).getByText('US$ 0,00')).toBeInTheDocument();
    expect((await tarjeta('Sucursal Norte · Dólares')).getByText('US$ 200,00')).toBeInTheDocument();
    expect(screen.getByText('2 de 4 abiertas')).toBeInTheDocument();
    // An administrator: open a closed box; move money in, take it out or close an open one.
    expect(central.getByRole('button', { name: 'Ingreso manual' })).toBeInTheDocument();
    expect(central.getByRole('button', { name: 'Retiro' })).toBeInTheDocument();
    expect(central.getByRole('button', { name: 'Cerrar caja' })).toBeInTheDocument();
    expect(central.queryByRole('button', { name: 'Abrir caja' })).not.toBeInTheDocument();
    expect((await tarjeta('Sucursal Norte · Pesos')).getByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();
    expect((await tarjeta('Sucursal Norte · Pesos')).queryByRole('button', { name: 'Retiro' })).not.toBeInTheDocument();
    expect(screen.getByText(/Elija una caja/)).toBeInTheDocument();
  });

  it('lists the movements of the chosen box with sign, method and user, each origin linking to its source, paged in the URL', async () => {
    const u = open();
    await u.click(await (await tarjeta('Casa Central · Pesos')).findByRole('button', { name: 'Ver movimientos' }));
    expect(url().searchParams.get('caja')).toBe('1');
    const tabla = await screen.findByRole('table', { name: 'Movimientos de Casa Central ($)' });
    await waitFor(() => expect(filas(tabla)).toHaveLength(10));
    expect(celdas(filas(tabla)[0])).toEqual(['23/11/2026 16:00', 'Ingreso', 'Manual', 'Cambio del banco', '—', '+$ 50,00', 'Laura Gómez']);
    expect(celdas(filas(tabla)[1])).toEqual(['23/11/2026 15:00', 'Egreso', 'Pago de comisión N° 4', 'Comisión de Ana Pérez', 'Efectivo', '-$ 150,00', 'Laura Gómez']);
    expect(within(tabla).getByRole('link', { name: 'Venta N° 12' })).toHaveAttribute('href', '/ventas/12');
    expect(within(tabla).getByRole('link', { name: 'Venta N° 13' })).toHaveAttribute('href', '/ventas/13');
    expect(within(tabla).getByRole('link', { name: 'Pago a cuenta' })).toHaveAttribute('href', '/cuentas-corrientes/1');
    expect(within(tabla).getByRole('link', { name: 'Gasto N° 5' })).toHaveAttribute('href', '/gastos?gastoId=5');
    expect(within(tabla).getByRole('link', { name: 'Pago de comisión N° 4' })).toHaveAttribute('href', '/comisiones?pagoId=4');
    expect(within(filas(tabla)[4]).getByText('Tarjeta')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(filas(tabla)).toHaveLength(6));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(Object.fromEntries(url().searchParams)).toEqual({ caja: '1', page: '2' });
    expect(Object.fromEntries(store().listados.at(-1)!.searchParams)).toEqual({ page: '2', pageSize: '10' });
  });

  it('shows the history of closings with each count per method, and the movements of one session', async () => {
    const u = open('/cajas?caja=2');
    await u.click(await screen.findByRole('button', { name: 'Historial de cierres' }));
    expect(screen.getByRole('button', { name: 'Historial de cierres' })).toHaveAttribute('aria-pressed', 'true');
    const tabla = await screen.findByRole('table', { name: 'Historial de cierres de Casa Central (US$)' });
    await waitFor(() => expect(filas(tabla)).toHaveLength(2));
    const ultima = filas(tabla)[0];
    expect(within(ultima).getByText('21/11/2026 09:00')).toBeInTheDocument();
    expect(within(ultima).getByText('21/11/2026 20:00')).toBeInTheDocument();
    expect(within(ultima).getByText('US$ 350,00')).toBeInTheDocument();
    expect(within(ultima).getByText('US$ 340,00')).toBeInTheDocument();
    const arqueo = within(within(ultima).getByRole('list', { name: 'Arqueo de la sesión 202' })).getAllByRole('listitem');
    expect(arqueo.map((li) => li.textContent)).toEqual([
      'Efectivo: esperado US$ 250,00, contado US$ 240,00, diferencia -US$ 10,00 faltante',
      'Transferencia: esperado US$ 100,00, contado US$ 100,00, diferencia US$ 0,00',
    ]);
    expect(url().searchParams.get('vista')).toBe('historial');

    await u.click(within(ultima).getByRole('button', { name: 'Ver movimientos de la sesión 202' }));
    expect(await screen.findByText('Movimientos de la sesión N° 202')).toBeInTheDocument();
    await waitFor(() => expect(store().listados.at(-1)!.searchParams.get('sesionId')).toBe('202'));
    expect(screen.getByRole('button', { name: 'Movimientos' })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(url().searchParams)).toEqual({ caja: '2', sesionId: '202' });
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ver todas las sesiones' }));
    expect(Object.fromEntries(url().searchParams)).toEqual({ caja: '2' });
  });

  it('opens a box with its starting amount, refusing an empty one with the API message', async () => {
    const u = open();
    await u.click(await (await tarjeta('Sucursal Norte · Pesos')).findByRole('button', { name: 'Abrir caja' }));
    const dialogo = screen.getByRole('dialog', { name: 'Abrir caja' });
    const monto = within(dialogo).getByRole('textbox', { name: 'Monto inicial ($)' });
    expect(monto).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(await within(dialogo).findByText('El monto inicial admite hasta 2 decimales y no puede ser negativo.')).toBeInTheDocument();
    expect(store().aperturas).toEqual([]);
    await u.type(monto, '1500.505');
    expect(monto).toHaveValue('1500.50');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Caja abierta correctamente')).toBeInTheDocument();
    expect(store().aperturas).toEqual([{ id: 3, body: { montoInicial: '1500.50' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const norte = await tarjeta('Sucursal Norte · Pesos');
    expect(await norte.findByText('Abierta')).toBeInTheDocument();
    expect(norte.getByText('$ 1.500,50')).toBeInTheDocument();
    expect(norte.getByText('Monto inicial: $ 1.500,50')).toBeInTheDocument();
  });

  it('records a manual income and a withdrawal, and shows the server message when the box lacks the money', async () => {
    const u = open('/cajas?caja=4');
    const norte = await tarjeta('Sucursal Norte · Dólares');
    await u.click(await norte.findByRole('button', { name: 'Retiro' }));
    let dialogo = screen.getByRole('dialog', { name: 'Retiro' });
    expect(within(dialogo).getByText('Sucursal Norte · Dólares · Saldo disponible: US$ 200,00')).toBeInTheDocument();
    await u.type(within(dialogo).getByRole('textbox', { name: 'Monto (US$)' }), '250');
    await u.type(within(dialogo).getByRole('textbox', { name: 'Descripción' }), 'Depósito en el banco');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar retiro' }));
    expect(await screen.findByText('Saldo insuficiente en la caja.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Retiro' })).toBeInTheDocument();

    await u.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await u.click(norte.getByRole('button', { name: 'Ingreso manual' }));
    dialogo = screen.getByRole('dialog', { name: 'Ingreso manual' });
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar ingreso' }));
    expect(await within(dialogo).findByText('El monto debe ser mayor a cero, con hasta 2 decimales.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Debe ingresar una descripción.')).toBeInTheDocument();
    await u.type(within(dialogo).getByRole('textbox', { name: 'Monto (US$)' }), '75.25');
    await u.type(within(dialogo).getByRole('textbox', { name: 'Descripción' }), '  Aporte del dueño  ');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar ingreso' }));
    expect(await screen.findByText('Ingreso registrado correctamente')).toBeInTheDocument();
    expect(store().manuales).toEqual([{ id: 4, body: { tipo: 'INGRESO', monto: '75.25', descripcion: 'Aporte del dueño' } }]);
    expect(await norte.findByText('US$ 275,25')).toBeInTheDocument();
    const tabla = screen.getByRole('table', { name: 'Movimientos de Sucursal Norte (US$)' });
    await waitFor(() => expect(celdas(filas(tabla)[0]).slice(1, 6)).toEqual(['Ingreso', 'Manual', 'Aporte del dueño', 'Efectivo', '+US$ 75,25']));
  });

  it('closes a box counting each payment method against what its movements say, then shows the closing', async () => {
    const u = open('/cajas?caja=1&vista=historial');
    await u.click(await (await tarjeta('Casa Central · Pesos')).findByRole('button', { name: 'Cerrar caja' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cerrar caja' });
    const efectivo = await within(dialogo).findByRole('textbox', { name: 'Contado en Efectivo' });
    await waitFor(() => expect(efectivo).toHaveFocus());
    const arqueo = within(dialogo).getByRole('table', { name: 'Arqueo por método de pago' });
    // Cash: 1.000 + 2.420 + 300 − 200 − 150 + 50 (the manual income without a method); card: 500.
    expect(filas(arqueo).map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Efectivo', 'Tarjeta', 'Total']);
    expect(within(filas(arqueo)[0]).getByText('$ 3.420,00')).toBeInTheDocument();
    expect(within(filas(arqueo)[1]).getByText('$ 500,00')).toBeInTheDocument();
    expect(within(filas(arqueo)[2]).getByText('$ 3.920,00')).toBeInTheDocument();

    await u.type(efectivo, '3400');
    expect(within(filas(arqueo)[0]).getByText('-$ 20,00 faltante')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar caja' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe informar lo contado.');
    const tarjetaContada = within(dialogo).getByRole('textbox', { name: 'Contado en Tarjeta' });
    expect(tarjetaContada).toHaveAccessibleDescription('Debe informar lo contado.');
    await u.type(tarjetaContada, '510');
    expect(within(filas(arqueo)[1]).getByText('$ 10,00 sobrante')).toBeInTheDocument();
    expect(within(dialogo).getByRole('status', { name: 'Diferencia total' })).toHaveTextContent('-$ 10,00 faltante');
    expect(within(filas(arqueo)[2]).getByText('$ 3.910,00')).toBeInTheDocument();

    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar caja' }));
    expect(within(dialogo).getByText(/Se cierra la caja Casa Central · Pesos con \$ 3\.910,00 contados \(esperado \$ 3\.920,00\)/)).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Confirmar cierre' })).toHaveFocus();
    expect(store().cierres).toEqual([]);
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Caja cerrada correctamente')).toBeInTheDocument();
    expect(store().cierres).toEqual([
      { id: 1, body: { contado: [{ metodoPagoId: 1, monto: '3400' }, { metodoPagoId: 3, monto: '510' }] } },
    ]);
    const resumen = within(dialogo).getByRole('table', { name: 'Resumen del cierre' });
    expect(celdas(filas(resumen)[0])).toEqual(['$ 3.420,00', '$ 3.400,00', '-$ 20,00 faltante']);
    expect(celdas(filas(resumen)[1])).toEqual(['$ 500,00', '$ 510,00', '$ 10,00 sobrante']);
    expect(within(filas(resumen)[2]).getByRole('rowheader')).toHaveTextContent('Total');
    expect(celdas(filas(resumen)[2])).toEqual(['$ 3.920,00', '$ 3.910,00', '-$ 10,00 faltante']);
    await u.click(within(dialogo).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const central = await tarjeta('Casa Central · Pesos');
    expect(await central.findByText('Cerrada')).toBeInTheDocument();
    expect(central.getByText('$ 0,00')).toBeInTheDocument();
    expect(central.getByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();
    const historial = screen.getByRole('table', { name: 'Historial de cierres de Casa Central ($)' });
    await waitFor(() => expect(within(filas(historial)[0]).getByRole('list', { name: 'Arqueo de la sesión 100' })).toBeInTheDocument());
  });

  it('goes back to the count from the confirmation, and keeps it when the server refuses the closing', async () => {
    server.use(http.post(`${API_URL}/cajas/:id/cerrar`, () => HttpResponse.json({ message: 'La caja está cerrada.' }, { status: 409 })));
    const u = open();
    await u.click(await (await tarjeta('Sucursal Norte · Dólares')).findByRole('button', { name: 'Cerrar caja' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cerrar caja' });
    expect(filas(await within(dialogo).findByRole('table', { name: 'Arqueo por método de pago' })).map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Efectivo', 'Total']);
    await u.type(within(dialogo).getByRole('textbox', { name: 'Contado en Efectivo' }), '200');
    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar caja' }));
    expect(within(dialogo).getByText('US$ 0,00')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Volver' }));
    expect(within(dialogo).getByRole('textbox', { name: 'Contado en Efectivo' })).toHaveValue('200');
    await u.click(within(dialogo).getByRole('button', { name: 'Cerrar caja' }));
    await u.click(within(dialogo).getByRole('button', { name: 'Confirmar cierre' }));
    expect(await screen.findByText('La caja está cerrada.')).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: 'Contado en Efectivo' })).toHaveValue('200');
  });

  it("says so when the session's movements cannot be read for the count, and retries", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/cajas/:id/movimientos`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open();
    await u.click(await (await tarjeta('Casa Central · Pesos')).findByRole('button', { name: 'Cerrar caja' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cerrar caja' });
    expect(await within(dialogo).findByText('Error al cargar los movimientos de la caja')).toBeInTheDocument();
    fallar = false;
    await u.click(within(dialogo).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialogo).findByRole('textbox', { name: 'Contado en Efectivo' })).toBeInTheDocument();
  });

  it('shows a user with only cajas.get the boxes and movements, without actions nor links to screens it cannot open', async () => {
    const u = open('/cajas', soloVer);
    const central = await tarjeta('Casa Central · Pesos');
    expect(await central.findByText('$ 3.920,00')).toBeInTheDocument();
    for (const nombre of ['Abrir caja', 'Cerrar caja', 'Ingreso manual', 'Retiro']) {
      expect(screen.queryByRole('button', { name: nombre })).not.toBeInTheDocument();
    }
    await u.click(central.getByRole('button', { name: 'Ver movimientos' }));
    const tabla = await screen.findByRole('table', { name: 'Movimientos de Casa Central ($)' });
    await waitFor(() => expect(filas(tabla)).toHaveLength(10));
    expect(within(tabla).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tabla).getByText('Venta N° 12')).toBeInTheDocument();
    expect(within(tabla).getByText('Pago a cuenta')).toBeInTheDocument();
  });

  it("says 'Error al cargar las cajas' and loads them with Reintentar", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/cajas`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open();
    expect(await screen.findByText('Error al cargar las cajas')).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await (await tarjeta('Casa Central · Pesos')).findByText('$ 3.920,00')).toBeInTheDocument();
  });

  it('says that a box of the URL does not exist', async () => {
    open('/cajas?caja=9');
    expect(await screen.findByText('No se encontró la caja.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Casa Central · Pesos' })).toBeInTheDocument();
  });

  it("says 'No hay resultados.' without boxes", async () => {
    store().cajas = [];
    open();
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cajas' })).toBeInTheDocument();
  });
});
