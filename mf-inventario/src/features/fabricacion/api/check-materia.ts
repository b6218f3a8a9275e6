import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate } from 'shared/query';

/** What confirming one raw material sends: the run, the raw material's product id and the run's branch. */
export interface CheckMateriaInput {
  id: number;
  materiaPrimaId: number;
  sucursalId: number;
}

/**
 * PUT fabricaciones/{id}/check-materia { materiaPrimaId, sucursalId } (fabricacion.put;
 * docs/fabricacion.md «Confirmar una materia prima»): marks the line confirmed and deducts the raw
 * material from the branch. One-way. Throws ApiError: 409 'Stock insuficiente para …' when the
 * stock does not suffice (nothing changes).
 */
export function checkMateria({ id, materiaPrimaId, sucursalId }: CheckMateriaInput): Promise<MessageResponse> {
  return api.fabricaciones.checkMateria(id, { materiaPrimaId, sucursalId });
}

/**
 * Confirms a raw material, then `invalidate.afterFabricacionChange`, which refetches the open
 * detail: the mutation settles once the detail has reloaded.
 */
export function useCheckMateria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMateria,
    onSuccess: () => invalidate.afterFabricacionChange(queryClient),
  });
}
