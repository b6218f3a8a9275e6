import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, MONEDA_DOLARES, type ActualizarDolar, type MonedaValorBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * GET monedas/updateValue (monedas.put; docs/contactos-y-administracion.md, «Monedas»): sets the
 * dollar to the provider's official sell rate → `{ message, valor }` ('Valor del dólar actualizado
 * correctamente.' or 'El valor del dólar ya estaba actualizado.'). Throws ApiError (502 with the
 * server's message when the provider cannot be reached; nothing changes then).
 */
export function actualizarOficial(): Promise<ActualizarDolar> {
  return api.monedas.actualizarOficial();
}

/**
 * PUT monedas/2 { valor } (monedas.put): the dollar rate set by hand (pesos, > 0, up to 4
 * decimals) → `{ message, valor }`. Throws ApiError with the server's message.
 */
export function setValorDolar(body: MonedaValorBody): Promise<ActualizarDolar> {
  return api.monedas.setValor(MONEDA_DOLARES, body);
}

/**
 * 'Actualizar Valor Oficial', then `invalidate.afterMonedaChange`: every 'monedas' query (the
 * system currencies, the reference list and both history queries) reloads.
 */
export function useActualizarOficial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actualizarOficial, onSuccess: () => invalidate.afterMonedaChange(queryClient) });
}

/** The manual dollar rate, then `invalidate.afterMonedaChange` (as {@link useActualizarOficial}). */
export function useSetValorDolar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setValorDolar, onSuccess: () => invalidate.afterMonedaChange(queryClient) });
}
