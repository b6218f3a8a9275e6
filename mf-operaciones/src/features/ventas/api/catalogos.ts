import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions, sucursalesQueryOptions } from 'shared/query';

/** GET sucursales → the branches (shared catalogue, also read by /stock). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}

/**
 * GET metodo-pago → the payment methods (shared catalogue, also read by /metodos-pago). With
 * `enabled` false nothing is asked (a screen that only needs them for an action the user lacks).
 */
export function useMetodosPago(enabled = true) {
  return useQuery({ ...metodosPagoQueryOptions(), enabled });
}
