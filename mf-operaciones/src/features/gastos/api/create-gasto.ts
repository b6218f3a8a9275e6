import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type GastoBody, type RequestOptions } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST gastos (gastos.post; docs/cajas-gastos-comisiones.md) { fecha (yyyy-mm-dd), categoria,
 * descripcion, monto (money string > 0, 2 decimals), monedaId, metodoPagoId, proveedorId?, cajaId? }
 * → `{ id }`. With a box (open, same currency) the expense is also its withdrawal. Throws ApiError
 * with the server's message (400 validation, 409 closed box or not enough money in it).
 */
export function createGasto(body: GastoBody, opts?: RequestOptions): Promise<{ id: number }> {
  return api.gastos.create(body, opts);
}

/**
 * Records an expense, then `invalidate.afterGastoChange` (expenses, totals and the boxes it may have
 * moved). One Idempotency-Key per submission (`useIdempotencyKey`): a retry never records it twice.
 */
export function useCreateGasto() {
  const queryClient = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: GastoBody) => createGasto(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => invalidate.afterGastoChange(queryClient),
  });
}
