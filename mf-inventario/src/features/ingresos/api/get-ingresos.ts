import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type IngresosListQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET ingresos?fechaDesde&fechaHasta&proveedorId&search&page&pageSize → one page of stock entries,
 * newest first (docs/stock-y-productos.md). Every parameter is part of the query key
 * (`queryKeys.ingresos.list`); the previous page stays visible while the next one loads. Throws
 * ApiError on failure.
 */
export function useIngresos(q: IngresosListQuery) {
  return useQuery({ queryKey: queryKeys.ingresos.list(q), queryFn: () => api.ingresos.list(q), placeholderData: keepPreviousData });
}
