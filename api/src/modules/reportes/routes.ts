import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { P, type Dashboard, type ReporteResponse } from 'shared';
import { dashboard, reportes } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
import { currentUser, userHasAny } from '../../plugins/auth';
import type { Deps } from '../../types';
import { dashboardJson } from './dashboard';
import { reporte } from './service';

/**
 * Reports and the /home figures: `reportes.consultar` and `dashboard.consultar` in shared/src/contrato
 * (docs/reportes.md):
 * - GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get) → the rows of the type, newest
 *   id first, not paged; financial fields null without reportes.financieros; 400 without a type,
 *   with 'Desde' after 'Hasta', or past REPORTE_MAX_FILAS rows. The body is JSON text written by
 *   the database and sent as it is (lib/json-sql.ts `enviarJson`);
 * - GET dashboard (home.get) → the figures the user's permissions open, null the others;
 *   also JSON text written by the database, sent as it is.
 */
export const reportesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(reportes.consultar),
    handler: async (request, reply) => {
      const json = await reporte(db, request.query, { financieros: userHasAny(request.user, P.reportesFinancieros) });
      return enviarJson<ReporteResponse>(reply, config, json);
    },
  });

  app.route({
    ...opciones(dashboard.consultar),
    handler: async (request, reply) => {
      return enviarJson<Dashboard>(reply, config, await dashboardJson(db, currentUser(request).permissions));
    },
  });
};
