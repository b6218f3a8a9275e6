import { useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { catalogosKeys } from './keys';

/** GET sucursales → the branches (spec.md section 7). */
export function useSucursales() {
  return useQuery({ queryKey: catalogosKeys.sucursales, queryFn: async () => (await api.sucursales.list()).sucursales, staleTime: 5 * 60_000 });
}

/** GET metodo-pago → the active payment methods. */
export function useMetodosPago() {
  return useQuery({ queryKey: catalogosKeys.metodosPago, queryFn: () => api.metodosPago.list(), staleTime: 5 * 60_000 });
}

/** GET productos?select=true&sucursalId → the products with their stock in that branch; disabled without branch. */
export function useProductosSelect(sucursalId: number | null) {
  return useQuery({
    queryKey: catalogosKeys.productos(sucursalId ?? 0),
    queryFn: async () => (await api.productos.select(sucursalId ?? undefined)).products,
    enabled: sucursalId !== null,
  });
}

/** GET clientes?select=true → every active client (for the optional client of a sale). */
export function useClientesSelect() {
  return useQuery({ queryKey: catalogosKeys.clientes, queryFn: async () => (await api.clientes.select()).clientes });
}
