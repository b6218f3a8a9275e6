import { useQuery } from '@tanstack/react-query';
import { sucursalesQueryOptions } from 'shared/query';

/** GET sucursales → the branches of /crear-fabricacion (shared catalogue `sucursalesQueryOptions`, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}
