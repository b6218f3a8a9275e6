import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * DELETE proveedores/{id} (proveedores.delete; docs/contactos-y-administracion.md). Throws ApiError
 * with the server message: 409 while products, stock entries or expenses point at the supplier
 * ('No se puede eliminar el proveedor: tiene productos asociados.'…).
 */
export function deleteProveedor(id: number): Promise<MessageResponse> {
  return api.proveedores.remove(id);
}

/** Deletes a supplier, drops its detail (and sub-lists) from the cache, then `invalidate.afterProveedorChange`. */
export function useDeleteProveedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProveedor,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.proveedores.detail(id) });
      return invalidate.afterProveedorChange(queryClient);
    },
  });
}
