import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P, type SessionUser } from 'shared';
import { API_URL, fakeSessionUser, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { setupCuentasServer } from '../testing/cuentas-handlers';
import { CuentaDetallePage } from './CuentaDetallePage';

// The dialogs are filled key by key on a machine shared with other jobs.
jest.setTimeout(20_000);

const { server, store } = setupCuentasServer();

/** The seeded Vendedor: registers payments and debts, may not see the cash boxes. */
const vendedor = fakeSessionUser({
  roleName: 'Vendedor',
  permissions: [P.cuentasCorrientesGet, 'cuentas_corrientes.detail.get', P.cuentasCorrientesPost, P.ventasDetail],
});

/** Renders /cuentas-corrientes/{id} (María López by default) for `user` (an administrator by default). */
const open = (id = 1, user?: SessionUser) => {
  renderWithProviders(<CuentaDetallePage />, { route: `/cuentas-corrientes/${id}`, path: '/cuentas-corrientes/:id', user });
  return userEvent.setup();
};

/** Opens 'Ingresar Pago' and returns its dialog once the system rate is proposed (or failed). */
const abrirPago = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(await screen.findByRole('button', { name: 'Ingresar Pago' }));
  return screen.findByRole('dialog', { name: 'Ingresar Pago' });
};
const campo = (dialogo: HTMLElement, label: RegExp) => within(dialogo).getByLabelText(label);
const cotizacion = (dialogo: HTMLElement) => campo(dialogo, /^Cotización dólar \(obligatoria para conversión\)/);

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('Ingresar Pago', () => {
  it('proposes the system dollar rate beside its field', async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    expect(await within(dialogo).findByText('Valor del sistema: $ 1.180')).toBeInTheDocument();
    expect(cotizacion(dialogo)).toHaveValue('1180');
    // Opens ready to type the amount.
    expect(campo(dialogo, /^Monto/)).toHaveFocus();
    expect(within(dialogo).getByRole('combobox', { name: /^Moneda/ })).toHaveDisplayValue('Seleccione Moneda');
    expect(within(dialogo).getByRole('option', { name: 'Seleccione Moneda' })).toBeDisabled();
    expect(within(dialogo).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual(
      expect.arrayContaining([
        ['1', 'Pesos'],
        ['2', 'Dólares'],
      ]),
    );
  });

  it("says 'Error al obtener el valor del dólar' when the rate cannot be read, and then asks for one", async () => {
    store().valorDolar = null;
    const u = open();
    const dialogo = await abrirPago(u);
    expect(await within(dialogo).findByText('Error al obtener el valor del dólar')).toBeInTheDocument();
    await u.type(campo(dialogo, /^Monto/), '100');
    await u.type(campo(dialogo, /^Descripción/), 'Pago');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe ingresar una cotización para el dólar');
    expect(cotizacion(dialogo)).toHaveAttribute('aria-invalid', 'true');
    expect(store().pagos).toHaveLength(0);
  });

  it('asks for amount, description and currency before sending anything', async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    await within(dialogo).findByText('Valor del sistema: $ 1.180');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe ingresar monto, descripción y moneda');
    expect(campo(dialogo, /^Monto/)).toHaveAttribute('aria-invalid', 'true');

    await u.type(campo(dialogo, /^Monto/), '100');
    await u.type(campo(dialogo, /^Descripción/), 'Pago');
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe ingresar monto, descripción y moneda');
    expect(within(dialogo).getByRole('combobox', { name: /^Moneda/ })).toHaveAttribute('aria-invalid', 'true');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');
    expect(within(dialogo).queryByRole('alert')).not.toBeInTheDocument();

    await u.clear(cotizacion(dialogo));
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe ingresar una cotización para el dólar');
    expect(store().pagos).toHaveLength(0);
  });

  it('takes amounts with at most 2 decimals, without sign, leading zeros or thousands separator, and rates with 4', async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    const monto = campo(dialogo, /^Monto/);
    await u.type(monto, '-01.239');
    expect(monto).toHaveValue('0.23');
    await u.clear(monto);
    await u.type(monto, '1.500,5');
    expect(monto).toHaveValue('1.50');
    await u.clear(monto);
    await u.type(monto, '12.');
    await u.tab();
    expect(monto).toHaveValue('12');

    await u.clear(cotizacion(dialogo));
    await u.type(cotizacion(dialogo), '1180.123456');
    expect(cotizacion(dialogo)).toHaveValue('1180.1234');
  });

  it('registers the payment, shows what it paid oldest first and prints its receipt', async () => {
    const ventana = mockPrintWindow();
    const u = open(1, vendedor);
    const dialogo = await abrirPago(u);
    await within(dialogo).findByText('Valor del sistema: $ 1.180');
    await u.type(campo(dialogo, /^Monto/), '1500');
    await u.type(campo(dialogo, /^Descripción/), 'Pago parcial');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');
    // The Vendedor may not see the cash boxes: no box to choose.
    expect(within(dialogo).queryByLabelText(/^Caja/)).not.toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));

    const resultado = await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos).toEqual([{ clienteId: 1, tipo: 'CREDITO', monto: '1500', descripcion: 'Pago parcial', monedaId: 1, cotizacion: '1180' }]);
    expect(within(resultado).getByText('Se registró el pago de $ 1.500,00 de María López.')).toBeInTheDocument();
    const filas = within(within(resultado).getByRole('table', { name: 'Aplicado a' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // Sale 12 (January) first: its last $ 1.420,00; then $ 80,00 of the manual debt of February.
    expect(filas).toEqual([
      ['Venta N° 12', '$ 1.420,00', '$ 2.420,00 de $ 2.420,00', 'Pagada', '$ 0,00'],
      ['Deuda manual N° 3', '$ 80,00', '$ 80,00 de $ 500,00', 'Parcial', '$ 420,00'],
    ]);
    expect(within(resultado).getByText('Nuevo saldo en pesos').nextElementSibling).toHaveTextContent('Debe $ 420,00');
    expect(within(resultado).getByText('Nuevo saldo en dólares').nextElementSibling).toHaveTextContent('Debe US$ 100,00');
    expect(within(resultado).queryByText('Queda a favor del cliente')).not.toBeInTheDocument();

    await u.click(within(resultado).getByRole('button', { name: 'Imprimir recibo' }));
    const recibo = new DOMParser().parseFromString(ventana.html(), 'text/html');
    expect(recibo.title).toMatch(/^Recibo de pago N° \d+$/);
    expect(recibo.body.textContent).toContain('Cliente: María López (27111222)');
    expect(recibo.body.textContent).toContain('Monto: $ 1.500,00');
    expect(recibo.body.textContent).toContain('Cotización dólar: $ 1.180');
    expect(Array.from(recibo.querySelectorAll('tbody tr'), (tr) => tr.querySelector('td')?.textContent)).toEqual(['Venta N° 12', 'Deuda manual N° 3']);
    expect(recibo.body.textContent).toContain('Nuevo saldo en pesos: Debe $ 420,00');
    expect(recibo.body.textContent).toContain('Comprobante interno sin validez fiscal');

    // Closing shows the account again with what the payment changed (invalidate.afterCuentaChange).
    await u.click(within(resultado).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.getByText('Saldo en pesos', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Debe $ 420,00'));
    const primera = within(screen.getByRole('table', { name: 'Movimientos en Cuenta Corriente' })).getAllByRole('row')[1];
    expect(within(primera).getAllByRole('cell').map((c) => c.textContent).slice(1, 5)).toEqual(['Pago', 'Pago parcial', '$ 1.500,00', '$ 420,00']);
    expect(await screen.findByText('Pago registrado correctamente')).toBeInTheDocument();
  });

  it('applies a payment in dollars to documents in pesos with its rate and leaves the rest in favour', async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    await within(dialogo).findByText('Valor del sistema: $ 1.180');
    await u.type(campo(dialogo, /^Monto/), '200');
    await u.type(campo(dialogo, /^Descripción/), 'Pago en dólares');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Dólares');
    await u.clear(cotizacion(dialogo));
    await u.type(cotizacion(dialogo), '1000');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));

    const resultado = await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos[0]).toMatchObject({ monto: '200', monedaId: 2, cotizacion: '1000' });
    const filas = within(within(resultado).getByRole('table', { name: 'Aplicado a' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // $ 1.420,00 and $ 500,00 at $ 1.000 per dollar are US$ 1,42 and US$ 0,50; US$ 100,00 of sale 15; 98,08 left.
    expect(filas).toEqual([
      ['Venta N° 12', '$ 1.420,00 (US$ 1,42 del pago)', '$ 2.420,00 de $ 2.420,00', 'Pagada', '$ 0,00'],
      ['Deuda manual N° 3', '$ 500,00 (US$ 0,50 del pago)', '$ 500,00 de $ 500,00', 'Pagada', '$ 0,00'],
      ['Venta N° 15', 'US$ 100,00', 'US$ 100,00 de US$ 100,00', 'Pagada', 'US$ 0,00'],
    ]);
    expect(within(resultado).getByText('Queda a favor del cliente').nextElementSibling).toHaveTextContent('US$ 98,08');
    expect(within(resultado).getByText('Nuevo saldo en pesos').nextElementSibling).toHaveTextContent('$ 0,00');
    expect(within(resultado).getByText('Nuevo saldo en dólares').nextElementSibling).toHaveTextContent('A favor US$ 98,08');
  });

  it('offers the open cash boxes of the chosen currency and sends the one chosen', async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    const caja = await within(dialogo).findByRole('combobox', { name: /^Caja \(efectivo\)/ });
    expect(caja).toBeDisabled();
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Dólares');
    await waitFor(() => expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Casa Central (US$)']));
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');
    // Sucursal Norte's peso box is closed.
    expect(within(caja).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin caja', 'Casa Central ($)']);
    await u.selectOptions(caja, 'Casa Central ($)');
    await u.type(campo(dialogo, /^Monto/), '100');
    await u.type(campo(dialogo, /^Descripción/), 'Pago en efectivo');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos[0]).toMatchObject({ monto: '100', monedaId: 1, cajaId: 1 });
  });

  it("shows the server's message, or 'Error al registrar el pago', and keeps the form", async () => {
    const u = open();
    const dialogo = await abrirPago(u);
    await within(dialogo).findByText('Valor del sistema: $ 1.180');
    await u.type(campo(dialogo, /^Monto/), '100');
    await u.type(campo(dialogo, /^Descripción/), 'Pago');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');

    server.use(http.post(`${API_URL}/cuentas-corrientes/movimientos`, () => HttpResponse.json({ message: 'La caja está cerrada.' }, { status: 409 }), { once: true }));
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('La caja está cerrada.')).toBeInTheDocument();

    server.use(http.post(`${API_URL}/cuentas-corrientes/movimientos`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Error al registrar el pago')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ingresar Pago' })).toBeInTheDocument();
    expect(campo(dialogo, /^Monto/)).toHaveValue('100');
  });
});

describe('Ingresar Deuda', () => {
  it('asks for amount, description and currency, then registers the debt and shows it', async () => {
    const u = open(1, vendedor);
    await u.click(await screen.findByRole('button', { name: 'Ingresar Deuda' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ingresar Deuda' });
    expect(campo(dialogo, /^Monto/)).toHaveFocus();
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar deuda' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe ingresar monto, descripción y moneda');

    await u.type(campo(dialogo, /^Monto/), '250.555');
    expect(campo(dialogo, /^Monto/)).toHaveValue('250.55');
    await u.type(campo(dialogo, /^Descripción/), 'Flete extra');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Dólares');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar deuda' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Deuda registrada correctamente')).toBeInTheDocument();
    expect(store().deudas).toEqual([{ clienteId: 1, monto: '250.55', monedaId: 2, descripcion: 'Flete extra' }]);
    await waitFor(() => expect(screen.getByText('Saldo en dólares', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Debe US$ 350,55'));
    const primera = within(screen.getByRole('table', { name: 'Movimientos en Cuenta Corriente' })).getAllByRole('row')[1];
    expect(within(primera).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Deuda Manual', 'Deuda manual: Flete extra', 'US$ 250,55', 'US$ 350,55', 'Pendiente']);
    expect(screen.getByRole('button', { name: 'Ingresar Deuda' })).toHaveFocus();
  });

  it("shows 'Error al registrar la deuda' and keeps the dialog", async () => {
    server.use(http.post(`${API_URL}/deuda-manual`, () => new HttpResponse(null, { status: 500 })));
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Ingresar Deuda' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ingresar Deuda' });
    await u.type(campo(dialogo, /^Monto/), '10');
    await u.type(campo(dialogo, /^Descripción/), 'Flete');
    await u.selectOptions(within(dialogo).getByRole('combobox', { name: /^Moneda/ }), 'Pesos');
    await u.click(within(dialogo).getByRole('button', { name: 'Registrar deuda' }));
    expect(await screen.findByText('Error al registrar la deuda')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ingresar Deuda' })).toBeInTheDocument();
  });
});
