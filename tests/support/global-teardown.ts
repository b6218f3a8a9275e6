/** Stops every server the global setup started (the processes and the stand-in dollar provider). */
export default async function globalTeardown(): Promise<void> {
  for (const child of globalThis.__E2E_CHILDREN__ ?? []) child.kill('SIGTERM');
  await globalThis.__E2E_PROVEEDOR__?.close();
  globalThis.__E2E_PROVEEDOR__ = undefined;
  await new Promise((r) => setTimeout(r, 300));
}
