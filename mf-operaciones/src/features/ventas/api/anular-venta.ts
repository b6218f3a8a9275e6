import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT ventas/anular/{id} (ventas.delete; docs/ventas-y-presupuestos.md): one-way; the stock goes back
 * to the branch and a current-account debit is reversed. Resolves with `{ message }`; throws ApiError
 * with the server's message (409 when already annulled).
 */
export function anularVenta(id: number): Promise<MessageResponse> {
  return api.ventas.anular(id);
}

/** Annuls a sale, then `invalidate.afterVentaChange` (the open detail refetches and shows it annulled; lists, stock, balances). */
export function useAnularVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularVenta,
    onSuccess: () => invalidate.afterVentaChange(queryClient),
  });
}
