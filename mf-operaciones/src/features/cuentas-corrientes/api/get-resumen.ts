import { queryOptions } from '@tanstack/react-query';
import { api, type ResumenCuenta, type ResumenCuentaQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes/{clienteId}/resumen?fechaDesde&fechaHasta&moneda=ARS&cotizacion=0
 * (cuentas_corrientes.get; docs/cuentas-corrientes.md, «Resumen de cuenta»): the statement of the
 * period (days yyyy-mm-dd of Buenos Aires, both included) with initial and final signed balances and
 * each line's running balance in its currency (money, 2 decimals). The statement is asked in
 * pesos with rate 0, as the product always did; the API ignores both. Throws ApiError.
 */
export function getResumenCuenta(clienteId: number, fechaDesde: string, fechaHasta: string): Promise<ResumenCuenta> {
  return api.cuentasCorrientes.resumen(clienteId, resumenQuery(fechaDesde, fechaHasta));
}

const resumenQuery = (fechaDesde: string, fechaHasta: string): ResumenCuentaQuery => ({ fechaDesde, fechaHasta, moneda: 'ARS', cotizacion: '0' });

/** The statement as a query read once when printing (`queryClient.fetchQuery`): always asked again, never stale. */
export function resumenCuentaQueryOptions(clienteId: number, fechaDesde: string, fechaHasta: string) {
  return queryOptions({
    queryKey: queryKeys.cuentasCorrientes.resumen(clienteId, resumenQuery(fechaDesde, fechaHasta)),
    queryFn: () => getResumenCuenta(clienteId, fechaDesde, fechaHasta),
    staleTime: 0,
  });
}
