import { useQuery } from '@tanstack/react-query';
import { sucursalesQueryOptions } from 'shared/query';

/** The branches for the /stock branch selector (shared catalogue: `sucursalesQueryOptions`, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}
