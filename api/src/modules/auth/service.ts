import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { LoginBody, SessionUser } from 'shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sesiones, usuarios } from '../../db/schema';
import { clearAttempts, countAttempt } from '../../lib/attempts';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findSessionUser, newSessionToken, sha256, userHasAny } from '../../plugins/auth';

export const MSG_CREDENCIALES = 'Credenciales inválidas';
export const MSG_CONTRASENA_OK = 'Contraseña actualizada correctamente';
export const MSG_LOGIN_INTENTOS = 'Demasiados intentos fallidos para esta cuenta. Espere 15 minutos e intente nuevamente.';

/**
 * Checks e-mail and password and opens a session (docs/seguridad.md). Unknown e-mail, wrong password and
 * inactive user all answer 401 'Credenciales inválidas'.
 * @returns the opaque token for the cookie (only its SHA-256 is stored) and the session user.
 */
export async function login(
  db: Db,
  config: AppConfig,
  body: LoginBody,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; user: SessionUser }> {
  // Per account, on top of the per-address rate limit of the route (docs/seguridad.md).
  const keys = [`login:cuenta:${body.email}`];
  await countAttempt(db, keys, config.loginAccountAttempts, MSG_LOGIN_INTENTOS);
  const [row] = await db
    .select({ id: usuarios.id, passwordHash: usuarios.passwordHash, activo: usuarios.activo })
    .from(usuarios)
    .where(eq(usuarios.email, body.email));
  const ok = await verifyPassword(row?.passwordHash ?? null, body.password);
  if (!row || !ok || !row.activo) throw new AppError(401, MSG_CREDENCIALES);
  await clearAttempts(db, keys);

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
 * themself or a holder of usuarios.put. Ends every other session of that user (the caller's own
 * current session stays open). Audited without the hash.
 */
export async function changePassword(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string | null,
  userId: number,
  newPassword: string,
): Promise<void> {
  if (actor.id !== userId && !userHasAny(actor, 'usuarios.put')) throw forbidden();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // NO KEY UPDATE, the lock the UPDATE below takes anyway: it does not block the foreign-key
    // checks of rows that point at this user (audit rows, sales of other requests), as FOR UPDATE would.
    const [target] = await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.id, userId))
      .for('no key update');
    if (!target) throw notFound('Usuario no encontrado.');
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
