import { useCallback, useReducer, useState } from 'react';
import { api, ApiError, type Producto } from 'shared';
import { toast } from 'shared/toast';
import { lineasReducer, motivoNoAgregar, type LineaVenta } from './lineas';

/**
 * The lines of the sale being written (state in `lineasReducer`) and the way a product joins them:
 * duplicate and other-currency products are refused with the spec's messages; otherwise the product
 * is read again for the chosen branch (GET productos/{id}?sucursalId) so the line carries that
 * branch's stock and the product's valorFinal as unit price (docs/ventas-y-presupuestos.md).
 */
export function useLineasVenta() {
  const [lineas, dispatch] = useReducer(lineasReducer, [] as LineaVenta[]);
  const [agregando, setAgregando] = useState(false);

  const agregarProducto = useCallback(
    async (p: Producto, sucursalId: number) => {
      const motivo = motivoNoAgregar(lineas, p);
      if (motivo) {
        toast.error(motivo);
        return;
      }
      setAgregando(true);
      try {
        dispatch({ type: 'agregar', producto: await api.productos.get(p.id, { sucursalId }) });
      } catch (err) {
        // A non-OK answer of the API vs. a request that never completed (docs/textos.md).
        toast.error(err instanceof ApiError && !err.isNetworkError ? 'Error al obtener información del producto' : 'Error al cargar detalles del producto');
      } finally {
        setAgregando(false);
      }
    },
    [lineas],
  );

  return { lineas, dispatch, agregando, agregarProducto };
}
