import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, esBaseOcupada, MSG_ERROR_INTERNO, MSG_NO_ENCONTRADO, MSG_SISTEMA_OCUPADO } from '../lib/errors';

/** Spanish messages for Fastify's own 4xx errors (malformed JSON, too large, rate limit...). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida.',
  404: MSG_NO_ENCONTRADO,
  405: 'Método no permitido.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido. Envíe JSON.',
  429: 'Demasiados intentos. Espere un minuto e intente nuevamente.',
};

/**
 * Error responses (docs/seguridad.md): AppError → its status; schema validation → 400 with the first
 * Spanish issue and the list `errors`; AppError → its status and `{ message, errors? }` (plus its
 * `details`, e.g. the `confirmaciones` of a 409 of POST ingresos); Fastify client
 * errors → their status with a Spanish message; a database limit reached (statement, lock or idle
 * transaction timeout, no free connection: `esBaseOcupada`) → 503 'El sistema está ocupado, intente
 * nuevamente.' with Retry-After; anything else → 500 'Error interno del servidor.'
 * with the cause logged. Unknown routes → 404 'Recurso no encontrado.'.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: { message: string; errors?: AppError['errors'] } = { ...error.details, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      // Schema validation of params, querystring or body (plugins/contract.ts): the zod messages
      // are Spanish (shared/src/schemas); paths as "detalles.0.cantidad".
      const errors = error.validation.map((v) => ({
        path: (v.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.'),
        message: v.message ?? CLIENT_ERROR_MESSAGES[400],
      }));
      return reply.code(400).send({ message: errors[0].message, errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: CLIENT_ERROR_MESSAGES[status] ?? 'Solicitud inválida.' });
    }
    if (esBaseOcupada(error)) {
      // A limit of the database pool (docs/seguridad.md «Transporte y bordes»): the transaction was
      // rolled back, so trying again later is safe.
      request.log.warn({ err: error }, 'Base de datos ocupada');
      return reply.code(503).header('retry-after', '1').send({ message: MSG_SISTEMA_OCUPADO });
    }
    request.log.error({ err: error }, 'Error no controlado');
    return reply.code(500).send({ message: MSG_ERROR_INTERNO });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MSG_NO_ENCONTRADO }));
}
