import { emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  certificadoBodySchema,
  configuracionFiscalBodySchema,
  configuracionFiscalSchema,
  sucursalFiscalBodySchema,
  sucursalFiscalSchema,
} from '../schemas/fiscal';
import { P } from '../permissions';
import { ruta } from './ruta';

/** fiscal: the business's fiscal settings, its ARCA certificate and the points of sale (docs/facturacion.md). */
export const fiscal = {
  configuracion: ruta({
    method: 'GET',
    path: '/fiscal/configuracion',
    acceso: { permission: [P.fiscalGet, P.fiscalPut] },
    resumen: 'Los datos fiscales del negocio, el entorno de ARCA, los datos del certificado (nunca el certificado ni la clave) y el punto de venta de cada sucursal.',
    schema: { querystring: emptyQuerySchema, response: { 200: configuracionFiscalSchema } },
  }),
  actualizarConfiguracion: ruta({
    method: 'PUT',
    path: '/fiscal/configuracion',
    acceso: { permission: P.fiscalPut },
    resumen: 'Guarda los datos fiscales del negocio y el entorno de ARCA (auditado).',
    schema: { body: configuracionFiscalBodySchema, response: { 200: configuracionFiscalSchema } },
    ejemplos: {
      body: [
        {
          cuit: '30-71234567-1',
          razonSocial: 'Insumos del Centro S.A.',
          condicionIva: 'Responsable Inscripto',
          ingresosBrutos: '901-123456-7',
          inicioActividades: '2015-03-01',
          domicilioComercial: 'Av. Colón 1234, Córdoba',
          entorno: 'simulador',
          limiteConsumidorFinal: '10000000.00',
        },
      ],
    },
  }),
  certificado: ruta({
    method: 'PUT',
    path: '/fiscal/certificado',
    acceso: { permission: P.fiscalPut },
    resumen:
      'Guarda el certificado que emitió ARCA y su clave privada (PEM). La clave se guarda cifrada con la clave del servidor y la API nunca la devuelve (auditado, sin la clave).',
    schema: { body: certificadoBodySchema, response: { 200: configuracionFiscalSchema } },
    ejemplos: {
      // Abbreviated: the whole PEM texts of the .crt ARCA issued and of the .key made with the CSR.
      body: [
        {
          certificado: '-----BEGIN CERTIFICATE-----\nMIIDRzCCAi+gAwIBAgIIV0… (el certificado completo que emitió ARCA)\n-----END CERTIFICATE-----',
          clavePrivada: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0… (la clave completa del pedido)\n-----END PRIVATE KEY-----',
        },
      ],
    },
  }),
  puntoVenta: ruta({
    method: 'PUT',
    path: '/sucursales/:id',
    acceso: { permission: P.fiscalPut },
    resumen: 'Fija el punto de venta de ARCA de una sucursal (null: la sucursal no factura en Línea 1; auditado).',
    errores: { 409: 'Otra sucursal ya usa ese punto de venta.' },
    schema: { params: idParamsSchema, body: sucursalFiscalBodySchema, response: { 200: sucursalFiscalSchema } },
    ejemplos: { body: [{ puntoVenta: 3 }] },
  }),
};
