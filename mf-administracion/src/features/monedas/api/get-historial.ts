import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type MonedaHistorialItem, type MonedaHistorialQuery, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET monedas/historial?monedaId&fechaDesde&page&pageSize (monedas.get;
 * docs/contactos-y-administracion.md, «Monedas»): one page of a currency's rate changes, newest
 * first (rates with 4 decimals; `usuario` null for the scheduled refresh). Throws ApiError on failure.
 */
export function getHistorial(params: MonedaHistorialQuery): Promise<Paged<MonedaHistorialItem>> {
  return api.monedas.historial(params);
}

/** One page of the history; the previous page stays visible while the next one loads. */
export function useHistorial(params: MonedaHistorialQuery) {
  return useQuery({
    queryKey: queryKeys.monedas.historial(params),
    queryFn: () => getHistorial(params),
    placeholderData: keepPreviousData,
  });
}
