import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MetodoPago, type MetodoPagoBody } from 'shared';
import { invalidate } from 'shared/query';

/** POST metodo-pago { nombre, descripcion } (docs/contactos-y-administracion.md). Throws ApiError with the server message. */
export function createMetodoPago(body: MetodoPagoBody): Promise<MetodoPago> {
  return api.metodosPago.create(body);
}

/** Creates a payment method, then `invalidate.afterMetodoPagoChange` (every 'metodos-pago' query, the new sale's list too). */
export function useCreateMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMetodoPago,
    onSuccess: () => invalidate.afterMetodoPagoChange(queryClient),
  });
}
