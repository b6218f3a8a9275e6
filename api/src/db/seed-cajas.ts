import type { Db } from './client';

/** Demo data of the cajas area (docs/). TODO(#12). Runs after the demo sales exist. */
export async function seedCajas(_db: Db): Promise<void> {}
