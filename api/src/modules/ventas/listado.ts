import { aliasedTable, and, asc, desc, eq, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { type EstadoPago, type SortDir, type VentasSortKey } from 'shared';
import type { Db } from '../../db/client';
import { clientes, metodosPago, sucursales, usuarios, ventas } from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { filasJson, paginaJson } from '../../lib/json-sql';
import { clienteCoincide, collated, conteoTabla, likeContains, sortedBy } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { conTablasDeVenta, FILTRO_ESTADO_PAGO, vendedores, VENTA_FILA } from './fila';

/**
 * The /ventas list (GET ventas; docs/ventas-y-presupuestos.md, «Lectura y listado», and
 * docs/rendimiento.md). The sale detail and every write stay in service.ts.
 */

/**
 * The page query of /ventas before its filters: the sale's columns with its client, seller, branch,
 * payment method and currency as JSON text, and `totalFilas`, the exact total of the list ({@link listVentas}).
 */
function paginaVentas(db: Db, totalFilas: SQL<number>) {
  return conTablasDeVenta(db.select({ j: VENTA_FILA.json, totalFilas }).from(ventas).$dynamic());
}

/**
 * What each sortable column of /ventas orders by (a fixed whitelist: the user's `sort` only picks a
 * key, never SQL). Sales without a client have a null name: last ascending, first descending.
 */
const ORDEN: Record<VentasSortKey, SQL | AnyColumn> = {
  id: ventas.id,
  fecha: ventas.fecha,
  cliente: collated(clientes.nombreApellido),
  vendedor: collated(vendedores.name),
  sucursal: collated(sucursales.nombre),
  metodoPago: collated(metodosPago.nombre),
  total: ventas.total,
};

/**
 * ORDER BY of the /ventas list (docs/arquitectura.md, "Listas"): newest first by default; with
 * `sort`, that column in `dir` (asc by default) and then the sale number the same way, so pages
 * never overlap.
 */
function ordenVentas(q: { sort?: VentasSortKey; dir?: SortDir }): SQL[] {
  if (!q.sort) return [desc(ventas.fecha), desc(ventas.id)];
  return sortedBy(q.dir, q.sort === 'id' ? [] : [ORDEN[q.sort]], ventas.id);
}

/** What the /ventas search can match: nothing, text (client or seller), or also a sale number. */
type BusquedaVenta = 'ninguna' | 'texto' | 'numero';

/** Clients of the search subquery (an alias: the page query joins `clientes` too). */
const clientesBuscados = aliasedTable(clientes, 'cliente_buscado');
/** Sellers of the search subquery. */
const vendedoresBuscados = aliasedTable(usuarios, 'vendedor_buscado');

/** The date range of the /ventas filters on the indexed `fecha` (Buenos Aires days, both ends included). */
function rangoFechas(conDesde: boolean, conHasta: boolean): SQL | undefined {
  return and(
    conDesde ? gte(ventas.fecha, sql.placeholder('desde')) : undefined,
    conHasta ? lt(ventas.fecha, sql.placeholder('hasta')) : undefined,
  );
}

/**
 * The ids of the sales that match the /ventas search, within the date range (docs/rendimiento.md):
 * the sales of each client whose name or document contains the text (pg_trgm indexes), read
 * through the index on (cliente_id, fecha) one client at a time (`offset 0` keeps the lateral
 * subquery from being turned into a scan of the whole range); the sales of the sellers whose name
 * contains it; and the sale whose number is the search. A UNION, so a sale found twice counts once.
 * Inside each subquery `ventas` names the subquery's own table, not the page query's.
 */
function ventasCoincidentes(conDesde: boolean, conHasta: boolean, busqueda: 'texto' | 'numero', conFecha = false): SQL {
  const patron = sql.placeholder('patron');
  const rango = rangoFechas(conDesde, conHasta);
  const v = sql.identifier('v');
  // With `conFecha`, each match also brings its date, read from the same row (for the page, below).
  const deV = conFecha ? sql`${v}.${sql.identifier('id')}, ${v}.${sql.identifier('fecha')}` : sql`${v}.${sql.identifier('id')}`;
  const deVenta = conFecha ? sql`${ventas.id}, ${ventas.fecha}` : sql`${ventas.id}`;
  const porCliente = sql`select ${deV} from ${clientes} as ${sql.identifier('cliente_buscado')}
    cross join lateral (select ${deVenta} from ${ventas} where ${and(eq(ventas.clienteId, clientesBuscados.id), rango)} offset 0) as ${v}
    where ${clienteCoincide(clientesBuscados.busqueda, patron)}`;
  const porVendedor = sql`select ${deVenta} from ${ventas} where ${and(
    sql`${ventas.vendedorId} in (select ${vendedoresBuscados.id} from ${usuarios} as ${sql.identifier('vendedor_buscado')} where ${ilike(vendedoresBuscados.name, patron)})`,
    rango,
  )}`;
  const porNumero = sql`select ${deVenta} from ${ventas} where ${and(eq(ventas.id, sql.placeholder('numero')), rango)}`;
  return sql.join(busqueda === 'numero' ? [porCliente, porVendedor, porNumero] : [porCliente, porVendedor], sql` union `);
}

/**
 * The page of a search with no other filter, in date or number order (what /ventas shows):
 * the matches come with their date ({@link ventasCoincidentes} `conFecha`), are counted and ordered
 * there, and only the rows of the page are read and joined with their client, seller, branch,
 * method and currency (before, every match was, to keep ten). Its columns: `id` and `totalFilas`
 * (aliases unique in the whole statement: drizzle names them without the subquery's name).
 */
function paginaDeCoincidentes(db: Db, coincidentes: SQL, q: { sort?: VentasSortKey; dir?: SortDir }) {
  const c = sql.identifier('coincidentes');
  const id = sql`${c}.${sql.identifier('id')}`;
  const fecha = sql`${c}.${sql.identifier('fecha')}`;
  const by = q.dir === 'desc' ? desc : asc;
  const orden = !q.sort ? [desc(fecha), desc(id)] : q.sort === 'fecha' ? [by(fecha), by(id)] : [by(id)];
  return db
    .select({ id: sql<number>`${id}`.as('venta_pagina'), totalFilas: sql<number>`(count(*) over ())::int`.mapWith(Number).as('total_filas') })
    .from(sql`(${coincidentes}) as ${c}`)
    .orderBy(...orden)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('pagina');
}

/**
 * The filters of /ventas that are not the search nor the dates: the seller (a placeholder, through
 * the index on (vendedor_id, fecha)), the payment status and annulled or not (their values are few,
 * so they are part of the SQL text and of the statement key).
 */
function filtrosExtra(conVendedor: boolean, estado: EstadoPago | undefined, anulada: 'true' | 'false' | undefined): SQL | undefined {
  return and(
    conVendedor ? eq(ventas.vendedorId, sql.placeholder('vendedorId')) : undefined,
    estado ? FILTRO_ESTADO_PAGO[estado] : undefined,
    anulada === undefined ? undefined : eq(ventas.isDeleted, anulada === 'true'),
  );
}

/**
 * GET ventas?search&fechaDesde&fechaHasta&vendedorId&estadoPago&anulada&page&pageSize&sort&dir:
 * newest first, or by `sort` (see {@link ordenVentas}). `search` matches the sale number, the
 * client's name or document, or the seller's name (anywhere, case-insensitive); dates are Buenos
 * Aires calendar days (both ends included); `vendedorId` the seller; `estadoPago` Pagada, Parcial or
 * Pendiente as `estadoPago` computes it; `anulada` 'true' only annulled sales, 'false' only active
 * ones (both when absent; the status filter does not exclude annulled sales by itself).
 * ONE statement per request brings the page and its exact total, prepared once per shape
 * (docs/rendimiento.md): with a search, the matching ids ({@link ventasCoincidentes}) and
 * `count(*) over ()` (a search alone in date or number order cuts the page among the matches and
 * joins only its rows, {@link paginaDeCoincidentes}); with other filters, a count of the filtered rows (Pendiente and Parcial only
 * read the partial index of the unpaid sales, {@link FILTRO_ESTADO_PAGO}); with no filter at all,
 * the counter of the table (`conteoTabla`). A page past the end asks the total again. Each row
 * comes as its JSON text (`VENTA_FILA`, fila.ts).
 * (docs/ventas-y-presupuestos.md, «Lectura y listado».)
 * @returns the JSON text of a `Paged<VentaListItem>`.
 */
export async function listVentas(
  db: Db,
  q: {
    search?: string;
    fechaDesde?: string;
    fechaHasta?: string;
    vendedorId?: number;
    estadoPago?: EstadoPago;
    anulada?: 'true' | 'false';
    page: number;
    pageSize: number;
    sort?: VentasSortKey;
    dir?: SortDir;
  },
): Promise<string> {
  const numero = q.search && /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
  const busqueda: BusquedaVenta = !q.search ? 'ninguna' : numero !== null ? 'numero' : 'texto';
  const conDesde = q.fechaDesde !== undefined && q.fechaDesde !== '';
  const conHasta = q.fechaHasta !== undefined && q.fechaHasta !== '';
  const conVendedor = q.vendedorId !== undefined;
  const impagas = q.estadoPago === 'Pendiente' || q.estadoPago === 'Parcial';
  const key = [
    'ventas.lista',
    conDesde,
    conHasta,
    busqueda,
    q.sort ?? '',
    q.dir ?? '',
    conVendedor ? 'vendedor' : '',
    q.estadoPago ?? '',
    q.anulada ?? '',
  ].join('.');
  /** The SQL of this shape, built only when its statement is prepared (see lib/prepared.ts). */
  const armar = () => {
    const coincidentes = busqueda === 'ninguna' ? null : ventasCoincidentes(conDesde, conHasta, busqueda);
    const extra = filtrosExtra(conVendedor, q.estadoPago, q.anulada);
    // `= any(array(…))`: the matching ids are computed first and the page reads those rows by
    // primary key (with `in (…)` the planner, expecting thousands of matches, scans the table).
    const filtro = and(coincidentes ? sql`${ventas.id} = any(array(${coincidentes}))` : rangoFechas(conDesde, conHasta), extra);
    const total =
      coincidentes && !extra
        ? sql<number>`(select count(*)::int from (${coincidentes}) as ${sql.identifier('coincidentes')})`.mapWith(Number)
        : filtro
          ? sql<number>`(select count(*)::int from ${ventas} where ${filtro})`.mapWith(Number)
          : conteoTabla('ventas');
    return { coincidentes, filtro, total };
  };
  const query = prepared(db, key, (name) => {
    const { coincidentes, filtro, total } = armar();
    if (busqueda !== 'ninguna' && !filtrosExtra(conVendedor, q.estadoPago, q.anulada) && (!q.sort || q.sort === 'fecha' || q.sort === 'id')) {
      // A search alone, by date or number: the page is cut among the matches and only its rows are
      // joined (paginaDeCoincidentes). One plan for every pattern (named).
      const pagina = paginaDeCoincidentes(db, ventasCoincidentes(conDesde, conHasta, busqueda, true), q);
      return conTablasDeVenta(
        db.select({ j: VENTA_FILA.json, totalFilas: pagina.totalFilas }).from(pagina).innerJoin(ventas, eq(ventas.id, pagina.id)).$dynamic(),
      )
        .orderBy(...ordenVentas(q))
        .prepare(name);
    }
    return paginaVentas(db, coincidentes ? sql<number>`count(*) over ()`.mapWith(Number) : total)
      .where(filtro)
      .orderBy(...ordenVentas(q))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      // A search keeps one plan for every pattern, and so does the list without filters (named
      // statements: no planning per request; their plan does not depend on the values); so does
      // the list of unpaid sales (Pendiente, Parcial), read from their partial index whatever the
      // dates. Other filters alone (dates, seller) are planned with their real values.
      .prepare(coincidentes || !filtro || impagas ? name : UNNAMED);
  });
  const params = {
    desde: conDesde ? startOfDayBA(q.fechaDesde!).toISOString() : undefined,
    hasta: conHasta ? endOfDayBA(q.fechaHasta!).toISOString() : undefined,
    patron: q.search ? likeContains(q.search) : undefined,
    numero,
    vendedorId: q.vendedorId,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await query.execute(params);
  let count = rows[0]?.totalFilas;
  if (count === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () =>
      db.select({ totalFilas: armar().total }).from(sql`(select 1) as uno`).prepare(UNNAMED),
    );
    [{ totalFilas: count }] = await totalQuery.execute(params);
  }
  return paginaJson(filasJson(rows), count, q.page, q.pageSize);
}
