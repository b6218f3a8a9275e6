import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Cliente, type ClientesListQuery, type ClientesSortKey, type Paged, type SortDir } from 'shared';
import { queryKeys } from 'shared/query';

/** A client type of the list filter: 'particular' or 'empresa' (TIPOS_CLIENTE). */
export type TipoCliente = NonNullable<ClientesListQuery['tipo']>;
/** A province of the list filter: one of PROVINCIAS. */
export type Provincia = NonNullable<ClientesListQuery['provincia']>;

/** Page size of the clients list when the URL has none (docs/arquitectura.md: default table 10). */
export const CLIENTES_PAGE_SIZE = 10;

/**
 * Parameters of the paged list: free text (name or document), the filters `tipo` (particular or
 * empresa), `provincia` (one of PROVINCIAS) and `zona` (exact, case-insensitive on the server;
 * undefined = all), a 1-based page, its size (1..100) and the order (`sort` one of
 * CLIENTES_SORT_KEYS, `dir` asc or desc; by name when undefined).
 */
export interface GetClientesParams {
  search: string;
  tipo?: TipoCliente;
  provincia?: Provincia;
  zona?: string;
  page: number;
  pageSize?: number;
  sort?: ClientesSortKey;
  dir?: SortDir;
}

/**
 * GET clientes?search&tipo&provincia&zona&page&pageSize&sort&dir (docs/contactos-y-administracion.md,
 * docs/arquitectura.md "Listas"). Returns one page of clients with paging metadata. Throws ApiError on failure.
 */
export function getClientes({ search, tipo, provincia, zona, page, pageSize = CLIENTES_PAGE_SIZE, sort, dir }: GetClientesParams): Promise<Paged<Cliente>> {
  return api.clientes.list({ search: search.trim() || undefined, tipo, provincia, zona: zona?.trim() || undefined, page, pageSize, sort, dir });
}

/**
 * Query options of one list page (every parameter, filters, order and page size included, is in the key);
 * the previous page stays visible while the next one loads.
 */
export function getClientesQueryOptions({ search, tipo, provincia, zona, page, pageSize = CLIENTES_PAGE_SIZE, sort, dir }: GetClientesParams) {
  return queryOptions({
    queryKey: queryKeys.clientes.list({ search: search.trim(), tipo, provincia, zona: zona?.trim() || undefined, page, pageSize, sort, dir }),
    queryFn: () => getClientes({ search, tipo, provincia, zona, page, pageSize, sort, dir }),
    placeholderData: keepPreviousData,
  });
}

/** The paged clients list of /listados/clientes. */
export function useClientes(params: GetClientesParams) {
  return useQuery(getClientesQueryOptions(params));
}
