import { useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes/valor_dolar → the system dollar rate: pesos per dollar as a decimal
 * string with 4 decimals ("1180.0000"; docs/cuentas-corrientes.md, «Pagos»). Throws ApiError.
 */
export async function getValorDolar(): Promise<string> {
  return (await api.cuentasCorrientes.valorDolar()).valor;
}

/** The system dollar rate the payment dialog proposes; asked while `enabled` (the dialog is open). */
export function useValorDolar(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.cuentasCorrientes.valorDolar(), queryFn: getValorDolar, enabled });
}
