import { stopAllStatic } from './servidores';
import { stopVariantBuild } from './variantes';

/**
 * Stops every server the global setup started (the processes and the stand-in dollar provider), the
 * static servers the tests started or restarted (tests/support/servidores.ts) and a variant build
 * still running (tests/support/variantes.ts).
 */
export default async function globalTeardown(): Promise<void> {
  for (const child of globalThis.__E2E_CHILDREN__ ?? []) child.kill('SIGTERM');
  stopAllStatic();
  stopVariantBuild();
  await globalThis.__E2E_PROVEEDOR__?.close();
  globalThis.__E2E_PROVEEDOR__ = undefined;
  await new Promise((r) => setTimeout(r, 300));
}
