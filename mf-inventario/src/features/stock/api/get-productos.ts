import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Categoria, type Paged, type Producto } from 'shared';
import { queryKeys } from 'shared/query';

/** Parameters of one page of the /stock list, as they go into the query key and the request. */
export interface StockListParams {
  sucursalId: number;
  search: string;
  categoria: Categoria | undefined;
  page: number;
  pageSize: number;
}

/** Page size of the stock table (docs/stock-y-productos.md: default table 10). */
export const STOCK_PAGE_SIZE = 10;

/**
 * GET productos?sucursalId&search&categoria&page&pageSize: one page of products with the stock
 * of the given branch (quantities 4 decimals, prices 2 decimals in the product's currency).
 * Throws ApiError on failure.
 */
export function getProductos({ sucursalId, search, categoria, page, pageSize }: StockListParams): Promise<Paged<Producto>> {
  return api.productos.list({ sucursalId, search: search.trim() || undefined, categoria, page, pageSize });
}

/**
 * Query options of one stock page (`queryKeys.productos.list`, so a sale or a stock entry refreshes
 * it); the previous page stays visible while the next one loads.
 */
export function getProductosQueryOptions(params: StockListParams) {
  const normalized = { ...params, search: params.search.trim() };
  return queryOptions({
    queryKey: queryKeys.productos.list(normalized),
    queryFn: () => getProductos(normalized),
    placeholderData: keepPreviousData,
  });
}

/** The paged product list of /stock; waits until a branch is known (`sucursalId` undefined). */
export function useProductos(params: Omit<StockListParams, 'sucursalId'> & { sucursalId: number | undefined }) {
  const { sucursalId } = params;
  return useQuery({
    ...getProductosQueryOptions({ ...params, sucursalId: sucursalId ?? 0 }),
    enabled: sucursalId !== undefined,
  });
}
