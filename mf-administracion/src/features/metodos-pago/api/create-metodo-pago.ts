import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MetodoPago, type MetodoPagoBody } from 'shared';
import { metodosPagoKeys } from './keys';

/** POST metodo-pago { nombre, descripcion } (spec.md section 7). Throws ApiError with the server message. */
export function createMetodoPago(body: MetodoPagoBody): Promise<MetodoPago> {
  return api.metodosPago.create(body);
}

/** Creates a payment method and invalidates every 'metodos-pago' query. */
export function useCreateMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMetodoPago,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metodosPagoKeys.all }),
  });
}
