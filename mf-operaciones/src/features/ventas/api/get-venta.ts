import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type Venta } from 'shared';
import { queryKeys } from 'shared/query';

/** GET ventas/{id} (ventas.detail.get) → the sale with its lines. Throws ApiError (404 'Venta no encontrada.'). */
export function getVenta(id: number): Promise<Venta> {
  return api.ventas.get(id);
}

/** True for the answer of a sale that does not exist (404). */
export function isVentaNoEncontrada(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** GET ventas/{id} → the sale with its lines; a 4xx is not retried (404 → 'No se encontró la venta.'). */
export function useVenta(id: number) {
  return useQuery({
    queryKey: queryKeys.ventas.detail(id),
    queryFn: () => getVenta(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 1,
  });
}
