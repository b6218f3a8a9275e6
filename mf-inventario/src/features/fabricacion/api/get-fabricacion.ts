import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Fabricacion } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET fabricaciones/{id} (fabricacion.detail.get; docs/fabricacion.md): the run with its raw-material
 * lines (quantities 4 decimals in each product's unit). Throws ApiError (404 when it does not exist).
 */
export function getFabricacion(id: number): Promise<Fabricacion> {
  return api.fabricaciones.get(id);
}

/** True when the error says the run does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Query options of one run. A 4xx is final (no retries): the screen shows 'No se encontró la
 * fabricación' or its load error at once; other failures are retried once.
 */
export function getFabricacionQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.fabricaciones.detail(id),
    queryFn: () => getFabricacion(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
  });
}

/** The run of /fabricacion/:id; disabled while the id is not a positive integer. */
export function useFabricacion(id: number) {
  return useQuery({ ...getFabricacionQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
