import * as ExcelJS from 'exceljs';
import { Dec, type ReporteIngreso, type ReporteVenta } from 'shared';
import { formatAmount, formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { fakeLineaIngreso, fakeLineaVenta, fakeReporteIngreso, fakeReporteVenta } from '../testing/reportes-fakes';
import {
  COLUMNAS_INGRESO,
  COLUMNAS_VENTA,
  FORMATO_CANTIDAD,
  FORMATO_CANTIDAD_ENTERA,
  FORMATO_IMPORTE,
  formatoDinero,
  generarReporteExcel,
  largoDinero,
  largoImporte,
  medirCantidad,
  nombreArchivoReporte,
  tituloReporte,
  type ReporteExcelInput,
} from './excel-reporte';
import { armarReporte } from './reporte';

/** 09:30 of November 21st 2026 in Buenos Aires. */
const GENERADO = new Date('2026-11-21T12:30:00Z');
const PESOS = formatoDinero('$');
const DOLARES = formatoDinero('US$');

/** Three stock entries, given out of order: 7 with two lines (pesos and dollars), 5 without lines, 3 without date. */
function ingresos(financieros = true): ReporteIngreso[] {
  const sinCosto = financieros ? {} : { costo: null, costo_anterior: null };
  return [
    { ...fakeReporteIngreso({ id: 3, detalles: [fakeLineaIngreso({ id: 30, producto: { codigo: '10002', nombre: 'Glicerina', unidad: '' }, ...sinCosto })] }), fechaIngreso: '' },
    fakeReporteIngreso({
      id: 7,
      detalles: [
        fakeLineaIngreso({ id: 70, cantidad: '2.5000', ...sinCosto }),
        fakeLineaIngreso({
          id: 71,
          cantidad: '3.0000',
          costo: financieros ? '12.50' : null,
          costo_anterior: null,
          monedaSimbolo: 'US$',
          producto: { codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l' },
          proveedor: null,
        }),
      ],
    }),
    fakeReporteIngreso({ id: 5, fechaIngreso: '2026-11-19T13:05:00.000Z', detalles: [] }),
  ];
}

/** Sale 12 in dollars with two lines, partly paid; sale 11 annulled, without lines. */
function ventas(financieros = true): ReporteVenta[] {
  const sinComision = financieros ? {} : { comisionVendedor: null };
  return [
    fakeReporteVenta({
      id: 11,
      isDeleted: true,
      detalles: [],
      total: '500.00',
      pagado: financieros ? '500.00' : null,
      fechaVenta: '2026-11-19T13:05:00.000Z',
    }),
    fakeReporteVenta({
      id: 12,
      moneda: { id: 2, simbolo: 'US$' },
      detalles: [
        fakeLineaVenta({ id: 120, ...sinComision }),
        fakeLineaVenta({
          id: 121,
          cantidad: '1.5000',
          precioUnitario: '10.10',
          comisionVendedor: financieros ? '0.76' : null,
          producto: { codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l' },
        }),
      ],
      // 2.000,00 + 15,15; paid 1.000,10: the balance 1.015,05 (2015.15 − 1000.10 in binary floats is 1015.0500000000002).
      pagado: financieros ? '1000.10' : null,
    }),
  ];
}

/** Writes the file as the page does, and reads it back as a user opening it would. */
async function releer(input: ReporteExcelInput) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(await generarReporteExcel(input));
  return libro;
}

/** Values of columns 1..n of a row (null for an empty cell). */
const valores = (hoja: ExcelJS.Worksheet, fila: number, n: number) => Array.from({ length: n }, (_, i) => hoja.getRow(fila).getCell(i + 1).value ?? null);
const vacia = (hoja: ExcelJS.Worksheet, fila: number) => hoja.getRow(fila).cellCount === 0 || valores(hoja, fila, 13).every((v) => v === null);

describe('Excel de ingresos', () => {
  it('writes title with the range, Generado el, the product filter, the header on row 4 and one line per product line', async () => {
    const libro = await releer({ reporte: armarReporte('ingreso', ingresos()), fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', producto: '10001 - Alcohol etílico', generado: GENERADO });
    expect(libro.worksheets.map((w) => w.name)).toEqual(['Ingresos']);
    const hoja = libro.getWorksheet('Ingresos')!;
    expect(hoja.getCell('A1').value).toBe('Reporte de Ingresos (01/11/2026 – 30/11/2026)');
    expect(hoja.getCell('A1').font?.bold).toBe(true);
    expect(hoja.getCell('A2').value).toBe('Generado el 21/11/2026 09:30');
    expect(hoja.getCell('A3').value).toBe('Producto: 10001 - Alcohol etílico');
    expect(valores(hoja, 4, 10)).toEqual([...COLUMNAS_INGRESO]);
    expect(hoja.getRow(4).font?.bold).toBe(true);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });

    // Newest id first; ID, date and status only on the first line of each entry.
    expect(valores(hoja, 5, 10)).toEqual([7, '20/11/2026 12:00', 'Registrado', '10001', 'Alcohol etílico', 2.5, 'l', 1500, 1400, 'Química del Plata S.A.']);
    // A missing previous cost is 0, a missing supplier N/A.
    expect(valores(hoja, 6, 10)).toEqual([null, null, null, '20002', 'Esencia de lavanda', 3, 'l', 12.5, 0, 'N/A']);
    expect(vacia(hoja, 7)).toBe(true);
    expect(valores(hoja, 8, 10)).toEqual([5, '19/11/2026 10:05', 'Registrado', null, 'Sin productos', null, null, null, null, null]);
    expect(vacia(hoja, 9)).toBe(true);
    // A missing date and unit: N/A.
    expect(valores(hoja, 10, 10)).toEqual([3, 'N/A', 'Registrado', '10002', 'Glicerina', 2, 'N/A', 1500, 1400, 'Química del Plata S.A.']);
    expect(hoja.rowCount).toBe(10);

    // Numbers with a number format, not text; money with its currency.
    for (const celda of ['A5', 'F5', 'H5', 'I5', 'F6', 'H6', 'I6']) expect(typeof hoja.getCell(celda).value).toBe('number');
    expect(hoja.getCell('F5').numFmt).toBe(FORMATO_CANTIDAD);
    expect(hoja.getCell('F6').numFmt).toBe(FORMATO_CANTIDAD_ENTERA);
    expect(hoja.getCell('H5').numFmt).toBe(PESOS);
    expect(hoja.getCell('H6').numFmt).toBe(DOLARES);
    // The previous cost may be in another currency (the API does not say which): no symbol.
    expect([hoja.getCell('I5').numFmt, hoja.getCell('I6').numFmt]).toEqual([FORMATO_IMPORTE, FORMATO_IMPORTE]);
    expect(PESOS).toBe('"$ "#,##0.00;-"$ "#,##0.00');
  });

  it('fits each column to its longest text, at least 10 characters (the default is 8.43)', async () => {
    const hoja = (await releer({ reporte: armarReporte('ingreso', ingresos()), generado: GENERADO })).getWorksheet('Ingresos')!;
    expect(hoja.getColumn(2).width).toBe('20/11/2026 12:00'.length + 2);
    expect(hoja.getColumn(5).width).toBe('Esencia de lavanda'.length + 2);
    expect(hoja.getColumn(10).width).toBe('Química del Plata S.A.'.length + 2);
    // '$ 1.500,00' and 'Costo Anterior'.
    expect(hoja.getColumn(8).width).toBe('$ 1.500,00'.length + 2);
    expect(hoja.getColumn(9).width).toBe('Costo Anterior'.length + 2);
    for (let c = 1; c <= 10; c++) expect(hoja.getColumn(c).width).toBeGreaterThanOrEqual(10);
  });

  it('without both dates the title has no range, and row 3 stays empty without a product', async () => {
    const hoja = (await releer({ reporte: armarReporte('ingreso', ingresos()), fechaDesde: '2026-11-01', generado: GENERADO })).getWorksheet('Ingresos')!;
    expect(hoja.getCell('A1').value).toBe('Reporte de Ingresos');
    expect(hoja.getCell('A3').value).toBeNull();
  });

  it('says N/A for the costs the API did not send (no reportes.financieros)', async () => {
    const hoja = (await releer({ reporte: armarReporte('ingreso', ingresos(false)), generado: GENERADO })).getWorksheet('Ingresos')!;
    expect(valores(hoja, 5, 10).slice(7)).toEqual(['N/A', 'N/A', 'Química del Plata S.A.']);
    expect(valores(hoja, 6, 10).slice(7)).toEqual(['N/A', 'N/A', 'N/A']);
  });
});

describe('Excel de ventas', () => {
  it('writes one line per product line with total, paid and balance (total − pagado, exact) on the first one', async () => {
    const libro = await releer({ reporte: armarReporte('venta', ventas()), fechaDesde: '2026-11-01', fechaHasta: '2026-11-30', generado: GENERADO });
    expect(libro.worksheets.map((w) => w.name)).toEqual(['Ventas']);
    const hoja = libro.getWorksheet('Ventas')!;
    expect(hoja.getCell('A1').value).toBe('Reporte de Ventas (01/11/2026 – 30/11/2026)');
    expect(hoja.getCell('A2').value).toBe('Generado el 21/11/2026 09:30');
    expect(hoja.getCell('A3').value).toBeNull();
    expect(valores(hoja, 4, 13)).toEqual([...COLUMNAS_VENTA]);
    expect(hoja.getRow(4).font?.bold).toBe(true);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });

    expect(valores(hoja, 5, 13)).toEqual([12, '20/11/2026 12:00', 'Parcial', '30001', 'Perfume Brisa', 2, 'unidad', 1000, 2000, 100, 2015.15, 1000.1, 1015.05]);
    expect(valores(hoja, 6, 13)).toEqual([null, null, null, '20002', 'Esencia de lavanda', 1.5, 'l', 10.1, 15.15, 0.76, null, null, null]);
    expect(vacia(hoja, 7)).toBe(true);
    expect(valores(hoja, 8, 13)).toEqual([11, '19/11/2026 10:05', 'Anulada', null, 'Sin productos', null, null, null, null, null, 500, 500, 0]);
    expect(hoja.rowCount).toBe(8);

    for (const col of ['H', 'I', 'J', 'K', 'L', 'M']) {
      expect(typeof hoja.getCell(`${col}5`).value).toBe('number');
      expect(hoja.getCell(`${col}5`).numFmt).toBe(DOLARES);
    }
    expect(hoja.getCell('K8').numFmt).toBe(PESOS);
    expect(hoja.getCell('F5').numFmt).toBe(FORMATO_CANTIDAD_ENTERA);
    expect(hoja.getCell('F6').numFmt).toBe(FORMATO_CANTIDAD);
    expect(hoja.getColumn(5).width).toBe('Esencia de lavanda'.length + 2);
    expect(hoja.getColumn(11).width).toBe('US$ 2.015,15'.length + 2);
    for (let c = 1; c <= 13; c++) expect(hoja.getColumn(c).width).toBeGreaterThanOrEqual(10);
  });

  it('says N/A for commission, paid and balance when the API did not send them', async () => {
    const hoja = (await releer({ reporte: armarReporte('venta', ventas(false)), generado: GENERADO })).getWorksheet('Ventas')!;
    expect(hoja.getCell('A1').value).toBe('Reporte de Ventas');
    expect(valores(hoja, 5, 13).slice(9)).toEqual(['N/A', 2015.15, 'N/A', 'N/A']);
    expect(valores(hoja, 6, 13).slice(9)).toEqual(['N/A', null, null, null]);
    expect(valores(hoja, 8, 13).slice(10)).toEqual([500, 'N/A', 'N/A']);
  });
});

describe('textos del archivo', () => {
  it('names the file after the type and the day in Buenos Aires', () => {
    // 01:30 UTC of November 21st is still November 20th in Buenos Aires.
    expect(nombreArchivoReporte('ingreso', new Date('2026-11-21T01:30:00Z'))).toBe('reporte_ingresos_2026-11-20.xlsx');
    expect(nombreArchivoReporte('venta', new Date('2026-11-21T03:30:00Z'))).toBe('reporte_ventas_2026-11-21.xlsx');
  });

  it('puts the range in the title only with both dates', () => {
    expect(tituloReporte('venta', '2026-11-01', '2026-11-30')).toBe('Reporte de Ventas (01/11/2026 – 30/11/2026)');
    expect(tituloReporte('venta', undefined, '2026-11-30')).toBe('Reporte de Ventas');
    expect(tituloReporte('ingreso')).toBe('Reporte de Ingresos');
  });
});

describe('anchos y fechas sin formatear cada celda', () => {
  // The widths are counted from the digits; they must be the lengths of the texts shared/format writes.
  const dineros = ['0.00', '-0.00', '0.01', '-0.01', '5', '12.5', '999.99', '1000.00', '-1000.00', '123456.78', '1234567.89', '-98765432.10', '007.50', '0.005', '999.995', '-999.995', '1e3', '12.345'];
  const cantidades = ['0.0000', '-0.0000', '2.0000', '2.5000', '1.2340', '-1.5000', '1000.0000', '1234567.0001', '0.00005', '3', '12.12345', '0010.1000'];

  it('counts the length of money and amounts as formatMoney and formatAmount write them', () => {
    for (const v of dineros) {
      expect([v, largoDinero(v, '$')]).toEqual([v, formatMoney(v, '$').length]);
      expect([v, largoDinero(v, 'US$')]).toEqual([v, formatMoney(v, 'US$').length]);
      expect([v, largoImporte(v)]).toEqual([v, formatAmount(v).length]);
    }
  });

  it('writes quantities as numbers, whole or not as decimal.js says, with the length formatQuantity writes', () => {
    for (const v of cantidades) {
      const d = new Dec(v);
      expect([v, medirCantidad(v)]).toEqual([v, { numero: d.toNumber(), entera: d.isInteger(), largo: formatQuantity(v).length }]);
    }
  });

  it('writes every date and time as formatDateTime does, also in the years Buenos Aires had summer time', async () => {
    const fechas = [
      '2026-11-20T15:00:00.000Z',
      '2026-11-20T15:59:59.999Z',
      '2026-12-31T23:30:00.000Z', // 20:30 of the 31st in Buenos Aires
      '2027-01-01T02:59:00.000Z', // still 2026 in Buenos Aires
      '2027-01-01T03:00:00.000Z',
      '2008-10-19T02:30:00.000Z', // the night summer time started (UTC−02:00)
      '2008-10-19T03:05:00.000Z',
      '2009-03-15T01:45:00.000Z', // the night it ended
      '2009-03-15T02:15:00.000Z',
      '2026-11-20T12:34:56.000-03:00',
    ];
    const filas = fechas.map((fechaVenta, i) => fakeReporteVenta({ id: 100 - i, fechaVenta }));
    const hoja = (await releer({ reporte: armarReporte('venta', filas), generado: GENERADO })).getWorksheet('Ventas')!;
    // One line per sale and an empty row between them: the sales are on rows 5, 7, 9...
    const escritas = fechas.map((_, i) => hoja.getCell(`B${5 + 2 * i}`).value);
    expect(escritas).toEqual(fechas.map((f) => formatDateTime(f)));
    expect(escritas.slice(0, 3)).toEqual(['20/11/2026 12:00', '20/11/2026 12:59', '31/12/2026 20:30']);
  });
});
