import type { Dashboard, TotalMoneda } from 'shared';
import { hasAnyPermission, P } from 'shared/permissions';
import { canOpen, findRoute } from 'shared/routes';
import { formatMoney } from 'shared/format';
import { simboloMoneda } from 'shared/saldo';
import { diaAnterior, formatDia, primerDiaDelMes, ultimosDias } from './fechas';

/**
 * What /home computes from GET dashboard (docs/reportes.md, «Inicio (pantalla)»): which figures the
 * user may get, the links of the tiles, and the 30-day sales series of the chart. Pure functions.
 */

/** Days the sales chart covers, today (Buenos Aires) included. */
export const DIAS_GRAFICO = 30;

/**
 * The permissions that give at least one figure of GET dashboard (dashboardSchema): sales with
 * ventas.get or facturacion.get, what clients owe with cuentas_corrientes.get, products under their
 * minimum with stock.get, runs in progress with fabricacion.get. A user with none of them gets only
 * nulls, so /home does not ask.
 */
export const PERMISOS_RESUMEN: readonly string[] = [P.ventasGet, P.facturacionGet, P.cuentasCorrientesGet, P.stockGet, P.fabricacionGet];

/**
 * True when the user may ask GET dashboard (home.get, which the API checks) and it can answer them
 * at least one figure (see {@link PERMISOS_RESUMEN}).
 */
export function puedeVerResumen(permisos: readonly string[] | undefined): boolean {
  return hasAnyPermission(permisos, [P.home]) && hasAnyPermission(permisos, PERMISOS_RESUMEN);
}

/**
 * `path` with its query (`params` without empty values) when the user can open the route
 * (`canOpen` of ROUTE_TABLE, as the sidebar decides); otherwise null: a tile never links to
 * /sin-permisos.
 */
export function enlaceSiPuede(path: string, params: Record<string, string>, permisos: readonly string[] | undefined): string | null {
  const route = findRoute(path);
  if (!route || !canOpen(route, permisos)) return null;
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The sales list of the days `desde`–`hasta` (YYYY-MM-DD, both included), only active sales, with the
 * names useVentasListParams reads (?fechaDesde=&fechaHasta=&anulada=false): /ventas with ventas.get,
 * else /facturacion (the same list) with facturacion.get, else null.
 */
export function enlaceVentas(desde: string, hasta: string, permisos: readonly string[] | undefined): string | null {
  const params = { fechaDesde: desde, fechaHasta: hasta, anulada: 'false' };
  return enlaceSiPuede('/ventas', params, permisos) ?? enlaceSiPuede('/facturacion', params, permisos);
}

/** The destination of each tile (null: no link), for a user with `permisos` on the day `hoy`. */
export interface EnlacesResumen {
  ventasHoy: string | null;
  ventasMes: string | null;
  porCobrar: string | null;
  bajoMinimo: string | null;
  fabricaciones: string | null;
}

/**
 * The tiles' links: today's and this month's sales (/ventas with the dates), clients who owe
 * (/cuentas-corrientes?conDeuda=true), products under their minimum (/stock?bajoMinimo=true) and
 * runs in progress (/fabricacion?estado=en_proceso); each only when the user can open that route.
 */
export function enlacesResumen(hoy: string, permisos: readonly string[] | undefined): EnlacesResumen {
  return {
    ventasHoy: enlaceVentas(hoy, hoy, permisos),
    ventasMes: enlaceVentas(primerDiaDelMes(hoy), hoy, permisos),
    porCobrar: enlaceSiPuede('/cuentas-corrientes', { conDeuda: 'true' }, permisos),
    bajoMinimo: enlaceSiPuede('/stock', { bajoMinimo: 'true' }, permisos),
    fabricaciones: enlaceSiPuede('/fabricacion', { estado: 'en_proceso' }, permisos),
  };
}

/** `n` and its noun in singular or plural, es-AR digits: contar(1, 'venta', 'ventas') → '1 venta'. */
export function contar(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('es-AR')} ${n === 1 ? singular : plural}`;
}

/** Money with 2 decimals as integer cents; a value that is not one (the API never sends it) counts 0. */
function centavos(valor: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(valor.trim());
  if (!m) return 0n;
  const c = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -c : c;
}

/** Exact sum of money strings with up to 2 decimals, as a string with 2: ['0.10', '0.20'] → '0.30'. */
export function sumaDinero(valores: readonly string[]): string {
  const total = valores.reduce((acc, v) => acc + centavos(v), 0n);
  const abs = total < 0n ? -total : total;
  return `${total < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** True when a money string is zero ('0', '0.00'). */
const esCero = (valor: string) => centavos(valor) === 0n;

/** One currency of the chart: its symbol, the series key and what it sold in the whole window. */
export interface MonedaSerie {
  monedaId: number;
  simbolo: string;
  /** Key of the series in the chart rows (`m{monedaId}`). */
  clave: string;
  /** Sum of the window, 2 decimals. */
  total: string;
  /** Days of the window with sales in this currency. */
  diasConVentas: number;
}

/** One day of the chart: YYYY-MM-DD and the total of each currency ('0.00' when none). */
export interface DiaVentas {
  fecha: string;
  totales: Record<number, string>;
}

/** The chart's data: every day of the window, oldest first, and the currencies with sales in it. */
export interface SerieVentas {
  desde: string;
  hasta: string;
  dias: DiaVentas[];
  monedas: MonedaSerie[];
}

/** Symbols the dashboard itself names (sales of today and of the month, balances), by currency id. */
function simbolosDe(d: Dashboard): Map<number, string> {
  const mapa = new Map<number, string>();
  for (const lista of [d.ventasHoy, d.ventasMes, d.porCobrar]) {
    for (const t of lista ?? []) mapa.set(t.monedaId, t.simbolo);
  }
  return mapa;
}

/**
 * The last {@link DIAS_GRAFICO} days up to `hoy` (Buenos Aires, included) of `ventasDiarias`: every
 * day present, with 0 where a currency sold nothing; a point outside the window is left out. The
 * currencies are those with a non-zero day in the window, by id; the symbol comes from the
 * dashboard's totals, else the system currency's (`simboloMoneda`). Null when the user lacks the
 * sales figures (`ventasDiarias` null).
 */
export function serieVentas(d: Dashboard, hoy: string): SerieVentas | null {
  if (!d.ventasDiarias) return null;
  const fechas = ultimosDias(hoy, DIAS_GRAFICO);
  const enVentana = new Set(fechas);
  const porDia = new Map<string, Map<number, string[]>>();
  for (const p of d.ventasDiarias) {
    if (!enVentana.has(p.fecha)) continue;
    const dia = porDia.get(p.fecha) ?? new Map<number, string[]>();
    dia.set(p.monedaId, [...(dia.get(p.monedaId) ?? []), p.total]);
    porDia.set(p.fecha, dia);
  }
  const ids = new Set<number>();
  for (const dia of porDia.values()) for (const [id, totales] of dia) if (!esCero(sumaDinero(totales))) ids.add(id);
  const simbolos = simbolosDe(d);
  const dias: DiaVentas[] = fechas.map((fecha) => {
    const totales: Record<number, string> = {};
    for (const id of ids) totales[id] = sumaDinero(porDia.get(fecha)?.get(id) ?? []);
    return { fecha, totales };
  });
  const monedas: MonedaSerie[] = [...ids]
    .sort((a, b) => a - b)
    .map((monedaId) => ({
      monedaId,
      simbolo: simbolos.get(monedaId) ?? simboloMoneda(monedaId),
      clave: `m${monedaId}`,
      total: sumaDinero(dias.map((x) => x.totales[monedaId])),
      diasConVentas: dias.filter((x) => !esCero(x.totales[monedaId])).length,
    }));
  return { desde: diaAnterior(hoy, DIAS_GRAFICO - 1), hasta: hoy, dias, monedas };
}

/**
 * The chart's accessible name: the window and, per currency, what it sold and on how many days
 * ('Ventas de los últimos 30 días, del 06/01/2026 al 04/02/2026: $ 45.300,50 en 12 días con ventas;
 * US$ 320,00 en 2 días con ventas.').
 */
export function resumenSerie(s: SerieVentas): string {
  const base = `Ventas de los últimos ${DIAS_GRAFICO} días, del ${formatDia(s.desde)} al ${formatDia(s.hasta)}`;
  if (s.monedas.length === 0) return `${base}: sin ventas.`;
  const partes = s.monedas.map((m) => `${formatMoney(m.total, m.simbolo)} en ${contar(m.diasConVentas, 'día', 'días')} con ventas`);
  return `${base}: ${partes.join('; ')}.`;
}

/** The totals of one tile, in currency order (by id). */
export function porMoneda(totales: readonly TotalMoneda[]): TotalMoneda[] {
  return [...totales].sort((a, b) => a.monedaId - b.monedaId);
}
