import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ReposicionItem } from 'shared';
import { queryKeys } from 'shared/query';

/** The reorder list's filters: the branch and, optionally, one supplier. */
export interface ReposicionParams {
  sucursalId: number;
  proveedorId?: number;
}

/**
 * GET productos/reposicion?sucursalId[&proveedorId] (stock.get; docs/stock-y-productos.md): the
 * products whose stock in the branch is below their minimum, by supplier name (without supplier
 * last) and code; quantities with 4 decimals in the product's unit (`faltante` = stockMinimo −
 * stock), the unit cost with 2 in its own currency (`costoMoneda`). Not paged (at most 5000 rows).
 * Throws ApiError on failure (400 'Sucursal inválida.' for an unknown branch).
 */
export async function getReposicion({ sucursalId, proveedorId }: ReposicionParams): Promise<ReposicionItem[]> {
  return (await api.productos.reposicion({ sucursalId, proveedorId })).items;
}

/**
 * Query options of the reorder list (`queryKeys.productos.reposicion`, so a sale, a stock entry or
 * a product change refreshes it).
 */
export function getReposicionQueryOptions(params: ReposicionParams) {
  const key = params.proveedorId === undefined ? { sucursalId: params.sucursalId } : params;
  return queryOptions({
    queryKey: queryKeys.productos.reposicion(key),
    queryFn: () => getReposicion(key),
  });
}

/** The reorder list of /reposicion; waits until a branch is known (`sucursalId` undefined). */
export function useReposicion({ sucursalId, proveedorId }: { sucursalId: number | undefined; proveedorId?: number }) {
  return useQuery({
    ...getReposicionQueryOptions({ sucursalId: sucursalId ?? 0, proveedorId }),
    enabled: sucursalId !== undefined,
  });
}
