#!/usr/bin/env node
/**
 * `pnpm start`: builds the API, the shell and the four remotes (production, two at a time on these
 * 2-core machines), then starts the API (which creates, migrates and seeds the embedded database on
 * first start) and one static server per front-end app. Prints the URLs and the demo logins.
 * Env: SKIP_BUILD=1 reuses the existing dist folders. Ctrl+C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  ['shell', 8080],
  ['mf-inventario', 3001],
  ['mf-operaciones', 3002],
  ['mf-contactos', 3003],
  ['mf-administracion', 3004],
];

if (process.env.SKIP_BUILD !== '1') {
  console.log('Construyendo la API, el shell y los cuatro remotos (puede tardar un par de minutos)...');
  const filters = ['api', ...apps.map(([a]) => a)].flatMap((p) => ['--filter', p]);
  const r = spawnSync('pnpm', ['--workspace-concurrency=2', ...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('La construcción falló.');
    process.exit(r.status ?? 1);
  }
}
for (const dir of ['api/dist/server.js', ...apps.map(([a]) => `${a}/dist`)]) {
  if (!existsSync(join(root, dir))) {
    console.error(`Falta ${dir}: ejecute sin SKIP_BUILD=1.`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;
/** Sends SIGTERM to every child still running and exits once they are gone (at most 5 s). */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const c of running) c.once('exit', () => --left === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
}

function start(name, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${name}] ${l}`).join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(name === 'api' ? c : prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} terminó (código ${code}); se detiene todo.`);
      stopAll(code || 1);
    }
  });
  children.push(child);
  return child;
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(0));

// Request logs stay quiet here (LOG_LEVEL=info shows every request).
// The demo never reaches ARCA: its Línea 1 sales go to the local simulator (docs/facturacion.md).
start('api', ['api/dist/server.js'], { LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ARCA_ENTORNO: process.env.ARCA_ENTORNO || 'simulador' });
for (const [app, port] of apps) start(app, ['shared/build/serve-static.mjs', `${app}/dist`, String(port)]);

// Wait until the API answers, then print the summary.
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    await fetch('http://localhost:3000/api/auth/me');
    break;
  } catch {
    if (Date.now() > deadline || stopping) break;
    await new Promise((r) => setTimeout(r, 300));
  }
}
if (!stopping) {
  console.log(`
Aplicación lista: http://localhost:8080   (API: http://localhost:3000/api)
Remotos: ${apps.slice(1).map(([a, p]) => `${a} http://localhost:${p}`).join(', ')}
Usuarios de prueba (contraseña ${process.env.SEED_PASSWORD ? 'la de SEED_PASSWORD' : 'Demo1234!'}):
  admin@demo.local (Administrador) · vendedor@demo.local (Vendedor)
  inventario@demo.local (Inventario) · lectura@demo.local (Solo lectura)
Ctrl+C para detener.`);
}
