import { aliasedTable, and, count, desc, eq, gte } from 'drizzle-orm';
import {
  Dec,
  MONEDA_DOLARES,
  MSG_DOLAR_ACTUALIZADO,
  MSG_DOLAR_SIN_CAMBIOS,
  MSG_COTIZACION_PENDIENTE_CAMBIO,
  MSG_MONEDA_NO_EDITABLE,
  MSG_SIN_COTIZACION_PENDIENTE,
  msgDolarPendiente,
  toQuantity,
  type ActualizarDolar,
  type CotizacionPendiente,
  type MonedaHistorialItem,
  type Paged,
} from 'shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { monedas, monedasHistorial, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { consultarDolarOficial, type ProveedorLog } from './proveedor';

/**
 * Currency rates (docs/contactos-y-administracion.md, «Monedas»): the dollar (moneda 2) set by hand or
 * from the provider's official sell rate, each change kept in `monedas_historial` and audited.
 */

export const MSG_MONEDA_NO_ENCONTRADA = 'Moneda no encontrada.';
const confirmadores = aliasedTable(usuarios, 'confirmador');
/** Largest id PostgreSQL's `integer` holds: a larger monedaId can only be unknown. */
const INT_MAX = 2_147_483_647;

/** Source of a change: by hand (PUT monedas/2) or from the provider (updateValue, scheduler). */
export type OrigenCotizacion = 'manual' | 'automatico';

/** What {@link fijarValorDolar} answers: the route's body plus whether a row was written. */
export interface ResultadoDolar extends ActualizarDolar {
  cambiado: boolean;
}

/** Default jump (percent) past which a provider rate waits for confirmation (config `controlCotizacion.saltoPendientePct`). */
export const SALTO_PENDIENTE_PCT = '20';

/** Clears the pending provider rate of the dollar (a new value was set, or the provider came back near it). */
const sinPendiente = { valorPendiente: null, pendienteDesde: null, pendienteUsuarioId: null } as const;

/**
 * Sets the system dollar (moneda 2) to `valor` in ONE transaction: locks the row (FOR UPDATE, so two
 * refreshes or two API instances are serialized); an equal value (as decimals) answers
 * MSG_DOLAR_SIN_CAMBIOS and writes nothing; otherwise updates it, writes the history row (`origen`,
 * `usuarioId` null for the scheduler) and the audit row (entidad 'monedas', accion 'actualizar', antes and
 * despues) → MSG_DOLAR_ACTUALIZADO. `valor` and the answer are rates with 4 decimals.
 */
export function fijarValorDolar(
  db: Db,
  {
    valor,
    origen,
    usuarioId,
    saltoPendientePct,
  }: {
    valor: string;
    origen: OrigenCotizacion;
    usuarioId: number | null;
    /** Provider refresh only: a jump larger than this percent is kept pending instead of applied. */
    saltoPendientePct?: string;
  },
): Promise<ResultadoDolar> {
  const nuevo = toQuantity(valor);
  return db.transaction(async (tx) => {
    const [actual] = await tx
      .select({ id: monedas.id, valor: monedas.valor, valorPendiente: monedas.valorPendiente })
      .from(monedas)
      .where(eq(monedas.id, MONEDA_DOLARES))
      .for('update');
    if (!actual) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
    const anterior = toQuantity(actual.valor);
    // Only the provider's own refresh clears its pending rate: a value set by hand leaves it to be confirmed or not.
    const delProveedor = saltoPendientePct !== undefined;
    if (new Dec(anterior).eq(nuevo)) {
      if (delProveedor && actual.valorPendiente !== null) await tx.update(monedas).set(sinPendiente).where(eq(monedas.id, MONEDA_DOLARES));
      return { message: MSG_DOLAR_SIN_CAMBIOS, valor: anterior, cambiado: false };
    }
    if (delProveedor && new Dec(anterior).gt(0) && new Dec(nuevo).minus(anterior).abs().gt(new Dec(anterior).times(saltoPendientePct).div(100))) {
      // Too large a jump from the provider: kept pending for a monedas.put holder (confirmarDolarPendiente).
      if (actual.valorPendiente === null || !new Dec(actual.valorPendiente).eq(nuevo)) {
        await tx.update(monedas).set({ valorPendiente: nuevo, pendienteDesde: new Date(), pendienteUsuarioId: usuarioId }).where(eq(monedas.id, MONEDA_DOLARES));
        await audit(tx, {
          usuarioId,
          entidad: 'monedas',
          entidadId: MONEDA_DOLARES,
          accion: 'cotizacion_pendiente',
          antes: { id: MONEDA_DOLARES, valor: anterior },
          despues: { id: MONEDA_DOLARES, valorPendiente: nuevo, origen, saltoPendientePct },
        });
      }
      return { message: msgDolarPendiente(nuevo, anterior, saltoPendientePct), valor: anterior, pendiente: nuevo, cambiado: false };
    }

    await tx
      .update(monedas)
      .set({ valor: nuevo, updatedAt: new Date(), ...(delProveedor ? sinPendiente : {}) })
      .where(eq(monedas.id, MONEDA_DOLARES));
    await tx.insert(monedasHistorial).values({ monedaId: MONEDA_DOLARES, valorAnterior: anterior, valorNuevo: nuevo, origen, usuarioId });
    await audit(tx, {
      usuarioId,
      entidad: 'monedas',
      entidadId: MONEDA_DOLARES,
      accion: 'actualizar',
      antes: { id: MONEDA_DOLARES, valor: anterior },
      despues: { id: MONEDA_DOLARES, valor: nuevo, origen },
    });
    return { message: MSG_DOLAR_ACTUALIZADO, valor: nuevo, cambiado: true };
  });
}

/**
 * PUT monedas/{id} { valor }: only the dollar (2) is set by hand (origen 'manual'); 404 'Moneda no
 * encontrada.' for an unknown id, 400 MSG_MONEDA_NO_EDITABLE for the peso (its rate is always 1).
 */
export async function setValorMoneda(db: Db, usuarioId: number, id: number, valor: string): Promise<ResultadoDolar> {
  const [moneda] = await db.select({ id: monedas.id }).from(monedas).where(eq(monedas.id, id));
  if (!moneda) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
  if (id !== MONEDA_DOLARES) throw badRequest(MSG_MONEDA_NO_EDITABLE);
  return fijarValorDolar(db, { valor, origen: 'manual', usuarioId });
}

/**
 * The official refresh (GET monedas/updateValue and the scheduler): reads the provider's 'oficial'
 * venta first, outside the transaction (no lock held while waiting on the network), then
 * {@link fijarValorDolar} with origen 'automatico'.
 * @param usuarioId the caller, or null for the scheduled refresh.
 * @throws AppError 502 MSG_PROVEEDOR_COTIZACIONES when the provider fails: nothing changes.
 */
export async function actualizarDolarOficial(
  db: Db,
  cfg: AppConfig['cotizaciones'],
  log: ProveedorLog,
  usuarioId: number | null,
  saltoPendientePct: string = SALTO_PENDIENTE_PCT,
): Promise<ResultadoDolar> {
  const valor = await consultarDolarOficial(cfg, log);
  return fijarValorDolar(db, { valor, origen: 'automatico', usuarioId, saltoPendientePct });
}

/**
 * GET monedas/cotizacion-pendiente: the provider's dollar rate waiting for confirmation (4 decimals),
 * the current one, when it arrived (ISO), who asked the provider (null: the scheduler) and the jump
 * in percent (2 decimals, signed); `pendiente` null when nothing waits.
 */
export async function getDolarPendiente(db: Db): Promise<CotizacionPendiente> {
  const [m] = await db
    .select({ valor: monedas.valor, pendiente: monedas.valorPendiente, desde: monedas.pendienteDesde, usuario: usuarios.name })
    .from(monedas)
    .leftJoin(usuarios, eq(usuarios.id, monedas.pendienteUsuarioId))
    .where(eq(monedas.id, MONEDA_DOLARES));
  if (!m || m.pendiente === null || m.desde === null) return { pendiente: null };
  const actual = new Dec(m.valor);
  return {
    pendiente: {
      valor: toQuantity(m.pendiente),
      valorActual: toQuantity(m.valor),
      fecha: m.desde.toISOString(),
      usuario: m.usuario ?? null,
      variacionPct: actual.gt(0) ? new Dec(m.pendiente).minus(actual).div(actual).times(100).toFixed(2) : '0.00',
    },
  };
}

/**
 * POST monedas/cotizacion-pendiente/confirmar { valor } (monedas.put): applies the pending provider
 * rate in ONE transaction (row FOR UPDATE): the dollar takes it, the pending is cleared, a history row
 * keeps the source ('automatico', the user who asked the provider) and the confirmation (who, when),
 * audit 'confirmar'. `valor` must be the pending rate the user saw.
 * @throws AppError 409 {@link MSG_SIN_COTIZACION_PENDIENTE}, 409 {@link MSG_COTIZACION_PENDIENTE_CAMBIO}.
 */
export async function confirmarDolarPendiente(db: Db, actor: { id: number }, valor: string): Promise<ResultadoDolar> {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select({ valor: monedas.valor, pendiente: monedas.valorPendiente, usuarioId: monedas.pendienteUsuarioId })
      .from(monedas)
      .where(eq(monedas.id, MONEDA_DOLARES))
      .for('update');
    if (!m) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
    if (m.pendiente === null) throw conflict(MSG_SIN_COTIZACION_PENDIENTE);
    if (!new Dec(m.pendiente).eq(valor)) throw conflict(MSG_COTIZACION_PENDIENTE_CAMBIO);
    const anterior = toQuantity(m.valor);
    const nuevo = toQuantity(m.pendiente);
    const ahora = new Date();
    await tx.update(monedas).set({ valor: nuevo, updatedAt: ahora, ...sinPendiente }).where(eq(monedas.id, MONEDA_DOLARES));
    await tx.insert(monedasHistorial).values({
      monedaId: MONEDA_DOLARES,
      valorAnterior: anterior,
      valorNuevo: nuevo,
      origen: 'automatico',
      usuarioId: m.usuarioId,
      confirmadoPor: actor.id,
      confirmadoEn: ahora,
    });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'monedas',
      entidadId: MONEDA_DOLARES,
      accion: 'confirmar',
      antes: { id: MONEDA_DOLARES, valor: anterior },
      despues: { id: MONEDA_DOLARES, valor: nuevo, origen: 'automatico', confirmadoPor: actor.id },
    });
    return { message: MSG_DOLAR_ACTUALIZADO, valor: nuevo, cambiado: true };
  });
}

/**
 * GET monedas/historial: a page of a currency's rate changes, newest first (fecha desc, id desc),
 * from the start of the Buenos Aires day `fechaDesde` (YYYY-MM-DD) when given; `usuario` is the
 * user's name, null for the scheduled refresh. 404 'Moneda no encontrada.' for an unknown currency;
 * 400 for a date that does not exist.
 */
export async function listHistorial(
  db: Db,
  q: { monedaId: number; fechaDesde?: string; page: number; pageSize: number },
): Promise<Paged<MonedaHistorialItem>> {
  if (q.monedaId > INT_MAX) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
  const [moneda] = await db.select({ id: monedas.id }).from(monedas).where(eq(monedas.id, q.monedaId));
  if (!moneda) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
  let desde: Date | undefined;
  if (q.fechaDesde) {
    desde = startOfDayBA(q.fechaDesde);
    // 00:00 in Buenos Aires is 03:00 UTC of the same date; a day that does not exist (02-30) rolls over.
    if (Number.isNaN(desde.getTime()) || desde.toISOString().slice(0, 10) !== q.fechaDesde) {
      throw badRequest('Fecha inválida.');
    }
  }
  const where = and(eq(monedasHistorial.monedaId, q.monedaId), desde ? gte(monedasHistorial.fecha, desde) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(monedasHistorial).where(where);
  const filas = await db
    .select({
      id: monedasHistorial.id,
      fecha: monedasHistorial.fecha,
      valorAnterior: monedasHistorial.valorAnterior,
      valorNuevo: monedasHistorial.valorNuevo,
      origen: monedasHistorial.origen,
      usuario: usuarios.name,
      confirmadoPor: confirmadores.name,
      confirmadoEn: monedasHistorial.confirmadoEn,
    })
    .from(monedasHistorial)
    .leftJoin(usuarios, eq(usuarios.id, monedasHistorial.usuarioId))
    .leftJoin(confirmadores, eq(confirmadores.id, monedasHistorial.confirmadoPor))
    .where(where)
    .orderBy(desc(monedasHistorial.fecha), desc(monedasHistorial.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: filas.map((f) => ({
      id: f.id,
      fecha: f.fecha.toISOString(),
      valorAnterior: toQuantity(f.valorAnterior),
      valorNuevo: toQuantity(f.valorNuevo),
      origen: f.origen === 'manual' ? 'manual' : 'automatico',
      usuario: f.usuario ?? null,
      confirmadoPor: f.confirmadoPor ?? null,
      confirmadoEn: f.confirmadoEn ? f.confirmadoEn.toISOString() : null,
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}

