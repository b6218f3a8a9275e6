import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { ProductoDetalle } from 'shared';
import { useAgregarLinea } from '../../comun/lineas/use-agregar-linea';
import { lineaDeProducto, type LineaPresupuesto } from '../utils/lineas';

/** Toast when the chosen product could not be read for the branch. */
export const MSG_ERROR_AGREGAR_PRODUCTO = 'Error al agregar producto';

const mensajeError = () => MSG_ERROR_AGREGAR_PRODUCTO;

/**
 * How a chosen product joins the quote's lines (`useAgregarLinea` of comun/lineas,
 * docs/ventas-y-presupuestos.md): a repeated product or one of another currency is refused with the
 * spec's message; otherwise the product is read again for the quote's branch (GET
 * productos/{id}?sucursalId) and enters with quantity 1 at its final price; a failed read says
 * 'Error al agregar producto'. While a product is being read, other choices are ignored. Returns
 * `agregar(producto)` and `agregando`.
 */
export function useAgregarProducto(lineas: readonly LineaPresupuesto[], setLineas: Dispatch<SetStateAction<LineaPresupuesto[]>>, sucursalId: number | null) {
  const onLeido = useCallback(
    (actual: ProductoDetalle) => setLineas((ls) => (ls.some((l) => l.productoId === actual.id) ? ls : [...ls, lineaDeProducto(actual)])),
    [setLineas],
  );
  const { agregar, agregando } = useAgregarLinea(lineas, sucursalId, { onLeido, mensajeError });
  return { agregar, agregando };
}
