import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Sucursal } from 'shared';
import { stockKeys } from './keys';

/** GET sucursales → body.sucursales (spec.md section 7). Throws ApiError on failure. */
export async function getSucursales(): Promise<Sucursal[]> {
  const { sucursales } = await api.sucursales.list();
  return sucursales;
}

/** Query options of the branch list; branches change rarely, so they stay fresh for 5 minutes. */
export function getSucursalesQueryOptions() {
  return queryOptions({ queryKey: stockKeys.sucursales, queryFn: getSucursales, staleTime: 5 * 60_000 });
}

/** The branches for the /stock branch selector. */
export function useSucursales() {
  return useQuery(getSucursalesQueryOptions());
}
