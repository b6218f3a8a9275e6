import { useQuery } from '@tanstack/react-query';
import { api, ApiError, type ReporteIngreso, type ReporteVenta, type ReportesQuery } from 'shared';
import { queryKeys } from 'shared/query';
import { armarReporte, type Reporte } from '../utils/reporte';

/**
 * GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get; docs/reportes.md): the rows of
 * the type, newest id first, not paged, with the financial fields null without
 * reportes.financieros. Empty filters are left out of the URL by the client. Throws ApiError (400
 * 'Selecciona un tipo de reporte', a bad range, or more rows than REPORTE_MAX_FILAS).
 */
export async function getReporte(q: ReportesQuery): Promise<Reporte> {
  const filas = await api.reportes.get(q);
  return armarReporte(q.type as Reporte['tipo'], filas as ReporteIngreso[] | ReporteVenta[]);
}

/** A failure worth one more try: the network or the server (5xx), not a refused request (4xx). */
export const reintentable = (fallos: number, err: unknown) => fallos < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

/**
 * How a whole document (a report, the Libro IVA Ventas) is asked: never from the cache (dropped as
 * soon as it is left), never again by itself (focus, reconnect), retried once unless the answer was a 4xx.
 */
export const OPCIONES_DOCUMENTO = {
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: reintentable,
} as const;

/**
 * The report of `q` (null = no report generated: nothing is asked). Every report shown is asked
 * when its filters are generated or opened (never an old copy from the cache: a report left behind
 * is dropped at once, it may hold 50.000 rows); it is not asked again by itself (focus, reconnect)
 * — the page refetches when 'Generar Reporte' is pressed again with the same filters.
 */
export function useReporte(q: ReportesQuery | null) {
  return useQuery({
    queryKey: queryKeys.reportes.list(q ?? { type: 'venta' }),
    queryFn: () => getReporte(q!),
    enabled: q !== null,
    ...OPCIONES_DOCUMENTO,
  });
}
