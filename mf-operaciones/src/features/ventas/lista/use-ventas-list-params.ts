import { VENTAS_SORT_KEYS } from 'shared';
import { useListSearchParams } from 'shared/hooks';

/**
 * Filters, order, page size and page of /ventas kept in the URL
 * (?search=&fechaDesde=&fechaHasta=&sort=&dir=&pageSize=&page=, the names of the GET ventas query;
 * docs/arquitectura.md, "Listas"): see useListSearchParams. `sort` is one of VENTAS_SORT_KEYS
 * (another value in the URL is ignored); `pageSize` is 10 unless the URL says otherwise (1..100).
 */
export function useVentasListParams() {
  const { params, page, pageSize, search, searchText, sort, dir, sorting, changeSearch, changePage, changeSort, changePageSize, update } =
    useListSearchParams({ sortKeys: VENTAS_SORT_KEYS });
  return {
    page,
    pageSize,
    search,
    searchText,
    sort,
    dir,
    sorting,
    fechaDesde: params.get('fechaDesde') ?? '',
    fechaHasta: params.get('fechaHasta') ?? '',
    changeSearch,
    changePage,
    changeSort,
    changePageSize,
    changeFecha: (key: 'fechaDesde' | 'fechaHasta', value: string) => update({ [key]: value || undefined }, { replace: true }),
  };
}
