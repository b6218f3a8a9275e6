import type { Workbook } from 'exceljs';
import type { CuentaListItem, CuentasPage } from 'shared';
import { formatAmount, formatDateTime } from 'shared/format';
import { TRAMOS_ANTIGUEDAD } from '../utils/saldo';

/**
 * The part of exceljs the builder needs: its Workbook class. The page passes the module it imports
 * lazily on the click, so /cuentas-corrientes does not load exceljs up front; tests pass the real one.
 */
export interface ExcelJsLib {
  Workbook: new () => Workbook;
}

/** Name of the sheet. */
export const HOJA_CUENTAS = 'Cuentas corrientes';
/** Row of the table's header (title in row 1, 'Generado el' in row 2, the filters in row 3). */
export const FILA_ENCABEZADO = 4;
/** Number formats of money in pesos and in dollars (2 decimals, thousands grouped, the symbol before). */
export const FORMATO_PESOS = '"$ "#,##0.00;-"$ "#,##0.00';
export const FORMATO_DOLARES = '"US$ "#,##0.00;-"US$ "#,##0.00';

/** Columns of the table, in order (their header text). */
export const COLUMNAS_CUENTAS = [
  'Cliente',
  'Documento',
  'Saldo en pesos',
  ...TRAMOS_ANTIGUEDAD.map(([, t]) => `Pesos ${t}`),
  'Saldo en dólares',
  ...TRAMOS_ANTIGUEDAD.map(([, t]) => `Dólares ${t}`),
  'Límite de crédito en pesos',
  'Límite de crédito en dólares',
] as const;

/** Columns (1-based) of money in pesos and in dollars. */
const COLUMNAS_PESOS = [3, 4, 5, 6, 7, 13];
const COLUMNAS_DOLARES = [8, 9, 10, 11, 12, 14];

/** What the spreadsheet says about itself: when it was generated and the filters of the list. */
export interface CuentasExcelMeta {
  generado: Date;
  search?: string;
  conDeuda?: boolean;
}

const ANCHO_MIN = 8;
const ANCHO_MAX = 60;

/** The filters line of row 3: 'Búsqueda: "x" · Solo clientes con deuda', or 'Todos los clientes'. */
function textoFiltros(meta: CuentasExcelMeta): string {
  const partes = [meta.search ? `Búsqueda: "${meta.search}"` : null, meta.conDeuda ? 'Solo clientes con deuda' : null].filter(Boolean);
  return partes.length > 0 ? partes.join(' · ') : 'Todos los clientes';
}

/**
 * Builds the /cuentas-corrientes spreadsheet (docs/cuentas-corrientes.md) as an exceljs Workbook,
 * without touching the DOM or the network: sheet 'Cuentas corrientes', the title in row 1 (bold),
 * 'Generado el {dd/mm/aaaa hh:mm}' (Buenos Aires) in row 2, the list's filters in row 3 and from row
 * 4 the table {@link COLUMNAS_CUENTAS}: one row per client in the order given, then a bold 'Total'
 * row with `totales` (the API's sums over every matching client). Balances are signed (positive
 * owed, negative credit in favour), aging buckets and limits as they come (an empty cell for no
 * limit). Money cells hold numbers with {@link FORMATO_PESOS} / {@link FORMATO_DOLARES}; the API's
 * 2-decimal strings become binary numbers only here, for the file. The header row is bold and
 * frozen (with the rows above it); each column is as wide as its longest text (8 to 60 characters).
 */
export function buildCuentasWorkbook(ExcelJS: ExcelJsLib, items: readonly CuentaListItem[], totales: CuentasPage['totales'], meta: CuentasExcelMeta): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = meta.generado;
  const sheet = workbook.addWorksheet(HOJA_CUENTAS, { views: [{ state: 'frozen', xSplit: 0, ySplit: FILA_ENCABEZADO }] });

  const titulo = sheet.getCell('A1');
  titulo.value = 'Cuentas corrientes';
  titulo.font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `Generado el ${formatDateTime(meta.generado)}`;
  sheet.getCell('A3').value = textoFiltros(meta);

  const encabezado = sheet.getRow(FILA_ENCABEZADO);
  encabezado.values = [...COLUMNAS_CUENTAS];
  encabezado.font = { bold: true };

  const anchos: number[] = COLUMNAS_CUENTAS.map((c) => c.length);
  const medir = (textos: string[]) => textos.forEach((t, i) => (anchos[i] = Math.max(anchos[i], t.length)));
  const numero = (v: string | null) => (v === null ? null : Number(v));
  const texto = (v: string | null, simbolo: string) => (v === null ? '' : `${simbolo} ${formatAmount(v)}`);

  const escribir = (fila: number, nombre: string, documento: string, t: Omit<CuentaListItem, 'cliente' | 'limiteCreditoPesos' | 'limiteCreditoDolares'>, limites: [string | null, string | null]) => {
    const row = sheet.getRow(fila);
    const montos: Array<string | null> = [
      t.saldoPesos,
      ...TRAMOS_ANTIGUEDAD.map(([k]) => t.antiguedadPesos[k]),
      t.saldoDolares,
      ...TRAMOS_ANTIGUEDAD.map(([k]) => t.antiguedadDolares[k]),
      ...limites,
    ];
    row.values = [nombre, documento, ...montos.map(numero)];
    for (const col of COLUMNAS_PESOS) row.getCell(col).numFmt = FORMATO_PESOS;
    for (const col of COLUMNAS_DOLARES) row.getCell(col).numFmt = FORMATO_DOLARES;
    medir([nombre, documento, ...montos.map((m, i) => texto(m, COLUMNAS_PESOS.includes(i + 3) ? '$' : 'US$'))]);
    return row;
  };

  let fila = FILA_ENCABEZADO + 1;
  for (const c of items) {
    escribir(fila++, c.cliente.nombreApellido, c.cliente.documento, c, [c.limiteCreditoPesos, c.limiteCreditoDolares]);
  }
  escribir(fila, 'Total', '', totales, [null, null]).font = { bold: true };

  anchos.forEach((ancho, i) => {
    sheet.getColumn(i + 1).width = Math.min(ANCHO_MAX, Math.max(ANCHO_MIN, ancho + 2));
  });
  return workbook;
}

/** The download's name: cuentas_corrientes_{YYYY-MM-DD}.xlsx with the day of `fecha` in Buenos Aires. */
export function nombreArchivoCuentas(fecha: Date): string {
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(fecha);
  return `cuentas_corrientes_${dia}.xlsx`;
}
