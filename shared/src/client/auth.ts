import type { auth } from '../contrato/auth';
import { llamador, metodo, type Llamar } from './llamada';

/**
 * The client of the four auth routes without the contract's zod schemas, for what runs before
 * sign-in (shared/auth's AuthProvider, the login page): the full client (./index.ts) imports the
 * whole contract, and with it zod and decimal.js, which /login must not download
 * (docs/rendimiento.md «Navegador»). A method needs of its route only the method, the path and
 * whether it takes a body or a query; these are the contract's own (auth.test.ts compares them),
 * and the types are the contract's (a type-only import).
 */
const RUTAS_AUTH = {
  yo: { method: 'GET', path: '/auth/me', schema: { querystring: true } },
  login: { method: 'POST', path: '/auth/login', schema: { body: true } },
  logout: { method: 'POST', path: '/auth/logout', schema: { body: true } },
  cambiarContrasena: { method: 'PUT', path: '/auth/change-password/:userId', schema: { body: true } },
} as const;

/** The light descriptors of {@link RUTAS_AUTH}, for the test that compares them with the contract. */
export const RUTAS_AUTH_LIGERAS = RUTAS_AUTH;

/** The route `nombre` of the contract's `auth`, from its light descriptor (types only from the contract). */
const ruta = <K extends keyof typeof RUTAS_AUTH>(nombre: K) => RUTAS_AUTH[nombre] as unknown as (typeof auth)[K];

/** The auth methods over `llamar`: me (GET auth/me), login, logout and changePassword (PUT auth/change-password/{userId}). */
export function crearClienteAuth(llamar: Llamar) {
  return {
    me: metodo(llamar, ruta('yo')),
    login: metodo(llamar, ruta('login')),
    logout: metodo(llamar, ruta('logout')),
    changePassword: metodo(llamar, ruta('cambiarContrasena')),
  };
}

/** Default API base: the runtime config of the shell (window.__APP_CONFIG__.apiUrl) or localhost:3000. */
export function defaultBaseUrl(): string {
  const g = globalThis as { __APP_CONFIG__?: { apiUrl?: string } };
  return g.__APP_CONFIG__?.apiUrl ?? 'http://localhost:3000/api';
}

/** The auth methods of the app-wide base URL (shared/auth's default). */
export const authApi = { auth: crearClienteAuth(llamador(defaultBaseUrl, () => globalThis.fetch)) };
