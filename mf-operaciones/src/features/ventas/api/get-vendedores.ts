import { useQuery } from '@tanstack/react-query';
import { api, type UsuariosList } from 'shared';
import { CATALOGO_STALE_TIME, queryKeys } from 'shared/query';

/** The seller list asks for every user in one page: GET users?page=1&pageSize=100 (docs/contactos-y-administracion.md). */
const VENDEDORES = { page: 1, pageSize: 100 } as const;

/** One option of the Vendedor filter of /ventas. */
export interface VendedorOpcion {
  id: number;
  name: string;
  /** Seller code ('V001'), null for a user without one. */
  codVendedor: string | null;
}

/** GET users?page=1&pageSize=100 (usuarios.get, or the sellers only for ventas.get, facturacion.get or presupuestos.get). Throws ApiError on failure. */
export function getVendedores(): Promise<UsuariosList> {
  return api.usuarios.list(VENDEDORES);
}

const toOpciones = (data: UsuariosList): VendedorOpcion[] =>
  data.usuarios
    .map(({ id, name, cod_vendedor }) => ({ id, name, codVendedor: cod_vendedor }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);

/**
 * The users offered by the Vendedor filter of /ventas, sorted by name (the seller of a sale is the
 * user who created it). `enabled` false (the user may not read the sellers)
 * sends nothing. Same key and call as every other user filter, fresh for 5 minutes.
 */
export function useVendedores(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usuarios.list(VENDEDORES),
    queryFn: getVendedores,
    enabled,
    staleTime: CATALOGO_STALE_TIME,
    select: toOpciones,
  });
}
