import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paged, type Proveedor, type ProveedoresListQuery, type SortDir } from 'shared';
import { queryKeys } from 'shared/query';

/** A sortable column of /listados/proveedores (PROVEEDORES_SORT_KEYS). */
export type ProveedoresSortKey = NonNullable<ProveedoresListQuery['sort']>;

/** Page size of the suppliers list when the URL has none (docs/arquitectura.md: default table 10). */
export const PROVEEDORES_PAGE_SIZE = 10;

/**
 * Parameters of the paged list: free text (name, CUIT, contact or e-mail), a 1-based page, its size
 * (1..100) and the order (`sort` one of PROVEEDORES_SORT_KEYS, `dir` asc or desc; by name when undefined).
 */
export interface GetProveedoresParams {
  search: string;
  page: number;
  pageSize?: number;
  sort?: ProveedoresSortKey;
  dir?: SortDir;
}

/** The query of GET proveedores for `params`: an empty search is left out. */
function toQuery({ search, page, pageSize = PROVEEDORES_PAGE_SIZE, sort, dir }: GetProveedoresParams): ProveedoresListQuery {
  return { search: search.trim() || undefined, page, pageSize, sort, dir };
}

/**
 * GET proveedores?search&page&pageSize&sort&dir (proveedores.get; docs/contactos-y-administracion.md,
 * «Proveedores»). Returns one page of suppliers with paging metadata. Throws ApiError on failure.
 */
export function getProveedores(params: GetProveedoresParams): Promise<Paged<Proveedor>> {
  return api.proveedores.list(toQuery(params));
}

/**
 * Query options of one list page (every parameter is in the key); the previous page stays visible
 * while the next one loads.
 */
export function getProveedoresQueryOptions(params: GetProveedoresParams) {
  const query = toQuery(params);
  return queryOptions({
    queryKey: queryKeys.proveedores.list(query),
    queryFn: () => api.proveedores.list(query),
    placeholderData: keepPreviousData,
  });
}

/** The paged suppliers list of /listados/proveedores. */
export function useProveedores(params: GetProveedoresParams) {
  return useQuery(getProveedoresQueryOptions(params));
}
