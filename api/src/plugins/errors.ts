import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG_IDEMPOTENCIA_EN_CURSO } from 'shared';
import type { RutaApi } from 'shared/contrato';
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
 *
 * With `checkResponses` (the tests), a 409, 422 or 502 that the route's contract does not declare
 * (`errores`, `schema.response`, or `idempotente` for a 422: shared/src/contrato) is answered 500
 * naming the route instead, so the test that caused it fails and the published document never
 * misses an answer the API gives.
 */
export function registerErrorHandlers(app: FastifyInstance, options: { checkResponses: boolean } = { checkResponses: false }): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (options.checkResponses && !declarada(request.routeOptions.config as { ruta?: RutaApi }, error)) {
        return reply
          .code(500)
          .send({ message: `Respuesta ${error.statusCode} de ${request.method} ${request.routeOptions.url} no declarada en su contrato (errores).` });
      }
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

/** Statuses a route must declare in its contract before answering them (see registerErrorHandlers). */
const DECLARABLES = new Set([409, 422, 502]);

/**
 * False when the error's status needs a declaration that the route's contract (if it has one)
 * lacks. An idempotent route declares the idempotency plugin's own answers by being idempotent:
 * the 422 of a key reused with other data and the 409 of a key still in progress.
 */
function declarada(config: { ruta?: RutaApi }, error: AppError): boolean {
  const ruta = config.ruta;
  const status = error.statusCode;
  if (!ruta || !DECLARABLES.has(status)) return true;
  if (status in (ruta.errores ?? {}) || status in ruta.schema.response) return true;
  if (ruta.idempotente !== true) return false;
  return status === 422 || (status === 409 && error.message === MSG_IDEMPOTENCIA_EN_CURSO);
}
