import { useQuery } from '@tanstack/react-query';
import { api, type Paged, type Producto, type ProductoDetalle } from 'shared';
import { queryKeys } from 'shared/query';

/** Products a search of the quote screens shows at most (one server page). */
export const BUSQUEDA_PAGE_SIZE = 20;

/**
 * GET productos?search&sucursalId&page=1&pageSize=20: the first products matching `search` by name
 * or code, with their stock in the branch (4 decimals, in their unit) and final price (2 decimals,
 * in their currency). Throws ApiError.
 */
export function buscarProductos(search: string, sucursalId: number): Promise<Paged<Producto>> {
  return api.productos.list({ search, sucursalId, page: 1, pageSize: BUSQUEDA_PAGE_SIZE });
}

/** The product search of a quote: asks only for a non-blank `search` (debounced by the caller) and a known branch. */
export function useBuscarProductos(search: string, sucursalId: number | null) {
  const q = { search, sucursalId: sucursalId ?? 0, page: 1, pageSize: BUSQUEDA_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.productos.list(q),
    queryFn: () => buscarProductos(search, sucursalId ?? 0),
    enabled: search !== '' && sucursalId !== null,
  });
}

/**
 * GET productos/{id}?sucursalId → the product as it is now, with its stock in that branch: what a new
 * quote line starts from. Throws ApiError.
 */
export function getProductoParaLinea(id: number, sucursalId: number): Promise<ProductoDetalle> {
  return api.productos.get(id, sucursalId);
}
