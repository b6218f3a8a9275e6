import { useMemo } from 'react';
import { AUDITORIA_SORT_KEYS, type AuditoriaQuery } from 'shared';
import { parsePositiveInt, useListSearchParams, useRangoFechasParams } from 'shared/hooks';

/** Default rows per page (docs/arquitectura.md: default table 10). */
export const AUDITORIA_PAGE_SIZE = 10;
/** Page sizes offered by the 'Filas por página' select (the API accepts 1 to 100). */
export const AUDITORIA_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Keys of the date filters, named as in the URL and the API query. */
export type FechaFiltro = 'fechaDesde' | 'fechaHasta';

/**
 * Filters, order, page size and page of /auditoria kept in the URL
 * (?entidad=&usuarioId=&fechaDesde=&fechaHasta=&sort=&dir=&pageSize=&page=, the names of the API
 * query; docs/arquitectura.md, "Listas"): see useListSearchParams. Malformed values in the URL are
 * ignored (`sort` outside AUDITORIA_SORT_KEYS too). `query` is what GET auditoria receives (no
 * empty filters). Every filter, order or page-size change goes back to page 1.
 */
export function useAuditoriaListParams() {
  const { params, page, pageSize, sort, dir, sorting, changePage, changeSort, changePageSize, update } = useListSearchParams({
    sortKeys: AUDITORIA_SORT_KEYS,
    defaultPageSize: AUDITORIA_PAGE_SIZE,
  });
  const entidad = (params.get('entidad') ?? '').trim().slice(0, 50);
  const usuarioId = parsePositiveInt(params.get('usuarioId'));
  const { fechaDesde, fechaHasta, changeFecha } = useRangoFechasParams({ params, update });

  const query = useMemo<AuditoriaQuery>(
    () => ({
      page,
      pageSize,
      entidad: entidad || undefined,
      usuarioId,
      fechaDesde: fechaDesde || undefined,
      fechaHasta: fechaHasta || undefined,
      sort,
      dir,
    }),
    [page, pageSize, entidad, usuarioId, fechaDesde, fechaHasta, sort, dir],
  );

  return {
    page,
    pageSize,
    sorting,
    entidad,
    usuarioId,
    fechaDesde,
    fechaHasta,
    query,
    changePage,
    /** First click ascending, second descending, third back to newest first. */
    changeSort,
    /** The default size leaves the URL without pageSize. */
    changePageSize,
    /** '' clears the filter ('Todas'). */
    changeEntidad: (value: string) => update({ entidad: value || undefined }),
    /** '' clears the filter ('Todos'). */
    changeUsuario: (value: string) => update({ usuarioId: value || undefined }),
    /** Replaces the history entry: a date input reports every edited segment. */
    changeFecha,
  };
}
