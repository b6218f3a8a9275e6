import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { intentosFallidos } from '../db/schema';
import { AppError } from './errors';

/** A limit: at most `max` counted attempts per key in a window of `windowMs`. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt at guessing a secret for every key (e.g. the user and the address) BEFORE the
 * secret is checked, so parallel guesses cannot slip past the limit; throws 429 with `message`
 * when any key is over the limit. Call `forgiveAttempt` when the secret turned out right (or was
 * never checked), so only failures stay counted (docs/seguridad.md).
 */
export async function countAttempt(db: DbOrTx, keys: string[], limit: AttemptLimit, message: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const since = sql`${windowStart.toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  let highest = 0;
  for (const clave of keys) {
    const [row] = await db
      .insert(intentosFallidos)
      .values({ clave, ventanaInicio: now, cantidad: 1 })
      .onConflictDoUpdate({
        target: intentosFallidos.clave,
        set: {
          cantidad: sql`case when ${intentosFallidos.ventanaInicio} < ${since} then 1 else ${intentosFallidos.cantidad} + 1 end`,
          ventanaInicio: sql`case when ${intentosFallidos.ventanaInicio} < ${since} then ${start} else ${intentosFallidos.ventanaInicio} end`,
        },
      })
      .returning({ cantidad: intentosFallidos.cantidad });
    highest = Math.max(highest, row.cantidad);
  }
  if (highest > limit.max) throw new AppError(429, message);
}

/** Takes back one counted attempt of each key (the secret was right, or was not checked). */
export async function forgiveAttempt(db: DbOrTx, keys: string[]): Promise<void> {
  await db
    .update(intentosFallidos)
    .set({ cantidad: sql`greatest(${intentosFallidos.cantidad} - 1, 0)` })
    .where(inArray(intentosFallidos.clave, keys));
}

/** Clears the counters of `keys` (a successful sign-in resets its account's count). */
export async function clearAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(intentosFallidos).where(inArray(intentosFallidos.clave, keys));
}
