import { useCallback, useReducer } from 'react';
import { ApiError, type ProductoDetalle } from 'shared';
import { useAgregarLinea } from '../../comun/lineas/use-agregar-linea';
import { lineasReducer, type LineaVenta } from './lineas';

/** A non-OK answer of the API vs. a request that never completed (docs/textos.md). */
const mensajeError = (err: unknown) =>
  err instanceof ApiError && !err.isNetworkError ? 'Error al obtener información del producto' : 'Error al cargar detalles del producto';

/**
 * The lines of the sale being written (state in `lineasReducer`) and the way a product joins them
 * (`useAgregarLinea` of comun/lineas): duplicate and other-currency products are refused with the
 * spec's messages; otherwise the product is read again for the chosen branch (GET
 * productos/{id}?sucursalId) so the line carries that branch's stock and the product's valorFinal
 * as unit price (docs/ventas-y-presupuestos.md).
 */
export function useLineasVenta() {
  const [lineas, dispatch] = useReducer(lineasReducer, [] as LineaVenta[]);
  const onLeido = useCallback((producto: ProductoDetalle) => dispatch({ type: 'agregar', producto }), []);
  const { agregar, agregando } = useAgregarLinea(lineas, null, { onLeido, mensajeError });
  return { lineas, dispatch, agregando, agregarProducto: agregar };
}
