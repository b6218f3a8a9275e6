import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ALL_PERMISSIONS, P, ROLE_PERMISSIONS } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { HomePage } from '../pages/HomePage';
import { fakeDashboard, MSG_ERROR_SERVIDOR, setupDashboardServer } from './testing/dashboard-handlers';

/**
 * /home with GET dashboard (docs/reportes.md, «Inicio (pantalla)»). The clock is fixed at noon of
 * 2026-02-04 in Buenos Aires (only `Date` is faked), so «today», the month and the chart's window are
 * known: 2026-01-06 to 2026-02-04.
 */
const AHORA = new Date('2026-02-04T15:00:00Z');
const HOY = '2026-02-04';

const { store } = setupDashboardServer(() => ({ dashboard: fakeDashboard(HOY) }));

beforeEach(() => {
  jest.useFakeTimers({
    now: AHORA,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => jest.useRealTimers());

const admin = fakeSessionUser({ id: 1, name: 'Laura Gómez', roleName: 'Administrador', permissions: [...ALL_PERMISSIONS] });
/** A seller of a custom role: the Vendedor permissions without the stock ones. */
const vendedorSinStock = fakeSessionUser({
  id: 2,
  name: 'Pedro Vendedor',
  roleName: 'Mostrador',
  permissions: ROLE_PERMISSIONS.Vendedor.filter((p) => !p.startsWith('stock.')),
});

/** Renders /home for `user` (the fake API answers with `user`'s permissions) with a location probe. */
function renderHome(user = admin) {
  store().permisos = user.permissions;
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="*" element={<p>Otra pantalla</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/home', user },
  );
}

const tile = (name: string) => screen.getByRole('article', { name });
const findTile = (name: string) => screen.findByRole('article', { name });
const tileNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const texts = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.textContent);

describe('HomePage: the figures', () => {
  it('shows an administrator every tile, money per currency in es-AR with its count', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Laura Gómez' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando resumen' })).toBeInTheDocument();
    await findTile('Ventas de hoy');
    expect(tileNames()).toEqual(['Ventas de hoy', 'Ventas del mes', 'Por cobrar', 'Productos bajo mínimo', 'Fabricaciones en proceso']);
    expect(texts(tile('Ventas de hoy'))).toEqual(['$ 15.250,503 ventas', 'US$ 120,001 venta']);
    expect(texts(tile('Ventas del mes'))).toEqual(['$ 1.234.567,8942 ventas', 'US$ 980,105 ventas']);
    expect(texts(tile('Por cobrar'))).toEqual(['$ 87.650,004 clientes', 'US$ 45,501 cliente']);
    expect(tile('Productos bajo mínimo')).toHaveTextContent('7productos con stock menor que su mínimo');
    expect(tile('Fabricaciones en proceso')).toHaveTextContent('2corridas sin finalizar');
    expect(store().pedidos).toBe(1);
  });

  it('links each tile to its screen with the filters that list the same things', async () => {
    renderHome();
    await findTile('Ventas de hoy');
    const href = (tileName: string, link: string) => within(tile(tileName)).getByRole('link', { name: link }).getAttribute('href');
    expect(href('Ventas de hoy', 'Ver ventas de hoy')).toBe('/ventas?fechaDesde=2026-02-04&fechaHasta=2026-02-04&anulada=false');
    expect(href('Ventas del mes', 'Ver ventas del mes')).toBe('/ventas?fechaDesde=2026-02-01&fechaHasta=2026-02-04&anulada=false');
    expect(href('Por cobrar', 'Ver cuentas con deuda')).toBe('/cuentas-corrientes?conDeuda=true');
    expect(href('Productos bajo mínimo', 'Ver productos bajo mínimo')).toBe('/stock?bajoMinimo=true');
    expect(href('Fabricaciones en proceso', 'Ver fabricaciones en proceso')).toBe('/fabricacion?estado=en_proceso');

    await userEvent.setup().click(within(tile('Ventas de hoy')).getByRole('link', { name: 'Ver ventas de hoy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ventas?fechaDesde=2026-02-04&fechaHasta=2026-02-04&anulada=false');
    expect(screen.getByText('Otra pantalla')).toBeInTheDocument();
  });

  it('shows a seller without stock.get neither «Productos bajo mínimo» nor the runs', async () => {
    renderHome(vendedorSinStock);
    await findTile('Ventas de hoy');
    expect(tileNames()).toEqual(['Ventas de hoy', 'Ventas del mes', 'Por cobrar']);
    expect(screen.queryByText(/stock menor que su mínimo/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ventas de los últimos 30 días' })).toBeInTheDocument();
  });

  it('hides the tile of every null figure, whatever the permissions', async () => {
    store().dashboard = fakeDashboard(HOY, { porCobrar: null, fabricacionesEnProceso: null, ventasDiarias: null });
    renderHome();
    await findTile('Ventas de hoy');
    expect(tileNames()).toEqual(['Ventas de hoy', 'Ventas del mes', 'Productos bajo mínimo']);
    expect(screen.queryByRole('heading', { name: 'Ventas de los últimos 30 días' })).not.toBeInTheDocument();
  });

  it('says so when there are no sales, and shows a zero count', async () => {
    store().dashboard = fakeDashboard(HOY, { ventasHoy: [], ventasMes: [], porCobrar: [], ventasDiarias: [], bajoMinimo: 0, fabricacionesEnProceso: 1 });
    renderHome();
    expect(await findTile('Ventas de hoy')).toHaveTextContent('Sin ventas hoy.');
    expect(tile('Ventas del mes')).toHaveTextContent('Sin ventas este mes.');
    expect(tile('Por cobrar')).toHaveTextContent('Ningún cliente debe.');
    expect(tile('Productos bajo mínimo')).toHaveTextContent('0productos con stock menor que su mínimo');
    expect(tile('Fabricaciones en proceso')).toHaveTextContent('1corrida sin finalizar');
    expect(screen.getByText('Sin ventas en los últimos 30 días.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('links a tile only when the user can open its screen', async () => {
    // Figures the API answered (e.g. with an older role), for a user who now lacks stock.get and ventas.get.
    store().permisos = ALL_PERMISSIONS;
    const soloFacturacion = fakeSessionUser({ id: 3, roleName: 'Caja', permissions: [P.home, P.facturacionGet, P.fabricacionGet] });
    renderWithProviders(<HomePage />, { route: '/home', user: soloFacturacion });
    await findTile('Ventas de hoy');
    // The same sales list, through /facturacion.
    expect(within(tile('Ventas de hoy')).getByRole('link', { name: 'Ver ventas de hoy' })).toHaveAttribute(
      'href',
      '/facturacion?fechaDesde=2026-02-04&fechaHasta=2026-02-04&anulada=false',
    );
    expect(within(tile('Productos bajo mínimo')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tile('Por cobrar')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tile('Fabricaciones en proceso')).getByRole('link')).toHaveAttribute('href', '/fabricacion?estado=en_proceso');
  });

  it('asks nothing of a user without home.get, even with the permissions of every figure', async () => {
    const sinHome = fakeSessionUser({ id: 5, roleName: 'Depósito', permissions: [P.ventasGet, P.stockGet, P.fabricacionGet] });
    const { queryClient } = renderHome(sinHome);
    expect(screen.getByRole('region', { name: 'Accesos directos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resumen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(store().pedidos).toBe(0);
  });

  it('asks nothing of a user whose permissions give no figure', async () => {
    const soloMonedas = fakeSessionUser({ id: 4, roleName: 'Consulta', permissions: [P.monedasGet] });
    const { queryClient } = renderHome(soloMonedas);
    expect(screen.getByRole('region', { name: 'Accesos directos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resumen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando resumen' })).not.toBeInTheDocument();
    // An enabled query would be fetching from the first render on.
    expect(queryClient.isFetching()).toBe(0);
    expect(store().pedidos).toBe(0);
  });

  it("shows 'Error al cargar el resumen' with the server's message, and 'Reintentar' loads it", async () => {
    store().fail = 'server';
    renderHome();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Error al cargar el resumen');
    expect(alerta).toHaveTextContent(MSG_ERROR_SERVIDOR);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    store().fail = null;
    await userEvent.setup().click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await findTile('Ventas de hoy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store().pedidos).toBe(2);
  });

  it('asks again each time /home opens, so a sale just made shows', async () => {
    function Alternar() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setVisible((v) => !v)}>
            Alternar
          </button>
          {visible ? <HomePage /> : null}
        </>
      );
    }
    store().permisos = admin.permissions;
    renderWithProviders(<Alternar />, { route: '/home', user: admin });
    expect(texts(await findTile('Ventas de hoy'))).toEqual(['$ 15.250,503 ventas', 'US$ 120,001 venta']);

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Alternar' }));
    store().dashboard = fakeDashboard(HOY, { ventasHoy: [{ monedaId: 1, simbolo: '$', total: '16250.50', cantidad: 4 }] });
    await u.click(screen.getByRole('button', { name: 'Alternar' }));
    await waitFor(() => expect(texts(tile('Ventas de hoy'))).toEqual(['$ 16.250,504 ventas']));
    expect(store().pedidos).toBe(2);
  });
});

describe('HomePage: the 30-day chart', () => {
  it('draws one line per currency, named by a summary of the window', async () => {
    renderHome();
    const grafico = await screen.findByRole('img', {
      name: 'Ventas de los últimos 30 días, del 06/01/2026 al 04/02/2026: $ 19.051,00 en 5 días con ventas; US$ 320,00 en 2 días con ventas.',
    });
    expect(grafico.tagName.toLowerCase()).toBe('svg');
    await waitFor(() => expect(grafico.querySelectorAll('.recharts-line-curve')).toHaveLength(2));
    expect(screen.getByText('Total vendido por día en cada moneda, del 06/01/2026 al 04/02/2026; un día sin ventas cuenta 0.')).toBeInTheDocument();
  });

  it('has every day of the window in a table, 0 where nothing was sold', async () => {
    renderHome();
    const tabla = await screen.findByRole('table', { name: 'Ventas por día, del 06/01/2026 al 04/02/2026' });
    expect(within(tabla).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Día', 'Ventas en $', 'Ventas en US$']);
    const filas = within(tabla).getAllByRole('row').slice(1);
    expect(filas).toHaveLength(30);
    const fila = (i: number) => within(filas[i]).getAllByRole('cell').map((c) => c.textContent);
    expect(within(filas[0]).getByRole('rowheader')).toHaveTextContent('martes, 6 de enero de 2026');
    expect(fila(0)).toEqual(['$ 1.000,00', 'US$ 0,00']);
    expect(fila(1)).toEqual(['$ 0,00', 'US$ 0,00']);
    expect(within(filas[29]).getByRole('rowheader')).toHaveTextContent('miércoles, 4 de febrero de 2026');
    expect(fila(29)).toEqual(['$ 15.250,50', 'US$ 120,00']);
    expect(fila(28)).toEqual(['$ 0,15', 'US$ 0,00']);
    // The point of 31 days ago (05/01) is outside the window.
    expect(within(tabla).queryByText('$ 99.999,00')).not.toBeInTheDocument();
  });
});
