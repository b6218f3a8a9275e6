import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { autorizarSinFallar, pendientesParaReintentar } from './emision';

/**
 * The retry of pending comprobantes (docs/facturacion.md «Pendientes y reintentos»): every
 * `intervaloMs` (ARCA_REINTENTO_MS, 1 minute) each comprobante still 'pendiente' whose last attempt is
 * at least that old is asked of ARCA again (autorizarComprobante: first FECompConsultar for a number
 * asked without an answer). Safe with several API instances: the numbering lock serialises them and a
 * comprobante answered meanwhile is left as it is.
 */

/** A running retry timer. */
export interface Reintentos {
  /** Stops the timer and waits for a round in progress. */
  detener(): Promise<void>;
}

/** One round: every due pending comprobante, one after the other. Never throws. @returns how many were tried. */
export async function reintentarPendientes(db: Db, antiguedadMs: number, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<number> {
  let ids: number[];
  try {
    ids = await pendientesParaReintentar(db, antiguedadMs);
  } catch (err) {
    log.error({ err }, 'Factura electrónica: no se pudieron leer los comprobantes pendientes');
    return 0;
  }
  for (const id of ids) {
    const estado = await autorizarSinFallar(db, id, log);
    if (estado !== 'pendiente') log.info({ comprobanteId: id, estado }, 'Factura electrónica: comprobante pendiente resuelto');
  }
  return ids.length;
}

/** Starts the timer (unref'd); a tick that finds the previous round running is skipped. */
export function iniciarReintentos(db: Db, intervaloMs: number, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Reintentos {
  let enCurso: Promise<unknown> | null = null;
  let detenido = false;
  const timer = setInterval(() => {
    if (enCurso || detenido) return;
    enCurso = reintentarPendientes(db, intervaloMs, log).finally(() => {
      enCurso = null;
    });
  }, intervaloMs);
  timer.unref();
  return {
    async detener() {
      detenido = true;
      clearInterval(timer);
      if (enCurso) await enCurso;
    },
  };
}
