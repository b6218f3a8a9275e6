import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ConfiguracionFiscal, type ConfiguracionFiscalBody } from 'shared';
import { configuracionFiscalKeys } from './keys';

/**
 * PUT fiscal/configuracion (fiscal.put; docs/facturacion.md) with every field of «Datos del negocio»
 * → the whole configuration as saved (the CUIT normalised to XX-XXXXXXXX-X). Throws ApiError (400
 * with the server's Spanish message for a field it rejects).
 */
export function actualizarConfiguracionFiscal(body: ConfiguracionFiscalBody): Promise<ConfiguracionFiscal> {
  return api.fiscal.actualizarConfiguracion(body);
}

/** Saves «Datos del negocio»; the answer (the whole configuration) replaces the cached one. */
export function useActualizarConfiguracionFiscal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarConfiguracionFiscal,
    onSuccess: (configuracion) => queryClient.setQueryData(configuracionFiscalKeys.configuracion(), configuracion),
  });
}
