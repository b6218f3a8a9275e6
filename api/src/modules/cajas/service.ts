import { aliasedTable, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  Dec,
  METODO_CLAVE,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  MSG_ARQUEO_IMPORTE_EXCEDIDO,
  MSG_ARQUEO_METODO_INVALIDO,
  MSG_ARQUEO_METODO_REPETIDO,
  MSG_CAJA_CERRADA,
  MSG_CAJA_INVALIDA,
  MSG_CAJA_NO_ENCONTRADA,
  MSG_CAJA_OTRA_MONEDA,
  MSG_CAJA_SALDO_EXCEDIDO,
  MSG_CAJA_SALDO_INSUFICIENTE,
  MSG_CAJA_YA_ABIERTA,
  toMoney,
  type Caja,
  type CajaMovimiento,
  type CajaMovimientosPage,
  type CajaSesion,
  type OrigenMovimientoCaja,
  type Paged,
  type TipoMovimientoCaja,
  type abrirCajaBodySchema,
  type cajaMovimientoBodySchema,
  type cajaMovimientosQuerySchema,
  type cerrarCajaBodySchema,
  type PagingQuery,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  cajaMovimientos,
  cajaSesiones,
  cajas,
  metodosPago,
  monedas,
  movimientosCuentaCorriente,
  sucursales,
  usuarios,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { exigirSucursal, type ActorConSucursal } from '../../lib/sucursal';
import { pageMeta } from '../../lib/paging';
import { MSG_SUCURSAL_INVALIDA } from '../productos/service';

/**
 * Cash boxes (docs/cajas-gastos-comisiones.md): one per branch and currency; the balance is always
 * the sum of the box's movements (INGRESO adds, EGRESO takes out), never stored. Every movement
 * needs the box open and locks its `cajas` row FOR UPDATE, so movements of one box run one after
 * another; an EGRESO never takes the balance below zero. Closing brings the balance back to zero
 * (differences and the withdrawal of what was counted are movements too), so every closed session
 * sums to zero and the balance of a box is the sum of its open session's movements.
 * Money: 2 decimals in the box's currency, decimal.js or numeric SQL only.
 */

export type AbrirCajaInput = z.output<typeof abrirCajaBodySchema>;
export type CerrarCajaInput = z.output<typeof cerrarCajaBodySchema>;
export type CajaMovimientoInput = z.output<typeof cajaMovimientoBodySchema>;
export type CajaMovimientosInput = z.output<typeof cajaMovimientosQuerySchema>;

/** First amount a money column (numeric(14,2)) cannot hold. */
const MONEY_LIMIT = '1000000000000';

/** The `cajas` row as the rules need it (read under its lock). */
export interface CajaBloqueada {
  id: number;
  sucursalId: number;
  monedaId: number;
  abierta: boolean;
  sesionId: number | null;
}

/** Rows of a raw SQL statement (node-postgres and PGlite both answer `{ rows }`). */
async function filas<T>(db: DbOrTx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs `work` and turns PostgreSQL's "numeric field overflow" (SQLSTATE 22003: an amount past
 * numeric(14,2)) into a 400 {@link MSG_ARQUEO_IMPORTE_EXCEDIDO}; the transaction inside `work` has
 * already rolled back. Any other error passes through.
 */
export async function importesEnRango<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    let e: unknown = err;
    for (let depth = 0; e && depth < 5; depth += 1) {
      if ((e as { code?: unknown }).code === '22003') throw badRequest(MSG_ARQUEO_IMPORTE_EXCEDIDO);
      e = (e as { cause?: unknown }).cause;
    }
    throw err;
  }
}

/**
 * Id of the system payment method Efectivo (metodos_pago.clave 'efectivo'), the method of openings,
 * manual movements, payments on account and commission payouts.
 * @throws AppError 409 when the database lacks it (never on a seeded database).
 */
export async function metodoEfectivoId(db: DbOrTx): Promise<number> {
  const [m] = await db.select({ id: metodosPago.id }).from(metodosPago).where(eq(metodosPago.clave, METODO_CLAVE.efectivo));
  if (!m) throw conflict('Falta el método de pago Efectivo del sistema.');
  return m.id;
}

/** Locks a box's row FOR UPDATE inside `tx` and returns it, or null when no box has that id. */
export async function bloquearCaja(tx: Tx, cajaId: number): Promise<CajaBloqueada | null> {
  const [c] = await tx
    .select({ id: cajas.id, sucursalId: cajas.sucursalId, monedaId: cajas.monedaId, abierta: cajas.abierta, sesionId: cajas.sesionId })
    .from(cajas)
    .where(eq(cajas.id, cajaId))
    .for('update');
  return c ?? null;
}

/**
 * Locks the box named in a request body (an expense, a payout, a payment on account) for a movement
 * in `monedaId` (1 pesos, 2 dólares).
 * @throws AppError 400 {@link MSG_CAJA_INVALIDA} (no such box), 400 {@link MSG_CAJA_OTRA_MONEDA}
 *   (another currency), 409 {@link MSG_CAJA_CERRADA} (closed).
 */
export async function bloquearCajaPara(tx: Tx, cajaId: number, monedaId: number): Promise<CajaBloqueada> {
  const caja = await bloquearCaja(tx, cajaId);
  if (!caja) throw badRequest(MSG_CAJA_INVALIDA);
  if (caja.monedaId !== monedaId) throw badRequest(MSG_CAJA_OTRA_MONEDA);
  if (!caja.abierta || caja.sesionId === null) throw conflict(MSG_CAJA_CERRADA);
  return caja;
}

/**
 * Balance of the open session `sesionId` (money string): INGRESO − EGRESO of its movements. Equal to
 * the box's whole balance, because every closed session sums to zero.
 */
async function saldoSesion(db: DbOrTx, sesionId: number): Promise<string> {
  const [r] = await db
    .select({
      saldo: sql<string>`coalesce(sum(case when ${cajaMovimientos.tipo} = 'INGRESO' then ${cajaMovimientos.monto} else -${cajaMovimientos.monto} end), 0)`,
    })
    .from(cajaMovimientos)
    .where(eq(cajaMovimientos.sesionId, sesionId));
  return toMoney(r.saldo);
}

/** A movement to write: what, how much (money, 2 decimals, the box's currency) and where it came from. */
export interface NuevoMovimientoCaja {
  tipo: TipoMovimientoCaja;
  monto: string;
  descripcion: string;
  origen: OrigenMovimientoCaja;
  metodoPagoId: number;
  usuarioId: number | null;
  ventaId?: number | null;
  movimientoCuentaId?: number | null;
  gastoId?: number | null;
  comisionPagoId?: number | null;
}

async function insertarMovimiento(tx: Tx, caja: { id: number; sesionId: number }, m: NuevoMovimientoCaja): Promise<number> {
  const [row] = await tx
    .insert(cajaMovimientos)
    .values({
      cajaId: caja.id,
      sesionId: caja.sesionId,
      tipo: m.tipo,
      monto: toMoney(m.monto),
      descripcion: m.descripcion,
      origen: m.origen,
      metodoPagoId: m.metodoPagoId,
      ventaId: m.ventaId ?? null,
      movimientoCuentaId: m.movimientoCuentaId ?? null,
      gastoId: m.gastoId ?? null,
      comisionPagoId: m.comisionPagoId ?? null,
      usuarioId: m.usuarioId,
    })
    .returning({ id: cajaMovimientos.id });
  return row.id;
}

/**
 * Writes one movement in a box whose row the caller locked ({@link bloquearCaja}) inside `tx`.
 * @returns the movement's id.
 * @throws AppError 409 {@link MSG_CAJA_CERRADA} (box closed), 409 {@link MSG_CAJA_SALDO_INSUFICIENTE}
 *   (an EGRESO larger than the balance), 400 {@link MSG_CAJA_SALDO_EXCEDIDO} (balance past
 *   999.999.999.999,99); the caller's transaction then rolls back.
 */
export async function registrarMovimientoCaja(tx: Tx, caja: CajaBloqueada, m: NuevoMovimientoCaja): Promise<number> {
  if (!caja.abierta || caja.sesionId === null) throw conflict(MSG_CAJA_CERRADA);
  const saldo = new Dec(await saldoSesion(tx, caja.sesionId));
  const nuevo = m.tipo === 'INGRESO' ? saldo.plus(m.monto) : saldo.minus(m.monto);
  if (nuevo.lt(0)) throw conflict(MSG_CAJA_SALDO_INSUFICIENTE);
  if (nuevo.gte(MONEY_LIMIT)) throw badRequest(MSG_CAJA_SALDO_EXCEDIDO);
  return insertarMovimiento(tx, { id: caja.id, sesionId: caja.sesionId }, m);
}

/** The open cash box of a branch and currency, its row locked inside `tx`; null when there is none or it is closed. */
async function cajaAbiertaDe(tx: Tx, sucursalId: number, monedaId: number): Promise<CajaBloqueada | null> {
  const [c] = await tx
    .select({ id: cajas.id })
    .from(cajas)
    .where(and(eq(cajas.sucursalId, sucursalId), eq(cajas.monedaId, monedaId), eq(cajas.abierta, true)));
  if (!c) return null;
  const caja = await bloquearCaja(tx, c.id);
  return caja?.abierta ? caja : null;
}

/**
 * Records a sale paid at once in the open cash box of its branch and currency: an INGRESO with
 * origin 'venta', its payment method and sale id. Does nothing when that box does not exist or is
 * not open (the sale is still valid). Runs inside the sale's transaction `tx`. Money: `monto` 2
 * decimals, the sale's currency.
 * @throws AppError 400 {@link MSG_CAJA_SALDO_EXCEDIDO} when the box's balance would pass the maximum.
 */
export async function registrarVentaEnCaja(
  tx: Tx,
  v: { ventaId: number; sucursalId: number; monedaId: number; metodoPagoId: number; monto: string; usuarioId: number },
): Promise<void> {
  const caja = await cajaAbiertaDe(tx, v.sucursalId, v.monedaId);
  if (!caja) return;
  await registrarMovimientoCaja(tx, caja, {
    tipo: 'INGRESO',
    monto: v.monto,
    descripcion: `Venta #${v.ventaId}`,
    origen: 'venta',
    metodoPagoId: v.metodoPagoId,
    ventaId: v.ventaId,
    usuarioId: v.usuarioId,
  });
}

/** What a sale has received at once, per payment method: metodoPagoId → money (2 decimals, the sale's currency). */
export type CobroVenta = ReadonlyMap<number, string>;

/**
 * The cash-box side of editing or annulling a sale (docs/cajas-gastos-comisiones.md, «Ventas que
 * cambian»): the money of the sale received at once goes from `antes` to `despues` (per payment
 * method) at this moment, so the open box of its branch and currency gets, per method, an INGRESO
 * of what is now collected or an EGRESO of what is handed back (origin 'venta', the sale's id,
 * `descripcion`). Nothing when nothing changes or that box is not open (as a new sale with the box
 * closed). Runs inside the operation's transaction `tx`, with the box row locked.
 * @throws AppError 409 {@link MSG_CAJA_SALDO_INSUFICIENTE} when the box cannot hand back the money,
 *   400 {@link MSG_CAJA_SALDO_EXCEDIDO}; the caller's transaction then rolls back.
 */
export async function ajustarVentaEnCaja(
  tx: Tx,
  v: { ventaId: number; sucursalId: number; monedaId: number; antes: CobroVenta; despues: CobroVenta; descripcion: string; usuarioId: number },
): Promise<void> {
  const metodos = new Set([...v.antes.keys(), ...v.despues.keys()]);
  const cambios = [...metodos]
    .map((metodoPagoId) => ({ metodoPagoId, diferencia: new Dec(v.despues.get(metodoPagoId) ?? 0).minus(v.antes.get(metodoPagoId) ?? 0) }))
    .filter((c) => !c.diferencia.isZero())
    // Money handed back first would need a balance the collection that comes with it provides.
    .sort((a, b) => b.diferencia.comparedTo(a.diferencia));
  if (cambios.length === 0) return;
  const caja = await cajaAbiertaDe(tx, v.sucursalId, v.monedaId);
  if (!caja) return;
  for (const { metodoPagoId, diferencia } of cambios) {
    await registrarMovimientoCaja(tx, caja, {
      tipo: diferencia.gt(0) ? 'INGRESO' : 'EGRESO',
      monto: toMoney(diferencia.abs()),
      descripcion: v.descripcion,
      origen: 'venta',
      metodoPagoId,
      ventaId: v.ventaId,
      usuarioId: v.usuarioId,
    });
  }
}

/**
 * Records a payment on account received in cash in an open box (`cajaId`, same currency): an
 * INGRESO with origin 'pago_cuenta', method Efectivo and the account movement's id. Runs inside the
 * payment's transaction `tx`. Money: `monto` 2 decimals in `monedaId`.
 * @throws AppError 400 {@link MSG_CAJA_INVALIDA} (no such box), 400 {@link MSG_CAJA_OTRA_MONEDA},
 *   409 {@link MSG_CAJA_CERRADA}, 400 {@link MSG_CAJA_SALDO_EXCEDIDO}; the caller's transaction then
 *   rolls back.
 */
export async function registrarPagoEnCaja(
  tx: Tx,
  p: { cajaId: number; monedaId: number; monto: string; movimientoCuentaId: number; descripcion: string; usuarioId: number },
): Promise<void> {
  const caja = await bloquearCajaPara(tx, p.cajaId, p.monedaId);
  await registrarMovimientoCaja(tx, caja, {
    tipo: 'INGRESO',
    monto: p.monto,
    descripcion: p.descripcion,
    origen: 'pago_cuenta',
    metodoPagoId: await metodoEfectivoId(tx),
    movimientoCuentaId: p.movimientoCuentaId,
    usuarioId: p.usuarioId,
  });
}

/**
 * The cash-box side of annulling a payment on account (docs/cuentas-corrientes.md, «Anulación de un
 * pago»): every INGRESO 'pago_cuenta' of the payment's movements (`movimientoCuentaIds`) leaves its
 * box again as an EGRESO (same method and amount, origin 'pago_cuenta', `movimientoCuentaId` = the
 * reversal movement) in the box's open session. Runs inside the annulment's transaction `tx`, after
 * the client's lock (client → box, as a payment). Nothing when the payment did not enter a box.
 * @returns the EGRESO movements written.
 * @throws AppError 409 {@link MSG_CAJA_CERRADA} (the box is closed now), 409
 *   {@link MSG_CAJA_SALDO_INSUFICIENTE} (it no longer holds the money); the caller's transaction then
 *   rolls back.
 */
export async function revertirPagoEnCaja(
  tx: Tx,
  p: { movimientoCuentaIds: number[]; anulacionId: number; descripcion: string; usuarioId: number },
): Promise<number[]> {
  if (p.movimientoCuentaIds.length === 0) return [];
  const entradas = await tx
    .select({ cajaId: cajaMovimientos.cajaId, monto: cajaMovimientos.monto, metodoPagoId: cajaMovimientos.metodoPagoId })
    .from(cajaMovimientos)
    .where(
      and(
        inArray(cajaMovimientos.movimientoCuentaId, p.movimientoCuentaIds),
        eq(cajaMovimientos.origen, 'pago_cuenta'),
        eq(cajaMovimientos.tipo, 'INGRESO'),
      ),
    )
    .orderBy(asc(cajaMovimientos.id));
  const escritos: number[] = [];
  for (const e of entradas) {
    const caja = await bloquearCaja(tx, e.cajaId);
    if (!caja || !caja.abierta || caja.sesionId === null) throw conflict(MSG_CAJA_CERRADA);
    escritos.push(
      await registrarMovimientoCaja(tx, caja, {
        tipo: 'EGRESO',
        monto: toMoney(e.monto),
        descripcion: p.descripcion,
        origen: 'pago_cuenta',
        metodoPagoId: e.metodoPagoId ?? (await metodoEfectivoId(tx)),
        movimientoCuentaId: p.anulacionId,
        usuarioId: p.usuarioId,
      }),
    );
  }
  return escritos;
}

// ---------------------------------------------------------------------------------------------
// The boxes

const abridores = aliasedTable(usuarios, 'abridor');
const cerradores = aliasedTable(usuarios, 'cerrador');

function usuarioRef(id: number | null, name: string | null) {
  return id !== null && name !== null ? { id, name } : null;
}

/**
 * Creates the missing boxes: one per active branch and currency (1 pesos, 2 dólares), each with an
 * audit row 'crear'. Writes nothing when they all exist (a plain read first), and two calls at once
 * cannot create a box twice (unique branch × currency, ON CONFLICT DO NOTHING).
 */
export async function asegurarCajas(db: Db, usuarioId: number | null): Promise<void> {
  const faltantes = sql`from ${sucursales} s cross join ${monedas} m
    where s.activo and m.id in (${MONEDA_PESOS}, ${MONEDA_DOLARES})
      and not exists (select 1 from ${cajas} c where c.sucursal_id = s.id and c.moneda_id = m.id)`;
  const [{ n }] = await filas<{ n: number }>(db, sql`select count(*)::int as n ${faltantes}`);
  if (n === 0) return;
  await db.transaction(async (tx) => {
    const nuevas = await filas<{ id: number; sucursal_id: number; moneda_id: number }>(
      tx,
      sql`insert into ${cajas} (sucursal_id, moneda_id) select s.id, m.id ${faltantes}
          on conflict do nothing returning id, sucursal_id, moneda_id`,
    );
    for (const c of nuevas) {
      await audit(tx, { usuarioId, entidad: 'cajas', entidadId: c.id, accion: 'crear', despues: { sucursalId: c.sucursal_id, monedaId: c.moneda_id } });
    }
  });
}

/** The boxes as GET /cajas shows them, optionally only one; ordered by branch and currency. */
async function leerCajas(db: DbOrTx, soloId?: number): Promise<Caja[]> {
  const rows = await db
    .select({
      id: cajas.id,
      sucursalId: sucursales.id,
      sucursalNombre: sucursales.nombre,
      monedaId: monedas.id,
      simbolo: monedas.simbolo,
      abierta: cajas.abierta,
      sesionId: cajaSesiones.id,
      abiertaEn: cajaSesiones.abiertaEn,
      montoInicial: cajaSesiones.montoInicial,
      abridorId: abridores.id,
      abridorName: abridores.name,
      saldo: sql<string>`coalesce((select sum(case when cm.tipo = 'INGRESO' then cm.monto else -cm.monto end)
        from ${cajaMovimientos} cm where cm.sesion_id = ${cajas.sesionId}), 0)`,
    })
    .from(cajas)
    .innerJoin(sucursales, eq(sucursales.id, cajas.sucursalId))
    .innerJoin(monedas, eq(monedas.id, cajas.monedaId))
    .leftJoin(cajaSesiones, eq(cajaSesiones.id, cajas.sesionId))
    .leftJoin(abridores, eq(abridores.id, cajaSesiones.abiertaPor))
    .where(soloId === undefined ? eq(sucursales.activo, true) : eq(cajas.id, soloId))
    .orderBy(asc(sucursales.id), asc(monedas.id));
  return rows.map((r) => ({
    id: r.id,
    sucursalId: r.sucursalId,
    sucursal: { id: r.sucursalId, nombre: r.sucursalNombre },
    monedaId: r.monedaId,
    moneda: { id: r.monedaId, simbolo: r.simbolo },
    abierta: r.abierta,
    saldo: toMoney(r.saldo),
    sesion:
      r.abierta && r.sesionId !== null && r.abiertaEn !== null && r.montoInicial !== null
        ? {
            id: r.sesionId,
            abiertaEn: r.abiertaEn.toISOString(),
            abiertaPor: usuarioRef(r.abridorId, r.abridorName),
            montoInicial: toMoney(r.montoInicial),
          }
        : null,
  }));
}

/**
 * GET /cajas: every box of every active branch and currency (created on demand, see
 * {@link asegurarCajas}), with whether it is open, its balance (the sum of its movements) and the
 * open session.
 */
export async function listCajas(db: Db, actor: { id: number }): Promise<Caja[]> {
  await asegurarCajas(db, actor.id);
  return leerCajas(db);
}

/** 404 {@link MSG_CAJA_NO_ENCONTRADA} unless a box has that id. */
async function cajaExiste(db: DbOrTx, cajaId: number): Promise<void> {
  const [c] = await db.select({ id: cajas.id }).from(cajas).where(eq(cajas.id, cajaId));
  if (!c) throw notFound(MSG_CAJA_NO_ENCONTRADA);
}

/**
 * POST /cajas/{id}/abrir { montoInicial } (docs/cajas-gastos-comisiones.md): a new session opened by
 * `actor`; when montoInicial > 0, an INGRESO 'apertura' in Efectivo. One transaction with the box
 * locked and an audit row (cajas, abrir).
 * @returns the open box.
 * @throws AppError 404 {@link MSG_CAJA_NO_ENCONTRADA}, 400 'Sucursal inválida.' (inactive branch),
 *   409 {@link MSG_CAJA_YA_ABIERTA}.
 */
export async function abrirCaja(db: Db, actor: ActorConSucursal, cajaId: number, input: AbrirCajaInput): Promise<Caja> {
  return db.transaction(async (tx) => {
    const caja = await bloquearCaja(tx, cajaId);
    if (!caja) throw notFound(MSG_CAJA_NO_ENCONTRADA);
    exigirSucursal(actor, caja.sucursalId);
    if (caja.abierta) throw conflict(MSG_CAJA_YA_ABIERTA);
    const [suc] = await tx.select({ activo: sucursales.activo }).from(sucursales).where(eq(sucursales.id, caja.sucursalId));
    if (!suc?.activo) throw badRequest(MSG_SUCURSAL_INVALIDA);
    const montoInicial = toMoney(input.montoInicial);
    const [sesion] = await tx
      .insert(cajaSesiones)
      .values({ cajaId, abiertaPor: actor.id, montoInicial })
      .returning({ id: cajaSesiones.id });
    await tx.update(cajas).set({ abierta: true, sesionId: sesion.id }).where(eq(cajas.id, cajaId));
    const abierta: CajaBloqueada = { ...caja, abierta: true, sesionId: sesion.id };
    let movimientoId: number | null = null;
    if (new Dec(montoInicial).gt(0)) {
      movimientoId = await registrarMovimientoCaja(tx, abierta, {
        tipo: 'INGRESO',
        monto: montoInicial,
        descripcion: 'Apertura de caja',
        origen: 'apertura',
        metodoPagoId: await metodoEfectivoId(tx),
        usuarioId: actor.id,
      });
    }
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'cajas',
      entidadId: cajaId,
      accion: 'abrir',
      antes: { abierta: false },
      despues: { abierta: true, sesionId: sesion.id, montoInicial, movimientoId },
    });
    const [leida] = await leerCajas(tx, cajaId);
    return leida;
  });
}

/**
 * POST /cajas/{id}/movimientos { tipo, monto, descripcion }: a manual income or withdrawal (origin
 * 'manual', Efectivo) in an open box, audited (caja_movimientos, crear).
 * @returns the movement's id.
 * @throws AppError 404 {@link MSG_CAJA_NO_ENCONTRADA}, 409 {@link MSG_CAJA_CERRADA}, 409
 *   {@link MSG_CAJA_SALDO_INSUFICIENTE}, 400 {@link MSG_CAJA_SALDO_EXCEDIDO}.
 */
export async function crearMovimientoManual(db: Db, actor: ActorConSucursal, cajaId: number, input: CajaMovimientoInput): Promise<number> {
  return db.transaction(async (tx) => {
    const caja = await bloquearCaja(tx, cajaId);
    if (!caja) throw notFound(MSG_CAJA_NO_ENCONTRADA);
    exigirSucursal(actor, caja.sucursalId);
    const monto = toMoney(input.monto);
    const id = await registrarMovimientoCaja(tx, caja, {
      tipo: input.tipo,
      monto,
      descripcion: input.descripcion,
      origen: 'manual',
      metodoPagoId: await metodoEfectivoId(tx),
      usuarioId: actor.id,
    });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'caja_movimientos',
      entidadId: id,
      accion: 'crear',
      despues: { cajaId, sesionId: caja.sesionId, tipo: input.tipo, monto, descripcion: input.descripcion, origen: 'manual' },
    });
    return id;
  });
}

/** One line of a closing as stored in caja_sesiones.arqueo (money strings). */
interface ArqueoGuardado {
  metodoPagoId: number;
  esperado: string;
  contado: string;
  diferencia: string;
}

/**
 * POST /cajas/{id}/cerrar { contado: [{ metodoPagoId, monto }] } (docs/cajas-gastos-comisiones.md):
 * 1. expected per payment method = INGRESO − EGRESO of that method's movements in the session;
 *    methods not listed count as 0 counted; difference = counted − expected;
 * 2. one 'cierre' movement per method whose difference is not zero ('Diferencia de arqueo': INGRESO
 *    when more was counted, EGRESO when less; the INGRESOs first so the balance never dips below
 *    zero), then one EGRESO 'cierre' 'Retiro al cierre' per method of what was counted: the closed
 *    box's balance is 0 and still the sum of its movements;
 * 3. the session gets its lines (arqueo), esperado, contado, diferencia (totals) and who closed it;
 *    the box is closed. One transaction, box locked, audit row (cajas, cerrar).
 * @returns the closed session.
 * @throws AppError 404 {@link MSG_CAJA_NO_ENCONTRADA}, 409 {@link MSG_CAJA_CERRADA}, 400
 *   {@link MSG_ARQUEO_METODO_INVALIDO} / {@link MSG_ARQUEO_METODO_REPETIDO} /
 *   {@link MSG_ARQUEO_IMPORTE_EXCEDIDO}.
 */
export async function cerrarCaja(db: Db, actor: ActorConSucursal, cajaId: number, input: CerrarCajaInput): Promise<CajaSesion> {
  return importesEnRango(() =>
    db.transaction(async (tx) => {
      const caja = await bloquearCaja(tx, cajaId);
      if (!caja) throw notFound(MSG_CAJA_NO_ENCONTRADA);
      exigirSucursal(actor, caja.sucursalId);
      if (!caja.abierta || caja.sesionId === null) throw conflict(MSG_CAJA_CERRADA);
      const sesionId = caja.sesionId;

      const ids = input.contado.map((c) => c.metodoPagoId);
      if (new Set(ids).size !== ids.length) throw badRequest(MSG_ARQUEO_METODO_REPETIDO);
      if (ids.length > 0) {
        const existentes = await tx.select({ id: metodosPago.id }).from(metodosPago).where(inArray(metodosPago.id, ids));
        if (existentes.length !== ids.length) throw badRequest(MSG_ARQUEO_METODO_INVALIDO);
      }

      const efectivoId = await metodoEfectivoId(tx);
      const porMetodo = await tx
        .select({
          metodoPagoId: sql<number>`coalesce(${cajaMovimientos.metodoPagoId}, ${efectivoId})`.mapWith(Number),
          esperado: sql<string>`sum(case when ${cajaMovimientos.tipo} = 'INGRESO' then ${cajaMovimientos.monto} else -${cajaMovimientos.monto} end)`,
        })
        .from(cajaMovimientos)
        .where(eq(cajaMovimientos.sesionId, sesionId))
        .groupBy(sql`1`);
      const esperados = new Map(porMetodo.map((r) => [r.metodoPagoId, toMoney(r.esperado)]));
      const contados = new Map(input.contado.map((c) => [c.metodoPagoId, toMoney(c.monto)]));
      const metodos = [...new Set([...esperados.keys(), ...contados.keys()])].sort((a, b) => a - b);
      const arqueo: ArqueoGuardado[] = metodos.map((metodoPagoId) => {
        const esperado = esperados.get(metodoPagoId) ?? '0.00';
        const contado = contados.get(metodoPagoId) ?? '0.00';
        return { metodoPagoId, esperado, contado, diferencia: toMoney(new Dec(contado).minus(esperado)) };
      });

      const abierta = { id: cajaId, sesionId };
      const base = { origen: 'cierre' as const, usuarioId: actor.id };
      for (const l of arqueo.filter((x) => new Dec(x.diferencia).gt(0))) {
        await insertarMovimiento(tx, abierta, { ...base, tipo: 'INGRESO', monto: l.diferencia, descripcion: 'Diferencia de arqueo', metodoPagoId: l.metodoPagoId });
      }
      for (const l of arqueo.filter((x) => new Dec(x.diferencia).lt(0))) {
        const monto = toMoney(new Dec(l.diferencia).neg());
        await insertarMovimiento(tx, abierta, { ...base, tipo: 'EGRESO', monto, descripcion: 'Diferencia de arqueo', metodoPagoId: l.metodoPagoId });
      }
      for (const l of arqueo.filter((x) => new Dec(x.contado).gt(0))) {
        await insertarMovimiento(tx, abierta, { ...base, tipo: 'EGRESO', monto: l.contado, descripcion: 'Retiro al cierre', metodoPagoId: l.metodoPagoId });
      }

      const total = (k: 'esperado' | 'contado' | 'diferencia') => toMoney(arqueo.reduce((acc, l) => acc.plus(l[k]), new Dec(0)));
      const totales = { esperado: total('esperado'), contado: total('contado'), diferencia: total('diferencia') };
      await tx
        .update(cajaSesiones)
        .set({ cerradaEn: sql`now()`, cerradaPor: actor.id, arqueo, ...totales })
        .where(eq(cajaSesiones.id, sesionId));
      await tx.update(cajas).set({ abierta: false, sesionId: null }).where(eq(cajas.id, cajaId));
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'cajas',
        entidadId: cajaId,
        accion: 'cerrar',
        antes: { abierta: true, sesionId },
        despues: { abierta: false, sesionId, arqueo, ...totales },
      });
      const [sesion] = await leerSesiones(tx, { cajaId, sesionId });
      return sesion;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading movements and sessions

/** Sessions of a box (or one session), newest first, with their closing lines named. */
async function leerSesiones(
  db: DbOrTx,
  f: { cajaId: number; sesionId?: number; limit?: number; offset?: number },
): Promise<CajaSesion[]> {
  const cond = f.sesionId === undefined ? eq(cajaSesiones.cajaId, f.cajaId) : and(eq(cajaSesiones.cajaId, f.cajaId), eq(cajaSesiones.id, f.sesionId));
  let q = db
    .select({
      id: cajaSesiones.id,
      cajaId: cajaSesiones.cajaId,
      abiertaEn: cajaSesiones.abiertaEn,
      abridorId: abridores.id,
      abridorName: abridores.name,
      montoInicial: cajaSesiones.montoInicial,
      cerradaEn: cajaSesiones.cerradaEn,
      cerradorId: cerradores.id,
      cerradorName: cerradores.name,
      esperado: cajaSesiones.esperado,
      contado: cajaSesiones.contado,
      diferencia: cajaSesiones.diferencia,
      arqueo: cajaSesiones.arqueo,
    })
    .from(cajaSesiones)
    .leftJoin(abridores, eq(abridores.id, cajaSesiones.abiertaPor))
    .leftJoin(cerradores, eq(cerradores.id, cajaSesiones.cerradaPor))
    .where(cond)
    .orderBy(desc(cajaSesiones.abiertaEn), desc(cajaSesiones.id))
    .$dynamic();
  if (f.limit !== undefined) q = q.limit(f.limit).offset(f.offset ?? 0);
  const rows = await q;
  const lineas = (a: unknown): ArqueoGuardado[] | null => {
    if (a === null || a === undefined) return null;
    return (typeof a === 'string' ? JSON.parse(a) : a) as ArqueoGuardado[];
  };
  const metodoIds = [...new Set(rows.flatMap((r) => (lineas(r.arqueo) ?? []).map((l) => l.metodoPagoId)))];
  const nombres = new Map(
    metodoIds.length === 0
      ? []
      : (await db.select({ id: metodosPago.id, nombre: metodosPago.nombre }).from(metodosPago).where(inArray(metodosPago.id, metodoIds))).map(
          (m) => [m.id, m.nombre] as const,
        ),
  );
  const opt = (v: string | null) => (v === null ? null : toMoney(v));
  return rows.map((r) => ({
    id: r.id,
    cajaId: r.cajaId,
    abiertaEn: r.abiertaEn.toISOString(),
    abiertaPor: usuarioRef(r.abridorId, r.abridorName),
    montoInicial: toMoney(r.montoInicial),
    cerradaEn: r.cerradaEn ? r.cerradaEn.toISOString() : null,
    cerradaPor: usuarioRef(r.cerradorId, r.cerradorName),
    esperado: opt(r.esperado),
    contado: opt(r.contado),
    diferencia: opt(r.diferencia),
    arqueo:
      lineas(r.arqueo)?.map((l) => ({
        metodoPago: { id: l.metodoPagoId, nombre: nombres.get(l.metodoPagoId) ?? `Método ${l.metodoPagoId}` },
        esperado: toMoney(l.esperado),
        contado: toMoney(l.contado),
        diferencia: toMoney(l.diferencia),
      })) ?? null,
  }));
}

/**
 * GET /cajas/{id}/sesiones?page&pageSize: the box's history, newest first; each closed session
 * with its closing lines per payment method (expected, counted, difference) and totals.
 * @throws AppError 404 {@link MSG_CAJA_NO_ENCONTRADA}.
 */
export async function listSesiones(db: Db, cajaId: number, q: PagingQuery): Promise<Paged<CajaSesion>> {
  await cajaExiste(db, cajaId);
  const [{ total }] = await db.select({ total: count() }).from(cajaSesiones).where(eq(cajaSesiones.cajaId, cajaId));
  const items = await leerSesiones(db, { cajaId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return { items, ...pageMeta(total, q.page, q.pageSize) };
}

/**
 * GET /cajas/{id}/movimientos?sesionId&page&pageSize: the box's movements, newest first, with
 * their payment method, user and source (sale, account movement and its client, expense, payout).
 * @throws AppError 404 {@link MSG_CAJA_NO_ENCONTRADA}.
 */
export async function listMovimientos(db: Db, cajaId: number, q: CajaMovimientosInput): Promise<CajaMovimientosPage> {
  await cajaExiste(db, cajaId);
  const cond =
    q.sesionId === undefined ? eq(cajaMovimientos.cajaId, cajaId) : and(eq(cajaMovimientos.cajaId, cajaId), eq(cajaMovimientos.sesionId, q.sesionId));
  const [{ total }] = await db.select({ total: count() }).from(cajaMovimientos).where(cond);
  const rows = await db
    .select({
      id: cajaMovimientos.id,
      fecha: cajaMovimientos.fecha,
      tipo: cajaMovimientos.tipo,
      monto: cajaMovimientos.monto,
      descripcion: cajaMovimientos.descripcion,
      origen: cajaMovimientos.origen,
      metodoId: metodosPago.id,
      metodoNombre: metodosPago.nombre,
      ventaId: cajaMovimientos.ventaId,
      movimientoCuentaId: cajaMovimientos.movimientoCuentaId,
      clienteId: movimientosCuentaCorriente.clienteId,
      gastoId: cajaMovimientos.gastoId,
      comisionPagoId: cajaMovimientos.comisionPagoId,
      usuarioId: usuarios.id,
      usuarioName: usuarios.name,
      sesionId: cajaMovimientos.sesionId,
    })
    .from(cajaMovimientos)
    .leftJoin(metodosPago, eq(metodosPago.id, cajaMovimientos.metodoPagoId))
    .leftJoin(movimientosCuentaCorriente, eq(movimientosCuentaCorriente.id, cajaMovimientos.movimientoCuentaId))
    .leftJoin(usuarios, eq(usuarios.id, cajaMovimientos.usuarioId))
    .where(cond)
    .orderBy(desc(cajaMovimientos.fecha), desc(cajaMovimientos.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const items: CajaMovimiento[] = rows.map((r) => ({
    id: r.id,
    fecha: r.fecha.toISOString(),
    tipo: r.tipo as TipoMovimientoCaja,
    monto: toMoney(r.monto),
    descripcion: r.descripcion,
    origen: r.origen as OrigenMovimientoCaja,
    metodoPago: r.metodoId !== null && r.metodoNombre !== null ? { id: r.metodoId, nombre: r.metodoNombre } : null,
    ventaId: r.ventaId,
    movimientoCuentaId: r.movimientoCuentaId,
    clienteId: r.clienteId ?? null,
    gastoId: r.gastoId,
    comisionPagoId: r.comisionPagoId,
    usuario: usuarioRef(r.usuarioId, r.usuarioName),
    sesionId: r.sesionId,
  }));
  return { items, ...pageMeta(total, q.page, q.pageSize) };
}
