import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { P } from 'shared';
import { API_URL, fakeCliente, fakeSessionUser, LocationProbe, mockDescargas, renderWithProviders, type DescargaRegistrada } from 'shared/testing';
import { lightTheme } from 'shared/theme';
import { toast } from 'shared/toast';
import { CuentaDetallePage } from '../detalle/CuentaDetallePage';
import { cuentasHandlers, diaIso, registrarDocumento, setupCuentasServer } from '../testing/cuentas-handlers';
import { CuentasListPage } from './CuentasListPage';

// Several tests type, page, navigate and build a workbook: slower than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);

const { server, store } = setupCuentasServer();

/** May see the accounts and nothing else (the guard of the screen). */
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.cuentasCorrientesGet] });

const open = (route = '/cuentas-corrientes') => {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/cuentas-corrientes" element={<CuentasListPage />} />
        <Route path="/cuentas-corrientes/:id" element={<CuentaDetallePage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user: soloLectura },
  );
  return userEvent.setup();
};

/** The body rows of the accounts table, top to bottom, as the text of their cells. */
const filas = () => {
  const [, body] = within(screen.getByRole('table', { name: 'Cuentas corrientes' })).getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
};
/** The cells of the 'Total' row. */
const totales = () => {
  const fila = within(screen.getByRole('table', { name: 'Cuentas corrientes' })).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
  return within(fila).getAllByRole('cell').map((c) => c.textContent);
};
const ultimoPedido = () => Object.fromEntries(store().listados.at(-1) ?? []);

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('/cuentas-corrientes', () => {
  it('lists every client with both balances, the aging per currency and the totals of all pages', async () => {
    const u = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuentas corrientes' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Jorge Sosa' });
    expect(screen.getByText('12 clientes')).toBeInTheDocument();
    // Ordered by name: nine 'Cliente NN' and Jorge Sosa on page 1 (25 debts of $ 10,00 from Feb 1st: 17 over 30 days old on March 20th).
    expect(filas()[9]).toEqual(['Jorge Sosa', '20333444', 'Debe $ 250,00', '$ 80,00', '$ 170,00', '$ 0,00', '$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00']);
    expect(filas()[0][2]).toBe('$ 0,00');
    // Totals over every client (María and Lucía are on page 2): 250 + 1.920 − 300.
    expect(totales()).toEqual(['$ 1.870,00', '$ 80,00', '$ 670,00', '$ 1.420,00', '$ 0,00', 'US$ 100,00', 'US$ 100,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00']);
    expect(screen.getByRole('columnheader', { name: 'Saldo en pesos' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Más de 90 días en dólares' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('link', { name: 'María López' });
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes?page=2');
    expect(filas()).toEqual([
      ['Lucía Fernández', '27444555', 'A favor $ 300,00', '$ 0,00', '$ 0,00', '$ 0,00', '$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00'],
      ['María López', '27111222', 'Debe $ 1.920,00', '$ 0,00', '$ 500,00', '$ 1.420,00', '$ 0,00', 'Debe US$ 100,00', 'US$ 100,00', 'US$ 0,00', 'US$ 0,00', 'US$ 0,00'],
    ]);
    // Owed in red, credit in favour in green (docs/cuentas-corrientes.md).
    expect(screen.getByText('Debe $ 1.920,00')).toHaveStyle({ color: lightTheme.colors.danger });
    expect(screen.getByText('A favor $ 300,00')).toHaveStyle({ color: lightTheme.colors.success });
    expect(totales()[0]).toBe('$ 1.870,00');
  });

  it('filters by name or document and by Con deuda, with the filters in the URL and the totals of the matches', async () => {
    const u = open();
    await u.type(await screen.findByRole('searchbox', { name: 'Buscar cuentas corrientes' }), '2711');
    expect(await screen.findByText('1 cliente')).toBeInTheDocument();
    expect(filas().map((f) => f[0])).toEqual(['María López']);
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes?search=2711');
    expect(ultimoPedido()).toMatchObject({ search: '2711', page: '1', pageSize: '10' });

    await u.clear(screen.getByRole('searchbox', { name: 'Buscar cuentas corrientes' }));
    await screen.findByText('12 clientes');
    await u.click(screen.getByRole('checkbox', { name: 'Con deuda' }));
    expect(await screen.findByText('2 clientes')).toBeInTheDocument();
    expect(filas().map((f) => f[0])).toEqual(['Jorge Sosa', 'María López']);
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes?conDeuda=true');
    expect(ultimoPedido()).toMatchObject({ conDeuda: 'true' });
    // Lucía's credit in favour is no longer in the totals.
    expect(totales()[0]).toBe('$ 2.170,00');
  });

  it('reads its filters and page from the URL', async () => {
    open('/cuentas-corrientes?conDeuda=true&pageSize=20');
    expect(await screen.findByText('2 clientes')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Con deuda' })).toBeChecked();
    expect(ultimoPedido()).toMatchObject({ conDeuda: 'true', pageSize: '20' });
  });

  it('opens the account from its row with the keyboard and goes back to the same list', async () => {
    const u = open('/cuentas-corrientes?page=2');
    await screen.findByRole('link', { name: 'María López' });
    await u.tab(); // the search box
    while (document.activeElement?.textContent !== 'María López') await u.tab();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta corriente de María López' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes/1');
    await u.click(screen.getByRole('button', { name: 'Volver' }));
    await screen.findByRole('link', { name: 'María López' });
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes?page=2');
  });

  it('opens the account with a click anywhere on its row', async () => {
    const u = open('/cuentas-corrientes?page=2');
    await screen.findByRole('link', { name: 'Lucía Fernández' });
    await u.click(screen.getByText('A favor $ 300,00'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta corriente de Lucía Fernández' })).toBeInTheDocument();
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    open('/cuentas-corrientes?search=zzz');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('shows the load error and loads again with Reintentar', async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/cuentas-corrientes`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open();
    expect(await screen.findByText('Error al cargar las cuentas corrientes')).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Jorge Sosa' })).toBeInTheDocument();
  });

  describe('Exportar a Excel', () => {
    let descargas: DescargaRegistrada[];

    // jsdom does not download: record what the link would have saved.
    beforeEach(() => {
      descargas = mockDescargas();
    });

    const leerLibro = async (archivo: Blob) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await archivo.arrayBuffer());
      return workbook.getWorksheet('Cuentas corrientes')!;
    };

    it('reads every page of 100, one after the other with its progress, and downloads the workbook', async () => {
      // 130 more clients: with the 12 of the store, two pages of 100; client 200 owes US$ 5,50 today.
      for (let i = 0; i < 130; i++) store().clientes.push(fakeCliente({ id: 200 + i, nombreApellido: `Zárate ${String(i).padStart(3, '0')}`, documento: String(40000000 + i) }));
      registrarDocumento(store(), { clienteId: 200, tipo: 'venta', id: 90, monedaId: 2, total: '5.50', fecha: diaIso('2026-03-19'), descripcion: 'Deuda por venta #90' });
      // The second page waits until the test has seen the progress.
      let soltar!: () => void;
      const segunda = new Promise<void>((resolve) => (soltar = resolve));
      const base = cuentasHandlers(store()).find((h) => h.info.header === `GET ${API_URL}/cuentas-corrientes`)!;
      server.use(
        http.get(`${API_URL}/cuentas-corrientes`, async ({ request }) => {
          if (new URL(request.url).searchParams.get('page') === '2') await segunda;
          return undefined;
        }),
        base,
      );

      const u = open();
      await screen.findByRole('link', { name: 'Jorge Sosa' });
      const antes = store().listados.length;
      await u.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
      expect(await screen.findByText('Exportando página 2 de 2…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
      soltar();
      expect(await screen.findByText('Cuentas corrientes descargadas.')).toBeInTheDocument();
      expect(store().listados.slice(antes).map((q) => [q.get('page'), q.get('pageSize')])).toEqual([
        ['1', '100'],
        ['2', '100'],
      ]);

      expect(descargas).toHaveLength(1);
      expect(descargas[0].nombre).toMatch(/^cuentas_corrientes_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const hoja = await leerLibro(descargas[0].archivo);
      expect(hoja.getCell('A1').value).toBe('Cuentas corrientes');
      expect(String(hoja.getCell('A2').value)).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(hoja.getCell('A3').value).toBe('Todos los clientes');
      expect((hoja.getRow(4).values as unknown[]).slice(1, 4)).toEqual(['Cliente', 'Documento', 'Saldo en pesos']);
      expect(hoja.getRow(4).font?.bold).toBe(true);
      expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
      // 142 clients from row 5, then the totals.
      expect(hoja.rowCount).toBe(4 + 142 + 1);
      const maria = (hoja.getRow(5 + 11).values as unknown[]).slice(1);
      expect(maria.slice(0, 8)).toEqual(['María López', '27111222', 1920, 0, 500, 1420, 0, 100]);
      expect(maria[12]).toBe(5000);
      expect(hoja.getRow(5 + 11).getCell(3).numFmt).toBe('"$ "#,##0.00;-"$ "#,##0.00');
      expect(hoja.getRow(5 + 11).getCell(8).numFmt).toBe('"US$ "#,##0.00;-"US$ "#,##0.00');
      const total = hoja.getRow(4 + 142 + 1);
      expect([1, 3, 4, 5, 6, 7, 8, 9].map((c) => total.getCell(c).value)).toEqual(['Total', 1870, 80, 670, 1420, 0, 105.5, 105.5]);
      expect(total.font?.bold).toBe(true);
      expect(hoja.getColumn(1).width).toBeGreaterThanOrEqual('María López'.length);
    });

    it('exports only what the filters match', async () => {
      const u = open('/cuentas-corrientes?conDeuda=true');
      await screen.findByText('2 clientes');
      await u.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
      await screen.findByText('Cuentas corrientes descargadas.');
      expect(ultimoPedido()).toMatchObject({ conDeuda: 'true', pageSize: '100' });
      const hoja = await leerLibro(descargas[0].archivo);
      expect(hoja.getCell('A3').value).toBe('Solo clientes con deuda');
      expect([5, 6].map((n) => hoja.getRow(n).getCell(1).value)).toEqual(['Jorge Sosa', 'María López']);
      expect(hoja.getRow(7).getCell(1).value).toBe('Total');
    });

    it("says 'No hay datos para descargar' for an empty list and 'Error al generar el archivo Excel' when a page fails", async () => {
      const u = open('/cuentas-corrientes?search=zzz');
      await screen.findByText('No hay resultados.');
      await u.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
      expect(await screen.findByText('No hay datos para descargar')).toBeInTheDocument();

      await u.clear(screen.getByRole('searchbox', { name: 'Buscar cuentas corrientes' }));
      await screen.findByText('12 clientes');
      // The list on screen stays; the export's own request fails.
      server.use(http.get(`${API_URL}/cuentas-corrientes`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
      await u.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
      expect(await screen.findByText('Error al generar el archivo Excel')).toBeInTheDocument();
      expect(descargas).toHaveLength(0);
    });
  });
});
