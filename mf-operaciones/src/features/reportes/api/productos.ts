import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paged, type Producto } from 'shared';
import { queryKeys } from 'shared/query';

/** Products the report's search offers at most (one small server page: the catalogue may have 100.000). */
export const BUSQUEDA_PRODUCTOS_PAGE_SIZE = 20;

/**
 * GET productos?search&page=1&pageSize=20: the first products whose name or code contains `search`,
 * case-insensitively (the server searches; nothing is downloaded in bulk). Asks only for a non-blank
 * `search` and when `enabled` (the screen's own permission check). The query throws ApiError.
 */
export function buscarProductosReporteOptions(search: string, enabled = true) {
  const q = { search, page: 1, pageSize: BUSQUEDA_PRODUCTOS_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeys.productos.list(q),
    queryFn: (): Promise<Paged<Producto>> => api.productos.list(q),
    enabled: enabled && search !== '',
  });
}

/**
 * GET productos/{id} (stock.get, stock.detail.get, ventas.post or presupuestos.post): the product of
 * a filter read from the URL, to show it as 'código - nombre'. Nothing is asked without an id.
 */
export function useProductoReporte(id: number | undefined) {
  return useQuery({ queryKey: queryKeys.productos.detail(id ?? 0), queryFn: () => api.productos.get(id ?? 0), enabled: id !== undefined, staleTime: Infinity });
}
