import type { Usuario, UsuariosList } from 'shared';
import { useVendedores as useVendedoresComun } from '../../comun/api/get-vendedores';

/** The users with a seller code, sorted by name: the quotes can be filtered by them (codVendedor). */
const conCodigo = (data: UsuariosList): Usuario[] =>
  data.usuarios.filter((u) => u.cod_vendedor).sort((a, b) => a.name.localeCompare(b.name, 'es-AR') || a.id - b.id);

/** The options of the seller filter of /presupuestos (docs/ventas-y-presupuestos.md): the users with a seller code, by name. */
export function useVendedores(enabled: boolean) {
  return useVendedoresComun(enabled, conCodigo);
}
