import { ORIGIN, PASSWORD, createTestApp, type TestApp } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * Sign-in limits across API instances (docs/seguridad.md, «Sesiones y secretos»): the per-address
 * count lives in PostgreSQL (`intentos_fallidos`), so failures sent to two instances behind the
 * proxy add up; and the right password from another address is never refused because of them.
 * Runs only when TEST_DATABASE_URL is set; the file works in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('sign-in limits over two API instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const limites = {
    loginAddressAttempts: { max: 4, windowMs: 15 * 60_000 },
    loginAccountAttempts: { max: 100, windowMs: 15 * 60_000 },
  };

  beforeAll(async () => {
    database = await createTestDatabase(url!, `login_${process.pid}`);
    a = await createTestApp({ databaseUrl: database.url, config: limites });
    b = await createTestApp({ databaseUrl: database.url, seed: false, config: limites });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const intento = (t: TestApp, email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { origin: ORIGIN }, remoteAddress });

  test('failures from one address add up across instances; past the limit that address gets 429 on both, the right password from another address signs in', async () => {
    const cuentas = ['vendedor@demo.local', 'lectura@demo.local'];
    for (let i = 0; i < 4; i += 1) {
      const res = await intento(i % 2 === 0 ? a : b, cuentas[i % 2], 'mala', '10.9.9.9');
      expect(res.statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const bloqueada = await intento(t, 'inventario@demo.local', 'mala', '10.9.9.9');
      expect(bloqueada.statusCode).toBe(429);
      expect(bloqueada.json().message).toMatch(/^Demasiados intentos fallidos/);
    }
    // The accounts tried from that address still sign in from another one, on either instance.
    expect((await intento(b, 'vendedor@demo.local', PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    expect((await intento(a, 'lectura@demo.local', PASSWORD, '10.9.9.11')).statusCode).toBe(200);
  });
});
