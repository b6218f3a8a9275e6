import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, MOVIMIENTOS_CUENTA_PAGE_SIZE, type MovimientosCuentaPage, type MovimientosCuentaQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes/{clienteId}/movimientos?page&pageSize (cuentas_corrientes.get;
 * docs/cuentas-corrientes.md): a page of the client's movements, newest first, each with its
 * previous and new balance (signed money, 2 decimals) and, for a debit, the `pagado` / `pagada` of
 * its sale or manual debt. Throws ApiError on failure.
 */
export function getMovimientosCuenta(clienteId: number, q: MovimientosCuentaQuery): Promise<MovimientosCuentaPage> {
  return api.cuentasCorrientes.movimientos(clienteId, q);
}

/** Page `page` of 'Movimientos en Cuenta Corriente' ({@link MOVIMIENTOS_CUENTA_PAGE_SIZE} per page). */
export function useMovimientosCuenta(clienteId: number, page: number, enabled = true) {
  const q: MovimientosCuentaQuery = { page, pageSize: MOVIMIENTOS_CUENTA_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.cuentasCorrientes.movimientos(clienteId, q),
    queryFn: () => getMovimientosCuenta(clienteId, q),
    enabled: enabled && clienteId > 0,
    placeholderData: keepPreviousData,
  });
}
