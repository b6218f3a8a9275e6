import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type EstadoFabricacion, type FabricacionListItem, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * Parameters of one page of /fabricacion, as they go into the query key and the request: the state
 * (undefined for every state), the text (product code or name), the 1-based page and its size (1..100).
 */
export interface FabricacionesListParams {
  estado: EstadoFabricacion | undefined;
  search: string;
  page: number;
  pageSize: number;
}

/** The request query of a page: an empty search is left out. */
function toQuery({ estado, search, page, pageSize }: FabricacionesListParams) {
  return { estado, search: search.trim() || undefined, page, pageSize };
}

/**
 * GET fabricaciones?estado&search&page&pageSize (fabricacion.get; docs/fabricacion.md): one page
 * of runs, newest first; quantities 4 decimals in the product's unit. Throws ApiError on failure.
 */
export function getFabricaciones(params: FabricacionesListParams): Promise<Paged<FabricacionListItem>> {
  return api.fabricaciones.list(toQuery(params));
}

/**
 * Query options of one page (`queryKeys.fabricaciones.list` with every parameter, so a created,
 * confirmed or cancelled run refreshes it); the previous page stays visible while the next loads.
 */
export function getFabricacionesQueryOptions(params: FabricacionesListParams) {
  return queryOptions({
    queryKey: queryKeys.fabricaciones.list(toQuery(params)),
    queryFn: () => getFabricaciones(params),
    placeholderData: keepPreviousData,
  });
}

/** The paged list of /fabricacion. */
export function useFabricaciones(params: FabricacionesListParams) {
  return useQuery(getFabricacionesQueryOptions(params));
}
