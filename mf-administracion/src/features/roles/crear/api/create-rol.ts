import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Rol, type RolCreate } from 'shared';

/** Key prefix of every roles query (lists and details of the role screens). */
export const rolesKeys = { all: ['roles'] as const };

/** POST roles { name } (spec.md section 7: error in body.message). Throws ApiError. */
export function createRol(body: RolCreate): Promise<Rol> {
  return api.roles.create(body);
}

/** Creates a role and invalidates every 'roles' query. */
export function useCreateRol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRol,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
