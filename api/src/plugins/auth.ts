import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnyPermission, type SessionUser } from 'shared';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { roles, sesiones, usuarios } from '../db/schema';
import { auditarRechazo } from '../lib/audit';
import { AppError, MSG_NO_AUTENTICADO, MSG_ORIGEN, MSG_SIN_PERMISO } from '../lib/errors';
import { prepared } from '../lib/prepared';
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
 *   403 'No tiene permiso para realizar esta acción.'; `{ public: true }` skips the check. The 403
 *   is audited 'permiso_denegado' (an onError hook, throttled, never failing the reply).
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
      sucursalId: usuarios.sucursalId,
      descuentoMaximo: roles.descuentoMaximo,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .where(eq(usuarios.id, userId));
  return row ?? null;
}

/**
 * A role's permissions as PostgreSQL prints a text[] (`{home.get,"a b"}`), parsed once per distinct
 * text: the session lookup selects `permissions::text`, so each request only looks the text up here
 * instead of parsing the array again. The key is the whole content, so a role whose permissions
 * change gives another text and is parsed anew on that very request (docs/seguridad.md): nothing is
 * cached by role or by user. The arrays are frozen: shared by every request of that role.
 */
const permissionsByText = new Map<string, readonly string[]>();
/** Distinct permission sets kept; past it the cache starts over (a few roles in practice). */
const PERMISSIONS_CACHE_MAX = 256;

/**
 * Parses a one-dimensional PostgreSQL text[] in its text form: `{}`, `{a,b}`, quoted elements with
 * backslash escapes (`{"a,b","c\"d"}`), an optional `[l:u]=` bounds prefix. NULL elements are left out.
 * @throws Error when `text` is not an array literal.
 */
export function parseTextArray(text: string): string[] {
  const open = text.indexOf('{');
  if (open < 0 || text[text.length - 1] !== '}') throw new Error('Arreglo de texto inválido.');
  const out: string[] = [];
  const end = text.length - 1;
  let i = open + 1;
  while (i < end) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      while (i < end && text[i] !== '"') {
        if (text[i] === '\\') i += 1;
        value += text[i];
        i += 1;
      }
      out.push(value);
      i += 1; // closing quote
    } else {
      let stop = text.indexOf(',', i);
      if (stop < 0 || stop > end) stop = end;
      const raw = text.slice(i, stop);
      if (raw !== 'NULL') out.push(raw);
      i = stop;
    }
    i += 1; // the comma (or the closing brace)
  }
  return out;
}

/** The frozen permission list of a role from its text[] text form (see {@link permissionsByText}). */
export function permissionsFromText(text: string): readonly string[] {
  let permissions = permissionsByText.get(text);
  if (!permissions) {
    if (permissionsByText.size >= PERMISSIONS_CACHE_MAX) permissionsByText.clear();
    permissions = Object.freeze(parseTextArray(text));
    permissionsByText.set(text, permissions);
  }
  return permissions;
}

/**
 * The session lookup, prepared once per database (a named statement on PostgreSQL: no SQL building,
 * parse or plan per request): session, user and role for a list of token hashes.
 */
function sessionQuery(db: DbOrTx) {
  return prepared(db, 'auth.sesiones', (name) =>
    db
      .select({
        tokenHash: sesiones.tokenHash,
        lastSeenAt: sesiones.lastSeenAt,
        expiresAt: sesiones.expiresAt,
        activo: usuarios.activo,
        id: usuarios.id,
        name: usuarios.name,
        email: usuarios.email,
        roleId: roles.id,
        roleName: roles.name,
        permissions: sql<string>`${roles.permissions}::text`,
        cod_vendedor: usuarios.codVendedor,
        sucursalId: usuarios.sucursalId,
        descuentoMaximo: roles.descuentoMaximo,
      })
      .from(sesiones)
      .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
      .innerJoin(roles, eq(roles.id, usuarios.roleId))
      .where(sql`${sesiones.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
      .prepare(name),
  );
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/**
 * Session lookups asked during one turn of the event loop, sent as ONE statement when the turn ends
 * (`setImmediate`). Under load, the requests that arrived together share a round trip to the
 * database instead of one each (docs/rendimiento.md); a lone request waits for nothing but the end
 * of its turn. The statement is sent after every request of the batch arrived, so each one still
 * sees the database as it was when it came in or later: a revoked session, a deactivated user or a
 * role's new permissions apply on the next request, as before (docs/seguridad.md).
 */
class SessionLoader {
  private pending = new Map<string, Array<{ resolve: (row: SessionRow | null) => void; reject: (err: unknown) => void }>>();

  constructor(private readonly db: DbOrTx) {}

  /** The row of `tokenHash`, or null when there is no such session. */
  load(tokenHash: string): Promise<SessionRow | null> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(tokenHash);
      if (waiting) {
        waiting.push({ resolve, reject });
        return;
      }
      if (this.pending.size === 0) setImmediate(() => void this.flush());
      this.pending.set(tokenHash, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      const rows = await sessionQuery(this.db).execute({ tokenHashes: [...batch.keys()] });
      const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
      for (const [hash, waiters] of batch) for (const w of waiters) w.resolve(byHash.get(hash) ?? null);
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  }
}

const loaders = new WeakMap<DbOrTx, SessionLoader>();

function sessionLoader(db: DbOrTx): SessionLoader {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new SessionLoader(db);
    loaders.set(db, loader);
  }
  return loader;
}

/**
 * Resolves the session of a cookie value (docs/seguridad.md): the user when the session exists, is
 * neither idle-expired nor absolutely expired, and the user is active. Expired sessions are deleted.
 * Session, user and the role's current permissions are read on every request, in one prepared
 * statement shared by the requests of the same moment ({@link SessionLoader}), so a revoked session,
 * a deactivated user or a changed role apply on the next request.
 */
export async function resolveSession(
  db: DbOrTx,
  config: AppConfig,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const tokenHash = sha256(token);
  const row = await sessionLoader(db).load(tokenHash);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > config.sessionIdleMs;
  if (idle || row.expiresAt.getTime() <= now.getTime() || !row.activo) {
    await db.delete(sesiones).where(eq(sesiones.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sesiones).set({ lastSeenAt: now }).where(eq(sesiones.tokenHash, tokenHash));
  }
  const user: SessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    permissions: permissionsFromText(row.permissions) as string[],
    cod_vendedor: row.cod_vendedor,
    sucursalId: row.sucursalId,
    descuentoMaximo: row.descuentoMaximo,
  };
  return { user, tokenHash };
}

/** True when the request's user holds any of `required`. */
export function userHasAny(user: SessionUser | null, required: string | readonly string[]): boolean {
  if (!user) return false;
  return hasAnyPermission(user.permissions, typeof required === 'string' ? [required] : required);
}

/**
 * The 403 'No tiene permiso para realizar esta acción.' of a missing permission (the hook's and
 * {@link requireAnyPermission}'s): the onError hook of {@link registerAuthHooks} audits it
 * 'sesiones' 'permiso_denegado' with the route, the method and `permiso` (docs/seguridad.md).
 */
export class PermisoDenegado extends AppError {
  constructor(public readonly permiso: string | readonly string[]) {
    super(403, MSG_SIN_PERMISO);
  }
}

/**
 * Inside a handler, for rules that depend on the input (e.g. the paged product list needs stock.get
 * while the select list also admits sellers): 403 unless the user holds any of `required` (audited
 * 'permiso_denegado', see {@link PermisoDenegado}).
 * @throws AppError 401 'No autenticado. Inicie sesión.'; PermisoDenegado 403.
 */
export function requireAnyPermission(request: FastifyRequest, required: string | readonly string[]): void {
  if (!request.user) throw new AppError(401, MSG_NO_AUTENTICADO);
  if (!userHasAny(request.user, required)) throw new PermisoDenegado(required);
}

/**
 * At most one 'permiso_denegado' audit row per user, method and route in this window per API
 * instance: a flood of refusals (a script, a stale screen polling) writes one row a minute, not one
 * per request (docs/seguridad.md).
 */
const PERMISO_DENEGADO_CADA_MS = 60_000;
/** Distinct (user, method, route) kept by the throttle; past it, it starts over. */
const PERMISO_DENEGADO_MAX_CLAVES = 10_000;

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
      throw new PermisoDenegado(routeConfig.permission);
    }
  });

  // The audit of a missing permission (hook or handler): best effort, throttled, never fails the reply.
  const ultimoDenegado = new Map<string, number>();
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof PermisoDenegado) || !request.user) return;
    const ruta = request.routeOptions.url ?? request.url;
    const clave = `${request.user.id} ${request.method} ${ruta}`;
    const ahora = Date.now();
    const antes = ultimoDenegado.get(clave);
    if (antes !== undefined && ahora - antes < PERMISO_DENEGADO_CADA_MS) return;
    if (ultimoDenegado.size >= PERMISO_DENEGADO_MAX_CLAVES) ultimoDenegado.clear();
    ultimoDenegado.set(clave, ahora);
    await auditarRechazo(
      db,
      {
        usuarioId: request.user.id,
        entidad: 'sesiones',
        entidadId: request.user.id,
        accion: 'permiso_denegado',
        despues: { ruta, metodo: request.method, permiso: error.permiso, ip: request.ip },
      },
      request.log,
    );
  });
}
