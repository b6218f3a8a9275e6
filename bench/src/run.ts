import globalSetup from '../../tests/support/global-setup';
import globalTeardown from '../../tests/support/global-teardown';
import { apiFigures } from './api';
import { browserFigures } from './browser';
import { printTable } from './report';

/**
 * `pnpm bench` (docs/rendimiento.md): builds the production bundles (BENCH_SKIP_BUILD=1 reuses them),
 * starts the product on the e2e ports with a fresh database, measures and prints one table per
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
