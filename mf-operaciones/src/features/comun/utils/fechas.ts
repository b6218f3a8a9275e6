import { formatDate } from 'shared/format';

/**
 * Days and months in Buenos Aires time (docs/dinero-y-cantidades.md, «Fechas»): the API reads
 * fechaDesde / fechaHasta as Buenos Aires days and groups expense totals by Buenos Aires month.
 */

const TZ = 'America/Argentina/Buenos_Aires';
const DIA = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** A date typed or sent as yyyy-mm-dd. */
export const FECHA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The Buenos Aires day of `now` as yyyy-mm-dd ('2026-11-23'). */
export function hoyBuenosAires(now: Date = new Date()): string {
  return DIA.format(now);
}

/** First and last day (yyyy-mm-dd) of the Buenos Aires month of `now`: { desde: '2026-11-01', hasta: '2026-11-30' }. */
export function mesDe(now: Date = new Date()): { desde: string; hasta: string } {
  const [anio, mes] = hoyBuenosAires(now).split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { desde: `${anio}-${mm}-01`, hasta: `${anio}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

/** A yyyy-mm-dd day as dd/mm/aaaa, as it is (no time zone shift); any other date through formatDate (Buenos Aires). */
export function formatDia(fecha: string): string {
  if (FECHA_ISO.test(fecha)) {
    const [a, m, d] = fecha.split('-');
    return `${d}/${m}/${a}`;
  }
  return formatDate(fecha);
}

/** A 'YYYY-MM' month as 'Noviembre 2026'; the text as it is when malformed. */
export function formatMes(mes: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(mes);
  const nombre = m ? MESES[Number(m[2]) - 1] : undefined;
  return m && nombre ? `${nombre} ${m[1]}` : mes;
}
