import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type IngresoAnulado } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT ingresos/anular/{id} (ingresos.delete; docs/ingresos.md, «Anulación»): the entry's stock goes
 * out of its branch and each product's previous cost comes back while this entry set the current
 * one. Resolves with `{ message, costosNoRestaurados }` (the products whose cost changed afterwards
 * and was left as it is); throws ApiError with the server's message (409 'Stock insuficiente…' when
 * the stock was used, 409 'El ingreso ya está anulado.', 404).
 */
export function anularIngreso(id: number): Promise<IngresoAnulado> {
  return api.ingresos.anular(id);
}

/** Annuls a stock entry, then `invalidate.afterIngresoAnulado` (the open detail and the /ingresos list reload; products). */
export function useAnularIngreso() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: anularIngreso, onSuccess: () => invalidate.afterIngresoAnulado(queryClient) });
}
