import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, type ComisionPago } from 'shared';
import { queryKeys } from 'shared/query';

/** GET comisiones/pagos/{id} (comisiones.get) → one payout, as its receipt prints it. Throws ApiError (404). */
export function getComisionPago(id: number): Promise<ComisionPago> {
  return api.comisiones.pago(id);
}

/** True for the answer of a payout that does not exist (404). */
export function isPagoNoEncontrado(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** One payout (the one a cash-box movement links to); nothing is asked without an id. */
export function useComisionPago(id: number | undefined) {
  return useQuery({ queryKey: queryKeys.comisiones.pago(id ?? 0), queryFn: () => getComisionPago(id ?? 0), enabled: id !== undefined });
}

/** The payout as the server has it now (read again, then cached under its key), for printing its receipt. */
export function leerComisionPago(queryClient: QueryClient, id: number): Promise<ComisionPago> {
  return queryClient.fetchQuery({ queryKey: queryKeys.comisiones.pago(id), queryFn: () => getComisionPago(id), staleTime: 0 });
}
