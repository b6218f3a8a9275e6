import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT presupuestos/anular/{id} → { message } (presupuestos.delete; docs/ventas-y-presupuestos.md):
 * the quote becomes 'anulado', one way. Throws ApiError with the server's message.
 */
export function anularPresupuesto(id: number): Promise<MessageResponse> {
  return api.presupuestos.anular(id);
}

/** Annuls a quote, then refreshes its detail and the lists (`invalidate.afterPresupuestoChange`). */
export function useAnularPresupuesto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: anularPresupuesto,
    onSuccess: () => invalidate.afterPresupuestoChange(qc),
  });
}
