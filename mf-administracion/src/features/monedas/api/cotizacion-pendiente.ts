import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ActualizarDolar, type CotizacionPendiente } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * GET monedas/cotizacion-pendiente (monedas.get; docs/contactos-y-administracion.md, «Monedas») →
 * the provider's dollar rate held because it jumped too far from the system one (the rate, the
 * current one, when it arrived, who asked and the jump in percent), or `{ pendiente: null }`.
 * Throws ApiError.
 */
export function getCotizacionPendiente(): Promise<CotizacionPendiente> {
  return api.monedas.pendiente();
}

/** The pending provider rate of /monedas (every 'monedas' invalidation reloads it). */
export function useCotizacionPendiente() {
  return useQuery({ queryKey: queryKeys.monedas.pendiente(), queryFn: getCotizacionPendiente });
}

/**
 * POST monedas/cotizacion-pendiente/confirmar { valor } (monedas.put): applies the pending rate the
 * user saw → `{ message, valor }`. Throws ApiError (409 when there is none or it is not `valor`).
 */
export function confirmarCotizacionPendiente(valor: string): Promise<ActualizarDolar> {
  return api.monedas.confirmarPendiente({ valor });
}

/**
 * Confirms the pending rate, then `invalidate.afterMonedaChange` (the currencies, the history and
 * the pending rate reload). A refusal also reloads the pending rate: it may have changed or gone.
 */
export function useConfirmarCotizacionPendiente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmarCotizacionPendiente,
    onSuccess: () => invalidate.afterMonedaChange(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.monedas.pendiente() }),
  });
}
