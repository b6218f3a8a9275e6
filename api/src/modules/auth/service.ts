import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import {
  MSG_CONTRASENA_ACTUAL_FALTA,
  MSG_CONTRASENA_ACTUAL_INCORRECTA,
  MSG_USUARIO_NO_ENCONTRADO,
  type ChangePasswordBody,
  type LoginBody,
  type SessionUser,
} from 'shared';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { intentosFallidos, sesiones, usuarios } from '../../db/schema';
import { clearAttempts, countAttempt, forgiveAttempt } from '../../lib/attempts';
import { audit, auditarRechazo, type AuditLog } from '../../lib/audit';
import { assertPuedeCambiarContrasena } from '../../lib/escalamiento';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findSessionUser, newSessionToken, sha256, userHasAny } from '../../plugins/auth';
import { lockUsuarioConRol } from '../usuarios/service';

export const MSG_CREDENCIALES = 'Credenciales inválidas';
export const MSG_CONTRASENA_OK = 'Contraseña actualizada correctamente';
export const MSG_LOGIN_INTENTOS = 'Demasiados intentos fallidos para esta cuenta. Espere 15 minutos e intente nuevamente.';
export const MSG_LOGIN_INTENTOS_DIRECCION =
  'Demasiados intentos fallidos desde esta dirección. Espere 15 minutos e intente nuevamente.';
export const MSG_CONTRASENA_INTENTOS =
  'Demasiados intentos fallidos con la contraseña actual. Espere 15 minutos e intente nuevamente.';

/** Prefix of every attempt counter of the sign-ins of `email` (one per address it was tried from). */
const prefijoCuenta = (email: string) => `login:par:${email.toLowerCase()}|`;

/**
 * The attempt counters of a sign-in (docs/seguridad.md «Sesiones y secretos»): the (account, address)
 * pair, and the address alone (any account). There is no counter of the account alone: failures
 * from one address never refuse the right password from another.
 */
export function claveLogin(email: string, ip: string | undefined): { par: string; direccion: string } {
  const direccion = ip ?? 'desconocida';
  return { par: `${prefijoCuenta(email)}${direccion}`, direccion: `login:dir:${direccion}` };
}

/**
 * Clears every sign-in attempt counter of `email`: one per address, and the per-account one of the
 * versions before 0017 (`login:cuenta:…`). Used by `crear-admin` (api/src/db/admin.ts).
 */
export async function limpiarIntentosDeCuenta(db: DbOrTx, email: string): Promise<void> {
  const prefijo = prefijoCuenta(email);
  await db
    .delete(intentosFallidos)
    .where(
      or(
        sql`left(${intentosFallidos.clave}, ${prefijo.length}) = ${prefijo}`,
        eq(intentosFallidos.clave, `login:cuenta:${email.toLowerCase()}`),
      ),
    );
}

/**
 * Checks e-mail and password and opens a session (docs/seguridad.md). Unknown e-mail, wrong password and
 * inactive user all answer 401 'Credenciales inválidas', audited 'sesiones' 'login_fallido' with the
 * e-mail tried and the address (never the password).
 * Attempts are counted BEFORE the password is checked (parallel guesses cannot slip past the limit)
 * per (account, address) pair and per address; past the limit of either the answer is 429, even with
 * the right password, but only for that pair or address: the right password from another address
 * signs in. A success clears the pair and takes back its count of the address.
 * @returns the opaque token for the cookie (only its SHA-256 is stored) and the session user.
 * @throws AppError 401 'Credenciales inválidas'; 429 'Demasiados intentos fallidos para esta cuenta…'
 *   or '… desde esta dirección…'.
 */
export async function login(
  db: Db,
  config: AppConfig,
  body: LoginBody,
  meta: { ip?: string; userAgent?: string; log?: AuditLog },
): Promise<{ token: string; user: SessionUser }> {
  // On top of the per-address rate limit of the route (in memory, per instance; docs/seguridad.md).
  const claves = claveLogin(body.email, meta.ip);
  await countAttempt(db, [claves.par], config.loginAccountAttempts, MSG_LOGIN_INTENTOS);
  try {
    await countAttempt(db, [claves.direccion], config.loginAddressAttempts, MSG_LOGIN_INTENTOS_DIRECCION);
  } catch (err) {
    await forgiveAttempt(db, [claves.par]); // the password was not checked
    throw err;
  }
  const [row] = await db
    .select({ id: usuarios.id, passwordHash: usuarios.passwordHash, activo: usuarios.activo })
    .from(usuarios)
    .where(eq(usuarios.email, body.email));
  const ok = await verifyPassword(row?.passwordHash ?? null, body.password);
  if (!row || !ok || !row.activo) {
    await auditarRechazo(
      db,
      { usuarioId: null, entidad: 'sesiones', entidadId: row?.id ?? null, accion: 'login_fallido', despues: { email: body.email, ip: meta.ip ?? null } },
      meta.log,
    );
    throw new AppError(401, MSG_CREDENCIALES);
  }
  await clearAttempts(db, [claves.par]);
  await forgiveAttempt(db, [claves.direccion]);

  const token = newSessionToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    // Housekeeping: this user's sessions that expired by age.
    await tx
      .delete(sesiones)
      .where(
        and(
          eq(sesiones.usuarioId, row.id),
          or(lt(sesiones.expiresAt, now), lt(sesiones.lastSeenAt, new Date(now.getTime() - config.sessionIdleMs))),
        ),
      );
    await tx.insert(sesiones).values({
      tokenHash: sha256(token),
      usuarioId: row.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionAbsoluteMs),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await audit(tx, { usuarioId: row.id, entidad: 'sesiones', entidadId: row.id, accion: 'iniciar_sesion', despues: { ip: meta.ip ?? null } });
  });
  const user = await findSessionUser(db, row.id);
  if (!user) throw new AppError(401, MSG_CREDENCIALES);
  return { token, user };
}

/** Ends the session whose id hash is given (no-op when it does not exist), with its audit row. */
export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx.delete(sesiones).where(eq(sesiones.tokenHash, tokenHash)).returning({ usuarioId: sesiones.usuarioId });
    for (const s of ended) {
      await audit(tx, { usuarioId: s.usuarioId, entidad: 'sesiones', entidadId: s.usuarioId, accion: 'cerrar_sesion' });
    }
  });
}

/**
 * Sets a new password for `userId` (PUT auth/change-password/{userId}). Allowed for the user
 * themself, who must give their current password in `passwordActual` (its failures are counted per
 * user, like a sign-in: past `loginAccountAttempts` 429 even when right), or a holder of usuarios.put
 * within the rules of docs/seguridad.md «Escalamiento de permisos» (an Administrador's only with every
 * permission; anyone else's only holding every permission of their role). Ends every other session
 * of that user (the caller's own current session stays open). Audited without the hash.
 * @throws AppError 400 'Ingrese la contraseña actual.' / 'La contraseña actual no es correcta.';
 *   403 another user without usuarios.put or beyond the caller's permissions; 404 unknown user; 429.
 */
export async function changePassword(
  db: Db,
  config: AppConfig,
  actor: SessionUser,
  currentTokenHash: string | null,
  userId: number,
  body: ChangePasswordBody,
): Promise<void> {
  const propia = actor.id === userId;
  if (!propia && !userHasAny(actor, 'usuarios.put')) throw forbidden();
  if (propia) await verificarPasswordActual(db, config, userId, body.passwordActual);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    // NO KEY UPDATE, the lock the UPDATE below takes anyway: it does not block the foreign-key
    // checks of rows that point at this user (audit rows, sales of other requests), as FOR UPDATE would.
    const target = await lockUsuarioConRol(tx, userId);
    if (!propia) assertPuedeCambiarContrasena(actor, target);
    await tx.update(usuarios).set({ passwordHash, updatedAt: new Date() }).where(eq(usuarios.id, userId));
    await tx
      .delete(sesiones)
      .where(
        currentTokenHash
          ? and(eq(sesiones.usuarioId, userId), ne(sesiones.tokenHash, currentTokenHash))
          : eq(sesiones.usuarioId, userId),
      );
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'usuarios',
      entidadId: userId,
      accion: 'cambiar_contrasena',
    });
  });
}

/**
 * The current password of a user changing their own (docs/seguridad.md): counted per user BEFORE it
 * is checked, cleared when right.
 * @throws AppError 400 'Ingrese la contraseña actual.' (missing) / 'La contraseña actual no es
 *   correcta.'; 429 'Demasiados intentos fallidos con la contraseña actual…' past the limit.
 */
async function verificarPasswordActual(db: Db, config: AppConfig, userId: number, passwordActual: string | undefined): Promise<void> {
  if (passwordActual === undefined) throw badRequest(MSG_CONTRASENA_ACTUAL_FALTA);
  const claves = [`contrasena:usuario:${userId}`];
  await countAttempt(db, claves, config.loginAccountAttempts, MSG_CONTRASENA_INTENTOS);
  const [row] = await db.select({ passwordHash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, userId));
  if (!row) throw notFound(MSG_USUARIO_NO_ENCONTRADO);
  if (!(await verifyPassword(row.passwordHash, passwordActual))) throw badRequest(MSG_CONTRASENA_ACTUAL_INCORRECTA);
  await clearAttempts(db, claves);
}
