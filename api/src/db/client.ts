import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { TIEMPOS_BASE_POR_DEFECTO, type TiemposBase } from '../config';
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
  /**
   * What GET /api/salud asks (docs/arquitectura.md «Despliegue»): on PostgreSQL a pool of its own with
   * one connection and 1 s limits ({@link SALUD_POOL}), so the health check answers even while `db`'s
   * pool is saturated; on PGlite the same `db` (one in-process connection, nothing to saturate).
   */
  saludDb: Db;
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
      // Another instance may migrate for longer than a request's statement and lock limits: this
      // session waits without them, then gets its pool values back (RESET → the connection's own).
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1::bigint)', [CLAVE_BLOQUEO_ARRANQUE]);
      await client.query('reset statement_timeout; reset lock_timeout');
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
 * The health check's own pool: one connection, opened within 1 s, its `select 1` cancelled after 1 s
 * (the route itself gives up a little earlier, docs/arquitectura.md «Despliegue»).
 */
export const SALUD_POOL = { max: 1, conexionMs: 1000, sentenciaMs: 1000 } as const;

/**
 * The node-postgres pool options for `tiempos` (docs/seguridad.md «Transporte y bordes»):
 * `connectionTimeoutMillis` bounds both the wait for a free connection of a saturated pool and the
 * opening of a new one (pg-pool then fails with 'timeout exceeded when trying to connect' or
 * 'Connection terminated due to connection timeout'); `statement_timeout`, `lock_timeout` and
 * `idle_in_transaction_session_timeout` are sent when each connection starts, and PostgreSQL ends a
 * statement (SQLSTATE 57014), a lock wait (55P03) or an idle transaction (25P03) past them.
 */
export function opcionesPool(databaseUrl: string, tiempos: TiemposBase) {
  return {
    connectionString: databaseUrl,
    max: tiempos.maxConexiones,
    connectionTimeoutMillis: tiempos.conexionMs,
    statement_timeout: tiempos.sentenciaMs,
    lock_timeout: tiempos.bloqueoMs,
    idle_in_transaction_session_timeout: tiempos.inactivoEnTransaccionMs,
  };
}

/**
 * Opens the database (docs/arquitectura.md): node-postgres when `databaseUrl` is set, otherwise PGlite on disk
 * in `dataDir` (created if missing; never open one folder from two processes), or in memory when
 * `dataDir` is omitted (tests), then optionally starting from `loadDataDir` (a tarball from
 * `dumpDataDir`). PGlite is opened with the pg_trgm extension (docs/rendimiento.md).
 * On PostgreSQL the pool follows `tiempos` (each field defaults to {@link TIEMPOS_BASE_POR_DEFECTO};
 * see {@link opcionesPool}); PGlite has no such limits (one in-process connection: a long
 * transaction there makes the others wait, docs/seguridad.md «Transporte y bordes»).
 */
export async function openDb(options: {
  databaseUrl?: string | null;
  dataDir?: string;
  loadDataDir?: Blob;
  tiempos?: Partial<TiemposBase>;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const tiempos = { ...TIEMPOS_BASE_POR_DEFECTO, ...options.tiempos };
    const pool = new Pool(opcionesPool(options.databaseUrl, tiempos));
    const poolSalud = new Pool(
      opcionesPool(options.databaseUrl, {
        ...tiempos,
        maxConexiones: SALUD_POOL.max,
        conexionMs: SALUD_POOL.conexionMs,
        sentenciaMs: SALUD_POOL.sentenciaMs,
        bloqueoMs: SALUD_POOL.sentenciaMs,
      }),
    );
    // An idle connection ended by the server (a restart, an administrator, an idle transaction past
    // its limit) must not crash the process: the pool drops it and opens a new one on the next query.
    for (const p of [pool, poolSalud]) {
      p.on('error', (err) => console.error('PostgreSQL: conexión cerrada por el servidor:', err.message));
      // A connection in use has no listener of the pool: the server ending its session while no
      // statement runs (idle_in_transaction_session_timeout, 25P03) would be an unhandled 'error' event
      // and end the process. Logged instead; the next statement fails ('… not queryable', a 503) and
      // the pool discards the connection when it is released.
      p.on('connect', (client) => {
        client.on('error', (err) => console.error('PostgreSQL: sesión terminada por el servidor:', err.message));
      });
    }
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      saludDb: drizzlePg(poolSalud, { schema }) as unknown as Db,
      driver: 'postgres',
      // Migrations (an index on a large table) may take longer than a request is allowed: a pool of
      // one connection without statement and lock limits (0: not sent, the server's default).
      migrate: async (migrationsFolder) => {
        const sinLimites = new Pool(opcionesPool(options.databaseUrl!, { ...tiempos, maxConexiones: 1, sentenciaMs: 0, bloqueoMs: 0 }));
        sinLimites.on('error', (err) => console.error('PostgreSQL: conexión de migración cerrada por el servidor:', err.message));
        try {
          await migratePg(drizzlePg(sinLimites, { schema }), { migrationsFolder });
        } finally {
          await sinLimites.end();
        }
      },
      exclusivo: (work, alEsperar) => conBloqueoDeArranque(pool, work, alEsperar),
      close: async () => {
        await Promise.all([pool.end(), poolSalud.end()]);
      },
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
    saludDb: db as unknown as Db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusivo: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Per-process queues of {@link conBloqueoExclusivo}, by key: at most one waiter per key holds a connection. */
const colasExclusivas = new Map<string, Promise<unknown>>();

/**
 * Runs `work` alone among every API process for the key (`clase`, `clave`), two 32-bit integers
 * (docs/facturacion.md «Numeración»: the electronic numbering of a punto de venta and type). On
 * PostgreSQL a session advisory lock `pg_advisory_lock(clase, clave)` on ONE connection of the pool,
 * and `work` gets a database bound to that connection (so a queue of waiters never starves the lock
 * holder of connections); within one process, callers of the same key first wait their turn in memory
 * (only the first one holds a connection). The wait for the lock is bounded by the connection's
 * `lock_timeout` (55P03, a 503). PGlite (one process, one connection): only the in-process queue, and
 * `work` gets `db` itself. The lock is held while `work` runs, including its calls to other services,
 * and released (with the connection returned) whether it resolves or throws; a lost connection
 * releases it with its session.
 */
export async function conBloqueoExclusivo<T>(db: Db, clase: number, clave: number, work: (db: Db) => Promise<T>): Promise<T> {
  const id = `${clase}:${clave}`;
  const previo = colasExclusivas.get(id) ?? Promise.resolve();
  let soltar!: () => void;
  const turno = new Promise<void>((resolve) => (soltar = resolve));
  const cola = previo.then(() => turno);
  colasExclusivas.set(id, cola);
  await previo;
  try {
    const cliente = (db as unknown as { $client: unknown }).$client;
    if (!(cliente instanceof Pool)) return await work(db);
    const conexion = await cliente.connect();
    let sana = true;
    try {
      await conexion.query('select pg_advisory_lock($1::int, $2::int)', [clase, clave]);
      try {
        return await work(drizzlePg(conexion, { schema }) as unknown as Db);
      } finally {
        try {
          await conexion.query('select pg_advisory_unlock($1::int, $2::int)', [clase, clave]);
        } catch (err) {
          sana = false;
          conexion.release(err as Error);
        }
      }
    } finally {
      if (sana) conexion.release();
    }
  } finally {
    soltar();
    if (colasExclusivas.get(id) === cola) colasExclusivas.delete(id);
  }
}
