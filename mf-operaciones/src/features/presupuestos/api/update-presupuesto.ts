import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Presupuesto, type PresupuestoUpdateBody } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * PUT presupuestos/{id} → the quote as saved (presupuestos.put; docs/ventas-y-presupuestos.md): client,
 * discount and lines; 409 once converted or annulled. Throws ApiError with the server's message.
 */
export function updatePresupuesto({ id, body }: { id: number; body: PresupuestoUpdateBody }): Promise<Presupuesto> {
  return api.presupuestos.update(id, body);
}

/** Saves an edited quote: the detail cache takes the answer at once, then `invalidate.afterPresupuestoChange`. */
export function useUpdatePresupuesto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePresupuesto,
    onSuccess: (presupuesto, { id }) => {
      qc.setQueryData(queryKeys.presupuestos.detail(id), presupuesto);
      return invalidate.afterPresupuestoChange(qc);
    },
  });
}
