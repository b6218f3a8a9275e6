import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Proveedor } from 'shared';
import { queryKeys } from 'shared/query';

/** GET proveedores/{id} (proveedores.detail.get; docs/contactos-y-administracion.md). Throws ApiError (404 'Proveedor no encontrado.'). */
export function getProveedor(id: number): Promise<Proveedor> {
  return api.proveedores.get(id);
}

/** True when the error says the supplier does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Retries a failed read twice unless the server answered 4xx (final: not found, no permission…). */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
}

/** Query options of one supplier: a 404 or any other 4xx is final, other failures are retried twice. */
export function getProveedorQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.proveedores.detail(id),
    queryFn: () => getProveedor(id),
    retry: retryUnlessClientError,
  });
}

/** The supplier of /proveedores/:id; disabled while the id is not a valid number. */
export function useProveedor(id: number) {
  return useQuery({ ...getProveedorQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
