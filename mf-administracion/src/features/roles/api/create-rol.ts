import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Rol, type RolCreate } from 'shared';
import { invalidate } from 'shared/query';

/** POST roles { name } (docs/contactos-y-administracion.md: error in body.message). Throws ApiError. */
export function createRol(body: RolCreate): Promise<Rol> {
  return api.roles.create(body);
}

/** Creates a role, then `invalidate.afterRolChange` (every 'roles' query, and the users that show role names). */
export function useCreateRol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRol,
    onSuccess: () => invalidate.afterRolChange(queryClient),
  });
}
