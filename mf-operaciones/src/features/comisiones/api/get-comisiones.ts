import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ComisionesQuery, type ComisionesResponse } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET comisiones?fechaDesde&fechaHasta[&vendedorId] (comisiones.get; docs/cajas-gastos-comisiones.md)
 * → one line per seller and currency: sales of the period, their commission (`total`), the payouts
 * of the period (`pagado`) and what is owed up to fechaHasta (`adeudado`); money strings, 2
 * decimals. A user without comisiones.post only ever receives their own lines. Throws ApiError.
 */
export function getComisiones(q: ComisionesQuery): Promise<ComisionesResponse> {
  return api.comisiones.list(q);
}

/** The lines of a period; the period is part of the key. */
export function useComisiones(q: ComisionesQuery) {
  return useQuery({ queryKey: queryKeys.comisiones.list(q), queryFn: () => getComisiones(q), placeholderData: keepPreviousData });
}
