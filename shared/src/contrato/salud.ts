import { z } from 'zod';
import { emptyQuerySchema, messageSchema } from '../schemas/common';
import { ruta } from './ruta';

/** 200 body of GET /api/salud. */
export const saludSchema = z.object({ estado: z.literal('ok') });

/**
 * salud, the health check (docs/arquitectura.md «Despliegue»): used by the container health checks
 * (docker-compose.yml) and the proxy's operators.
 */
export const salud = {
  /** 200 `{ estado: 'ok' }` when the database answers `select 1`; 503 `{ message: 'La base de datos no responde.' }` otherwise. */
  consultar: ruta({
    method: 'GET',
    path: '/salud',
    acceso: { public: true },
    resumen: 'Responde si la API y su base de datos funcionan (sin sesión).',
    schema: { querystring: emptyQuerySchema, response: { 200: saludSchema, 503: messageSchema } },
  }),
};
