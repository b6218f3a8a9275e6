import { useCallback, useMemo } from 'react';
import type { ComisionesQuery, ComisionVentasQuery } from 'shared';
import { parsePositiveInt, useListSearchParams, useRangoFechasParams } from 'shared/hooks';
import { mesDe } from '../../comun/utils/fechas';

const parseMoneda = (v: string | null) => {
  const n = parsePositiveInt(v);
  return n === 1 || n === 2 ? n : undefined;
};

/**
 * The period, the chosen seller and the page of their sales on /comisiones, kept in the URL
 * (docs/arquitectura.md, «Listas»): ?fechaDesde=&fechaHasta= (yyyy-mm-dd; the current Buenos Aires
 * month when absent or malformed), ?vendedorId=&monedaId= (the seller and currency whose sales
 * show), ?page=&pageSize= of those sales, and ?pagoId= (a payout shown in a dialog: the link of a
 * cash-box movement). Changing the period keeps the seller but goes back to page 1; choosing a
 * seller adds a history entry. `query` is what GET comisiones receives; `ventasQuery` what GET
 * comisiones/ventas receives (null without a seller).
 */
export function useComisionesParams(now?: Date) {
  const { params, page, pageSize, changePage, changePageSize, update } = useListSearchParams();
  const mes = useMemo(() => mesDe(now), [now]);
  const { fechaDesde, fechaHasta, changeFecha } = useRangoFechasParams({ params, update }, { fechaDesde: mes.desde, fechaHasta: mes.hasta });
  const vendedorId = parsePositiveInt(params.get('vendedorId'));
  const monedaId = parseMoneda(params.get('monedaId')) ?? 1;
  const pagoId = parsePositiveInt(params.get('pagoId'));

  const query: ComisionesQuery = useMemo(() => ({ fechaDesde, fechaHasta }), [fechaDesde, fechaHasta]);
  const ventasQuery: ComisionVentasQuery | null = useMemo(
    () => (vendedorId === undefined ? null : { vendedorId, monedaId, fechaDesde, fechaHasta, page, pageSize }),
    [vendedorId, monedaId, fechaDesde, fechaHasta, page, pageSize],
  );

  const elegirVendedor = useCallback(
    (id: number, moneda: number) => update({ vendedorId: String(id), monedaId: String(moneda) }),
    [update],
  );
  const cerrarPago = useCallback(() => update({ pagoId: undefined }, { keepPage: true }), [update]);

  return { fechaDesde, fechaHasta, vendedorId, monedaId, pagoId, page, pageSize, query, ventasQuery, changeFecha, elegirVendedor, cerrarPago, changePage, changePageSize };
}
