import { useQuery } from '@tanstack/react-query';
import { api, type EstadoCredito } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes/{clienteId}/credito (ventas.post or cuentas_corrientes.get): the client's
 * credit limits and signed balances per currency (money strings, 2 decimals) and the age in days of
 * its oldest pending document (docs/cuentas-corrientes.md, «Límite de crédito»).
 * @throws ApiError with the server's message (404 'Cliente no encontrado.').
 */
export function getCreditoCliente(clienteId: number): Promise<EstadoCredito> {
  return api.cuentasCorrientes.credito(clienteId);
}

/**
 * The credit state of the client of a Cuenta Corriente sale, for New Sale's warning. With
 * `clienteId` null (another method, or no client yet) nothing is asked. Always read fresh (a
 * payment or another sale may have changed it since); a new sale refreshes it through
 * `invalidate.afterVentaCreated`.
 */
export function useCreditoCliente(clienteId: number | null) {
  return useQuery({
    queryKey: queryKeys.cuentasCorrientes.credito(clienteId ?? 0),
    queryFn: () => getCreditoCliente(clienteId ?? 0),
    enabled: clienteId !== null,
    staleTime: 0,
  });
}
