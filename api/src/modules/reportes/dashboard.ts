import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { Dec, hasAnyPermission, P, toMoney, type Dashboard, type TotalMoneda } from 'shared';
import type { Db } from '../../db/client';
import { fabricaciones, monedas, saldosCuentaCorriente, ventas } from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { prepared } from '../../lib/prepared';

/**
 * GET dashboard (docs/reportes.md, «Inicio (API)»): the figures of /home, each computed only when the
 * user holds the permission of its screen (otherwise null and never queried). At most four
 * statements, each on an index: the active sales of the days shown grouped by day and currency; the
 * positive balances per currency; the products below their minimum; the runs in progress.
 */

const DIA_MS = 24 * 60 * 60 * 1000;
/** Days of `ventasDiarias`, today included. */
export const DIAS_VENTAS_DIARIAS = 30;

/** Today's Buenos Aires calendar day (UTC-03:00 all year, lib/dates.ts) of the instant `ahora`. */
export function hoyBA(ahora: Date = new Date()): string {
  return new Date(ahora.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The day `dias` days before the calendar day `dia` (YYYY-MM-DD → YYYY-MM-DD). */
function diaMenos(dia: string, dias: number): string {
  return new Date(Date.parse(`${dia}T00:00:00Z`) - dias * DIA_MS).toISOString().slice(0, 10);
}

/** The Buenos Aires calendar day of a sale, as YYYY-MM-DD (fixed offset -03:00, as lib/dates.ts). */
const diaVenta = sql<string>`to_char((${ventas.fecha} at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')`;

/** One (day, currency) group of active sales. */
interface VentasDia {
  dia: string;
  monedaId: number;
  simbolo: string;
  total: string;
  cantidad: number;
}

/**
 * The active (not annulled) sales from the start of the Buenos Aires day `desde` to the end of `hasta`,
 * summed per day and currency in SQL (numeric), on the index of `fecha`.
 */
async function ventasPorDia(db: Db, desde: string, hasta: string): Promise<VentasDia[]> {
  const query = prepared(db, 'dashboard.ventas', (name) =>
    db
      .select({
        dia: diaVenta,
        monedaId: ventas.monedaId,
        simbolo: monedas.simbolo,
        total: sql<string>`sum(${ventas.total})::text`,
        cantidad: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(ventas)
      .innerJoin(monedas, eq(monedas.id, ventas.monedaId))
      .where(and(gte(ventas.fecha, sql.placeholder('desde')), lt(ventas.fecha, sql.placeholder('hasta')), eq(ventas.isDeleted, false)))
      .groupBy(diaVenta, ventas.monedaId, monedas.simbolo)
      .orderBy(asc(diaVenta), asc(ventas.monedaId))
      .prepare(name),
  );
  return query.execute({ desde: startOfDayBA(desde).toISOString(), hasta: endOfDayBA(hasta).toISOString() });
}

/** The groups of `filas` from day `desde` on, added up per currency (Dec; money 2 decimals), by currency id. */
function totalPorMoneda(filas: VentasDia[], desde: string): TotalMoneda[] {
  const por = new Map<number, { simbolo: string; total: InstanceType<typeof Dec>; cantidad: number }>();
  for (const f of filas) {
    if (f.dia < desde) continue;
    const t = por.get(f.monedaId) ?? { simbolo: f.simbolo, total: new Dec(0), cantidad: 0 };
    t.total = t.total.plus(f.total);
    t.cantidad += f.cantidad;
    por.set(f.monedaId, t);
  }
  return [...por.entries()]
    .sort(([a], [b]) => a - b)
    .map(([monedaId, t]) => ({ monedaId, simbolo: t.simbolo, total: toMoney(t.total), cantidad: t.cantidad }));
}

/**
 * What clients owe per currency: the sum of the positive balances and how many clients owe. Only
 * active clients can hold a balance (a client with one cannot be deleted, MSG_CLIENTE_CON_SALDO), so
 * the balances are read alone, without the clients' table.
 */
async function porCobrar(db: Db): Promise<TotalMoneda[]> {
  const query = prepared(db, 'dashboard.porCobrar', (name) =>
    db
      .select({
        monedaId: saldosCuentaCorriente.monedaId,
        simbolo: monedas.simbolo,
        total: sql<string>`sum(${saldosCuentaCorriente.saldo})::text`,
        cantidad: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(saldosCuentaCorriente)
      .innerJoin(monedas, eq(monedas.id, saldosCuentaCorriente.monedaId))
      .where(gt(saldosCuentaCorriente.saldo, '0'))
      .groupBy(saldosCuentaCorriente.monedaId, monedas.simbolo)
      .orderBy(asc(saldosCuentaCorriente.monedaId))
      .prepare(name),
  );
  const filas = await query.execute();
  return filas.map((f) => ({ ...f, total: toMoney(f.total) }));
}

/**
 * How many distinct active products are below their minimum in at least one active branch (the
 * /stock filter «bajo mínimo», docs/stock-y-productos.md, read as api/src/modules/productos/service.ts
 * does): the stock rows under `minimo_vigente` (the product's minimum copied into the row, 0 once
 * deleted; a partial index holds exactly them) and the (product, branch) pairs without a stock row
 * (`stock_sin_fila`, stock 0) of products with a minimum above 0 (api/drizzle/0006_rendimiento_listas.sql).
 */
async function bajoMinimo(db: Db): Promise<number> {
  const query = prepared(db, 'dashboard.bajoMinimo', (name) =>
    db
      .select({
        n: sql<number>`(select count(*)::int from (
          select s.producto_id from stock s join sucursales su on su.id = s.sucursal_id and su.activo
           where s.cantidad < s.minimo_vigente
          union
          select f.producto_id from stock_sin_fila f join sucursales su on su.id = f.sucursal_id and su.activo
            join productos p on p.id = f.producto_id and p.is_deleted = false and p.stock_minimo > 0
           where not exists (select 1 from stock s where s.producto_id = f.producto_id and s.sucursal_id = f.sucursal_id)
        ) as bajo)`.mapWith(Number),
      })
      .from(sql`(select 1) as uno`)
      .prepare(name),
  );
  const [{ n }] = await query.execute();
  return n;
}

/** Manufacturing runs in progress: neither finished nor cancelled, not deleted (index on estado). */
async function fabricacionesEnProceso(db: Db): Promise<number> {
  const query = prepared(db, 'dashboard.fabricaciones', (name) =>
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(fabricaciones)
      .where(and(eq(fabricaciones.estado, 'en_proceso'), eq(fabricaciones.isDeleted, false)))
      .prepare(name),
  );
  const [{ n }] = await query.execute();
  return n;
}

/**
 * GET dashboard (any signed-in user; docs/reportes.md, «Inicio (API)»). Each figure only with the
 * permission of its screen, else null: ventasHoy, ventasMes and ventasDiarias with ventas.get or
 * facturacion.get (active sales of today, of this calendar month and of the last 30 days including
 * today, Buenos Aires days, per currency; days without sales are omitted); porCobrar with
 * cuentas_corrientes.get; bajoMinimo with stock.get; fabricacionesEnProceso with fabricacion.get.
 * Money: decimal strings with 2 decimals, summed as SQL numeric and Dec (never floats).
 */
export async function dashboard(db: Db, permisos: readonly string[], ahora: Date = new Date()): Promise<Dashboard> {
  const out: Dashboard = {
    ventasHoy: null,
    ventasMes: null,
    ventasDiarias: null,
    porCobrar: null,
    bajoMinimo: null,
    fabricacionesEnProceso: null,
  };
  if (hasAnyPermission(permisos, [P.ventasGet, P.facturacionGet])) {
    const hoy = hoyBA(ahora);
    const inicioMes = `${hoy.slice(0, 8)}01`;
    const inicioDiarias = diaMenos(hoy, DIAS_VENTAS_DIARIAS - 1);
    const filas = await ventasPorDia(db, inicioMes < inicioDiarias ? inicioMes : inicioDiarias, hoy);
    out.ventasHoy = totalPorMoneda(filas, hoy);
    out.ventasMes = totalPorMoneda(filas, inicioMes);
    out.ventasDiarias = filas
      .filter((f) => f.dia >= inicioDiarias)
      .map((f) => ({ fecha: f.dia, monedaId: f.monedaId, total: toMoney(f.total) }));
  }
  if (hasAnyPermission(permisos, [P.cuentasCorrientesGet])) out.porCobrar = await porCobrar(db);
  if (hasAnyPermission(permisos, [P.stockGet])) out.bajoMinimo = await bajoMinimo(db);
  if (hasAnyPermission(permisos, [P.fabricacionGet])) out.fabricacionesEnProceso = await fabricacionesEnProceso(db);
  return out;
}
