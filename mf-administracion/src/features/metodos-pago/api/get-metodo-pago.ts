import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type MetodoPago } from 'shared';
import { queryKeys } from 'shared/query';

/** GET metodo-pago/{id} (docs/contactos-y-administracion.md). Throws ApiError on failure (404 when it does not exist). */
export function getMetodoPago(id: number): Promise<MetodoPago> {
  return api.metodosPago.get(id);
}

/** Query options of one payment method; no retry, because a failure sends the user back to the list. */
export function getMetodoPagoQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.metodosPago.detail(id), queryFn: () => getMetodoPago(id), retry: false });
}

/** One payment method for the edit form of /metodos-pago/{id}; disabled when `id` is undefined (create). */
export function useMetodoPago(id: number | undefined) {
  return useQuery({ ...getMetodoPagoQueryOptions(id ?? 0), enabled: id !== undefined });
}
