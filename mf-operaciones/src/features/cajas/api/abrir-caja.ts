import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AbrirCajaBody, type Caja } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST cajas/{id}/abrir (cajas.put; docs/cajas-gastos-comisiones.md) { montoInicial } (money string,
 * 2 decimals, the box's currency) → the box, now open. Throws ApiError with the server's message
 * (409 'La caja ya está abierta.').
 */
export function abrirCaja({ id, body }: { id: number; body: AbrirCajaBody }): Promise<Caja> {
  return api.cajas.abrir(id, body);
}

/** Opens a box, then `invalidate.afterCajaChange` (boxes, their movements and history). */
export function useAbrirCaja() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abrirCaja, onSuccess: () => invalidate.afterCajaChange(queryClient) });
}
