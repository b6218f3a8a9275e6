import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cotizacionFueraDeTolerancia,
  Dec,
  type Aplicacion,
  type EstadoCredito,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  MSG_CUENTA_CLIENTE_NO_ENCONTRADO,
  MSG_MOVIMIENTO_NO_ENCONTRADO,
  MSG_PAGO_ANULADO_OK,
  MSG_PAGO_YA_ANULADO,
  MSG_SOLO_PAGOS_ANULABLES,
  msgCotizacionFueraDeTolerancia,
  P,
  type PagoAnulado,
  type PagoCuentaResponse,
  PREFIJO_DEUDA_MANUAL,
  type SaldosCuenta,
  type SessionUser,
  toMoney,
  toQuantity,
} from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bloquearClientes } from '../../db/proyecciones/bloqueos';
import {
  aplicacionesPago,
  clientes,
  deudasManuales,
  monedas,
  movimientosCuentaCorriente,
  saldosCuentaCorriente,
  ventas,
} from '../../db/schema';
import { deudaPendiente, deudaPendienteSql, diaBA, HOY_BA, ventaPendiente, ventaPendienteSql } from '../../db/proyecciones/reglas';
import { audit } from '../../lib/audit';
import { startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { registrarPagoEnCaja, revertirPagoEnCaja } from '../cajas/service';
import { exigirCodigo } from '../codigos/service';

/**
 * Current accounts (docs/cuentas-corrientes.md): the ONE place of the account rules on the server.
 * - Balances per client and currency live in `saldos_cuenta_corriente`, kept by
 *   {@link registrarMovimiento} in the transaction of each movement: always the sum of DEBITO minus
 *   CREDITO of the client's movements in that currency. Positive = the client owes; negative =
 *   credit in the client's favour.
 * - Pending documents are the client's active Cuenta Corriente sales with pagado < total and its
 *   manual debts not pagada. Every credit (a payment, what an annulment or a lowered sale frees, credit
 *   in favour) goes through ONE applier, {@link aplicarCredito}: oldest document first, in any
 *   currency, converting with a dollar rate (pesos per dollar, 4 decimals); money rounded half-up to
 *   the cent; what is applied plus what is left equal the credit exactly.
 * - Invariant per client: never pending documents and unapplied credit (`disponible`) at the same
 *   time, except a remainder smaller than a cent once converted ({@link planificarAplicaciones}).
 * Every writer locks the client's row first ({@link bloquearCliente}), so a client's movements and
 * applications are serialised.
 */

type Decimal = InstanceType<typeof Dec>;
/** A decimal input: a string, a number or a Decimal. */
type DecValue = string | number | Decimal;

/** Money of the account rounded half-up to the cent, as a Decimal. */
const centavos = (d: DecValue) => new Dec(d).toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** Balances per client: clienteId → monedaId → signed balance (money string), read from saldos_cuenta_corriente. */
export async function saldosPorCliente(db: DbOrTx, clienteIds: number[]): Promise<Map<number, Map<number, string>>> {
  const result = new Map<number, Map<number, string>>();
  if (clienteIds.length === 0) return result;
  const rows = await db
    .select({ clienteId: saldosCuentaCorriente.clienteId, monedaId: saldosCuentaCorriente.monedaId, saldo: saldosCuentaCorriente.saldo })
    .from(saldosCuentaCorriente)
    .where(inArray(saldosCuentaCorriente.clienteId, clienteIds));
  for (const r of rows) {
    if (!result.has(r.clienteId)) result.set(r.clienteId, new Map());
    result.get(r.clienteId)!.set(r.monedaId, toMoney(r.saldo));
  }
  return result;
}

/** Signed balance of one client in one currency (money string, "0.00" without movements). */
export async function saldoCuenta(db: DbOrTx, clienteId: number, monedaId: number): Promise<string> {
  const saldos = await saldosPorCliente(db, [clienteId]);
  return saldos.get(clienteId)?.get(monedaId) ?? '0.00';
}

/** The `cuentaCorriente` block of a client: owed amounts and credit in favour per currency (never negative, 2 decimals). */
export function resumenCuenta(saldos: Map<number, string> | undefined): SaldosCuenta {
  const pesos = new Dec(saldos?.get(MONEDA_PESOS) ?? 0);
  const dolares = new Dec(saldos?.get(MONEDA_DOLARES) ?? 0);
  const owed = (d: Decimal) => toMoney(d.gt(0) ? d : 0);
  const credit = (d: Decimal) => toMoney(d.lt(0) ? d.neg() : 0);
  return {
    saldo_pesos: owed(pesos),
    saldo_dolares: owed(dolares),
    saldo_a_favor_pesos: credit(pesos),
    saldo_a_favor_dolares: credit(dolares),
  };
}

/** 400 of a movement that would take a balance past numeric(14,2). */
export const MSG_SALDO_EXCEDIDO = 'El saldo de la cuenta corriente superaría el máximo admitido (999.999.999.999,99).';
/** True when `err` (or the error it wraps) is PostgreSQL's numeric overflow (SQLSTATE 22003). */
function esDesbordeNumerico(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '22003') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Locks the client's row ({@link bloquearClientes}, FOR UPDATE) inside `tx`: every writer of a
 * client's account does this first, so the client's movements, balances and applications are serialised
 * (docs/cuentas-corrientes.md, docs/seguridad.md).
 * @throws AppError 404 'Cliente no encontrado.' when the client does not exist or was deleted.
 */
export async function bloquearCliente(tx: Tx, clienteId: number): Promise<void> {
  const [cliente] = await bloquearClientes(tx, [clienteId]);
  if (!cliente || cliente.isDeleted) throw notFound(MSG_CUENTA_CLIENTE_NO_ENCONTRADO);
}

/**
 * Writes a movement with saldo_previo / saldo_nuevo (money, 2 decimals, in `monedaId`) and keeps
 * saldos_cuenta_corriente: the balance row of (client, currency) is created or increased by the
 * movement in one upsert (which locks it until the transaction ends), so the balance is always the
 * sum of the movements. The caller must hold the client's row lock ({@link bloquearCliente}) inside `tx`
 * (docs/cuentas-corrientes.md). `disponible` (CREDITO only) is the part of the credit not applied
 * to any document (credit in favour); it defaults to 0.
 * @throws AppError 400 {@link MSG_SALDO_EXCEDIDO} when the new balance would not fit numeric(14,2)
 *   (instead of a database overflow); the caller's transaction then rolls back.
 */
export async function registrarMovimiento(
  tx: Tx,
  m: {
    clienteId: number;
    tipo: 'CREDITO' | 'DEBITO';
    monedaId: number;
    monto: string;
    descripcion: string;
    ventaId?: number | null;
    deudaManualId?: number | null;
    cotizacion?: string | null;
    disponible?: string;
    vencimiento?: Date | null;
    usuarioId: number | null;
    fecha?: Date;
    /** A conversion pair of credit in favour: the CREDITO whose `disponible` it consumes. */
    creditoOrigenId?: number | null;
    /** A reversal: the movement it undoes. */
    anulaId?: number | null;
  },
): Promise<{ id: number; saldoPrevio: string; saldoNuevo: string }> {
  const delta = toMoney(m.tipo === 'DEBITO' ? m.monto : new Dec(m.monto).neg());
  const s = saldosCuentaCorriente;
  const mc = movimientosCuentaCorriente;
  // One statement: the (client, currency) balance row is created at this movement or increased by
  // it (and stays locked until the transaction ends); the movement takes the balance before and after.
  let fila: { id: number; saldo_previo: string; saldo_nuevo: string };
  try {
    [fila] = (
      (await tx.execute(sql`
        with nuevo as (
          insert into ${s} (${sql.identifier(s.clienteId.name)}, ${sql.identifier(s.monedaId.name)}, ${sql.identifier(s.saldo.name)})
          values (${m.clienteId}, ${m.monedaId}, ${delta}::numeric)
          on conflict (${sql.identifier(s.clienteId.name)}, ${sql.identifier(s.monedaId.name)})
          do update set ${sql.identifier(s.saldo.name)} = ${s.saldo} + excluded.${sql.identifier(s.saldo.name)}
          returning ${sql.identifier(s.saldo.name)} as saldo
        )
        insert into ${mc} (cliente_id, tipo, moneda_id, monto, descripcion, venta_id, deuda_manual_id, cotizacion, disponible,
                           vencimiento, saldo_previo, saldo_nuevo, usuario_id, fecha, credito_origen_id, anula_id)
        select ${m.clienteId}, ${m.tipo}, ${m.monedaId}, ${toMoney(m.monto)}::numeric, ${m.descripcion}, ${m.ventaId ?? null}::int,
               ${m.deudaManualId ?? null}::int, ${m.cotizacion ?? null}::numeric, ${toMoney(m.tipo === 'CREDITO' ? (m.disponible ?? 0) : 0)}::numeric,
               ${m.vencimiento ? m.vencimiento.toISOString() : null}::timestamptz, nuevo.saldo - ${delta}::numeric, nuevo.saldo,
               ${m.usuarioId}::int, coalesce(${m.fecha ? m.fecha.toISOString() : null}::timestamptz, now()),
               ${m.creditoOrigenId ?? null}::int, ${m.anulaId ?? null}::int
          from nuevo
        returning id, saldo_previo::text, saldo_nuevo::text`)) as unknown as { rows: Array<{ id: number; saldo_previo: string; saldo_nuevo: string }> }
    ).rows;
  } catch (err) {
    // numeric(14,2) cannot hold the new balance (SQLSTATE 22003): bad input, not a crash.
    if (esDesbordeNumerico(err)) throw badRequest(MSG_SALDO_EXCEDIDO);
    throw err;
  }
  return { id: Number(fila.id), saldoPrevio: toMoney(fila.saldo_previo), saldoNuevo: toMoney(fila.saldo_nuevo) };
}

/** The system dollar rate (moneda 2 `valor`): pesos per dollar, 4 decimals. */
export async function valorDolar(db: DbOrTx): Promise<string> {
  const [m] = await db.select({ valor: monedas.valor }).from(monedas).where(eq(monedas.id, MONEDA_DOLARES));
  return toQuantity(m?.valor ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Pending documents and the applier

/** A pending document of a client: a Cuenta Corriente sale or a manual debt. Money in `monedaId`, 2 decimals. */
export interface DocumentoPendiente {
  tipo: 'venta' | 'deuda_manual';
  id: number;
  monedaId: number;
  fecha: Date;
  total: string;
  pagado: string;
}

/**
 * The client's pending documents, oldest first (by date, then sales before manual debts, then id):
 * active sales with pagada false (pagado < total: only Cuenta Corriente sales can be unpaid) and
 * manual debts not pagada. The caller holds the client's lock, which every writer of `pagado` takes.
 */
export async function documentosPendientes(tx: DbOrTx, clienteId: number): Promise<DocumentoPendiente[]> {
  const vs = await tx
    .select({ id: ventas.id, monedaId: ventas.monedaId, fecha: ventas.fecha, total: ventas.total, pagado: ventas.pagado })
    .from(ventas)
    .where(and(eq(ventas.clienteId, clienteId), ventaPendiente('"ventas"')))
    .orderBy(asc(ventas.fecha), asc(ventas.id));
  const ds = await tx
    .select({ id: deudasManuales.id, monedaId: deudasManuales.monedaId, fecha: deudasManuales.fecha, total: deudasManuales.monto, pagado: deudasManuales.pagado })
    .from(deudasManuales)
    .where(and(eq(deudasManuales.clienteId, clienteId), deudaPendiente('"deudas_manuales"')))
    .orderBy(asc(deudasManuales.fecha), asc(deudasManuales.id));
  const docs: DocumentoPendiente[] = [
    ...vs.map((v) => ({ tipo: 'venta' as const, ...v })),
    ...ds.map((d) => ({ tipo: 'deuda_manual' as const, ...d })),
  ];
  return docs.sort((a, b) => a.fecha.getTime() - b.fecha.getTime() || (a.tipo === b.tipo ? a.id - b.id : a.tipo === 'venta' ? -1 : 1));
}

/** One planned application: `aplicado` in the document's currency, `importe` in the credit's; both money strings. */
export interface AplicacionPlaneada {
  documento: DocumentoPendiente;
  aplicado: string;
  importe: string;
  /** The rate used when the document's currency differs from the credit's; null otherwise. */
  cotizacion: string | null;
}

/**
 * Converts money between pesos (1) and dollars (2) with `cotizacion` (pesos per dollar), rounded
 * half-up to the cent. Same currency: unchanged.
 */
export function convertir(monto: DecValue, de: number, a: number, cotizacion: DecValue): string {
  if (de === a) return toMoney(monto);
  const d = new Dec(monto);
  return toMoney(de === MONEDA_DOLARES ? d.times(cotizacion) : d.div(cotizacion));
}

/**
 * The pure part of the applier (docs/cuentas-corrientes.md, «Cómo se aplica un crédito»): walks
 * `documentos` in order (oldest first) and takes from the credit (`monto` in `monedaId`) what each
 * one still owes (total − pagado):
 * - same currency: min(credit left, pending);
 * - other currency, converted with `cotizacion` (pesos per dollar) and rounded half-up to the cent:
 *   when the credit left covers the pending amount converted, the document is paid in full and the
 *   credit gives that converted amount (at least one cent); otherwise the whole credit left is
 *   given and the document receives it converted (capped at what it owes). A remainder that is less
 *   than half a cent once converted cannot pay anything in that currency: that document is skipped.
 * `importe` sums plus `sobrante` equal `monto` exactly.
 * @returns the applications in order and what is left (`sobrante`, money in `monedaId`).
 */
export function planificarAplicaciones(
  documentos: readonly DocumentoPendiente[],
  credito: { monedaId: number; monto: string; cotizacion: string | null },
): { aplicaciones: AplicacionPlaneada[]; sobrante: string } {
  let resto = centavos(credito.monto);
  const aplicaciones: AplicacionPlaneada[] = [];
  for (const documento of documentos) {
    if (resto.lte(0)) break;
    const pendiente = centavos(documento.total).minus(centavos(documento.pagado));
    if (pendiente.lte(0)) continue;
    if (documento.monedaId === credito.monedaId) {
      const aplicado = Dec.min(resto, pendiente);
      aplicaciones.push({ documento, aplicado: toMoney(aplicado), importe: toMoney(aplicado), cotizacion: null });
      resto = resto.minus(aplicado);
      continue;
    }
    if (!credito.cotizacion || !new Dec(credito.cotizacion).gt(0)) continue;
    const cotizacion = toQuantity(credito.cotizacion);
    const pendienteEnCredito = Dec.max(new Dec(convertir(pendiente, documento.monedaId, credito.monedaId, cotizacion)), '0.01');
    if (resto.gte(pendienteEnCredito)) {
      aplicaciones.push({ documento, aplicado: toMoney(pendiente), importe: toMoney(pendienteEnCredito), cotizacion });
      resto = resto.minus(pendienteEnCredito);
    } else {
      const aplicado = Dec.min(pendiente, new Dec(convertir(resto, credito.monedaId, documento.monedaId, cotizacion)));
      if (aplicado.lte(0)) continue;
      aplicaciones.push({ documento, aplicado: toMoney(aplicado), importe: toMoney(resto), cotizacion });
      resto = new Dec(0);
    }
  }
  return { aplicaciones, sobrante: toMoney(resto) };
}

const simbolo = (monedaId: number) => (monedaId === MONEDA_DOLARES ? 'US$' : '$');
const nombreMoneda = (monedaId: number) => (monedaId === MONEDA_DOLARES ? 'dólares' : 'pesos');
/** es-AR grouping of a fixed-point string: "1234.5000" → "1.234,5000". */
function esAR(fixed: string): string {
  const [int, frac] = fixed.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${frac ? `,${frac}` : ''}`;
}
/** Money as the movements' descriptions show it: "US$ 1.234,50". */
const formatMoney = (monto: string, simboloMoneda: string) => `${simboloMoneda} ${esAR(toMoney(monto))}`;
/** A rate as the descriptions show it: "1.234,5000". */
const cotizacionTexto = (c: string) => esAR(toQuantity(c));

/** The credit handed to {@link aplicarCredito}. */
export type CreditoAAplicar =
  | {
      /** A new payment: the applier writes its CREDITO movement(s). */
      tipo: 'pago';
      monedaId: number;
      monto: string;
      cotizacion: string;
      descripcion: string;
    }
  | {
      /** Credit in favour already written: a CREDITO movement with `disponible` > 0. */
      tipo: 'existente';
      movimientoId: number;
      monedaId: number;
      disponible: string;
      cotizacion: string | null;
    };

/** What {@link aplicarCredito} did. */
export interface ResultadoAplicacion {
  /** The movement that represents the credit: the payment's CREDITO in its own currency when written, else the first written. */
  movimientoId: number;
  /** Every movement written (payment parts, conversions), in order. */
  movimientoIds: number[];
  aplicaciones: Aplicacion[];
  /** What was not applied, money in the credit's currency (stays as `disponible` of its CREDITO). */
  sobrante: string;
}

/**
 * THE applier (docs/cuentas-corrientes.md, «Cómo se aplica un crédito»), used by payments, sale
 * annulments and edits and by {@link aplicarSaldoAFavor}. Inside `tx`, with the client's row locked
 * by the caller: plans with {@link planificarAplicaciones} over {@link documentosPendientes}, then
 * - so that each currency's balance stays the sum of its movements, what is applied to documents in
 *   the other currency moves THAT currency's balance: for a payment (`tipo: 'pago'`), a CREDITO in
 *   the payment's currency for what went to documents in that currency plus what is left
 *   (`disponible` = what is left; not written when both are 0) and a CREDITO in the other currency
 *   for what went to its documents, both with the rate; for credit in favour already written
 *   (`tipo: 'existente'`), a conversion pair: a DEBITO in the credit's currency (what was consumed)
 *   and a CREDITO in the documents' currency (what they received), with the rate, and the credit's
 *   `disponible` goes down by everything consumed;
 * - one aplicaciones_pago row per application (credit = the CREDITO movement in the document's
 *   currency; `aplicado` in the document's currency, `importe` in the credit's, the rate when they
 *   differ) and the document's pagado / pagada (pagada when pagado reaches the total).
 * Money: 2 decimals, half-up; the amounts consumed plus `sobrante` equal the credit exactly.
 * @throws AppError 400 {@link MSG_SALDO_EXCEDIDO} from {@link registrarMovimiento}.
 */
export async function aplicarCredito(
  tx: Tx,
  p: { clienteId: number; usuarioId: number | null; credito: CreditoAAplicar; fecha?: Date; documentos?: DocumentoPendiente[] },
): Promise<ResultadoAplicacion> {
  const c = p.credito;
  const monto = c.tipo === 'pago' ? c.monto : c.disponible;
  const documentos = p.documentos ?? (await documentosPendientes(tx, p.clienteId));
  const plan = planificarAplicaciones(documentos, { monedaId: c.monedaId, monto, cotizacion: c.cotizacion });
  const otra = c.monedaId === MONEDA_PESOS ? MONEDA_DOLARES : MONEDA_PESOS;
  const propias = plan.aplicaciones.filter((a) => a.documento.monedaId === c.monedaId);
  const ajenas = plan.aplicaciones.filter((a) => a.documento.monedaId !== c.monedaId);
  const suma = (xs: AplicacionPlaneada[], k: 'aplicado' | 'importe') => toMoney(xs.reduce((acc, a) => acc.plus(a[k]), new Dec(0)));
  const movimientoIds: number[] = [];
  const base = { clienteId: p.clienteId, usuarioId: p.usuarioId, ...(p.fecha ? { fecha: p.fecha } : {}) };

  let creditoPropio: number | null = c.tipo === 'existente' ? c.movimientoId : null;
  let creditoAjeno: number | null = null;
  if (c.tipo === 'pago') {
    const enSuMoneda = new Dec(suma(propias, 'aplicado')).plus(plan.sobrante);
    if (enSuMoneda.gt(0)) {
      const mov = await registrarMovimiento(tx, {
        ...base,
        tipo: 'CREDITO',
        monedaId: c.monedaId,
        monto: toMoney(enSuMoneda),
        descripcion: c.descripcion,
        cotizacion: c.cotizacion,
        disponible: plan.sobrante,
      });
      creditoPropio = mov.id;
      movimientoIds.push(mov.id);
    }
    if (ajenas.length > 0) {
      const mov = await registrarMovimiento(tx, {
        ...base,
        tipo: 'CREDITO',
        monedaId: otra,
        monto: suma(ajenas, 'aplicado'),
        descripcion: `${c.descripcion} (${formatMoney(suma(ajenas, 'importe'), simbolo(c.monedaId))} aplicados a deuda en ${nombreMoneda(otra)}, cotización ${cotizacionTexto(c.cotizacion)})`,
        cotizacion: c.cotizacion,
      });
      creditoAjeno = mov.id;
      movimientoIds.push(mov.id);
    }
  } else if (ajenas.length > 0) {
    const cotizacion = ajenas[0].cotizacion!;
    const texto = `Saldo a favor en ${nombreMoneda(c.monedaId)} aplicado a deuda en ${nombreMoneda(otra)}`;
    const debito = await registrarMovimiento(tx, {
      ...base,
      tipo: 'DEBITO',
      monedaId: c.monedaId,
      monto: suma(ajenas, 'importe'),
      descripcion: `${texto} (cotización ${cotizacionTexto(cotizacion)})`,
      cotizacion,
      creditoOrigenId: c.movimientoId,
    });
    const credito = await registrarMovimiento(tx, {
      ...base,
      tipo: 'CREDITO',
      monedaId: otra,
      monto: suma(ajenas, 'aplicado'),
      descripcion: `${texto} (${formatMoney(suma(ajenas, 'importe'), simbolo(c.monedaId))}, cotización ${cotizacionTexto(cotizacion)})`,
      cotizacion,
      creditoOrigenId: c.movimientoId,
    });
    creditoAjeno = credito.id;
    movimientoIds.push(debito.id, credito.id);
  }
  if (c.tipo === 'existente' && plan.aplicaciones.length > 0) {
    await tx.update(movimientosCuentaCorriente).set({ disponible: plan.sobrante }).where(eq(movimientosCuentaCorriente.id, c.movimientoId));
  }

  if (plan.aplicaciones.length > 0) {
    await tx.insert(aplicacionesPago).values(
      plan.aplicaciones.map((a) => ({
        creditoId: a.documento.monedaId === c.monedaId ? creditoPropio! : creditoAjeno!,
        ventaId: a.documento.tipo === 'venta' ? a.documento.id : null,
        deudaManualId: a.documento.tipo === 'deuda_manual' ? a.documento.id : null,
        monedaId: a.documento.monedaId,
        aplicado: a.aplicado,
        importe: a.importe,
        cotizacion: a.cotizacion,
        ...(p.fecha ? { fecha: p.fecha } : {}),
      })),
    );
  }
  const aplicaciones: Aplicacion[] = [];
  for (const a of plan.aplicaciones) {
    const d = a.documento;
    const total = toMoney(d.total);
    const pagadoTotal = toMoney(new Dec(d.pagado).plus(a.aplicado));
    const pagada = new Dec(pagadoTotal).gte(total);
    d.pagado = pagadoTotal;
    aplicaciones.push({
      tipo: d.tipo,
      id: d.id,
      monedaId: d.monedaId,
      aplicado: a.aplicado,
      importe: a.importe,
      cotizacion: a.cotizacion,
      pagadoTotal,
      total,
      pagada,
      saldoPendiente: toMoney(Dec.max(new Dec(total).minus(pagadoTotal), 0)),
    });
  }
  // The documents' new pagado / pagada: one UPDATE per kind of document.
  const valores = (tipo: Aplicacion['tipo']) =>
    sql.join(
      aplicaciones.filter((a) => a.tipo === tipo).map((a) => sql`(${a.id}::int, ${a.pagadoTotal}::numeric, ${a.pagada}::boolean)`),
      sql`, `,
    );
  if (aplicaciones.some((a) => a.tipo === 'venta')) {
    await tx.execute(sql`update ${ventas} set pagado = x.pagado, pagada = x.pagada, updated_at = now()
      from (values ${valores('venta')}) as x(id, pagado, pagada) where ${ventas.id} = x.id`);
  }
  if (aplicaciones.some((a) => a.tipo === 'deuda_manual')) {
    await tx.execute(sql`update ${deudasManuales} set pagado = x.pagado, pagada = x.pagada
      from (values ${valores('deuda_manual')}) as x(id, pagado, pagada) where ${deudasManuales.id} = x.id`);
  }
  return { movimientoId: creditoPropio ?? movimientoIds[0] ?? 0, movimientoIds, aplicaciones, sobrante: plan.sobrante };
}

/**
 * Applies the client's credit in favour (CREDITO movements with `disponible` > 0, any currency,
 * oldest first) to its pending documents with {@link aplicarCredito}, converting with the system
 * dollar rate (moneda 2 `valor`). Called whenever a new debt appears (a sale on account, a manual
 * debt, a sale edit that raises a debt) and after a sale's annulment or edit frees credit, so the
 * invariant holds: never pending documents and unapplied credit at the same time
 * (docs/cuentas-corrientes.md). The caller holds the client's lock inside `tx`. `fecha` (demo
 * data only) dates the movements and applications it writes; default now.
 * @returns every application made, in order.
 */
export async function aplicarSaldoAFavor(tx: Tx, clienteId: number, usuarioId: number | null, fecha?: Date): Promise<Aplicacion[]> {
  const creditos = await tx
    .select({ id: movimientosCuentaCorriente.id, monedaId: movimientosCuentaCorriente.monedaId, disponible: movimientosCuentaCorriente.disponible })
    .from(movimientosCuentaCorriente)
    .where(
      and(
        eq(movimientosCuentaCorriente.clienteId, clienteId),
        eq(movimientosCuentaCorriente.isDeleted, false),
        // Literal, as in the partial index movimientos_cc_disponible_idx.
        sql`${movimientosCuentaCorriente.tipo} = 'CREDITO' and ${movimientosCuentaCorriente.disponible} > 0`,
      ),
    )
    .orderBy(asc(movimientosCuentaCorriente.fecha), asc(movimientosCuentaCorriente.id));
  if (creditos.length === 0) return [];
  let documentos = await documentosPendientes(tx, clienteId);
  const cotizacion = await valorDolar(tx);
  const hechas: Aplicacion[] = [];
  for (const credito of creditos) {
    // aplicarCredito updates each document's pagado in place: keep only those still owing.
    documentos = documentos.filter((d) => new Dec(d.total).gt(d.pagado));
    if (documentos.length === 0) break;
    const r = await aplicarCredito(tx, {
      clienteId,
      usuarioId,
      documentos,
      fecha,
      credito: { tipo: 'existente', movimientoId: credito.id, monedaId: credito.monedaId, disponible: toMoney(credito.disponible), cotizacion },
    });
    hechas.push(...r.aplicaciones);
  }
  return hechas;
}

// ---------------------------------------------------------------------------------------------
// Payments and manual debts

/** A payment as POST cuentas-corrientes/movimientos receives it (money 2 decimals in `monedaId`; `cotizacion` pesos per dollar, 4 decimals). */
export type PagoCuentaInput = {
  clienteId: number;
  monto: string;
  descripcion: string;
  monedaId: number;
  cotizacion: string;
  cajaId?: number | null;
  /** An authorization code for a rate outside the tolerance ({@link exigirCotizacion}). */
  codigo_pass?: string;
  /** Demo data only: when the payment happened (default now). */
  fecha?: Date;
};

/** The default tolerance (percent) of a caller's rate against the system one (config `controlCotizacion.toleranciaPct`). */
export const TOLERANCIA_COTIZACION_PCT = '2';

/**
 * The rule of a caller-supplied dollar rate (docs/cuentas-corrientes.md, «Cotización de un pago»),
 * inside the operation's transaction: reads the system rate (moneda 2 `valor`); a `cotizacion`
 * within `toleranciaPct` percent of it is taken as it is; further away it needs the permission
 * cuentas_corrientes.cotizacion or a usable `codigoPass`, consumed by `marcar` once the document
 * exists. Rates are pesos per dollar, 4 decimals.
 * @returns the system rate and, when a code must be consumed, the function that consumes it.
 * @throws AppError 409 {@link msgCotizacionFueraDeTolerancia} (no code, no permission); nothing is written.
 */
export async function exigirCotizacion(
  tx: Tx,
  actor: SessionUser,
  p: { cotizacion: string; toleranciaPct: string; codigoPass?: string | null },
): Promise<{ sistema: string; consumirCodigo: ((entidadId: number) => Promise<void>) | null }> {
  const sistema = await valorDolar(tx);
  if (!cotizacionFueraDeTolerancia(p.cotizacion, sistema, p.toleranciaPct)) return { sistema, consumirCodigo: null };
  if (actor.permissions.includes(P.cuentasCorrientesCotizacion)) return { sistema, consumirCodigo: null };
  if (!p.codigoPass) throw conflict(msgCotizacionFueraDeTolerancia(p.cotizacion, sistema, p.toleranciaPct));
  const codigoPass = p.codigoPass;
  return {
    sistema,
    consumirCodigo: async (entidadId: number) => {
      await exigirCodigo(tx, codigoPass, {
        actor,
        motivos: ['cotizacion'],
        entidad: 'movimientos_cuenta_corriente',
        entidadId,
        detalle: { cotizacion: toQuantity(p.cotizacion), cotizacionSistema: sistema, toleranciaPct: p.toleranciaPct },
      });
    },
  };
}

/**
 * POST cuentas-corrientes/movimientos (docs/cuentas-corrientes.md, «Pagos»): ONE transaction with
 * the client's row locked; the payment (`monto` money in `monedaId`, `cotizacion` pesos per dollar)
 * goes through {@link aplicarCredito}: oldest pending documents first, any currency; what is left
 * stays as credit in favour. The rate must pass {@link exigirCotizacion} (within `toleranciaPct`
 * percent of the system rate, or the permission cuentas_corrientes.cotizacion, or a code in
 * `codigo_pass`, consumed and audited with the payment). With `cajaId`, the cash box receives it
 * (`registrarPagoEnCaja`, which refuses a closed box or another currency with 400/409 and nothing is
 * written). Every CREDITO it writes gets `pago_id` = the payment's movement (what
 * {@link anularPago} reverses). Audit 'registrar_pago' on the payment's movement.
 * @returns the movement, the applications (oldest first), what was left and the new balances.
 * @throws AppError 404 'Cliente no encontrado.'; 400 {@link MSG_SALDO_EXCEDIDO}; 409 rate outside the
 *   tolerance without code or permission; 400 'Código de autorización inválido'.
 */
export async function registrarPago(
  db: Db,
  actor: SessionUser,
  input: PagoCuentaInput,
  opciones: { toleranciaPct?: string } = {},
): Promise<PagoCuentaResponse> {
  return db.transaction(async (tx) => {
    await bloquearCliente(tx, input.clienteId);
    const monto = toMoney(input.monto);
    const cotizacion = toQuantity(input.cotizacion);
    const regla = await exigirCotizacion(tx, actor, {
      cotizacion,
      toleranciaPct: opciones.toleranciaPct ?? TOLERANCIA_COTIZACION_PCT,
      codigoPass: input.codigo_pass,
    });
    const r = await aplicarCredito(tx, {
      clienteId: input.clienteId,
      usuarioId: actor.id,
      fecha: input.fecha,
      credito: { tipo: 'pago', monedaId: input.monedaId, monto, cotizacion, descripcion: input.descripcion },
    });
    if (input.cajaId) {
      await registrarPagoEnCaja(tx, {
        cajaId: input.cajaId,
        monedaId: input.monedaId,
        monto,
        movimientoCuentaId: r.movimientoId,
        descripcion: input.descripcion,
        usuarioId: actor.id,
      });
    }
    await tx.update(movimientosCuentaCorriente).set({ pagoId: r.movimientoId }).where(inArray(movimientosCuentaCorriente.id, r.movimientoIds));
    if (regla.consumirCodigo) await regla.consumirCodigo(r.movimientoId);
    const nuevoSaldo = resumenCuenta((await saldosPorCliente(tx, [input.clienteId])).get(input.clienteId));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'movimientos_cuenta_corriente',
      entidadId: r.movimientoId,
      accion: 'registrar_pago',
      despues: {
        clienteId: input.clienteId,
        monedaId: input.monedaId,
        monto,
        cotizacion,
        cotizacionSistema: regla.sistema,
        conCodigo: regla.consumirCodigo !== null,
        descripcion: input.descripcion,
        cajaId: input.cajaId ?? null,
        movimientos: r.movimientoIds,
        aplicaciones: r.aplicaciones,
        saldoAFavor: r.sobrante,
      },
    });
    return { movimientoId: r.movimientoId, aplicaciones: r.aplicaciones, saldoAFavor: r.sobrante, nuevoSaldo };
  });
}

/** 409 of an annulment whose documents changed in a way a reversal cannot undo exactly. */
export const msgPagoNoReversible = (detalle: string) => `No se puede anular el pago: ${detalle}`;

/**
 * POST cuentas-corrientes/movimientos/{id}/anular (docs/cuentas-corrientes.md, «Anulación de un
 * pago»): reverses a payment, given any of its CREDITO movements. ONE transaction, locks in the
 * documented order: the client ({@link bloquearCliente}), then its movements, then the cash box.
 * 1. The payment's CREDITO movements (`pago_id`) and the conversion pairs that later consumed its
 *    credit in favour (`credito_origen_id`); every application of them (aplicaciones_pago) is
 *    undone: marked `anulada` and its `aplicado` taken off the document's `pagado` (pagada
 *    recomputed), so each sale and manual debt is back where it was without this payment.
 * 2. Each of those movements gets its opposite (a CREDITO a DEBITO and vice versa, same currency,
 *    amount and rate, `anula_id` = the original, 'Anulación de pago #{id}: …'), so every balance is
 *    still the sum of its movements and the statement shows both; the originals are marked
 *    `anulado` (who, when; `disponible` 0), never deleted.
 * 3. Cash that entered a box leaves it again ({@link revertirPagoEnCaja}).
 * 4. The client's other credit in favour is applied to the documents that are pending again
 *    ({@link aplicarSaldoAFavor}), keeping the invariant. Audit 'anular' on the payment's movement.
 * Money: 2 decimals, decimal.js.
 * @throws AppError 404 {@link MSG_MOVIMIENTO_NO_ENCONTRADO}; 409 {@link MSG_SOLO_PAGOS_ANULABLES} (a
 *   debt, a sale's adjustment or annulment, a conversion, a reversal), {@link MSG_PAGO_YA_ANULADO},
 *   {@link msgPagoNoReversible} (a sale it paid was annulled or lowered afterwards), 409 'La caja está
 *   cerrada.' / 'Saldo insuficiente en la caja.'; nothing is written.
 */
export async function anularPago(db: Db, actor: SessionUser, movimientoId: number): Promise<PagoAnulado> {
  return db.transaction(async (tx) => {
    const mc = movimientosCuentaCorriente;
    const [ref] = await tx
      .select({ clienteId: mc.clienteId })
      .from(mc)
      .where(and(eq(mc.id, movimientoId), eq(mc.isDeleted, false)));
    if (!ref) throw notFound(MSG_MOVIMIENTO_NO_ENCONTRADO);
    const clienteId = ref.clienteId;
    await bloquearCliente(tx, clienteId);

    const columnas = {
      id: mc.id,
      tipo: mc.tipo,
      monedaId: mc.monedaId,
      monto: mc.monto,
      cotizacion: mc.cotizacion,
      descripcion: mc.descripcion,
      disponible: mc.disponible,
      pagoId: mc.pagoId,
      creditoOrigenId: mc.creditoOrigenId,
      anulado: mc.anulado,
    };
    const [mov] = await tx.select(columnas).from(mc).where(eq(mc.id, movimientoId)).for('update');
    if (mov.tipo !== 'CREDITO' || mov.pagoId === null) throw conflict(MSG_SOLO_PAGOS_ANULABLES);
    if (mov.anulado) throw conflict(MSG_PAGO_YA_ANULADO);
    const pagoId = mov.pagoId;

    const propios = await tx
      .select(columnas)
      .from(mc)
      .where(and(eq(mc.pagoId, pagoId), eq(mc.isDeleted, false)))
      .orderBy(asc(mc.id))
      .for('update');
    const propioIds = propios.map((m) => m.id);
    const conversiones = await tx
      .select(columnas)
      .from(mc)
      .where(and(inArray(mc.creditoOrigenId, propioIds), eq(mc.anulado, false), eq(mc.isDeleted, false)))
      .orderBy(asc(mc.id))
      .for('update');
    const creditoIds = [...propioIds, ...conversiones.filter((m) => m.tipo === 'CREDITO').map((m) => m.id)];
    const apps = await tx
      .select({ id: aplicacionesPago.id, creditoId: aplicacionesPago.creditoId, ventaId: aplicacionesPago.ventaId, deudaManualId: aplicacionesPago.deudaManualId, aplicado: aplicacionesPago.aplicado })
      .from(aplicacionesPago)
      .where(and(inArray(aplicacionesPago.creditoId, creditoIds), eq(aplicacionesPago.anulada, false)))
      .orderBy(asc(aplicacionesPago.id))
      .for('update');

    // Every peso of each credit is accounted for: applied, converted or still available.
    const aplicadoEn = (id: number) => apps.filter((a) => a.creditoId === id).reduce((acc, a) => acc.plus(a.aplicado), new Dec(0));
    for (const m of propios) {
      const convertido = conversiones.filter((c) => c.tipo === 'DEBITO' && c.creditoOrigenId === m.id).reduce((acc, c) => acc.plus(c.monto), new Dec(0));
      if (!aplicadoEn(m.id).plus(convertido).plus(m.disponible).eq(m.monto)) {
        throw conflict(msgPagoNoReversible('parte de su crédito se usó de una forma que no se puede revertir automáticamente.'));
      }
    }

    // What this payment gave each document.
    const porDocumento = new Map<string, { tipo: 'venta' | 'deuda_manual'; id: number; monto: Decimal }>();
    for (const a of apps) {
      const tipo = a.ventaId !== null ? 'venta' : 'deuda_manual';
      const id = (a.ventaId ?? a.deudaManualId)!;
      const k = `${tipo}:${id}`;
      const d = porDocumento.get(k) ?? { tipo, id, monto: new Dec(0) };
      d.monto = d.monto.plus(a.aplicado);
      porDocumento.set(k, d);
    }
    const ventaIds = [...porDocumento.values()].filter((d) => d.tipo === 'venta').map((d) => d.id);
    const deudaIds = [...porDocumento.values()].filter((d) => d.tipo === 'deuda_manual').map((d) => d.id);
    const docs = [
      ...(ventaIds.length
        ? (await tx.select({ id: ventas.id, monedaId: ventas.monedaId, total: ventas.total, pagado: ventas.pagado, isDeleted: ventas.isDeleted }).from(ventas).where(inArray(ventas.id, ventaIds)).orderBy(asc(ventas.id))).map((v) => ({ tipo: 'venta' as const, ...v }))
        : []),
      ...(deudaIds.length
        ? (await tx.select({ id: deudasManuales.id, monedaId: deudasManuales.monedaId, total: deudasManuales.monto, pagado: deudasManuales.pagado }).from(deudasManuales).where(inArray(deudasManuales.id, deudaIds)).orderBy(asc(deudasManuales.id))).map((d) => ({ tipo: 'deuda_manual' as const, isDeleted: false, ...d }))
        : []),
    ];
    const documentos: PagoAnulado['documentos'] = [];
    for (const d of docs) {
      if (d.isDeleted) throw conflict(msgPagoNoReversible(`se aplicó a la venta #${d.id}, que fue anulada después.`));
      const pagado = new Dec(d.pagado).minus(porDocumento.get(`${d.tipo}:${d.id}`)!.monto);
      if (pagado.lt(0)) throw conflict(msgPagoNoReversible(`la venta #${d.id} cambió después de que se le aplicara.`));
      documentos.push({ tipo: d.tipo, id: d.id, monedaId: d.monedaId, pagado: toMoney(pagado), total: toMoney(d.total), pagada: pagado.gte(d.total) });
    }
    const valores = (tipo: 'venta' | 'deuda_manual') =>
      sql.join(
        documentos.filter((d) => d.tipo === tipo).map((d) => sql`(${d.id}::int, ${d.pagado}::numeric, ${d.pagada}::boolean)`),
        sql`, `,
      );
    if (ventaIds.length) {
      await tx.execute(sql`update ${ventas} set pagado = x.pagado, pagada = x.pagada, updated_at = now()
        from (values ${valores('venta')}) as x(id, pagado, pagada) where ${ventas.id} = x.id`);
    }
    if (deudaIds.length) {
      await tx.execute(sql`update ${deudasManuales} set pagado = x.pagado, pagada = x.pagada
        from (values ${valores('deuda_manual')}) as x(id, pagado, pagada) where ${deudasManuales.id} = x.id`);
    }
    if (apps.length) await tx.update(aplicacionesPago).set({ anulada: true }).where(inArray(aplicacionesPago.id, apps.map((a) => a.id)));

    // Each movement gets its opposite; the originals are marked, never deleted.
    const originales = [...propios, ...conversiones];
    const movimientoIds: number[] = [];
    for (const m of originales) {
      const r = await registrarMovimiento(tx, {
        clienteId,
        tipo: m.tipo === 'CREDITO' ? 'DEBITO' : 'CREDITO',
        monedaId: m.monedaId,
        monto: toMoney(m.monto),
        descripcion: `Anulación de pago #${pagoId}: ${m.descripcion}`.slice(0, 500),
        cotizacion: m.cotizacion,
        anulaId: m.id,
        usuarioId: actor.id,
      });
      movimientoIds.push(r.id);
    }
    await tx
      .update(mc)
      .set({ anulado: true, anuladoEn: new Date(), anuladoPor: actor.id, disponible: '0' })
      .where(inArray(mc.id, originales.map((m) => m.id)));

    const cajaMovimientoIds = await revertirPagoEnCaja(tx, {
      movimientoCuentaIds: propioIds,
      anulacionId: movimientoIds[0],
      descripcion: `Anulación de pago #${pagoId}`,
      usuarioId: actor.id,
    });
    const reaplicadas = await aplicarSaldoAFavor(tx, clienteId, actor.id);
    const nuevoSaldo = resumenCuenta((await saldosPorCliente(tx, [clienteId])).get(clienteId));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'movimientos_cuenta_corriente',
      entidadId: pagoId,
      accion: 'anular',
      antes: { movimientos: originales.map((m) => ({ id: m.id, tipo: m.tipo, monedaId: m.monedaId, monto: toMoney(m.monto), disponible: toMoney(m.disponible) })) },
      despues: { clienteId, movimientos: movimientoIds, aplicacionesAnuladas: apps.map((a) => a.id), documentos, cajaMovimientos: cajaMovimientoIds, reaplicadas },
    });
    return { message: MSG_PAGO_ANULADO_OK, movimientoIds, documentos, nuevoSaldo };
  });
}

/**
 * POST deuda-manual (docs/cuentas-corrientes.md, «Deudas manuales»): ONE transaction with the
 * client's row locked: a deudas_manuales row (money in `monedaId`, pending), its DEBITO
 * 'Deuda manual: {descripcion}' (with the due date, a Buenos Aires day, when given), then the
 * client's credit in favour is applied to it at once ({@link aplicarSaldoAFavor}); audit 'crear'.
 * `fecha` (demo data only) dates the debt and what it writes; default now.
 * @returns the debt's id and its movement's id.
 * @throws AppError 404 'Cliente no encontrado.'; 400 {@link MSG_SALDO_EXCEDIDO}.
 */
export async function crearDeudaManual(
  db: Db,
  actor: SessionUser,
  input: { clienteId: number; monto: string; monedaId: number; descripcion: string; vencimiento?: string | null; fecha?: Date },
): Promise<{ id: number; movimientoId: number }> {
  return db.transaction(async (tx) => {
    await bloquearCliente(tx, input.clienteId);
    const monto = toMoney(input.monto);
    const texto = input.descripcion.replace(/^deuda manual:\s*/i, '').trim() || input.descripcion.trim();
    const [deuda] = await tx
      .insert(deudasManuales)
      .values({ clienteId: input.clienteId, monedaId: input.monedaId, monto, descripcion: texto, usuarioId: actor.id, ...(input.fecha ? { fecha: input.fecha } : {}) })
      .returning({ id: deudasManuales.id, fecha: deudasManuales.fecha });
    const mov = await registrarMovimiento(tx, {
      clienteId: input.clienteId,
      tipo: 'DEBITO',
      monedaId: input.monedaId,
      monto,
      descripcion: `${PREFIJO_DEUDA_MANUAL} ${texto}`,
      deudaManualId: deuda.id,
      vencimiento: input.vencimiento ? startOfDayBA(input.vencimiento) : null,
      usuarioId: actor.id,
      fecha: deuda.fecha,
    });
    const aplicaciones = await aplicarSaldoAFavor(tx, input.clienteId, actor.id, input.fecha);
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'deudas_manuales',
      entidadId: deuda.id,
      accion: 'crear',
      despues: {
        clienteId: input.clienteId,
        monedaId: input.monedaId,
        monto,
        descripcion: texto,
        vencimiento: input.vencimiento ?? null,
        movimientoId: mov.id,
        aplicaciones,
      },
    });
    return { id: deuda.id, movimientoId: mov.id };
  });
}

// ---------------------------------------------------------------------------------------------
// Credit check of a Cuenta Corriente sale

/**
 * What a Cuenta Corriente sale needs to know about the client (docs/cuentas-corrientes.md, «Límite
 * de crédito»): its credit limits (null = no limit), signed balances per currency (from
 * saldos_cuenta_corriente) and the age in days (Buenos Aires calendar days) of its oldest pending
 * sale or manual debt (null without pending documents). Decided by the shared `evaluarCredito`.
 * @throws AppError 404 'Cliente no encontrado.' for an unknown or deleted client.
 */
export async function estadoCredito(db: DbOrTx, clienteId: number): Promise<EstadoCredito> {
  const saldo = (monedaId: number) =>
    sql`(select ${saldosCuentaCorriente.saldo} from ${saldosCuentaCorriente} where ${saldosCuentaCorriente.clienteId} = ${clientes.id} and ${saldosCuentaCorriente.monedaId} = ${monedaId})`;
  const [fila] = ((await db.execute(sql`
    select ${clientes.limiteCreditoPesos}::text as limite_pesos, ${clientes.limiteCreditoDolares}::text as limite_dolares,
           coalesce(${saldo(MONEDA_PESOS)}, 0)::text as saldo_pesos, coalesce(${saldo(MONEDA_DOLARES)}, 0)::text as saldo_dolares,
           (${HOY_BA} - ${diaBA(`least(
             (select min(v."fecha") from "ventas" v
               where v."cliente_id" = "clientes"."id" and ${ventaPendienteSql('v')}),
             (select min(d."fecha") from "deudas_manuales" d
               where d."cliente_id" = "clientes"."id" and ${deudaPendienteSql('d')})
           )`)})::int as dias
      from ${clientes} where ${clientes.id} = ${clienteId} and ${clientes.isDeleted} = false`)) as unknown as {
    rows: Array<{ limite_pesos: string | null; limite_dolares: string | null; saldo_pesos: string; saldo_dolares: string; dias: number | null }>;
  }).rows;
  if (!fila) throw notFound(MSG_CUENTA_CLIENTE_NO_ENCONTRADO);
  return {
    limiteCreditoPesos: fila.limite_pesos === null ? null : toMoney(fila.limite_pesos),
    limiteCreditoDolares: fila.limite_dolares === null ? null : toMoney(fila.limite_dolares),
    saldoPesos: toMoney(fila.saldo_pesos),
    saldoDolares: toMoney(fila.saldo_dolares),
    deudaMasAntiguaDias: fila.dias === null ? null : Math.max(0, Number(fila.dias)),
  };
}
