import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CATEGORIA_CODIGO_INICIAL,
  Dec,
  CATEGORIA_LABEL,
  toMoney,
  type Categoria,
  type Paged,
  type Producto,
  type ProductosSortKey,
  type SortDir,
} from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { monedas, productos, productosConteo, proveedores, stock, sucursales } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { collated, likeContains, pageMeta, sortedBy } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';

export const MSG_PRODUCTO_NO_ENCONTRADO = 'Producto no encontrado.';
export const MSG_SUCURSAL_INVALIDA = 'Sucursal inválida.';

/**
 * valorFinal = precio × (1 + alícuota IVA / 100), money with 2 decimals half-up in the product's
 * currency (docs/stock-y-productos.md). The sale price of a line that is not overridden.
 */
export function valorFinal(precio: string, alicuotaIva: string): string {
  return toMoney(new Dec(precio).times(new Dec(alicuotaIva).div(100).plus(1)));
}

/** The `sucursalId` placeholder of the prepared product queries (a branch id, or absent). */
const SUCURSAL = sql.placeholder('sucursalId');

/** Stock of the product: in the branch of `sucursalId`, or the sum of all branches without it. */
function stockExpr(conSucursal: boolean): SQL<string> {
  return conSucursal
    ? sql<string>`coalesce((select ${stock.cantidad} from ${stock} where ${stock.productoId} = ${productos.id} and ${stock.sucursalId} = ${SUCURSAL}), 0)::numeric(14, 4)`
    : sql<string>`coalesce((select sum(${stock.cantidad}) from ${stock} where ${stock.productoId} = ${productos.id}), 0)::numeric(14, 4)`;
}

/**
 * valorFinal in SQL, exactly as {@link valorFinal} computes it: numeric arithmetic (no binary
 * floats) and `round(…, 2)`, which rounds half away from zero: half-up for prices, never negative
 * (docs/stock-y-productos.md). Read this way the list needs no decimal work per row.
 */
const VALOR_FINAL = sql<string>`round(${productos.precio} * (1 + ${productos.alicuotaIva} / 100), 2)`;

/**
 * Whether the requested branch exists and is active, as a column of the product query itself (an
 * uncorrelated subquery: evaluated once per statement). Saves the round trip of a separate check.
 */
function sucursalOkExpr(conSucursal: boolean): SQL<boolean> {
  return conSucursal
    ? sql<boolean>`exists(select 1 from ${sucursales} where ${sucursales.id} = ${SUCURSAL} and ${sucursales.activo})`
    : sql<boolean>`true`;
}

/** The columns of a product as the API shows it, plus whether the branch is valid. */
function columnas(conSucursal: boolean) {
  return {
    id: productos.id,
    codigo: productos.codigo,
    nombre: productos.nombre,
    descripcion: productos.descripcion,
    categoria: productos.categoria,
    unidad: productos.unidad,
    stock: stockExpr(conSucursal),
    stockMinimo: productos.stockMinimo,
    precio: productos.precio,
    // numeric(5,2) without the trailing zeros: '21', '10.5', '0'.
    alicuotaIva: sql<string>`trim_scale(${productos.alicuotaIva})`,
    valorFinal: VALOR_FINAL,
    costo: productos.costo,
    costoMonedaId: productos.costoMonedaId,
    monedaId: productos.monedaId,
    monedaSimbolo: monedas.simbolo,
    proveedorId: proveedores.id,
    proveedorNombre: proveedores.nombre,
    sucursalOk: sucursalOkExpr(conSucursal),
  };
}

function baseQuery(db: DbOrTx, conSucursal: boolean) {
  return db
    .select(columnas(conSucursal))
    .from(productos)
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/**
 * DB row → the `Producto` of shared/src/schemas. The database already gives every decimal in its
 * final form: money numeric(14,2) with 2 decimals, quantities numeric(14,4) with 4 (the stock is
 * cast), the VAT rate without trailing zeros and valorFinal rounded ({@link VALOR_FINAL}).
 */
function toProducto(r: Row): Producto {
  return {
    id: r.id,
    codigo: String(r.codigo),
    nombre: r.nombre,
    descripcion: r.descripcion,
    categoria: r.categoria as Categoria,
    unidad: r.unidad,
    stock: r.stock,
    stockMinimo: r.stockMinimo,
    precio: r.precio,
    alicuotaIva: r.alicuotaIva,
    valorFinal: r.valorFinal,
    costo: r.costo,
    costoMonedaId: r.costoMonedaId,
    monedaId: r.monedaId,
    moneda: { id: r.monedaId, simbolo: r.monedaSimbolo },
    proveedor: r.proveedorId !== null && r.proveedorNombre !== null ? { id: r.proveedorId, nombre: r.proveedorNombre } : null,
  };
}

/**
 * 400 'Sucursal inválida.' unless the branch exists and is active. The product reads check it in
 * their own statement ({@link sucursalOkExpr}) and call this only when they found no row.
 */
export async function assertSucursal(db: DbOrTx, sucursalId: number | undefined): Promise<void> {
  if (sucursalId === undefined) return;
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.activo, true)));
  if (!row) throw badRequest(MSG_SUCURSAL_INVALIDA);
}

/** 400 'Sucursal inválida.' when the first row says the branch is not valid; otherwise nothing. */
async function checkSucursal(db: DbOrTx, rows: Row[], sucursalId: number | undefined): Promise<void> {
  if (rows.length === 0) await assertSucursal(db, sucursalId);
  else if (!rows[0].sucursalOk) throw badRequest(MSG_SUCURSAL_INVALIDA);
}

/** GET productos?select=true[&sucursalId]: every active product by codigo, stock of that branch (or total). */
export async function listProductosSelect(db: Db, sucursalId?: number): Promise<Producto[]> {
  const conSucursal = sucursalId !== undefined;
  const query = prepared(db, `productos.select.${conSucursal}`, (name) =>
    baseQuery(db, conSucursal).where(eq(productos.isDeleted, false)).orderBy(asc(productos.codigo)).prepare(name),
  );
  const rows = await query.execute({ sucursalId });
  await checkSucursal(db, rows, sucursalId);
  return rows.map(toProducto);
}

/**
 * What each sortable column of /stock orders by (a fixed whitelist: the user's `sort` only picks a
 * key, never SQL). `stock` is the branch's stock; `valorFinal` is rounded as the API shows it.
 */
const ORDEN: Record<ProductosSortKey, (conSucursal: boolean) => SQL | AnyColumn> = {
  codigo: () => productos.codigo,
  nombre: () => collated(productos.nombre),
  categoria: () => productos.categoria,
  stock: (conSucursal) => stockExpr(conSucursal),
  unidad: () => collated(productos.unidad),
  precio: () => productos.precio,
  valorFinal: () => VALOR_FINAL,
};

/**
 * ORDER BY of the /stock list (docs/arquitectura.md, "Listas"): by codigo by default; with `sort`,
 * that column in `dir` (asc by default) and then the id the same way, so pages never overlap.
 */
function ordenProductos(conSucursal: boolean, q: { sort?: ProductosSortKey; dir?: SortDir }): SQL[] {
  if (!q.sort) return [asc(productos.codigo)];
  return sortedBy(q.dir, [ORDEN[q.sort](conSucursal)], productos.id);
}

/** How `search` is matched: by name only, or (only digits) by name or by the start of the code. */
type Busqueda = 'ninguna' | 'nombre' | 'nombreOCodigo';

function tipoBusqueda(search: string | undefined): Busqueda {
  if (!search) return 'ninguna';
  return /^\d+$/.test(search) ? 'nombreOCodigo' : 'nombre';
}

/**
 * WHERE of the /stock list (docs/stock-y-productos.md): active products, of `categoria`, whose name
 * contains the search (case-insensitive; a pg_trgm index) or, for a search of digits only, whose
 * code starts with it (an index on the code as text).
 */
function filtroProductos(conCategoria: boolean, busqueda: Busqueda): SQL | undefined {
  return and(
    eq(productos.isDeleted, false),
    conCategoria ? eq(productos.categoria, sql.placeholder('categoria')) : undefined,
    busqueda === 'nombre' ? ilike(productos.nombre, sql.placeholder('nombre')) : undefined,
    busqueda === 'nombreOCodigo'
      ? or(ilike(productos.nombre, sql.placeholder('nombre')), sql`${productos.codigo}::text like ${sql.placeholder('codigo')}`)
      : undefined,
  );
}

/**
 * How many products the /stock list has, exactly, as an uncorrelated subquery (evaluated once per
 * statement). Without a search: the counters of `productos_conteo`, kept by triggers in the same
 * transaction as every insert, update or delete of `productos` (api/drizzle/0002_rendimiento.sql);
 * with a search: count(*) over the indexed filter.
 */
function totalExpr(conCategoria: boolean, busqueda: Busqueda): SQL<number> {
  if (busqueda === 'ninguna') {
    return sql<number>`(select coalesce(sum(${productosConteo.activos}), 0)::int from ${productosConteo}${
      conCategoria ? sql` where ${productosConteo.categoria} = ${sql.placeholder('categoria')}` : sql``
    })`.mapWith(Number);
  }
  return sql<number>`(select count(*)::int from ${productos} where ${filtroProductos(conCategoria, busqueda)})`.mapWith(Number);
}

/**
 * GET productos?sucursalId&search&categoria&page&pageSize&sort&dir: the paged /stock list ordered
 * by codigo, or by `sort` (see {@link ordenProductos}); `search` matches the name (case-insensitive,
 * anywhere) or, when it is only digits, also the start of the code (docs/stock-y-productos.md).
 * ONE prepared statement per shape brings the page, the exact total and the branch check; a page
 * past the end asks the total again.
 */
export async function listProductosPage(
  db: Db,
  q: {
    sucursalId?: number;
    search?: string;
    categoria?: Categoria;
    page: number;
    pageSize: number;
    sort?: ProductosSortKey;
    dir?: SortDir;
  },
): Promise<Paged<Producto>> {
  const conSucursal = q.sucursalId !== undefined;
  const conCategoria = q.categoria !== undefined;
  const busqueda = tipoBusqueda(q.search);
  const key = `productos.pagina.${conSucursal}.${conCategoria}.${busqueda}.${q.sort ?? ''}.${q.dir ?? ''}`;
  const query = prepared(db, key, (name) => {
    const filtro = filtroProductos(conCategoria, busqueda);
    const orden = ordenProductos(conSucursal, q);
    if (busqueda === 'ninguna') {
      // Page by the index of the order, total from the counters: nothing scans the catalogue.
      return db
        .select({ ...columnas(conSucursal), total: totalExpr(conCategoria, busqueda) })
        .from(productos)
        .innerJoin(monedas, eq(monedas.id, productos.monedaId))
        .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId))
        .where(filtro)
        .orderBy(...orden)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    }
    // A search reads its matches once, by the indexes of the filter (a subquery with a window
    // function and no ORDER BY: the planner cannot walk the index of the order instead and filter
    // row by row): each match's id, its sort key and the count of all of them. Then the page of
    // ids is cut and only those rows are joined and shown. Planned with the real pattern (no name).
    const by = q.dir === 'desc' ? desc : asc;
    const coincidencias = db
      .select({
        id: productos.id,
        clave: sql`${q.sort ? ORDEN[q.sort](conSucursal) : productos.codigo}`.as('clave'),
        total: sql<number>`(count(*) over ())::int`.mapWith(Number).as('total'),
      })
      .from(productos)
      .where(filtro)
      .as('coincidencias');
    const pagina = db
      .select({ id: coincidencias.id, total: coincidencias.total })
      .from(coincidencias)
      .orderBy(by(coincidencias.clave), by(coincidencias.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('pagina');
    return db
      .select({ ...columnas(conSucursal), total: pagina.total })
      .from(pagina)
      .innerJoin(productos, eq(productos.id, pagina.id))
      .innerJoin(monedas, eq(monedas.id, productos.monedaId))
      .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId))
      .orderBy(...orden)
      .prepare(UNNAMED);
  });
  const params = {
    sucursalId: q.sucursalId,
    categoria: q.categoria,
    nombre: q.search ? likeContains(q.search) : undefined,
    codigo: q.search ? `${q.search}%` : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await query.execute(params);
  await checkSucursal(db, rows, q.sucursalId);
  let total = rows[0]?.total;
  if (total === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () =>
      db.select({ total: totalExpr(conCategoria, busqueda) }).from(sql`(select 1) as uno`).prepare(UNNAMED),
    );
    [{ total }] = await totalQuery.execute(params);
  }
  return { items: rows.map(toProducto), ...pageMeta(total, q.page, q.pageSize) };
}

/** GET productos/{id}?sucursalId: one active product, 404 'Producto no encontrado.'. */
export async function getProducto(db: DbOrTx, id: number, sucursalId?: number): Promise<Producto> {
  const conSucursal = sucursalId !== undefined;
  const query = prepared(db, `productos.detalle.${conSucursal}`, (name) =>
    baseQuery(db, conSucursal)
      .where(and(eq(productos.id, sql.placeholder('id')), eq(productos.isDeleted, false)))
      .prepare(name),
  );
  const rows = await query.execute({ id, sucursalId });
  await checkSucursal(db, rows, sucursalId);
  if (!rows[0]) throw notFound(MSG_PRODUCTO_NO_ENCONTRADO);
  return toProducto(rows[0]);
}

/**
 * The last code of each category's range (docs/stock-y-productos.md): materia prima 10000–19999,
 * esencia 20000–29999, elaborado from 30000 with no upper bound (up to the largest integer code).
 */
export const CATEGORIA_CODIGO_FINAL: Record<Categoria, number> = {
  materia_prima: 19999,
  esencia: 29999,
  elaborado: 2147483647,
};

/** 409 text when a category has used every code of its range. */
export function msgSinCodigos(categoria: Categoria): string {
  return `No quedan códigos libres para la categoría ${CATEGORIA_LABEL[categoria]}.`;
}

/**
 * The next free code of a category: the largest code of its range + 1, or the first of the range
 * (materia_prima from 10000, esencia from 20000, elaborado from 30000; see
 * {@link CATEGORIA_CODIGO_FINAL} for the ends; docs/stock-y-productos.md). To be called inside the
 * creating transaction: a transaction-scoped advisory lock per category serialises concurrent
 * creations on PostgreSQL (PGlite is serial anyway).
 * @throws AppError 409 'No quedan códigos libres para la categoría {categoría}.' when the range is full.
 */
export async function nextCodigo(tx: Tx, categoria: Categoria): Promise<number> {
  const start = CATEGORIA_CODIGO_INICIAL[categoria];
  const end = CATEGORIA_CODIGO_FINAL[categoria];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`productos.codigo.${categoria}`}))`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${productos.codigo})` })
    .from(productos)
    .where(and(sql`${productos.codigo} >= ${start}`, sql`${productos.codigo} <= ${end}`));
  const max = row?.max === null || row?.max === undefined ? null : Number(row.max);
  if (max === null) return start;
  if (max >= end) throw conflict(msgSinCodigos(categoria));
  return max + 1;
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
