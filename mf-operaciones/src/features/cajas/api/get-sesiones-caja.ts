import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CajaSesion, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/** Page and size of the box history. */
export interface SesionesQuery {
  page: number;
  pageSize: number;
}

/**
 * GET cajas/{id}/sesiones?page&pageSize (cajas.get; docs/cajas-gastos-comisiones.md) → the box
 * history, newest first: each session with its opening and, when closed, its count per payment
 * method (esperado, contado, diferencia; money, 2 decimals). Throws ApiError.
 */
export function getSesionesCaja(id: number, q: SesionesQuery): Promise<Paged<CajaSesion>> {
  return api.cajas.sesiones(id, q);
}

/** One page of a box history; nothing is asked with `enabled` false. */
export function useSesionesCaja(id: number | null, q: SesionesQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.cajas.sesiones(id ?? 0, q),
    queryFn: () => getSesionesCaja(id ?? 0, q),
    enabled: enabled && id !== null,
    placeholderData: keepPreviousData,
  });
}
