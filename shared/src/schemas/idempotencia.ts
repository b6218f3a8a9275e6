/**
 * Idempotency of the create calls (docs/seguridad.md, «Idempotencia»; issue #28): the header, its
 * rule and the Spanish messages, shared by the API plugin (api/src/plugins/idempotencia.ts) and the
 * screens' hook (`useIdempotencyKey` of shared/hooks).
 */

/** The request header that carries the key of one submission. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Longest key the API accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** 400: the header is empty, longer than 200 characters or has characters that are not printable ASCII. */
export const MSG_IDEMPOTENCIA_CLAVE_INVALIDA =
  'La clave de idempotencia (Idempotency-Key) debe tener entre 1 y 200 caracteres imprimibles.';
/** 422: the key was already used by this user with another body or on another route. */
export const MSG_IDEMPOTENCIA_OTROS_DATOS = 'La clave de idempotencia ya se usó con otros datos.';
/** 409: the first request with this key has not answered yet (the wait for it ran out). */
export const MSG_IDEMPOTENCIA_EN_CURSO = 'La operación con esa clave todavía está en curso.';

const PRINTABLE = /^[\x20-\x7e]+$/;

/** True when `key` is a valid Idempotency-Key: 1 to 200 printable ASCII characters (space to `~`). */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && PRINTABLE.test(key);
}
