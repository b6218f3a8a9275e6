import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORIA_CODIGO_INICIAL,
  Dec,
  toMoney,
  toQuantity,
  type Categoria,
  type Paged,
  type Producto,
} from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { monedas, productos, proveedores, stock, sucursales } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { likeContains, pageMeta } from '../../lib/paging';

export const MSG_PRODUCTO_NO_ENCONTRADO = 'Producto no encontrado.';
export const MSG_SUCURSAL_INVALIDA = 'Sucursal inválida.';

/**
 * valorFinal = precio × (1 + alícuota IVA / 100), money with 2 decimals half-up in the product's
 * currency (docs/stock-y-productos.md). The sale price of a line that is not overridden.
 */
export function valorFinal(precio: string, alicuotaIva: string): string {
  return toMoney(new Dec(precio).times(new Dec(alicuotaIva).div(100).plus(1)));
}

/** Stock of the product: in one branch, or the sum of all branches when `sucursalId` is omitted. */
function stockExpr(sucursalId?: number): SQL<string> {
  return sucursalId
    ? sql<string>`coalesce((select ${stock.cantidad} from ${stock} where ${stock.productoId} = ${productos.id} and ${stock.sucursalId} = ${sucursalId}), 0)`
    : sql<string>`coalesce((select sum(${stock.cantidad}) from ${stock} where ${stock.productoId} = ${productos.id}), 0)`;
}

function baseQuery(db: DbOrTx, sucursalId?: number) {
  return db
    .select({
      id: productos.id,
      codigo: productos.codigo,
      nombre: productos.nombre,
      descripcion: productos.descripcion,
      categoria: productos.categoria,
      unidad: productos.unidad,
      stock: stockExpr(sucursalId),
      stockMinimo: productos.stockMinimo,
      precio: productos.precio,
      alicuotaIva: productos.alicuotaIva,
      costo: productos.costo,
      costoMonedaId: productos.costoMonedaId,
      monedaId: productos.monedaId,
      monedaSimbolo: monedas.simbolo,
      proveedorId: proveedores.id,
      proveedorNombre: proveedores.nombre,
    })
    .from(productos)
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** DB row → the `Producto` of shared/src/schemas (money 2 decimals, quantities 4, codigo as text). */
function toProducto(r: Row): Producto {
  return {
    id: r.id,
    codigo: String(r.codigo),
    nombre: r.nombre,
    descripcion: r.descripcion,
    categoria: r.categoria as Categoria,
    unidad: r.unidad,
    stock: toQuantity(r.stock),
    stockMinimo: toQuantity(r.stockMinimo),
    precio: toMoney(r.precio),
    alicuotaIva: new Dec(r.alicuotaIva).toString(),
    valorFinal: valorFinal(r.precio, r.alicuotaIva),
    costo: toMoney(r.costo),
    costoMonedaId: r.costoMonedaId,
    monedaId: r.monedaId,
    moneda: { id: r.monedaId, simbolo: r.monedaSimbolo },
    proveedor: r.proveedorId !== null && r.proveedorNombre !== null ? { id: r.proveedorId, nombre: r.proveedorNombre } : null,
  };
}

/** 400 'Sucursal inválida.' unless the branch exists and is active. */
export async function assertSucursal(db: DbOrTx, sucursalId: number | undefined): Promise<void> {
  if (sucursalId === undefined) return;
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.activo, true)));
  if (!row) throw badRequest(MSG_SUCURSAL_INVALIDA);
}

/** GET productos?select=true[&sucursalId]: every active product by codigo, stock of that branch (or total). */
export async function listProductosSelect(db: Db, sucursalId?: number): Promise<Producto[]> {
  await assertSucursal(db, sucursalId);
  const rows = await baseQuery(db, sucursalId).where(eq(productos.isDeleted, false)).orderBy(asc(productos.codigo));
  return rows.map(toProducto);
}

/**
 * GET productos?sucursalId&search&categoria&page&pageSize: the paged /stock list ordered by codigo;
 * `search` matches codigo or nombre, case-insensitive, anywhere in the text.
 */
export async function listProductosPage(
  db: Db,
  q: { sucursalId?: number; search?: string; categoria?: Categoria; page: number; pageSize: number },
): Promise<Paged<Producto>> {
  await assertSucursal(db, q.sucursalId);
  const pattern = q.search ? likeContains(q.search) : null;
  const where = and(
    eq(productos.isDeleted, false),
    q.categoria ? eq(productos.categoria, q.categoria) : undefined,
    pattern ? or(ilike(productos.nombre, pattern), ilike(sql`${productos.codigo}::text`, pattern)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(productos).where(where);
  const rows = await baseQuery(db, q.sucursalId)
    .where(where)
    .orderBy(asc(productos.codigo))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(toProducto), ...pageMeta(total, q.page, q.pageSize) };
}

/** GET productos/{id}?sucursalId: one active product, 404 'Producto no encontrado.'. */
export async function getProducto(db: DbOrTx, id: number, sucursalId?: number): Promise<Producto> {
  await assertSucursal(db, sucursalId);
  const [row] = await baseQuery(db, sucursalId).where(and(eq(productos.id, id), eq(productos.isDeleted, false)));
  if (!row) throw notFound(MSG_PRODUCTO_NO_ENCONTRADO);
  return toProducto(row);
}

/**
 * The next free code of a category (materia_prima from 10000, esencia from 20000, elaborado from
 * 30000; docs/stock-y-productos.md), to be called inside the creating transaction: a transaction-scoped advisory
 * lock per category serialises concurrent creations on PostgreSQL (PGlite is serial anyway).
 */
export async function nextCodigo(tx: Tx, categoria: Categoria): Promise<number> {
  const start = CATEGORIA_CODIGO_INICIAL[categoria];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`productos.codigo.${categoria}`}))`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${productos.codigo})` })
    .from(productos)
    .where(and(sql`${productos.codigo} >= ${start}`, sql`${productos.codigo} < ${start + 10000}`));
  return row?.max === null || row?.max === undefined ? start : Number(row.max) + 1;
}

/** Fields of a new product (money strings 2 decimals, quantities 4). */
export interface NuevoProducto {
  nombre: string;
  descripcion?: string | null;
  categoria: Categoria;
  unidad: string;
  proveedorId?: number | null;
  stockMinimo?: string;
  costo?: string;
  costoMonedaId?: number;
  precio: string;
  alicuotaIva?: string;
  monedaId?: number;
}

/** Creates a product with the next code of its category, inside `tx`, and audits it. */
export async function createProducto(tx: Tx, usuarioId: number | null, input: NuevoProducto): Promise<{ id: number; codigo: number }> {
  const codigo = await nextCodigo(tx, input.categoria);
  const [row] = await tx
    .insert(productos)
    .values({ ...input, codigo })
    .returning({ id: productos.id, codigo: productos.codigo });
  await audit(tx, { usuarioId, entidad: 'productos', entidadId: row.id, accion: 'crear', despues: { ...input, codigo } });
  return row;
}
