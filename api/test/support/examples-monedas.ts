import type { Example } from './examples';

/**
 * One valid call per mutating route of currencies, keyed "METHOD /api/path" (docs/contactos-y-administracion.md,
 * «Monedas»): the dollar (2) set by hand to a value other than the seeded 1180, so it is written and audited.
 * GET monedas/updateValue also changes data but is a GET: monedas.test.ts covers it.
 */
export function monedasExamples(): Record<string, Example> {
  return {
    'PUT /api/monedas/:id': { params: { id: '2' }, body: { valor: '1195.5000' } },
  };
}
