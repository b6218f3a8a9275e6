import { useCallback, useState } from 'react';
import { api, type Producto, type ProductoDetalle } from 'shared';
import { toast } from 'shared/toast';
import { motivoNoAgregar, type LineaDocumento } from './lineas';

/** Options of {@link useAgregarLinea}. */
export interface AgregarLineaOptions {
  /** The product as read for the branch, once it may join the lines. */
  onLeido: (producto: ProductoDetalle) => void;
  /** The toast of a failed read. */
  mensajeError: (err: unknown) => string;
}

/**
 * How a chosen product joins the lines of a sale or a quote (docs/ventas-y-presupuestos.md): a
 * repeated product or one of another currency is refused with the spec's message; otherwise the
 * product is read again for the document's branch (GET productos/{id}?sucursalId), checked again
 * (its currency may have changed since the search listed it) and handed to `onLeido`, so the line
 * carries that branch's stock and the product's valorFinal. Nothing is read without a branch, and
 * other choices are ignored while a product is being read.
 * @returns `agregar(producto, sucursalId?)` (the branch given here wins over the hook's) and `agregando`.
 */
export function useAgregarLinea(lineas: readonly LineaDocumento[], sucursalId: number | null, { onLeido, mensajeError }: AgregarLineaOptions) {
  const [agregando, setAgregando] = useState(false);
  const agregar = useCallback(
    async (p: Producto, sucursal: number | null = sucursalId) => {
      if (sucursal === null || agregando) return;
      const motivo = motivoNoAgregar(lineas, p);
      if (motivo) {
        toast.error(motivo);
        return;
      }
      setAgregando(true);
      try {
        const actual = await api.productos.get(p.id, { sucursalId: sucursal });
        const otra = motivoNoAgregar(lineas, actual);
        if (otra) toast.error(otra);
        else onLeido(actual);
      } catch (err) {
        toast.error(mensajeError(err));
      } finally {
        setAgregando(false);
      }
    },
    [lineas, sucursalId, agregando, onLeido, mensajeError],
  );
  return { agregar, agregando };
}
