import { queryOptions } from '@tanstack/react-query';
import { api, type Cliente, type Paged, type Producto } from 'shared';
import { queryKeys } from 'shared/query';

/** Products or clients a search of a quote shows at most (one server page). */
export const BUSQUEDA_PAGE_SIZE = 20;

/**
 * GET productos?search&sucursalId&page=1&pageSize: the first products matching `search` by name or
 * code (docs/stock-y-productos.md), with their stock in the branch (4 decimals, in their unit) and
 * final price (2 decimals, in their currency). Asks only for a non-blank `search` and a known branch.
 * The query throws ApiError.
 */
export function buscarProductosOptions(search: string, sucursalId: number | null, pageSize: number = BUSQUEDA_PAGE_SIZE) {
  const q = { search, sucursalId: sucursalId ?? 0, page: 1, pageSize };
  return queryOptions({
    queryKey: queryKeys.productos.list(q),
    queryFn: (): Promise<Paged<Producto>> => api.productos.list(q),
    enabled: search !== '' && sucursalId !== null,
  });
}

/**
 * GET clientes?search&page=1&pageSize: the first active clients matching `search` by name, document
 * or e-mail (docs/contactos-y-administracion.md). Asks only for a non-blank `search`. The query
 * throws ApiError.
 */
export function buscarClientesOptions(search: string, pageSize: number = BUSQUEDA_PAGE_SIZE) {
  const q = { search, page: 1, pageSize };
  return queryOptions({
    queryKey: queryKeys.clientes.list(q),
    queryFn: (): Promise<Paged<Cliente>> => api.clientes.list(q),
    enabled: search !== '',
  });
}
