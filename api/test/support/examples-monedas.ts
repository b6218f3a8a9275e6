import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { Example } from './examples';

/** Leaves a provider rate of 1500 pending (a jump of more than 20 % from the seeded 1180), for its confirmation example. */
export async function monedasExampleContext(db: Db): Promise<void> {
  await db.execute(sql`update monedas set valor_pendiente = 1500, pendiente_desde = now() where id = 2`);
}

/**
 * One valid call per mutating route of currencies, keyed "METHOD /api/path" (docs/contactos-y-administracion.md,
 * «Monedas»): the dollar (2) set by hand to a value other than the seeded 1180, so it is written and audited.
 * GET monedas/updateValue also changes data but is a GET: monedas.test.ts covers it.
 */
export function monedasExamples(): Record<string, Example> {
  return {
    'PUT /api/monedas/:id': { params: { id: '2' }, body: { valor: '1195.5000' } },
    // The pending rate left by monedasExampleContext (a value set by hand does not clear it).
    'POST /api/monedas/cotizacion-pendiente/confirmar': { body: { valor: '1500' } },
  };
}
