import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import type { TiemposBase } from '../../src/config';
import { openDb, type DbHandle } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { esBaseOcupada, MSG_SISTEMA_OCUPADO } from '../../src/lib/errors';
import { client, login, MIGRATIONS, ORIGIN, PASSWORD } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../support/pg';

/**
 * The limits of the PostgreSQL pool (docs/seguridad.md «Transporte y bordes»; api/src/db/client.ts
 * `opcionesPool`): a request that waits too long for a lock, a statement, or a free connection
 * answers 503 'El sistema está ocupado, intente nuevamente.' instead of hanging or a 500, and GET
 * /api/salud answers within a second while the pool is saturated (its own pool, `DbHandle.saludDb`).
 * The limits are made small here so the file stays short. PostgreSQL only: skipped without
 * TEST_DATABASE_URL; the file creates and drops its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

/** Log lines of the app (JSON, one per line), to see which database error each 503 came from. */
function logCapturado() {
  const lineas: string[] = [];
  return { lineas, stream: { write: (l: string) => void lineas.push(l) } };
}

describePg('database limits on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  /** The connection that holds the lock the requests wait for. */
  let bloqueador: Client;
  const abiertos: Array<{ handle: DbHandle; app: FastifyInstance }> = [];

  /** An app on the test database whose pool has `tiempos`, with a signed-in administrator. */
  async function appCon(tiempos: Partial<TiemposBase>) {
    const handle = await openDb({ databaseUrl: database.url, tiempos });
    const log = logCapturado();
    const app = await buildApp({
      db: handle.db,
      saludDb: handle.saludDb,
      config: { checkResponses: true, logger: { level: 'warn', stream: log.stream }, loginRateLimit: { max: 10_000, windowMs: 60_000 } },
    });
    abiertos.push({ handle, app });
    const admin = client(app, await login(app, 'admin@demo.local'));
    return { handle, app, admin, log };
  }

  /** Holds ACCESS EXCLUSIVE on `clientes` (every read of it waits) until the returned function runs. */
  async function bloquearClientes(): Promise<() => Promise<void>> {
    await bloqueador.query('begin');
    await bloqueador.query('lock table clientes in access exclusive mode');
    return async () => {
      await bloqueador.query('rollback');
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(url!, `base_ocupada_${process.pid}`);
    const inicial = await openDb({ databaseUrl: database.url });
    try {
      await inicial.migrate(MIGRATIONS);
      await seed(inicial.db, { password: PASSWORD });
    } finally {
      await inicial.close();
    }
    bloqueador = new Client({ connectionString: database.url });
    await bloqueador.connect();
  }, 120_000);

  afterAll(async () => {
    for (const { app, handle } of abiertos) {
      await app.close();
      await handle.close();
    }
    await bloqueador?.end();
    await database?.drop();
  });

  test('a request waiting for a lock past lock_timeout answers 503 with the Spanish message (55P03)', async () => {
    const { admin, log } = await appCon({ bloqueoMs: 200, sentenciaMs: 10_000 });
    expect((await admin.get('/api/clientes')).status).toBe(200);
    const soltar = await bloquearClientes();
    try {
      const res = await admin.get('/api/clientes');
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { message: MSG_SISTEMA_OCUPADO } });
      expect(res.res.headers['retry-after']).toBe('1');
      expect(MSG_SISTEMA_OCUPADO).toBe('El sistema está ocupado, intente nuevamente.');
      expect(log.lineas.join('')).toContain('canceling statement due to lock timeout');
    } finally {
      await soltar();
    }
    // Once the lock is gone the same request works again.
    expect((await admin.get('/api/clientes')).status).toBe(200);
  });

  test('a statement past statement_timeout answers 503 with the same message (57014)', async () => {
    const { admin, log } = await appCon({ bloqueoMs: 10_000, sentenciaMs: 300 });
    const soltar = await bloquearClientes();
    try {
      const res = await admin.get('/api/clientes');
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { message: MSG_SISTEMA_OCUPADO } });
      expect(log.lineas.join('')).toContain('canceling statement due to statement timeout');
    } finally {
      await soltar();
    }
  });

  test('with the pool saturated, more requests answer 503 (no free connection) and GET /api/salud answers 200 within a second', async () => {
    // A pool of two connections, both taken by transactions that wait (open, idle) until released.
    const { app, handle, admin, log } = await appCon({ maxConexiones: 2, conexionMs: 300 });
    let soltar!: () => void;
    const liberadas = new Promise<void>((r) => (soltar = r));
    let tomadas = 0;
    let avisar!: () => void;
    const ambasTomadas = new Promise<void>((r) => (avisar = r));
    const ocupando = [1, 2].map(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (++tomadas === 2) avisar();
        await liberadas;
      }),
    );
    try {
      await ambasTomadas;
      const { rows } = await bloqueador.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'",
      );
      expect(rows[0].n).toBe(2);

      const otros = await Promise.all([admin.get('/api/clientes'), admin.get('/api/productos')]);
      expect(otros.map((r) => ({ status: r.status, body: r.body }))).toEqual([
        { status: 503, body: { message: MSG_SISTEMA_OCUPADO } },
        { status: 503, body: { message: MSG_SISTEMA_OCUPADO } },
      ]);
      expect(log.lineas.join('')).toContain('timeout exceeded when trying to connect');

      const antes = Date.now();
      const salud = await app.inject({ method: 'GET', url: '/api/salud', headers: { origin: ORIGIN } });
      const demora = Date.now() - antes;
      expect({ status: salud.statusCode, body: salud.json() }).toEqual({ status: 200, body: { estado: 'ok' } });
      expect(demora).toBeLessThan(1000);
    } finally {
      soltar();
      await Promise.all(ocupando);
    }
    // With the connections back, the same request works again.
    expect((await admin.get('/api/clientes')).status).toBe(200);
  });

  test('a transaction left idle past idle_in_transaction_session_timeout is ended: the next statement fails as «busy» (503) and the process lives on', async () => {
    const { handle } = await appCon({ inactivoEnTransaccionMs: 200 });
    const consola = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 600));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(error).not.toBeNull();
    expect(esBaseOcupada(error)).toBe(true);
    // The session's end reached the connection's own listener (without it: an unhandled 'error' event).
    expect(consola.mock.calls.map((c) => c.join(' ')).join('\n')).toContain('idle-in-transaction timeout');
    consola.mockRestore();
    // The pool discarded that connection: the next query gets a new one.
    await expect(handle.db.execute(sql`select 1 as ok`)).resolves.toBeDefined();
  });
});
