import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT fabricaciones/{id}/finalizar { sucursalId } (fabricacion.put; docs/fabricacion.md «Finalizar»):
 * needs every line confirmed, adds the quantity of the product to the branch; irreversible.
 * Throws ApiError with the server's message (409 'Faltan confirmar materias primas: …').
 */
export function finalizarFabricacion({ id, sucursalId }: { id: number; sucursalId: number }): Promise<MessageResponse> {
  return api.fabricaciones.finalizar(id, { sucursalId });
}

/** Finalizes a run, then `invalidate.afterFabricacionChange` (the open detail reloads before it settles). */
export function useFinalizarFabricacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizarFabricacion,
    onSuccess: () => invalidate.afterFabricacionChange(queryClient),
  });
}
