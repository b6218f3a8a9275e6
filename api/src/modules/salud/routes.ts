import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salud } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import type { Deps } from '../../types';
import { requireAnyPermission } from '../../plugins/auth';
import { baseResponde, detalleProyecciones, MSG_BASE_NO_RESPONDE, PERMISO_DETALLE } from './service';

/**
 * GET /api/salud (`salud.consultar` in shared/src/contrato; docs/arquitectura.md «Despliegue»): public,
 * no session. 200 `{ estado: 'ok' }` when the database answers `select 1`; 503 `{ message: 'La base de
 * datos no responde.' }` otherwise. Used by the container health checks (docker-compose.yml) and the
 * proxy's operators. `?detalle=1` needs a session with auditoria.get (401 / 403 otherwise) and adds
 * `proyecciones`, the drift of every table kept by triggers ({@link detalleProyecciones}).
 */
export const saludRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(salud.consultar),
    handler: async (request, reply) => {
      if (request.query.detalle === '1') requireAnyPermission(request, PERMISO_DETALLE);
      const ok = await baseResponde(db, undefined, (err) => request.log.warn({ err }, 'salud: la base de datos no responde'));
      if (!ok) return reply.code(503).header('cache-control', 'no-store').send({ message: MSG_BASE_NO_RESPONDE });
      reply.header('cache-control', 'no-store');
      if (request.query.detalle === '1') return { estado: 'ok' as const, proyecciones: await detalleProyecciones(db) };
      return { estado: 'ok' as const };
    },
  });
};
