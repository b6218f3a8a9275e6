import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ConfiguracionFiscal, type SucursalFiscal } from 'shared';
import { queryKeys } from 'shared/query';
import { configuracionFiscalKeys } from './keys';

/** What {@link setPuntoVenta} sends: the branch and its punto de venta (null: it does not invoice on Línea 1). */
export interface PuntoVentaInput {
  sucursalId: number;
  puntoVenta: number | null;
}

/**
 * PUT sucursales/{id} { puntoVenta } (fiscal.put; docs/facturacion.md) → `{ id, nombre, puntoVenta }`.
 * Throws ApiError (409 'Otra sucursal ya usa ese punto de venta.', 404 for an unknown branch, 400
 * for a number outside 1..99998).
 */
export function setPuntoVenta({ sucursalId, puntoVenta }: PuntoVentaInput): Promise<SucursalFiscal> {
  return api.sucursales.setPuntoVenta(sucursalId, { puntoVenta });
}

/**
 * Saves one branch's punto de venta: its row of the cached configuration takes the answer at once,
 * then the configuration and the branches catalogue (GET sucursales, which carries `puntoVenta`)
 * reload.
 */
export function useSetPuntoVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPuntoVenta,
    onSuccess: (sucursal) => {
      queryClient.setQueryData<ConfiguracionFiscal>(configuracionFiscalKeys.configuracion(), (actual) =>
        actual
          ? {
              ...actual,
              puntosVenta: actual.puntosVenta.map((p) => (p.sucursalId === sucursal.id ? { ...p, puntoVenta: sucursal.puntoVenta } : p)),
            }
          : actual,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: configuracionFiscalKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sucursales.all }),
      ]);
    },
  });
}
