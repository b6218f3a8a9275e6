import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type MetodoPago } from 'shared';
import { metodosPagoKeys } from './keys';

/** GET metodo-pago: the whole list (spec.md section 7, body is a list). Throws ApiError on failure. */
export function getMetodosPago(): Promise<MetodoPago[]> {
  return api.metodosPago.list();
}

/** Query options of the payment-method list. */
export function getMetodosPagoQueryOptions() {
  return queryOptions({ queryKey: metodosPagoKeys.list(), queryFn: getMetodosPago });
}

/** The payment methods of /metodos-pago. */
export function useMetodosPago() {
  return useQuery(getMetodosPagoQueryOptions());
}
