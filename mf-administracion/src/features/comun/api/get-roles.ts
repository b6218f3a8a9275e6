import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Rol } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET roles (docs/contactos-y-administracion.md; roles.get, usuarios.get or usuarios.post): every
 * role by name, each with its permissions, `sistema` and its user count. Throws ApiError.
 */
export async function getRoles(): Promise<Rol[]> {
  return (await api.roles.list()).roles;
}

/** Query options of the role list (the /roles table and the Rol select and filter of the user screens). */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roles.list(), queryFn: getRoles });
}

/** The roles, by name. `enabled` false sends nothing (a user who may not list them). */
export function useRoles(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
