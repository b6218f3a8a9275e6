import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Rol, type RolUpdate } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * PUT roles/{id} { name, permissions } (roles.put, docs/contactos-y-administracion.md): the name and
 * the whole permission list. Resolves with the updated role; throws ApiError with the server message
 * (409 for a duplicate name or for taking permissions from Administrador).
 */
export function updateRol({ id, body }: { id: number; body: RolUpdate }): Promise<Rol> {
  return api.roles.update(id, body);
}

/** Updates a role: its detail gets the answer at once, then `invalidate.afterRolChange` (roles and users). */
export function useUpdateRol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRol,
    onSuccess: (rol, { id }) => {
      queryClient.setQueryData(queryKeys.roles.detail(id), rol);
      return invalidate.afterRolChange(queryClient);
    },
  });
}
