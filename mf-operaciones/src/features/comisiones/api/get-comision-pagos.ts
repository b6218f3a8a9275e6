import { useQuery } from '@tanstack/react-query';
import { api, type ComisionPago, type ComisionPagosQuery, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET comisiones/pagos?vendedorId&page&pageSize (comisiones.get; docs/cajas-gastos-comisiones.md) →
 * a page of payouts, newest first (of one seller with `vendedorId`). Throws ApiError.
 */
export function getComisionPagos(q: ComisionPagosQuery): Promise<Paged<ComisionPago>> {
  return api.comisiones.pagos(q);
}

/** The latest payouts of a seller (first page); nothing is asked with `q` null. */
export function useComisionPagos(q: ComisionPagosQuery | null) {
  return useQuery({
    queryKey: queryKeys.comisiones.pagos(q ?? {}),
    queryFn: () => getComisionPagos(q ?? {}),
    enabled: q !== null,
  });
}
