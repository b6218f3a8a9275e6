import { useQuery } from '@tanstack/react-query';
import { monedasQueryOptions } from 'shared/query';

/** GET monedas: the currencies of the price and cost selects and their symbols (shared catalogue, fresh 5 minutes). */
export function useMonedas() {
  return useQuery(monedasQueryOptions());
}
