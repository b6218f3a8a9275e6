import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions, monedasQueryOptions, proveedoresSelectQueryOptions } from 'shared/query';

/** GET metodo-pago → every payment method (shared catalogue, any signed-in user). */
export function useMetodosPago() {
  return useQuery(metodosPagoQueryOptions());
}

/** GET monedas → the currencies (1 Pesos $, 2 Dólares US$; shared catalogue, any signed-in user). */
export function useMonedas() {
  return useQuery(monedasQueryOptions());
}

/**
 * GET proveedores?select=true → every active supplier `{ id, nombre }` (proveedores.get or stock.get).
 * With `enabled` false nothing is asked (the 'Proveedor' field is hidden then).
 */
export function useProveedoresSelect(enabled: boolean) {
  return useQuery({ ...proveedoresSelectQueryOptions(), enabled });
}
