import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { API_URL, E2E_PORTS, SHELL_URL } from '../../tests/support/env';
import globalSetup from '../../tests/support/global-setup';
import globalTeardown from '../../tests/support/global-teardown';
import { apiFigures } from './api';
import { browserFigures } from './browser';
import { printTable } from './report';

const root = join(__dirname, '..', '..');

/** The URL without its password, to print it. */
const sinClave = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * With BENCH_DATABASE_URL, the browser group measures against that PostgreSQL database (the large
 * seed: the global search over 100.000 products): the API the e2e setup started on its own PGlite
 * is stopped and started again on the same port (13000) with DATABASE_URL, the same origins and the
 * same stand-in dollar provider. Like the API group, it applies the pending migrations to that
 * database. The new process joins the e2e children, so the teardown stops it.
 * @throws Error when the API does not answer within 2 minutes.
 */
async function apiSobre(databaseUrl: string): Promise<void> {
  const children = globalThis.__E2E_CHILDREN__ ?? [];
  const vieja = children.find((c) => c.spawnargs.some((a) => a.endsWith('api/dist/server.js')));
  if (vieja && vieja.exitCode === null) {
    const salida = once(vieja, 'exit');
    vieja.kill('SIGTERM');
    await salida;
  }
  const origins = [`http://localhost:${E2E_PORTS.shell}`, `http://127.0.0.1:${E2E_PORTS.shell}`].join(',');
  const api: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORTS.api),
      HOST: '127.0.0.1',
      CORS_ORIGINS: origins,
      DATABASE_URL: databaseUrl,
      DOLAR_API_URL: globalThis.__E2E_PROVEEDOR__?.baseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  api.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
  globalThis.__E2E_CHILDREN__ = [...children.filter((c) => c !== vieja), api];
  const desde = Date.now();
  for (;;) {
    if (api.exitCode !== null) throw new Error(`La API sobre ${sinClave(databaseUrl)} terminó (código ${api.exitCode}).`);
    try {
      await fetch(`${API_URL}/auth/me`);
      break;
    } catch {
      if (Date.now() - desde > 120_000) throw new Error(`La API sobre ${sinClave(databaseUrl)} no respondió en 2 minutos.`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  console.log(`Navegador: la API de ${SHELL_URL} usa ${sinClave(databaseUrl)}.`);
}

/**
 * `pnpm bench` (docs/rendimiento.md): builds the production bundles (BENCH_SKIP_BUILD=1 reuses them),
 * starts the product on the e2e ports with a fresh database (or, with BENCH_DATABASE_URL, its API on
 * that PostgreSQL database: {@link apiSobre}), measures and prints one table per
 * group with each figure, its budget and pasa / NO PASA; then, with those servers stopped, the API
 * figures (bench/src/api.ts). BENCH_ONLY=browser or BENCH_ONLY=api runs one group. Exits 1 when a
 * budget is missed. Never part of `pnpm test`.
 */
async function main(): Promise<number> {
  const only = process.env.BENCH_ONLY;
  let missed = 0;
  if (only !== 'api') {
    if (process.env.BENCH_SKIP_BUILD === '1') process.env.E2E_SKIP_BUILD = '1';
    try {
      await globalSetup();
      if (process.env.BENCH_DATABASE_URL) await apiSobre(process.env.BENCH_DATABASE_URL);
      missed += printTable('Navegador (builds de producción, Chromium de Debian)', await browserFigures());
    } finally {
      await globalTeardown();
    }
  }
  if (only !== 'browser') {
    missed += printTable('API (autocannon por loopback; HTTP frente a las mismas sentencias por el driver)', await apiFigures());
  }
  console.log(missed ? `\n${missed} presupuesto(s) sin cumplir.` : '\nTodos los presupuestos se cumplen.');
  return missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
