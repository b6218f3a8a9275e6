import { createHmac, randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { MSG_CODIGO_INVALIDO, type CodigoAutorizacion, type SessionUser } from 'shared';
import type { AppConfig } from '../../config';
import { secretoGuardado } from '../../lib/secretos';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { codigosAutorizacion } from '../../db/schema';
import { audit } from '../../lib/audit';
import { clearAttempts, countAttempt, forgiveAttempt } from '../../lib/attempts';
import { AppError, badRequest } from '../../lib/errors';

/**
 * Authorization codes (docs/seguridad.md, «Códigos de autorización»): the ONE approval mechanism of
 * the system (design.md §10): an overridden price, a Cuenta Corriente sale past the client's credit,
 * a discount above the role's limit, annulling a sale, a dollar rate outside the tolerance. A holder
 * of `ventas.autorizar_precio` issues a 6-digit code valid 10 minutes; the operation that needs it
 * validates and consumes it in its own transaction; each use is audited with who issued the code,
 * who used it, what for (`motivos`) and on which document.
 *
 * Storage: only HMAC-SHA-256(secret, code) is kept, so a copy of the database alone does not give
 * the million candidates away. The secret is AUTH_CODE_SECRET when set (then it never touches the
 * database), else one made once (256 random bits) and kept in `secretos_servidor`.
 */

/** Authorization codes live 10 minutes (docs/ventas-y-presupuestos.md). */
export const CODIGO_TTL_MS = 10 * 60 * 1000;

export const MSG_CODIGO_INTENTOS =
  'Demasiados intentos fallidos con códigos de autorización. Espere 15 minutos e intente nuevamente.';

/** Key of the database-kept secret in `secretos_servidor`. */
const CLAVE_SECRETO = 'codigos_autorizacion';

/**
 * The secret of AUTH_CODE_SECRET (config `authCodeSecret`), set by buildApp; null → the database's.
 * Process-wide: one API process serves one database.
 */
let secretoConfigurado: string | null = null;

/** Sets the configured secret (buildApp, from `AppConfig.authCodeSecret`); null or '' uses the database's. */
export function fijarSecretoCodigos(secreto: string | null | undefined): void {
  secretoConfigurado = secreto ? secreto : null;
}

/** The HMAC key: the configured secret, or the database's ({@link secretoGuardado}). */
async function secreto(db: DbOrTx): Promise<string> {
  return secretoConfigurado ?? secretoGuardado(db, CLAVE_SECRETO);
}

/** HMAC-SHA-256 (hex) of a code with the server secret: what `codigos_autorizacion` stores. */
export async function hashCodigo(db: DbOrTx, codigo: string): Promise<string> {
  return createHmac('sha256', await secreto(db)).update(codigo).digest('hex');
}

/**
 * POST ventas/codigos-autorizacion: a 6-digit one-time code valid 10 minutes, returned once to the
 * issuing user. A code equal to another still usable one is drawn again. Audited ('crear').
 * @throws AppError 503 when no free code was drawn in 10 tries.
 */
export async function generarCodigo(db: Db, actor: SessionUser, now = new Date()): Promise<CodigoAutorizacion> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codigoHash = await hashCodigo(tx, codigo);
      const [taken] = await tx
        .select({ id: codigosAutorizacion.id })
        .from(codigosAutorizacion)
        .where(and(eq(codigosAutorizacion.codigoHash, codigoHash), isNull(codigosAutorizacion.usedAt), gt(codigosAutorizacion.expiresAt, now)));
      if (taken) continue;
      const expiresAt = new Date(now.getTime() + CODIGO_TTL_MS);
      const [row] = await tx
        .insert(codigosAutorizacion)
        .values({ codigoHash, creadoPor: actor.id, createdAt: now, expiresAt })
        .returning({ id: codigosAutorizacion.id });
      await audit(tx, { usuarioId: actor.id, entidad: 'codigos_autorizacion', entidadId: row.id, accion: 'crear', despues: { expiresAt } });
      return { codigo, expiraEn: expiresAt.toISOString() };
    }
    throw new AppError(503, 'No se pudo generar un código. Intente nuevamente.');
  });
}

/** A usable code found for an operation: its row id and who issued it. */
export interface CodigoReservado {
  id: number;
  emitidoPor: number;
}

/**
 * The usable (unused, unexpired) code matching `codigo`, or null (also for anything that is not six
 * digits); `lock` takes it FOR UPDATE, so two operations cannot consume it both.
 */
async function buscarCodigo(db: DbOrTx, codigo: string, lock: boolean, now = new Date()): Promise<CodigoReservado | null> {
  const limpio = codigo.trim();
  if (!/^\d{6}$/.test(limpio)) return null;
  const query = db
    .select({ id: codigosAutorizacion.id, emitidoPor: codigosAutorizacion.creadoPor })
    .from(codigosAutorizacion)
    .where(and(eq(codigosAutorizacion.codigoHash, await hashCodigo(db, limpio)), isNull(codigosAutorizacion.usedAt), gt(codigosAutorizacion.expiresAt, now)))
    .orderBy(asc(codigosAutorizacion.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Inside the operation's transaction: the usable code `codigoPass`, locked FOR UPDATE until the
 * transaction ends, or null. Mark it used with {@link marcarCodigoUsado} once the document exists.
 */
export async function reservarCodigo(tx: Tx, codigoPass: string): Promise<CodigoReservado | null> {
  return buscarCodigo(tx, codigoPass, true);
}

/** What a code was used for: the approvals it gave (`motivos`, Spanish) and the document. */
export interface UsoCodigo {
  actor: SessionUser;
  /** The approvals the code gave, e.g. ['precio', 'credito'], ['descuento'], ['anulacion'], ['cotizacion']. */
  motivos: string[];
  /** Table of the document ('ventas', 'presupuestos', 'cuentas_corrientes'…). */
  entidad: string;
  entidadId: number | null;
  /** Anything else worth keeping in the audit (the credit reasons, the rate…). */
  detalle?: Record<string, unknown>;
}

/**
 * Marks a reserved code used by `uso` (one use: it never serves again) and audits the use ('usar')
 * with the issuer, the user, the motivos and the document.
 */
export async function marcarCodigoUsado(tx: Tx, codigo: CodigoReservado, uso: UsoCodigo): Promise<void> {
  await tx
    .update(codigosAutorizacion)
    .set({
      usedAt: new Date(),
      usadoPor: uso.actor.id,
      ventaId: uso.entidad === 'ventas' ? uso.entidadId : null,
      motivos: uso.motivos,
      entidad: uso.entidad,
      entidadId: uso.entidadId,
    })
    .where(eq(codigosAutorizacion.id, codigo.id));
  await audit(tx, {
    usuarioId: uso.actor.id,
    entidad: 'codigos_autorizacion',
    entidadId: codigo.id,
    accion: 'usar',
    despues: { emitidoPor: codigo.emitidoPor, motivos: uso.motivos, entidad: uso.entidad, entidadId: uso.entidadId, ...uso.detalle },
  });
}

/**
 * Reserves and uses `codigoPass` for `uso` in one step (the document already exists).
 * @throws AppError 400 'Código de autorización inválido' when it is not usable now.
 */
export async function exigirCodigo(tx: Tx, codigoPass: string | undefined | null, uso: UsoCodigo): Promise<CodigoReservado> {
  const codigo = codigoPass ? await reservarCodigo(tx, codigoPass) : null;
  if (!codigo) throw badRequest(MSG_CODIGO_INVALIDO);
  await marcarCodigoUsado(tx, codigo, uso);
  return codigo;
}

/** Failed-attempt key of a user's code checks (docs/seguridad.md). */
const claveUsuario = (usuarioId: number) => `codigo:usuario:${usuarioId}`;
/** Failed-attempt key of the codes of one issuer. */
const claveEmisor = (emisorId: number) => `codigo:emisor:${emisorId}`;

/**
 * A wrong code was tried (docs/seguridad.md, «Códigos de autorización»): each user who has codes
 * usable right now gets one failure counted against them as issuer; past `codeIssuerAttempts` their
 * usable codes are revoked (they expire now, audited 'revocar') and the count starts over, so
 * guessing from many accounts cannot walk through a million candidates while nobody is locked out.
 */
async function falloContraEmisores(db: Db, config: AppConfig, now = new Date()): Promise<void> {
  const emisores = await db
    .selectDistinct({ id: codigosAutorizacion.creadoPor })
    .from(codigosAutorizacion)
    .where(and(isNull(codigosAutorizacion.usedAt), gt(codigosAutorizacion.expiresAt, now)));
  for (const { id } of emisores) {
    try {
      await countAttempt(db, [claveEmisor(id)], config.codeIssuerAttempts, MSG_CODIGO_INTENTOS, now);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 429)) throw err;
      await db.transaction(async (tx) => {
        const revocados = await tx
          .update(codigosAutorizacion)
          .set({ expiresAt: now })
          .where(and(eq(codigosAutorizacion.creadoPor, id), isNull(codigosAutorizacion.usedAt), gt(codigosAutorizacion.expiresAt, now)))
          .returning({ id: codigosAutorizacion.id });
        for (const r of revocados) {
          await audit(tx, { usuarioId: null, entidad: 'codigos_autorizacion', entidadId: r.id, accion: 'revocar', despues: { motivo: 'demasiados intentos fallidos', emitidoPor: id } });
        }
      });
      await clearAttempts(db, [claveEmisor(id)]);
    }
  }
}

/**
 * POST ventas/check-code-pass: whether the code is usable now, without consuming it. A wrong code
 * counts as a failed attempt of the user (past `config.codeAttempts` → 429 MSG_CODIGO_INTENTOS for
 * that user only) and against the issuers of the usable codes ({@link falloContraEmisores}).
 */
export async function checkCodigo(db: Db, config: AppConfig, codigo: string, who: { usuarioId: number }): Promise<boolean> {
  const keys = [claveUsuario(who.usuarioId)];
  await countAttempt(db, keys, config.codeAttempts, MSG_CODIGO_INTENTOS);
  const valid = (await buscarCodigo(db, codigo, false)) !== null;
  if (valid) await forgiveAttempt(db, keys);
  else await falloContraEmisores(db, config);
  return valid;
}

/**
 * Runs `operacion`, which checks an authorization code someone sent (a sale, a quote's conversion,
 * an annulment, a payment at another rate…): the call counts as a failed attempt of the user,
 * counted BEFORE the code is checked so parallel guesses cannot slip past the limit (past
 * `codeAttempts` → 429 MSG_CODIGO_INTENTOS), and forgiven unless the operation refused the code itself
 * ('Código de autorización inválido', which also counts against the issuers). A code the operation
 * does not need is neither checked nor consumed. Rethrows the operation's error.
 */
export async function conIntentoDeCodigo<T>(db: Db, actor: SessionUser, ctx: { config: AppConfig; ip?: string }, operacion: () => Promise<T>): Promise<T> {
  const keys = [claveUsuario(actor.id)];
  await countAttempt(db, keys, ctx.config.codeAttempts, MSG_CODIGO_INTENTOS);
  try {
    const result = await operacion();
    await forgiveAttempt(db, keys);
    return result;
  } catch (err) {
    if (err instanceof AppError && err.message === MSG_CODIGO_INVALIDO) await falloContraEmisores(db, ctx.config);
    else await forgiveAttempt(db, keys);
    throw err;
  }
}
