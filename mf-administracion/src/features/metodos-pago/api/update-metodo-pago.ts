import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MetodoPago, type MetodoPagoBody } from 'shared';
import { metodosPagoKeys } from './keys';

/** PUT metodo-pago/{id} { nombre, descripcion } (spec.md section 7). Throws ApiError with the server message. */
export function updateMetodoPago({ id, body }: { id: number; body: MetodoPagoBody }): Promise<MetodoPago> {
  return api.metodosPago.update(id, body);
}

/** Updates a payment method and invalidates every 'metodos-pago' query (list and details). */
export function useUpdateMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMetodoPago,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metodosPagoKeys.all }),
  });
}
