import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDb, type Db, type DbOrTx } from '../src/db/client';
import { seed } from '../src/db/seed';
import { iniciarProveedorFalso } from './support/proveedor-cotizaciones';

export const MIGRATIONS = path.resolve(__dirname, '../drizzle');
export const PASSWORD = 'Demo1234!';
export const ORIGIN = 'http://localhost:8080';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

const API_ROOT = path.resolve(__dirname, '..');

/** Every file under `dir` (recursively) whose name ends with one of `exts`. */
function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, exts);
    return exts.some((x) => e.name.endsWith(x)) ? [full] : [];
  });
}

/**
 * Where the migrated and seeded demo database of this code is cached: a PGlite tarball in the OS
 * temp folder, named by a hash of the migrations, the API sources (the seed runs the services), the
 * shared package sources and today's date (the seed dates things relative to today). Any change to
 * them gives a new name, so a stale database is never reused.
 */
let seededCachePath: string | undefined;
function seededCacheFile(): string {
  if (seededCachePath) return seededCachePath;
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(MIGRATIONS, ['.sql', '.json']),
    ...filesUnder(path.join(API_ROOT, 'src'), ['.ts']),
    ...filesUnder(path.resolve(API_ROOT, '../shared/src'), ['.ts']),
  ].sort();
  for (const f of files) hash.update(f).update(readFileSync(f));
  hash.update(new Date().toISOString().slice(0, 10));
  seededCachePath = path.join(tmpdir(), `backoffice-test-seed-${hash.digest('hex').slice(0, 16)}.tar`);
  return seededCachePath;
}

/**
 * Opens an in-memory PGlite with the migrated demo data: from the cached tarball when another test
 * file already built it (about 1 s instead of migrating and seeding, several seconds each file),
 * otherwise migrates, seeds and writes the tarball for the next files (written to a temporary name and
 * renamed, so concurrent workers never read half a file).
 */
async function openSeededPglite() {
  const file = seededCacheFile();
  if (existsSync(file) && statSync(file).size > 0) {
    return openDb({ loadDataDir: new Blob([readFileSync(file)]) });
  }
  const handle = await openDb({});
  await handle.migrate(MIGRATIONS);
  await seed(handle.db, { password: PASSWORD });
  if (handle.dumpDataDir) {
    const blob = await handle.dumpDataDir();
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file);
    // Older caches (other code or days) are dead weight of ~45 MB each: remove those older than an hour.
    for (const name of readdirSync(tmpdir())) {
      const old = path.join(tmpdir(), name);
      if (name.startsWith('backoffice-test-seed-') && old !== file) {
        try {
          if (Date.now() - statSync(old).mtimeMs > 3_600_000) unlinkSync(old);
        } catch {
          // Another worker removed it first.
        }
      }
    }
  }
  return handle;
}

/**
 * A fresh app on its own in-memory PGlite, migrated and (by default) seeded with the demo data.
 * Login is not rate limited unless `config.loginRateLimit` / `loginAccountAttempts` / `loginAddressAttempts` say so; every
 * response is checked against its declared schema (`checkResponses`). The dollar-rates provider is
 * a local stand-in answering its list (support/proveedor-cotizaciones.ts) unless `config.cotizaciones` says otherwise.
 */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; seed?: boolean; databaseUrl?: string } = {},
): Promise<TestApp> {
  const seeded = options.seed !== false;
  let handle;
  if (seeded && !options.databaseUrl) {
    handle = await openSeededPglite();
  } else {
    handle = await openDb({ databaseUrl: options.databaseUrl });
    await handle.migrate(MIGRATIONS);
    if (seeded) await seed(handle.db, { password: PASSWORD });
  }
  // No test reaches the real dollar-rates provider: unless told otherwise, a local stand-in answers.
  const proveedor = options.config?.cotizaciones ? null : await iniciarProveedorFalso();
  const app = await buildApp({
    db: handle.db,
    config: {
      loginRateLimit: { max: 10_000, windowMs: 60_000 },
      loginAccountAttempts: { max: 10_000, windowMs: 60_000 },
      loginAddressAttempts: { max: 10_000, windowMs: 60_000 },
      checkResponses: true,
      ...(proveedor ? { cotizaciones: { baseUrl: proveedor.baseUrl, timeoutMs: 5000, autoMinutos: 0 } } : {}),
      ...options.config,
    },
  });
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
      await proveedor?.close();
    },
  };
}

/** Logs in and returns the session cookie value (`sid`). Fails the test when login fails. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error('login without sid cookie');
  return sid;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A small client bound to one session: `await as.get('/api/...')` → { status, body }. */
export function client(app: FastifyInstance, sid?: string) {
  const call = async (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res: LightMyRequestResponse = await app.inject({
      method,
      url,
      payload: payload as never,
      cookies: sid ? { sid } : undefined,
      headers: { origin: ORIGIN, ...headers },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, body, res };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
    call,
  };
}

/** Logs in the four demo users and the Sucursal Norte seller (`norte`: a seller operates only in her branch). */
export async function demoClients(app: FastifyInstance) {
  return {
    admin: client(app, await login(app, 'admin@demo.local')),
    vendedor: client(app, await login(app, 'vendedor@demo.local')),
    inventario: client(app, await login(app, 'inventario@demo.local')),
    lectura: client(app, await login(app, 'lectura@demo.local')),
    norte: client(app, await login(app, 'norte@demo.local')),
    anonimo: client(app),
  };
}

/** Runs a raw SQL query and returns its rows (for assertions on what was or was not written). */
export async function rows<T = Record<string, unknown>>(db: DbOrTx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Every client whose quote counters (clientes.presupuestos_activos / _anulados, api/drizzle/0013)
 * differ from a count of its quotes per state, with both sides: none when the triggers are right.
 */
export function clientesConContadoresDesfasados(db: DbOrTx) {
  return rows<{ id: number; presupuestos_activos: number; presupuestos_anulados: number; activos: number; anulados: number }>(
    db,
    sql`select c.id, c.presupuestos_activos, c.presupuestos_anulados, coalesce(p.activos, 0) as activos, coalesce(p.anulados, 0) as anulados
        from clientes c left join (
          select cliente_id, count(*) filter (where estado = 'activo')::int as activos, count(*) filter (where estado = 'anulado')::int as anulados
          from presupuestos group by cliente_id
        ) p on p.cliente_id = c.id
        where c.presupuestos_activos <> coalesce(p.activos, 0) or c.presupuestos_anulados <> coalesce(p.anulados, 0)`,
  );
}

/** Id of a product priced in pesos with at least `min` units in branch 1 (for sales in tests). */
export async function productoConStock(db: DbOrTx, min = 5): Promise<number> {
  const [p] = await rows<{ id: number }>(
    db,
    sql`select p.id from productos p join stock s on s.producto_id = p.id and s.sucursal_id = 1
        where s.cantidad >= ${min} and p.moneda_id = 1 and p.is_deleted = false order by p.codigo limit 1`,
  );
  if (!p) throw new Error(`no product with ${min} units in branch 1`);
  return p.id;
}
