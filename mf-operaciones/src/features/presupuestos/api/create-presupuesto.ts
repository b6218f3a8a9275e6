import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PresupuestoCreateBody, type RequestOptions } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST presupuestos → 201 { id } (presupuestos.post; docs/ventas-y-presupuestos.md). The server
 * recomputes subtotals and total. Throws ApiError with the server's message.
 */
export function createPresupuesto(body: PresupuestoCreateBody, opts?: RequestOptions): Promise<{ id: number }> {
  return api.presupuestos.create(body, opts);
}

/**
 * Creates a quote, then refreshes the quote lists (`invalidate.afterPresupuestoChange`) without
 * waiting. One Idempotency-Key per submission (`useIdempotencyKey`): a retry never creates it twice.
 */
export function useCreatePresupuesto() {
  const qc = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: PresupuestoCreateBody) => createPresupuesto(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => {
      void invalidate.afterPresupuestoChange(qc);
    },
  });
}
