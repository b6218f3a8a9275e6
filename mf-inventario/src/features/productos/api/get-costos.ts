import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CostoHistorial, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/** 1-based page and its size of a product's cost history. */
export interface CostosParams {
  page: number;
  pageSize: number;
}

/**
 * GET productos/{id}/costos?page&pageSize (docs/stock-y-productos.md): one page of the product's
 * cost changes, newest first; each cost is money with 2 decimals in the currency of its own
 * `…MonedaId`. Throws ApiError on failure.
 */
export function getCostos(id: number, params: CostosParams): Promise<Paged<CostoHistorial>> {
  return api.productos.costos(id, params);
}

/** Query options of one page (`queryKeys.productos.costos`); the previous page stays visible while the next loads. */
export function getCostosQueryOptions(id: number, params: CostosParams) {
  return queryOptions({
    queryKey: queryKeys.productos.costos(id, params),
    queryFn: () => getCostos(id, params),
    placeholderData: keepPreviousData,
  });
}

/** The cost history section of /productos/:id. */
export function useCostos(id: number, params: CostosParams) {
  return useQuery(getCostosQueryOptions(id, params));
}
