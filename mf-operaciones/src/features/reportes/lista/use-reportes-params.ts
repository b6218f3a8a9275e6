import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LibroIvaVentasQuery, ReportesQuery } from 'shared';
import { parsePositiveInt } from 'shared/hooks';
import { TIPOS_PANTALLA, type TipoPantalla } from '../utils/reporte';

/** The filters of a report: type (none yet), days yyyy-mm-dd ('' = no limit) and product id. */
export interface FiltrosReporte {
  type?: TipoPantalla;
  fechaDesde: string;
  fechaHasta: string;
  producto?: number;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const parseFecha = (v: string | null) => (v && FECHA.test(v) ? v : '');
const parseTipo = (v: string | null): TipoPantalla | undefined => TIPOS_PANTALLA.find((t) => t === v);

/** The GET reportes query of `f` (empty filters left out), or null without a type or for the Libro IVA Ventas. */
export function consultaDe(f: FiltrosReporte): ReportesQuery | null {
  if (!f.type || f.type === 'iva-ventas') return null;
  return { type: f.type, fechaDesde: f.fechaDesde || undefined, fechaHasta: f.fechaHasta || undefined, producto: f.producto };
}

/**
 * The GET fiscal/libro-iva-ventas query of `f` when its type is the Libro IVA Ventas and both dates
 * are set (the book always needs both; the server checks the rest), else null.
 */
export function consultaLibroIvaDe(f: FiltrosReporte): LibroIvaVentasQuery | null {
  if (f.type !== 'iva-ventas' || !f.fechaDesde || !f.fechaHasta) return null;
  return { fechaDesde: f.fechaDesde, fechaHasta: f.fechaHasta };
}

/**
 * The generated report's filters, kept in the URL (?type=&fechaDesde=&fechaHasta=&producto=;
 * docs/reportes.md «Pantalla /reportes») so a report can be reloaded or shared: with a `type` in the
 * URL the report is generated on opening (`query` for GET reportes, `libroIva` for
 * `type=iva-ventas` with both dates; the other one null). A malformed value is ignored (a bad type = no report, a
 * bad date or product id = no such filter), so a hand-edited URL never gets a 400. `generar(f)`
 * writes the filters (a new history entry; empty ones removed) and says whether they changed — when
 * not, the caller asks again itself.
 */
export function useReportesParams() {
  const [params, setParams] = useSearchParams();
  const type = parseTipo(params.get('type'));
  const fechaDesde = parseFecha(params.get('fechaDesde'));
  const fechaHasta = parseFecha(params.get('fechaHasta'));
  const producto = parsePositiveInt(params.get('producto'));

  const filtros: FiltrosReporte = useMemo(() => ({ type, fechaDesde, fechaHasta, producto }), [type, fechaDesde, fechaHasta, producto]);
  const query = useMemo(() => consultaDe(filtros), [filtros]);
  const libroIva = useMemo(() => consultaLibroIvaDe(filtros), [filtros]);

  const generar = useCallback(
    (f: FiltrosReporte): boolean => {
      const mismos = f.type === type && f.fechaDesde === fechaDesde && f.fechaHasta === fechaHasta && f.producto === producto;
      if (mismos) return false;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const valores: Record<string, string | undefined> = {
            type: f.type,
            fechaDesde: f.fechaDesde || undefined,
            fechaHasta: f.fechaHasta || undefined,
            producto: f.producto === undefined ? undefined : String(f.producto),
          };
          for (const [k, v] of Object.entries(valores)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: false },
      );
      return true;
    },
    [setParams, type, fechaDesde, fechaHasta, producto],
  );

  return { filtros, query, libroIva, generar };
}
