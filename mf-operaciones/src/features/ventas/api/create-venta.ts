import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type VentaCreateBody } from 'shared';
import { ventasKeys } from './keys';

/** POST ventas → { ventaId }; refreshes sale lists and product stock. Throws ApiError with the server's message. */
export function useCreateVenta() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VentaCreateBody) => api.ventas.create(body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ventasKeys.all });
      void qc.invalidateQueries({ queryKey: ['productos'] });
      void qc.invalidateQueries({ queryKey: ['clientes'] });
    },
  });
}
