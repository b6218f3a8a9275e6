import { emptyQuerySchema } from '../schemas/common';
import { dashboardSchema, reporteResponseSchema, reportesQuerySchema } from '../schemas/reportes';
import { P } from '../permissions';
import { ruta } from './ruta';

/** reportes, the reports (docs/reportes.md). */
export const reportes = {
  /**
   * Newest id first, not paged; financial fields null without reportes.financieros; 400 without a
   * type, with 'Desde' after 'Hasta', or past REPORTE_MAX_FILAS rows.
   */
  consultar: ruta({
    method: 'GET',
    path: '/reportes',
    acceso: { permission: P.reportesGet },
    resumen: 'Las filas de un tipo de reporte entre dos fechas (y opcionalmente de un producto), sin paginar.',
    schema: { querystring: reportesQuerySchema, response: { 200: reporteResponseSchema } },
  }),
};

/** dashboard, the figures of /home (docs/reportes.md). */
export const dashboard = {
  consultar: ruta({
    method: 'GET',
    path: '/dashboard',
    acceso: { permission: P.home },
    resumen: 'Las cifras de inicio que abren los permisos del usuario; null las demás.',
    schema: { querystring: emptyQuerySchema, response: { 200: dashboardSchema } },
  }),
};
