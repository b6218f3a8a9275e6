#!/usr/bin/env node
/**
 * `pnpm test`: every test of the repo, in order:
 *   1. typecheck of every package (tsc --noEmit, strict) and ESLint (eslint.config.mjs, zero warnings),
 *      side by side,
 *   2. unit, component and API tests (jest projects, real PGlite per API test file),
 *   3. end-to-end tests (tests/: builds and starts the API, the shell and the four remotes and drives
 *      Debian's Chromium through playwright-core).
 * The PostgreSQL files run beside step 3, on one worker (on their own after step 2 with SKIP_E2E=1). Ends with the wall time of each phase (where the time goes: docs/pruebas.md «Tiempo») and one line
 * "N passed, N failed"; exits non-zero when anything failed.
 * Env: SKIP_E2E=1 skips step 3; CHROMIUM_PATH points at another Chromium binary.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const out = mkdtempSync(join(tmpdir(), 'bo-test-'));
let passed = 0;
let failed = 0;
const failures = [];
/** Wall time of each phase, in seconds, printed at the end. */
const fases = [];
let inicioFase = Date.now();
/** Closes the current phase under `nombre` and starts the next one. */
function fase(nombre) {
  const ahora = Date.now();
  fases.push(`${nombre} ${Math.round((ahora - inicioFase) / 1000)} s`);
  inicioFase = ahora;
}

function run(title, cmd, args, opts = {}) {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return r.status === 0;
}

/** Adds up the results jest wrote to `file` (--json) for the run `title`; `ok` is whether jest exited 0. */
function contar(title, file, ok) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${title}: jest produced no results`);
    return;
  }
  const res = JSON.parse(readFileSync(file, 'utf8'));
  passed += res.numPassedTests;
  failed += res.numFailedTests;
  if (res.numRuntimeErrorTestSuites > 0) {
    failed += res.numRuntimeErrorTestSuites;
    failures.push(`${title}: ${res.numRuntimeErrorTestSuites} suite(s) could not run`);
  }
  if (!ok && res.numFailedTests === 0 && res.numRuntimeErrorTestSuites === 0) {
    failed += 1;
    failures.push(`${title}: jest exited with an error`);
  }
  if (res.numTotalTests === 0) {
    failed += 1;
    failures.push(`${title}: no test ran`);
  }
}

/** The file jest writes its --json results of `title` to. */
const resultados = (title) => join(out, `${title.replace(/\W+/g, '-')}.json`);
const JEST_ENV = { FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs jest with `args` in the foreground (output shown as it goes) and counts its results. */
function jest(title, args) {
  const file = resultados(title);
  const ok = run(title, process.execPath, [jestBin, ...args, '--json', `--outputFile=${file}`], { env: JEST_ENV });
  contar(title, file, ok);
}

/**
 * Starts jest with `args` in the background, its output into a file (not a pipe: the foreground
 * step blocks this process); `terminar()` waits for it, prints that output and counts its results.
 */
function jestAlFondo(title, args) {
  const file = resultados(title);
  const log = join(out, `${title.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const inicio = Date.now();
  const child = spawn(process.execPath, [jestBin, ...args, '--json', `--outputFile=${file}`], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...JEST_ENV },
  });
  const fin = new Promise((resolve) => child.on('close', (status) => resolve(status)));
  return {
    async terminar() {
      const status = await fin;
      // Its own wall time, from jest's results (the close event waits for the foreground step).
      let segundos = Math.round((Date.now() - inicio) / 1000);
      if (existsSync(file)) {
        const res = JSON.parse(readFileSync(file, 'utf8'));
        const ultimo = Math.max(res.startTime, ...res.testResults.map((t) => t.endTime));
        segundos = Math.round((ultimo - inicio) / 1000);
      }
      closeSync(fd);
      console.log(`\n=== ${title} (al mismo tiempo, ${segundos} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      contar(title, file, status === 0);
      return segundos;
    },
  };
}

// 1. Typecheck and lint, two jobs at a time (each tsc and ESLint is single-threaded; lint first, the
// longest job): output is shown per job once all are done.
const packages = ['shared', 'api', 'shell', 'mf-inventario', 'mf-operaciones', 'mf-contactos', 'mf-administracion', 'tests', 'bench'];
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Runs `cmd args` without blocking; resolves with its exit status and everything it printed. */
function runQuiet(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The boundaries really bite: a remote importing another remote, shared importing the shell and an
 * area importing another area's internals (features/comun is the only shared folder) are refused.
 * One ESLint instance in this process for the four probes (the config loads once).
 */
async function probarFronteras() {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: root });
  const probes = [
    ['mf-inventario/src/probe.ts', "export { routes } from '../../mf-operaciones/src/routes';\n"],
    ['shared/src/probe.ts', "export * from 'shell/src/app/App';\n"],
    ['shell/src/probe.ts', "export * from 'mf-contactos/src/routes';\n"],
    ['mf-operaciones/src/features/gastos/probe.ts', "export * from '../ventas/api/get-venta';\n"],
  ];
  const leaks = [];
  for (const [file, code] of probes) {
    const [r] = await eslint.lintText(code, { filePath: join(root, file) });
    const refused = r.messages.some((m) => m.message.includes('No se importa') || m.message.includes('no importa el interior de otra área'));
    if (!refused) leaks.push(file);
  }
  const output = `${probes.length - leaks.length}/${probes.length} forbidden imports refused\n`;
  return leaks.length === 0 ? { status: 0, output } : { status: 1, output: `${output}not enforced for ${leaks.join(', ')}\n` };
}

/** The jobs of phase 1: [title, failure line, run]. */
const jobs = [
  // typescript-eslint, react-hooks, jsx-a11y and the import boundaries; zero warnings.
  ['lint', 'lint (pnpm lint)', () => runQuiet(process.execPath, [eslintBin, '.', '--max-warnings', '0'])],
  ['lint boundaries', 'lint boundaries not enforced', probarFronteras],
  ...packages.map((p) => [`typecheck ${p}`, `typecheck ${p}`, () => runQuiet(process.execPath, [tsc, '-p', join(p, 'tsconfig.json')])]),
];
const pending = [...jobs];
const results = new Map();
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    while (pending.length > 0) {
      const [title, , correr] = pending.shift();
      results.set(title, await correr());
    }
  }),
);
for (const [title, failure] of jobs) {
  const { status, output } = results.get(title);
  console.log(`\n=== ${title} ===`);
  if (output) process.stdout.write(output);
  if (status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(failure);
  }
}

fase('tipos y lint');

// 2. Unit, component and API tests. Jest's default on a 2-core machine is ONE worker (cores − 1),
// which leaves a core idle while PGlite and jsdom are CPU-bound: use every core (JEST_WORKERS overrides).
const workers = process.env.JEST_WORKERS || String(Math.max(2, availableParallelism()));
// The PostgreSQL files (*.pg.test.ts, postgres.test.ts) do not run beside the others: there the
// PostgreSQL server competed for the two cores and the heaviest API files took almost twice as long
// (docs/pruebas.md «Tiempo»). Without TEST_DATABASE_URL they skip themselves.
const PG_FILES = '(\\.pg\\.test|[/\\\\]postgres\\.test)\\.ts$';
jest('unit-component-api', ['--ci', `--maxWorkers=${workers}`, '--config', join(root, 'jest.config.js'), '--testPathPatterns', `^(?!.*${PG_FILES})`]);
fase('unidad, componentes y API');
const PG_ARGS = ['--ci', '--config', join(root, 'jest.config.js'), '--selectProjects', 'api', '--testPathPatterns', PG_FILES];
const conE2e = process.env.SKIP_E2E !== '1';
// Beside the end-to-end tests (which leave about half of the CPU idle, waiting on the browser and the
// network) on one worker; on their own otherwise.
const postgresql = conE2e ? jestAlFondo('postgresql', [...PG_ARGS, '--maxWorkers=1']) : null;
if (!conE2e) {
  jest('postgresql', [...PG_ARGS, `--maxWorkers=${workers}`]);
  fase('PostgreSQL');
}

// 3. End-to-end
if (process.env.SKIP_E2E !== '1') {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\nChromium no está instalado: instalando el paquete chromium de Debian...');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!existsSync(chromium)) {
    failed += 1;
    failures.push(`e2e: Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
  } else {
    jest('e2e', ['--ci', '--runInBand', '--config', join(root, 'tests', 'jest.config.js')]);
  }
  fase('punta a punta (con los builds)');
  const segundos = await postgresql.terminar();
  console.log(`\nPostgreSQL: ${segundos} s al mismo tiempo que punta a punta.`);
}

console.log(`\nTiempo por fase: ${fases.join(', ')}.`);
if (failures.length) console.log(`Failures:\n  ${failures.join('\n  ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
