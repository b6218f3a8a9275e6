import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * DELETE fabricaciones/{id}/cancelar { sucursalId } (fabricacion.delete; docs/fabricacion.md
 * «Cancelar»): returns the confirmed raw materials to the branch and deletes the run (soft delete,
 * state Cancelada). Throws ApiError with the server's message.
 */
export function cancelarFabricacion({ id, sucursalId }: { id: number; sucursalId: number }): Promise<MessageResponse> {
  return api.fabricaciones.cancelar(id, { sucursalId });
}

/** Cancels a run, then `invalidate.afterFabricacionChange` (run lists and details, product queries). */
export function useCancelarFabricacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarFabricacion,
    onSuccess: () => invalidate.afterFabricacionChange(queryClient),
  });
}
