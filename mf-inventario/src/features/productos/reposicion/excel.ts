import type { Workbook } from 'exceljs';
import type { ReposicionItem } from 'shared';
import { formatAmount, formatDateTime, formatQuantity } from 'shared/format';
import { agruparPorProveedor } from './agrupar';

/**
 * The part of exceljs the builder needs: its Workbook class. The page passes the module it
 * imports lazily on the click, so /reposicion does not load exceljs up front; tests pass the real
 * one.
 */
export interface ExcelJsLib {
  Workbook: new () => Workbook;
}

/** Name of the sheet of the reorder spreadsheet. */
export const HOJA_REPOSICION = 'Reposición';
/** Row of the table's header (title in row 1, 'Generado el' in row 2, row 3 blank). */
export const FILA_ENCABEZADO = 4;
/** Number format of quantities (up to 4 decimals, thousands grouped). */
export const FORMATO_CANTIDAD = '#,##0.####';
/** Number format of money (2 decimals, thousands grouped). */
export const FORMATO_DINERO = '#,##0.00';

/** Columns of the table, in order (their header text). */
export const COLUMNAS_REPOSICION = [
  'Proveedor',
  'Código',
  'Producto',
  'Unidad',
  'Stock',
  'Stock mínimo',
  'A pedir',
  'Costo unitario',
  'Moneda',
] as const;

/** What the spreadsheet says about itself: the branch's name and when it was generated. */
export interface ReposicionExcelMeta {
  sucursal: string;
  generado: Date;
}

const ANCHO_MIN = 8;
const ANCHO_MAX = 60;

/**
 * Builds the reorder spreadsheet of one branch (docs/stock-y-productos.md) as an exceljs Workbook,
 * without touching the DOM or the network: sheet 'Reposición', 'Reposición - {sucursal}' in row 1
 * (bold), 'Generado el {dd/mm/aaaa hh:mm}' (Buenos Aires time) in row 2, and from row 4 the table
 * Proveedor, Código, Producto, Unidad, Stock, Stock mínimo, A pedir, Costo unitario, Moneda — one
 * row per product, grouped by supplier like the screen ('Sin proveedor' last). Stock, Stock mínimo
 * and A pedir (the shortfall) are numbers in the product's unit with {@link FORMATO_CANTIDAD}; the
 * unit cost is a number in its own currency (the symbol in Moneda) with {@link FORMATO_DINERO}.
 * The header row is bold and frozen (with the rows above it); every column is as wide as its
 * longest text (8 to 60 characters). Excel cells hold binary numbers: the API's decimal strings
 * (4 decimals for quantities, 2 for money) are converted only here, for the file.
 */
export function buildReposicionWorkbook(ExcelJS: ExcelJsLib, items: readonly ReposicionItem[], meta: ReposicionExcelMeta): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = meta.generado;
  const sheet = workbook.addWorksheet(HOJA_REPOSICION, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: FILA_ENCABEZADO }],
  });

  const titulo = sheet.getCell('A1');
  titulo.value = `Reposición - ${meta.sucursal}`;
  titulo.font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `Generado el ${formatDateTime(meta.generado)}`;

  const encabezado = sheet.getRow(FILA_ENCABEZADO);
  encabezado.values = [...COLUMNAS_REPOSICION];
  encabezado.font = { bold: true };

  // The widest text of each column, as Excel shows it (es-AR grouping, the formats above).
  const anchos: number[] = COLUMNAS_REPOSICION.map((c) => c.length);
  const medir = (textos: string[]) => textos.forEach((t, i) => (anchos[i] = Math.max(anchos[i], t.length)));

  let fila = FILA_ENCABEZADO + 1;
  for (const grupo of agruparPorProveedor(items)) {
    for (const item of grupo.items) {
      const row = sheet.getRow(fila++);
      row.values = [
        grupo.nombre,
        Number(item.codigo),
        item.nombre,
        item.unidad,
        Number(item.stock),
        Number(item.stockMinimo),
        Number(item.faltante),
        Number(item.costo),
        item.costoMoneda.simbolo,
      ];
      for (const col of [5, 6, 7]) row.getCell(col).numFmt = FORMATO_CANTIDAD;
      row.getCell(8).numFmt = FORMATO_DINERO;
      medir([
        grupo.nombre,
        item.codigo,
        item.nombre,
        item.unidad,
        formatQuantity(item.stock),
        formatQuantity(item.stockMinimo),
        formatQuantity(item.faltante),
        formatAmount(item.costo),
        item.costoMoneda.simbolo,
      ]);
    }
  }

  anchos.forEach((ancho, i) => {
    sheet.getColumn(i + 1).width = Math.min(ANCHO_MAX, Math.max(ANCHO_MIN, ancho + 2));
  });
  return workbook;
}

/** Characters a file name cannot hold on Windows or macOS. */
const NO_PERMITIDOS = /[\\/:*?"<>|]/g;

/**
 * The download's name: reposicion_{sucursal}_{YYYY-MM-DD}.xlsx, with the date of `fecha` in Buenos
 * Aires and the branch's name with blanks as '_' and without characters a file name cannot hold
 * ('Casa Central' → reposicion_Casa_Central_2026-03-05.xlsx).
 */
export function nombreArchivoReposicion(sucursal: string, fecha: Date): string {
  const dia = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(fecha);
  const nombre = sucursal.replace(NO_PERMITIDOS, '').trim().replace(/\s+/g, '_') || 'sucursal';
  return `reposicion_${nombre}_${dia}.xlsx`;
}
