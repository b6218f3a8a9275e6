import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions, sucursalesQueryOptions } from 'shared/query';

/** GET sucursales → the branches (shared catalogue, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}

/**
 * GET metodo-pago → the payment methods of the convert dialog (shared catalogue); asked only when
 * `enabled` (the dialog is open).
 */
export function useMetodosPago(enabled: boolean) {
  return useQuery({ ...metodosPagoQueryOptions(), enabled });
}
