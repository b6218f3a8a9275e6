import { useCallback } from 'react';
import type { UpdateOptions } from './index';

/** A date typed in a date input or sent to the API: yyyy-mm-dd. */
export const FECHA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd value from the URL, or '' when missing or malformed. */
export function parseFechaIso(value: string | null): string {
  return value && FECHA_ISO.test(value) ? value : '';
}

/** Which end of a date range: the URL and API names of the two filters. */
export type CampoFecha = 'fechaDesde' | 'fechaHasta';

/** The URL access a list already has (from useListSearchParams). */
export interface RangoFechasUrl {
  params: URLSearchParams;
  update: (changes: Record<string, string | undefined>, options?: UpdateOptions) => void;
}

/**
 * The Desde / Hasta filters of a list kept in the URL as ?fechaDesde=&fechaHasta= (yyyy-mm-dd, the
 * names of the API queries; docs/arquitectura.md «Listas», Buenos Aires days per
 * docs/dinero-y-cantidades.md «Fechas»). A malformed date in the URL reads as '' (no filter), or
 * as `defaults[campo]` when given. A change (typed) replaces the history entry and goes back to page 1;
 * an empty value removes the parameter.
 */
export function useRangoFechasParams({ params, update }: RangoFechasUrl, defaults: Partial<Record<CampoFecha, string>> = {}) {
  const fechaDesde = parseFechaIso(params.get('fechaDesde')) || (defaults.fechaDesde ?? '');
  const fechaHasta = parseFechaIso(params.get('fechaHasta')) || (defaults.fechaHasta ?? '');
  const changeFecha = useCallback(
    (campo: CampoFecha, value: string) => update({ [campo]: value || undefined }, { replace: true }),
    [update],
  );
  return { fechaDesde, fechaHasta, changeFecha };
}
