import type { Workbook, Worksheet } from 'exceljs';
import { Dec, type ReporteIngreso, type ReporteVenta, type TipoReporte } from 'shared';
import { formatAmount, formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { diaEsAR, estadoDeVenta, estadoIngreso, fechaHora, NO_DISPONIBLE, saldoVenta, type Reporte } from './reporte';

/**
 * The Excel file of /reportes (docs/reportes.md «Excel»; spec.md section 7): built in the browser
 * with exceljs, nothing is asked to the server.
 */

/** The part of exceljs the builder needs: its Workbook class (the page loads the module on the click). */
export interface ExcelJsLib {
  Workbook: new () => Workbook;
}

/** Sheet names per type. */
export const HOJA_REPORTE: Record<TipoReporte, string> = { ingreso: 'Ingresos', venta: 'Ventas' };
/** Titles (row 1) per type, before the range. */
export const TITULO_REPORTE: Record<TipoReporte, string> = { ingreso: 'Reporte de Ingresos', venta: 'Reporte de Ventas' };
/** Row of the table's header: title in row 1, 'Generado el' in row 2, row 3 the product filter or empty. */
export const FILA_ENCABEZADO_REPORTE = 4;
/** Text of the product cell of a row without lines. */
export const SIN_PRODUCTOS = 'Sin productos';

/** Columns of the stock-entry sheet, in order. */
export const COLUMNAS_INGRESO = ['ID', 'Fecha/Hora', 'Estado', 'Código Producto', 'Producto', 'Cantidad', 'Unidad', 'Costo', 'Costo Anterior', 'Proveedor'] as const;
/** Columns of the sales sheet, in order. */
export const COLUMNAS_VENTA = [
  'ID',
  'Fecha/Hora',
  'Estado',
  'Código Producto',
  'Producto',
  'Cantidad',
  'Unidad',
  'Precio Unitario',
  'Subtotal',
  'Comisión',
  'Total Venta',
  'Pagado',
  'Saldo',
] as const;

/** Number format of a quantity with decimals (up to 4) and of a whole one (no trailing separator). */
export const FORMATO_CANTIDAD = '#,##0.####';
export const FORMATO_CANTIDAD_ENTERA = '#,##0';
/** Number format of the ID column: the number as it is, without thousands separator. */
export const FORMATO_ID = '0';
/** Number format of an amount whose currency the report does not say (the previous cost): 2 decimals, thousands grouped. */
export const FORMATO_IMPORTE = '#,##0.00';
/** Number format of money: 2 decimals, thousands grouped, the currency symbol before ('"US$ "#,##0.00'). */
export function formatoDinero(simbolo: string): string {
  const s = `"${simbolo.replace(/"/g, '')} "`;
  return `${s}#,##0.00;-${s}#,##0.00`;
}

const ANCHO_MIN = 10;
const ANCHO_MAX = 60;

/** What {@link buildReporteWorkbook} writes. */
export interface ReporteExcelInput {
  /** The report: its type and rows (in the order to write, newest id first). */
  reporte: Reporte;
  /** The range asked for, yyyy-mm-dd Buenos Aires days; the title shows it when both are set. */
  fechaDesde?: string;
  fechaHasta?: string;
  /** The product filter as 'código - nombre' (row 3 says 'Producto: …'); nothing without a filter. */
  producto?: string;
  /** When the file is made: the 'Generado el' line and the file name. */
  generado: Date;
}

/**
 * A cell of a line: a text, a number with its number format (shown as `texto` to size the column),
 * or nothing.
 */
type Celda = string | { numero: number; formato: string; texto: string } | null;

const dinero = (valor: string, simbolo: string): Celda => ({ numero: Number(valor), formato: formatoDinero(simbolo), texto: formatMoney(valor, simbolo) });
const importe = (valor: string): Celda => ({ numero: Number(valor), formato: FORMATO_IMPORTE, texto: formatAmount(valor) });
const cantidad = (valor: string): Celda => {
  const d = new Dec(valor);
  return { numero: d.toNumber(), formato: d.isInteger() ? FORMATO_CANTIDAD_ENTERA : FORMATO_CANTIDAD, texto: formatQuantity(valor) };
};
const texto = (v: string | null | undefined): Celda => (v ? v : NO_DISPONIBLE);
/** A financial figure: N/A when the API did not send it (no reportes.financieros). */
const financiero = (valor: string | null, simbolo: string): Celda => (valor === null ? NO_DISPONIBLE : dinero(valor, simbolo));

/** Title of row 1: 'Reporte de Ventas' or, with both dates, 'Reporte de Ventas (01/11/2026 – 30/11/2026)'. */
export function tituloReporte(tipo: TipoReporte, fechaDesde?: string, fechaHasta?: string): string {
  const rango = fechaDesde && fechaHasta ? ` (${diaEsAR(fechaDesde)} – ${diaEsAR(fechaHasta)})` : '';
  return `${TITULO_REPORTE[tipo]}${rango}`;
}

/** The download's name: reporte_ingresos_{YYYY-MM-DD}.xlsx / reporte_ventas_{…}.xlsx, the day of `fecha` in Buenos Aires. */
export function nombreArchivoReporte(tipo: TipoReporte, fecha: Date): string {
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(fecha);
  return `reporte_${tipo === 'ingreso' ? 'ingresos' : 'ventas'}_${dia}.xlsx`;
}

/** The lines of a stock entry: ID, date and status only on the first; 'Sin productos' when it has none. */
function lineasIngreso(f: ReporteIngreso): Celda[][] {
  const cabecera: Celda[] = [{ numero: f.id, formato: FORMATO_ID, texto: String(f.id) }, fechaHora(f.fechaIngreso), estadoIngreso(f.status)];
  const vacia: Celda[] = [null, null, null];
  if (f.detalles.length === 0) return [[...cabecera, null, SIN_PRODUCTOS]];
  return f.detalles.map((d, i) => {
    // Without reportes.financieros the API sends no cost at all: both N/A. With it, a missing previous
    // cost is 0. The previous cost may be in another currency than the cost (the API does not send
    // which), so it carries no symbol.
    const conCosto = d.costo !== null;
    return [
      ...(i === 0 ? cabecera : vacia),
      texto(d.producto.codigo),
      texto(d.producto.nombre),
      cantidad(d.cantidad),
      texto(d.producto.unidad),
      conCosto ? dinero(d.costo ?? '0', d.monedaSimbolo) : NO_DISPONIBLE,
      conCosto ? importe(d.costo_anterior ?? '0') : NO_DISPONIBLE,
      texto(d.proveedor?.nombre),
    ];
  });
}

/** The lines of a sale: ID, date, status, total, paid and balance only on the first; 'Sin productos' when it has none. */
function lineasVenta(v: ReporteVenta): Celda[][] {
  const s = v.moneda.simbolo;
  const id: Celda = { numero: v.id, formato: FORMATO_ID, texto: String(v.id) };
  const inicio: Celda[] = [id, fechaHora(v.fechaVenta), estadoDeVenta(v).label];
  const totales: Celda[] = [dinero(v.total, s), financiero(v.pagado, s), financiero(saldoVenta(v), s)];
  if (v.detalles.length === 0) return [[...inicio, null, SIN_PRODUCTOS, null, null, null, null, null, ...totales]];
  return v.detalles.map((d, i) => {
    const primera = i === 0;
    return [
      ...(primera ? inicio : [null, null, null]),
      texto(d.producto.codigo),
      texto(d.producto.nombre),
      cantidad(d.cantidad),
      texto(d.producto.unidad),
      dinero(d.precioUnitario, s),
      dinero(d.subTotal, s),
      financiero(d.comisionVendedor, s),
      ...(primera ? totales : [null, null, null]),
    ];
  });
}

/** Writes `celdas` in row `fila` of `hoja` (numbers with their format) and widens `anchos` to their texts. */
function escribirFila(hoja: Worksheet, fila: number, celdas: Celda[], anchos: number[]) {
  const row = hoja.getRow(fila);
  celdas.forEach((c, i) => {
    if (c === null) return;
    const cell = row.getCell(i + 1);
    if (typeof c === 'string') {
      cell.value = c;
      anchos[i] = Math.max(anchos[i], c.length);
    } else {
      cell.value = c.numero;
      cell.numFmt = c.formato;
      anchos[i] = Math.max(anchos[i], c.texto.length);
    }
  });
}

/**
 * Builds the /reportes spreadsheet (docs/reportes.md «Excel») as an exceljs Workbook, without
 * touching the DOM or the network. Sheet 'Ingresos' or 'Ventas'; row 1 the title
 * ({@link tituloReporte}, bold), row 2 'Generado el dd/mm/aaaa hh:mm' (Buenos Aires), row 3
 * 'Producto: …' when the report was filtered by product, row 4 the header ({@link COLUMNAS_INGRESO}
 * / {@link COLUMNAS_VENTA}; bold and frozen with the rows above it). Then one line per product line
 * of each row, with ID, Fecha/Hora and Estado (and for sales Total Venta, Pagado and Saldo) only on
 * its first line, and one empty row between rows; a row without lines is one line saying 'Sin
 * productos'. Money and quantities are numbers with a number format (money 2 decimals with the
 * row's currency symbol — the previous cost without one, its currency is not in the report —,
 * quantities up to 4 decimals); Saldo = total − pagado with decimal.js.
 * Texts that are missing say 'N/A'; costs, commission, Pagado and Saldo say 'N/A' when the API did
 * not send them (no reportes.financieros); a missing previous cost is 0. Dates are es-AR. Each
 * column is as wide as its longest text (10 to 60 characters; the default is 8.43).
 */
export function buildReporteWorkbook(ExcelJS: ExcelJsLib, { reporte, fechaDesde, fechaHasta, producto, generado }: ReporteExcelInput): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generado;
  const hoja = workbook.addWorksheet(HOJA_REPORTE[reporte.tipo], { views: [{ state: 'frozen', xSplit: 0, ySplit: FILA_ENCABEZADO_REPORTE }] });

  const titulo = hoja.getCell('A1');
  titulo.value = tituloReporte(reporte.tipo, fechaDesde, fechaHasta);
  titulo.font = { bold: true, size: 14 };
  hoja.getCell('A2').value = `Generado el ${formatDateTime(generado)}`;
  if (producto) hoja.getCell('A3').value = `Producto: ${producto}`;

  const columnas: readonly string[] = reporte.tipo === 'ingreso' ? COLUMNAS_INGRESO : COLUMNAS_VENTA;
  const encabezado = hoja.getRow(FILA_ENCABEZADO_REPORTE);
  encabezado.values = [...columnas];
  encabezado.font = { bold: true };
  const anchos = columnas.map((c) => c.length);

  const grupos: Celda[][][] = reporte.tipo === 'ingreso' ? reporte.filas.map(lineasIngreso) : reporte.filas.map(lineasVenta);
  let fila = FILA_ENCABEZADO_REPORTE + 1;
  grupos.forEach((lineas, i) => {
    if (i > 0) fila++; // the empty row between two rows of the report
    for (const celdas of lineas) escribirFila(hoja, fila++, celdas, anchos);
  });

  anchos.forEach((ancho, i) => {
    hoja.getColumn(i + 1).width = Math.min(ANCHO_MAX, Math.max(ANCHO_MIN, ancho + 2));
  });
  return workbook;
}

/**
 * Loads exceljs on demand (its own chunk, as /cuentas-corrientes does) and returns its Workbook
 * class, whichever way the bundler exposes the CommonJS module (named export or `default`).
 * @throws Error when the module has no Workbook.
 */
export async function cargarExcelJs(): Promise<ExcelJsLib> {
  const mod: Partial<ExcelJsLib> & { default?: Partial<ExcelJsLib> } = await import('exceljs');
  const lib = typeof mod.Workbook === 'function' ? mod : mod.default;
  if (!lib || typeof lib.Workbook !== 'function') throw new Error('exceljs sin Workbook');
  return lib as ExcelJsLib;
}

/**
 * The .xlsx file of a report ({@link buildReporteWorkbook}) as bytes, loading exceljs first.
 * @throws whatever loading exceljs or writing the file throws.
 */
export async function generarReporteExcel(input: ReporteExcelInput): Promise<ArrayBuffer> {
  const ExcelJS = await cargarExcelJs();
  return buildReporteWorkbook(ExcelJS, input).xlsx.writeBuffer();
}
