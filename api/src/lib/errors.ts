/**
 * Errors with an HTTP status and a Spanish message for the user (docs/textos.md).
 * Services throw them; the error handler (plugins/errors.ts) turns them into `{ message, errors? }`,
 * plus the fields of `details` when given (a 409 that tells what to confirm, e.g. POST ingresos:
 * `{ message, confirmaciones }`; the route declares that body in its `schema.response`).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Array<{ path: string; message: string }>,
    public readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 with a Spanish message (bad input that passed the schema, e.g. an unknown branch). */
export const badRequest = (message: string) => new AppError(400, message);
/** 403 with a Spanish message. */
export const forbidden = (message = MSG_SIN_PERMISO) => new AppError(403, message);
/** 404 with a Spanish message ('Cliente no encontrado.'...). */
export const notFound = (message: string) => new AppError(404, message);
/** 409 with a Spanish message (duplicates, insufficient stock). */
export const conflict = (message: string) => new AppError(409, message);
/** 409 whose body carries more than the message: `{ message, ...details }` (`message` always wins). */
export const conflictWith = (message: string, details: Readonly<Record<string, unknown>>) =>
  new AppError(409, message, undefined, details);

export const MSG_NO_AUTENTICADO = 'No autenticado. Inicie sesión.';
export const MSG_SIN_PERMISO = 'No tiene permiso para realizar esta acción.';
export const MSG_NO_ENCONTRADO = 'Recurso no encontrado.';
export const MSG_ERROR_INTERNO = 'Error interno del servidor.';
export const MSG_ORIGEN = 'Origen no permitido.';
/** 503 when the database is busy: a limit of the pool was reached ({@link esBaseOcupada}). */
export const MSG_SISTEMA_OCUPADO = 'El sistema está ocupado, intente nuevamente.';

/**
 * SQLSTATEs of a PostgreSQL limit reached (docs/seguridad.md «Transporte y bordes»): 57014 a
 * statement cancelled by `statement_timeout`; 55P03 lock_not_available (`lock_timeout`, NOWAIT);
 * 25P03 idle_in_transaction_session_timeout (the server ended a transaction left idle).
 */
const CODIGOS_OCUPADO = new Set(['57014', '55P03', '25P03']);

/**
 * Messages of node-postgres 8 that mean the same: pg-pool found no connection within
 * `connectionTimeoutMillis` (every connection busy, or a new one slow to open); or the statement was
 * never sent because the server had already ended that session, which is how an
 * idle-in-transaction timeout (25P03, sent while no statement runs) reaches the next statement.
 */
const MENSAJES_POOL_OCUPADO = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `err` (or an error it wraps in `cause`, as drizzle does) says the database is busy rather
 * than broken: one of the SQLSTATEs of {@link CODIGOS_OCUPADO}, or a pg-pool connection timeout
 * ({@link MENSAJES_POOL_OCUPADO}). The error handler answers those 503 {@link MSG_SISTEMA_OCUPADO}
 * (plugins/errors.ts).
 */
export function esBaseOcupada(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth += 1) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && CODIGOS_OCUPADO.has(x.code)) return true;
    if (typeof x.message === 'string' && MENSAJES_POOL_OCUPADO.includes(x.message)) return true;
    e = x.cause;
  }
  return false;
}

/**
 * True when `err` (or an error it wraps: drizzle wraps driver errors in `cause`) is a PostgreSQL
 * unique violation (SQLSTATE 23505), optionally on the named constraint or index.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth += 1) {
    const x = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (x.code === '23505') {
      if (!constraint) return true;
      return x.constraint === constraint || (typeof x.message === 'string' && x.message.includes(constraint));
    }
    e = x.cause;
  }
  return false;
}

/**
 * Runs `work` and turns a PostgreSQL unique violation on one of the constraints or indexes named in
 * `messages` into a 409 with that message; any other error passes through unchanged. It covers the
 * race the explicit duplicate checks cannot see (two requests at once), docs/arquitectura.md.
 * Example: `conflictOnUnique({ roles_name_lower_idx: MSG_ROL_DUPLICADO }, () => db.transaction(...))`.
 */
export async function conflictOnUnique<T>(messages: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    for (const [constraint, message] of Object.entries(messages)) {
      if (isUniqueViolation(err, constraint)) throw conflict(message);
    }
    throw err;
  }
}
