import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { metodosPagoKeys } from './keys';

/** DELETE metodo-pago/{id} (spec.md section 7). Throws ApiError with the server message. */
export function deleteMetodoPago(id: number): Promise<MessageResponse> {
  return api.metodosPago.remove(id);
}

/** Deletes a payment method, drops its detail from the cache and invalidates the list. */
export function useDeleteMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMetodoPago,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: metodosPagoKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: metodosPagoKeys.all });
    },
  });
}
