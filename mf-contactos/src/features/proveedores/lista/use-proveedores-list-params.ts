import { PROVEEDORES_SORT_KEYS } from 'shared';
import { useListSearchParams } from 'shared/hooks';

/**
 * List state of /listados/proveedores kept in the URL (?search=&sort=&dir=&pageSize=&page=, the
 * names of the GET proveedores query; docs/arquitectura.md, «Listas»): see useListSearchParams of
 * shared/hooks. The search reaches the URL after a pause (SEARCH_DEBOUNCE_MS); `sort` is one of
 * PROVEEDORES_SORT_KEYS (another value in the URL is ignored, so a hand-edited URL never gets a 400);
 * `pageSize` is 10 unless the URL says otherwise (1..100); every change but the page goes back to page 1.
 */
export function useProveedoresListParams() {
  const { search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize } =
    useListSearchParams({ sortKeys: PROVEEDORES_SORT_KEYS });
  return { search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize };
}
