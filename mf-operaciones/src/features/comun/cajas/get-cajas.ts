import { useQuery } from '@tanstack/react-query';
import { api, type Caja } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cajas (cajas.get; docs/cajas-gastos-comisiones.md) → every box of every active branch and
 * currency, with `abierta`, `saldo` (money, 2 decimals, the box's currency: the sum of its
 * movements) and the open `sesion`. Throws ApiError on failure.
 */
export function getCajas(): Promise<Caja[]> {
  return api.cajas.list();
}

/** GET cajas as a query; with `enabled` false nothing is asked (a form whose user may not see the boxes). */
export function useCajas(enabled = true) {
  return useQuery({ queryKey: queryKeys.cajas.list(), queryFn: getCajas, enabled });
}

/**
 * The open boxes of currency `monedaId` (for the optional 'Caja' of an expense or a commission
 * payout), sorted by branch. Empty while loading, without permission (`enabled` false) or on error.
 */
export function useCajasAbiertas(monedaId: number | undefined, enabled: boolean) {
  const cajas = useCajas(enabled);
  const abiertas = (cajas.data ?? [])
    .filter((c) => c.abierta && c.monedaId === monedaId)
    .sort((a, b) => a.sucursal.nombre.localeCompare(b.sucursal.nombre, 'es'));
  return { cajas: abiertas, isPending: enabled && cajas.isPending, isError: cajas.isError };
}
