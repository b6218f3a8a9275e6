import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_URL, E2E_PORTS, E2E_SPARE_PORTS, E2E_STATE_DIR, REMOTES, SHELL_CONFIG, SHELL_CONFIG_FILE, SHELL_URL } from './env';
import { iniciarProveedorE2E, type ProveedorE2E } from './proveedor-cotizaciones';
import { startStatic } from './servidores';
import { startVariantBuild } from './variantes';

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

/** The test file that needs the variant builds (tests/support/variantes.ts). */
const DESPLIEGUE = join(root, 'tests', 'e2e', 'despliegue.e2e.ts');

/** The part of jest's global config the setup reads (jest passes it; `pnpm bench` calls the setup without it). */
interface JestGlobalConfig {
  rootDir: string;
  testPathPatterns?: { isSet(): boolean; toExecutor(options: { rootDir: string }): { isMatch(absPath: string): boolean } };
}

/** Whether this jest run may include {@link DESPLIEGUE} (no jest config: not a jest run, e.g. `pnpm bench`). */
function runsDespliegue(globalConfig?: JestGlobalConfig): boolean {
  const patterns = globalConfig?.testPathPatterns;
  if (!patterns) return false;
  return !patterns.isSet() || patterns.toExecutor({ rootDir: globalConfig.rootDir }).isMatch(DESPLIEGUE);
}

/**
 * Builds (with E2E_SKIP_BUILD=1 only the API, which takes under a second) and starts the whole product on the e2e ports with a fresh
 * database, then waits until every server answers. The API gets a local stand-in for the
 * dollar-rates provider (DOLAR_API_URL, tests/support/proveedor-cotizaciones.ts): the machine has no
 * network, and /monedas must still list the types of the day and refresh the official dollar.
 * The shell serves its config from SHELL_CONFIG_FILE (tests may repoint a remote without restarting
 * it); the shell and the remotes are registered static servers (tests/support/servidores.ts). When
 * the run includes tests/e2e/despliegue.e2e.ts, its variant builds start in the background.
 */
export default async function globalSetup(globalConfig?: JestGlobalConfig): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const filters = ['api', 'shell', ...REMOTES].flatMap((p) => ['--filter', p]);
    // Only the federated container of each remote: the tests never open a remote's standalone page.
    const r = spawnSync('pnpm', ['--workspace-concurrency=2', ...filters, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MF_SOLO_CONTENEDOR: '1' },
    });
    if (r.status !== 0) throw new Error('The build for the e2e tests failed');
  } else {
    // The API builds in well under a second: always from the current sources, so reused front-end
    // builds never run against an older API (a stale api/dist once made the bench's global search
    // look twice as slow: its client search read indexes a newer migration had dropped).
    const r = spawnSync('pnpm', ['--filter', 'api', 'run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
    if (r.status !== 0) throw new Error('The API build for the e2e tests failed');
  }
  const busy: number[] = [];
  for (const port of [...Object.values(E2E_PORTS), ...Object.values(E2E_SPARE_PORTS)]) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) throw new Error(`Puertos ocupados por otro proceso: ${busy.join(', ')}. Detenga esa instancia y vuelva a correr las pruebas.`);
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(SHELL_CONFIG, null, 2));
  if (runsDespliegue(globalConfig)) startVariantBuild();
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
    startStatic('shell', join(root, 'shell', 'dist'), E2E_PORTS.shell, { SHELL_CONFIG_FILE }),
    ...REMOTES.map((r) => startStatic(r, join(root, r, 'dist'), E2E_PORTS[r])),
  ];
  globalThis.__E2E_CHILDREN__ = children;
  await Promise.all([
    waitFor(`${API_URL}/auth/me`, 120_000),
    waitFor(SHELL_URL, 30_000),
    ...REMOTES.map((r) => waitFor(`http://localhost:${E2E_PORTS[r]}/mf-manifest.json`, 30_000)),
  ]);
}
