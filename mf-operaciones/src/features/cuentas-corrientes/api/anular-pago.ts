import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PagoAnulado } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST cuentas-corrientes/movimientos/{id}/anular (cuentas_corrientes.delete; docs/cuentas-corrientes.md,
 * «Anulación de un pago»): reverses a payment. Throws ApiError with the server's Spanish message (409
 * already annulled, box closed or short of cash…).
 */
export function anularPago(movimientoId: number): Promise<PagoAnulado> {
  return api.cuentasCorrientes.anularPago(movimientoId);
}

/** Annuls a payment, then `invalidate.afterCuentaChange` (account, movements, list, client, sales paid, boxes). */
export function useAnularPago() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: anularPago, onSuccess: () => invalidate.afterCuentaChange(queryClient) });
}
