import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT gastos/anular/{id} (gastos.delete; docs/cajas-gastos-comisiones.md): an expense is never
 * deleted, it is annulled and stops counting in the totals → `{ message }`. Throws ApiError with
 * the server's message (409 'El gasto ya está anulado.').
 */
export function anularGasto(id: number): Promise<MessageResponse> {
  return api.gastos.anular(id);
}

/** Annuls an expense, then `invalidate.afterGastoChange` (the list shows it annulled; totals and boxes refetch). */
export function useAnularGasto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: anularGasto, onSuccess: () => invalidate.afterGastoChange(queryClient) });
}
