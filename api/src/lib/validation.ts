import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates `data` with a zod schema of `shared` (the API contract). On failure throws a 400 whose
 * message is the first Spanish issue and whose `errors` lists every issue as `{ path, message }`
 * (docs/textos.md); nothing has been written at that point.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw new AppError(400, errors[0]?.message ?? 'Solicitud inválida.', errors);
}
