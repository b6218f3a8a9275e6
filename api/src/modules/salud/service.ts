import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** 503 body of GET /api/salud when the database does not answer (docs/arquitectura.md «Despliegue»). */
export const MSG_BASE_NO_RESPONDE = 'La base de datos no responde.';

/**
 * How long GET /api/salud waits for `select 1` before answering 503, ms: under a second, so the
 * check answers within one even when the database does not (its own pool, `DbHandle.saludDb`, also
 * cancels the query after 1 s).
 */
export const SALUD_TIMEOUT_MS = 800;

/**
 * Whether the database answers `select 1` within `timeoutMs` (docs/arquitectura.md «Despliegue»).
 * Resolves true, or false when the query fails or takes longer (a stalled connection must not keep a
 * health check waiting); never throws. The failure is passed to `alFallar` (the route logs it).
 */
export async function baseResponde(db: DbOrTx, timeoutMs = SALUD_TIMEOUT_MS, alFallar?: (err: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const vencido = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), vencido]);
    return true;
  } catch (err) {
    alFallar?.(err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
