import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Cliente, Paged, SessionUser } from 'shared';
import type { z } from 'zod';
import type { clienteBodySchema } from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { clientes } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, conflictOnUnique, notFound } from '../../lib/errors';
import { likeContains, pageMeta } from '../../lib/paging';
import { resumenCuenta, saldosPorCliente } from '../cuentas-corrientes/service';

export const MSG_CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado.';
export const MSG_CLIENTE_DUPLICADO = 'Ya existe un cliente con ese documento.';
export type ClienteInput = z.output<typeof clienteBodySchema>;

const columns = {
  id: clientes.id,
  nombreApellido: clientes.nombreApellido,
  documento: clientes.documento,
  email: clientes.email,
  telefono: clientes.telefono,
  tipo: clientes.tipo,
  condicionIVA: clientes.condicionIva,
  direccion: clientes.direccion,
  codigoPostal: clientes.codigoPostal,
  zona: clientes.zona,
  provincia: clientes.provincia,
  notas: clientes.notas,
  nombreEmpresa: clientes.nombreEmpresa,
};
/** A client row as selected by `columns` (tipo and condición IVA are checked by the table). */
type Row = Omit<Cliente, 'cuentaCorriente' | 'tipo' | 'condicionIVA'> & { tipo: string; condicionIVA: string };

/** Adds the current-account balances to client rows (one grouped query for all of them). */
async function withCuenta(db: DbOrTx, rows: Row[]): Promise<Cliente[]> {
  const saldos = await saldosPorCliente(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    tipo: r.tipo as Cliente['tipo'],
    condicionIVA: r.condicionIVA as Cliente['condicionIVA'],
    cuentaCorriente: resumenCuenta(saldos.get(r.id)),
  }));
}

const activo = eq(clientes.isDeleted, false);

/** GET clientes?select=true: every active client by name, with balances. */
export async function listClientesSelect(db: Db): Promise<Cliente[]> {
  const rows = await db.select(columns).from(clientes).where(activo).orderBy(asc(clientes.nombreApellido), asc(clientes.id));
  return withCuenta(db, rows);
}

/** GET clientes?search&page&pageSize: paged by name; search in nombreApellido, documento or email. */
export async function listClientesPage(db: Db, q: { search?: string; page: number; pageSize: number }): Promise<Paged<Cliente>> {
  const pattern = q.search ? likeContains(q.search) : null;
  const where = and(
    activo,
    pattern
      ? or(ilike(clientes.nombreApellido, pattern), ilike(clientes.documento, pattern), ilike(clientes.email, pattern))
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(clientes).where(where);
  const rows = await db
    .select(columns)
    .from(clientes)
    .where(where)
    .orderBy(asc(clientes.nombreApellido), asc(clientes.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: await withCuenta(db, rows), ...pageMeta(total, q.page, q.pageSize) };
}

async function findRow(db: DbOrTx, id: number, lock = false): Promise<Row> {
  const query = db.select(columns).from(clientes).where(and(eq(clientes.id, id), activo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_CLIENTE_NO_ENCONTRADO);
  return row;
}

/** GET clientes/{id}: the active client with balances, 404 'Cliente no encontrado.'. */
export async function getCliente(db: DbOrTx, id: number): Promise<Cliente> {
  const [cliente] = await withCuenta(db, [await findRow(db, id)]);
  return cliente;
}

async function assertDocumentoLibre(tx: Tx, documento: string, exceptId?: number) {
  const [dup] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.documento, documento), activo, exceptId ? ne(clientes.id, exceptId) : undefined));
  if (dup) throw conflict(MSG_CLIENTE_DUPLICADO);
}

/** A race on the unique index (two requests at once) gets the same 409 as the explicit check. */
const DUPLICADOS = { clientes_documento_activo_idx: MSG_CLIENTE_DUPLICADO };

const toValues = (input: ClienteInput) => {
  const { condicionIVA, ...rest } = input;
  return { ...rest, condicionIva: condicionIVA };
};

/** POST clientes: documento unique among active clients → 409 'Ya existe un cliente con ese documento.'. */
export function createCliente(db: Db, actor: SessionUser, input: ClienteInput): Promise<Cliente> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      await assertDocumentoLibre(tx, input.documento);
      const [{ id }] = await tx.insert(clientes).values(toValues(input)).returning({ id: clientes.id });
      const cliente = await getCliente(tx, id);
      await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'crear', despues: input });
      return cliente;
    }),
  );
}

/** PUT clientes/{id}: replaces the fields; 404 when missing, 409 on a duplicated documento. */
export function updateCliente(db: Db, actor: SessionUser, id: number, input: ClienteInput): Promise<Cliente> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      const antes = await findRow(tx, id, true);
      await assertDocumentoLibre(tx, input.documento, id);
      await tx
        .update(clientes)
        .set({ ...toValues(input), updatedAt: new Date() })
        .where(eq(clientes.id, id));
      await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'actualizar', antes, despues: input });
      return getCliente(tx, id);
    }),
  );
}

/** DELETE clientes/{id}: soft delete (sales and account movements keep pointing at it). */
export async function deleteCliente(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await findRow(tx, id, true);
    await tx.update(clientes).set({ isDeleted: true, deletedAt: new Date() }).where(eq(clientes.id, id));
    await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'eliminar', antes });
  });
}
