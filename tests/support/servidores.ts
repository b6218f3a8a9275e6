/**
 * The static servers of the e2e stack (shared/build/serve-static.mjs) by name, with their pids in a
 * registry file (E2E_STATE_DIR/servidores.json), so a test can stop one for real and start it again
 * on the same port, or serve another build next to the stack, and the global teardown still stops
 * whatever is running at the end (tests/support/global-teardown.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { E2E_STATE_DIR } from './env';

const root = join(__dirname, '..', '..');
const REGISTRY = join(E2E_STATE_DIR, 'servidores.json');

/** A registered server: how to start it again. */
interface Entry {
  pid: number;
  dir: string;
  port: number;
  env: Record<string, string>;
}

function readRegistry(): Record<string, Entry> {
  return existsSync(REGISTRY) ? (JSON.parse(readFileSync(REGISTRY, 'utf8')) as Record<string, Entry>) : {};
}

function writeRegistry(registry: Record<string, Entry>): void {
  writeFileSync(REGISTRY, JSON.stringify(registry, null, 2));
}

/** Resolves whether something accepts TCP connections on localhost:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until localhost:`port` is (`up`) or is not listening; throws after `timeoutMs`. */
export async function waitForPort(port: number, up: boolean, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while ((await listening(port)) !== up) {
    if (Date.now() - start > timeoutMs) throw new Error(`El puerto ${port} no quedó ${up ? 'escuchando' : 'libre'} en ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `node shared/build/serve-static.mjs <dir> <port>` as server `name` and records it. Its
 * output is shown only with E2E_VERBOSE (errors always). The process does not keep the test
 * process alive; the global teardown stops it.
 */
export function startStatic(name: string, dir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'shared', 'build', 'serve-static.mjs'), dir, String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  child.unref();
  (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
  (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  if (child.pid === undefined) throw new Error(`No se pudo iniciar el servidor ${name}`);
  writeRegistry({ ...readRegistry(), [name]: { pid: child.pid, dir, port, env } });
  return child;
}

/** Sends `signal` to a pid, ignoring a process that already ended. */
function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Stops server `name` the hard way (SIGKILL, as a crashed server or a dead machine: open connections
 * drop too) and waits until its port refuses connections. It stays in the registry, so
 * {@link restartStatic} can bring it back.
 */
export async function crashStatic(name: string): Promise<void> {
  const entry = readRegistry()[name];
  if (!entry) throw new Error(`Servidor desconocido: ${name}`);
  kill(entry.pid, 'SIGKILL');
  await waitForPort(entry.port, false);
}

/** Starts server `name` again with the same folder, port and environment, and waits until it listens. */
export async function restartStatic(name: string): Promise<void> {
  const entry = readRegistry()[name];
  if (!entry) throw new Error(`Servidor desconocido: ${name}`);
  startStatic(name, entry.dir, entry.port, entry.env);
  await waitForPort(entry.port, true);
}

/** Stops server `name` (SIGTERM), forgets it and waits until its port is free. */
export async function stopStatic(name: string): Promise<void> {
  const registry = readRegistry();
  const entry = registry[name];
  if (!entry) return;
  kill(entry.pid, 'SIGTERM');
  delete registry[name];
  writeRegistry(registry);
  await waitForPort(entry.port, false);
}

/** Stops every registered server (global teardown). */
export function stopAllStatic(): void {
  for (const entry of Object.values(readRegistry())) kill(entry.pid, 'SIGTERM');
  writeRegistry({});
}
