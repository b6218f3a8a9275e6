import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ProductoBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST productos (stock.post; docs/stock-y-productos.md): creates the product, with its formula
 * for an essence or an elaborated product. Resolves with `{ id, codigo }` (the code is assigned by
 * the server, the next free one of the category). Throws ApiError with the server's message (400
 * for invalid data, 409 when the category has no free code left).
 */
export function createProducto(body: ProductoBody): Promise<{ id: number; codigo: string }> {
  return api.productos.create(body);
}

/** Creates a product, then `invalidate.afterProductoChange` (stock lists, selects, details, audit). */
export function useCreateProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProducto,
    onSuccess: () => invalidate.afterProductoChange(queryClient),
  });
}
