import { useCallback, useMemo, useRef } from 'react';
import { ApiError } from '../client/llamada';
import { MSG_IDEMPOTENCIA_EN_CURSO } from '../schemas/idempotencia';

/**
 * One `Idempotency-Key` per form submission (docs/seguridad.md, «Idempotencia»), for the create calls
 * that accept it. See {@link useIdempotencyKey}.
 */
export interface IdempotencyKey {
  /**
   * The key for submitting `content` (the mutation's variables): the same key while the content is
   * the same (compared as JSON, whatever the key order) and the last submission had no final answer;
   * a new one when the content changed.
   */
  keyFor(content: unknown): string;
  /**
   * To call when the submission settles (react-query's `onSettled`): after a success or an answer of
   * the server that is final (a 4xx) the next submission gets a new key; after a network error, a 5xx
   * (the server stored nothing; a proxy's 502/504 may hide a sale that did happen) or the 409 «todavía
   * está en curso», the key is kept, so pressing again sends the same submission.
   */
  settle(error?: unknown): void;
}

/** Sorts object keys recursively: two equal forms give the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

/**
 * A new random key: `crypto.randomUUID()`, or a version-4 UUID from `crypto.getRandomValues` where
 * randomUUID is missing (browsers only offer it on https or localhost; the back-office may be served
 * over plain http inside the shop).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True when a failed submission may already have happened on the server: retry it with the same key. */
function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500 || (error.status === 409 && error.message === MSG_IDEMPOTENCIA_EN_CURSO);
}

/**
 * The idempotency key of a form's submissions (docs/seguridad.md, «Idempotencia»): generated when the
 * form is submitted, reused when the same submission is sent again (a react-query retry, or the user
 * pressing again after a network error without changing anything), new when the content changes or
 * after the submission got its answer. Used inside the mutation hooks of the create forms:
 *
 * ```ts
 * const idem = useIdempotencyKey();
 * useMutation({
 *   mutationFn: (body: GastoBody) => api.gastos.create(body, { idempotencyKey: idem.keyFor(body) }),
 *   onSettled: (_data, error) => idem.settle(error),
 * });
 * ```
 */
export function useIdempotencyKey(): IdempotencyKey {
  const last = useRef<{ content: string; key: string } | null>(null);
  const keyFor = useCallback((content: unknown) => {
    const text = stableJson(content);
    if (last.current?.content !== text) last.current = { content: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!keepsKey(error)) last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
}
