import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paged, type Producto } from 'shared';
import { queryKeys } from 'shared/query';

/** Products a search of /ingresar-stock shows at most (one server page). */
export const BUSQUEDA_PAGE_SIZE = 20;

/**
 * GET productos?search&sucursalId&page=1&pageSize=20: the first products whose name contains
 * `search` (or whose code starts with it, for digits), with their stock in the branch (4 decimals,
 * the product's unit) and their current cost (2 decimals, in `costoMonedaId`). Throws ApiError.
 */
export function buscarProductos(search: string, sucursalId: number): Promise<Paged<Producto>> {
  return api.productos.list({ search, sucursalId, page: 1, pageSize: BUSQUEDA_PAGE_SIZE });
}

/** Query options of one product search (key `queryKeys.productos.list`, so a stock entry refreshes it). */
export function buscarProductosQueryOptions(search: string, sucursalId: number) {
  return queryOptions({
    queryKey: queryKeys.productos.list({ search, sucursalId, page: 1, pageSize: BUSQUEDA_PAGE_SIZE }),
    queryFn: () => buscarProductos(search, sucursalId),
  });
}

/**
 * The product search of /ingresar-stock (docs/stock-y-productos.md): asks only for a non-blank
 * `search` (already debounced by the caller) and a known branch.
 */
export function useBuscarProductos(search: string, sucursalId: number | null) {
  return useQuery({
    ...buscarProductosQueryOptions(search, sucursalId ?? 0),
    enabled: search !== '' && sucursalId !== null,
  });
}
