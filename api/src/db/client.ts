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
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball (tests reuse a seeded one). */
  dumpDataDir?: () => Promise<Blob | File>;
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
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
