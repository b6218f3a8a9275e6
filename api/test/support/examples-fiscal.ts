import type { Example } from './examples';
import { certificadoDePrueba } from './certificados';

/**
 * One valid call per mutating route of the fiscal settings (docs/facturacion.md): the business's
 * data, a test certificate with its key, and Casa Central's punto de venta (a number no other
 * branch of the seed uses).
 */
export function fiscalExamples(): Record<string, Example> {
  return {
    'PUT /api/fiscal/configuracion': {
      body: {
        cuit: '30-71234567-1',
        razonSocial: 'Insumos del Centro S.A.',
        condicionIva: 'Responsable Inscripto',
        ingresosBrutos: '901-123456-7',
        inicioActividades: '2015-03-01',
        domicilioComercial: 'Av. Colón 1234, Córdoba',
        entorno: 'simulador',
        limiteConsumidorFinal: '10000000.00',
      },
    },
    'PUT /api/fiscal/certificado': { body: certificadoDePrueba() },
    'PUT /api/sucursales/:id': { params: { id: '1' }, body: { puntoVenta: 7 } },
  };
}
