/**
 * The variant builds of tests/e2e/despliegue.e2e.ts: mf-contactos (the smallest remote) built again
 * with another build id (the "new deployment"), and built against a `shared` 2.0.0 that the shell
 * does not have (the deliberately incompatible one). Both in one webpack run
 * (tests/support/variantes.webpack.cjs), started by the global setup in the background at low
 * priority while the other e2e files run; the test waits for it ({@link waitForVariants}).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SPARE_PORTS, E2E_STATE_DIR } from './env';

const root = join(__dirname, '..', '..');
const DIR = join(E2E_STATE_DIR, 'variantes');
/** Exit status and seconds of the build: "<code> <seconds>", written when it ends. */
const STATUS = join(DIR, 'estado');
const LOG = join(DIR, 'build.log');
const PID = join(DIR, 'pid');

/** One variant: the remote, where it is built and served, its build id and `shared` version. */
export interface Variant {
  remote: 'mf-contactos';
  outputDir: string;
  buildId: string;
  sharedVersion?: string;
  port: number;
}

export const VARIANTS = {
  nuevo: { remote: 'mf-contactos', outputDir: join(DIR, 'contactos-nuevo'), buildId: 'e2e-nuevo', port: E2E_SPARE_PORTS['contactos-nuevo'] },
  incompatible: {
    remote: 'mf-contactos',
    outputDir: join(DIR, 'contactos-incompatible'),
    buildId: 'e2e-incompatible',
    sharedVersion: '2.0.0',
    port: E2E_SPARE_PORTS['contactos-incompatible'],
  },
} satisfies Record<string, Variant>;

/**
 * Starts the build of {@link VARIANTS} in the background (`nice`, its own process group) and returns
 * at once. Output goes to E2E_STATE_DIR/variantes/build.log.
 */
export function startVariantBuild(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const cli = join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const config = join(root, 'tests', 'support', 'variantes.webpack.cjs');
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const script = [
    'start=$(date +%s)',
    `nice -n 10 ${q(process.execPath)} ${q(cli)} --config ${q(config)} --mode production > ${q(LOG)} 2>&1`,
    'code=$?',
    `echo "$code $(( $(date +%s) - start ))" > ${q(STATUS)}.tmp && mv ${q(STATUS)}.tmp ${q(STATUS)}`,
  ].join('; ');
  const child = spawn('sh', ['-c', script], {
    cwd: root,
    env: { ...process.env, E2E_VARIANTES: JSON.stringify(Object.values(VARIANTS)) },
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  if (child.pid !== undefined) writeFileSync(PID, String(child.pid));
}

/** Stops a build still running (global teardown). */
export function stopVariantBuild(): void {
  if (!existsSync(PID) || existsSync(STATUS)) return;
  try {
    process.kill(-Number(readFileSync(PID, 'utf8')), 'SIGTERM');
  } catch {
    /* already finished */
  }
}

/**
 * Waits for the variant build (starting it if the global setup did not) and returns how long it
 * took, in seconds. Throws with the end of its log when it failed.
 */
export async function waitForVariants(timeoutMs = 300_000): Promise<number> {
  if (!existsSync(PID)) startVariantBuild();
  const start = Date.now();
  while (!existsSync(STATUS)) {
    if (Date.now() - start > timeoutMs) throw new Error(`El build de las variantes no terminó en ${timeoutMs / 1000} s (${LOG})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const [code, seconds] = readFileSync(STATUS, 'utf8').trim().split(' ').map(Number);
  if (code !== 0) {
    const log = existsSync(LOG) ? readFileSync(LOG, 'utf8') : '';
    throw new Error(`El build de las variantes falló (código ${code}):\n${log.slice(-4000)}`);
  }
  return seconds;
}
