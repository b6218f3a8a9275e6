import { useQuery } from '@tanstack/react-query';
import { metodosPagoQueryOptions, monedasQueryOptions, proveedoresSelectQueryOptions, sucursalesQueryOptions } from './keys';

/**
 * The catalogues every area reads, one hook each over the shared query options (one cache key per
 * catalogue, fresh 5 minutes; docs/arquitectura.md «En el navegador»). With `enabled` false nothing is asked
 * (a screen that needs a catalogue only for a dialog or an action the user may lack). Errors are
 * ApiError, as every query.
 */

/** GET sucursales → the branches `[{ id, nombre, … }]`. */
export function useSucursales(enabled = true) {
  return useQuery({ ...sucursalesQueryOptions(), enabled });
}

/** GET monedas → the currencies `[{ id, nombre, simbolo, valor }]` (1 Pesos '$', 2 Dólares 'US$'; `valor` the rate in pesos). */
export function useMonedas(enabled = true) {
  return useQuery({ ...monedasQueryOptions(), enabled });
}

/** GET metodo-pago → every payment method (the system ones found by `clave`). */
export function useMetodosPago(enabled = true) {
  return useQuery({ ...metodosPagoQueryOptions(), enabled });
}

/** GET proveedores?select=true → every active supplier as `{ id, nombre }`. */
export function useProveedoresSelect(enabled = true) {
  return useQuery({ ...proveedoresSelectQueryOptions(), enabled });
}
