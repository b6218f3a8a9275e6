import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { Producto } from 'shared';
import { toast } from 'shared/toast';
import { getProductoParaLinea } from '../api/get-producto-linea';
import { lineaDeProducto, motivoNoAgregar, type LineaPresupuesto } from '../utils/lineas';

/** Toast when the chosen product could not be read for the branch. */
export const MSG_ERROR_AGREGAR_PRODUCTO = 'Error al agregar producto';

/**
 * How a chosen product joins the quote's lines (docs/ventas-y-presupuestos.md): a repeated product or
 * one of another currency is refused with the spec's message; otherwise the product is read again
 * for the quote's branch (GET productos/{id}?sucursalId) and enters with quantity 1 at its final
 * price; a failed read says 'Error al agregar producto'. While a product is being read, other
 * choices are ignored. Returns `agregar(producto)` and `agregando`.
 */
export function useAgregarProducto(lineas: readonly LineaPresupuesto[], setLineas: Dispatch<SetStateAction<LineaPresupuesto[]>>, sucursalId: number | null) {
  const [agregando, setAgregando] = useState(false);
  const agregar = useCallback(
    async (p: Producto) => {
      if (sucursalId === null || agregando) return;
      const motivo = motivoNoAgregar(lineas, p);
      if (motivo) {
        toast.error(motivo);
        return;
      }
      setAgregando(true);
      try {
        const actual = await getProductoParaLinea(p.id, sucursalId);
        // Checked again: the product's currency may have changed since the search listed it.
        const otra = motivoNoAgregar(lineas, actual);
        if (otra) toast.error(otra);
        else setLineas((ls) => (ls.some((l) => l.productoId === actual.id) ? ls : [...ls, lineaDeProducto(actual)]));
      } catch {
        toast.error(MSG_ERROR_AGREGAR_PRODUCTO);
      } finally {
        setAgregando(false);
      }
    },
    [lineas, setLineas, sucursalId, agregando],
  );
  return { agregar, agregando };
}
