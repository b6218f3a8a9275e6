import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_PROVEEDOR_COTIZACIONES } from 'shared';
import { fakeCotizacionDolar, fakeMonedaHistorialItem, LocationProbe, renderWithProviders } from 'shared/testing';
import { MonedasPage } from './MonedasPage';
import { historialDolar, setupMonedasServer } from './testing/monedas-handlers';
import { diasAtras } from './utils/monedas';

const { store } = setupMonedasServer();
// A whole screen with three sections re-renders on every keystroke: slow on a busy 2-core machine.
jest.setTimeout(20_000);

function renderPage(route = '/monedas') {
  return renderWithProviders(
    <>
      <MonedasPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const delDia = () => screen.getByRole('region', { name: 'Cotizaciones del día' });
const historial = () => screen.getByRole('region', { name: 'Historial del dólar' });
/** The cells of each body row of a section's table. */
const filas = (seccion: HTMLElement) =>
  within(within(seccion).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
const tipos = () => filas(delDia()).map((f) => f[0]);

/** `count` made-up dollar types 'Tipo 01'… (plus nothing else), for paging. */
function muchosTipos(count: number) {
  store().cotizaciones = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return fakeCotizacionDolar({ casa: `tipo${n}`, nombre: `Tipo ${n}`, compra: '1000.0000', venta: `${1000 + i}.0000` });
  });
}

describe('/monedas: Cotizaciones del día', () => {
  it('lists the types with CCL, buy, sell (or -) and the update time', async () => {
    renderPage();
    expect(within(delDia()).getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    expect(await within(delDia()).findByRole('cell', { name: 'Oficial' })).toBeInTheDocument();
    for (const header of ['Tipo', 'Compra', 'Venta', 'Actualizado']) {
      expect(within(delDia()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(filas(delDia())).toEqual([
      ['Oficial', '$ 1.160,0000', '$ 1.200,0000', '20/11/2026 12:00'],
      ['Blue', '$ 1.210,0000', '$ 1.230,0000', '20/11/2026 12:00'],
      ['Bolsa', '$ 1.215,5000', '$ 1.220,2500', '20/11/2026 12:00'],
      ['CCL', '$ 1.225,1000', '$ 1.231,9000', '20/11/2026 12:00'],
      ['Mayorista', '$ 1.170,0000', '$ 1.173,0000', '20/11/2026 12:00'],
      ['Cripto', '$ 1.240,0000', '$ 1.245,0000', '20/11/2026 12:00'],
      ['Tarjeta', '-', '$ 1.560,0000', '20/11/2026 10:30'],
    ]);
    expect(within(delDia()).queryByText('Contado con liquidación')).not.toBeInTheDocument();
    expect(within(delDia()).getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('filters by type name without case or accents, keeps the search in the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(delDia()).findByRole('cell', { name: 'Oficial' });
    const buscar = within(delDia()).getByRole('searchbox', { name: 'Buscar tipo de dólar' });

    await user.type(buscar, 'ccl');
    await waitFor(() => expect(tipos()).toEqual(['CCL']));
    await waitFor(() => expect(location()).toBe('/monedas?search=ccl'));

    await user.clear(buscar);
    await user.type(buscar, 'LIQUIDACION');
    await waitFor(() => expect(tipos()).toEqual(['CCL']));

    await user.clear(buscar);
    await user.type(buscar, 'o');
    await waitFor(() => expect(tipos()).toEqual(['Oficial', 'Bolsa', 'CCL', 'Mayorista', 'Cripto']));

    await user.type(buscar, 'ro');
    expect(await within(delDia()).findByText('No hay resultados.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/monedas?search=oro'));
    // The list is filtered in the browser: one request only.
    expect(store().calls.cotizaciones).toBe(1);
  });

  it('pages 10 by 10 with the page in the URL; a new search goes back to page 1', async () => {
    muchosTipos(13);
    const user = userEvent.setup();
    renderPage();
    await within(delDia()).findByRole('cell', { name: 'Tipo 01' });
    expect(tipos()).toHaveLength(10);
    expect(within(delDia()).getByText('Página 1 de 2')).toBeInTheDocument();

    await user.click(within(delDia()).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(tipos()).toEqual(['Tipo 11', 'Tipo 12', 'Tipo 13']));
    expect(location()).toBe('/monedas?page=2');
    expect(within(delDia()).getByText('Página 2 de 2')).toBeInTheDocument();
    // The history's pager is another one.
    expect(within(historial()).queryByText('Página 2 de 2')).not.toBeInTheDocument();

    await user.type(within(delDia()).getByRole('searchbox', { name: 'Buscar tipo de dólar' }), 'tipo 1');
    await waitFor(() => expect(tipos()).toEqual(['Tipo 10', 'Tipo 11', 'Tipo 12', 'Tipo 13']));
    await waitFor(() => expect(location()).toBe('/monedas?search=tipo+1'));
    expect(within(delDia()).getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('starts from the search and page in the URL', async () => {
    muchosTipos(25);
    renderPage('/monedas?search=TIPO&page=3');
    await waitFor(() => expect(tipos()).toEqual(['Tipo 21', 'Tipo 22', 'Tipo 23', 'Tipo 24', 'Tipo 25']));
    expect(within(delDia()).getByRole('searchbox', { name: 'Buscar tipo de dólar' })).toHaveValue('TIPO');
    expect(within(delDia()).getByText('Página 3 de 3')).toBeInTheDocument();
  });

  it("says the provider cannot be reached, then retries", async () => {
    store().fail.cotizaciones = 'proveedor';
    const user = userEvent.setup();
    renderPage();
    const alerta = await within(delDia()).findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo cargar la cotización de monedas.');
    expect(alerta).toHaveTextContent(MSG_PROVEEDOR_COTIZACIONES);
    // The rest of the screen works without the provider.
    expect(await within(historial()).findByRole('cell', { name: '$ 1.130,0000' })).toBeInTheDocument();

    store().fail.cotizaciones = undefined;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    expect(await within(delDia()).findByRole('cell', { name: 'Oficial' })).toBeInTheDocument();
    expect(within(delDia()).queryByRole('alert')).not.toBeInTheDocument();
    expect(store().calls.cotizaciones).toBe(2);
  });
});

describe('/monedas: Historial del dólar', () => {
  it('lists the changes, newest first, with user (Automático without one), values and origin', async () => {
    renderPage();
    await within(historial()).findByRole('cell', { name: '$ 1.130,0000' });
    for (const header of ['Fecha', 'Usuario', 'Valor anterior', 'Valor nuevo', 'Origen']) {
      expect(within(historial()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(filas(historial())).toEqual([
      ['03/11/2026 12:00', 'Laura Gómez', '$ 1.120,0000', '$ 1.130,0000', 'Manual'],
      ['02/11/2026 12:00', 'Automático', '$ 1.110,0000', '$ 1.120,0000', 'Automático'],
      ['01/11/2026 12:00', 'Laura Gómez', '$ 1.100,0000', '$ 1.110,0000', 'Manual'],
    ]);
    const tabla = store().historialQueries.find((q) => q.pageSize === '10');
    expect(tabla).toEqual({ monedaId: '2', page: '1', pageSize: '10' });
  });

  it('asks the server for the next page and keeps it in the URL as historialPage', async () => {
    store().historial = historialDolar(23);
    const user = userEvent.setup();
    renderPage('/monedas?search=blue');
    await within(historial()).findByRole('cell', { name: '$ 1.330,0000' });
    expect(within(historial()).getByText('Página 1 de 3')).toBeInTheDocument();

    await user.click(within(historial()).getByRole('button', { name: 'Siguiente' }));
    await within(historial()).findByRole('cell', { name: '$ 1.230,0000' });
    expect(filas(historial())).toHaveLength(10);
    expect(filas(historial())[0]).toEqual(['13/11/2026 12:00', 'Laura Gómez', '$ 1.220,0000', '$ 1.230,0000', 'Manual']);
    expect(store().historialQueries.at(-1)).toEqual({ monedaId: '2', page: '2', pageSize: '10' });
    expect(location()).toBe('/monedas?search=blue&historialPage=2');
    expect(within(historial()).getByText('Página 2 de 3')).toBeInTheDocument();
    // The reference list keeps its search.
    expect(tipos()).toEqual(['Blue']);
  });

  it('starts from historialPage in the URL', async () => {
    store().historial = historialDolar(23);
    renderPage('/monedas?historialPage=3');
    await within(historial()).findByRole('cell', { name: '$ 1.130,0000' });
    expect(filas(historial()).map((f) => f[3])).toEqual(['$ 1.130,0000', '$ 1.120,0000', '$ 1.110,0000']);
    expect(within(historial()).getByText('Página 3 de 3')).toBeInTheDocument();
  });

  it("says 'Sin cambios registrados.' when there is none", async () => {
    store().historial = [];
    renderPage();
    expect(await within(historial()).findByText('Sin cambios registrados.')).toBeInTheDocument();
    expect(within(historial()).getByText('Sin cambios registrados en los últimos 90 días.')).toBeInTheDocument();
    expect(within(historial()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the last 90 days (Buenos Aires) as a chart named for screen readers', async () => {
    const hace = (dias: number) => new Date(Date.now() - dias * 86_400_000).toISOString();
    store().historial = [
      fakeMonedaHistorialItem({ id: 3, fecha: hace(2), valorAnterior: '1180.0000', valorNuevo: '1200.0000' }),
      fakeMonedaHistorialItem({ id: 2, fecha: hace(30), valorAnterior: '1150.0000', valorNuevo: '1180.0000', origen: 'automatico', usuario: null }),
      fakeMonedaHistorialItem({ id: 1, fecha: hace(120), valorAnterior: '1100.0000', valorNuevo: '1150.0000' }),
    ];
    renderPage();
    const grafico = await within(historial()).findByRole('img', { name: /^Gráfico del valor del dólar en pesos de los últimos 90 días/ });
    expect(grafico.tagName.toLowerCase()).toBe('svg');
    expect(grafico).toHaveAccessibleName(expect.stringContaining('2 cambios, de $ 1.180,0000 el'));
    expect(grafico).toHaveAccessibleName(expect.stringContaining('a $ 1.200,0000 el'));
    // The line is drawn.
    expect(grafico.querySelector('.recharts-line-curve')).not.toBeNull();
    expect(store().historialQueries).toContainEqual({ monedaId: '2', fechaDesde: diasAtras(90), page: '1', pageSize: '500' });
    // The table (the chart's accessible equivalent) has every change.
    await waitFor(() => expect(filas(historial())).toHaveLength(3));
  });

  it("says 'No se pudo cargar el historial del dólar.' and retries", async () => {
    store().fail.historial = 'server';
    const user = userEvent.setup();
    renderPage();
    const alerta = await within(historial()).findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo cargar el historial del dólar.');
    expect(within(historial()).getAllByRole('alert')).toHaveLength(1);
    store().fail.historial = undefined;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    expect(await within(historial()).findByRole('cell', { name: '$ 1.130,0000' })).toBeInTheDocument();
  });
});
