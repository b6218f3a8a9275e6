import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PagoCuentaBody, type PagoCuentaResponse, type RequestOptions } from 'shared';
import { useIdempotencyKey } from 'shared/hooks';
import { invalidate } from 'shared/query';

/**
 * POST cuentas-corrientes/movimientos (cuentas_corrientes.post; docs/cuentas-corrientes.md,
 * «Pagos»): a payment (`tipo: 'CREDITO'`; money 2 decimals in `monedaId`, `cotizacion` pesos per
 * dollar with up to 4 decimals, optional open `cajaId` of that currency). Resolves with the
 * applications (oldest document first), the credit left in favour and the new balances; throws
 * ApiError with the server's Spanish message (400, 404, 409).
 */
export function registrarPago(body: PagoCuentaBody, opts?: RequestOptions): Promise<PagoCuentaResponse> {
  return api.cuentasCorrientes.pagar(body, opts);
}

/**
 * Registers a payment, then `invalidate.afterCuentaChange` (account, movements, list, client, sales
 * paid, boxes). One Idempotency-Key per submission (`useIdempotencyKey`): a retry never pays twice.
 */
export function useRegistrarPago() {
  const queryClient = useQueryClient();
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: PagoCuentaBody) => registrarPago(body, { idempotencyKey: idem.keyFor(body) }),
    onSettled: (_data, error) => idem.settle(error),
    onSuccess: () => invalidate.afterCuentaChange(queryClient),
  });
}
