import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CajaSesion, type CerrarCajaBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST cajas/{id}/cerrar (cajas.put; docs/cajas-gastos-comisiones.md) { contado: [{ metodoPagoId,
 * monto }] } (money strings, 2 decimals) → the closed session with its count per payment method
 * (esperado, contado, diferencia = contado − esperado). Throws ApiError with the server's message
 * (409 'La caja está cerrada.').
 */
export function cerrarCaja({ id, body }: { id: number; body: CerrarCajaBody }): Promise<CajaSesion> {
  return api.cajas.cerrar(id, body);
}

/** Closes a box, then `invalidate.afterCajaChange` (the box shows closed at zero; history gains the session). */
export function useCerrarCaja() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cerrarCaja, onSuccess: () => invalidate.afterCajaChange(queryClient) });
}
