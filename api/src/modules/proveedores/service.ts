import { and, asc, count, desc, eq, ilike, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  MSG_PROVEEDOR_CON_GASTOS,
  MSG_PROVEEDOR_CON_INGRESOS,
  MSG_PROVEEDOR_CON_PRODUCTOS,
  MSG_PROVEEDOR_CUIT_DUPLICADO,
  MSG_PROVEEDOR_NO_ENCONTRADO,
  PROVEEDORES_SORT_KEYS,
  soloDigitos,
  type Paged,
  type Proveedor,
  type ProveedorIngreso,
  type ProveedorProducto,
  type ProveedorSelect,
  type SessionUser,
  type SortDir,
} from 'shared';
import type { proveedorBodySchema } from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { gastos, ingresoDetalles, ingresos, monedas, productos, proveedores, sucursales } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, conflictOnUnique, notFound } from '../../lib/errors';
import { collated, likeContains, pageMeta, sortedBy } from '../../lib/paging';

/** The body of POST / PUT proveedores after validation: cuit normalised to `XX-XXXXXXXX-X` or null. */
export type ProveedorInput = z.output<typeof proveedorBodySchema>;
type ProveedoresSortKey = (typeof PROVEEDORES_SORT_KEYS)[number];

const columns = {
  id: proveedores.id,
  nombre: proveedores.nombre,
  cuit: proveedores.cuit,
  contacto: proveedores.contacto,
  telefono: proveedores.telefono,
  email: proveedores.email,
  direccion: proveedores.direccion,
  provincia: proveedores.provincia,
  notas: proveedores.notas,
};

const activo = eq(proveedores.isDeleted, false);

/** GET proveedores?select=true: every active supplier as `{ id, nombre }`, by name. */
export function listProveedoresSelect(db: Db): Promise<ProveedorSelect[]> {
  return db
    .select({ id: proveedores.id, nombre: proveedores.nombre })
    .from(proveedores)
    .where(activo)
    .orderBy(asc(proveedores.nombre), asc(proveedores.id));
}

/** What each sortable column of /listados/proveedores orders by (a whitelist: `sort` only picks a key). */
const ORDEN: Record<ProveedoresSortKey, Array<SQL | AnyColumn>> = {
  nombre: [collated(proveedores.nombre)],
  cuit: [proveedores.cuit],
  contacto: [collated(proveedores.contacto)],
  provincia: [collated(proveedores.provincia)],
};

/**
 * GET proveedores?search&page&pageSize&sort&dir (docs/contactos-y-administracion.md, «Proveedores»):
 * the active suppliers, by name unless `sort` names one of PROVEEDORES_SORT_KEYS (then the id breaks
 * ties). `search` looks in nombre, CUIT (also its digits alone: «30712345671» finds «30-71234567-1»),
 * contacto and e-mail, case-insensitive.
 */
export async function listProveedoresPage(
  db: Db,
  q: { search?: string; page: number; pageSize: number; sort?: ProveedoresSortKey; dir?: SortDir },
): Promise<Paged<Proveedor>> {
  let busqueda: SQL | undefined;
  if (q.search) {
    const patron = likeContains(q.search);
    const digitos = soloDigitos(q.search);
    busqueda = or(
      ilike(proveedores.nombre, patron),
      ilike(proveedores.cuit, patron),
      ilike(proveedores.contacto, patron),
      ilike(proveedores.email, patron),
      digitos ? sql`regexp_replace(coalesce(${proveedores.cuit}, ''), '[^0-9]', '', 'g') like ${likeContains(digitos)}` : undefined,
    );
  }
  const where = and(activo, busqueda);
  const orden = q.sort ? sortedBy(q.dir, ORDEN[q.sort], proveedores.id) : [asc(collated(proveedores.nombre)), asc(proveedores.id)];
  const [items, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(proveedores)
      .where(where)
      .orderBy(...orden)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(proveedores).where(where),
  ]);
  return { items, ...pageMeta(total, q.page, q.pageSize) };
}

async function findRow(db: DbOrTx, id: number, lock = false): Promise<Proveedor> {
  const query = db.select(columns).from(proveedores).where(and(eq(proveedores.id, id), activo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_PROVEEDOR_NO_ENCONTRADO);
  return row;
}

/**
 * GET proveedores/{id}: the active supplier.
 * @throws AppError 404 {@link MSG_PROVEEDOR_NO_ENCONTRADO} when it does not exist or was deleted.
 */
export function getProveedor(db: DbOrTx, id: number): Promise<Proveedor> {
  return findRow(db, id);
}

/** 409 when another active supplier already has `cuit` (null: no CUIT, never a duplicate). */
async function assertCuitLibre(tx: Tx, cuit: string | null, exceptId?: number) {
  if (cuit === null) return;
  const [dup] = await tx
    .select({ id: proveedores.id })
    .from(proveedores)
    .where(and(eq(proveedores.cuit, cuit), activo, exceptId ? ne(proveedores.id, exceptId) : undefined));
  if (dup) throw conflict(MSG_PROVEEDOR_CUIT_DUPLICADO);
}

/** A race on the partial unique index (two requests at once) gets the same 409 as the explicit check. */
const DUPLICADOS = { proveedores_cuit_activo_idx: MSG_PROVEEDOR_CUIT_DUPLICADO };

/**
 * POST proveedores: creates the supplier and audits it (entidad 'proveedores', 'crear').
 * @throws AppError 409 {@link MSG_PROVEEDOR_CUIT_DUPLICADO} when an active supplier has the CUIT.
 */
export function createProveedor(db: Db, actor: SessionUser, input: ProveedorInput): Promise<Proveedor> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      await assertCuitLibre(tx, input.cuit);
      const [{ id }] = await tx.insert(proveedores).values(input).returning({ id: proveedores.id });
      const proveedor = await findRow(tx, id);
      await audit(tx, { usuarioId: actor.id, entidad: 'proveedores', entidadId: id, accion: 'crear', despues: proveedor });
      return proveedor;
    }),
  );
}

/**
 * PUT proveedores/{id}: replaces every field and audits before and after ('actualizar').
 * @throws AppError 404 {@link MSG_PROVEEDOR_NO_ENCONTRADO}; 409 {@link MSG_PROVEEDOR_CUIT_DUPLICADO}.
 */
export function updateProveedor(db: Db, actor: SessionUser, id: number, input: ProveedorInput): Promise<Proveedor> {
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      const antes = await findRow(tx, id, true);
      await assertCuitLibre(tx, input.cuit, id);
      await tx
        .update(proveedores)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(proveedores.id, id));
      const despues = await findRow(tx, id);
      await audit(tx, { usuarioId: actor.id, entidad: 'proveedores', entidadId: id, accion: 'actualizar', antes, despues });
      return despues;
    }),
  );
}

/**
 * Why a supplier cannot be deleted, or null: an active product supplied by it, a stock-entry line
 * from it, or an expense (annulled ones too) that names it. The caller holds the supplier's row lock.
 */
async function motivoNoEliminable(tx: Tx, id: number): Promise<string | null> {
  const hay = async (query: { limit(n: number): Promise<unknown[]> }) => (await query.limit(1)).length > 0;
  const uno = { uno: sql`1` };
  if (await hay(tx.select(uno).from(productos).where(and(eq(productos.proveedorId, id), eq(productos.isDeleted, false))))) {
    return MSG_PROVEEDOR_CON_PRODUCTOS;
  }
  if (await hay(tx.select(uno).from(ingresoDetalles).where(eq(ingresoDetalles.proveedorId, id)))) return MSG_PROVEEDOR_CON_INGRESOS;
  if (await hay(tx.select(uno).from(gastos).where(eq(gastos.proveedorId, id)))) return MSG_PROVEEDOR_CON_GASTOS;
  return null;
}

/**
 * DELETE proveedores/{id}: soft delete ('eliminar' audited) of a supplier nothing points at, checked
 * with its row locked (FOR UPDATE) inside the transaction; its CUIT is free again afterwards.
 * @throws AppError 404 {@link MSG_PROVEEDOR_NO_ENCONTRADO}; 409 {@link MSG_PROVEEDOR_CON_PRODUCTOS},
 *   {@link MSG_PROVEEDOR_CON_INGRESOS} or {@link MSG_PROVEEDOR_CON_GASTOS} (nothing changes).
 */
export async function deleteProveedor(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await findRow(tx, id, true);
    const motivo = await motivoNoEliminable(tx, id);
    if (motivo) throw conflict(motivo);
    await tx.update(proveedores).set({ isDeleted: true, deletedAt: new Date() }).where(eq(proveedores.id, id));
    await audit(tx, { usuarioId: actor.id, entidad: 'proveedores', entidadId: id, accion: 'eliminar', antes });
  });
}

/**
 * GET proveedores/{id}/productos?page&pageSize: the active products the supplier supplies, by code,
 * with their current cost (money, 2 decimals) and the symbol of its currency.
 * @throws AppError 404 {@link MSG_PROVEEDOR_NO_ENCONTRADO}.
 */
export async function listProductosDeProveedor(db: Db, id: number, q: { page: number; pageSize: number }): Promise<Paged<ProveedorProducto>> {
  await findRow(db, id);
  const where = and(eq(productos.proveedorId, id), eq(productos.isDeleted, false));
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        categoria: productos.categoria,
        unidad: productos.unidad,
        costo: productos.costo,
        costoMonedaSimbolo: monedas.simbolo,
      })
      .from(productos)
      .innerJoin(monedas, eq(monedas.id, productos.costoMonedaId))
      .where(where)
      .orderBy(asc(productos.codigo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(productos).where(where),
  ]);
  return {
    items: items.map((p) => ({ ...p, codigo: String(p.codigo), categoria: p.categoria as ProveedorProducto['categoria'] })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}

/**
 * GET proveedores/{id}/ingresos?page&pageSize: the stock entries with at least one line from the
 * supplier, newest first, with the branch's name and how many of their lines are the supplier's.
 * @throws AppError 404 {@link MSG_PROVEEDOR_NO_ENCONTRADO}.
 */
export async function listIngresosDeProveedor(db: Db, id: number, q: { page: number; pageSize: number }): Promise<Paged<ProveedorIngreso>> {
  await findRow(db, id);
  const lineas = db
    .select({ ingresoId: ingresoDetalles.ingresoId, lineas: count().as('lineas') })
    .from(ingresoDetalles)
    .where(eq(ingresoDetalles.proveedorId, id))
    .groupBy(ingresoDetalles.ingresoId)
    .as('lineas_proveedor');
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: ingresos.id, fecha: ingresos.fecha, sucursal: sucursales.nombre, lineas: lineas.lineas })
      .from(lineas)
      .innerJoin(ingresos, eq(ingresos.id, lineas.ingresoId))
      .innerJoin(sucursales, eq(sucursales.id, ingresos.sucursalId))
      .orderBy(desc(ingresos.fecha), desc(ingresos.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: sql<number>`count(distinct ${ingresoDetalles.ingresoId})::int`.mapWith(Number) }).from(ingresoDetalles).where(eq(ingresoDetalles.proveedorId, id)),
  ]);
  return {
    items: items.map((r) => ({ id: r.id, fechaIngreso: r.fecha.toISOString(), sucursal: r.sucursal, lineas: Number(r.lineas) })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}
