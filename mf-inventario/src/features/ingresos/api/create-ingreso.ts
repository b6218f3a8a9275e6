import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, costoConfirmacionSchema, type CostoConfirmacion, type IngresoBody } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST ingresos → 201 { id } (stock.add_stock; docs/stock-y-productos.md, "Ingresos de stock y
 * costos"). On success refreshes, without waiting, what an entry changes
 * (`invalidate.afterIngresoCreated`: entries, every product query, audit). Throws ApiError with the
 * server's message; a 409 asking to confirm costs carries `confirmaciones` (see
 * {@link confirmacionesDelError}). One Idempotency-Key per submission (`useIdempotencyKey`): a retry
 * never enters the stock twice; confirming the costs changes the body, so it gets a new key.
 */
export function useCreateIngreso() {
  const qc = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: IngresoBody) => api.ingresos.create(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => {
      void invalidate.afterIngresoCreated(qc);
    },
  });
}

/**
 * The cost changes a 409 of POST ingresos asks to confirm (`costoConfirmacionSchema`), or null
 * when `err` is any other error (or a 409 without that list).
 */
export function confirmacionesDelError(err: unknown): CostoConfirmacion | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = costoConfirmacionSchema.safeParse(err.body);
  return parsed.success && parsed.data.confirmaciones.length > 0 ? parsed.data : null;
}
