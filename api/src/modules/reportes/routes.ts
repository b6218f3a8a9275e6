import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, emptyQuerySchema, P, reporteResponseSchema, reportesQuerySchema } from 'shared';
import { currentUser, userHasAny } from '../../plugins/auth';
import type { Deps } from '../../types';
import { dashboard } from './dashboard';
import { reporte } from './service';

/**
 * Reports and the /home figures (docs/reportes.md):
 * - GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get) → the rows of the type, newest
 *   id first, not paged; financial fields null without reportes.financieros; 400 without a type,
 *   with 'Desde' after 'Hasta', or past REPORTE_MAX_FILAS rows;
 * - GET dashboard (any signed-in user) → the figures the user's permissions open, null the others.
 */
export const reportesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/reportes',
    {
      config: { permission: P.reportesGet },
      schema: { querystring: reportesQuerySchema, response: { 200: reporteResponseSchema } },
    },
    async (request) => reporte(db, request.query, { financieros: userHasAny(request.user, P.reportesFinancieros) }),
  );

  app.get(
    '/dashboard',
    {
      config: { signedIn: true },
      schema: { querystring: emptyQuerySchema, response: { 200: dashboardSchema } },
    },
    async (request) => dashboard(db, currentUser(request).permissions),
  );
};
