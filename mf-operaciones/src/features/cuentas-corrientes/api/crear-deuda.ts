import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeudaManualBody } from 'shared';
import { invalidate } from 'shared/query';

/**
 * POST deuda-manual (cuentas_corrientes.post; docs/cuentas-corrientes.md, «Deudas manuales»): a
 * manual debt (money, 2 decimals, in `monedaId`); the server stores its description as 'Deuda
 * manual: …'. Resolves with `{ id, movimientoId }`; throws ApiError with the server's message.
 */
export function crearDeuda(body: DeudaManualBody): Promise<{ id: number; movimientoId: number }> {
  return api.cuentasCorrientes.crearDeuda(body);
}

/** Registers a manual debt, then `invalidate.afterCuentaChange`. */
export function useCrearDeuda() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: crearDeuda, onSuccess: () => invalidate.afterCuentaChange(queryClient) });
}
