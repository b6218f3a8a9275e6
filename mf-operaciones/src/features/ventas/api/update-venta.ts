import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Venta, type VentaUpdateBody } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * PUT ventas/{id} (ventas.put; docs/ventas-y-presupuestos.md) with `{ metodoPagoId, descuento,
 * monedaId, total }` → the sale as the server left it (total recomputed there). Throws ApiError
 * with the server's message (409 on an annulled sale).
 */
export function updateVenta({ id, body }: { id: number; body: VentaUpdateBody }): Promise<Venta> {
  return api.ventas.update(id, body);
}

/**
 * Edits a sale: its detail gets the answer at once, then `invalidate.afterVentaChange` (sale lists
 * and details, products, client balances).
 */
export function useUpdateVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenta,
    onSuccess: (venta, { id }) => {
      queryClient.setQueryData(queryKeys.ventas.detail(id), venta);
      return invalidate.afterVentaChange(queryClient);
    },
  });
}
