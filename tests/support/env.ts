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

export const DEMO_PASSWORD = process.env.SEED_PASSWORD || 'Demo1234!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
