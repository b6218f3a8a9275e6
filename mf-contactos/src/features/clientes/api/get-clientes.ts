import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Cliente, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/** Page size of the clients list (docs/contactos-y-administracion.md: default table 10). */
export const CLIENTES_PAGE_SIZE = 10;

/** Parameters of the paged list: free text (name or document) and a 1-based page. */
export interface GetClientesParams {
  search: string;
  page: number;
  pageSize?: number;
}

/**
 * GET clientes?search&page&pageSize (docs/contactos-y-administracion.md). Returns one page of clients with
 * paging metadata. Throws ApiError on failure.
 */
export function getClientes({ search, page, pageSize = CLIENTES_PAGE_SIZE }: GetClientesParams): Promise<Paged<Cliente>> {
  return api.clientes.list({ search: search.trim() || undefined, page, pageSize });
}

/** Query options of one list page; the previous page stays visible while the next one loads. */
export function getClientesQueryOptions({ search, page, pageSize = CLIENTES_PAGE_SIZE }: GetClientesParams) {
  return queryOptions({
    queryKey: queryKeys.clientes.list({ search: search.trim(), page, pageSize }),
    queryFn: () => getClientes({ search, page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** The paged clients list of /listados/clientes. */
export function useClientes(params: GetClientesParams) {
  return useQuery(getClientesQueryOptions(params));
}
