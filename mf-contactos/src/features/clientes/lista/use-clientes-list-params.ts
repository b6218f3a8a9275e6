import { CLIENTES_SORT_KEYS } from 'shared';
import { useListSearchParams } from 'shared/hooks';

export { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

/**
 * List state of /listados/clientes kept in the URL (?search=&sort=&dir=&pageSize=&page=, the names
 * of the GET clientes query; docs/arquitectura.md, "Listas"): see useListSearchParams. `sort` is one
 * of CLIENTES_SORT_KEYS (another value in the URL is ignored); `pageSize` is 10 unless the URL says
 * otherwise (1..100).
 */
export function useClientesListParams() {
  const { search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize } =
    useListSearchParams({ sortKeys: CLIENTES_SORT_KEYS });
  return { search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize };
}
