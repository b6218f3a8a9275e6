import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type FabricacionBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST fabricaciones { productoId, cantidad (4 decimals, > 0), sucursalId } → 201 { id }
 * (fabricacion.post; docs/fabricacion.md): the run is born En proceso with the formula's lines;
 * stock is not touched yet. Throws ApiError with the server's message (400 for a product without
 * formula).
 */
export function createFabricacion(body: FabricacionBody): Promise<{ id: number }> {
  return api.fabricaciones.create(body);
}

/** Creates a run, then `invalidate.afterFabricacionChange` (run lists and details, product queries). */
export function useCreateFabricacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFabricacion,
    onSuccess: () => invalidate.afterFabricacionChange(queryClient),
  });
}
