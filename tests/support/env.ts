import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports and URLs of the stack started for the end-to-end tests (kept apart from `pnpm start`'s). */
export const E2E_PORTS = {
  api: 13000,
  shell: 18080,
  'mf-inventario': 13001,
  'mf-operaciones': 13002,
  'mf-contactos': 13003,
  'mf-administracion': 13004,
} as const;

export const API_URL = `http://localhost:${E2E_PORTS.api}/api`;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const REMOTES = ['mf-inventario', 'mf-operaciones', 'mf-contactos', 'mf-administracion'] as const;

/** The shell's run-time config for the e2e stack (served as /config.json). */
export const SHELL_CONFIG = {
  apiUrl: API_URL,
  reportProblemUrl: 'https://example.com/reportar-problema',
  remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${E2E_PORTS[r]}/mf-manifest.json`])),
};

/**
 * Spare ports for tests/e2e/despliegue.e2e.ts: the variant builds of one remote it serves next to
 * the stack (tests/support/variantes.ts).
 */
export const E2E_SPARE_PORTS = { 'contactos-nuevo': 13103, 'contactos-incompatible': 13203 } as const;

/** Working folder of the e2e stack: the shell's run-time config, the servers' pids, the variant builds. */
export const E2E_STATE_DIR = join(tmpdir(), `bo-e2e-${E2E_PORTS.shell}`);

/**
 * The shell's run-time config file (env SHELL_CONFIG_FILE of shared/build/serve-static.mjs): the
 * global setup writes {@link SHELL_CONFIG} there; a test may rewrite it (read on each request) and
 * must put it back.
 */
export const SHELL_CONFIG_FILE = join(E2E_STATE_DIR, 'shell-config.json');

export const DEMO_PASSWORD = process.env.SEED_PASSWORD || 'Demo1234!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
