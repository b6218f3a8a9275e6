import type { Db } from '../../src/db/client';
import type { Example } from './examples';

/** Ids the product examples need (created or looked up on the demo seed). */
export type ProductosExampleContext = Record<string, number>;

/** Looks up or creates what the product examples refer to. */
export async function productosExampleContext(_db: Db, _usuarioId: number): Promise<ProductosExampleContext> {
  return {};
}

/** One valid call per mutating product route (POST/PUT/DELETE productos…), keyed "METHOD /api/path". */
export function productosExamples(_c: ProductosExampleContext): Record<string, Example> {
  return {};
}
