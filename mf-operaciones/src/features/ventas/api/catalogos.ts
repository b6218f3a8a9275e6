import { useQuery } from '@tanstack/react-query';
import type { Producto } from 'shared';
import { clientesSelectQueryOptions, metodosPagoQueryOptions, productosSelectQueryOptions, sucursalesQueryOptions } from 'shared/query';

/** GET sucursales → the branches (shared catalogue, also read by /stock). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}

/**
 * GET metodo-pago → the payment methods (shared catalogue, also read by /metodos-pago). With
 * `enabled` false nothing is asked (a screen that only needs them for an action the user lacks).
 */
export function useMetodosPago(enabled = true) {
  return useQuery({ ...metodosPagoQueryOptions(), enabled });
}

const sinProductos = (): Producto[] => [];

/**
 * GET productos?select=true&sucursalId → the products with their stock in that branch. Without a
 * branch nothing is asked and the list is empty (never the all-branch list the global search caches).
 */
export function useProductosSelect(sucursalId: number | null) {
  return useQuery({
    ...productosSelectQueryOptions(sucursalId ?? undefined),
    enabled: sucursalId !== null,
    select: sucursalId === null ? sinProductos : undefined,
  });
}

/** GET clientes?select=true → every active client (for the optional client of a sale; same list as the global search). */
export function useClientesSelect() {
  return useQuery(clientesSelectQueryOptions());
}
