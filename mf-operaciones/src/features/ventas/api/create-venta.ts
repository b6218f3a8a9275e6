import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type VentaCreateBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST ventas → { ventaId }. On success refreshes, without waiting, what a sale changes
 * (`invalidate.afterVentaCreated`: sales, product stock, client balances, global search).
 * Throws ApiError with the server's message.
 */
export function useCreateVenta() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VentaCreateBody) => api.ventas.create(body),
    onSuccess: () => {
      void invalidate.afterVentaCreated(qc);
    },
  });
}
