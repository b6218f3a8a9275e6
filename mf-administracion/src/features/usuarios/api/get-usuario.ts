import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type UsuarioDetalle } from 'shared';
import { queryKeys } from 'shared/query';

/** GET users/{id} (usuarios.detail.get): every field of a user. Throws ApiError (404 'Usuario no encontrado.'). */
export function getUsuario(id: number): Promise<UsuarioDetalle> {
  return api.usuarios.get(id);
}

/** True when the error says the record does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query options of one user: a 4xx is final (no retries), other failures are retried twice. */
export function usuarioQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.usuarios.detail(id),
    queryFn: () => getUsuario(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}

/** The user of /usuarios/:id; disabled while the id is not a positive integer. */
export function useUsuario(id: number) {
  return useQuery({ ...usuarioQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
