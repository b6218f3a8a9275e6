import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/** DELETE metodo-pago/{id} (docs/contactos-y-administracion.md). Throws ApiError with the server message. */
export function deleteMetodoPago(id: number): Promise<MessageResponse> {
  return api.metodosPago.remove(id);
}

/** Deletes a payment method, drops its detail from the cache, then `invalidate.afterMetodoPagoChange`. */
export function useDeleteMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMetodoPago,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.metodosPago.detail(id) });
      return invalidate.afterMetodoPagoChange(queryClient);
    },
  });
}
