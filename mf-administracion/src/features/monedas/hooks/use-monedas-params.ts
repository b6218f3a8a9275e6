import { useCallback } from 'react';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

/** URL parameter of the history table's page (the reference list uses `page`). */
export const HISTORIAL_PAGE_PARAM = 'historialPage';

/**
 * The URL state of /monedas (docs/arquitectura.md, «Listas»): `?search=&page=` of the reference
 * list «Cotizaciones del día» (the search reaches the URL after SEARCH_DEBOUNCE_MS and goes back to
 * page 1) and `?historialPage=` of the history table. Page 1 is left out of the URL; a malformed
 * page counts as 1. Changing one list's page keeps the other's.
 */
export function useMonedasParams() {
  const { params, page, search, searchText, changeSearch, changePage, update } = useListSearchParams();
  const historialPage = parsePositiveInt(params.get(HISTORIAL_PAGE_PARAM)) ?? 1;
  const changeHistorialPage = useCallback(
    (next: number) => update({ [HISTORIAL_PAGE_PARAM]: next > 1 ? String(next) : undefined }, { keepPage: true }),
    [update],
  );
  return { page, search, searchText, changeSearch, changePage, historialPage, changeHistorialPage };
}
