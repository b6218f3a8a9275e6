import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Proveedor, type ProveedorBody } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * PUT proveedores/{id} (proveedores.put; docs/contactos-y-administracion.md). Resolves with the
 * updated supplier; throws ApiError with the server message (400, 404, 409 duplicate CUIT).
 */
export function updateProveedor({ id, body }: { id: number; body: ProveedorBody }): Promise<Proveedor> {
  return api.proveedores.update(id, body);
}

/**
 * Updates a supplier: the detail cache gets the answer at once, then `invalidate.afterProveedorChange`
 * (lists, selects, products and stock entries, which show its name).
 */
export function useUpdateProveedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProveedor,
    onSuccess: (proveedor, { id }) => {
      queryClient.setQueryData(queryKeys.proveedores.detail(id), proveedor);
      return invalidate.afterProveedorChange(queryClient);
    },
  });
}
