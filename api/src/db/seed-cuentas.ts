import type { Db } from './client';

/** Demo data of the cuentas area (docs/). TODO(#12). Runs after the demo sales exist. */
export async function seedCuentas(_db: Db): Promise<void> {}
