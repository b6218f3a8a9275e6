import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * DELETE roles/{id} (roles.delete, docs/contactos-y-administracion.md). Throws ApiError with the
 * server message: 409 while users have the role, or for Administrador.
 */
export function deleteRol(id: number): Promise<MessageResponse> {
  return api.roles.remove(id);
}

/** Deletes a role: its detail leaves the cache, then `invalidate.afterRolChange` (roles and users). */
export function useDeleteRol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRol,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.roles.detail(id), exact: true });
      return invalidate.afterRolChange(queryClient);
    },
  });
}
