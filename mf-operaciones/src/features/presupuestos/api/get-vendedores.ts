import { useQuery } from '@tanstack/react-query';
import { api, type Usuario, type UsuariosList } from 'shared';
import { CATALOGO_STALE_TIME, queryKeys } from 'shared/query';

/** The seller list asks for every user in one page: GET users?page=1&pageSize=100 (spec: seller list 100). */
const VENDEDORES = { page: 1, pageSize: 100 } as const;

/** GET users?page=1&pageSize=100 (usuarios.get, or the sellers only for ventas.get, facturacion.get or presupuestos.get). Throws ApiError on failure. */
export function getUsuarios(): Promise<UsuariosList> {
  return api.usuarios.list(VENDEDORES);
}

/** The users with a seller code, sorted by name: the quotes can be filtered by them (codVendedor). */
const conCodigo = (data: UsuariosList): Usuario[] =>
  data.usuarios.filter((u) => u.cod_vendedor).sort((a, b) => a.name.localeCompare(b.name, 'es-AR') || a.id - b.id);

/**
 * The options of the seller filter of /presupuestos (docs/ventas-y-presupuestos.md): the users with a
 * seller code, by name. `enabled` false (the user may not read the sellers) sends
 * nothing. Same key and call as every other user filter, fresh for 5 minutes.
 */
export function useVendedores(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usuarios.list(VENDEDORES),
    queryFn: getUsuarios,
    enabled,
    staleTime: CATALOGO_STALE_TIME,
    select: conCodigo,
  });
}
