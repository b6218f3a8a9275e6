import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type VentaCreateBody } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST ventas → { ventaId }. On success refreshes, without waiting, what a sale changes
 * (`invalidate.afterVentaCreated`: sales, product stock, client balances, global search).
 * Throws ApiError with the server's message. One Idempotency-Key per submission
 * (`useIdempotencyKey`): a retry after a timeout never creates a second sale.
 */
export function useCreateVenta() {
  const qc = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: VentaCreateBody) => api.ventas.create(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => {
      void invalidate.afterVentaCreated(qc);
    },
  });
}
