import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { actualizarDolarOficial } from './service';

/**
 * The automatic refresh of the dollar (docs/contactos-y-administracion.md, «Monedas»): every
 * `DOLAR_AUTO_ACTUALIZAR_MINUTOS` the official sell rate of the provider becomes moneda 2's value,
 * with origen 'automatico' and no user. Safe with several API instances: each refresh locks the row
 * (FOR UPDATE) and writes only when the value differs, so the same rate is written once.
 */

/** The longest delay setInterval takes (a larger one would fire every millisecond). */
const INTERVALO_MAX_MS = 2_147_483_647;

export interface Programador {
  /** Stops the timer and waits for a refresh in progress to end. */
  detener(): Promise<void>;
}

/**
 * One scheduled refresh: never throws. A provider failure or a database error is logged (warn/error)
 * and the value stays as it was; a change is logged at info.
 * @returns whether the value changed.
 */
export async function refrescarDolarProgramado(
  db: Db,
  cfg: AppConfig['cotizaciones'],
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  saltoPendientePct?: string,
): Promise<boolean> {
  try {
    const r = await actualizarDolarOficial(db, cfg, log, null, saltoPendientePct);
    if (r.cambiado) log.info({ valor: r.valor }, 'Dólar actualizado automáticamente desde el proveedor de cotizaciones');
    if (r.pendiente) log.warn({ valor: r.valor, pendiente: r.pendiente }, 'Dólar del proveedor pendiente de confirmación: se aparta demasiado del valor actual');
    return r.cambiado;
  } catch (err) {
    // The provider's failures were logged with their cause by the client (502); anything else is unexpected.
    if ((err as { statusCode?: number }).statusCode === 502) log.warn('Actualización automática del dólar: el proveedor no respondió; el valor no cambió');
    else log.error({ err }, 'Actualización automática del dólar: error; el valor no cambió');
    return false;
  }
}

/**
 * Starts the timer of the automatic refresh: every `intervaloMs` (main.ts: autoMinutos × 60 000) runs
 * {@link refrescarDolarProgramado}; a tick that finds the previous refresh still running is skipped.
 * The timer is unref'd (it never keeps the process alive); intervals past setInterval's limit
 * (about 24.8 days) are clamped to it.
 */
export function iniciarProgramador(
  db: Db,
  cfg: AppConfig['cotizaciones'],
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  intervaloMs: number,
  saltoPendientePct?: string,
): Programador {
  let enCurso: Promise<unknown> | null = null;
  let detenido = false;
  const timer = setInterval(() => {
    if (enCurso || detenido) return;
    enCurso = refrescarDolarProgramado(db, cfg, log, saltoPendientePct).finally(() => {
      enCurso = null;
    });
  }, Math.min(Math.max(1, intervaloMs), INTERVALO_MAX_MS));
  timer.unref();
  return {
    async detener() {
      detenido = true;
      clearInterval(timer);
      if (enCurso) await enCurso;
    },
  };
}
