import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ComisionPagoBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST comisiones/pagos (comisiones.post; docs/cajas-gastos-comisiones.md) { vendedorId, monto (money
 * string > 0, 2 decimals), monedaId, cajaId?, descripcion? } → `{ id }` of the payout. With a box
 * (open, same currency) it is also that box's withdrawal. Throws ApiError with the server's message.
 */
export function pagarComision(body: ComisionPagoBody): Promise<{ id: number }> {
  return api.comisiones.pagar(body);
}

/** Pays out a commission, then `invalidate.afterComisionPago` (lines, payouts and the box it may have moved). */
export function usePagarComision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pagarComision, onSuccess: () => invalidate.afterComisionPago(queryClient) });
}
