import { z } from 'zod';
import { messageSchema } from '../schemas/common';
import { ruta } from './ruta';

/** The drift of one projection kept by triggers (api/src/db/proyecciones; docs/rendimiento.md). */
export const saludProyeccionSchema = z.object({
  /** The projection ('cuentas_totales', 'conteos', …). */
  nombre: z.string(),
  /** How many keys differ from a rebuild from the source tables (0 when right). */
  desfasados: z.number().int().nonnegative(),
  /** The first of them (at most 20), each with its key and both sides. */
  ejemplos: z.array(z.record(z.string(), z.unknown())),
});

/** 200 body of GET /api/salud; `proyecciones` only with `?detalle=1`. */
export const saludSchema = z.object({ estado: z.literal('ok'), proyecciones: z.array(saludProyeccionSchema).optional() });

/** Query of GET /api/salud: `detalle=1` adds the drift of every projection (auditoria.get). */
export const saludQuerySchema = z.object({ detalle: z.literal('1').optional() });

/**
 * salud, the health check (docs/arquitectura.md «Despliegue»): used by the container health checks
 * (docker-compose.yml) and the proxy's operators.
 */
export const salud = {
  /**
   * 200 `{ estado: 'ok' }` when the database answers `select 1`; 503 `{ message: 'La base de datos no
   * responde.' }` otherwise. With `?detalle=1` (a session with auditoria.get, only Administrador
   * among the seeded roles; 401 / 403 otherwise) also `proyecciones`: the drift of every table kept
   * by triggers.
   */
  consultar: ruta({
    method: 'GET',
    path: '/salud',
    acceso: { public: true },
    resumen:
      'Responde si la API y su base de datos funcionan (sin sesión). Con detalle=1 (permiso auditoria.get) informa además las filas desfasadas de cada tabla derivada.',
    schema: { querystring: saludQuerySchema, response: { 200: saludSchema, 503: messageSchema } },
  }),
};
