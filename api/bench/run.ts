import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';

/**
 * `pnpm --filter api bench`: requests per second of a few endpoints, through `app.inject` (loopback
 * only, no sockets), with BENCH_CONCURRENCY (10) requests in flight for BENCH_SECONDS (3) each.
 * Database: a fresh in-memory PGlite with the demo seed; BENCH_DATA_DIR reuses a PGlite folder
 * (e.g. one filled by `seed:large`, never one a running server has open) and DATABASE_URL a
 * PostgreSQL database.
 */
const seconds = Number(process.env.BENCH_SECONDS) || 3;
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 10;

async function measure(app: FastifyInstance, name: string, request: InjectOptions) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const res = await app.inject(request);
      if (res.statusCode >= 400) failed += 1;
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rps = done / ((Date.now() - started) / 1000);
  console.log(`${name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s${failed ? `  (${failed} con error)` : ''}`);
}

async function main() {
  const handle = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.BENCH_DATA_DIR });
  await handle.migrate(path.resolve(__dirname, '../drizzle'));
  await seedIfEmpty(handle.db, { password: process.env.SEED_PASSWORD || 'Demo1234!' });
  const app = await buildApp({ db: handle.db, config: { loginRateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.local', password: process.env.SEED_PASSWORD || 'Demo1234!' },
  });
  const sid = login.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(`login falló: ${login.body}`);
  const cookies = { sid };

  console.log(`Base: ${handle.driver}${process.env.BENCH_DATA_DIR ? ` (${process.env.BENCH_DATA_DIR})` : ' en memoria'}; ${concurrency} concurrentes, ${seconds} s por endpoint`);
  await measure(app, 'GET /api/auth/me (sesión)', { method: 'GET', url: '/api/auth/me', cookies });
  await measure(app, 'GET /api/sucursales', { method: 'GET', url: '/api/sucursales', cookies });
  await measure(app, 'GET /api/productos?sucursalId=1&page=1 (10 filas)', { method: 'GET', url: '/api/productos?sucursalId=1&page=1&pageSize=10', cookies });
  await measure(app, 'GET /api/productos?search=lavanda', { method: 'GET', url: '/api/productos?search=lavanda&sucursalId=1', cookies });
  await measure(app, 'GET /api/clientes?page=1 (10 filas)', { method: 'GET', url: '/api/clientes?page=1&pageSize=10', cookies });
  await measure(app, 'GET /api/ventas?page=1 (10 filas)', { method: 'GET', url: '/api/ventas?page=1&pageSize=10', cookies });
  await app.close();
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
