import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  Dec,
  MONEDA_DOLARES,
  MSG_DOLAR_ACTUALIZADO,
  MSG_DOLAR_SIN_CAMBIOS,
  MSG_MONEDA_NO_EDITABLE,
  toQuantity,
  type ActualizarDolar,
  type MonedaHistorialItem,
  type Paged,
} from 'shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { monedas, monedasHistorial, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { startOfDayBA } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { consultarDolarOficial, type ProveedorLog } from './proveedor';

/**
 * Currency rates (docs/contactos-y-administracion.md, «Monedas»): the dollar (moneda 2) set by hand or
 * from the provider's official sell rate, each change kept in `monedas_historial` and audited.
 */

export const MSG_MONEDA_NO_ENCONTRADA = 'Moneda no encontrada.';
/** Largest id PostgreSQL's `integer` holds: a larger monedaId can only be unknown. */
const INT_MAX = 2_147_483_647;

/** Source of a change: by hand (PUT monedas/2) or from the provider (updateValue, scheduler). */
export type OrigenCotizacion = 'manual' | 'automatico';

/** What {@link fijarValorDolar} answers: the route's body plus whether a row was written. */
export interface ResultadoDolar extends ActualizarDolar {
  cambiado: boolean;
}

/**
 * Sets the system dollar (moneda 2) to `valor` in ONE transaction: locks the row (FOR UPDATE, so two
 * refreshes or two API instances are serialized); an equal value (as decimals) answers
 * MSG_DOLAR_SIN_CAMBIOS and writes nothing; otherwise updates it, writes the history row (`origen`,
 * `usuarioId` null for the scheduler) and the audit row (entidad 'monedas', accion 'actualizar', antes and
 * despues) → MSG_DOLAR_ACTUALIZADO. `valor` and the answer are rates with 4 decimals.
 */
export function fijarValorDolar(
  db: Db,
  { valor, origen, usuarioId }: { valor: string; origen: OrigenCotizacion; usuarioId: number | null },
): Promise<ResultadoDolar> {
  const nuevo = toQuantity(valor);
  return db.transaction(async (tx) => {
    const [actual] = await tx
      .select({ id: monedas.id, valor: monedas.valor })
      .from(monedas)
      .where(eq(monedas.id, MONEDA_DOLARES))
      .for('update');
    if (!actual) throw notFound(MSG_MONEDA_NO_ENCONTRADA);
    const anterior = toQuantity(actual.valor);
    if (new Dec(anterior).eq(nuevo)) return { message: MSG_DOLAR_SIN_CAMBIOS, valor: anterior, cambiado: false };

    await tx.update(monedas).set({ valor: nuevo, updatedAt: new Date() }).where(eq(monedas.id, MONEDA_DOLARES));
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
): Promise<ResultadoDolar> {
  const valor = await consultarDolarOficial(cfg, log);
  return fijarValorDolar(db, { valor, origen: 'automatico', usuarioId });
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
    })
    .from(monedasHistorial)
    .leftJoin(usuarios, eq(usuarios.id, monedasHistorial.usuarioId))
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
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}

