import { useQuery } from '@tanstack/react-query';
import { api, type UsuariosList } from 'shared';
import { queryKeys } from 'shared/query';

/** Paging of the user list behind the Usuario filter: the first 100 users. */
const USUARIOS_FILTRO = { page: 1, pageSize: 100 } as const;

/** One option of the Usuario filter. */
export interface UsuarioOpcion {
  id: number;
  name: string;
}

/** GET users?page=1&pageSize=100 (docs/contactos-y-administracion.md, permission usuarios.get). Throws ApiError on failure. */
export function getUsuariosFiltro(): Promise<UsuariosList> {
  return api.usuarios.list(USUARIOS_FILTRO);
}

const toOpciones = (data: UsuariosList): UsuarioOpcion[] =>
  data.usuarios.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'));

/**
 * The users offered by the Usuario filter of /auditoria, as `{ id, name }` sorted by name.
 * `enabled` false (the user lacks usuarios.get) sends nothing and leaves the list empty.
 */
export function useUsuariosFiltro(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usuarios.list(USUARIOS_FILTRO),
    queryFn: getUsuariosFiltro,
    enabled,
    staleTime: 5 * 60_000,
    select: toOpciones,
  });
}
