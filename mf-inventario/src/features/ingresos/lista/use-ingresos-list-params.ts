import { useMemo } from 'react';
import type { IngresosListQuery } from 'shared';
import { parsePositiveInt, useListSearchParams, useRangoFechasParams } from 'shared/hooks';

/** Keys of the date filters, named as in the URL and the API query. */
export type FechaFiltro = 'fechaDesde' | 'fechaHasta';

/**
 * Filters, page size and page of /ingresos kept in the URL
 * (?fechaDesde=&fechaHasta=&proveedorId=&search=&pageSize=&page=, the names of the GET ingresos
 * query; docs/arquitectura.md, "Listas"), on top of useListSearchParams. Malformed values in the
 * URL are ignored. `query` is what GET ingresos receives (no empty filters); `pageSize` is 10 unless
 * the URL says otherwise (1..100). Every filter or page-size change goes back to page 1; the search
 * reaches the URL after the usual pause.
 */
export function useIngresosListParams() {
  const { params, page, pageSize, search, searchText, changeSearch, changePage, changePageSize, update } = useListSearchParams();
  const { fechaDesde, fechaHasta, changeFecha } = useRangoFechasParams({ params, update });
  const proveedorId = parsePositiveInt(params.get('proveedorId'));

  const query = useMemo<IngresosListQuery>(
    () => ({
      page,
      pageSize,
      fechaDesde: fechaDesde || undefined,
      fechaHasta: fechaHasta || undefined,
      proveedorId,
      search: search.trim() || undefined,
    }),
    [page, pageSize, fechaDesde, fechaHasta, proveedorId, search],
  );

  return {
    page,
    pageSize,
    fechaDesde,
    fechaHasta,
    proveedorId,
    searchText,
    query,
    changeSearch,
    changePage,
    /** The default size leaves the URL without pageSize. */
    changePageSize,
    /** '' clears the filter ('Todos'). */
    changeProveedor: (value: string) => update({ proveedorId: value || undefined }),
    /** Replaces the history entry: a date input reports every edited segment. */
    changeFecha,
  };
}
