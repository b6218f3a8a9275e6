import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CajaMovimientoBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST cajas/{id}/movimientos (cajas.post; docs/cajas-gastos-comisiones.md) { tipo: INGRESO |
 * EGRESO, monto (money string > 0, 2 decimals), descripcion }: a manual income or withdrawal →
 * `{ id }`. Throws ApiError with the server's message (409 'La caja está cerrada.', 'Saldo
 * insuficiente en la caja.').
 */
export function registrarMovimientoCaja({ id, body }: { id: number; body: CajaMovimientoBody }): Promise<{ id: number }> {
  return api.cajas.movimiento(id, body);
}

/** Records a manual movement, then `invalidate.afterCajaChange` (balance and movements refetch). */
export function useRegistrarMovimientoCaja() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registrarMovimientoCaja, onSuccess: () => invalidate.afterCajaChange(queryClient) });
}
