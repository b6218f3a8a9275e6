/**
 * Buenos Aires days as YYYY-MM-DD, the way GET dashboard and the list filters read them
 * (docs/reportes.md, «Inicio (pantalla)»). Pure: every function takes `now` for tests.
 */

const DIA_BA = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Buenos Aires as YYYY-MM-DD (hoyBuenosAires(2026-03-01T02:00Z) → '2026-02-28'). */
export function hoyBuenosAires(now: Date = new Date()): string {
  const p = Object.fromEntries(DIA_BA.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The day `dias` days before (negative: after) `fecha` (YYYY-MM-DD): diaAnterior('2026-03-01', 1) → '2026-02-28'. */
export function diaAnterior(fecha: string, dias: number): string {
  const [anio, mes, dia] = fecha.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia - dias)).toISOString().slice(0, 10);
}

/** The first day of the month of `fecha` (YYYY-MM-DD): '2026-02-17' → '2026-02-01'. */
export function primerDiaDelMes(fecha: string): string {
  return `${fecha.slice(0, 8)}01`;
}

/** The `cantidad` days that end on `hasta` (included), oldest first, as YYYY-MM-DD. */
export function ultimosDias(hasta: string, cantidad: number): string[] {
  return Array.from({ length: cantidad }, (_, i) => diaAnterior(hasta, cantidad - 1 - i));
}

/** A YYYY-MM-DD day at noon in Buenos Aires, so any formatter in that zone shows that same day. */
export function mediodia(fecha: string): Date {
  return new Date(`${fecha}T12:00:00-03:00`);
}

const DIA_LARGO = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The chart's axis label of a day: 'dd/mm' ('2026-02-04' → '04/02'). */
export function diaCorto(fecha: string): string {
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
}

/** A day in words, es-AR ('2026-02-04' → 'miércoles, 4 de febrero de 2026'), for tooltips and the table. */
export function diaLargo(fecha: string): string {
  return DIA_LARGO.format(mediodia(fecha));
}

/** A YYYY-MM-DD day as dd/mm/aaaa ('2026-02-04' → '04/02/2026'). */
export function formatDia(fecha: string): string {
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
}
