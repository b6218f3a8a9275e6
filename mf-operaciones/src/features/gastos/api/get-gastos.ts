import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type GastosListQuery, type GastosPage } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET gastos?fechaDesde&fechaHasta&categoria&monedaId&anulado&page&pageSize (gastos.get;
 * docs/cajas-gastos-comisiones.md) → a page of expenses, newest first, plus `totales` per category,
 * month ('YYYY-MM', Buenos Aires) and currency over every non-annulled expense matching the filters
 * (money strings, 2 decimals, per monedaId). Throws ApiError on failure.
 */
export function getGastos(q: GastosListQuery): Promise<GastosPage> {
  return api.gastos.list(q);
}

/** One page of /gastos; every parameter is part of the key. */
export function useGastos(q: GastosListQuery) {
  return useQuery({ queryKey: queryKeys.gastos.list(q), queryFn: () => getGastos(q), placeholderData: keepPreviousData });
}
