import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { baseResponde, MSG_BASE_NO_RESPONDE } from '../../src/modules/salud/service';
import { createTestApp, type TestApp } from '../helpers';

/**
 * GET /api/salud (docs/arquitectura.md «Despliegue»): what the health checks of docker-compose.yml
 * and the proxy's operators call. Public, no session (acceso.test.ts checks the declaration); 200
 * `{ estado: 'ok' }` when the database answers, 503 with a Spanish message when it does not.
 */

describe('GET /api/salud', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('answers 200 { estado: "ok" } without a session, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/salud' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('when the database does not answer', () => {
  test('GET /api/salud answers 503 with a Spanish message (and the check never throws)', async () => {
    const caida = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } as unknown as Db;
    const app = await buildApp({ db: caida, config: { checkResponses: true } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/salud' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MSG_BASE_NO_RESPONDE });
      expect(MSG_BASE_NO_RESPONDE).toBe('La base de datos no responde.');
    } finally {
      await app.close();
    }
  });

  test('a database that never answers counts as down once the wait is over', async () => {
    const colgada = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const fallas: unknown[] = [];
    await expect(baseResponde(colgada, 20, (err) => fallas.push(err))).resolves.toBe(false);
    expect(String(fallas[0])).toContain('sin respuesta en 20 ms');
  });
});
