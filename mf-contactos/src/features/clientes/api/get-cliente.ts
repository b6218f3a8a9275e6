import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Cliente } from 'shared';
import { queryKeys } from 'shared/query';

/** GET clientes/{id} (docs/contactos-y-administracion.md): one client with its current-account balances. Throws ApiError (404 if missing). */
export function getCliente(id: number): Promise<Cliente> {
  return api.clientes.get(id);
}

/** True when the error says the client does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Query options of one client. A 404 or any other 4xx is final (no retries): the screen shows
 * 'Cliente no encontrado.' at once; other failures are retried twice.
 */
export function getClienteQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.clientes.detail(id),
    queryFn: () => getCliente(id),
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}

/** The client of /clientes/:id; disabled while the id is not a valid number. */
export function useCliente(id: number) {
  return useQuery({ ...getClienteQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
