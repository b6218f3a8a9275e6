import type { Row, Style, Workbook, Worksheet, XlsxWriteOptions } from 'exceljs';
import { Dec, type LibroIvaItem, type LibroIvaTotales, type LibroIvaVentas, type ReporteIngreso, type ReporteVenta } from 'shared';
import { formatAmount, formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import {
  alicuotasDelLibro,
  columnasLibroIva,
  cotizacionLibroIva,
  etiquetaTotalesLibroIva,
  monedaLibroIva,
  montosDeAlicuota,
  numeroLibroIva,
  SIMBOLO_LIBRO_IVA,
} from './libro-iva';
import { diaEsAR, estadoDeVenta, estadoIngreso, fechaHora, NO_DISPONIBLE, saldoVenta, type Reporte, type TipoPantalla } from './reporte';

/**
 * The Excel file of /reportes (docs/reportes.md «Excel»): built in the browser
 * with exceljs, nothing is asked to the server. One builder per kind of sheet (the rows of GET
 * reportes, the Libro IVA Ventas) over the same heading, cell writer, widths and file writing.
 */

/** The part of exceljs the builder needs: its Workbook class (the page loads the module on the click). */
export interface ExcelJsLib {
  Workbook: new () => Workbook;
}

/** Sheet names per type. */
export const HOJA_REPORTE: Record<TipoPantalla, string> = { ingreso: 'Ingresos', venta: 'Ventas', 'iva-ventas': 'Libro IVA Ventas' };
/** Titles (row 1) per type, before the range. */
export const TITULO_REPORTE: Record<TipoPantalla, string> = { ingreso: 'Reporte de Ingresos', venta: 'Reporte de Ventas', 'iva-ventas': 'Libro IVA Ventas' };
/** Start of the file name per type, before the day. */
export const ARCHIVO_REPORTE: Record<TipoPantalla, string> = { ingreso: 'reporte_ingresos', venta: 'reporte_ventas', 'iva-ventas': 'libro_iva_ventas' };
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
/** Number format of a rate to pesos (the Libro IVA Ventas' Cotización): up to 6 decimals. */
export const FORMATO_COTIZACION = '#,##0.######';
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

/** Title of row 1: 'Reporte de Ventas' or, with both dates, 'Reporte de Ventas (01/11/2026 – 30/11/2026)'. */
export function tituloReporte(tipo: TipoPantalla, fechaDesde?: string, fechaHasta?: string): string {
  const rango = fechaDesde && fechaHasta ? ` (${diaEsAR(fechaDesde)} – ${diaEsAR(fechaHasta)})` : '';
  return `${TITULO_REPORTE[tipo]}${rango}`;
}

/**
 * The download's name: reporte_ingresos_{YYYY-MM-DD}.xlsx / reporte_ventas_{…}.xlsx /
 * libro_iva_ventas_{…}.xlsx, the day of `fecha` in Buenos Aires.
 */
export function nombreArchivoReporte(tipo: TipoPantalla, fecha: Date): string {
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(fecha);
  return `${ARCHIVO_REPORTE[tipo]}_${dia}.xlsx`;
}

// ---------------------------------------------------------------------------------------------
// Widths without formatting. A report of 10.000 sales has some 200.000 numbers: formatting each
// one (decimal.js + a regular expression) only to measure the column took a large part of the
// time. These give the length of the text shared/format would write, by counting digits, for the
// decimal strings the API sends ('1234.50', '2.5000'); anything else is formatted for real.

/** A plain decimal string: sign, integer digits, optional fraction. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Length of an integer part once its leading zeros go and es-AR groups it by thousands ('1234567' → '1.234.567'). */
function largoEntero(digitos: string): number {
  let i = 0;
  while (i < digitos.length - 1 && digitos.charCodeAt(i) === 48) i++;
  const n = digitos.length - i;
  return n + Math.floor((n - 1) / 3);
}

/**
 * Length of `formatMoney(valor, simbolo)` ('-US$ 1.234,50'): counted for a decimal string with at
 * most 2 decimals, formatted otherwise (rounding may carry a digit).
 */
export function largoDinero(valor: string, simbolo: string): number {
  const m = DECIMAL.exec(valor);
  if (!m || (m[3] !== undefined && m[3].length > 2)) return formatMoney(valor, simbolo).length;
  const negativo = m[1] === '-' && /[1-9]/.test(m[2] + (m[3] ?? ''));
  return (negativo ? 1 : 0) + simbolo.length + 1 + largoEntero(m[2]) + 3;
}

/** Length of `formatAmount(valor)` ('1.234,50'): as {@link largoDinero}, without symbol. */
export function largoImporte(valor: string): number {
  const m = DECIMAL.exec(valor);
  if (!m || (m[3] !== undefined && m[3].length > 2)) return formatAmount(valor).length;
  const negativo = m[1] === '-' && /[1-9]/.test(m[2] + (m[3] ?? ''));
  return (negativo ? 1 : 0) + largoEntero(m[2]) + 3;
}

/**
 * A quantity as the sheet writes it: its number, whether it is whole (for its number format) and
 * the length of `formatQuantity(valor)` ('1.234,5'). Counted for a decimal string with at most 4
 * decimals; decimal.js otherwise.
 */
export function medirCantidad(valor: string): { numero: number; entera: boolean; largo: number } {
  const m = DECIMAL.exec(valor);
  if (!m || (m[3] !== undefined && m[3].length > 4) || (m[1] === '-' && !/[1-9]/.test(m[2] + (m[3] ?? '')))) {
    const d = new Dec(valor);
    return { numero: d.toNumber(), entera: d.isInteger(), largo: formatQuantity(valor).length };
  }
  const decimales = (m[3] ?? '').replace(/0+$/, '');
  return {
    numero: Number(valor),
    entera: decimales === '',
    largo: (m[1] === '-' ? 1 : 0) + largoEntero(m[2]) + (decimales ? decimales.length + 1 : 0),
  };
}

/**
 * `fechaHora` (dd/mm/aaaa hh:mm in Buenos Aires, 'N/A' when missing) for many instants: Intl is
 * asked once per UTC hour, and the minutes are added (Buenos Aires has been whole hours off UTC
 * for a century; an hour whose local minute is not :00 is formatted in full).
 */
function fechaHoraPorHora(): (iso: string | null | undefined) => string {
  const horas = new Map<number, string | null>();
  return (iso) => {
    if (!iso) return NO_DISPONIBLE;
    const t = Date.parse(iso);
    if (Number.isNaN(t)) return NO_DISPONIBLE;
    const hora = Math.floor(t / 3_600_000) * 3_600_000;
    let prefijo = horas.get(hora);
    if (prefijo === undefined) {
      const texto = fechaHora(new Date(hora).toISOString());
      prefijo = texto.endsWith(':00') ? texto.slice(0, -2) : null;
      horas.set(hora, prefijo);
    }
    if (prefijo === null) return fechaHora(iso);
    const minuto = Math.floor((t - hora) / 60_000);
    return `${prefijo}${minuto < 10 ? '0' : ''}${minuto}`;
  };
}

/**
 * Writes the lines of the sheet straight into exceljs cells, with one shared style object per
 * number format (exceljs looks each distinct style object up in its style table when it writes:
 * one object per cell and per row, as exceljs makes them, was a large part of the time), and keeps
 * each column's widest text.
 */
class Escritor {
  private fila: Row | null = null;
  private readonly estilos = new Map<string, Partial<Style>>();
  private readonly formatosDinero = new Map<string, string>();
  /** The style of a cell without format: one object for all, so exceljs looks it up once. */
  private readonly sinEstilo: Partial<Style> = {};
  readonly fechaHora = fechaHoraPorHora();

  constructor(
    private readonly hoja: Worksheet,
    readonly anchos: number[],
  ) {}

  /** Moves to row `numero` of the sheet (a row without style of its own, shared as the cells' one). */
  filaNueva(numero: number): void {
    this.fila = this.hoja.getRow(numero);
    // exceljs keeps a style on each row too (not in its typings); the same empty one for all.
    (this.fila as Row & { style: Partial<Style> }).style = this.sinEstilo;
  }

  /** A text in column `col` (1-based). */
  texto(col: number, valor: string): void {
    const cell = this.fila!.getCell(col);
    cell.value = valor;
    cell.style = this.sinEstilo;
    if (valor.length > this.anchos[col - 1]) this.anchos[col - 1] = valor.length;
  }

  /** A text, or 'N/A' when missing. */
  textoONA(col: number, valor: string | null | undefined): void {
    this.texto(col, valor ? valor : NO_DISPONIBLE);
  }

  /** A number with its number format; `largo` is the length of its text as the screen shows it. */
  numero(col: number, valor: number, formato: string, largo: number): void {
    const cell = this.fila!.getCell(col);
    cell.value = valor;
    let estilo = this.estilos.get(formato);
    if (!estilo) {
      estilo = { numFmt: formato };
      this.estilos.set(formato, estilo);
    }
    cell.style = estilo;
    if (largo > this.anchos[col - 1]) this.anchos[col - 1] = largo;
  }

  /** Money with the currency symbol (2 decimals). */
  dinero(col: number, valor: string, simbolo: string): void {
    let formato = this.formatosDinero.get(simbolo);
    if (formato === undefined) {
      formato = formatoDinero(simbolo);
      this.formatosDinero.set(simbolo, formato);
    }
    this.numero(col, Number(valor), formato, largoDinero(valor, simbolo));
  }

  /** A financial figure: 'N/A' when the API did not send it (no reportes.financieros). */
  financiero(col: number, valor: string | null, simbolo: string): void {
    if (valor === null) this.texto(col, NO_DISPONIBLE);
    else this.dinero(col, valor, simbolo);
  }

  /** A quantity: up to 4 decimals, or whole. */
  cantidad(col: number, valor: string): void {
    const c = medirCantidad(valor);
    this.numero(col, c.numero, c.entera ? FORMATO_CANTIDAD_ENTERA : FORMATO_CANTIDAD, c.largo);
  }

  /** The ID, a number without thousands separator. */
  id(col: number, id: number): void {
    this.numero(col, id, FORMATO_ID, String(id).length);
  }
}

/** What the product columns (4–7) of a line need: the product's code, name and unit, and the quantity. */
interface LineaConProducto {
  producto: { codigo: string | null; nombre: string | null; unidad: string | null };
  cantidad: string;
}

/**
 * Writes the lines of one report row from row `fila`: `primera` (the row's own cells) on its first
 * line only, then per line the product columns (Código Producto, Producto, Cantidad, Unidad) and
 * `resto`; a row without lines is one line with `primera` and 'Sin productos'. Returns the next free row.
 */
function escribirLineas<L extends LineaConProducto>(e: Escritor, fila: number, lineas: readonly L[], primera: () => void, resto: (l: L) => void): number {
  if (lineas.length === 0) {
    e.filaNueva(fila);
    primera();
    e.texto(5, SIN_PRODUCTOS);
    return fila + 1;
  }
  lineas.forEach((l, i) => {
    e.filaNueva(fila + i);
    if (i === 0) primera();
    e.textoONA(4, l.producto.codigo);
    e.textoONA(5, l.producto.nombre);
    e.cantidad(6, l.cantidad);
    e.textoONA(7, l.producto.unidad);
    resto(l);
  });
  return fila + lineas.length;
}

/** Writes a stock entry from row `fila` ({@link escribirLineas}): ID, date and status on its first line. Returns the next free row. */
function escribirIngreso(e: Escritor, f: ReporteIngreso, fila: number): number {
  const primera = () => {
    e.id(1, f.id);
    e.texto(2, e.fechaHora(f.fechaIngreso));
    e.texto(3, estadoIngreso(f.status));
  };
  return escribirLineas(e, fila, f.detalles, primera, (d) => {
    // Without reportes.financieros the API sends no cost at all: both N/A. With it, a missing previous
    // cost is 0. The previous cost may be in another currency than the cost (the API does not send
    // which), so it carries no symbol.
    if (d.costo === null) {
      e.texto(8, NO_DISPONIBLE);
      e.texto(9, NO_DISPONIBLE);
    } else {
      e.dinero(8, d.costo, d.monedaSimbolo);
      const anterior = d.costo_anterior ?? '0';
      e.numero(9, Number(anterior), FORMATO_IMPORTE, largoImporte(anterior));
    }
    e.textoONA(10, d.proveedor?.nombre);
  });
}

/** Writes a sale from row `fila` ({@link escribirLineas}): ID, date, status, total, paid and balance on its first line. Returns the next free row. */
function escribirVenta(e: Escritor, v: ReporteVenta, fila: number): number {
  const s = v.moneda.simbolo;
  const primera = () => {
    e.id(1, v.id);
    e.texto(2, e.fechaHora(v.fechaVenta));
    e.texto(3, estadoDeVenta(v).label);
    e.dinero(11, v.total, s);
    e.financiero(12, v.pagado, s);
    e.financiero(13, saldoVenta(v), s);
  };
  return escribirLineas(e, fila, v.detalles, primera, (d) => {
    e.dinero(8, d.precioUnitario, s);
    e.dinero(9, d.subTotal, s);
    e.financiero(10, d.comisionVendedor, s);
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
  const columnas: readonly string[] = reporte.tipo === 'ingreso' ? COLUMNAS_INGRESO : COLUMNAS_VENTA;
  const { workbook, hoja, escritor } = iniciarHoja(ExcelJS, { tipo: reporte.tipo, fechaDesde, fechaHasta, producto, generado, columnas });
  let fila = FILA_ENCABEZADO_REPORTE + 1;
  // One empty row between two rows of the report.
  if (reporte.tipo === 'ingreso') reporte.filas.forEach((f, i) => (fila = escribirIngreso(escritor, f, fila + (i > 0 ? 1 : 0))));
  else reporte.filas.forEach((v, i) => (fila = escribirVenta(escritor, v, fila + (i > 0 ? 1 : 0))));
  ajustarAnchos(hoja, escritor);
  return workbook;
}

/** What {@link iniciarHoja} writes above the table. */
interface EncabezadoHoja {
  tipo: TipoPantalla;
  fechaDesde?: string;
  fechaHasta?: string;
  producto?: string;
  generado: Date;
  columnas: readonly string[];
}

/**
 * A workbook with the one sheet of `tipo` ({@link HOJA_REPORTE}) and its heading, the same for every
 * report: row 1 the title ({@link tituloReporte}, bold), row 2 'Generado el dd/mm/aaaa hh:mm'
 * (Buenos Aires), row 3 'Producto: …' when filtered by product, row {@link FILA_ENCABEZADO_REPORTE}
 * the column headers (bold, frozen with the rows above); and the cell writer of its rows.
 */
function iniciarHoja(ExcelJS: ExcelJsLib, { tipo, fechaDesde, fechaHasta, producto, generado, columnas }: EncabezadoHoja) {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generado;
  const hoja = workbook.addWorksheet(HOJA_REPORTE[tipo], { views: [{ state: 'frozen', xSplit: 0, ySplit: FILA_ENCABEZADO_REPORTE }] });

  const titulo = hoja.getCell('A1');
  titulo.value = tituloReporte(tipo, fechaDesde, fechaHasta);
  titulo.font = { bold: true, size: 14 };
  hoja.getCell('A2').value = `Generado el ${formatDateTime(generado)}`;
  if (producto) hoja.getCell('A3').value = `Producto: ${producto}`;

  const encabezado = hoja.getRow(FILA_ENCABEZADO_REPORTE);
  encabezado.values = [...columnas];
  encabezado.font = { bold: true };

  const escritor = new Escritor(
    hoja,
    columnas.map((c) => c.length),
  );
  return { workbook, hoja, escritor };
}

/** Each column as wide as its longest text, 10 to 60 characters (the default is 8.43). */
function ajustarAnchos(hoja: Worksheet, escritor: Escritor): void {
  escritor.anchos.forEach((ancho, i) => {
    hoja.getColumn(i + 1).width = Math.min(ANCHO_MAX, Math.max(ANCHO_MIN, ancho + 2));
  });
}

/** What {@link buildLibroIvaWorkbook} writes. */
export interface LibroIvaExcelInput {
  /** The book as GET fiscal/libro-iva-ventas answered it (in pesos, credit notes negative). */
  libro: LibroIvaVentas;
  /** The range asked for, yyyy-mm-dd Buenos Aires days (the title shows it). */
  fechaDesde: string;
  fechaHasta: string;
  /** When the file is made: the 'Generado el' line and the file name. */
  generado: Date;
}

/**
 * Writes the figures of a row or of the totals from column `col`: Neto and IVA of each rate of
 * `alicuotas` (empty cells for a rate it does not have), Neto, IVA, Exento and Total, money in pesos.
 */
function escribirMontosLibro(e: Escritor, col: number, fila: LibroIvaItem | LibroIvaTotales, alicuotas: readonly string[]): void {
  alicuotas.forEach((a, i) => {
    const m = montosDeAlicuota(fila, a);
    if (!m) return;
    e.dinero(col + 2 * i, m.neto, SIMBOLO_LIBRO_IVA);
    e.dinero(col + 2 * i + 1, m.iva, SIMBOLO_LIBRO_IVA);
  });
  const fin = col + 2 * alicuotas.length;
  e.dinero(fin, fila.neto, SIMBOLO_LIBRO_IVA);
  e.dinero(fin + 1, fila.iva, SIMBOLO_LIBRO_IVA);
  e.dinero(fin + 2, fila.exento, SIMBOLO_LIBRO_IVA);
  e.dinero(fin + 3, fila.total, SIMBOLO_LIBRO_IVA);
}

/**
 * Builds the Libro IVA Ventas spreadsheet (docs/reportes.md «Libro IVA Ventas»), with the heading
 * of every report ({@link iniciarHoja}: sheet and title 'Libro IVA Ventas' with the range, header
 * in row 4, {@link columnasLibroIva}): one row per comprobante in the order given (fecha, type,
 * point of sale, number), then an empty row and the totals row ('Totales (N comprobantes)' in
 * column 1, bold). Fecha dd/mm/aaaa, Número '00001-00000012', Cotización a number (up to 6
 * decimals); every amount a number in pesos with 2 decimals and the '$' format, credit notes
 * negative as the API sends them; a rate a comprobante does not have is an empty cell.
 */
export function buildLibroIvaWorkbook(ExcelJS: ExcelJsLib, { libro, fechaDesde, fechaHasta, generado }: LibroIvaExcelInput): Workbook {
  const alicuotas = alicuotasDelLibro(libro);
  const columnas = columnasLibroIva(alicuotas);
  const { workbook, hoja, escritor: e } = iniciarHoja(ExcelJS, { tipo: 'iva-ventas', fechaDesde, fechaHasta, generado, columnas });
  let fila = FILA_ENCABEZADO_REPORTE + 1;
  for (const item of libro.items) {
    e.filaNueva(fila++);
    e.texto(1, diaEsAR(item.fecha));
    e.texto(2, item.tipo);
    e.texto(3, numeroLibroIva(item));
    e.texto(4, item.comprador);
    e.texto(5, item.documento);
    e.texto(6, item.condicionIva);
    e.texto(7, monedaLibroIva(item.moneda));
    e.numero(8, Number(item.cotizacion), FORMATO_COTIZACION, cotizacionLibroIva(item.cotizacion).length);
    escribirMontosLibro(e, 9, item, alicuotas);
  }
  const totales = hoja.getRow(fila + 1);
  e.filaNueva(fila + 1);
  e.texto(1, etiquetaTotalesLibroIva(libro.totales));
  escribirMontosLibro(e, 9, libro.totales, alicuotas);
  // Bold on a copy of each cell's style: the writer shares one style object among many cells.
  totales.eachCell((cell) => {
    cell.style = { ...cell.style, font: { bold: true } };
  });
  ajustarAnchos(hoja, e);
  return workbook;
}

/** exceljs being loaded or loaded: one import per page, whoever asks first (the prefetch or the click). */
let excelJs: Promise<ExcelJsLib> | null = null;

/**
 * Loads exceljs on demand (its own chunk, as /cuentas-corrientes does) and returns its Workbook
 * class, whichever way the bundler exposes the CommonJS module (named export or `default`). The
 * module is loaded once per page; a failed load is forgotten, so the next call tries again.
 * @throws Error when the module cannot be loaded or has no Workbook.
 */
export function cargarExcelJs(): Promise<ExcelJsLib> {
  excelJs ??= import(/* webpackChunkName: "exceljs" */ 'exceljs').then((mod: Partial<ExcelJsLib> & { default?: Partial<ExcelJsLib> }) => {
    const lib = typeof mod.Workbook === 'function' ? mod : mod.default;
    if (!lib || typeof lib.Workbook !== 'function') throw new Error('exceljs sin Workbook');
    return lib as ExcelJsLib;
  });
  const pending = excelJs;
  pending.catch(() => {
    if (excelJs === pending) excelJs = null;
  });
  return pending;
}

/**
 * Starts loading exceljs when the browser has a moment (or within half a second), so that
 * 'Descargar Excel' does not wait for its ~250 KB (gzip) to download and start: the page calls it
 * once a report with rows is on screen. A failure is ignored (the click loads it again).
 * Returns the function that cancels the pending start.
 */
export function precargarExcelJs(): () => void {
  const cargar = () => void cargarExcelJs().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(cargar, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(cargar, 0);
  return () => window.clearTimeout(id);
}

/**
 * How the .xlsx is compressed: the fastest deflate level. With the default level 10.000 sales took
 * about twice as long to zip for a file only a quarter smaller (1,1 MB against 1,5 MB).
 */
const OPCIONES_ZIP: Partial<XlsxWriteOptions> = { zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } };

/**
 * The .xlsx file of a report ({@link buildReporteWorkbook}) as bytes, loading exceljs first (at
 * once when {@link precargarExcelJs} already did).
 * @throws whatever loading exceljs or writing the file throws.
 */
export async function generarReporteExcel(input: ReporteExcelInput): Promise<ArrayBuffer> {
  return escribirExcel((ExcelJS) => buildReporteWorkbook(ExcelJS, input));
}

/**
 * The .xlsx file of a Libro IVA Ventas ({@link buildLibroIvaWorkbook}) as bytes, as
 * {@link generarReporteExcel} does for the other types.
 * @throws whatever loading exceljs or writing the file throws.
 */
export async function generarLibroIvaExcel(input: LibroIvaExcelInput): Promise<ArrayBuffer> {
  return escribirExcel((ExcelJS) => buildLibroIvaWorkbook(ExcelJS, input));
}

/** Loads exceljs ({@link cargarExcelJs}), builds the workbook and writes it with {@link OPCIONES_ZIP}. */
async function escribirExcel(construir: (ExcelJS: ExcelJsLib) => Workbook): Promise<ArrayBuffer> {
  const ExcelJS = await cargarExcelJs();
  return construir(ExcelJS).xlsx.writeBuffer(OPCIONES_ZIP);
}
