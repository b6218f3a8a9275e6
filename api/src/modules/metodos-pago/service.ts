import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MSG_METODO_DEL_SISTEMA, type MetodoPago, type SessionUser } from 'shared';
import type { Db, Tx } from '../../db/client';
import { metodosPago } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, conflictOnUnique, notFound } from '../../lib/errors';

export const MSG_METODO_DUPLICADO = 'Ya existe un método de pago con ese nombre.';
export const MSG_METODO_NO_ENCONTRADO = 'Método de pago no encontrado.';

const columns = { id: metodosPago.id, nombre: metodosPago.nombre, descripcion: metodosPago.descripcion, clave: metodosPago.clave };
/** The editable fields: the system key (`clave`) is never written through the API. */
type Input = { nombre: string; descripcion: string | null };

/** Active payment methods ordered by name, each with its system key or null (GET metodo-pago → a plain list). */
export function listMetodosPago(db: Db): Promise<MetodoPago[]> {
  return db.select(columns).from(metodosPago).where(eq(metodosPago.isDeleted, false)).orderBy(asc(metodosPago.nombre));
}

/**
 * One active payment method, 404 'Método de pago no encontrado.' when missing or deleted; `lock`
 * reads it FOR UPDATE (a change and a delete of the same method are serialized).
 */
export async function getMetodoPago(db: Db | Tx, id: number, lock = false): Promise<MetodoPago> {
  const query = db
    .select(columns)
    .from(metodosPago)
    .where(and(eq(metodosPago.id, id), eq(metodosPago.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_METODO_NO_ENCONTRADO);
  return row;
}

async function assertNombreLibre(tx: Tx, nombre: string, exceptId?: number) {
  const [dup] = await tx
    .select({ id: metodosPago.id })
    .from(metodosPago)
    .where(
      and(
        sql`lower(${metodosPago.nombre}) = lower(${nombre})`,
        eq(metodosPago.isDeleted, false),
        exceptId ? ne(metodosPago.id, exceptId) : undefined,
      ),
    );
  if (dup) throw conflict(MSG_METODO_DUPLICADO);
}

/** A race on the unique index (two creates at once) gets the same 409 as the explicit check. */
const DUPLICADOS = { metodos_pago_nombre_activo_idx: MSG_METODO_DUPLICADO };

/** POST metodo-pago: name unique among active methods (case-insensitive) → 409 otherwise. */
export function createMetodoPago(db: Db, actor: SessionUser, input: Input): Promise<MetodoPago> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      await assertNombreLibre(tx, input.nombre);
      const [row] = await tx.insert(metodosPago).values(input).returning(columns);
      await audit(tx, { usuarioId: actor.id, entidad: 'metodos_pago', entidadId: row.id, accion: 'crear', despues: row });
      return row;
    }),
  );
}

/**
 * PUT metodo-pago/{id}: name and description only (a system method can be renamed; its `clave` never
 * changes); 404 when missing, 409 when the new name is taken.
 */
export function updateMetodoPago(db: Db, actor: SessionUser, id: number, input: Input): Promise<MetodoPago> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      const antes = await getMetodoPago(tx, id, true);
      await assertNombreLibre(tx, input.nombre, id);
      const [row] = await tx
        .update(metodosPago)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(metodosPago.id, id))
        .returning(columns);
      await audit(tx, { usuarioId: actor.id, entidad: 'metodos_pago', entidadId: id, accion: 'actualizar', antes, despues: row });
      return row;
    }),
  );
}

/**
 * DELETE metodo-pago/{id}: soft delete (sales that used it keep pointing at it). A system method
 * (with a `clave`, docs/contactos-y-administracion.md) → 409 {@link MSG_METODO_DEL_SISTEMA} and
 * nothing changes; 404 when missing.
 */
export async function deleteMetodoPago(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await getMetodoPago(tx, id, true);
    if (antes.clave !== null) throw conflict(MSG_METODO_DEL_SISTEMA);
    await tx.update(metodosPago).set({ isDeleted: true, deletedAt: new Date() }).where(eq(metodosPago.id, id));
    await audit(tx, { usuarioId: actor.id, entidad: 'metodos_pago', entidadId: id, accion: 'eliminar', antes });
  });
}
