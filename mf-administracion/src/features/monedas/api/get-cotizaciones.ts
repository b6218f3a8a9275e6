import { useQuery } from '@tanstack/react-query';
import { api, type CotizacionDolar } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET monedas/cotizaciones (monedas.get; docs/contactos-y-administracion.md, «Monedas»): today's
 * dollar types of the provider, compra / venta with 4 decimals or null. Throws ApiError, 502 with
 * the server's message when the provider cannot be reached.
 */
export async function getCotizaciones(): Promise<CotizacionDolar[]> {
  return (await api.monedas.cotizaciones()).cotizaciones;
}

/** The reference list of /monedas (the whole list: the screen filters and pages it in the browser). */
export function useCotizaciones() {
  return useQuery({ queryKey: queryKeys.monedas.cotizaciones(), queryFn: getCotizaciones });
}
