import { useQuery } from '@tanstack/react-query';
import { api, type DeudaManual } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET deuda-manual/{id} (cuentas_corrientes.get; docs/cuentas-corrientes.md, «Deudas manuales»):
 * id, client, date, amount and paid (money, 2 decimals, in its currency), description and whether
 * it is paid. Throws ApiError (404 'No se encontró la deuda manual.').
 */
export function getDeudaManual(id: number): Promise<DeudaManual> {
  return api.cuentasCorrientes.deuda(id);
}

/** The manual debt of the 'Detalle de Deuda Manual' dialog; nothing is asked while `id` is null. */
export function useDeudaManual(id: number | null) {
  return useQuery({
    queryKey: queryKeys.cuentasCorrientes.deuda(id ?? 0),
    queryFn: () => getDeudaManual(id ?? 0),
    enabled: id !== null,
  });
}
