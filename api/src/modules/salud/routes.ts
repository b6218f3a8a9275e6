import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema, messageSchema } from 'shared';
import { z } from 'zod';
import type { Deps } from '../../types';
import { baseResponde, MSG_BASE_NO_RESPONDE } from './service';

/** 200 body of GET /api/salud. */
export const saludSchema = z.object({ estado: z.literal('ok') });

/**
 * GET /api/salud (docs/arquitectura.md «Despliegue»): public, no session. 200 `{ estado: 'ok' }` when
 * the database answers `select 1`; 503 `{ message: 'La base de datos no responde.' }` otherwise. Used
 * by the container health checks (docker-compose.yml) and the proxy's operators.
 */
export const saludRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/salud',
    { config: { public: true }, schema: { querystring: emptyQuerySchema, response: { 200: saludSchema, 503: messageSchema } } },
    async (request, reply) => {
      const ok = await baseResponde(db, undefined, (err) => request.log.warn({ err }, 'salud: la base de datos no responde'));
      if (!ok) return reply.code(503).header('cache-control', 'no-store').send({ message: MSG_BASE_NO_RESPONDE });
      reply.header('cache-control', 'no-store');
      return { estado: 'ok' as const };
    },
  );
};
