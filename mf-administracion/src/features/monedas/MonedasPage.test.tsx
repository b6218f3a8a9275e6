import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_PROVEEDOR_COTIZACIONES, P, type SessionUser } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MonedasPage } from './MonedasPage';
import { pausar, setupMonedasServer } from './testing/monedas-handlers';

const { store } = setupMonedasServer();
// A whole screen with three sections re-renders on every keystroke: slow on a busy 2-core machine.
jest.setTimeout(20_000);
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Sees the currencies but cannot change them. */
const consulta = fakeSessionUser({ roleName: 'Consulta', permissions: [P.monedasGet] });

function renderPage(user: SessionUser = admin) {
  return renderWithProviders(<MonedasPage />, { route: '/monedas', user });
}

const seccion = (name: string) => screen.getByRole('region', { name });
const sistema = () => seccion('Cotizaciones del sistema');
/** The text of each system currency card, e.g. 'Pesos ($)$ 1,0000'. */
const tarjetas = () => within(sistema()).getAllByRole('listitem').map((li) => li.textContent);
const valorManual = () => screen.getByRole('spinbutton', { name: 'Valor del dólar (manual)' });
const MSG_VALOR_INVALIDO = 'Ingrese una cotización mayor a 0, con hasta 4 decimales.';

describe('/monedas: Cotizaciones del sistema', () => {
  it('shows Pesos and Dólares with their rate in pesos, 4 decimals', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Monedas' })).toBeInTheDocument();
    expect(within(sistema()).getByRole('status', { name: 'Cargando monedas' })).toBeInTheDocument();
    await waitFor(() => expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.180,0000']));
    expect(within(sistema()).getByRole('button', { name: 'Actualizar Valor Oficial' })).toBeEnabled();
    expect(valorManual()).toHaveValue(null);
  });

  it('hides the update button and the manual value without monedas.put', async () => {
    renderPage(consulta);
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Actualizar Valor Oficial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Valor del dólar (manual)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    // The other sections are there for a reader.
    expect(await within(seccion('Cotizaciones del día')).findByRole('cell', { name: 'Oficial' })).toBeInTheDocument();
  });

  it("says 'No se pudo cargar la información de monedas internas.' and retries", async () => {
    store().fail.list = 'server';
    const user = userEvent.setup();
    renderPage();
    const alerta = await within(sistema()).findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo cargar la información de monedas internas.');
    expect(alerta).toHaveTextContent('Fallo interno');
    store().fail.list = undefined;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.180,0000']));
    expect(store().calls.list).toBe(2);
  });
});

describe('/monedas: Actualizar Valor Oficial', () => {
  it("sets the official rate, shows the server's message and reloads the currencies, the list and the history", async () => {
    const soltar = pausar(store(), 'updateValue');
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await within(seccion('Historial del dólar')).findByRole('cell', { name: '$ 1.130,0000' });
    await waitFor(() => expect(store().calls).toMatchObject({ list: 1, cotizaciones: 1, historial: 2 }));

    await user.click(screen.getByRole('button', { name: 'Actualizar Valor Oficial' }));
    const enCurso = await screen.findByRole('button', { name: 'Actualizando...' });
    expect(enCurso).toBeDisabled();
    soltar();

    expect(await screen.findByText('Valor del dólar actualizado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.200,0000']));
    expect(await screen.findByRole('button', { name: 'Actualizar Valor Oficial' })).toBeEnabled();
    await waitFor(() => expect(store().calls).toMatchObject({ updateValue: 1, list: 2, cotizaciones: 2, historial: 4 }));
    // The new change heads the history: by the signed-in user, from the provider.
    const historial = seccion('Historial del dólar');
    const fila = within(historial).getAllByRole('row')[1];
    expect(within(fila).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual([
      'Ana Pérez',
      '$ 1.180,0000',
      '$ 1.200,0000',
      'Automático',
    ]);
  });

  it("says so when the dollar already had the official rate", async () => {
    store().monedas[1].valor = '1200.0000';
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Actualizar Valor Oficial' }));
    expect(await screen.findByText('El valor del dólar ya estaba actualizado.')).toBeInTheDocument();
    expect(store().historial).toHaveLength(3);
  });

  it("shows 'No se pudo actualizar el valor del dólar.' with the provider's message and changes nothing", async () => {
    store().fail.updateValue = 'proveedor';
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await waitFor(() => expect(store().calls.historial).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Actualizar Valor Oficial' }));
    const aviso = (await screen.findByText('No se pudo actualizar el valor del dólar.')).closest('[role="alert"]');
    expect(aviso).toHaveTextContent(MSG_PROVEEDOR_COTIZACIONES);
    expect(screen.getByRole('button', { name: 'Actualizar Valor Oficial' })).toBeEnabled();
    expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.180,0000']);
    expect(store().calls).toMatchObject({ updateValue: 1, list: 1, cotizaciones: 1, historial: 2 });
  });

  it("adds 'Error de red' when the server cannot be reached", async () => {
    store().fail.updateValue = 'network';
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Actualizar Valor Oficial' }));
    const aviso = (await screen.findByText('No se pudo actualizar el valor del dólar.')).closest('[role="alert"]');
    expect(aviso).toHaveTextContent('Error de red');
  });
});

describe('/monedas: Valor del dólar (manual)', () => {
  it('checks the value under the field and sends nothing while it is invalid', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_VALOR_INVALIDO)).toBeInTheDocument();
    expect(valorManual()).toHaveAttribute('aria-invalid', 'true');

    await user.type(valorManual(), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_VALOR_INVALIDO)).toBeInTheDocument();

    await user.clear(valorManual());
    await user.type(valorManual(), '1200.12345');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_VALOR_INVALIDO)).toBeInTheDocument();
    expect(store().puts).toEqual([]);
  });

  it('sends PUT monedas/2 { valor }, shows the message, empties the field and reloads', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await waitFor(() => expect(store().calls).toMatchObject({ list: 1, cotizaciones: 1, historial: 2 }));

    const soltar = pausar(store(), 'setValor');
    await user.type(valorManual(), '1250.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    soltar();
    expect(await screen.findByText('Valor del dólar actualizado correctamente.')).toBeInTheDocument();
    expect(store().puts).toEqual([{ id: 2, body: { valor: '1250.5' } }]);
    await waitFor(() => expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.250,5000']));
    expect(valorManual()).toHaveValue(null);
    expect(screen.queryByText(MSG_VALOR_INVALIDO)).not.toBeInTheDocument();
    await waitFor(() => expect(store().calls).toMatchObject({ list: 2, cotizaciones: 2, historial: 4 }));
    const fila = within(seccion('Historial del dólar')).getAllByRole('row')[1];
    expect(within(fila).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual([
      'Ana Pérez',
      '$ 1.180,0000',
      '$ 1.250,5000',
      'Manual',
    ]);
  });

  it("shows the failure with the server's message and keeps the value typed", async () => {
    store().fail.setValor = 'server';
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await user.type(valorManual(), '1300');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const aviso = (await screen.findByText('No se pudo actualizar el valor del dólar.')).closest('[role="alert"]');
    expect(aviso).toHaveTextContent('Fallo interno');
    expect(valorManual()).toHaveValue(1300);
    expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.180,0000']);
    expect(store().calls.list).toBe(1);
  });
});
