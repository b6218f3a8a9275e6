import type { Db } from '../../src/db/client';
import type { Example } from './examples';

/** Ids the stock-entry and manufacturing examples need (created or looked up on the demo seed). */
export type OperacionesStockExampleContext = Record<string, number>;

/** Looks up or creates what the stock-entry and manufacturing examples refer to. */
export async function operacionesStockExampleContext(_db: Db, _usuarioId: number): Promise<OperacionesStockExampleContext> {
  return {};
}

/** One valid call per mutating route of ingresos and fabricaciones, keyed "METHOD /api/path". */
export function operacionesStockExamples(_c: OperacionesStockExampleContext): Record<string, Example> {
  return {};
}
