import { and, count, desc, eq, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuditoriaPage, AuditoriaQueryParsed, AuditoriaSortKey } from 'shared';
import type { Db } from '../../db/client';
import { auditoria, usuarios } from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { collated, pageMeta, sortedBy } from '../../lib/paging';

/**
 * What each sortable column of /auditoria orders by (a fixed whitelist: the user's `sort` only picks
 * a key, never SQL). Names compare case- and accent-aware (ICU root collation); rows of the system
 * have no user: last ascending, first descending.
 */
const ORDEN: Record<AuditoriaSortKey, SQL | AnyColumn> = {
  fecha: auditoria.fecha,
  usuario: collated(usuarios.name),
  entidad: auditoria.entidad,
};

/**
 * ORDER BY of /auditoria (docs/arquitectura.md, "Listas"): newest first by default; with `sort`,
 * that column in `dir` (asc by default) and then the id the same way, so pages never overlap.
 */
function ordenAuditoria(q: Pick<AuditoriaQueryParsed, 'sort' | 'dir'>): SQL[] {
  if (!q.sort) return [desc(auditoria.fecha), desc(auditoria.id)];
  return sortedBy(q.dir, [ORDEN[q.sort]], auditoria.id);
}

/**
 * GET auditoria (auditoria.get; docs/seguridad.md): the audit rows, newest first or by `sort` (see
 * {@link ordenAuditoria}), filtered by entity, user and Buenos Aires calendar days (both ends
 * included), paged on the server.
 */
export async function listAuditoria(db: Db, q: AuditoriaQueryParsed): Promise<AuditoriaPage> {
  const where = and(
    q.entidad ? eq(auditoria.entidad, q.entidad) : undefined,
    q.usuarioId ? eq(auditoria.usuarioId, q.usuarioId) : undefined,
    q.fechaDesde ? gte(auditoria.fecha, startOfDayBA(q.fechaDesde)) : undefined,
    q.fechaHasta ? lt(auditoria.fecha, endOfDayBA(q.fechaHasta)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(auditoria).where(where);
  const rows = await db
    .select({
      id: auditoria.id,
      fecha: auditoria.fecha,
      usuarioId: usuarios.id,
      usuarioName: usuarios.name,
      entidad: auditoria.entidad,
      entidadId: auditoria.entidadId,
      accion: auditoria.accion,
      antes: auditoria.antes,
      despues: auditoria.despues,
    })
    .from(auditoria)
    .leftJoin(usuarios, eq(usuarios.id, auditoria.usuarioId))
    .where(where)
    .orderBy(...ordenAuditoria(q))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fecha: r.fecha.toISOString(),
      usuario: r.usuarioId !== null && r.usuarioName !== null ? { id: r.usuarioId, name: r.usuarioName } : null,
      entidad: r.entidad,
      entidadId: r.entidadId,
      accion: r.accion,
      antes: r.antes ?? null,
      despues: r.despues ?? null,
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}
