import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT ventas/anular/{id} (ventas.delete, or ventas.post with an authorization code;
 * docs/ventas-y-presupuestos.md): one-way; the stock goes back to the branch and a current-account
 * debit is reversed. `codigo` is sent as `codigo_pass`. Resolves with `{ message }`; throws ApiError
 * with the server's message (409 when already annulled or asking for the code, 400 for a wrong code).
 */
export function anularVenta({ id, codigo }: { id: number; codigo?: string }): Promise<MessageResponse> {
  return codigo ? api.ventas.anular(id, { codigo_pass: codigo }) : api.ventas.anular(id);
}

/** Annuls a sale, then `invalidate.afterVentaChange` (the open detail refetches and shows it annulled; lists, stock, balances). */
export function useAnularVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularVenta,
    onSuccess: () => invalidate.afterVentaChange(queryClient),
  });
}
