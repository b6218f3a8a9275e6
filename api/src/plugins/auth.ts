import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnyPermission, type SessionUser } from 'shared';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { roles, sesiones, usuarios } from '../db/schema';
import { AppError, MSG_NO_AUTENTICADO, MSG_ORIGEN, MSG_SIN_PERMISO } from '../lib/errors';
import type { Deps } from '../types';

/**
 * Sessions, origin check and permissions (docs/seguridad.md): ONE onRequest hook for every route.
 *
 * - Mutations (POST/PUT/PATCH/DELETE) whose Origin header is not a configured front-end origin → 403
 *   'Origen no permitido.' (requests without Origin, e.g. curl or server-to-server, pass).
 * - Session: cookie `sid` holds an opaque random id; the database keeps only its SHA-256 with the
 *   user, last use and absolute expiry. Idle (8 h) or absolute (7 days) expiry, an inactive user or a
 *   missing row → no session.
 * - Route config `{ permission }` (one or any-of several) → 401 'No autenticado. Inicie sesión.' or
 *   403 'No tiene permiso para realizar esta acción.'; `{ public: true }` skips the check.
 */

export const SESSION_COOKIE = 'sid';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** last_seen_at is written at most once per minute per session (keeps reads cheap). */
const TOUCH_EVERY_MS = 60_000;

/** A new opaque session id: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a session id or code: what the database stores. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Reads the signed-in user with role name and permissions. Null when missing. */
export async function findSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
      cod_vendedor: usuarios.codVendedor,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .where(eq(usuarios.id, userId));
  return row ?? null;
}

/**
 * Resolves the session of a cookie value: the user when the session exists, is neither idle-expired
 * nor absolutely expired, and the user is active. Expired sessions are deleted.
 */
export async function resolveSession(
  db: DbOrTx,
  config: AppConfig,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({
      lastSeenAt: sesiones.lastSeenAt,
      expiresAt: sesiones.expiresAt,
      activo: usuarios.activo,
      id: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
      cod_vendedor: usuarios.codVendedor,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .where(eq(sesiones.tokenHash, tokenHash));
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > config.sessionIdleMs;
  if (idle || row.expiresAt.getTime() <= now.getTime() || !row.activo) {
    await db.delete(sesiones).where(eq(sesiones.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sesiones).set({ lastSeenAt: now }).where(eq(sesiones.tokenHash, tokenHash));
  }
  const { lastSeenAt: _l, expiresAt: _e, activo: _a, ...user } = row;
  return { user, tokenHash };
}

/** True when the request's user holds any of `required`. */
export function userHasAny(user: SessionUser | null, required: string | readonly string[]): boolean {
  if (!user) return false;
  return hasAnyPermission(user.permissions, typeof required === 'string' ? [required] : required);
}

/**
 * Inside a handler, for rules that depend on the input (e.g. the paged product list needs stock.get
 * while the select list also admits sellers): 403 unless the user holds any of `required`.
 */
export function requireAnyPermission(request: FastifyRequest, required: string | readonly string[]): void {
  if (!request.user) throw new AppError(401, MSG_NO_AUTENTICADO);
  if (!userHasAny(request.user, required)) throw new AppError(403, MSG_SIN_PERMISO);
}

/** The signed-in user of a route that required a session (the hook guarantees it). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, MSG_NO_AUTENTICADO);
  return request.user;
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Path=/, Secure when configured. */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure });
}

/** Registers the hook described at the top of this file on `app` (all routes, every prefix). */
export function registerAuthHooks(app: FastifyInstance, { db, config }: Deps): void {
  const allowedOrigins = new Set(config.corsOrigins);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    if (MUTATIONS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) throw new AppError(403, MSG_ORIGEN);
    }
    if (request.is404) return;

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await resolveSession(db, config, token);
      if (session) {
        request.user = session.user;
        request.sessionTokenHash = session.tokenHash;
      }
    }

    const routeConfig = request.routeOptions.config;
    if (routeConfig.public) return;
    if (!request.user) throw new AppError(401, MSG_NO_AUTENTICADO);
    if (routeConfig.permission !== undefined && !userHasAny(request.user, routeConfig.permission)) {
      throw new AppError(403, MSG_SIN_PERMISO);
    }
  });
}
