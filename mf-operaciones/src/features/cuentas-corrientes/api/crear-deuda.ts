import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeudaManualBody, type RequestOptions } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST deuda-manual (cuentas_corrientes.post; docs/cuentas-corrientes.md, «Deudas manuales»): a
 * manual debt (money, 2 decimals, in `monedaId`); the server stores its description as 'Deuda
 * manual: …'. Resolves with `{ id, movimientoId }`; throws ApiError with the server's message.
 */
export function crearDeuda(body: DeudaManualBody, opts?: RequestOptions): Promise<{ id: number; movimientoId: number }> {
  return api.cuentasCorrientes.crearDeuda(body, opts);
}

/**
 * Registers a manual debt, then `invalidate.afterCuentaChange`. One Idempotency-Key per submission
 * (`useIdempotencyKey`): a retry never records it twice.
 */
export function useCrearDeuda() {
  const queryClient = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: DeudaManualBody) => crearDeuda(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => invalidate.afterCuentaChange(queryClient),
  });
}
