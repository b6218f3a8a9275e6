import { useQuery } from '@tanstack/react-query';
import { monedasQueryOptions, proveedoresSelectQueryOptions, sucursalesQueryOptions } from 'shared/query';

/** GET sucursales → the branches (shared catalogue `sucursalesQueryOptions`, fresh 5 minutes). */
export function useSucursales() {
  return useQuery(sucursalesQueryOptions());
}

/** GET monedas → the currencies (1 Pesos '$', 2 Dólares 'US$'; shared catalogue, fresh 5 minutes). */
export function useMonedas() {
  return useQuery(monedasQueryOptions());
}

/** GET proveedores?select=true → every active supplier as `{ id, nombre }` (shared `proveedoresSelectQueryOptions`). */
export function useProveedoresSelect() {
  return useQuery(proveedoresSelectQueryOptions());
}
