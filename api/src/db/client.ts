import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database used by services: the same API on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (what `db.transaction(cb)` passes to `cb`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or a transaction: read helpers accept both. */
export type DbOrTx = Db | Tx;

/** An open database plus how to migrate and close it. */
export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations of `migrationsFolder` (drizzle-kit output) that are not applied yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock ({@link CLAVE_BLOQUEO_ARRANQUE}): on PostgreSQL a
   * session advisory lock on a connection of its own, so API instances (and `crear-admin`) starting at
   * once against one database migrate and prepare the first data one after the other. `alEsperar` is
   * called once when another process holds the lock (this one then waits for it). PGlite: `work` runs
   * at once (a PGlite folder is only ever opened by one process).
   */
  exclusivo<T>(work: () => Promise<T>, alEsperar?: () => void): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball (tests reuse a seeded one). */
  dumpDataDir?: () => Promise<Blob | File>;
}

/**
 * Key of the start-up advisory lock (`pg_advisory_lock(bigint)`): fixed, and different from the
 * transaction lock of the initial data (`hashtext('backoffice.datos_iniciales')`, a 32-bit value).
 * docs/arquitectura.md «Despliegue».
 */
export const CLAVE_BLOQUEO_ARRANQUE = '7316220251127001';

/** Printed by the API and `crear-admin` while another process holds the start-up lock. */
export const MSG_ESPERANDO_ARRANQUE = 'Otra instancia está migrando o preparando la base de datos: esperando a que termine…';

/**
 * Runs `work` holding the session advisory lock {@link CLAVE_BLOQUEO_ARRANQUE} on one connection of
 * `pool` (taken for the whole call; `work` uses the pool's other connections). The lock is released
 * (and the connection returned) whether `work` resolves or throws; if the connection itself is lost,
 * PostgreSQL releases the lock with the session.
 */
async function conBloqueoDeArranque<T>(pool: Pool, work: () => Promise<T>, alEsperar?: () => void): Promise<T> {
  const client = await pool.connect();
  let liberar = true;
  try {
    const intento = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [CLAVE_BLOQUEO_ARRANQUE]);
    if (!intento.rows[0]?.ok) {
      alEsperar?.();
      await client.query('select pg_advisory_lock($1::bigint)', [CLAVE_BLOQUEO_ARRANQUE]);
    }
    try {
      return await work();
    } finally {
      try {
        await client.query('select pg_advisory_unlock($1::bigint)', [CLAVE_BLOQUEO_ARRANQUE]);
      } catch (err) {
        // The connection is gone (and the lock with its session): never hand it back to the pool.
        liberar = false;
        client.release(err as Error);
      }
    }
  } finally {
    if (liberar) client.release();
  }
}

/**
 * Opens the database (docs/arquitectura.md): node-postgres when `databaseUrl` is set, otherwise PGlite on disk
 * in `dataDir` (created if missing; never open one folder from two processes), or in memory when
 * `dataDir` is omitted (tests), then optionally starting from `loadDataDir` (a tarball from
 * `dumpDataDir`). PGlite is opened with the pg_trgm extension (docs/rendimiento.md).
 */
export async function openDb(options: { databaseUrl?: string | null; dataDir?: string; loadDataDir?: Blob }): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection ended by the server (a restart, an administrator) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error('PostgreSQL: conexión inactiva cerrada por el servidor:', err.message));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      exclusivo: (work, alEsperar) => conBloqueoDeArranque(pool, work, alEsperar),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the indexed searches (api/drizzle/0002_rendimiento.sql creates the extension;
  // PostgreSQL ships it in its contrib package, PGlite needs it loaded here).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusivo: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
