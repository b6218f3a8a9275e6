import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ProductoDetalle } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET productos/{id} (docs/stock-y-productos.md): the product with its formula (null for raw
 * materials and products without one) and its stock in every active branch. Money has 2 decimals
 * in its own currency, quantities 4 in the product's unit; without `sucursalId`, `stock` is the sum
 * of every branch. Throws ApiError (404 'Producto no encontrado.' when missing).
 */
export function getProducto(id: number): Promise<ProductoDetalle> {
  return api.productos.get(id);
}

/** True when the error says the product does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** True for an answer the server will give again: a 4xx (not found, forbidden, bad id). */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Query options of one product (`queryKeys.productos.detail(id)`, every branch). */
export function getProductoQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.productos.detail(id),
    queryFn: () => getProducto(id),
  });
}

/**
 * The product of /productos/:id; disabled while the id is not a valid number. A 4xx answer is
 * final, so 'Producto no encontrado.' shows at once; other failures are retried as the shared
 * QueryClient retries every query (docs/arquitectura.md, "En el navegador").
 */
export function useProducto(id: number) {
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return useQuery({
    ...getProductoQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (failureCount, error) => {
      if (isClientError(error)) return false;
      if (typeof defaultRetry === 'function') return defaultRetry(failureCount, error);
      if (typeof defaultRetry === 'number') return failureCount < defaultRetry;
      return defaultRetry ?? failureCount < 3;
    },
  });
}
