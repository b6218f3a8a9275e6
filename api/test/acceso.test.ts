import { emptyQuerySchema, METODOS_PAGO_READERS, P, ROLE_PERMISSIONS } from 'shared';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { RouteContract } from '../src/plugins/contract';
import { createTestApp, login, ORIGIN, type TestApp } from './helpers';
import { createUserWithRole, fillPath, isSpanish } from './support/harness';

/**
 * The access matrix (docs/seguridad.md), generated from the API's own route list: every route is
 * called as a visitor, as each seeded role and as a user whose role holds no permission, and must
 * answer 401 / 403 / allowed exactly as the route declares. A new route enters by existing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = { name: string; permissions: readonly string[] | null; sid?: string; email?: string };

/**
 * Fills `:param` placeholders with an id no row has: allowed calls then end in 404, never change a
 * row. A GET whose query takes `select=true` (the pickers' compact list) is called with it: the
 * route's declared permissions are those of that widest form; the paged list behind the same path
 * may need a narrower one, which the area's own tests check (e.g. proveedores.test.ts).
 */
function concreteUrl(route: RouteContract): string {
  const url = fillPath(route.url, {}, '999999');
  const query = route.schema.querystring;
  const takesSelect = route.method === 'GET' && query instanceof z.ZodObject && 'select' in query.shape;
  return takesSelect ? `${url}?select=true` : url;
}

function expected(route: RouteContract, caller: Caller): 'allowed' | 401 | 403 {
  if (route.access.kind === 'public') return 'allowed';
  if (caller.permissions === null) return 401;
  if (route.access.kind === 'signedIn') return 'allowed';
  return route.access.anyOf.some((p) => caller.permissions!.includes(p)) ? 'allowed' : 403;
}

describe('access matrix', () => {
  test('every route answers 401 / 403 / allowed exactly as it declares, for a visitor, each seeded role and a role without permissions', async () => {
    await createUserWithRole(t.db, 'sinpermisos@demo.local', 'Sin permisos', []);
    const callers: Caller[] = [
      { name: 'visitante', permissions: null },
      { name: 'Administrador', permissions: ROLE_PERMISSIONS.Administrador, email: 'admin@demo.local' },
      { name: 'Vendedor', permissions: ROLE_PERMISSIONS.Vendedor, email: 'vendedor@demo.local' },
      { name: 'Inventario', permissions: ROLE_PERMISSIONS.Inventario, email: 'inventario@demo.local' },
      { name: 'Solo lectura', permissions: ROLE_PERMISSIONS['Solo lectura'], email: 'lectura@demo.local' },
      { name: 'Sin permisos', permissions: [], email: 'sinpermisos@demo.local' },
    ];
    for (const c of callers) if (c.email) c.sid = await login(t.app, c.email);

    const routes = t.app.routeContracts;
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        // Signing out ends the caller's session: give that call a session of its own.
        const sid = route.url === '/api/auth/logout' && caller.email ? await login(t.app, caller.email) : caller.sid;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route),
          cookies: sid ? { sid } : undefined,
          headers: { origin: ORIGIN },
          // A minimal body: allowed callers get a 400 (or the route's own answer), nothing is written.
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(route, caller);
        const got = res.statusCode;
        const ok = want === 'allowed' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) wrong.push(`${route.method} ${route.url} como ${caller.name}: esperado ${want}, recibido ${got} ${res.body.slice(0, 120)}`);
        if (got === 401 || got === 403) {
          const body = res.json() as { message?: string };
          if (!isSpanish(body.message)) wrong.push(`${route.method} ${route.url} como ${caller.name}: mensaje ${res.body}`);
        }
      }
    }
    console.log(`endpoints checked: ${routes.length}, roles: ${callers.length}`);
    expect(wrong).toEqual([]);
  });
});

describe('home.get and metodos_pago.get are checked (docs/permisos.md «En la API»)', () => {
  const access = (method: string, url: string) => t.app.routeContracts.find((r) => r.method === method && r.url === url)?.access;

  test('GET dashboard (the /home figures) asks home.get; GET metodo-pago asks metodos_pago.get or a screen that picks a method', () => {
    expect(access('GET', '/api/dashboard')).toEqual({ kind: 'permission', anyOf: [P.home] });
    expect(access('GET', '/api/metodo-pago')).toEqual({ kind: 'permission', anyOf: [...METODOS_PAGO_READERS] });
    expect(METODOS_PAGO_READERS[0]).toBe(P.metodosPagoGet);
  });

  test('a role without them gets 403 on both; the seeded roles that use them keep them', async () => {
    await createUserWithRole(t.db, 'sin.home@demo.local', 'Sin home ni métodos', [P.clientesGet]);
    const sid = await login(t.app, 'sin.home@demo.local');
    for (const url of ['/api/dashboard', '/api/metodo-pago']) {
      const res = await t.app.inject({ method: 'GET', url, cookies: { sid }, headers: { origin: ORIGIN } });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { message: 'No tiene permiso para realizar esta acción.' } });
    }
    for (const role of ['Administrador', 'Vendedor', 'Inventario', 'Solo lectura'] as const) expect(ROLE_PERMISSIONS[role]).toContain(P.home);
    for (const role of ['Administrador', 'Vendedor', 'Solo lectura'] as const) expect(ROLE_PERMISSIONS[role]).toContain(P.metodosPagoGet);
  });
});

describe('public routes', () => {
  test('GET /api/salud (the health check of docker-compose.yml) is public: a visitor gets 200 { estado: "ok" }', async () => {
    const ruta = t.app.routeContracts.find((r) => r.method === 'GET' && r.url === '/api/salud');
    expect(ruta?.access).toEqual({ kind: 'public' });
    const res = await t.app.inject({ method: 'GET', url: '/api/salud' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'ok' });
  });
});

describe('route declarations are enforced at start-up', () => {
  const declare = async (register: (app: Awaited<ReturnType<typeof buildApp>>) => void) => {
    const app = await buildApp({ db: t.db });
    try {
      register(app);
      await app.ready();
    } finally {
      await app.close().catch(() => undefined);
    }
  };

  test('a route without public, signedIn or permission is refused', async () => {
    await expect(declare((app) => app.get('/api/olvidada', { schema: { querystring: emptyQuerySchema } }, async () => ({})))).rejects.toThrow(
      /GET \/api\/olvidada: declare exactamente uno de config.public, config.signedIn o config.permission/,
    );
  });

  test('a route with two access markers is refused', async () => {
    await expect(
      declare((app) =>
        app.get('/api/doble', { config: { public: true, permission: 'clientes.get' }, schema: { querystring: emptyQuerySchema } }, async () => ({})),
      ),
    ).rejects.toThrow(/declare exactamente uno/);
  });

  test('a route without its input schemas is refused', async () => {
    await expect(declare((app) => app.get('/api/sin-query', { config: { signedIn: true } }, async () => ({})))).rejects.toThrow(
      /falta schema.querystring/,
    );
    await expect(declare((app) => app.post('/api/sin-cuerpo', { config: { signedIn: true } }, async () => ({})))).rejects.toThrow(
      /falta schema.body/,
    );
    await expect(
      declare((app) => app.delete('/api/sin-params/:id', { config: { signedIn: true } }, async () => ({}))),
    ).rejects.toThrow(/falta schema.params/);
  });
});
