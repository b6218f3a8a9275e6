import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditoria } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import type { Deps } from '../../types';
import { listAuditoria } from './service';

/**
 * GET auditoria?entidad&usuarioId&fechaDesde&fechaHasta&page&pageSize&sort&dir (`auditoria.listar`
 * in shared/src/contrato; auditoria.get, Administrador only; sortable columns in AUDITORIA_SORT_KEYS).
 */
export const auditoriaRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(auditoria.listar), handler: async (request) => listAuditoria(db, request.query) });
};
