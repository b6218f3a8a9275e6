import type { UsuariosList } from 'shared';
import { useVendedores as useVendedoresComun } from '../../comun/api/get-vendedores';

/** One option of the Vendedor filter of /ventas. */
export interface VendedorOpcion {
  id: number;
  name: string;
  /** Seller code ('V001'), null for a user without one. */
  codVendedor: string | null;
}

const toOpciones = (data: UsuariosList): VendedorOpcion[] =>
  data.usuarios
    .map(({ id, name, cod_vendedor }) => ({ id, name, codVendedor: cod_vendedor }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);

/** The users offered by the Vendedor filter of /ventas, sorted by name (the seller of a sale is the user who created it). */
export function useVendedores(enabled: boolean) {
  return useVendedoresComun(enabled, toOpciones);
}
