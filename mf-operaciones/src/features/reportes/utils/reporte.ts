import { Dec, TIPOS_REPORTE, toMoney, type ReporteIngreso, type ReporteVenta, type TipoReporte } from 'shared';
import { formatDateTime } from 'shared/format';
import { estadoVenta } from '../../comun/utils/estado-venta';

/**
 * What the /reportes screen and its Excel file share (docs/reportes.md «Pantalla /reportes», «Excel»):
 * a generated report as its type and its rows, and the texts of its cells.
 */

/** A generated report: the type asked for and the rows GET reportes answered, newest id first. */
export type Reporte = { tipo: 'ingreso'; filas: ReporteIngreso[] } | { tipo: 'venta'; filas: ReporteVenta[] };

/** Text of a value the report does not have (a missing date, supplier, client, a hidden financial figure). */
export const NO_DISPONIBLE = 'N/A';

/**
 * The types the screen offers, in the order of its toggles and as its URL names them (`?type=`): the
 * two of GET reportes and the Libro IVA Ventas (`iva-ventas`), which asks GET fiscal/libro-iva-ventas.
 */
export const TIPOS_PANTALLA = [...TIPOS_REPORTE, 'iva-ventas'] as const;
/** A type of {@link TIPOS_PANTALLA}. */
export type TipoPantalla = (typeof TIPOS_PANTALLA)[number];

/** Names of the report types, as the toggles and the sheet say them. */
export const NOMBRE_TIPO: Record<TipoPantalla, string> = { ingreso: 'Ingresos', venta: 'Ventas', 'iva-ventas': 'Libro IVA Ventas' };

/**
 * The report of `tipo` with `filas` sorted by id, highest first (the API already answers them so;
 * sorting again keeps the screen right whatever the order). Returns a new array.
 */
export function armarReporte(tipo: TipoReporte, filas: ReporteIngreso[] | ReporteVenta[]): Reporte {
  const porId = <T extends { id: number }>(xs: readonly T[]) => [...xs].sort((a, b) => b.id - a.id);
  return tipo === 'ingreso' ? { tipo, filas: porId(filas as ReporteIngreso[]) } : { tipo, filas: porId(filas as ReporteVenta[]) };
}

/** An instant as 'dd/mm/aaaa hh:mm' in Buenos Aires; 'N/A' when missing or not a date. */
export function fechaHora(iso: string | null | undefined): string {
  return formatDateTime(iso) || NO_DISPONIBLE;
}

/** A yyyy-mm-dd day as 'dd/mm/aaaa', as it is (no time zone shift). */
export function diaEsAR(dia: string): string {
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a}`;
}

/** The status of a stock entry as the screen shows it: 'registrado' → 'Registrado'. */
export function estadoIngreso(status: ReporteIngreso['status']): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The status of a sale: 'Anulada' when annulled, else its estadoPago (Pagada, Parcial, Pendiente). */
export function estadoDeVenta(v: Pick<ReporteVenta, 'isDeleted' | 'estadoPago'>) {
  return estadoVenta(v);
}

/**
 * What is still owed of a sale: total − pagado with decimal.js (2 decimals, in the sale's currency),
 * never with binary floats; null when pagado is null (the user lacks reportes.financieros).
 */
export function saldoVenta(v: Pick<ReporteVenta, 'total' | 'pagado'>): string | null {
  return v.pagado === null ? null : toMoney(new Dec(v.total).minus(v.pagado));
}

/**
 * True when the API sent the financial figures (reportes.financieros): a cost on some stock-entry
 * line, or `pagado` on some sale. Without them the screen hides those columns and the Excel file
 * writes 'N/A'.
 */
export function tieneFinancieros(reporte: Reporte): boolean {
  return reporte.tipo === 'ingreso' ? reporte.filas.some((f) => f.detalles.some((d) => d.costo !== null)) : reporte.filas.some((f) => f.pagado !== null);
}
