/** Stops every server the global setup started. */
export default async function globalTeardown(): Promise<void> {
  for (const child of globalThis.__E2E_CHILDREN__ ?? []) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
}
