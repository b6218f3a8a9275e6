import { useQuery } from '@tanstack/react-query';
import { api, type Cliente, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/** Clients a search of the quote screens shows at most (one server page). */
export const CLIENTES_PAGE_SIZE = 20;

/** GET clientes?search&page=1&pageSize=20: the first clients matching `search` by name or document. Throws ApiError. */
export function buscarClientes(search: string): Promise<Paged<Cliente>> {
  return api.clientes.list({ search, page: 1, pageSize: CLIENTES_PAGE_SIZE });
}

/** The client search of a quote: asks only for a non-blank `search` (debounced by the caller). */
export function useBuscarClientes(search: string) {
  return useQuery({
    queryKey: queryKeys.clientes.list({ search, page: 1, pageSize: CLIENTES_PAGE_SIZE }),
    queryFn: () => buscarClientes(search),
    enabled: search !== '',
  });
}
