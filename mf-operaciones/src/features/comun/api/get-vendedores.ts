import { useQuery } from '@tanstack/react-query';
import { api, type UsuariosList } from 'shared';
import { CATALOGO_STALE_TIME, queryKeys } from 'shared/query';

/** The seller list asks for every user in one page: GET users?page=1&pageSize=100 (docs/contactos-y-administracion.md). */
const VENDEDORES = { page: 1, pageSize: 100 } as const;

/** GET users?page=1&pageSize=100 (usuarios.get, or the sellers only for ventas.get, facturacion.get or presupuestos.get). Throws ApiError on failure. */
export function getVendedores(): Promise<UsuariosList> {
  return api.usuarios.list(VENDEDORES);
}

/**
 * The users of a list's Vendedor filter (/ventas, /presupuestos: docs/ventas-y-presupuestos.md),
 * as `select` shapes them. `enabled` false (the user may not read the sellers) sends nothing. One
 * key and call for every user filter, fresh for 5 minutes.
 */
export function useVendedores<T>(enabled: boolean, select: (data: UsuariosList) => T) {
  return useQuery({ queryKey: queryKeys.usuarios.list(VENDEDORES), queryFn: getVendedores, enabled, staleTime: CATALOGO_STALE_TIME, select });
}
