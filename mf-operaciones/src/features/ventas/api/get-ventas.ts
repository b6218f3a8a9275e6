import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type VentasListQuery } from 'shared';
import { queryKeys } from 'shared/query';

/** GET ventas?page&pageSize&search&fechaDesde&fechaHasta → a page of sales, newest first. */
export function useVentas(q: VentasListQuery) {
  return useQuery({ queryKey: queryKeys.ventas.list(q), queryFn: () => api.ventas.list(q), placeholderData: keepPreviousData });
}
