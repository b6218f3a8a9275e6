import { useCallback, useMemo } from 'react';
import { ESTADOS_PAGO, VENTAS_SORT_KEYS, type EstadoPago, type VentasListQuery } from 'shared';
import { parsePositiveInt, useListSearchParams, useRangoFechasParams } from 'shared/hooks';

/** The 'Anuladas' filter: both ('Todas', no parameter), only active sales ('false'), only annulled ones ('true'). */
export type FiltroAnulada = 'true' | 'false';

const parseEstadoPago = (value: string | null): EstadoPago | undefined => ESTADOS_PAGO.find((e) => e === value);
const parseAnulada = (value: string | null): FiltroAnulada | undefined => (value === 'true' || value === 'false' ? value : undefined);

/**
 * Filters, order, page size and page of /ventas and /facturacion kept in the URL with the names of
 * the GET ventas query (?search=&fechaDesde=&fechaHasta=&vendedorId=&estadoPago=&anulada=&sort=&dir=
 * &pageSize=&page=; docs/arquitectura.md, "Listas"), on top of useListSearchParams. A malformed
 * value in the URL is ignored (no filter), so a hand-edited URL never gets a 400: `vendedorId` a
 * positive integer, `estadoPago` one of ESTADOS_PAGO (Pagada, Parcial, Pendiente), `anulada`
 * 'true' or 'false', dates yyyy-mm-dd; `sort` one of VENTAS_SORT_KEYS; `pageSize` 10 unless the URL
 * says otherwise (1..100). Every filter change goes back to page 1; the dates (typed) replace the
 * history entry, the selects add one (Back undoes them).
 * `query` is what GET ventas receives.
 */
export function useVentasListParams() {
  const { params, page, pageSize, search, searchText, sort, dir, sorting, changeSearch, changePage, changeSort, changePageSize, update } =
    useListSearchParams({ sortKeys: VENTAS_SORT_KEYS });
  const { fechaDesde, fechaHasta, changeFecha } = useRangoFechasParams({ params, update });
  const vendedorId = parsePositiveInt(params.get('vendedorId'));
  const estadoPago = parseEstadoPago(params.get('estadoPago'));
  const anulada = parseAnulada(params.get('anulada'));

  const query: VentasListQuery = useMemo(
    () => ({
      page,
      pageSize,
      search: search || undefined,
      fechaDesde: fechaDesde || undefined,
      fechaHasta: fechaHasta || undefined,
      vendedorId,
      estadoPago,
      anulada,
      sort,
      dir,
    }),
    [page, pageSize, search, fechaDesde, fechaHasta, vendedorId, estadoPago, anulada, sort, dir],
  );

  const changeVendedor = useCallback((value: string) => update({ vendedorId: value || undefined }), [update]);
  const changeEstadoPago = useCallback((value: string) => update({ estadoPago: parseEstadoPago(value) }), [update]);
  const changeAnulada = useCallback((value: string) => update({ anulada: parseAnulada(value) }), [update]);

  return {
    page,
    pageSize,
    search,
    searchText,
    sort,
    dir,
    sorting,
    fechaDesde,
    fechaHasta,
    vendedorId,
    estadoPago,
    anulada,
    query,
    changeSearch,
    changePage,
    changeSort,
    changePageSize,
    changeFecha,
    changeVendedor,
    changeEstadoPago,
    changeAnulada,
  };
}
