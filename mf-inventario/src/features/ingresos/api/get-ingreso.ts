import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from 'shared';
import { queryKeys } from 'shared/query';

/** True for an answer of the API that asking again cannot change (400 to 499: 404 not found…). */
const esErrorDelPedido = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/**
 * GET ingresos/{id} → the entry with its lines (docs/stock-y-productos.md): quantity 4 decimals in
 * the product's unit, cost and previous cost 2 decimals with their currency. Asks nothing for an
 * id that is not a positive integer. A 4xx is never retried (404 → 'No se encontró el ingreso.');
 * other failures follow the QueryClient's retry setting (once in the app).
 */
export function useIngreso(id: number) {
  const reintentos = useQueryClient().getDefaultOptions().queries?.retry;
  return useQuery({
    queryKey: queryKeys.ingresos.detail(id),
    queryFn: () => api.ingresos.get(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (n, err) => {
      if (esErrorDelPedido(err)) return false;
      if (typeof reintentos === 'function') return reintentos(n, err);
      if (typeof reintentos === 'number') return n < reintentos;
      return reintentos ?? n < 3;
    },
  });
}
