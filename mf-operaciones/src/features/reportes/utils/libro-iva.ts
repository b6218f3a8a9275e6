import { Dec, numeroComprobante, type LibroIvaAlicuota, type LibroIvaItem, type LibroIvaTotales, type LibroIvaVentas } from 'shared';

/**
 * What the Libro IVA Ventas table of /reportes and its Excel file share (docs/reportes.md
 * «Libro IVA Ventas»): the rate columns the book has and the texts of its fixed cells. Every amount
 * comes from GET fiscal/libro-iva-ventas already in pesos, credit notes negative: the screen adds
 * nothing up.
 */

/** Symbol of the book's amounts: always pesos (a dollar comprobante comes converted). */
export const SIMBOLO_LIBRO_IVA = '$';

/** Headers of the columns before the rate columns, in order (the table and the sheet). */
export const COLUMNAS_LIBRO_IVA_INICIO = ['Fecha', 'Comprobante', 'Número', 'Comprador', 'Documento', 'Condición IVA', 'Moneda', 'Cotización'] as const;
/** Headers of the columns after the rate columns. */
export const COLUMNAS_LIBRO_IVA_FIN = ['Neto', 'IVA', 'Exento', 'Total'] as const;

/** A rate as a header says it: '21' → '21 %', '10.5' → '10,5 %'. */
export function etiquetaAlicuota(alicuota: string): string {
  return `${alicuota.replace('.', ',')} %`;
}

/** The rates of the book's columns: every rate some comprobante has, highest first (the totals list them so). */
export function alicuotasDelLibro(libro: LibroIvaVentas): string[] {
  return libro.totales.porAlicuota.map((a) => a.alicuota);
}

/** Headers of the rate columns: 'Neto 21 %', 'IVA 21 %', then the next rate. */
export function columnasAlicuotas(alicuotas: readonly string[]): string[] {
  return alicuotas.flatMap((a) => [`Neto ${etiquetaAlicuota(a)}`, `IVA ${etiquetaAlicuota(a)}`]);
}

/** Every header of the book, in order: the fixed ones, Neto and IVA per rate, Neto, IVA, Exento, Total. */
export function columnasLibroIva(alicuotas: readonly string[]): string[] {
  return [...COLUMNAS_LIBRO_IVA_INICIO, ...columnasAlicuotas(alicuotas), ...COLUMNAS_LIBRO_IVA_FIN];
}

/** The net and IVA of `alicuota` in a row or in the totals; null when it has none of that rate. */
export function montosDeAlicuota(fila: Pick<LibroIvaItem | LibroIvaTotales, 'porAlicuota'>, alicuota: string): LibroIvaAlicuota | null {
  return fila.porAlicuota.find((a) => a.alicuota === alicuota) ?? null;
}

/** The printed number of a comprobante: '00001-00000012'. */
export function numeroLibroIva(item: Pick<LibroIvaItem, 'puntoVenta' | 'numero'>): string {
  return numeroComprobante(item.puntoVenta, item.numero);
}

/** The currency as the book says it: 'Pesos' or 'Dólares'. */
export function monedaLibroIva(moneda: LibroIvaItem['moneda']): string {
  return moneda === 'DOL' ? 'Dólares' : 'Pesos';
}

/** A rate to pesos in es-AR, exact, without trailing zeros: '1180.500000' → '1.180,5', '1.000000' → '1'. */
export function cotizacionLibroIva(cotizacion: string): string {
  const [entero, decimales] = new Dec(cotizacion).toFixed().split('.');
  return `${entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${decimales ? `,${decimales}` : ''}`;
}

/** The label of the totals row: 'Totales (5 comprobantes)'. */
export function etiquetaTotalesLibroIva(totales: Pick<LibroIvaTotales, 'comprobantes'>): string {
  return `Totales (${totales.comprobantes} ${totales.comprobantes === 1 ? 'comprobante' : 'comprobantes'})`;
}
