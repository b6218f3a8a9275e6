import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Categoria, type Paged, type Producto, type ProductosListQuery, type ProductosSortKey, type SortDir } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * Parameters of one page of the /stock list, as they go into the query key and the request: the
 * branch, text, category, only products below their minimum stock (`bajoMinimo`), 1-based page,
 * its size (1..100) and the order (`sort` one of PRODUCTOS_SORT_KEYS, `dir` asc or desc; by code
 * when undefined).
 */
export interface StockListParams {
  sucursalId: number;
  search: string;
  categoria: Categoria | undefined;
  bajoMinimo?: boolean;
  page: number;
  pageSize: number;
  sort?: ProductosSortKey;
  dir?: SortDir;
}

/**
 * The GET productos query of one /stock page: the search trimmed (left out when empty) and
 * `bajoMinimo` as the API takes it ('true', or left out when off).
 */
function toQuery({ sucursalId, search, categoria, bajoMinimo, page, pageSize, sort, dir }: StockListParams): ProductosListQuery {
  return {
    sucursalId,
    search: search.trim() || undefined,
    categoria,
    bajoMinimo: bajoMinimo ? 'true' : undefined,
    page,
    pageSize,
    sort,
    dir,
  };
}

/**
 * GET productos?sucursalId&search&categoria&bajoMinimo&page&pageSize&sort&dir: one page of
 * products with the stock of the given branch (quantities 4 decimals, prices 2 decimals in the
 * product's currency; docs/stock-y-productos.md; docs/arquitectura.md "Listas" for the order).
 * Throws ApiError on failure.
 */
export function getProductos(params: StockListParams): Promise<Paged<Producto>> {
  return api.productos.list(toQuery(params));
}

/**
 * Query options of one stock page (`queryKeys.productos.list` with every parameter, filters, order
 * and page size included, so a sale or a stock entry refreshes it); the previous page stays
 * visible while the next one loads.
 */
export function getProductosQueryOptions(params: StockListParams) {
  const query = toQuery(params);
  return queryOptions({
    queryKey: queryKeys.productos.list({ ...query, search: query.search ?? '' }),
    queryFn: () => api.productos.list(query),
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
