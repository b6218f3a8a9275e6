import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type CuentaCliente } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes/{clienteId} (cuentas_corrientes.get; docs/cuentas-corrientes.md): the
 * client, its signed balances per currency (money, 2 decimals), aging and credit limits. Throws
 * ApiError (404 'Cliente no encontrado.').
 */
export function getCuenta(clienteId: number): Promise<CuentaCliente> {
  return api.cuentasCorrientes.get(clienteId);
}

/** True for the answer of a client that does not exist (404). */
export function isCuentaNoEncontrada(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** The account of /cuentas-corrientes/{id}; disabled for an invalid id; a 4xx is not retried. */
export function useCuenta(clienteId: number) {
  return useQuery({
    queryKey: queryKeys.cuentasCorrientes.detail(clienteId),
    queryFn: () => getCuenta(clienteId),
    enabled: Number.isInteger(clienteId) && clienteId > 0,
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 1,
  });
}
