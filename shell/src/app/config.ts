/** Run-time configuration of the shell, served as /config.json next to it (docs/arquitectura.md). */
export interface AppConfig {
  /** Base URL of the API, e.g. http://localhost:3000/api. */
  apiUrl: string;
  /** External form opened by 'Reportar un problema'. */
  reportProblemUrl?: string;
  /** Manifest URL of each remote, by package name (mf-inventario …). */
  remotes: Record<string, string>;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** Fetches /config.json (no cache) and publishes it as window.__APP_CONFIG__ for the API client. */
export async function loadConfig(): Promise<AppConfig> {
  const res = await fetch('/config.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const config = (await res.json()) as AppConfig;
  window.__APP_CONFIG__ = config;
  return config;
}
