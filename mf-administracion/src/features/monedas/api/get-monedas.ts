import { useQuery } from '@tanstack/react-query';
import { monedasQueryOptions } from 'shared/query';

/**
 * The system currencies of /monedas: GET monedas (any signed-in user) through the shared catalogue
 * `monedasQueryOptions` (sales and products read the same key), `[{ id, nombre, simbolo, valor }]`
 * with `valor` the rate in pesos, 4 decimals. Throws ApiError on failure.
 */
export function useMonedas() {
  return useQuery(monedasQueryOptions());
}
