import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Cliente, type ClientesSortKey, type Paged, type SortDir } from 'shared';
import { queryKeys } from 'shared/query';

/** Page size of the clients list when the URL has none (docs/arquitectura.md: default table 10). */
export const CLIENTES_PAGE_SIZE = 10;

/**
 * Parameters of the paged list: free text (name or document), a 1-based page, its size (1..100)
 * and the order (`sort` one of CLIENTES_SORT_KEYS, `dir` asc or desc; by name when undefined).
 */
export interface GetClientesParams {
  search: string;
  page: number;
  pageSize?: number;
  sort?: ClientesSortKey;
  dir?: SortDir;
}

/**
 * GET clientes?search&page&pageSize&sort&dir (docs/contactos-y-administracion.md, docs/arquitectura.md
 * "Listas"). Returns one page of clients with paging metadata. Throws ApiError on failure.
 */
export function getClientes({ search, page, pageSize = CLIENTES_PAGE_SIZE, sort, dir }: GetClientesParams): Promise<Paged<Cliente>> {
  return api.clientes.list({ search: search.trim() || undefined, page, pageSize, sort, dir });
}

/**
 * Query options of one list page (every parameter, order and page size included, is in the key);
 * the previous page stays visible while the next one loads.
 */
export function getClientesQueryOptions({ search, page, pageSize = CLIENTES_PAGE_SIZE, sort, dir }: GetClientesParams) {
  return queryOptions({
    queryKey: queryKeys.clientes.list({ search: search.trim(), page, pageSize, sort, dir }),
    queryFn: () => getClientes({ search, page, pageSize, sort, dir }),
    placeholderData: keepPreviousData,
  });
}

/** The paged clients list of /listados/clientes. */
export function useClientes(params: GetClientesParams) {
  return useQuery(getClientesQueryOptions(params));
}
