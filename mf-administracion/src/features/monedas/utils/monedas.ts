import { ApiError, toQuantity, type CotizacionDolar, type MonedaHistorialItem } from 'shared';
import { formatQuantity } from 'shared/format';

/**
 * Texts and helpers of /monedas (docs/contactos-y-administracion.md, «Monedas»; docs/textos.md). Rates are decimal strings in pesos with 4 decimals.
 */

/** GET monedas failed (docs/textos.md). */
export const MSG_ERROR_MONEDAS = 'No se pudo cargar la información de monedas internas.';
/** GET monedas/cotizaciones failed (docs/textos.md). */
export const MSG_ERROR_COTIZACIONES = 'No se pudo cargar la cotización de monedas.';
/** GET monedas/updateValue or PUT monedas/2 failed (docs/textos.md). */
export const MSG_ERROR_ACTUALIZAR = 'No se pudo actualizar el valor del dólar.';
/** GET monedas/historial failed. */
export const MSG_ERROR_HISTORIAL = 'No se pudo cargar el historial del dólar.';
/** The history has no rows. */
export const MSG_SIN_CAMBIOS = 'Sin cambios registrados.';
/** Message of a request that never reached the server (the shared client's ApiError). */
export const ERROR_DE_RED = 'Error de red';

/** Days the history chart covers, up to today (Buenos Aires). */
export const DIAS_GRAFICO = 90;
/** The chart has no point in its window. */
export const MSG_SIN_CAMBIOS_GRAFICO = `Sin cambios registrados en los últimos ${DIAS_GRAFICO} días.`;
/** Rows per page of the reference list and of the history table. */
export const FILAS_POR_PAGINA = 10;
/** Largest page GET monedas/historial accepts: the chart asks for its whole window in one page. */
export const HISTORIAL_GRAFICO_PAGE_SIZE = 500;

/**
 * A rate in pesos with exactly 4 decimals, es-AR: formatCotizacion('1180') → '$ 1.180,0000',
 * formatCotizacion('1.5', 'US$') → 'US$ 1,5000'; null, '' or not a number → '-'.
 */
export function formatCotizacion(valor: string | number | null | undefined, simbolo = '$'): string {
  if (valor === null || valor === undefined || valor === '') return '-';
  let fijo: string;
  try {
    fijo = toQuantity(valor);
  } catch {
    return '-';
  }
  const partes = /^(-?\d+)\.(\d{4})$/.exec(fijo);
  if (!partes) return '-';
  // formatQuantity groups the integer part es-AR ('1180' → '1.180'); the 4 decimals go after ','.
  return `${simbolo} ${formatQuantity(partes[1])},${partes[2]}`;
}

/** The provider's name of the type as the screen shows it: 'Contado con liquidación' → 'CCL' (docs/contactos-y-administracion.md «Monedas»). */
export function nombreTipo(c: Pick<CotizacionDolar, 'nombre'>): string {
  return c.nombre.trim().toLowerCase() === 'contado con liquidación' ? 'CCL' : c.nombre;
}

/** Lower case and without accents, to compare what was typed with a name. */
const normalizar = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * The types whose name (the provider's or the shown one, e.g. 'CCL') contains `texto`, ignoring
 * case and accents; every type for an empty text.
 */
export function filtrarCotizaciones(cotizaciones: CotizacionDolar[], texto: string): CotizacionDolar[] {
  const buscado = normalizar(texto);
  if (!buscado) return cotizaciones;
  return cotizaciones.filter((c) => normalizar(c.nombre).includes(buscado) || normalizar(nombreTipo(c)).includes(buscado));
}

/** The origin of a history row: 'Manual' or 'Automático'. */
export function origenLabel(origen: MonedaHistorialItem['origen']): string {
  return origen === 'manual' ? 'Manual' : 'Automático';
}

const DIA_BA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Buenos Aires day `dias` days before the day of `now`, as YYYY-MM-DD (the `fechaDesde` of
 * GET monedas/historial): diasAtras(90, 2026-11-20T15:00Z) → '2026-08-22'.
 */
export function diasAtras(dias: number, now: Date = new Date()): string {
  const [anio, mes, dia] = DIA_BA.format(now).split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia - dias)).toISOString().slice(0, 10);
}

/** One point of the history chart: the instant (ms) and the new rate (for drawing only; the text keeps the exact value). */
export interface PuntoHistorial {
  fecha: number;
  valor: number;
  texto: string;
}

/** The chart's points from history rows (newest first, as the API sends them): valorNuevo by fecha, oldest first. */
export function puntosHistorial(items: MonedaHistorialItem[]): PuntoHistorial[] {
  return items
    .map((h) => ({ fecha: Date.parse(h.fecha), valor: Number(h.valorNuevo), texto: h.valorNuevo }))
    .filter((p) => Number.isFinite(p.fecha) && Number.isFinite(p.valor))
    .sort((a, b) => a.fecha - b.fecha);
}

/**
 * The detail line under a failed load or update: 'Error de red' when the request never reached the
 * server, else the server's message (e.g. the provider could not be reached); undefined without one.
 */
export function detalleError(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.isNetworkError ? ERROR_DE_RED : err.message || undefined;
  return undefined;
}
