import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { setupCuentasServer } from '../testing/cuentas-handlers';
import { CuentaDetallePage } from './CuentaDetallePage';

// The dialogs are filled key by key on a machine shared with other jobs.
jest.setTimeout(20_000);

const { store } = setupCuentasServer();

/** A seller without cuentas_corrientes.cotizacion: a rate far from the system one needs a code. */
const vendedor = fakeSessionUser({
  roleName: 'Vendedor',
  permissions: [P.cuentasCorrientesGet, 'cuentas_corrientes.detail.get', P.cuentasCorrientesPost, P.ventasDetail],
});

const MSG_409 = 'La cotización 1.000,00 se aparta más de 2 % de la del sistema (1.180,00): se necesita un código de autorización.';

beforeEach(() => {
  store().exigirCotizacion = true;
  store().codigosPass = ['123456'];
});
afterEach(() => {
  act(() => toast.remove());
});

/** Opens María López's account, fills a payment of US$ 200 at $ 1.000 and presses 'Registrar pago'. */
async function pagarFueraDeTolerancia() {
  renderWithProviders(<CuentaDetallePage />, { route: '/cuentas-corrientes/1', path: '/cuentas-corrientes/:id', user: vendedor });
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Ingresar Pago' }));
  const pago = await screen.findByRole('dialog', { name: 'Ingresar Pago' });
  await within(pago).findByText('Valor del sistema: $ 1.180');
  await u.type(within(pago).getByLabelText(/^Monto/), '200');
  await u.type(within(pago).getByLabelText(/^Descripción/), 'Pago en dólares');
  await u.selectOptions(within(pago).getByRole('combobox', { name: /^Moneda/ }), 'Dólares');
  const cotizacion = within(pago).getByLabelText(/^Cotización dólar/);
  await u.clear(cotizacion);
  await u.type(cotizacion, '1000');
  await u.click(within(pago).getByRole('button', { name: 'Registrar pago' }));
  const codigo = await screen.findByRole('dialog', { name: 'Autorizar cotización' });
  return { u, pago, codigo };
}

describe('Ingresar Pago: a rate outside the tolerance', () => {
  it("shows the server's message, asks for the code and sends the same payment again with codigo_pass", async () => {
    const { u, pago, codigo } = await pagarFueraDeTolerancia();
    expect(within(codigo).getByText(MSG_409)).toBeInTheDocument();
    const campo = within(codigo).getByLabelText(/^Código de autorización/);
    expect(campo).toHaveFocus();
    // Nothing was recorded by the refused payment.
    expect(store().pagos).toHaveLength(0);
    expect(store().clavesPago).toHaveLength(1);

    await u.click(within(codigo).getByRole('button', { name: 'Registrar pago' }));
    expect(within(codigo).getByRole('alert')).toHaveTextContent('Debe ingresar un código de autorización');
    await u.type(campo, '12');
    await u.click(within(codigo).getByRole('button', { name: 'Registrar pago' }));
    expect(within(codigo).getByRole('alert')).toHaveTextContent('Código de autorización inválido');
    // The server refuses a wrong code: the dialog stays with its message.
    await u.clear(campo);
    await u.type(campo, '654321{Enter}');
    expect(await within(codigo).findByRole('alert')).toHaveTextContent('Código de autorización inválido');
    expect(store().pagos).toHaveLength(0);

    await u.clear(campo);
    await u.type(campo, '123456');
    await u.click(within(codigo).getByRole('button', { name: 'Registrar pago' }));
    const resultado = await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos).toEqual([
      { clienteId: 1, tipo: 'CREDITO', monto: '200', descripcion: 'Pago en dólares', monedaId: 2, cotizacion: '1000', codigo_pass: '123456' },
    ]);
    expect(store().codigosPass).toEqual([]);
    // Each submission has its own key (the server stored the 409 under the first one).
    expect(store().clavesPago).toHaveLength(3);
    const [primera, , ultima] = store().clavesPago;
    expect(primera).toEqual(expect.any(String));
    expect(ultima).toEqual(expect.any(String));
    expect(ultima).not.toBe(primera);
    expect(within(resultado).getByText('Se registró el pago de US$ 200,00 de María López.')).toBeInTheDocument();
    expect(pago).not.toBeInTheDocument();
    expect(await screen.findByText('Pago registrado correctamente')).toBeInTheDocument();
  });

  it('keeps the form after Cancelar, with the message and a button to enter the code later', async () => {
    const { u, pago, codigo } = await pagarFueraDeTolerancia();
    await u.click(within(codigo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Autorizar cotización' })).not.toBeInTheDocument());
    expect(within(pago).getByRole('alert')).toHaveTextContent(MSG_409);
    expect(within(pago).getByLabelText(/^Monto/)).toHaveValue('200');

    await u.click(within(pago).getByRole('button', { name: 'Ingresar código de autorización' }));
    const otra = await screen.findByRole('dialog', { name: 'Autorizar cotización' });
    await u.type(within(otra).getByLabelText(/^Código de autorización/), '123456');
    await u.click(within(otra).getByRole('button', { name: 'Registrar pago' }));
    await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos[0]).toMatchObject({ cotizacion: '1000', codigo_pass: '123456' });
  });

  it('sends a corrected rate within the tolerance without any code', async () => {
    const { u, pago, codigo } = await pagarFueraDeTolerancia();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(codigo).not.toBeInTheDocument());
    const cotizacion = within(pago).getByLabelText(/^Cotización dólar/);
    await u.clear(cotizacion);
    await u.type(cotizacion, '1190');
    await u.click(within(pago).getByRole('button', { name: 'Registrar pago' }));
    await screen.findByRole('dialog', { name: 'Pago registrado' });
    expect(store().pagos).toEqual([{ clienteId: 1, tipo: 'CREDITO', monto: '200', descripcion: 'Pago en dólares', monedaId: 2, cotizacion: '1190' }]);
  });
});
