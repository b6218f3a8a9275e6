import { sql } from 'drizzle-orm';
import { P } from 'shared/permissions';
import type { DbOrTx } from '../../db/client';
import { desfasadosTodas } from '../../db/proyecciones';

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

/** The permission GET /api/salud?detalle=1 needs: auditoria.get, among the seeded roles only Administrador's. */
export const PERMISO_DETALLE = P.auditoriaGet;

/** How many drifted rows of each projection the detail lists. */
export const EJEMPLOS_DETALLE = 20;

/**
 * The drift of every projection kept by triggers (api/src/db/proyecciones, docs/rendimiento.md):
 * per projection its name, how many keys differ from a rebuild from the source tables and the first
 * {@link EJEMPLOS_DETALLE} of them. Read only, in one REPEATABLE READ transaction (one snapshot for
 * every comparison); it reads the source tables whole, so it is for an operator, not for a probe.
 */
export async function detalleProyecciones(db: DbOrTx): Promise<Array<{ nombre: string; desfasados: number; ejemplos: Array<Record<string, unknown>> }>> {
  const todas = await db.transaction(async (tx) => desfasadosTodas(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return todas.map((d) => ({ nombre: d.proyeccion, desfasados: d.filas.length, ejemplos: d.filas.slice(0, EJEMPLOS_DETALLE) }));
}
