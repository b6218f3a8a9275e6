import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_URL, E2E_PORTS, REMOTES, SHELL_CONFIG, SHELL_URL } from './env';
import { iniciarProveedorE2E, type ProveedorE2E } from './proveedor-cotizaciones';

const root = join(__dirname, '..', '..');

declare global {
  var __E2E_CHILDREN__: ChildProcess[] | undefined;
  var __E2E_PROVEEDOR__: ProveedorE2E | undefined;
}

/** Polls `url` until the server answers with any HTTP status. */
async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Resolves true when nothing listens on `port` (so our server will not collide with another). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/**
 * Builds (unless E2E_SKIP_BUILD=1) and starts the whole product on the e2e ports with a fresh
 * database, then waits until every server answers. The API gets a local stand-in for the
 * dollar-rates provider (DOLAR_API_URL, tests/support/proveedor-cotizaciones.ts): the machine has no
 * network, and /monedas must still list the types of the day and refresh the official dollar.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const filters = ['api', 'shell', ...REMOTES].flatMap((p) => ['--filter', p]);
    // Only the federated container of each remote: the tests never open a remote's standalone page.
    const r = spawnSync('pnpm', ['--workspace-concurrency=2', ...filters, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MF_SOLO_CONTENEDOR: '1' },
    });
    if (r.status !== 0) throw new Error('The build for the e2e tests failed');
  }
  const busy: number[] = [];
  for (const port of Object.values(E2E_PORTS)) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) throw new Error(`Puertos ocupados por otro proceso: ${busy.join(', ')}. Detenga esa instancia y vuelva a correr las pruebas.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-db-'));
  const proveedor = await iniciarProveedorE2E();
  globalThis.__E2E_PROVEEDOR__ = proveedor;
  const origins = [`http://localhost:${E2E_PORTS.shell}`, `http://127.0.0.1:${E2E_PORTS.shell}`].join(',');
  const children: ChildProcess[] = [
    start('api', ['api/dist/server.js'], {
      PORT: String(E2E_PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CORS_ORIGINS: origins,
      DATABASE_URL: '',
      DOLAR_API_URL: proveedor.baseUrl,
    }),
    start('shell', ['shared/build/serve-static.mjs', 'shell/dist', String(E2E_PORTS.shell)], {
      SHELL_CONFIG: JSON.stringify(SHELL_CONFIG),
    }),
    ...REMOTES.map((r) => start(r, ['shared/build/serve-static.mjs', `${r}/dist`, String(E2E_PORTS[r])], {})),
  ];
  globalThis.__E2E_CHILDREN__ = children;
  await Promise.all([
    waitFor(`${API_URL}/auth/me`, 120_000),
    waitFor(SHELL_URL, 30_000),
    ...REMOTES.map((r) => waitFor(`http://localhost:${E2E_PORTS[r]}/mf-manifest.json`, 30_000)),
  ]);
}
