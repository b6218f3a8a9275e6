/**
 * msw handlers of the session API (auth/*) for the component tests of the shell and of shared/auth
 * (docs/pruebas.md), over an in-memory {@link SessionStore}: what the API answers, with its own
 * Spanish messages (docs/seguridad.md).
 */
import { delay, http, HttpResponse } from 'msw';
import {
  ALL_PERMISSIONS,
  changePasswordBodySchema,
  loginBodySchema,
  MSG_CONTRASENA_ACTUAL_FALTA,
  MSG_CONTRASENA_ACTUAL_INCORRECTA,
  MSG_USUARIO_ADMIN_PROTEGIDO,
  MSG_USUARIO_CONTRASENA_AJENA,
  MSG_USUARIO_NO_ENCONTRADO,
  P,
  ROL_CLAVE_ADMINISTRADOR,
  ROLE_PERMISSIONS,
  type SessionUser,
} from '../index';
import { fakeSessionUser } from './factories';
import { API_URL, setupMswServer, type MswHandler, type MswTestServer } from './msw';

/** The password of the demo users: the one a {@link createSessionStore} store accepts by default. */
export const DEMO_PASSWORD = 'Demo1234!';
/** 401 of GET auth/me and of a signed-in route without a session. */
export const MSG_NO_AUTENTICADO = 'No autenticado. Inicie sesión.';
/** 401 of POST auth/login for a wrong e-mail or password. */
export const MSG_CREDENCIALES = 'Credenciales inválidas';
/** 403 of a route the user lacks the permission for. */
export const MSG_SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

/** The session the fake auth API keeps for one test. */
export interface SessionStore {
  /** Who GET auth/me answers with; null = signed out (401 {@link MSG_NO_AUTENTICADO}). */
  me: SessionUser | null;
  /** Who POST auth/login signs in, with `user.email` (any case) and {@link SessionStore.password}. */
  user: SessionUser;
  /** The password POST auth/login accepts; any other answers 401 {@link MSG_CREDENCIALES}. */
  password: string;
  /** Milliseconds POST auth/login takes to answer (0 by default), to see the waiting state. */
  loginDelayMs: number;
  /** Every POST auth/login body, as it was sent. */
  logins: unknown[];
  /** Number of POST auth/logout calls. */
  logouts: number;
  /** Every accepted PUT auth/change-password/{userId}: the user id of the URL and the new password. */
  passwordChanges: Array<{ userId: number; newPassword: string }>;
  /**
   * The role of each user whose password another user may try to change (PUT
   * auth/change-password/{userId}), by user id: its key ('administrador' for the Administrador role,
   * else null) and its permissions. A user not listed does not exist (404).
   */
  roles: Record<number, RolDeUsuario>;
}

/** The role of a user as the password rules read it (docs/seguridad.md, «Escalamiento de permisos»). */
export interface RolDeUsuario {
  clave: string | null;
  permissions: readonly string[];
}

/** The demo users' roles: 1 Administrador, 2 Vendedor, 3 Inventario, 4 Solo lectura (ROLE_PERMISSIONS). */
function rolesDemo(): Record<number, RolDeUsuario> {
  return {
    1: { clave: ROL_CLAVE_ADMINISTRADOR, permissions: ROLE_PERMISSIONS.Administrador },
    2: { clave: null, permissions: ROLE_PERMISSIONS.Vendedor },
    3: { clave: null, permissions: ROLE_PERMISSIONS.Inventario },
    4: { clave: null, permissions: ROLE_PERMISSIONS['Solo lectura'] },
  };
}

/**
 * A fresh session store: signed out, where the seeded administrator Laura Gómez
 * (`fakeSessionUser()`, every permission of her role) signs in with {@link DEMO_PASSWORD}, with the
 * demo users' roles (1 Administrador, 2 Vendedor, 3 Inventario, 4 Solo lectura); `overrides`
 * replace any field.
 * @throws Error when `overrides.user` or `overrides.me` is not a session user the API could send.
 */
export function createSessionStore(overrides: Partial<SessionStore> = {}): SessionStore {
  return {
    me: null,
    user: fakeSessionUser(),
    password: DEMO_PASSWORD,
    loginDelayMs: 0,
    logins: [],
    logouts: 0,
    passwordChanges: [],
    roles: rolesDemo(),
    ...overrides,
  };
}

/** The first message of a refused body, as the API's 400 says it. */
const badRequest = (issues: ReadonlyArray<{ message: string }>) => HttpResponse.json({ message: issues[0]?.message ?? 'Datos inválidos.' }, { status: 400 });

/**
 * The auth API over `store` (docs/seguridad.md):
 * - GET auth/me → `store.me`, or 401 {@link MSG_NO_AUTENTICADO};
 * - POST auth/login → body checked with `loginBodySchema` (400 with its message); the e-mail of
 *   `store.user` and `store.password` sign `store.user` in (`{ user }`), anything else is 401
 *   {@link MSG_CREDENCIALES};
 * - POST auth/logout → ends the session, 'Sesión cerrada correctamente.';
 * - PUT auth/change-password/{userId} (api/src/modules/auth/service.ts, changePassword) → 401
 *   signed out; body checked with `changePasswordBodySchema` (400, e.g. 'La contraseña debe tener al
 *   menos 8 caracteres.'). One's own password needs `passwordActual` equal to `store.password` (400
 *   'Ingrese la contraseña actual.' / 'La contraseña actual no es correcta.'); the new password of
 *   `store.user` becomes the one POST auth/login accepts. Another user's needs usuarios.put (else 403 {@link MSG_SIN_PERMISO}),
 *   a user of `store.roles` (else 404 'Usuario no encontrado.') and, as docs/seguridad.md «Escalamiento
 *   de permisos» says, every permission of that user's role (else 403 'No puede cambiar la contraseña
 *   de un usuario con permisos que usted no tiene.'); an Administrador's, every permission of the
 *   catalogue (else 403 'Solo un usuario con todos los permisos puede cambiar la contraseña…').
 *   Then 'Contraseña actualizada correctamente'.
 */
export function sessionHandlers(store: SessionStore): MswHandler[] {
  const noAutenticado = () => HttpResponse.json({ message: MSG_NO_AUTENTICADO }, { status: 401 });
  return [
    http.get(`${API_URL}/auth/me`, () => (store.me ? HttpResponse.json(store.me) : noAutenticado())),
    http.post(`${API_URL}/auth/login`, async ({ request }) => {
      const body: unknown = await request.json();
      store.logins.push(body);
      if (store.loginDelayMs > 0) await delay(store.loginDelayMs);
      const parsed = loginBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues);
      if (parsed.data.email !== store.user.email.toLowerCase() || parsed.data.password !== store.password) {
        return HttpResponse.json({ message: MSG_CREDENCIALES }, { status: 401 });
      }
      store.me = store.user;
      return HttpResponse.json({ user: store.user });
    }),
    http.post(`${API_URL}/auth/logout`, () => {
      store.logouts += 1;
      store.me = null;
      return HttpResponse.json({ message: 'Sesión cerrada correctamente.' });
    }),
    http.put(`${API_URL}/auth/change-password/:userId`, async ({ params, request }) => {
      if (!store.me) return noAutenticado();
      const userId = Number(params.userId);
      // The body is checked first, as the route's schema does before the service runs.
      const parsed = changePasswordBodySchema.safeParse(await request.json());
      if (!parsed.success) return badRequest(parsed.error.issues);
      const me = store.me;
      const prohibido = (message: string) => HttpResponse.json({ message }, { status: 403 });
      if (userId === me.id) {
        if (parsed.data.passwordActual === undefined) return badRequest([{ message: MSG_CONTRASENA_ACTUAL_FALTA }]);
        if (parsed.data.passwordActual !== store.password) return badRequest([{ message: MSG_CONTRASENA_ACTUAL_INCORRECTA }]);
      } else {
        if (!me.permissions.includes(P.usuariosPut)) return prohibido(MSG_SIN_PERMISO);
        const rol = store.roles[userId];
        if (!rol) return HttpResponse.json({ message: MSG_USUARIO_NO_ENCONTRADO }, { status: 404 });
        const falta = (permisos: readonly string[]) => permisos.some((p) => !me.permissions.includes(p));
        if (rol.clave === ROL_CLAVE_ADMINISTRADOR && falta(ALL_PERMISSIONS)) return prohibido(MSG_USUARIO_ADMIN_PROTEGIDO);
        if (falta(rol.permissions)) return prohibido(MSG_USUARIO_CONTRASENA_AJENA);
      }
      store.passwordChanges.push({ userId, newPassword: parsed.data.newPassword });
      if (userId === store.user.id) store.password = parsed.data.newPassword;
      return HttpResponse.json({ message: 'Contraseña actualizada correctamente' });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a test file that talks to the auth API, with a
 * fresh {@link createSessionStore}`(initial())` before each test and unhandled requests failing
 * the test. Call it once at the top level of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's session.
 */
export function setupSessionServer(initial: () => Partial<SessionStore> = () => ({})): MswTestServer<SessionStore> {
  return setupMswServer(() => createSessionStore(initial()), sessionHandlers);
}
