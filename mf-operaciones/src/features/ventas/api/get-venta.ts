import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from 'shared';
import { queryKeys } from 'shared/query';

/** GET ventas/{id} → the sale with its lines; a 4xx is not retried (404 → 'No se encontró la venta.'). */
export function useVenta(id: number) {
  return useQuery({
    queryKey: queryKeys.ventas.detail(id),
    queryFn: () => api.ventas.get(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 1,
  });
}
