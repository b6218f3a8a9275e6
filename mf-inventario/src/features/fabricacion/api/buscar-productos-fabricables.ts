import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { api, type Categoria, type Paged, type Producto } from 'shared';
import { queryKeys } from 'shared/query';

/** What can be manufactured: products with a formula are essences and elaborated products (docs/fabricacion.md). */
export const CATEGORIAS_FABRICABLES = ['esencia', 'elaborado'] as const satisfies readonly Categoria[];
/** Options asked per category for one search text. */
export const PRODUCTOS_FABRICABLES_PAGE_SIZE = 20;

/** The request (and query-key) parameters of one category's search. */
function query(search: string, categoria: Categoria) {
  return { search, categoria, page: 1, pageSize: PRODUCTOS_FABRICABLES_PAGE_SIZE };
}

/**
 * GET productos?search&categoria&page=1&pageSize=20: the first products of one category whose code
 * or name matches `search` (the /stock search rules, docs/stock-y-productos.md). Throws ApiError.
 */
export function buscarProductosPorCategoria(search: string, categoria: Categoria): Promise<Paged<Producto>> {
  return api.productos.list(query(search, categoria));
}

/**
 * The manufacturable products matching `search` (already debounced by the caller), searched on the
 * server. Both categories are asked for, one request each, instead of one request filtered in the
 * browser: the API orders by code and raw materials (codes from 10000) come first, so 20 results of
 * one request could be all raw materials and hide the essences and elaborated products the user
 * looks for. Nothing is asked for a blank text. Returns the options (essences first, then elaborated,
 * each by code), `loading` and `error`.
 */
export function useProductosFabricables(search: string) {
  const texto = search.trim();
  return useQueries({
    queries: CATEGORIAS_FABRICABLES.map((categoria) => ({
      queryKey: queryKeys.productos.list(query(texto, categoria)),
      queryFn: () => buscarProductosPorCategoria(texto, categoria),
      enabled: texto !== '',
      placeholderData: keepPreviousData,
    })),
    combine: (results) => ({
      items: texto === '' ? [] : results.flatMap((r) => r.data?.items ?? []),
      loading: texto !== '' && results.some((r) => r.isFetching),
      error: texto !== '' && results.some((r) => r.isError),
    }),
  });
}
