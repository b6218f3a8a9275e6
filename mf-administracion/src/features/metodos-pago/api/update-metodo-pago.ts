import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MetodoPago, type MetodoPagoBody } from 'shared';
import { invalidate } from 'shared/query';

/** PUT metodo-pago/{id} { nombre, descripcion } (docs/contactos-y-administracion.md). Throws ApiError with the server message. */
export function updateMetodoPago({ id, body }: { id: number; body: MetodoPagoBody }): Promise<MetodoPago> {
  return api.metodosPago.update(id, body);
}

/** Updates a payment method, then `invalidate.afterMetodoPagoChange` (every 'metodos-pago' query: list and details). */
export function useUpdateMetodoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMetodoPago,
    onSuccess: () => invalidate.afterMetodoPagoChange(queryClient),
  });
}
