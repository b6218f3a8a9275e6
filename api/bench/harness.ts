import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { openDb, type DbHandle } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { countTables, LARGE_SIZES, seedLarge, sizesFromEnv, type TableCounts } from '../src/db/seed-large';
import { SESSION_COOKIE } from '../src/plugins/auth';

/**
 * The server side of the API benchmark (docs/rendimiento.md), used by `bench/src/api.ts`: opens a
 * database (PGlite in a folder, or PostgreSQL), fills it when it is new, starts the real API on
 * 127.0.0.1 and a free port, signs in, and lets the benchmark record the SQL statements one request
 * runs and replay them straight through the same driver. The recording hook wraps the driver's
 * `query` (pg Pool or PGlite) of this process only: the API code is the production code.
 */

/** One recorded driver call: the exact arguments drizzle passed to `query` (text, params, options). */
export type Statement = { args: unknown[]; text: string };

/** What one request ran: its statements, and whether it opened a transaction (not replayable here). */
export interface Recording {
  statements: Statement[];
  transaction: boolean;
}

/** Result of a driver replay: requests completed, per-request latencies (ms) and mean ms per statement. */
export interface ReplayResult {
  requests: number;
  seconds: number;
  latencies: number[];
  meanMsPerStatement: number[];
}

/** A running benchmark server. */
export interface BenchServer {
  /** 'pglite' or 'postgres'. */
  driver: DbHandle['driver'];
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The `Cookie` header of the signed-in demo administrator. */
  cookie: string;
  /** Row counts of the main tables, and whether they reach the large seed's sizes. */
  counts: TableCounts;
  large: boolean;
  /** Where the data lives (PGlite folder or the URL without password). */
  where: string;
  /** A product id in the middle of the catalogue and the first branch id, for detail requests. */
  /** A product and a branch of the data; the client with the most account movements (its id and count). */
  sample: { productoId: number; sucursalId: number; clienteId: number; movimientosCliente: number };
  /**
   * What the Línea 1 sale figures sell (docs/rendimiento.md «Venta de Línea 1»): a product of the bench
   * (code 99901, $ 1000 + 21 %) with a million units in the first branch, and the Efectivo method.
   */
  venta: { productoId: number; metodoPagoId: number };
  /** Resolves once the database has been quiet for a moment: no request left over from a load. */
  idle(): Promise<void>;
  /** Records the driver calls made while `fn` runs (waits for {@link BenchServer.idle} first). */
  record(fn: () => Promise<void>): Promise<Recording>;
  /** Replays `statements` in order, as one "request", from `concurrency` loops for `seconds`. */
  replay(statements: Statement[], opts: { concurrency: number; seconds: number }): Promise<ReplayResult>;
  /** EXPLAIN (ANALYZE, BUFFERS) of one recorded statement, as text lines. */
  explain(statement: Statement): Promise<string[]>;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** PostgreSQL URL; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite folder to reuse (a new temporary one, removed on close, when omitted). */
  dataDir?: string;
  /** Fill a new database with the large seed too (false: demo data only). */
  largeSeed: boolean;
  /** Password of the demo users (SEED_PASSWORD). */
  password: string;
  log?: (line: string) => void;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The statement's SQL text, whatever the call form (`query(config, params)` or `query(text, params, opts)`). */
function textOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text);
  return String(first);
}

/**
 * Starts the benchmark server (see the file comment). A new database gets the migrations, the demo
 * seed and, with `largeSeed`, the large seed; a database that already has users is used as it is.
 * Throws when the sign-in fails.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const log = options.log ?? (() => {});
  const tempDir = !options.databaseUrl && !options.dataDir ? mkdtempSync(path.join(tmpdir(), 'bench-pglite-')) : null;
  const dataDir = options.dataDir ?? tempDir ?? undefined;
  const handle = await openDb({ databaseUrl: options.databaseUrl ?? null, dataDir });
  const where = options.databaseUrl ? options.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@') : `PGlite en ${dataDir}`;

  // The recording hook: the driver object drizzle holds (pg Pool or PGlite), wrapped in place.
  const client = (handle.db as unknown as { $client: Pool | PGlite }).$client as unknown as Record<string, QueryFn>;
  const query = client.query.bind(client) as QueryFn;
  let recording: Recording | null = null;
  let inFlight = 0;
  let lastActivity = performance.now();
  client.query = (...args: unknown[]) => {
    recording?.statements.push({ args, text: textOf(args) });
    inFlight += 1;
    lastActivity = performance.now();
    return query(...args).finally(() => {
      inFlight -= 1;
      lastActivity = performance.now();
    });
  };
  /** Resolves once no statement has run for `quietMs` (requests a load left queued have finished). */
  const idle = async (quietMs = 300) => {
    while (inFlight > 0 || performance.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 50));
  };
  // A transaction checks out a pg client (connect() without callback) or calls PGlite's transaction().
  const txMethod = handle.driver === 'postgres' ? 'connect' : 'transaction';
  const txOriginal = client[txMethod].bind(client) as QueryFn;
  client[txMethod] = (...args: unknown[]) => {
    if (recording && (handle.driver === 'pglite' || args.length === 0)) recording.transaction = true;
    return txOriginal(...args);
  };

  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await handle.migrate(path.resolve(__dirname, '../drizzle'));
    if (await seedIfEmpty(handle.db, { password: options.password })) {
      log(`Base nueva (${where}): semilla de demostración cargada.`);
      if (options.largeSeed) {
        log('Cargando la semilla grande (unos minutos)...');
        await seedLarge(handle.db, sizesFromEnv(process.env));
      }
    }
    const counts = await countTables(handle.db);
    const large =
      counts.productos >= LARGE_SIZES.productos &&
      counts.clientes >= LARGE_SIZES.clientes &&
      counts.ventas >= LARGE_SIZES.ventas &&
      counts.movimientos_cuenta_corriente >= LARGE_SIZES.movimientos;
    const sampleRes = (await handle.db.execute(sql`select
        (select id from productos where not is_deleted order by id offset (select count(*) / 2 from productos where not is_deleted) limit 1) as "productoId",
        (select min(id) from sucursales where activo) as "sucursalId",
        m.cliente_id as "clienteId", m.n as "movimientosCliente"
      from (select cliente_id, count(*)::int as n from movimientos_cuenta_corriente group by cliente_id order by 2 desc, 1 limit 1) m`)) as unknown as {
      rows: Array<{ productoId: number; sucursalId: number; clienteId: number; movimientosCliente: number }>;
    };
    const r = sampleRes.rows[0];
    // The Línea 1 sale figures' product: its own, with stock for any number of runs (docs/rendimiento.md).
    await handle.db.execute(sql`insert into productos (codigo, nombre, categoria, unidad, precio, alicuota_iva, moneda_id)
        values (99901, 'Producto del benchmark', 'elaborado', 'unidad', '1000.00', '21', 1) on conflict do nothing`);
    const ventaRes = (await handle.db.execute(sql`select
        (select id from productos where codigo = 99901) as "productoId",
        (select id from metodos_pago where clave = 'efectivo' or nombre = 'Efectivo' order by id limit 1) as "metodoPagoId"`)) as unknown as {
      rows: Array<{ productoId: number; metodoPagoId: number }>;
    };
    const venta = { productoId: Number(ventaRes.rows[0].productoId), metodoPagoId: Number(ventaRes.rows[0].metodoPagoId) };
    await handle.db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad)
        values (${venta.productoId}, (select min(id) from sucursales where activo), '1000000')
        on conflict (producto_id, sucursal_id) do update set cantidad = '1000000'`);
    const sample = {
      productoId: Number(r.productoId),
      sucursalId: Number(r.sucursalId),
      clienteId: Number(r.clienteId),
      movimientosCliente: Number(r.movimientosCliente),
    };

    app = await buildApp({ db: handle.db, config: { loginRateLimit: { max: 1_000_000, windowMs: 60_000 } } });
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: options.password }),
    });
    const sid = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!login.ok || !sid) throw new Error(`El ingreso de admin@demo.local falló (${login.status}): ${await login.text()}`);

    const server = app;
    return {
      driver: handle.driver,
      url,
      cookie: sid,
      counts,
      large,
      where,
      sample,
      venta,
      idle,
      async record(fn) {
        await idle();
        const current: Recording = { statements: [], transaction: false };
        recording = current;
        try {
          await fn();
        } finally {
          recording = null;
        }
        return current;
      },
      async replay(statements, { concurrency, seconds }) {
        await idle();
        const latencies: number[] = [];
        const perStatement = statements.map(() => 0);
        let requests = 0;
        const started = performance.now();
        const until = started + seconds * 1000;
        const worker = async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            for (const [i, s] of statements.entries()) {
              const ts = performance.now();
              await query(...s.args);
              perStatement[i] += performance.now() - ts;
            }
            latencies.push(performance.now() - t0);
            requests += 1;
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        return {
          requests,
          seconds: (performance.now() - started) / 1000,
          latencies,
          meanMsPerStatement: perStatement.map((t) => (requests ? t / requests : 0)),
        };
      },
      async explain(statement) {
        const [first, ...rest] = statement.args;
        const prefix = 'explain (analyze, buffers) ';
        const args = typeof first === 'string' ? [prefix + first, rest[0]] : [{ text: prefix + statement.text }, rest[0]];
        const res = (await query(...args)) as { rows: Array<Record<string, string>> };
        return res.rows.map((r) => Object.values(r)[0]);
      },
      async close() {
        await server.close();
        await handle.close();
        if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close();
    await handle.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    throw err;
  }
}
