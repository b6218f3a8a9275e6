import { useMutation } from '@tanstack/react-query';
import { api, type CodigoAutorizacion } from 'shared';

/**
 * POST ventas/codigos-autorizacion (permission ventas.autorizar_precio; docs/ventas-y-presupuestos.md)
 * → `{ codigo, expiraEn }`: a one-time 6-digit code valid for 10 minutes (expiraEn, ISO 8601).
 * Throws ApiError with the server's message.
 */
export function generarCodigoAutorizacion(): Promise<CodigoAutorizacion> {
  return api.ventas.generarCodigo();
}

/**
 * Generates an authorization code. The code lives only in this mutation's state, never in the
 * query cache: `reset()` forgets it, and the finished mutation is dropped from the cache at once
 * (`gcTime` 0), so nothing keeps it after the screen closes its dialog.
 */
export function useGenerarCodigo() {
  return useMutation({ mutationFn: generarCodigoAutorizacion, gcTime: 0 });
}
