import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  type Antiguedad,
  codigoResumen,
  type CuentaCliente,
  type CuentasPage,
  Dec,
  type DeudaManual,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  type MovimientoCuenta,
  MSG_CUENTA_CLIENTE_NO_ENCONTRADO,
  MSG_DEUDA_NO_ENCONTRADA,
  type MovimientosCuentaPage,
  type ResumenCuenta,
  type ResumenMovimiento,
  toMoney,
  toQuantity,
} from 'shared';
import type { Db, DbOrTx } from '../../db/client';
import { clientes, deudasManuales, monedas, movimientosCuentaCorriente, saldosCuentaCorriente, ventas } from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { collated, conteoTabla, likeContains, pageMeta } from '../../lib/paging';
import { getCliente } from '../clientes/service';
import { TZ_BA } from './service';

/**
 * The read side of current accounts (docs/cuentas-corrientes.md): the accounts list with receivables
 * aging, one account, its movements, the statement and a manual debt. Balances come from
 * saldos_cuenta_corriente; aging from the pending documents (sales on account with pagada false and
 * manual debts not pagada), each by its age in Buenos Aires calendar days.
 */

const CERO: Antiguedad = { d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d90_mas: '0.00' };

/** Pending documents (sales on account and manual debts) as one SQL source: cliente_id, moneda_id, pendiente, fecha. */
function pendientesSql(filtroVentas: SQL, filtroDeudas: SQL): SQL {
  return sql`
    select ${ventas.clienteId} as cliente_id, ${ventas.monedaId} as moneda_id, ${ventas.total} - ${ventas.pagado} as pendiente, ${ventas.fecha} as fecha
      from ${ventas}
     where ${ventas.isDeleted} = false and ${ventas.pagada} = false and ${ventas.pagado} < ${ventas.total} and ${filtroVentas}
    union all
    select ${deudasManuales.clienteId}, ${deudasManuales.monedaId}, ${deudasManuales.monto} - ${deudasManuales.pagado}, ${deudasManuales.fecha}
      from ${deudasManuales}
     where ${deudasManuales.pagada} = false and ${filtroDeudas}`;
}

/** Start (a timestamp) of the Buenos Aires day `dias` days before today. */
const inicioDiaBA = (dias: number) => sql`(((now() at time zone ${TZ_BA})::date - ${dias}::int)::timestamp at time zone ${TZ_BA})`;

/**
 * The four aging sums of a grouped query over {@link pendientesSql} aliased `p` and the bounds `b`:
 * a document is d days old when its Buenos Aires date is d days before today, so "0–30 days" is
 * fecha ≥ the start of the day 30 days ago, and so on (the bounds are computed once per query, not
 * per row). A future date counts as 0–30.
 */
const BUCKETS = sql`
  coalesce(sum(p.pendiente) filter (where p.fecha >= b.t30), 0)::text as d0_30,
  coalesce(sum(p.pendiente) filter (where p.fecha >= b.t60 and p.fecha < b.t30), 0)::text as d31_60,
  coalesce(sum(p.pendiente) filter (where p.fecha >= b.t90 and p.fecha < b.t60), 0)::text as d61_90,
  coalesce(sum(p.pendiente) filter (where p.fecha < b.t90), 0)::text as d90_mas`;
const LIMITES = sql`(select ${inicioDiaBA(30)} as t30, ${inicioDiaBA(60)} as t60, ${inicioDiaBA(90)} as t90) as b`;

type FilaAntiguedad = { cliente_id?: number; moneda_id: number; d0_30: string; d31_60: string; d61_90: string; d90_mas: string };

const antiguedadDe = (r: FilaAntiguedad | undefined): Antiguedad =>
  r ? { d0_30: toMoney(r.d0_30), d31_60: toMoney(r.d31_60), d61_90: toMoney(r.d61_90), d90_mas: toMoney(r.d90_mas) } : { ...CERO };

async function filas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Receivables aging of some clients: clienteId → monedaId → pending amounts by age. Reads each
 * client's pending documents through the (cliente_id, fecha) indexes.
 */
export async function antiguedadPorCliente(db: DbOrTx, clienteIds: number[]): Promise<Map<number, Map<number, Antiguedad>>> {
  const out = new Map<number, Map<number, Antiguedad>>();
  if (clienteIds.length === 0) return out;
  const ids = sql`array[${sql.join(
    clienteIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const rows = await filas<FilaAntiguedad>(
    db,
    sql`select p.cliente_id, p.moneda_id, ${BUCKETS}
          from (${pendientesSql(sql`${ventas.clienteId} = any(${ids})`, sql`${deudasManuales.clienteId} = any(${ids})`)}) as p cross join ${LIMITES}
         group by p.cliente_id, p.moneda_id`,
  );
  for (const r of rows) {
    if (!out.has(r.cliente_id!)) out.set(r.cliente_id!, new Map());
    out.get(r.cliente_id!)!.set(r.moneda_id, antiguedadDe(r));
  }
  return out;
}

/** Clients the list shows: active, optionally by name or document, optionally only those owing in some currency. */
function filtroClientes(q: { search?: string; conDeuda?: 'true' | 'false' }): SQL {
  return and(
    eq(clientes.isDeleted, false),
    q.search ? or(ilike(clientes.nombreApellido, likeContains(q.search)), ilike(clientes.documento, likeContains(q.search))) : undefined,
    q.conDeuda === 'true'
      ? sql`exists (select 1 from ${saldosCuentaCorriente} where ${saldosCuentaCorriente.clienteId} = ${clientes.id} and ${saldosCuentaCorriente.saldo} > 0)`
      : undefined,
  )!;
}

const saldoDe = (monedaId: number) =>
  sql<string>`coalesce((select ${saldosCuentaCorriente.saldo} from ${saldosCuentaCorriente} where ${saldosCuentaCorriente.clienteId} = ${clientes.id} and ${saldosCuentaCorriente.monedaId} = ${monedaId}), 0)::text`;

/**
 * GET cuentas-corrientes?search&conDeuda&page&pageSize (docs/cuentas-corrientes.md, «Listado de
 * cuentas»): active clients by name (Spanish collation, then id), each with its signed balances per
 * currency (saldos_cuenta_corriente), the aging of its pending documents per currency and its
 * credit limits; `totales` add up the balances and the aging of EVERY client matching the filters.
 * Money: 2 decimals. Built for 20,000 clients: balances by primary key, aging of the page's clients
 * only, totals as two grouped queries.
 */
export async function listCuentas(
  db: Db,
  q: { search?: string; conDeuda?: 'true' | 'false'; page: number; pageSize: number },
): Promise<CuentasPage> {
  const filtro = filtroClientes(q);
  const sinFiltros = !q.search && q.conDeuda !== 'true';
  const rows = await db
    .select({
      id: clientes.id,
      nombreApellido: clientes.nombreApellido,
      documento: clientes.documento,
      limitePesos: clientes.limiteCreditoPesos,
      limiteDolares: clientes.limiteCreditoDolares,
      saldoPesos: saldoDe(MONEDA_PESOS),
      saldoDolares: saldoDe(MONEDA_DOLARES),
    })
    .from(clientes)
    .where(filtro)
    .orderBy(collated(clientes.nombreApellido), asc(clientes.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db
    .select({ total: sinFiltros ? conteoTabla('clientes') : sql<number>`count(*)::int`.mapWith(Number) })
    .from(sinFiltros ? sql`(select 1) as uno` : clientes)
    .where(sinFiltros ? undefined : filtro);

  const aging = await antiguedadPorCliente(
    db,
    rows.map((r) => r.id),
  );
  const [saldos] = await filas<{ pesos: string; dolares: string }>(
    db,
    sql`select coalesce(sum(s.saldo) filter (where s.moneda_id = ${MONEDA_PESOS}), 0)::text as pesos,
               coalesce(sum(s.saldo) filter (where s.moneda_id = ${MONEDA_DOLARES}), 0)::text as dolares
          from ${saldosCuentaCorriente} s join ${clientes} on ${clientes.id} = s.cliente_id
         where ${filtro}`,
  );
  const clientesFiltrados = sql`(select ${clientes.id} from ${clientes} where ${filtro})`;
  const agingTotal = await filas<FilaAntiguedad>(
    db,
    sql`select p.moneda_id, ${BUCKETS}
          from (${pendientesSql(sql`${ventas.clienteId} in ${clientesFiltrados}`, sql`${deudasManuales.clienteId} in ${clientesFiltrados}`)}) as p cross join ${LIMITES}
         group by p.moneda_id`,
  );
  return {
    items: rows.map((r) => ({
      cliente: { id: r.id, nombreApellido: r.nombreApellido, documento: r.documento },
      saldoPesos: toMoney(r.saldoPesos),
      saldoDolares: toMoney(r.saldoDolares),
      antiguedadPesos: aging.get(r.id)?.get(MONEDA_PESOS) ?? { ...CERO },
      antiguedadDolares: aging.get(r.id)?.get(MONEDA_DOLARES) ?? { ...CERO },
      limiteCreditoPesos: r.limitePesos === null ? null : toMoney(r.limitePesos),
      limiteCreditoDolares: r.limiteDolares === null ? null : toMoney(r.limiteDolares),
    })),
    ...pageMeta(total, q.page, q.pageSize),
    totales: {
      saldoPesos: toMoney(saldos?.pesos ?? 0),
      saldoDolares: toMoney(saldos?.dolares ?? 0),
      antiguedadPesos: antiguedadDe(agingTotal.find((a) => a.moneda_id === MONEDA_PESOS)),
      antiguedadDolares: antiguedadDe(agingTotal.find((a) => a.moneda_id === MONEDA_DOLARES)),
    },
  };
}

/** The credit limits of an active client, or 404 'Cliente no encontrado.'. */
async function limites(db: DbOrTx, clienteId: number) {
  const [c] = await db
    .select({ pesos: clientes.limiteCreditoPesos, dolares: clientes.limiteCreditoDolares })
    .from(clientes)
    .where(and(eq(clientes.id, clienteId), eq(clientes.isDeleted, false)));
  if (!c) throw notFound(MSG_CUENTA_CLIENTE_NO_ENCONTRADO);
  return { limiteCreditoPesos: c.pesos === null ? null : toMoney(c.pesos), limiteCreditoDolares: c.dolares === null ? null : toMoney(c.dolares) };
}

/** Signed balances of one client per currency (money strings). */
async function saldosFirmados(db: DbOrTx, clienteId: number): Promise<{ pesos: string; dolares: string }> {
  const rows = await db
    .select({ monedaId: saldosCuentaCorriente.monedaId, saldo: saldosCuentaCorriente.saldo })
    .from(saldosCuentaCorriente)
    .where(eq(saldosCuentaCorriente.clienteId, clienteId));
  const de = (m: number) => toMoney(rows.find((r) => r.monedaId === m)?.saldo ?? 0);
  return { pesos: de(MONEDA_PESOS), dolares: de(MONEDA_DOLARES) };
}

/**
 * GET cuentas-corrientes/{id}: the client (as GET clientes/{id} shows it), its signed balances, the
 * aging of its pending documents per currency and its credit limits.
 * @throws AppError 404 'Cliente no encontrado.' (unknown or deleted client).
 */
export async function getCuenta(db: DbOrTx, clienteId: number): Promise<CuentaCliente> {
  const lim = await limites(db, clienteId);
  const cliente = await getCliente(db, clienteId);
  const saldos = await saldosFirmados(db, clienteId);
  const aging = (await antiguedadPorCliente(db, [clienteId])).get(clienteId);
  return {
    cliente,
    saldoPesos: saldos.pesos,
    saldoDolares: saldos.dolares,
    antiguedadPesos: aging?.get(MONEDA_PESOS) ?? { ...CERO },
    antiguedadDolares: aging?.get(MONEDA_DOLARES) ?? { ...CERO },
    ...lim,
  };
}

/**
 * GET cuentas-corrientes/{id}/movimientos?page&pageSize (docs/cuentas-corrientes.md, «Movimientos»):
 * the client's movements newest first (date, then id), 20 per page by default, with the pagado /
 * pagada of the sale or manual debt a DEBITO records.
 * @throws AppError 404 'Cliente no encontrado.'.
 */
export async function movimientosCuenta(db: DbOrTx, clienteId: number, q: { page: number; pageSize: number }): Promise<MovimientosCuentaPage> {
  await limites(db, clienteId);
  const m = movimientosCuentaCorriente;
  const filtro = and(eq(m.clienteId, clienteId), eq(m.isDeleted, false));
  const rows = await db
    .select({
      id: m.id,
      fecha: m.fecha,
      vencimiento: m.vencimiento,
      tipo: m.tipo,
      monto: m.monto,
      descripcion: m.descripcion,
      monedaId: m.monedaId,
      simbolo: monedas.simbolo,
      cotizacion: m.cotizacion,
      saldoPrevio: m.saldoPrevio,
      saldoNuevo: m.saldoNuevo,
      ventaId: m.ventaId,
      deudaManualId: m.deudaManualId,
      ventaPagado: ventas.pagado,
      ventaPagada: ventas.pagada,
      deudaPagado: deudasManuales.pagado,
      deudaPagada: deudasManuales.pagada,
    })
    .from(m)
    .innerJoin(monedas, eq(monedas.id, m.monedaId))
    .leftJoin(ventas, and(eq(ventas.id, m.ventaId), eq(m.tipo, 'DEBITO')))
    .leftJoin(deudasManuales, and(eq(deudasManuales.id, m.deudaManualId), eq(m.tipo, 'DEBITO')))
    .where(filtro)
    .orderBy(desc(m.fecha), desc(m.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(m).where(filtro);
  const items: MovimientoCuenta[] = rows.map((r) => {
    const pagado = r.ventaPagado ?? r.deudaPagado;
    const pagada = r.ventaPagada ?? r.deudaPagada;
    return {
      id: r.id,
      fecha: r.fecha.toISOString(),
      vencimiento: r.vencimiento ? r.vencimiento.toISOString() : null,
      tipo: r.tipo as 'CREDITO' | 'DEBITO',
      tipoOrigen: r.ventaId !== null ? 'venta' : 'movimiento',
      monto: toMoney(r.monto),
      descripcion: r.descripcion,
      monedaId: r.monedaId,
      moneda: { id: r.monedaId, simbolo: r.simbolo },
      cotizacion: r.cotizacion === null ? null : toQuantity(r.cotizacion),
      saldo_previo: toMoney(r.saldoPrevio),
      saldo_nuevo: toMoney(r.saldoNuevo),
      ventaId: r.ventaId,
      deudaManualId: r.deudaManualId,
      pagado: pagado === null ? null : toMoney(pagado),
      pagada: pagada ?? null,
    };
  });
  return { items, ...pageMeta(total, q.page, q.pageSize) };
}

/** 400 of a statement whose Desde is after its Hasta. */
export const MSG_RESUMEN_RANGO = 'La fecha Desde no puede ser posterior a la fecha Hasta.';

/**
 * GET cuentas-corrientes/{id}/resumen?fechaDesde&fechaHasta (docs/cuentas-corrientes.md, «Resumen de
 * cuenta»): the movements between two Buenos Aires days (both included; a missing end is open),
 * oldest first (date, then id), each with its code (REC / FAC / DEUDA / DEB), debe or haber and the
 * running balance of its currency; the signed balances before the first day and at the end of the
 * last, and the credit in favour at the end. Money: 2 decimals.
 * @throws AppError 404 'Cliente no encontrado.'; 400 {@link MSG_RESUMEN_RANGO} when Desde is after Hasta.
 */
export async function resumenDeCuenta(db: DbOrTx, clienteId: number, q: { fechaDesde?: string; fechaHasta?: string }): Promise<ResumenCuenta> {
  const desde = q.fechaDesde ? startOfDayBA(q.fechaDesde) : null;
  const hasta = q.fechaHasta ? endOfDayBA(q.fechaHasta) : null;
  if (desde && hasta && desde >= hasta) throw badRequest(MSG_RESUMEN_RANGO);
  await limites(db, clienteId);
  const cliente = await getCliente(db, clienteId);
  const m = movimientosCuentaCorriente;
  const signed = sql<string>`sum(case when ${m.tipo} = 'DEBITO' then ${m.monto} else -${m.monto} end)::text`;
  const iniciales = desde
    ? await db
        .select({ monedaId: m.monedaId, saldo: signed })
        .from(m)
        .where(and(eq(m.clienteId, clienteId), eq(m.isDeleted, false), sql`${m.fecha} < ${desde.toISOString()}`))
        .groupBy(m.monedaId)
    : [];
  const acumulado = new Map<number, InstanceType<typeof Dec>>([
    [MONEDA_PESOS, new Dec(iniciales.find((r) => r.monedaId === MONEDA_PESOS)?.saldo ?? 0)],
    [MONEDA_DOLARES, new Dec(iniciales.find((r) => r.monedaId === MONEDA_DOLARES)?.saldo ?? 0)],
  ]);
  const inicialPesos = toMoney(acumulado.get(MONEDA_PESOS)!);
  const inicialDolares = toMoney(acumulado.get(MONEDA_DOLARES)!);
  const rows = await db
    .select({ id: m.id, fecha: m.fecha, tipo: m.tipo, descripcion: m.descripcion, monedaId: m.monedaId, simbolo: monedas.simbolo, monto: m.monto })
    .from(m)
    .innerJoin(monedas, eq(monedas.id, m.monedaId))
    .where(
      and(
        eq(m.clienteId, clienteId),
        eq(m.isDeleted, false),
        desde ? sql`${m.fecha} >= ${desde.toISOString()}` : undefined,
        hasta ? sql`${m.fecha} < ${hasta.toISOString()}` : undefined,
      ),
    )
    .orderBy(asc(m.fecha), asc(m.id));
  const movimientos: ResumenMovimiento[] = rows.map((r) => {
    const tipo = r.tipo as 'CREDITO' | 'DEBITO';
    const monto = toMoney(r.monto);
    const saldo = (acumulado.get(r.monedaId) ?? new Dec(0)).plus(tipo === 'DEBITO' ? monto : new Dec(monto).neg());
    acumulado.set(r.monedaId, saldo);
    return {
      id: r.id,
      fecha: r.fecha.toISOString(),
      codigo: codigoResumen(tipo, r.descripcion),
      descripcion: r.descripcion,
      monedaId: r.monedaId,
      moneda: { id: r.monedaId, simbolo: r.simbolo },
      debe: tipo === 'DEBITO' ? monto : '0.00',
      haber: tipo === 'CREDITO' ? monto : '0.00',
      saldoAcumulado: toMoney(saldo),
    };
  });
  const finalPesos = acumulado.get(MONEDA_PESOS)!;
  const finalDolares = acumulado.get(MONEDA_DOLARES)!;
  const aFavor = (d: InstanceType<typeof Dec>) => toMoney(d.lt(0) ? d.neg() : 0);
  return {
    cliente,
    fechaDesde: q.fechaDesde ?? null,
    fechaHasta: q.fechaHasta ?? null,
    saldo_inicial_pesos: inicialPesos,
    saldo_inicial_dolares: inicialDolares,
    movimientos,
    saldo_final_pesos: toMoney(finalPesos),
    saldo_final_dolares: toMoney(finalDolares),
    saldo_a_favor_pesos: aFavor(finalPesos),
    saldo_a_favor_dolares: aFavor(finalDolares),
  };
}

/**
 * GET deuda-manual/{id} (docs/cuentas-corrientes.md, «Deudas manuales»): the debt with its client,
 * currency, amount, what payments covered (pagado) and whether it is paid. Money: 2 decimals.
 * @throws AppError 404 'No se encontró la deuda manual.'.
 */
export async function getDeudaManual(db: DbOrTx, id: number): Promise<DeudaManual> {
  const [d] = await db
    .select({
      id: deudasManuales.id,
      clienteId: clientes.id,
      nombreApellido: clientes.nombreApellido,
      fecha: deudasManuales.fecha,
      monedaId: deudasManuales.monedaId,
      simbolo: monedas.simbolo,
      monto: deudasManuales.monto,
      pagado: deudasManuales.pagado,
      descripcion: deudasManuales.descripcion,
      pagada: deudasManuales.pagada,
    })
    .from(deudasManuales)
    .innerJoin(clientes, eq(clientes.id, deudasManuales.clienteId))
    .innerJoin(monedas, eq(monedas.id, deudasManuales.monedaId))
    .where(eq(deudasManuales.id, id));
  if (!d) throw notFound(MSG_DEUDA_NO_ENCONTRADA);
  return {
    id: d.id,
    cliente: { id: d.clienteId, nombreApellido: d.nombreApellido },
    fecha: d.fecha.toISOString(),
    monedaId: d.monedaId,
    moneda: { id: d.monedaId, simbolo: d.simbolo },
    monto: toMoney(d.monto),
    pagado: toMoney(d.pagado),
    descripcion: d.descripcion,
    pagada: d.pagada,
  };
}
