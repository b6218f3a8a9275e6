import { useQuery } from '@tanstack/react-query';
import { proveedoresSelectQueryOptions } from 'shared/query';

/** GET proveedores?select=true: every supplier as `{ id, nombre }` for the product's supplier select. */
export function useProveedores() {
  return useQuery(proveedoresSelectQueryOptions());
}
