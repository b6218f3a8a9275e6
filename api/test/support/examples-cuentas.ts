import type { Example, ExampleContext } from './examples';

/**
 * One valid call per mutating route of cuentas-corrientes (docs/cuentas-corrientes.md), keyed
 * "METHOD /api/path", on the demo seed: a payment in pesos and a manual debt in dollars for the
 * seed's first client (the client examples delete it only after every other call).
 */
export function cuentasExamples(c: Pick<ExampleContext, 'clienteId'>): Record<string, Example> {
  return {
    'POST /api/cuentas-corrientes/movimientos': {
      body: { clienteId: c.clienteId, tipo: 'CREDITO', monto: '1500.50', descripcion: 'Pago de ejemplo', monedaId: 1, cotizacion: '1050.2500' },
    },
    'POST /api/deuda-manual': {
      body: { clienteId: c.clienteId, monto: '25.75', monedaId: 2, descripcion: 'Flete de ejemplo', vencimiento: '2030-01-31' },
    },
  };
}
