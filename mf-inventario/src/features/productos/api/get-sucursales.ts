import { useQuery } from '@tanstack/react-query';
import { sucursalesQueryOptions } from 'shared/query';

/** GET sucursales: the branches of the product's branch selector (shared catalogue, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}
