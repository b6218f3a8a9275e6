/**
 * `value` with every object's keys sorted, recursively (arrays keep their order, Dates stay), so
 * two values equal but for key order give the same JSON text: the response contract compares
 * answers with it (plugins/contract.ts) and idempotency hashes request bodies with it
 * (plugins/idempotencia.ts).
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
