import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ConvertirPresupuestoBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST presupuestos/convertir-a-venta/{id} { metodoPagoId, metodoPagoNombre, linea } → 201 { ventaId }
 * (presupuestos.put and ventas.post; docs/ventas-y-presupuestos.md): creates the sale (stock checked
 * and deducted then) and marks the quote converted, one way. Throws ApiError with the server's message.
 */
export function convertirPresupuesto({ id, body }: { id: number; body: ConvertirPresupuestoBody }): Promise<{ ventaId: number }> {
  return api.presupuestos.convertir(id, body);
}

/** Converts a quote, then refreshes quotes, sales, stock and client balances (`invalidate.afterPresupuestoConverted`) without waiting. */
export function useConvertirPresupuesto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: convertirPresupuesto,
    onSuccess: () => {
      void invalidate.afterPresupuestoConverted(qc);
    },
  });
}
