import type { DbOrTx } from '../db/client';
import { auditoria } from '../db/schema';

/** One audit entry: who did what to which entity, with its state before and after (docs/seguridad.md). */
export interface AuditEntry {
  usuarioId: number | null;
  entidad: string;
  entidadId: number | string | null;
  /** 'crear', 'actualizar', 'eliminar' or a state change such as 'usar', 'cambiar_contrasena'. */
  accion: string;
  antes?: unknown;
  despues?: unknown;
}

/** Round-trips through JSON so Dates become ISO strings and undefined fields disappear. */
const toJson = (v: unknown) => (v === undefined || v === null ? null : JSON.parse(JSON.stringify(v)));

/** Where a log line goes when the audit write of a refusal fails (Fastify's `request.log`). */
export interface AuditLog {
  warn(obj: object, msg: string): void;
}

/**
 * Writes the audit row of a refusal (a failed sign-in, a missing permission; docs/seguridad.md) in
 * its own statement, outside any transaction: the refusal is answered even when the write fails
 * (then logged to `log`), so a flood of refusals cannot turn into errors of the API. Never throws.
 */
export async function auditarRechazo(db: DbOrTx, entry: AuditEntry, log?: AuditLog): Promise<void> {
  try {
    await audit(db, entry);
  } catch (err) {
    log?.warn({ err, accion: entry.accion }, 'No se pudo auditar el rechazo.');
  }
}

/** Writes an audit row inside the caller's transaction (so it commits or rolls back with the change). */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditoria).values({
    usuarioId: entry.usuarioId,
    entidad: entry.entidad,
    entidadId: entry.entidadId === null ? null : String(entry.entidadId),
    accion: entry.accion,
    antes: toJson(entry.antes),
    despues: toJson(entry.despues),
  });
}
