import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Rol } from 'shared';
import { queryKeys } from 'shared/query';

/** GET roles/{id} (roles.detail.get): the role with its permissions. Throws ApiError (404 'Rol no encontrado.'). */
export function getRol(id: number): Promise<Rol> {
  return api.roles.get(id);
}

/** True when the error says the record does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query options of one role: a 4xx is final (no retries), other failures are retried twice. */
export function rolQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.roles.detail(id),
    queryFn: () => getRol(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}

/** The role of /roles/:id; disabled while the id is not a positive integer. */
export function useRol(id: number) {
  return useQuery({ ...rolQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
