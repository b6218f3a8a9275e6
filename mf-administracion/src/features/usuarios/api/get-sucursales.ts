import { useQuery } from '@tanstack/react-query';
import { sucursalesQueryOptions } from 'shared/query';

/** The branches of the Sucursal select (GET sucursales through the shared catalogue, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}
