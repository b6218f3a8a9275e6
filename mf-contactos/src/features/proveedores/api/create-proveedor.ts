import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Proveedor, type ProveedorBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST proveedores (proveedores.post; docs/contactos-y-administracion.md). Resolves with the created
 * supplier; throws ApiError with the server message (400 invalid field, 409 'Ya existe un proveedor con ese CUIT.').
 */
export function createProveedor(body: ProveedorBody): Promise<Proveedor> {
  return api.proveedores.create(body);
}

/** Creates a supplier, then `invalidate.afterProveedorChange` (supplier lists and selects, products, stock entries). */
export function useCreateProveedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProveedor,
    onSuccess: () => invalidate.afterProveedorChange(queryClient),
  });
}
