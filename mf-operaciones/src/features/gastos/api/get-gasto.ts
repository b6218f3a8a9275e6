import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type Gasto } from 'shared';
import { queryKeys } from 'shared/query';

/** GET gastos/{id} (gastos.get) → one expense. Throws ApiError (404 'No se encontró el gasto.'). */
export function getGasto(id: number): Promise<Gasto> {
  return api.gastos.get(id);
}

/** True for the answer of an expense that does not exist (404). */
export function isGastoNoEncontrado(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** One expense (the one a cash-box movement links to); nothing is asked without an id. */
export function useGasto(id: number | undefined) {
  return useQuery({ queryKey: queryKeys.gastos.detail(id ?? 0), queryFn: () => getGasto(id ?? 0), enabled: id !== undefined });
}
