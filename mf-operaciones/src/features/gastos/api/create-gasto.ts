import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type GastoBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST gastos (gastos.post; docs/cajas-gastos-comisiones.md) { fecha (yyyy-mm-dd), categoria,
 * descripcion, monto (money string > 0, 2 decimals), monedaId, metodoPagoId, proveedorId?, cajaId? }
 * → `{ id }`. With a box (open, same currency) the expense is also its withdrawal. Throws ApiError
 * with the server's message (400 validation, 409 closed box or not enough money in it).
 */
export function createGasto(body: GastoBody): Promise<{ id: number }> {
  return api.gastos.create(body);
}

/** Records an expense, then `invalidate.afterGastoChange` (expenses, totals and the boxes it may have moved). */
export function useCreateGasto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGasto, onSuccess: () => invalidate.afterGastoChange(queryClient) });
}
