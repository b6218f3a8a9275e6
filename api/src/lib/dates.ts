/**
 * Buenos Aires has been UTC-03:00 all year since 2009 (no daylight saving), so a calendar day there
 * is [YYYY-MM-DDT00:00-03:00, next day). docs/dinero-y-cantidades.md: dates and statements use Buenos Aires time.
 */
export const BUENOS_AIRES_OFFSET = '-03:00';

/** Start of a Buenos Aires calendar day ('2025-03-01' → 2025-03-01T03:00:00Z). */
export function startOfDayBA(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${BUENOS_AIRES_OFFSET}`);
}

/** Start of the day after a Buenos Aires calendar day (exclusive upper bound of a date filter). */
export function endOfDayBA(isoDate: string): Date {
  const d = startOfDayBA(isoDate);
  return new Date(d.getTime() + 24 * 60 * 60 * 1000);
}

/** The Buenos Aires calendar day ('YYYY-MM-DD') of an instant (UTC-03:00 all year). */
export function diaBA(instante: Date): string {
  return new Date(instante.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
