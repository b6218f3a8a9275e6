import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditoriaPageSchema, auditoriaQuerySchema, P } from 'shared';
import type { Deps } from '../../types';
import { listAuditoria } from './service';

/**
 * GET auditoria?entidad&usuarioId&fechaDesde&fechaHasta&page&pageSize&sort&dir (auditoria.get,
 * Administrador only; sortable columns in AUDITORIA_SORT_KEYS).
 */
export const auditoriaRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/auditoria',
    { config: { permission: P.auditoriaGet }, schema: { querystring: auditoriaQuerySchema, response: { 200: auditoriaPageSchema } } },
    async (request) => listAuditoria(db, request.query),
  );
};
