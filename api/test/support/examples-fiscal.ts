import { fiscal } from 'shared/contrato';
import type { Example } from './examples';
import { certificadoDePrueba } from './certificados';

/**
 * One valid call per mutating route of the fiscal settings (docs/facturacion.md): the business's
 * data of the contract's example, a test certificate with its key, and Casa Central's punto de venta (a number no other
 * branch of the seed uses).
 */
export function fiscalExamples(): Record<string, Example> {
  return {
    // The contract's own example (shared/src/contrato/fiscal.ts).
    'PUT /api/fiscal/configuracion': { body: fiscal.actualizarConfiguracion.ejemplos?.body?.[0] },
    'PUT /api/fiscal/certificado': { body: certificadoDePrueba() },
    'PUT /api/sucursales/:id': { params: { id: '1' }, body: { puntoVenta: 7 } },
  };
}
