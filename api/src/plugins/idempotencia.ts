import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isValidIdempotencyKey,
  MSG_IDEMPOTENCIA_CLAVE_INVALIDA,
  MSG_IDEMPOTENCIA_EN_CURSO,
  MSG_IDEMPOTENCIA_OTROS_DATOS,
} from 'shared';
import type { Db } from '../db/client';
import { idempotencia } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Deps } from '../types';
import { currentUser } from './auth';
import { canonical } from '../lib/json-canonico';

/**
 * Idempotency of the create calls (docs/seguridad.md, «Idempotencia»; issue #28). A route opts in
 * with `config: { idempotente: true }`; a request to it that carries an `Idempotency-Key` header:
 *
 * - is answered, when the same user already sent that key with the same route, params and body, with
 *   the first answer (same status and JSON body, plus `Idempotent-Replayed: true`), and nothing more
 *   is written;
 * - gets 422 'La clave de idempotencia ya se usó con otros datos.' when the key was used with another
 *   body (or on another route);
 * - gets 400 'La clave de idempotencia (Idempotency-Key) debe tener…' when the header is not 1 to 200
 *   printable ASCII characters.
 *
 * Without the header nothing changes. Keys belong to a user (the table's key is user + key), so one
 * user's key never returns another user's answer.
 *
 * How (table `idempotencia`, api/drizzle/0018_idempotencia.sql): in the preHandler hook, after the
 * session, the permission and the body were checked (a 400, 401 or 403 is never stored), the key is
 * reserved with `INSERT … ON CONFLICT DO NOTHING` as its own statement, state 'en_proceso', before
 * the route's handler runs: the services open their own transactions, so the reservation cannot live
 * in theirs; committed at once it is visible to any other request, on PostgreSQL and on PGlite (one
 * connection: the statement just waits its turn, it holds nothing the operation needs). The onSend
 * hook then stores the answer of the handler ('completada', status and the JSON text) when it is a
 * 2xx or a 4xx other than 429, or deletes the reservation on a 5xx or a 429, so a retry after a
 * server error (or once the limit has passed) runs the operation again.
 *
 * A second request that finds the key 'en_proceso' waits for it (polling, up to
 * {@link tiemposIdempotencia}.esperaMs) and answers what the first one stored, or runs the operation
 * itself when the first one released the key; if the wait runs out: 409 'La operación con esa clave
 * todavía está en curso.'. A reservation older than `abandonoMs` is taken as left by a process that
 * died and taken over. Rows older than `vigenciaMs` (24 h) are expired: the key is free again; they
 * are deleted lazily (that key's row when it is reused, and all expired rows at most once every
 * `limpiezaMs` per process).
 *
 * The one gap: if the API dies after the operation committed and before its answer was stored, the
 * key stays 'en_proceso' until `abandonoMs` and the operation may then run again.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an `Idempotency-Key` header (plugins/idempotencia.ts, docs/seguridad.md). */
    idempotente?: true;
  }
  interface FastifyRequest {
    /** The key this request reserved (plugins/idempotencia.ts); null when it holds none. */
    idempotencia: ReservaIdempotencia | null;
  }
}

/** The key a request holds while its handler runs. */
export interface ReservaIdempotencia {
  usuarioId: number;
  clave: string;
  /** Random id of this reservation: only its holder completes or releases the row. */
  reserva: string;
  /** Set once the answer was stored or the reservation released. */
  cerrada: boolean;
}

/**
 * The times of the plugin, read on every request (the tests shorten the wait): how long a key lives,
 * after how long an 'en_proceso' reservation counts as abandoned, how long a second request waits for
 * the first, and how often the expired rows are swept.
 */
export const tiemposIdempotencia = {
  vigenciaMs: 24 * 60 * 60 * 1000,
  abandonoMs: 5 * 60 * 1000,
  esperaMs: 10_000,
  limpiezaMs: 60 * 60 * 1000,
};

/** The header as Node lowercases it. */
const HEADER = 'idempotency-key';
/** Header of a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** SHA-256 (hex) of the canonical JSON of a request's params and (validated) body: what a retry must repeat. */
export function hashPedido(params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ params: params ?? null, body: body ?? null })))
    .digest('hex');
}

/** Answers stored and replayed: the handler's 2xx and 4xx, except 429 (a limit that passes). */
export function respuestaGuardable(status: number): boolean {
  return status >= 200 && status < 500 && status !== 429;
}

const dormir = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Resultado =
  | { tipo: 'reservada' }
  | { tipo: 'repetida'; status: number; respuesta: string }
  | { tipo: 'otros_datos' }
  | { tipo: 'en_curso' };

/**
 * Reserves `clave` of `usuarioId` for this request, or tells what the key already holds. Loops while
 * the key is 'en_proceso' (up to `esperaMs`), and when its row disappears (released after a 5xx) or
 * is expired or abandoned (then deleted, by its reservation id, and reserved anew).
 */
async function reservar(
  db: Db,
  datos: { usuarioId: number; clave: string; ruta: string; hashCuerpo: string; reserva: string },
): Promise<Resultado> {
  const { vigenciaMs, abandonoMs, esperaMs } = tiemposIdempotencia;
  const limite = Date.now() + esperaMs;
  const deLaClave = and(eq(idempotencia.usuarioId, datos.usuarioId), eq(idempotencia.clave, datos.clave));
  let pausa = 10;
  for (;;) {
    const [nueva] = await db
      .insert(idempotencia)
      .values({ ...datos, estado: 'en_proceso' })
      .onConflictDoNothing()
      .returning({ reserva: idempotencia.reserva });
    if (nueva) return { tipo: 'reservada' };

    const [fila] = await db
      .select({
        ruta: idempotencia.ruta,
        hashCuerpo: idempotencia.hashCuerpo,
        reserva: idempotencia.reserva,
        estado: idempotencia.estado,
        status: idempotencia.status,
        respuesta: idempotencia.respuesta,
        vencida: sql<boolean>`${idempotencia.createdAt} < now() - make_interval(secs => ${vigenciaMs / 1000})`,
        abandonada: sql<boolean>`${idempotencia.createdAt} < now() - make_interval(secs => ${abandonoMs / 1000})`,
      })
      .from(idempotencia)
      .where(deLaClave);
    if (!fila) continue; // released meanwhile: try to reserve it again
    if (fila.vencida || (fila.estado === 'en_proceso' && fila.abandonada)) {
      await db.delete(idempotencia).where(and(deLaClave, eq(idempotencia.reserva, fila.reserva)));
      continue;
    }
    if (fila.ruta !== datos.ruta || fila.hashCuerpo !== datos.hashCuerpo) return { tipo: 'otros_datos' };
    if (fila.estado === 'completada' && fila.status !== null && fila.respuesta !== null) {
      return { tipo: 'repetida', status: fila.status, respuesta: fila.respuesta };
    }
    if (Date.now() >= limite) return { tipo: 'en_curso' };
    await dormir(pausa);
    pausa = Math.min(pausa * 2, 100);
  }
}

/** Stores the answer of the request's reservation, or releases it when the answer is not stored. */
async function cerrar(db: Db, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const r = request.idempotencia;
  if (!r || r.cerrada) return;
  r.cerrada = true;
  const deLaReserva = and(eq(idempotencia.usuarioId, r.usuarioId), eq(idempotencia.clave, r.clave), eq(idempotencia.reserva, r.reserva));
  try {
    if (respuestaGuardable(reply.statusCode) && typeof payload === 'string') {
      await db.update(idempotencia).set({ estado: 'completada', status: reply.statusCode, respuesta: payload }).where(deLaReserva);
    } else {
      await db.delete(idempotencia).where(deLaReserva);
    }
  } catch (err) {
    // The answer is sent anyway; the reservation is taken over after abandonoMs.
    request.log.error({ err }, 'No se pudo guardar la respuesta de idempotencia');
  }
}

/**
 * Registers the hooks described at the top of this file on `app` (before the routes). Only routes
 * with `config.idempotente` are affected.
 */
export function registerIdempotencia(app: FastifyInstance, { db }: Deps): void {
  app.decorateRequest('idempotencia', null);
  let ultimaLimpieza = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotente !== true) return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !isValidIdempotencyKey(header)) throw new AppError(400, MSG_IDEMPOTENCIA_CLAVE_INVALIDA);

    if (Date.now() - ultimaLimpieza > tiemposIdempotencia.limpiezaMs) {
      ultimaLimpieza = Date.now();
      await db
        .delete(idempotencia)
        .where(lt(idempotencia.createdAt, sql`now() - make_interval(secs => ${tiemposIdempotencia.vigenciaMs / 1000})`));
    }

    const usuarioId = currentUser(request).id;
    const reserva = randomUUID();
    const resultado = await reservar(db, {
      usuarioId,
      clave: header,
      ruta: `${request.method} ${request.routeOptions.url}`,
      hashCuerpo: hashPedido(request.params, request.body),
      reserva,
    });
    switch (resultado.tipo) {
      case 'reservada':
        request.idempotencia = { usuarioId, clave: header, reserva, cerrada: false };
        return;
      case 'repetida':
        // A string with a JSON content type is sent as it is (no serializer): the stored bytes.
        return reply
          .code(resultado.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header(REPLAYED_HEADER, 'true')
          .send(resultado.respuesta);
      case 'otros_datos':
        throw new AppError(422, MSG_IDEMPOTENCIA_OTROS_DATOS);
      case 'en_curso':
        throw new AppError(409, MSG_IDEMPOTENCIA_EN_CURSO);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    await cerrar(db, request, reply, payload);
    return payload;
  });
  // Whatever ended the request without onSend storing it (an aborted request), the key is released.
  app.addHook('onResponse', async (request, reply) => {
    await cerrar(db, request, reply, undefined);
  });
}
