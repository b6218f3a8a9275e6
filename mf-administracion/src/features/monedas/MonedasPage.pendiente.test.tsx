import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MonedasPage } from './MonedasPage';
import { setupMonedasServer } from './testing/monedas-handlers';

const { store } = setupMonedasServer();
jest.setTimeout(20_000);
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Sees the currencies but cannot change them. */
const consulta = fakeSessionUser({ roleName: 'Consulta', permissions: [P.monedasGet] });

const TITULO = 'Cotización pendiente de confirmación';
const renderPage = (user: SessionUser = admin) => renderWithProviders(<MonedasPage />, { route: '/monedas', user });
const dato = (panel: HTMLElement, label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const tarjetas = () => within(screen.getByRole('region', { name: 'Cotizaciones del sistema' })).getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  store().pendiente = { valor: '1600.0000', valorActual: '1180.0000', fecha: '2026-11-20T13:30:00.000Z', usuario: null, variacionPct: '35.59' };
});

describe('/monedas: Cotización pendiente de confirmación', () => {
  it('explains the held provider rate, shows both values and confirms that value', async () => {
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: TITULO });
    expect(panel).toHaveTextContent(
      'El valor del dólar oficial que informó el proveedor se aparta más de 20 % del valor actual del sistema. No se aplicó: queda pendiente hasta que alguien con permiso para modificar monedas lo confirme.',
    );
    expect(dato(panel, 'Valor actual')).toBe('$ 1.180,0000');
    expect(dato(panel, 'Valor pendiente')).toBe('$ 1.600,0000');
    expect(dato(panel, 'Variación')).toBe('+35,59 %');
    expect(dato(panel, 'Recibido')).toBe('20/11/2026 10:30');
    expect(dato(panel, 'Pedido por')).toBe('Actualización automática');

    await user.click(within(panel).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Valor del dólar actualizado correctamente.')).toBeInTheDocument();
    expect(store().confirmaciones).toEqual([{ valor: '1600.0000' }]);
    // The currency and its history reload; the panel goes away.
    await waitFor(() => expect(tarjetas()).toEqual(['Pesos ($)$ 1,0000', 'Dólares (US$)$ 1.600,0000']));
    await waitFor(() => expect(screen.queryByRole('region', { name: TITULO })).not.toBeInTheDocument());
    const historial = screen.getByRole('region', { name: 'Historial del dólar' });
    expect(await within(historial).findByRole('cell', { name: '$ 1.600,0000' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the pending rate changed, and then the new one", async () => {
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: TITULO });
    store().pendiente = { ...store().pendiente!, valor: '1700.0000', usuario: 'Laura Gómez', variacionPct: '44.07' };
    await user.click(within(panel).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('La cotización pendiente cambió. Revise el nuevo valor antes de confirmarlo.')).toBeInTheDocument();
    expect(store().confirmaciones).toEqual([{ valor: '1600.0000' }]);
    await waitFor(() => expect(dato(screen.getByRole('region', { name: TITULO }), 'Valor pendiente')).toBe('$ 1.700,0000'));
    expect(dato(screen.getByRole('region', { name: TITULO }), 'Pedido por')).toBe('Laura Gómez');
  });

  it('shows the panel without Confirmar to a user without monedas.put', async () => {
    renderPage(consulta);
    const panel = await screen.findByRole('region', { name: TITULO });
    expect(within(panel).queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Solo quien puede modificar monedas puede confirmarlo.');
  });

  it('shows nothing when no rate is pending', async () => {
    store().pendiente = null;
    renderPage();
    await waitFor(() => expect(tarjetas()).toHaveLength(2));
    await waitFor(() => expect(store().historialQueries.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: TITULO })).not.toBeInTheDocument();
  });

  it("says 'No se pudo consultar si hay una cotización pendiente.' and retries", async () => {
    store().failPendiente = true;
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: TITULO });
    const alerta = await within(panel).findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo consultar si hay una cotización pendiente.');
    store().failPendiente = false;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dato(screen.getByRole('region', { name: TITULO }), 'Valor pendiente')).toBe('$ 1.600,0000'));
  });
});
