import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ActualizarPreciosBody, type ActualizarPreciosResponse } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST productos/actualizar-precios (stock.put; docs/stock-y-productos.md): the products chosen by
 * categoria, proveedorId and/or search get either `porcentaje` (−99.99 to 1000, 2 decimals) or a
 * new dollar rate `cotizacion` (4 decimals; products priced in pesos with cost in dollars). Without
 * `confirmar: true` nothing changes and the answer is the preview; with it, the prices change.
 * Answers every affected product (at most 5000) with its price and final value before and after
 * (2 decimals, in the product's currency). Throws ApiError with the server's message (400 for an
 * invalid body or a selection over 5000 products).
 */
export function actualizarPrecios(body: ActualizarPreciosBody): Promise<ActualizarPreciosResponse> {
  return api.productos.actualizarPrecios(body);
}

/**
 * The preview of a bulk price update: the same call without `confirmar` (dropped if given; the
 * call changes nothing, so it
 * invalidates nothing). A mutation, not a query: it runs only when asked ('Ver vista previa'), and
 * `reset()` drops it when a filter changes.
 */
export function useVistaPreviaPrecios() {
  return useMutation({
    mutationFn: ({ confirmar: _confirmar, ...body }: ActualizarPreciosBody) => actualizarPrecios(body),
  });
}

/**
 * Applies a bulk price update (`confirmar: true`), then `invalidate.afterProductoChange`: every
 * product query (stock lists, selects by branch, details) shows the new prices.
 */
export function useConfirmarActualizacionPrecios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActualizarPreciosBody) => actualizarPrecios({ ...body, confirmar: true }),
    onSuccess: () => invalidate.afterProductoChange(queryClient),
  });
}
