import { buildApp } from '../../src/app';
import { cookieSeguraDe, loadServerConfig, TIEMPOS_BASE_POR_DEFECTO, tiemposBaseDe } from '../../src/config';
import { opcionesPool } from '../../src/db/client';
import { esBaseOcupada } from '../../src/lib/errors';
import { CABECERAS_SEGURIDAD, HSTS } from '../../src/plugins/cabeceras';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Transport and edges of the API (docs/seguridad.md «Transporte y bordes»): its security headers on
 * every answer, HSTS only over HTTPS; the session cookie Secure in production; the limits of the
 * PostgreSQL pool read from the environment; which database errors count as «busy» (503). The
 * requests that really hit those limits are in base-ocupada.pg.test.ts.
 */

describe('security headers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  test.each([
    ['200', 'GET', '/api/salud', 200],
    ['401 (no session)', 'GET', '/api/users', 401],
    ['404 (unknown route)', 'GET', '/api/no-existe', 404],
    ['400 (bad body)', 'POST', '/api/auth/login', 400],
  ] as const)('a %s answer carries nosniff, the CSP with frame-ancestors none, X-Frame-Options and Referrer-Policy', async (_caso, method, url, status) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? { email: 1 } : undefined });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(CABECERAS_SEGURIDAD)) expect({ name, value: res.headers[name] }).toEqual({ name, value });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS only when the request came by HTTPS (X-Forwarded-Proto from the proxy, with TRUST_PROXY)', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/salud', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await t.app.inject({ method: 'GET', url: '/api/salud', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  test('without TRUST_PROXY a client cannot claim HTTPS', async () => {
    const t2 = await createTestApp({ seed: false });
    try {
      const res = await t2.app.inject({ method: 'GET', url: '/api/salud', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t2.close();
    }
  });
});

describe('session cookie Secure (COOKIE_SECURE, NODE_ENV)', () => {
  test.each([
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', COOKIE_SECURE: '' }, true],
    [{ NODE_ENV: 'production', COOKIE_SECURE: 'true' }, true],
    [{ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{}, false],
    [{ COOKIE_SECURE: 'true' }, true],
    [{ COOKIE_SECURE: 'TRUE' }, true],
  ])('%j → %s', (env, esperado) => {
    expect(cookieSeguraDe(env)).toBe(esperado);
    expect(loadServerConfig(env, '/tmp/api').cookieSecure).toBe(esperado);
  });

  test('in production the login cookie is Secure', async () => {
    const cfg = loadServerConfig({ NODE_ENV: 'production' }, '/tmp/api');
    const t = await createTestApp({ config: { cookieSecure: cfg.cookieSecure } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.local', password: 'Demo1234!' } });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('limits of the PostgreSQL pool from the environment', () => {
  test('defaults, and each variable read as a positive integer of milliseconds', () => {
    expect(tiemposBaseDe({})).toEqual(TIEMPOS_BASE_POR_DEFECTO);
    expect(TIEMPOS_BASE_POR_DEFECTO).toEqual({ conexionMs: 5000, sentenciaMs: 30_000, bloqueoMs: 10_000, inactivoEnTransaccionMs: 60_000, maxConexiones: 10 });
    expect(
      tiemposBaseDe({
        DB_CONNECTION_TIMEOUT_MS: '2000',
        DB_STATEMENT_TIMEOUT_MS: '15000',
        DB_LOCK_TIMEOUT_MS: '3000',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
        DB_POOL_MAX: '20',
      }),
    ).toEqual({ conexionMs: 2000, sentenciaMs: 15_000, bloqueoMs: 3000, inactivoEnTransaccionMs: 20_000, maxConexiones: 20 });
    expect(tiemposBaseDe({ DB_STATEMENT_TIMEOUT_MS: 'mucho', DB_LOCK_TIMEOUT_MS: '-5', DB_POOL_MAX: '' })).toEqual(TIEMPOS_BASE_POR_DEFECTO);
    expect(loadServerConfig({ DB_LOCK_TIMEOUT_MS: '2500' }, '/tmp/api').baseDatos.bloqueoMs).toBe(2500);
  });

  test('the pool sends them to PostgreSQL at each connection and bounds the wait for one', () => {
    expect(opcionesPool('postgres://x@h/db', TIEMPOS_BASE_POR_DEFECTO)).toEqual({
      connectionString: 'postgres://x@h/db',
      max: 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: 30_000,
      lock_timeout: 10_000,
      idle_in_transaction_session_timeout: 60_000,
    });
  });
});

describe('which database errors answer 503 «busy»', () => {
  const pg = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  test.each([
    ['57014 statement timeout', pg('57014', 'canceling statement due to statement timeout')],
    ['55P03 lock timeout', pg('55P03', 'canceling statement due to lock timeout')],
    ['25P03 idle in transaction', pg('25P03', 'terminating connection due to idle-in-transaction timeout')],
    ['pg-pool: no free connection', new Error('timeout exceeded when trying to connect')],
    ['pg-pool: connecting took too long', new Error('Connection terminated due to connection timeout')],
    ['a session already ended by the server', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by drizzle in cause', Object.assign(new Error('Failed query: select …'), { cause: pg('55P03') })],
  ])('%s: yes', (_caso, err) => {
    expect(esBaseOcupada(err)).toBe(true);
  });

  test.each([
    ['a unique violation', pg('23505')],
    ['a syntax error', pg('42601')],
    ['any other error', new Error('boom')],
    ['not an error', 'timeout'],
    ['nothing', undefined],
  ])('%s: no (stays 4xx/500)', (_caso, err) => {
    expect(esBaseOcupada(err)).toBe(false);
  });

  test('a route whose database answers «busy» gets 503 with the Spanish message, not 500', async () => {
    const ocupada = { execute: () => Promise.reject(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })) };
    const app = await buildApp({ db: ocupada as never, config: { checkResponses: true } });
    app.get('/prueba-ocupada', { config: { public: true }, schema: { querystring: (await import('shared')).emptyQuerySchema } }, async () => {
      await ocupada.execute();
      return {};
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/prueba-ocupada' });
      expect({ status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] }).toEqual({
        status: 503,
        body: { message: 'El sistema está ocupado, intente nuevamente.' },
        retry: '1',
      });
    } finally {
      await app.close();
    }
  });
});
