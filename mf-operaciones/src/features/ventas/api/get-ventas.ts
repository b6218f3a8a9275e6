import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type VentasListQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET ventas?page&pageSize&search&fechaDesde&fechaHasta&vendedorId&estadoPago&anulada&sort&dir → a
 * page of sales, newest first unless `sort` (one of VENTAS_SORT_KEYS) and `dir` say otherwise
 * (docs/arquitectura.md, "Listas"; docs/ventas-y-presupuestos.md). Every parameter, order and page
 * size included, is part of the query key. Throws ApiError on failure.
 */
export function useVentas(q: VentasListQuery) {
  return useQuery({ queryKey: queryKeys.ventas.list(q), queryFn: () => api.ventas.list(q), placeholderData: keepPreviousData });
}
