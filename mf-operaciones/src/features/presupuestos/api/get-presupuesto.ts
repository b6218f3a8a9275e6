import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type Presupuesto } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET presupuestos/{id} → the quote with its client card and lines (money 2 decimals in its
 * currency, quantities 4; docs/ventas-y-presupuestos.md). Throws ApiError (404 when it does not exist).
 */
export function getPresupuesto(id: number): Promise<Presupuesto> {
  return api.presupuestos.get(id);
}

/** True when `err` says the quote does not exist (404). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** The quote of /presupuestos/{id}; a 4xx is not retried. Disabled for an id that is not a positive integer. */
export function usePresupuesto(id: number) {
  return useQuery({
    queryKey: queryKeys.presupuestos.detail(id),
    queryFn: () => getPresupuesto(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 1,
  });
}
