import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type UsuariosList, type UsuariosQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET users?search&roleId&activo&page&pageSize (usuarios.get, docs/contactos-y-administracion.md):
 * one page of users by name with their role, branch, seller code, commission and state. Throws ApiError.
 */
export function getUsuarios(query: UsuariosQuery): Promise<UsuariosList> {
  return api.usuarios.list(query);
}

/** Query options of one page; the previous page stays visible while the next one loads. */
export function usuariosQueryOptions(query: UsuariosQuery) {
  return queryOptions({
    queryKey: queryKeys.usuarios.list(query),
    queryFn: () => getUsuarios(query),
    placeholderData: keepPreviousData,
  });
}

/** The page of /usuarios for the given filters and page. */
export function useUsuarios(query: UsuariosQuery) {
  return useQuery(usuariosQueryOptions(query));
}
