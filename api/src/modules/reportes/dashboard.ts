import { sql, type SQL } from 'drizzle-orm';
import { hasAnyPermission, P, type Dashboard } from 'shared';
import type { Db } from '../../db/client';
import { bajoMinimo } from '../../db/proyecciones/reglas';
import { diaBA } from '../../lib/dates';
import { NULO } from '../../lib/json-sql';
import { prepared } from '../../lib/prepared';

/**
 * GET dashboard (docs/reportes.md, «Inicio (API)»): the figures of /home, each computed only when the
 * user holds the permission of its screen (otherwise null and never queried). ONE statement (one
 * round trip), prepared once per combination of figures, that writes the whole answer as JSON text
 * (the server sends it as it is, like the reports): the active sales of the days shown per day and
 * currency and the positive balances per currency come from the small tables that triggers keep
 * (api/drizzle/0010_rendimiento_reportes.sql), the products below their minimum from the partial
 * index of stock, the runs in progress from a partial index.
 */

const DIA_MS = 24 * 60 * 60 * 1000;
/** Days of `ventasDiarias`, today included. */
export const DIAS_VENTAS_DIARIAS = 30;

/** The day `dias` days before the calendar day `dia` (YYYY-MM-DD → YYYY-MM-DD). */
function diaMenos(dia: string, dias: number): string {
  return new Date(Date.parse(`${dia}T00:00:00Z`) - dias * DIA_MS).toISOString().slice(0, 10);
}

/** Which figures the user may see: the statement's shape (the others are JSON null, never read). */
interface Cifras {
  ventas: boolean;
  porCobrar: boolean;
  bajoMinimo: boolean;
  fabricaciones: boolean;
}

/** A Buenos Aires day placeholder (YYYY-MM-DD) as a date. */
const dia = (nombre: 'desde' | 'hoy' | 'inicioMes' | 'inicioDiarias') => sql`${sql.placeholder(nombre)}::date`;

/**
 * The active (not annulled) sales from the day `desde` to today per day and currency, from
 * `ventas_por_dia` (a key may have several rows, so they are summed); a (day, currency) without
 * active sales is left out. A derived table `dias` (at most 31 days × currencies rows, read by
 * index: cheap enough to read once per figure).
 */
const SQL_DIAS = sql`(select d.dia, d.moneda_id, sum(d.total) as total, sum(d.cantidad)::int as cantidad from ventas_por_dia d
  where d.dia >= ${dia('desde')} and d.dia <= ${dia('hoy')}
  group by d.dia, d.moneda_id having sum(d.cantidad) > 0) as dias`;

/**
 * The days of `dias` from `desde` on, added up per currency, as the JSON array of TotalMoneda by
 * currency id: `{ monedaId, simbolo, total (2 decimals), cantidad }`.
 */
function totalPorMoneda(desde: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'monedaId', x.moneda_id, 'simbolo', m.simbolo, 'total', round(x.total, 2)::text, 'cantidad', x.cantidad
    ) order by x.moneda_id), '[]'::json)::text
    from (select dias.moneda_id, sum(dias.total) as total, sum(dias.cantidad)::int as cantidad from ${SQL_DIAS} where dias.dia >= ${desde} group by dias.moneda_id) x
    join monedas m on m.id = x.moneda_id)`;
}

/** The last 30 days (today included) of `dias`, as the JSON array `{ fecha, monedaId, total }` by day and currency. */
const SQL_DIARIAS = sql`(select coalesce(json_agg(json_build_object(
    'fecha', to_char(dias.dia, 'YYYY-MM-DD'), 'monedaId', dias.moneda_id, 'total', round(dias.total, 2)::text
  ) order by dias.dia, dias.moneda_id), '[]'::json)::text
  from ${SQL_DIAS} where dias.dia >= ${dia('inicioDiarias')})`;

/**
 * What clients owe per currency, as the JSON array of TotalMoneda by currency id: the sum of the
 * positive balances and how many there are, from `saldos_positivos` (kept by triggers on
 * saldos_cuenta_corriente, 0010). Only active clients can hold a balance (a client with one cannot
 * be deleted, MSG_CLIENTE_CON_SALDO), so no client is read.
 */
const SQL_POR_COBRAR = sql`(select coalesce(json_agg(json_build_object(
    'monedaId', s.moneda_id, 'simbolo', m.simbolo, 'total', round(s.total, 2)::text, 'cantidad', s.deudores
  ) order by s.moneda_id), '[]'::json)::text
  from (
    select p.moneda_id, sum(p.total) as total, sum(p.deudores)::int as deudores from saldos_positivos p
     group by p.moneda_id having sum(p.deudores) > 0
  ) s join monedas m on m.id = s.moneda_id)`;

/**
 * How many distinct active products are below their minimum in at least one active branch (the
 * /stock filter «bajo mínimo», docs/stock-y-productos.md, read as api/src/modules/productos/service.ts
 * does): the stock rows under `minimo_vigente` (the product's minimum copied into the row, 0 once
 * deleted; a partial index holds exactly them) and the (product, branch) pairs without a stock row
 * (`stock_sin_fila`, stock 0) of products with a minimum above 0 (api/drizzle/0006_rendimiento_listas.sql),
 * counted once each.
 */
const SQL_BAJO_MINIMO = sql`(select count(distinct bajo.producto_id)::text from (
    select s.producto_id from stock s
     where s.sucursal_id in (select su.id from sucursales su where su.activo) and ${bajoMinimo('s')}
    union all
    select f.producto_id from stock_sin_fila f join sucursales su on su.id = f.sucursal_id and su.activo
      join productos p on p.id = f.producto_id and p.is_deleted = false and p.stock_minimo > 0
     where not exists (select 1 from stock s where s.producto_id = f.producto_id and s.sucursal_id = f.sucursal_id)
  ) as bajo)`;

/** Manufacturing runs in progress: neither finished nor cancelled, not deleted (a partial index, 0010). */
const SQL_FABRICACIONES = sql`(select count(*)::text from fabricaciones f where f.estado = 'en_proceso' and f.is_deleted = false)`;


/**
 * The statement of `cifras`: the JSON text of the whole Dashboard, each figure the user may not see
 * written as null (and not read).
 */
function consulta(db: Db, cifras: Cifras) {
  const clave = `dashboard.${cifras.ventas}.${cifras.porCobrar}.${cifras.bajoMinimo}.${cifras.fabricaciones}`;
  return prepared(db, clave, (name) => {
    const json = sql<string>`'{"ventasHoy":' || ${cifras.ventas ? totalPorMoneda(dia('hoy')) : NULO}
      || ',"ventasMes":' || ${cifras.ventas ? totalPorMoneda(dia('inicioMes')) : NULO}
      || ',"ventasDiarias":' || ${cifras.ventas ? SQL_DIARIAS : NULO}
      || ',"porCobrar":' || ${cifras.porCobrar ? SQL_POR_COBRAR : NULO}
      || ',"bajoMinimo":' || ${cifras.bajoMinimo ? SQL_BAJO_MINIMO : NULO}
      || ',"fabricacionesEnProceso":' || ${cifras.fabricaciones ? SQL_FABRICACIONES : NULO} || '}'`;
    return db.select({ json: json.as('json') }).from(sql`(select 1) as uno`).prepare(name);
  });
}

/** The Dashboard of nobody: every figure null. */
const NADA = '{"ventasHoy":null,"ventasMes":null,"ventasDiarias":null,"porCobrar":null,"bajoMinimo":null,"fabricacionesEnProceso":null}';

/**
 * GET dashboard (any signed-in user; docs/reportes.md, «Inicio (API)»), as the JSON text of a
 * Dashboard written by the database. Each figure only with the permission of its screen, else null:
 * ventasHoy, ventasMes and ventasDiarias with ventas.get or facturacion.get (active sales of today,
 * of this calendar month and of the last 30 days including today, Buenos Aires days, per currency;
 * days without sales are omitted); porCobrar with cuentas_corrientes.get; bajoMinimo with stock.get;
 * fabricacionesEnProceso with fabricacion.get. Money: decimal strings with 2 decimals, summed as SQL
 * numeric (never floats). Without any figure, no statement runs.
 */
export async function dashboardJson(db: Db, permisos: readonly string[], ahora: Date = new Date()): Promise<string> {
  const cifras: Cifras = {
    ventas: hasAnyPermission(permisos, [P.ventasGet, P.facturacionGet]),
    porCobrar: hasAnyPermission(permisos, [P.cuentasCorrientesGet]),
    bajoMinimo: hasAnyPermission(permisos, [P.stockGet]),
    fabricaciones: hasAnyPermission(permisos, [P.fabricacionGet]),
  };
  if (!cifras.ventas && !cifras.porCobrar && !cifras.bajoMinimo && !cifras.fabricaciones) return NADA;
  const hoy = diaBA(ahora);
  const inicioMes = `${hoy.slice(0, 8)}01`;
  const inicioDiarias = diaMenos(hoy, DIAS_VENTAS_DIARIAS - 1);
  const desde = inicioMes < inicioDiarias ? inicioMes : inicioDiarias;
  const [{ json }] = await consulta(db, cifras).execute(cifras.ventas ? { desde, hoy, inicioMes, inicioDiarias } : {});
  return json;
}

/** {@link dashboardJson} as an object (Dashboard); for callers that need the figures, not the text. */
export async function dashboard(db: Db, permisos: readonly string[], ahora: Date = new Date()): Promise<Dashboard> {
  return JSON.parse(await dashboardJson(db, permisos, ahora)) as Dashboard;
}
