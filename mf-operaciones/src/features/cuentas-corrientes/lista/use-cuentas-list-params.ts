import { useCallback, useMemo } from 'react';
import type { CuentasListQuery } from 'shared';
import { useListSearchParams } from 'shared/hooks';

/**
 * Filters, page size and page of /cuentas-corrientes kept in the URL with the names of the GET
 * cuentas-corrientes query (?search=&conDeuda=&pageSize=&page=; docs/arquitectura.md, «Listas»),
 * on top of useListSearchParams: the search (name or document) reaches the URL after a pause;
 * `conDeuda` is true only for `?conDeuda=true` (the 'Con deuda' checkbox; off, it leaves the URL);
 * `pageSize` is 10 unless the URL says otherwise (1..100). Every filter change goes back to page 1.
 * `query` is what GET cuentas-corrientes receives (and the Excel export, page by page).
 */
export function useCuentasListParams() {
  const { params, page, pageSize, search, searchText, changeSearch, changePage, changePageSize, update } = useListSearchParams();
  const conDeuda = params.get('conDeuda') === 'true';

  const query: CuentasListQuery = useMemo(
    () => ({ page, pageSize, search: search.trim() || undefined, conDeuda: conDeuda ? 'true' : undefined }),
    [page, pageSize, search, conDeuda],
  );

  const changeConDeuda = useCallback((value: boolean) => update({ conDeuda: value ? 'true' : undefined }), [update]);

  return { page, pageSize, search, searchText, conDeuda, query, changeSearch, changePage, changePageSize, changeConDeuda };
}
