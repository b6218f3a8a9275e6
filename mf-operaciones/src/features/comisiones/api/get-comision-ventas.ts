import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ComisionVenta, type ComisionVentasQuery, type Paged } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET comisiones/ventas?vendedorId&fechaDesde&fechaHasta&monedaId&page&pageSize (comisiones.get;
 * docs/cajas-gastos-comisiones.md) → a page of the seller's sales of the period in that currency,
 * each with its total and its commission (money, 2 decimals). Throws ApiError.
 */
export function getComisionVentas(q: ComisionVentasQuery): Promise<Paged<ComisionVenta>> {
  return api.comisiones.ventas(q);
}

/** One page of a seller's sales with commission; nothing is asked with `q` null (no seller chosen). */
export function useComisionVentas(q: ComisionVentasQuery | null) {
  return useQuery({
    queryKey: queryKeys.comisiones.ventas(q ?? { vendedorId: 0 }),
    queryFn: () => getComisionVentas(q ?? { vendedorId: 0 }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
