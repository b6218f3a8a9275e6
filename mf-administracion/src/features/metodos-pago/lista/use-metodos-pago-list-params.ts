import { useEffect, useMemo } from 'react';
import { MAX_PAGE_SIZE, useListSearchParams } from 'shared/hooks';

/** Default rows per page (docs/arquitectura.md: default table 10). */
export const METODOS_PAGO_PAGE_SIZE = 10;
/** Largest page size read from the URL. */
export const METODOS_PAGO_MAX_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * Page and page size of /metodos-pago kept in the URL (?page=&pageSize=, see useListSearchParams
 * and docs/arquitectura.md, "Listas"), so coming back from the form returns to the same page. GET
 * metodos-pago answers the whole list, so the page is cut here (no sorting): `rows` are the items
 * of the page, `totalPages` is at least 1; `changePageSize` goes back to page 1. Once the list is
 * loaded, a page past the end (the list shrank) is replaced by the last one without a new history
 * entry; while it loads the URL is left alone.
 */
export function useMetodosPagoListParams<T>(all: readonly T[] | undefined) {
  const { page, pageSize, changePage, changePageSize, update } = useListSearchParams({ defaultPageSize: METODOS_PAGO_PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil((all?.length ?? 0) / pageSize));
  const current = all ? Math.min(page, totalPages) : page;

  useEffect(() => {
    if (all && page > totalPages) {
      update({ page: totalPages > 1 ? String(totalPages) : undefined }, { keepPage: true, replace: true });
    }
  }, [all, page, totalPages, update]);

  const rows = useMemo(() => (all ?? []).slice((current - 1) * pageSize, current * pageSize), [all, current, pageSize]);

  return {
    page: current,
    pageSize,
    totalPages,
    rows,
    changePage,
    changePageSize,
  };
}
