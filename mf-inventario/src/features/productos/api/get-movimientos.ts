import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type MovimientoStock, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/** Parameters of one page of a product's movements: branch (all when undefined), 1-based page and its size. */
export interface MovimientosParams {
  sucursalId: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * GET productos/{id}/movimientos?sucursalId&page&pageSize (docs/stock-y-productos.md): one page of
 * the product's stock movements, newest first. Quantities are signed decimal strings with 4
 * decimals in the product's unit. Throws ApiError on failure.
 */
export function getMovimientos(id: number, params: MovimientosParams): Promise<Paged<MovimientoStock>> {
  return api.productos.movimientos(id, params);
}

/** Query options of one page (`queryKeys.productos.movimientos`); the previous page stays visible while the next loads. */
export function getMovimientosQueryOptions(id: number, params: MovimientosParams) {
  return queryOptions({
    queryKey: queryKeys.productos.movimientos(id, params),
    queryFn: () => getMovimientos(id, params),
    placeholderData: keepPreviousData,
  });
}

/** The movements section of /productos/:id; waits while `enabled` is false (the branch is not known yet). */
export function useMovimientos(id: number, params: MovimientosParams, enabled = true) {
  return useQuery({ ...getMovimientosQueryOptions(id, params), enabled });
}
