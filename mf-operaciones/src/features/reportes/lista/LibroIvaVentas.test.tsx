import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { MSG_LIBRO_IVA_FALTA_DESDE, MSG_LIBRO_IVA_FALTA_HASTA, MSG_LIBRO_IVA_RANGO_EXCEDIDO, P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, mockDescargas, renderWithProviders, type DescargaRegistrada } from 'shared/testing';
import { toast } from 'shared/toast';
import { API_URL, setupReportesServer } from '../testing/reportes-handlers';
import { formatoDinero } from '../utils/excel-reporte';
import { ReportesPage } from './ReportesPage';

/**
 * The Libro IVA Ventas of /reportes (docs/reportes.md «Libro IVA Ventas»): the third type of the
 * screen, asked to GET fiscal/libro-iva-ventas (msw, checked against the contract), with the
 * comprobantes of November 2026 of the store (reportes-handlers.ts): in pesos, the credit note
 * negative, a column pair per rate, the totals row, the states and the Excel file read back.
 */

// Typing and building a workbook: slower than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);

const { server, store } = setupReportesServer();

/** May see reports, nothing else (the book needs reportes.get or fiscal.get). */
const contador = fakeSessionUser({ roleName: 'Contador', permissions: [P.reportesGet] });

function open(route = '/reportes', user: SessionUser = contador) {
  renderWithProviders(
    <>
      <ReportesPage />
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const boton = (name: string) => screen.getByRole('button', { name });
const url = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const ultimoPedido = () => Object.fromEntries(store().pedidosLibroIva.at(-1)!);
const tabla = () => screen.getByRole('table', { name: 'Libro IVA Ventas' });
const encabezados = () => within(tabla().querySelector('thead')!).getAllByRole('columnheader').map((c) => c.textContent);
const filas = () =>
  within(tabla().querySelector('tbody')!)
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
const totales = () =>
  within(tabla().querySelector('tfoot')!)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))[0];

const NOVIEMBRE = '/reportes?type=iva-ventas&fechaDesde=2026-11-01&fechaHasta=2026-11-30';

const ENCABEZADOS = [
  'Fecha',
  'Comprobante',
  'Número',
  'Comprador',
  'Documento',
  'Condición IVA',
  'Moneda',
  'Cotización',
  'Neto 21 %',
  'IVA 21 %',
  'Neto 10,5 %',
  'IVA 10,5 %',
  'Neto',
  'IVA',
  'Exento',
  'Total',
];
const QUIMICA = ['Química del Plata S.A.', '30-70000000-7', 'Responsable Inscripto'];
const FINAL = ['Consumidor Final', 'Consumidor final', 'Consumidor Final'];
/** November 2026 as the table shows it: by date, type, point of sale and number; the credit note negative. */
const FILAS = [
  ['03/11/2026', 'Factura A', '00001-00000012', ...QUIMICA, 'Pesos', '1', '$ 1.000,00', '$ 210,00', '$ 200,00', '$ 21,00', '$ 1.200,00', '$ 231,00', '$ 0,00', '$ 1.431,00'],
  ['05/11/2026', 'Factura B', '00001-00000007', ...FINAL, 'Pesos', '1', '$ 100,00', '$ 21,00', '', '', '$ 100,00', '$ 21,00', '$ 0,00', '$ 121,00'],
  ['10/11/2026', 'Factura A', '00001-00000013', ...QUIMICA, 'Dólares', '1.180,5', '$ 11.816,81', '$ 2.479,05', '', '', '$ 11.816,81', '$ 2.479,05', '$ 0,00', '$ 14.295,86'],
  ['20/11/2026', 'Nota de Crédito A', '00001-00000003', ...QUIMICA, 'Pesos', '1', '-$ 1.000,00', '-$ 210,00', '', '', '-$ 1.000,00', '-$ 210,00', '$ 0,00', '-$ 1.210,00'],
];
const TOTALES = ['Totales (4 comprobantes)', '$ 11.916,81', '$ 2.500,05', '$ 200,00', '$ 21,00', '$ 12.116,81', '$ 2.521,05', '$ 0,00', '$ 14.637,86'];

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('/reportes: Libro IVA Ventas', () => {
  it('asks for both dates, then lists the book of the range with a column pair per rate and the totals row', async () => {
    const u = open();
    await u.click(boton('Libro IVA Ventas'));
    expect(boton('Libro IVA Ventas')).toHaveAttribute('aria-pressed', 'true');
    // The book lists comprobantes: no product filter.
    expect(screen.queryByRole('combobox', { name: 'Buscar Producto' })).not.toBeInTheDocument();

    await u.click(boton('Generar Reporte'));
    expect(await screen.findByText(MSG_LIBRO_IVA_FALTA_DESDE)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Desde'), '2026-11-01');
    await u.click(boton('Generar Reporte'));
    expect(await screen.findByText(MSG_LIBRO_IVA_FALTA_HASTA)).toBeInTheDocument();
    expect(store().pedidosLibroIva).toHaveLength(0);
    expect(store().pedidos).toHaveLength(0);

    await u.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await u.click(boton('Generar Reporte'));
    await screen.findByRole('table', { name: 'Libro IVA Ventas' });
    expect(ultimoPedido()).toEqual({ fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
    // GET reportes is not asked.
    expect(store().pedidos).toHaveLength(0);
    expect(Object.fromEntries(url().searchParams)).toEqual({ type: 'iva-ventas', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });

    expect(screen.getByText('4 comprobantes')).toHaveAttribute('role', 'status');
    expect(encabezados()).toEqual(ENCABEZADOS);
    expect(filas()).toEqual(FILAS);
    expect(totales()).toEqual(TOTALES);

    // The same filters again ask again.
    await u.click(boton('Generar Reporte'));
    await waitFor(() => expect(store().pedidosLibroIva).toHaveLength(2));
  });

  it('generates the book of a shared URL; only the rates present get columns', async () => {
    open('/reportes?type=iva-ventas&fechaDesde=2026-11-05&fechaHasta=2026-11-30');
    await screen.findByRole('table', { name: 'Libro IVA Ventas' });
    expect(boton('Libro IVA Ventas')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-05');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    // Only 21 %: no 10,5 % columns.
    expect(encabezados().slice(8)).toEqual(['Neto 21 %', 'IVA 21 %', 'Neto', 'IVA', 'Exento', 'Total']);
    expect(filas().map((f) => f.slice(0, 3))).toEqual([
      ['05/11/2026', 'Factura B', '00001-00000007'],
      ['10/11/2026', 'Factura A', '00001-00000013'],
      ['20/11/2026', 'Nota de Crédito A', '00001-00000003'],
    ]);
    expect(totales()).toEqual(['Totales (3 comprobantes)', '$ 10.916,81', '$ 2.290,05', '$ 10.916,81', '$ 2.290,05', '$ 0,00', '$ 13.206,86']);
  });

  it('a URL with only the type asks nothing and says to choose the dates', async () => {
    open('/reportes?type=iva-ventas');
    expect(screen.getByText(/Elija las fechas «Desde» y «Hasta» del Libro IVA Ventas/)).toBeInTheDocument();
    expect(store().pedidosLibroIva).toHaveLength(0);
  });

  it("says 'No hay resultados.' for a range without comprobantes and 'No hay datos para descargar' when downloading it", async () => {
    const descargas = mockDescargas();
    const u = open('/reportes?type=iva-ventas&fechaDesde=2027-01-01&fechaHasta=2027-01-31');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await u.click(boton('Descargar Excel'));
    expect(await screen.findByText('No hay datos para descargar')).toBeInTheDocument();
    expect(descargas).toHaveLength(0);
  });

  it("shows 'Error al cargar el reporte' with the server's reason for a refused range", async () => {
    open('/reportes?type=iva-ventas&fechaDesde=2025-01-01&fechaHasta=2026-01-02');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Error al cargar el reporte');
    expect(refusal).toHaveTextContent(MSG_LIBRO_IVA_RANGO_EXCEDIDO);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('retries after a server failure', async () => {
    let caido = true;
    server.use(http.get(`${API_URL}/fiscal/libro-iva-ventas`, () => (caido ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open(NOVIEMBRE);
    const error = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Error al cargar el reporte');
    expect(screen.queryByRole('button', { name: 'Descargar Excel' })).not.toBeInTheDocument();
    caido = false;
    await u.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Libro IVA Ventas' })).toBeInTheDocument();
    expect(filas()).toEqual(FILAS);
  });

  it("shows 'Generando reporte…' with a progress bar and the button disabled while it loads", async () => {
    let soltar!: () => void;
    const espera = new Promise<void>((resolve) => (soltar = resolve));
    server.use(
      http.get(`${API_URL}/fiscal/libro-iva-ventas`, async () => {
        await espera;
        return undefined;
      }),
    );
    open(NOVIEMBRE);
    expect(await screen.findByText('Generando reporte…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Generando reporte…' })).toBeInTheDocument();
    expect(boton('Generar Reporte')).toBeDisabled();
    soltar();
    await screen.findByRole('table', { name: 'Libro IVA Ventas' });
    expect(screen.queryByText('Generando reporte…')).not.toBeInTheDocument();
  });

  describe('Descargar Excel', () => {
    let descargas: DescargaRegistrada[];

    beforeEach(() => {
      descargas = mockDescargas();
    });

    it('downloads libro_iva_ventas_{día}.xlsx with the rows and the totals of the table, as numbers in pesos', async () => {
      const u = open(NOVIEMBRE);
      await screen.findByRole('table', { name: 'Libro IVA Ventas' });
      const pedidos = store().pedidosLibroIva.length;
      await u.click(boton('Descargar Excel'));
      expect(await screen.findByText('Reporte descargado exitosamente')).toBeInTheDocument();
      // Built from the book on screen: nothing more is asked.
      expect(store().pedidosLibroIva).toHaveLength(pedidos);

      expect(descargas).toHaveLength(1);
      expect(descargas[0].nombre).toMatch(/^libro_iva_ventas_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await descargas[0].archivo.arrayBuffer());
      const hoja = workbook.getWorksheet('Libro IVA Ventas')!;
      expect(hoja.getCell('A1').value).toBe('Libro IVA Ventas (01/11/2026 – 30/11/2026)');
      expect(String(hoja.getCell('A2').value)).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const valores = (n: number) => Array.from({ length: ENCABEZADOS.length }, (_, i) => hoja.getRow(n).getCell(i + 1).value ?? '');
      expect(valores(4)).toEqual(ENCABEZADOS);
      expect([5, 6, 7, 8].map(valores)).toEqual([
        ['03/11/2026', 'Factura A', '00001-00000012', ...QUIMICA, 'Pesos', 1, 1000, 210, 200, 21, 1200, 231, 0, 1431],
        ['05/11/2026', 'Factura B', '00001-00000007', ...FINAL, 'Pesos', 1, 100, 21, '', '', 100, 21, 0, 121],
        ['10/11/2026', 'Factura A', '00001-00000013', ...QUIMICA, 'Dólares', 1180.5, 11816.81, 2479.05, '', '', 11816.81, 2479.05, 0, 14295.86],
        ['20/11/2026', 'Nota de Crédito A', '00001-00000003', ...QUIMICA, 'Pesos', 1, -1000, -210, '', '', -1000, -210, 0, -1210],
      ]);
      // An empty row, then the totals row (bold), matching the table's.
      expect(hoja.getRow(9).cellCount).toBe(0);
      expect(valores(10)).toEqual(['Totales (4 comprobantes)', '', '', '', '', '', '', '', 11916.81, 2500.05, 200, 21, 12116.81, 2521.05, 0, 14637.86]);
      expect(hoja.getRow(10).getCell(16).font?.bold).toBe(true);
      // Money in pesos with the '$' format; the rows' style is not bold.
      expect(hoja.getRow(8).getCell(16).numFmt).toBe(formatoDinero('$'));
      expect(hoja.getRow(8).getCell(16).font?.bold).not.toBe(true);
    });
  });
});
