import { useListSearchParams } from 'shared/hooks';

export { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

/** List state of /listados/clientes kept in the URL (?search=&page=): see useListSearchParams. */
export function useClientesListParams() {
  const { search, page, searchText, changeSearch, changePage } = useListSearchParams();
  return { search, page, searchText, changeSearch, changePage };
}
