import { useListSearchParams } from 'shared/hooks';

/** Filters and page of /ventas kept in the URL (?search=&fechaDesde=&fechaHasta=&page=): see useListSearchParams. */
export function useVentasListParams() {
  const { params, page, search, searchText, changeSearch, changePage, update } = useListSearchParams();
  return {
    page,
    search,
    searchText,
    fechaDesde: params.get('fechaDesde') ?? '',
    fechaHasta: params.get('fechaHasta') ?? '',
    changeSearch,
    changePage,
    changeFecha: (key: 'fechaDesde' | 'fechaHasta', value: string) => update({ [key]: value || undefined }, { replace: true }),
  };
}
