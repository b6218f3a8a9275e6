import { useCallback, useMemo } from 'react';
import { CATEGORIAS_GASTO, type CategoriaGasto, type GastosListQuery } from 'shared';
import { parsePositiveInt, useListSearchParams, useRangoFechasParams } from 'shared/hooks';

/** The 'Anulados' filter: only active ('false'), only annulled ('true'), or both (absent). */
export type FiltroAnulado = 'true' | 'false';

const parseCategoria = (v: string | null): CategoriaGasto | undefined => CATEGORIAS_GASTO.find((c) => c === v);
const parseMoneda = (v: string | null) => {
  const n = parsePositiveInt(v);
  return n === 1 || n === 2 ? n : undefined;
};
const parseAnulado = (v: string | null): FiltroAnulado | undefined => (v === 'true' || v === 'false' ? v : undefined);

/**
 * Filters, page size and page of /gastos kept in the URL with the names of the GET gastos query
 * (?fechaDesde=&fechaHasta=&categoria=&monedaId=&anulado=&page=&pageSize=; docs/arquitectura.md,
 * «Listas»), plus `gastoId` (the expense a cash-box movement links to, shown in a dialog). A
 * malformed value is ignored (no filter), so a hand-edited URL never gets a 400: dates yyyy-mm-dd,
 * `categoria` one of CATEGORIAS_GASTO, `monedaId` 1 or 2, `anulado` 'true' or 'false'. Every filter
 * change goes back to page 1; the dates (typed) replace the history entry, the selects add one.
 * `query` is what GET gastos receives.
 */
export function useGastosListParams() {
  const { params, page, pageSize, changePage, changePageSize, update } = useListSearchParams();
  const { fechaDesde, fechaHasta, changeFecha } = useRangoFechasParams({ params, update });
  const categoria = parseCategoria(params.get('categoria'));
  const monedaId = parseMoneda(params.get('monedaId'));
  const anulado = parseAnulado(params.get('anulado'));
  const gastoId = parsePositiveInt(params.get('gastoId'));

  const query: GastosListQuery = useMemo(
    () => ({ page, pageSize, fechaDesde: fechaDesde || undefined, fechaHasta: fechaHasta || undefined, categoria, monedaId, anulado }),
    [page, pageSize, fechaDesde, fechaHasta, categoria, monedaId, anulado],
  );

  const changeCategoria = useCallback((value: string) => update({ categoria: parseCategoria(value) }), [update]);
  const changeMoneda = useCallback((value: string) => update({ monedaId: parseMoneda(value) === undefined ? undefined : value }), [update]);
  const changeAnulado = useCallback((value: string) => update({ anulado: parseAnulado(value) }), [update]);
  /** Closes the dialog of `gastoId` (the list keeps its page). */
  const cerrarGasto = useCallback(() => update({ gastoId: undefined }, { keepPage: true }), [update]);

  return {
    page,
    pageSize,
    fechaDesde,
    fechaHasta,
    categoria,
    monedaId,
    anulado,
    gastoId,
    query,
    changePage,
    changePageSize,
    changeFecha,
    changeCategoria,
    changeMoneda,
    changeAnulado,
    cerrarGasto,
  };
}
