import { useQuery } from '@tanstack/react-query';
import { api, type Caja } from 'shared';
import { queryKeys } from 'shared/query';

/** GET cajas (cajas.get; docs/cajas-gastos-comisiones.md) → every cash box with its branch, currency and whether it is open. Throws ApiError. */
export function getCajas(): Promise<Caja[]> {
  return api.cajas.list();
}

/**
 * The cash boxes, asked only while `enabled` (the payment dialog is open and the user holds
 * cajas.get). The dialog keeps the open ones of the payment's currency.
 */
export function useCajas(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.cajas.list(), queryFn: getCajas, enabled });
}
