import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CajaMovimientoBody, type RequestOptions } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST cajas/{id}/movimientos (cajas.post; docs/cajas-gastos-comisiones.md) { tipo: INGRESO |
 * EGRESO, monto (money string > 0, 2 decimals), descripcion }: a manual income or withdrawal →
 * `{ id }`. Throws ApiError with the server's message (409 'La caja está cerrada.', 'Saldo
 * insuficiente en la caja.').
 */
export function registrarMovimientoCaja(
  { id, body }: { id: number; body: CajaMovimientoBody },
  opts?: RequestOptions,
): Promise<{ id: number }> {
  return api.cajas.movimiento(id, body, opts);
}

/**
 * Records a manual movement, then `invalidate.afterCajaChange` (balance and movements refetch). One
 * Idempotency-Key per submission (`useIdempotencyKey`): a retry never records it twice.
 */
export function useRegistrarMovimientoCaja() {
  const queryClient = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (vars: { id: number; body: CajaMovimientoBody }) => registrarMovimientoCaja(vars, { idempotencyKey: idem.keyFor(vars) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => invalidate.afterCajaChange(queryClient),
  });
}
