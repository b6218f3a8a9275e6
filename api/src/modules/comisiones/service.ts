import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  Dec,
  MONEDA_PESOS,
  MSG_COMISION_PAGO_NO_ENCONTRADO,
  MSG_COMISION_PERIODO_INVALIDO,
  MSG_COMISION_VENDEDOR_INVALIDO,
  MSG_GASTO_MONEDA_INVALIDA,
  msgComisionExcedida,
  P,
  toMoney,
  type ComisionesResponse,
  type ComisionPago,
  type ComisionVenta,
  type ComisionVendedor,
  type Paged,
  type SessionUser,
  type comisionesQuerySchema,
  type comisionPagoBodySchema,
  type comisionPagosQuerySchema,
  type comisionVentasQuerySchema,
} from 'shared';
import { formatMoney } from 'shared/format';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { cajas, clientes, comisionPagos, monedas, sucursales, usuarios, ventaDetalles, ventas } from '../../db/schema';
import { audit } from '../../lib/audit';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { collated, pageMeta } from '../../lib/paging';
import { userHasAny } from '../../plugins/auth';
import { bloquearCajaPara, metodoEfectivoId, registrarMovimientoCaja } from '../cajas/service';

/**
 * Seller commissions (docs/cajas-gastos-comisiones.md, «Comisiones»). A sale's commission is the
 * sum of its lines' stored `comision_vendedor` (money, 2 decimals, the sale's currency); annulled
 * sales earn none. What is owed is per seller and currency: everything earned minus everything
 * paid out. A user without comisiones.post only ever sees their own commissions and payouts.
 */

export type ComisionesInput = z.output<typeof comisionesQuerySchema>;
export type ComisionVentasInput = z.output<typeof comisionVentasQuerySchema>;
export type ComisionPagoInput = z.output<typeof comisionPagoBodySchema>;
export type ComisionPagosInput = z.output<typeof comisionPagosQuerySchema>;

/**
 * The seller a request may look at: anyone (or `pedido`, when given) with comisiones.post; else
 * always the caller, whatever `pedido` says.
 */
function vendedorVisible(actor: SessionUser, pedido: number | undefined): number | undefined {
  return userHasAny(actor, P.comisionesPost) ? pedido : actor.id;
}

/** A period of Buenos Aires calendar days: [desde 00:00, día siguiente a hasta 00:00). */
interface Periodo {
  desde: Date | null;
  hasta: Date | null;
}

/** @throws AppError 400 {@link MSG_COMISION_PERIODO_INVALIDO} when fechaDesde is after fechaHasta. */
function periodo(q: { fechaDesde?: string; fechaHasta?: string }): Periodo {
  if (q.fechaDesde && q.fechaHasta && q.fechaDesde > q.fechaHasta) throw badRequest(MSG_COMISION_PERIODO_INVALIDO);
  return { desde: q.fechaDesde ? startOfDayBA(q.fechaDesde) : null, hasta: q.fechaHasta ? endOfDayBA(q.fechaHasta) : null };
}

type Columna = Parameters<typeof gte>[0];
const enPeriodo = (col: Columna, p: Periodo): SQL => and(sql`true`, p.desde ? gte(col, p.desde) : undefined, p.hasta ? lt(col, p.hasta) : undefined)!;
const hastaFin = (col: Columna, p: Periodo): SQL => (p.hasta ? lt(col, p.hasta) : sql`true`);

/**
 * Commission earned per seller and currency (non-annulled sales): in the period (`ventas`, `total`)
 * and up to the period's end (`ganado`). Money strings from SQL numeric sums.
 */
async function ganado(db: DbOrTx, p: Periodo, vendedorId?: number) {
  const periodoV = enPeriodo(ventas.fecha, p);
  return db
    .select({
      vendedorId: ventas.vendedorId,
      monedaId: ventas.monedaId,
      ventas: sql<number>`count(distinct ${ventas.id}) filter (where ${periodoV})`.mapWith(Number),
      total: sql<string>`coalesce(sum(${ventaDetalles.comisionVendedor}) filter (where ${periodoV}), 0)`,
      ganado: sql<string>`coalesce(sum(${ventaDetalles.comisionVendedor}) filter (where ${hastaFin(ventas.fecha, p)}), 0)`,
    })
    .from(ventas)
    .innerJoin(ventaDetalles, eq(ventaDetalles.ventaId, ventas.id))
    .where(and(eq(ventas.isDeleted, false), vendedorId === undefined ? undefined : eq(ventas.vendedorId, vendedorId)))
    .groupBy(ventas.vendedorId, ventas.monedaId);
}

/** Payouts per seller and currency: dated in the period (`pagado`) and up to its end (`pagadoHasta`). */
async function pagado(db: DbOrTx, p: Periodo, vendedorId?: number) {
  return db
    .select({
      vendedorId: comisionPagos.vendedorId,
      monedaId: comisionPagos.monedaId,
      pagado: sql<string>`coalesce(sum(${comisionPagos.monto}) filter (where ${enPeriodo(comisionPagos.fecha, p)}), 0)`,
      pagadoHasta: sql<string>`coalesce(sum(${comisionPagos.monto}) filter (where ${hastaFin(comisionPagos.fecha, p)}), 0)`,
    })
    .from(comisionPagos)
    .where(vendedorId === undefined ? undefined : eq(comisionPagos.vendedorId, vendedorId))
    .groupBy(comisionPagos.vendedorId, comisionPagos.monedaId);
}

/**
 * GET /comisiones?fechaDesde&fechaHasta[&vendedorId]: one row per seller and currency. Sellers are
 * the users with a seller code, plus anyone with sales or payouts; each has a pesos row, and a
 * dollars row when they ever sold or were paid in dollars. `ventas` and `total`: non-annulled sales dated
 * in the period and their commission; `pagado`: payouts dated in the period; `adeudado`: everything
 * earned up to fechaHasta minus everything paid up to then, never below zero. Ordered by seller
 * name, then currency. Without comisiones.post the caller gets only their own rows.
 * @throws AppError 400 when fechaDesde is after fechaHasta.
 */
export async function listComisiones(db: Db, actor: SessionUser, q: ComisionesInput): Promise<ComisionesResponse> {
  const p = periodo(q);
  const vendedorId = vendedorVisible(actor, q.vendedorId);
  const [g, pg] = [await ganado(db, p, vendedorId), await pagado(db, p, vendedorId)];
  const conMovimientos = [...new Set([...g.map((r) => r.vendedorId), ...pg.map((r) => r.vendedorId)])];
  const vendedores = await db
    .select({ id: usuarios.id, name: usuarios.name, codVendedor: usuarios.codVendedor, comision: usuarios.comision })
    .from(usuarios)
    .where(
      and(
        conMovimientos.length > 0 ? or(isNotNull(usuarios.codVendedor), inArray(usuarios.id, conMovimientos)) : isNotNull(usuarios.codVendedor),
        vendedorId === undefined ? undefined : eq(usuarios.id, vendedorId),
      ),
    )
    .orderBy(collated(usuarios.name), asc(usuarios.id));
  const simbolos = new Map((await db.select({ id: monedas.id, simbolo: monedas.simbolo }).from(monedas)).map((m) => [m.id, m.simbolo]));
  const clave = (v: number, m: number) => `${v}:${m}`;
  const gMap = new Map(g.map((r) => [clave(r.vendedorId, r.monedaId), r]));
  const pMap = new Map(pg.map((r) => [clave(r.vendedorId, r.monedaId), r]));

  const items: ComisionVendedor[] = [];
  for (const v of vendedores) {
    const monedasVendedor = new Set([MONEDA_PESOS]);
    for (const r of [...g, ...pg]) if (r.vendedorId === v.id) monedasVendedor.add(r.monedaId);
    for (const monedaId of [...monedasVendedor].sort((a, b) => a - b)) {
      const e = gMap.get(clave(v.id, monedaId));
      const pa = pMap.get(clave(v.id, monedaId));
      const adeudado = new Dec(e?.ganado ?? 0).minus(pa?.pagadoHasta ?? 0);
      const simbolo = simbolos.get(monedaId) ?? '';
      items.push({
        vendedor: { id: v.id, name: v.name, cod_vendedor: v.codVendedor },
        porcentaje: toMoney(v.comision),
        monedaId,
        moneda: { id: monedaId, simbolo },
        ventas: e?.ventas ?? 0,
        total: toMoney(e?.total ?? 0),
        pagado: toMoney(pa?.pagado ?? 0),
        adeudado: toMoney(adeudado.gt(0) ? adeudado : 0),
      });
    }
  }
  return { items };
}

/**
 * GET /comisiones/ventas?vendedorId&fechaDesde&fechaHasta&monedaId&page&pageSize: the seller's
 * non-annulled sales in the period, newest first, each with its commission (sum of its lines).
 * Without comisiones.post, always the caller's own sales.
 * @throws AppError 400 when fechaDesde is after fechaHasta.
 */
export async function listComisionVentas(db: Db, actor: SessionUser, q: ComisionVentasInput): Promise<Paged<ComisionVenta>> {
  const p = periodo(q);
  const vendedorId = vendedorVisible(actor, q.vendedorId) ?? q.vendedorId;
  const cond = and(
    eq(ventas.vendedorId, vendedorId),
    eq(ventas.isDeleted, false),
    enPeriodo(ventas.fecha, p),
    q.monedaId === undefined ? undefined : eq(ventas.monedaId, q.monedaId),
  );
  const [{ total }] = await db.select({ total: count() }).from(ventas).where(cond);
  const rows = await db
    .select({
      id: ventas.id,
      fecha: ventas.fecha,
      cliente: clientes.nombreApellido,
      monedaId: monedas.id,
      simbolo: monedas.simbolo,
      total: ventas.total,
      comision: sql<string>`coalesce((select sum(d.comision_vendedor) from ${ventaDetalles} d where d.venta_id = ${ventas.id}), 0)`,
    })
    .from(ventas)
    .innerJoin(monedas, eq(monedas.id, ventas.monedaId))
    .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
    .where(cond)
    .orderBy(desc(ventas.fecha), desc(ventas.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => ({
      ventaId: r.id,
      fecha: r.fecha.toISOString(),
      cliente: r.cliente ?? null,
      moneda: { id: r.monedaId, simbolo: r.simbolo },
      total: toMoney(r.total),
      comision: toMoney(r.comision),
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}

/**
 * POST /comisiones/pagos { vendedorId, monto, monedaId, cajaId?, descripcion? }: one transaction with
 * the seller's row locked (FOR NO KEY UPDATE: payouts of one seller queue, sales are not blocked):
 * the seller must exist and have a seller code (400), the currency exist (400); the amount may not
 * exceed what is owed in that currency, all earned minus all paid (409 naming what is owed); with
 * `cajaId` (an open box of that currency) an EGRESO origin 'comision' in Efectivo (409 when closed
 * or short of money). Audit row (comision_pagos, pagar).
 * @returns the payout's id.
 */
export async function pagarComision(db: Db, actor: { id: number }, input: ComisionPagoInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [v] = await tx
      .select({ id: usuarios.id, name: usuarios.name, codVendedor: usuarios.codVendedor })
      .from(usuarios)
      .where(eq(usuarios.id, input.vendedorId))
      .for('no key update');
    if (!v || v.codVendedor === null) throw badRequest(MSG_COMISION_VENDEDOR_INVALIDO);
    const [moneda] = await tx.select({ id: monedas.id, simbolo: monedas.simbolo }).from(monedas).where(eq(monedas.id, input.monedaId));
    if (!moneda) throw badRequest(MSG_GASTO_MONEDA_INVALIDA);
    const cajaId = input.cajaId ?? null;
    const caja = cajaId === null ? null : await bloquearCajaPara(tx, cajaId, input.monedaId);

    const todo: Periodo = { desde: null, hasta: null };
    const e = (await ganado(tx, todo, v.id)).find((r) => r.monedaId === input.monedaId);
    const pa = (await pagado(tx, todo, v.id)).find((r) => r.monedaId === input.monedaId);
    const adeudado = new Dec(e?.ganado ?? 0).minus(pa?.pagadoHasta ?? 0);
    const monto = toMoney(input.monto);
    if (new Dec(monto).gt(adeudado)) throw conflict(msgComisionExcedida(formatMoney(toMoney(adeudado.gt(0) ? adeudado : 0), moneda.simbolo)));

    const descripcion = input.descripcion?.trim() ? input.descripcion.trim() : null;
    const [pago] = await tx
      .insert(comisionPagos)
      .values({ vendedorId: v.id, monto, monedaId: input.monedaId, cajaId, descripcion, usuarioId: actor.id })
      .returning({ id: comisionPagos.id });
    const movimientoCajaId =
      caja === null
        ? null
        : await registrarMovimientoCaja(tx, caja, {
            tipo: 'EGRESO',
            monto,
            descripcion: `Pago de comisión a ${v.name}`,
            origen: 'comision',
            metodoPagoId: await metodoEfectivoId(tx),
            comisionPagoId: pago.id,
            usuarioId: actor.id,
          });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'comision_pagos',
      entidadId: pago.id,
      accion: 'pagar',
      despues: { vendedorId: v.id, monto, monedaId: input.monedaId, cajaId, descripcion, adeudadoAntes: toMoney(adeudado), movimientoCajaId },
    });
    return pago.id;
  });
}

const vendedores = aliasedTable(usuarios, 'vendedor');
const pagadores = aliasedTable(usuarios, 'pagador');

/** The joined select of a payout as the list and the receipt show it. */
function consultaPagos(db: DbOrTx) {
  return db
    .select({
      id: comisionPagos.id,
      fecha: comisionPagos.fecha,
      vendedorId: vendedores.id,
      vendedorName: vendedores.name,
      codVendedor: vendedores.codVendedor,
      monto: comisionPagos.monto,
      monedaId: monedas.id,
      simbolo: monedas.simbolo,
      cajaId: cajas.id,
      sucursalId: sucursales.id,
      sucursalNombre: sucursales.nombre,
      descripcion: comisionPagos.descripcion,
      usuarioId: pagadores.id,
      usuarioName: pagadores.name,
    })
    .from(comisionPagos)
    .innerJoin(vendedores, eq(vendedores.id, comisionPagos.vendedorId))
    .innerJoin(monedas, eq(monedas.id, comisionPagos.monedaId))
    .leftJoin(cajas, eq(cajas.id, comisionPagos.cajaId))
    .leftJoin(sucursales, eq(sucursales.id, cajas.sucursalId))
    .leftJoin(pagadores, eq(pagadores.id, comisionPagos.usuarioId));
}

interface FilaPago {
  id: number;
  fecha: Date;
  vendedorId: number;
  vendedorName: string;
  codVendedor: string | null;
  monto: string;
  monedaId: number;
  simbolo: string;
  cajaId: number | null;
  sucursalId: number | null;
  sucursalNombre: string | null;
  descripcion: string | null;
  usuarioId: number | null;
  usuarioName: string | null;
}

function aPago(r: FilaPago): ComisionPago {
  return {
    id: r.id,
    fecha: r.fecha.toISOString(),
    vendedor: { id: r.vendedorId, name: r.vendedorName, cod_vendedor: r.codVendedor },
    monto: toMoney(r.monto),
    moneda: { id: r.monedaId, simbolo: r.simbolo },
    caja:
      r.cajaId !== null && r.sucursalId !== null && r.sucursalNombre !== null
        ? { id: r.cajaId, sucursal: { id: r.sucursalId, nombre: r.sucursalNombre } }
        : null,
    descripcion: r.descripcion,
    usuario: r.usuarioId !== null && r.usuarioName !== null ? { id: r.usuarioId, name: r.usuarioName } : null,
  };
}

/**
 * GET /comisiones/pagos?vendedorId&page&pageSize: payouts newest first. Without comisiones.post,
 * only the caller's own.
 */
export async function listPagos(db: Db, actor: SessionUser, q: ComisionPagosInput): Promise<Paged<ComisionPago>> {
  const vendedorId = vendedorVisible(actor, q.vendedorId);
  const cond = vendedorId === undefined ? undefined : eq(comisionPagos.vendedorId, vendedorId);
  const [{ total }] = await db.select({ total: count() }).from(comisionPagos).where(cond);
  const rows = await consultaPagos(db)
    .where(cond)
    .orderBy(desc(comisionPagos.fecha), desc(comisionPagos.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(aPago), ...pageMeta(total, q.page, q.pageSize) };
}

/**
 * GET /comisiones/pagos/{id}: one payout (the printable receipt's data).
 * @throws AppError 404 'No se encontró el pago de comisión.' (also for someone else's payout when
 *   the caller lacks comisiones.post).
 */
export async function getPago(db: Db, actor: SessionUser, id: number): Promise<ComisionPago> {
  const vendedorId = vendedorVisible(actor, undefined);
  const [r] = await consultaPagos(db).where(and(eq(comisionPagos.id, id), vendedorId === undefined ? undefined : eq(comisionPagos.vendedorId, vendedorId)));
  if (!r) throw notFound(MSG_COMISION_PAGO_NO_ENCONTRADO);
  return aPago(r);
}
