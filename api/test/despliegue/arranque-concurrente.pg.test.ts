import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { arrancarBase } from '../../src/db/arranque';
import { CLAVE_BLOQUEO_ARRANQUE, openDb, type DbHandle } from '../../src/db/client';
import { MIGRATIONS } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../support/pg';

/**
 * Migrations safe with several API instances (docs/arquitectura.md «Despliegue»): on PostgreSQL every
 * start migrates and prepares the first data under a session advisory lock with a fixed key
 * (`DbHandle.exclusivo`, `arrancarBase`). Two handles are two pools, so two sessions: for
 * PostgreSQL exactly like two processes. PostgreSQL only: skipped without TEST_DATABASE_URL; the
 * file creates and drops its own fresh database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

const ADMIN = { email: 'duena@empresa.com.ar', password: 'clave-segura-1', nombre: undefined };
const migracionesDelRepositorio = (
  JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describePg('start-up lock on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let a: DbHandle;
  let b: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `arranque_concurrente_${process.pid}`);
    a = await openDb({ databaseUrl: database.url });
    b = await openDb({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  test('while one process holds it, the other is told to wait and only starts after the first finished', async () => {
    const eventos: string[] = [];
    let avisarEspera!: () => void;
    const bEspera = new Promise<void>((resolve) => (avisarEspera = resolve));
    let avisarDentro!: () => void;
    const aDentro = new Promise<void>((resolve) => (avisarDentro = resolve));

    const primero = a.exclusivo(async () => {
      eventos.push('a entra');
      avisarDentro();
      // Holds the lock until the other process says it is waiting for it.
      await bEspera;
      eventos.push('a sale');
    });
    await aDentro;
    const segundo = b.exclusivo(
      async () => {
        eventos.push('b entra');
      },
      () => {
        eventos.push('b espera');
        avisarEspera();
      },
    );
    await Promise.all([primero, segundo]);
    expect(eventos).toEqual(['a entra', 'b espera', 'a sale', 'b entra']);
  });

  test('a start that fails releases the lock: the next one gets it at once', async () => {
    await expect(a.exclusivo(() => Promise.reject(new Error('migración rota')))).rejects.toThrow('migración rota');
    const esperas: string[] = [];
    await expect(b.exclusivo(async () => 'ok', () => esperas.push('b espera'))).resolves.toBe('ok');
    expect(esperas).toEqual([]);
    // Nobody holds it any more (pg_locks lists advisory locks by their two 32-bit halves).
    const c = new Client({ connectionString: database.url });
    await c.connect();
    try {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
        [CLAVE_BLOQUEO_ARRANQUE],
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await c.end();
    }
  });

  test('two starts at once on a new database both succeed: every migration applied once, one administrator', async () => {
    const opciones = { demo: false, seedPassword: 'x', adminInicial: ADMIN };
    const [ra, rb] = await Promise.all([arrancarBase(a, MIGRATIONS, opciones), arrancarBase(b, MIGRATIONS, opciones)]);
    expect([ra.tipo, rb.tipo].sort()).toEqual(['administrador', 'existente']);

    const c = new Client({ connectionString: database.url });
    await c.connect();
    try {
      const migraciones = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migraciones.rows[0].n).toBe(migracionesDelRepositorio);
      const usuarios = await c.query('select email from usuarios');
      expect(usuarios.rows).toEqual([{ email: ADMIN.email }]);
    } finally {
      await c.end();
    }
    // A later start (a restart, a third instance) finds everything done.
    await expect(arrancarBase(a, MIGRATIONS, opciones)).resolves.toMatchObject({ tipo: 'existente' });
  });
});

if (!url) {
  test('start-up lock tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
