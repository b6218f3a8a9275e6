import { useQuery } from '@tanstack/react-query';
import { api, type ConfiguracionFiscal } from 'shared';
import { configuracionFiscalKeys } from './keys';

/**
 * GET fiscal/configuracion (fiscal.get or fiscal.put; docs/facturacion.md) → the business's fiscal
 * data (null fields before the first save), the ARCA environment, the final-consumer limit, the
 * certificate's data (never the certificate nor the key; null when none) and the punto de venta of
 * each branch. Throws ApiError on failure.
 */
export function getConfiguracionFiscal(): Promise<ConfiguracionFiscal> {
  return api.fiscal.configuracion();
}

/** The whole configuration of /configuracion-fiscal: the three sections read this one query. */
export function useConfiguracionFiscal() {
  return useQuery({ queryKey: configuracionFiscalKeys.configuracion(), queryFn: getConfiguracionFiscal });
}
