import { and, asc, desc, eq, gt, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CATEGORIA_CODIGO_INICIAL,
  Dec,
  CATEGORIA_LABEL,
  toMoney,
  type Categoria,
  type Formula,
  type ProductoDetalle,
  type ProductosSortKey,
  type SortDir,
} from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  costosHistorial,
  formulaDetalles,
  formulas,
  monedas,
  productos,
  productosConteo,
  proveedores,
  stock,
  sucursales,
} from '../../db/schema';
import { bajoMinimo } from '../../db/proyecciones/reglas';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { filasJson, literal, objeto, objetoONulo, paginaJson, texto, valor } from '../../lib/json-sql';
import { collated, likeContains, sortedBy } from '../../lib/paging';
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

/**
 * A product as the API shows it (the `Producto` of shared/src/schemas), written as JSON text by the
 * database (lib/json-sql.ts): money with 2 decimals, quantities with 4 (the stock is cast), the VAT
 * rate without trailing zeros and valorFinal rounded ({@link VALOR_FINAL}), so the select list, the
 * /stock page and the detail send what the database wrote without mapping each column.
 * `extra`: further members (JSON text each), after those of the product.
 */
function productoJson(conSucursal: boolean, extra: Record<string, SQL> = {}): SQL<string> {
  return objeto({
    id: valor(productos.id),
    codigo: literal(productos.codigo),
    nombre: texto(productos.nombre),
    descripcion: texto(productos.descripcion),
    categoria: texto(productos.categoria),
    unidad: texto(productos.unidad),
    stock: literal(stockExpr(conSucursal)),
    stockMinimo: literal(productos.stockMinimo),
    precio: literal(productos.precio),
    alicuotaIva: literal(sql`trim_scale(${productos.alicuotaIva})`),
    valorFinal: literal(VALOR_FINAL),
    costo: literal(productos.costo),
    costoMonedaId: valor(productos.costoMonedaId),
    monedaId: valor(productos.monedaId),
    moneda: objeto({ id: valor(productos.monedaId), simbolo: texto(monedas.simbolo) }),
    proveedor: objetoONulo(proveedores.id, { id: valor(proveedores.id), nombre: texto(proveedores.nombre) }),
    ...extra,
  }) as SQL<string>;
}

/**
 * Product rows as the API shows them, read from the product with its currency and supplier: `j`,
 * each row's JSON text ({@link productoJson} with the `miembros` after the product's own),
 * `sucursalOk` ({@link sucursalOkExpr}) and the further `columnas` (the /stock page's total). The
 * select list, the /stock page read by the index of its order and the detail all start here.
 */
function filasProducto<C extends Record<string, SQL>>(db: DbOrTx, conSucursal: boolean, columnas: C = {} as C, miembros: Record<string, SQL> = {}) {
  return db
    .select({ j: productoJson(conSucursal, miembros), sucursalOk: sucursalOkExpr(conSucursal), ...columnas })
    .from(productos)
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId));
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
async function checkSucursal(db: DbOrTx, rows: ReadonlyArray<{ sucursalOk: boolean }>, sucursalId: number | undefined): Promise<void> {
  if (rows.length === 0) await assertSucursal(db, sucursalId);
  else if (!rows[0].sucursalOk) throw badRequest(MSG_SUCURSAL_INVALIDA);
}

/**
 * GET productos?select=true[&sucursalId]: every active product by codigo, stock of that branch (or
 * the total of all branches), as the JSON text of `{ products: Producto[] }`: each product's JSON
 * written by the database ({@link filasProducto}), joined here in the statement's order.
 * @throws 400 'Sucursal inválida.' when `sucursalId` is not an active branch.
 */
export async function listProductosSelect(db: Db, sucursalId?: number): Promise<string> {
  const conSucursal = sucursalId !== undefined;
  const query = prepared(db, `productos.select.${conSucursal}`, (name) =>
    filasProducto(db, conSucursal)
      .where(eq(productos.isDeleted, false))
      .orderBy(asc(productos.codigo))
      .prepare(name),
  );
  const rows = await query.execute({ sucursalId });
  await checkSucursal(db, rows, sucursalId);
  return `{"products":${filasJson(rows)}}`;
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
 * The products below their minimum in the branch of `sucursalId` (docs/stock-y-productos.md), kept
 * by api/drizzle/0006_rendimiento_listas.sql (docs/rendimiento.md): the stock rows of the branch whose
 * quantity is under the product's minimum (`minimo_vigente` is the product's `stock_minimo` copied
 * into the row, 0 once the product is deleted; a partial index holds exactly those rows), and
 * the products with no stock row in the branch at all (`stock_sin_fila`: their stock is 0, so they
 * are below any minimum above 0). Both uncorrelated: read once per statement.
 */
const BAJO_FILAS = sql`select ${sql.identifier('s')}.producto_id from ${stock} as ${sql.identifier('s')}
  where ${sql.identifier('s')}.sucursal_id = ${SUCURSAL} and ${bajoMinimo('s')}`;
const BAJO_SIN_FILA = sql`select ${sql.identifier('f')}.producto_id from ${sql.identifier('stock_sin_fila')} as ${sql.identifier('f')}
  where ${sql.identifier('f')}.sucursal_id = ${SUCURSAL} and not exists (select 1 from ${stock} as ${sql.identifier('s')}
    where ${sql.identifier('s')}.producto_id = ${sql.identifier('f')}.producto_id and ${sql.identifier('s')}.sucursal_id = ${sql.identifier('f')}.sucursal_id)`;

/**
 * How the /stock list reads the products below their minimum: 'recorrido' walks the catalogue in
 * code order and keeps each product found in the sets above (hashed once): quick while the page is
 * near the start and the matches are not rare; 'ids' reads the matching products one by one by id
 * and sorts them: quick when they are few. 'suma' is the filter without a branch (all branches'
 * stock summed per product, computed per product).
 */
type ModoBajoMinimo = 'no' | 'recorrido' | 'ids' | 'suma';

/**
 * "Below its minimum" (the `bajoMinimo=true` filter, docs/stock-y-productos.md): the stock of the
 * branch (a missing stock row counts as 0), or the total of all branches without one, is less than
 * `stock_minimo`; a minimum of 0 is never undercut. With a branch, membership in {@link BAJO_FILAS}
 * or {@link BAJO_SIN_FILA}, written for the way the page is read ({@link ModoBajoMinimo}).
 */
function bajoMinimoExpr(modo: Exclude<ModoBajoMinimo, 'no'>): SQL {
  if (modo === 'recorrido') {
    return sql`(${productos.stockMinimo} > 0 and (${productos.id} in (${BAJO_FILAS}) or ${productos.id} in (${BAJO_SIN_FILA})))`;
  }
  if (modo === 'ids') {
    return sql`(${productos.stockMinimo} > 0 and ${productos.id} = any(array(${BAJO_FILAS} union all ${BAJO_SIN_FILA})))`;
  }
  return sql`(${productos.stockMinimo} > 0 and coalesce((select sum(${stock.cantidad}) from ${stock} where ${stock.productoId} = ${productos.id}), 0) < ${productos.stockMinimo})`;
}

/** What changes the SQL of the /stock list (never a value): the prepared-statement shape. */
interface FiltroForma {
  conSucursal: boolean;
  conCategoria: boolean;
  busqueda: Busqueda;
  bajoMinimo: ModoBajoMinimo;
}

/**
 * WHERE of the /stock list (docs/stock-y-productos.md): active products, of `categoria`, whose name
 * contains the search (case-insensitive; a pg_trgm index) or, for a search of digits only, whose
 * code starts with it (an index on the code as text); with `bajoMinimo`, only those below their
 * minimum ({@link bajoMinimoExpr}).
 */
function filtroProductos(f: FiltroForma): SQL | undefined {
  return and(
    // A literal, not a parameter: it is the predicate of the partial indexes on the name (pg_trgm)
    // and on the code, so a plan made for every value (a named statement) can still use them.
    sql`${productos.isDeleted} = false`,
    f.conCategoria ? eq(productos.categoria, sql.placeholder('categoria')) : undefined,
    f.busqueda === 'nombre' ? ilike(productos.nombre, sql.placeholder('nombre')) : undefined,
    f.busqueda === 'nombreOCodigo'
      ? or(ilike(productos.nombre, sql.placeholder('nombre')), sql`${productos.codigo}::text like ${sql.placeholder('codigo')}`)
      : undefined,
    f.bajoMinimo !== 'no' ? bajoMinimoExpr(f.bajoMinimo) : undefined,
  );
}

/** Whether the list only needs the counters for its total (no search, no stock filter). */
const totalPorContadores = (f: FiltroForma) => f.busqueda === 'ninguna' && f.bajoMinimo === 'no';

/**
 * Whether the page is read in code order straight from the index of the order (no search): the
 * list without a stock filter, and the walk of the products below their minimum.
 */
const paginaPorIndice = (f: FiltroForma) => f.busqueda === 'ninguna' && (f.bajoMinimo === 'no' || f.bajoMinimo === 'recorrido');

/** Active products (of `categoria` with `conCategoria`) from the counters of `productos_conteo`. */
function activosExpr(conCategoria: boolean): SQL<number> {
  return sql<number>`(select coalesce(sum(${productosConteo.activos}), 0)::int from ${productosConteo}${
    conCategoria ? sql` where ${productosConteo.categoria} = ${sql.placeholder('categoria')}` : sql``
  })`.mapWith(Number);
}

/**
 * How many products the /stock list has, exactly, as an uncorrelated subquery (evaluated once per
 * statement). Without a search nor `bajoMinimo`: the counters of `productos_conteo`, kept by
 * triggers in the same transaction as every insert, update or delete of `productos`
 * (api/drizzle/0002_rendimiento.sql). Below the minimum of a branch, without category nor search:
 * the rows of the partial index of {@link BAJO_FILAS} plus the active products of
 * {@link BAJO_SIN_FILA} with a minimum (api/drizzle/0006_rendimiento_listas.sql). Otherwise
 * count(*) over the filter.
 */
function totalExpr(f: FiltroForma): SQL<number> {
  if (totalPorContadores(f)) return activosExpr(f.conCategoria);
  if (f.conSucursal && f.bajoMinimo !== 'no' && f.bajoMinimo !== 'suma' && f.busqueda === 'ninguna' && !f.conCategoria) {
    return sql<number>`((select count(*) from (${BAJO_FILAS}) as ${sql.identifier('filas')})
      + (select count(*) from (${BAJO_SIN_FILA}) as ${sql.identifier('sin_fila')}
         join ${productos} on ${eq(productos.id, sql`${sql.identifier('sin_fila')}.producto_id`)}
         where ${and(eq(productos.isDeleted, false), gt(productos.stockMinimo, '0'))}))::int`.mapWith(Number);
  }
  return sql<number>`(select count(*)::int from ${productos} where ${filtroProductos(f)})`.mapWith(Number);
}

/**
 * How the products below their minimum are read ({@link ModoBajoMinimo}): without a branch, the sum
 * of all branches; with a search or another order, by id; in code order, a walk of the catalogue
 * when the page is expected within the first `total` products walked (`offset + limit` matches at
 * a density of `total / activos`), otherwise by id (docs/rendimiento.md). The walk needs the total
 * first: one small statement ({@link totalExpr}, with the active products), whose total the page
 * then reuses.
 */
async function modoBajoMinimo(
  db: Db,
  forma: FiltroForma,
  q: { sort?: ProductosSortKey },
  params: { sucursalId?: number; categoria?: Categoria; limit: number; offset: number },
): Promise<{ modo: ModoBajoMinimo; total?: number }> {
  if (!forma.conSucursal) return { modo: 'suma' };
  if (q.sort || forma.busqueda !== 'ninguna') return { modo: 'ids' };
  const conteo = prepared(db, `productos.bajoMinimo.conteo.${forma.conCategoria}`, (name) =>
    db
      .select({ total: totalExpr({ ...forma, bajoMinimo: 'recorrido' }), activos: activosExpr(forma.conCategoria) })
      .from(sql`(select 1) as uno`)
      .prepare(name),
  );
  const [{ total, activos }] = await conteo.execute(params);
  const recorrido = (params.offset + params.limit) * activos <= total * total;
  return { modo: recorrido ? 'recorrido' : 'ids', total };
}

/**
 * GET productos?sucursalId&search&categoria&bajoMinimo&page&pageSize&sort&dir: the paged /stock
 * list ordered by codigo, or by `sort` (see {@link ordenProductos}); `search` matches the name
 * (case-insensitive, anywhere) or, when it is only digits, also the start of the code;
 * `bajoMinimo: 'true'` keeps the products below their minimum in the branch (or in total without
 * one) (docs/stock-y-productos.md). ONE prepared statement per shape brings the page, the exact
 * total and the branch check (below the minimum in code order, a first one counts:
 * {@link modoBajoMinimo}); a page past the end asks the total again (docs/rendimiento.md). Each
 * row comes as its JSON text ({@link productoJson}).
 * @returns the JSON text of a `Paged<Producto>`.
 */
export async function listProductosPage(
  db: Db,
  q: {
    sucursalId?: number;
    search?: string;
    categoria?: Categoria;
    bajoMinimo?: 'true' | 'false';
    page: number;
    pageSize: number;
    sort?: ProductosSortKey;
    dir?: SortDir;
  },
): Promise<string> {
  const params = {
    sucursalId: q.sucursalId,
    categoria: q.categoria,
    nombre: q.search ? likeContains(q.search) : undefined,
    codigo: q.search ? `${q.search}%` : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const forma: FiltroForma = {
    conSucursal: q.sucursalId !== undefined,
    conCategoria: q.categoria !== undefined,
    busqueda: tipoBusqueda(q.search),
    bajoMinimo: 'no',
  };
  let contado: number | undefined;
  if (q.bajoMinimo === 'true') ({ modo: forma.bajoMinimo, total: contado } = await modoBajoMinimo(db, forma, q, params));
  const { conSucursal } = forma;
  // A name search with three letters or digits in a row can use the trigram index whatever the text,
  // so its statement keeps one plan for every text (named: no planning per request); shorter ones,
  // which the index cannot narrow, and searches of digits (the start of the code, whose index needs
  // the actual text) are planned with the real value.
  const planUnico = forma.busqueda === 'nombre' && /[\p{L}\p{N}]{3}/u.test(q.search ?? '');
  const key = `productos.pagina.${conSucursal}.${forma.conCategoria}.${forma.busqueda}.${forma.bajoMinimo}.${q.sort ?? ''}.${q.dir ?? ''}.${planUnico}`;
  const query = prepared(db, key, (name) => {
    const filtro = filtroProductos(forma);
    const orden = ordenProductos(conSucursal, q);
    if (paginaPorIndice(forma)) {
      // Page by the index of the order, total from the counters (or counted just before, for the
      // walk below the minimum): nothing scans the catalogue.
      const total = forma.bajoMinimo === 'recorrido' ? sql<number>`${sql.placeholder('total')}::int`.mapWith(Number) : totalExpr(forma);
      return filasProducto(db, conSucursal, { total })
        .where(filtro)
        .orderBy(...orden)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    }
    // A search (or the stock filter) reads its matches once, by the indexes of the filter (a
    // subquery with a window function and no ORDER BY: the planner cannot walk the index of the
    // order instead and filter row by row): each match's id, its sort key and the count of all of
    // them. Then the page of ids is cut and only those rows are joined and shown. Planned with the
    // real values (no name), except a name search that the trigram index can always narrow (`planUnico`).
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
      .select({ j: productoJson(conSucursal), sucursalOk: sucursalOkExpr(conSucursal), total: pagina.total })
      .from(pagina)
      .innerJoin(productos, eq(productos.id, pagina.id))
      .innerJoin(monedas, eq(monedas.id, productos.monedaId))
      .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId))
      .orderBy(...orden)
      .prepare(planUnico ? name : UNNAMED);
  });
  const rows = await query.execute({ ...params, total: contado });
  await checkSucursal(db, rows, q.sucursalId);
  let total = rows[0]?.total ?? contado;
  if (total === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () =>
      db.select({ total: totalExpr(forma) }).from(sql`(select 1) as uno`).prepare(UNNAMED),
    );
    [{ total }] = await totalQuery.execute(params);
  }
  return paginaJson(filasJson(rows), total, q.page, q.pageSize);
}

/**
 * The formula of the product as one JSON value (null without one), read in the product's own
 * statement: quantities with 4 decimals, raw materials in the order they were entered.
 */
const FORMULA_JSON = sql<Formula | null>`(
  select json_build_object(
    'cantidadProducida', f.cantidad_producida::text,
    'detalles', coalesce((
      select json_agg(json_build_object(
        'materiaPrimaId', d.materia_prima_id,
        'cantidad', d.cantidad::text,
        'producto', json_build_object('id', mp.id, 'codigo', mp.codigo::text, 'nombre', mp.nombre, 'unidad', mp.unidad)
      ) order by d.id)
      from ${formulaDetalles} d join ${productos} mp on mp.id = d.materia_prima_id
      where d.formula_id = f.id
    ), '[]'::json))
  from ${formulas} f where f.producto_id = ${productos.id})`;

/** The stock of the product in every active branch, by branch id (0 without a stock row), as JSON. */
const STOCK_POR_SUCURSAL_JSON = sql<ProductoDetalle['stockPorSucursal']>`(
  select coalesce(json_agg(json_build_object(
    'sucursalId', s.id, 'nombre', s.nombre, 'cantidad', coalesce(st.cantidad, 0)::numeric(14, 4)::text
  ) order by s.id), '[]'::json)
  from ${sucursales} s left join ${stock} st on st.sucursal_id = s.id and st.producto_id = ${productos.id}
  where s.activo)`;

/**
 * GET productos/{id}?sucursalId (docs/stock-y-productos.md): one active product with the stock of
 * that branch (or of all of them), its formula (null for raw materials and products without one)
 * and its stock in every active branch. ONE prepared statement (benchmarked, docs/rendimiento.md):
 * the product, the branch check, the formula and the stock per branch, written as JSON text.
 * @returns the JSON text of a `ProductoDetalle`.
 * @throws AppError 400 'Sucursal inválida.', 404 'Producto no encontrado.'.
 */
export async function getProducto(db: Db, id: number, sucursalId?: number): Promise<string> {
  const conSucursal = sucursalId !== undefined;
  const query = prepared(db, `productos.detalle.${conSucursal}`, (name) =>
    filasProducto(db, conSucursal, {}, { formula: valor(FORMULA_JSON), stockPorSucursal: valor(STOCK_POR_SUCURSAL_JSON) })
      .where(and(eq(productos.id, sql.placeholder('id')), eq(productos.isDeleted, false)))
      .prepare(name),
  );
  const rows = await query.execute({ id, sucursalId });
  await checkSucursal(db, rows, sucursalId);
  const row = rows[0];
  if (!row) throw notFound(MSG_PRODUCTO_NO_ENCONTRADO);
  return row.j;
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

/** A formula as written: quantities (4 decimals) of raw materials for `cantidadProducida` units. */
export interface FormulaInput {
  cantidadProducida: string;
  detalles: Array<{ materiaPrimaId: number; cantidad: string }>;
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
  /** Only for esencia and elaborado; the caller has validated its raw materials (abm.ts). */
  formula?: FormulaInput | null;
}

/**
 * Writes the formula of `productoId` (docs/stock-y-productos.md): creates it or replaces its
 * quantity produced and all its raw materials. The formula row keeps its id.
 */
export async function guardarFormula(tx: Tx, productoId: number, formula: FormulaInput): Promise<void> {
  const [f] = await tx
    .insert(formulas)
    .values({ productoId, cantidadProducida: formula.cantidadProducida })
    .onConflictDoUpdate({ target: formulas.productoId, set: { cantidadProducida: formula.cantidadProducida, updatedAt: sql`now()` } })
    .returning({ id: formulas.id });
  await tx.delete(formulaDetalles).where(eq(formulaDetalles.formulaId, f.id));
  await tx
    .insert(formulaDetalles)
    .values(formula.detalles.map((d) => ({ formulaId: f.id, materiaPrimaId: d.materiaPrimaId, cantidad: d.cantidad })));
}

/**
 * Creates a product with the next code of its category inside `tx` (docs/stock-y-productos.md):
 * the product, its formula when given, a cost-history row (origen 'alta', no previous cost) when
 * the cost is not zero, and the audit row. The caller validates the references (see
 * `crearProducto` in abm.ts, which the route uses).
 * @throws AppError 409 'No quedan códigos libres para la categoría {categoría}.'.
 */
export async function createProducto(tx: Tx, usuarioId: number | null, input: NuevoProducto): Promise<{ id: number; codigo: number }> {
  const { formula, ...campos } = input;
  const codigo = await nextCodigo(tx, input.categoria);
  const [row] = await tx
    .insert(productos)
    .values({ ...campos, codigo })
    .returning({ id: productos.id, codigo: productos.codigo, costo: productos.costo, costoMonedaId: productos.costoMonedaId });
  if (formula) await guardarFormula(tx, row.id, formula);
  if (!new Dec(row.costo).isZero()) {
    await tx.insert(costosHistorial).values({
      productoId: row.id,
      costoAnterior: null,
      costoAnteriorMonedaId: null,
      costoNuevo: row.costo,
      costoNuevoMonedaId: row.costoMonedaId,
      origen: 'alta',
      usuarioId,
    });
  }
  await audit(tx, { usuarioId, entidad: 'productos', entidadId: row.id, accion: 'crear', despues: { ...input, codigo } });
  return { id: row.id, codigo: row.codigo };
}
