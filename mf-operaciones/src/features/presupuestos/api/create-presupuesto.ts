import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PresupuestoCreateBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST presupuestos → 201 { id } (presupuestos.post; docs/ventas-y-presupuestos.md). The server
 * recomputes subtotals and total. Throws ApiError with the server's message.
 */
export function createPresupuesto(body: PresupuestoCreateBody): Promise<{ id: number }> {
  return api.presupuestos.create(body);
}

/** Creates a quote, then refreshes the quote lists (`invalidate.afterPresupuestoChange`) without waiting. */
export function useCreatePresupuesto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPresupuesto,
    onSuccess: () => {
      void invalidate.afterPresupuestoChange(qc);
    },
  });
}
