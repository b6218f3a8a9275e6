import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Categoria, type Paged, type Producto, type ProductosSortKey, type SortDir } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * Parameters of one page of the /stock list, as they go into the query key and the request: the
 * branch, text, category, 1-based page, its size (1..100) and the order (`sort` one of
 * PRODUCTOS_SORT_KEYS, `dir` asc or desc; by code when undefined).
 */
export interface StockListParams {
  sucursalId: number;
  search: string;
  categoria: Categoria | undefined;
  page: number;
  pageSize: number;
  sort?: ProductosSortKey;
  dir?: SortDir;
}

/**
 * GET productos?sucursalId&search&categoria&page&pageSize&sort&dir: one page of products with the
 * stock of the given branch (quantities 4 decimals, prices 2 decimals in the product's currency;
 * docs/arquitectura.md "Listas" for the order). Throws ApiError on failure.
 */
export function getProductos({ sucursalId, search, categoria, page, pageSize, sort, dir }: StockListParams): Promise<Paged<Producto>> {
  return api.productos.list({ sucursalId, search: search.trim() || undefined, categoria, page, pageSize, sort, dir });
}

/**
 * Query options of one stock page (`queryKeys.productos.list` with every parameter, order and page
 * size included, so a sale or a stock entry refreshes it); the previous page stays visible while
 * the next one loads.
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
