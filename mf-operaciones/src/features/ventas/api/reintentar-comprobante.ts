import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Venta } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * POST ventas/{id}/comprobante/reintentar (ventas.post; docs/facturacion.md): asks ARCA again for the
 * pending or rejected comprobante of a Línea 1 sale (its Factura or its Nota de Crédito) → the sale
 * with the comprobante's new state. Throws ApiError with the server's message (409 when the sale is not
 * of Línea 1 or its comprobante is already authorised).
 */
export function reintentarComprobante(id: number): Promise<Venta> {
  return api.ventas.reintentarComprobante(id);
}

/**
 * Retries a sale's comprobante: its detail gets the answer at once, then `invalidate.afterVentaChange`
 * (the sale lists and details read it again).
 */
export function useReintentarComprobante() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reintentarComprobante,
    onSuccess: (venta, id) => {
      queryClient.setQueryData(queryKeys.ventas.detail(id), venta);
      return invalidate.afterVentaChange(queryClient);
    },
  });
}
