import { useMemo } from 'react';
import type { IngresosListQuery } from 'shared';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` value from the URL, or '' when missing or malformed. */
const fechaParam = (value: string | null) => (value && FECHA.test(value) ? value : '');

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
  const fechaDesde = fechaParam(params.get('fechaDesde'));
  const fechaHasta = fechaParam(params.get('fechaHasta'));
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
    changeFecha: (key: FechaFiltro, value: string) => update({ [key]: value || undefined }, { replace: true }),
  };
}
