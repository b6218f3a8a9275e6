import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ProductoBody, type ProductoDetalle } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT productos/{id} (stock.put; a different cost or cost currency also needs stock.editar_costo;
 * docs/stock-y-productos.md). The category never changes; `formula: null` removes the formula.
 * Resolves with the updated product; throws ApiError with the server's message.
 */
export function updateProducto({ id, body }: { id: number; body: ProductoBody }): Promise<ProductoDetalle> {
  return api.productos.update(id, body);
}

/**
 * Updates a product, then `invalidate.afterProductoChange`: its detail (every branch), the stock
 * lists, selects, movements, cost history and the audit log refetch.
 */
export function useUpdateProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProducto,
    onSuccess: () => invalidate.afterProductoChange(queryClient),
  });
}
