import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * DELETE productos/{id} (stock.delete; docs/stock-y-productos.md): soft delete. Throws ApiError
 * with the server's message, e.g. 409 'No se puede eliminar un producto con movimientos de stock.'.
 */
export function deleteProducto(id: number): Promise<MessageResponse> {
  return api.productos.remove(id);
}

/** Kinds of query that belong to one product: its detail, movements and cost history. */
const DEL_PRODUCTO = new Set<unknown>(['detail', 'movimientos', 'costos']);

/**
 * Deletes a product: drops its detail, movements and cost history from the cache (so nothing asks
 * for them again), then `invalidate.afterProductoChange` (stock lists, selects, audit).
 */
export function useDeleteProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducto,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({
        predicate: ({ queryKey }) => queryKey[0] === queryKeys.productos.all[0] && DEL_PRODUCTO.has(queryKey[1]) && queryKey[2] === id,
      });
      return invalidate.afterProductoChange(queryClient);
    },
  });
}
