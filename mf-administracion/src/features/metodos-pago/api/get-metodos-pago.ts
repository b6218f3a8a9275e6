import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions } from 'shared/query';

/**
 * The payment methods of /metodos-pago: GET metodo-pago through the shared catalogue
 * `metodosPagoQueryOptions` (the new sale reads the same key), throwing ApiError on failure.
 */
export function useMetodosPago() {
  return useQuery(metodosPagoQueryOptions());
}
