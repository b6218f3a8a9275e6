import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type PresupuestosListQuery, type PresupuestosPage } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET presupuestos?search&codVendedor&fechaDesde&fechaHasta&estado&page&pageSize → one page of
 * quotes, newest first (docs/ventas-y-presupuestos.md): `{ presupuestos, total, totalPages,
 * currentPage, nextPage, prevPage, pageSize }`; totals are money with 2 decimals in each quote's
 * currency. Throws ApiError with the server's message.
 */
export function getPresupuestos(q: PresupuestosListQuery): Promise<PresupuestosPage> {
  return api.presupuestos.list(q);
}

/** The quote list of /presupuestos; every parameter is part of the key (docs/arquitectura.md, "Listas"). */
export function usePresupuestos(q: PresupuestosListQuery) {
  return useQuery({ queryKey: queryKeys.presupuestos.list(q), queryFn: () => getPresupuestos(q), placeholderData: keepPreviousData });
}
