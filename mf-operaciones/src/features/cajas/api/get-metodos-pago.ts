import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions } from 'shared/query';

/**
 * GET metodo-pago → every payment method (shared catalogue; any signed-in user). The closing count
 * finds cash by its system key among them. With `enabled` false nothing is asked.
 */
export function useMetodosPago(enabled = true) {
  return useQuery({ ...metodosPagoQueryOptions(), enabled });
}
