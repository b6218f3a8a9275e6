import { emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  certificadoBodySchema,
  configuracionFiscalBodySchema,
  configuracionFiscalSchema,
  sucursalFiscalBodySchema,
  sucursalFiscalSchema,
} from '../schemas/fiscal';
import { libroIvaVentasQuerySchema, libroIvaVentasSchema } from '../schemas/libro-iva';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * fiscal: the business's fiscal settings, its ARCA certificate, the points of sale and the Libro IVA
 * Ventas (docs/facturacion.md).
 */
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
  /**
   * Libro IVA Ventas (docs/facturacion.md «Libro IVA Ventas»): the authorised comprobantes of the
   * range by fecha, codigoTipo, puntoVenta and numero, in pesos, credit notes negative, with totals.
   */
  libroIvaVentas: ruta({
    method: 'GET',
    path: '/fiscal/libro-iva-ventas',
    acceso: { permission: [P.reportesGet, P.fiscalGet] },
    resumen:
      'El Libro IVA Ventas de un rango de fechas (a lo sumo 366 días): los comprobantes autorizados por ARCA con el neto y el IVA de cada alícuota, el exento y el total en pesos (las notas de crédito restan), y sus totales.',
    schema: { querystring: libroIvaVentasQuerySchema, response: { 200: libroIvaVentasSchema } },
    ejemplos: {
      respuesta: [
        {
          items: [
            {
              fecha: '2026-11-03',
              tipo: 'Factura A',
              codigoTipo: 1,
              puntoVenta: 1,
              numero: 12,
              comprador: 'Química del Plata S.A.',
              documento: '30-70000000-7',
              condicionIva: 'Responsable Inscripto',
              moneda: 'PES',
              cotizacion: '1.000000',
              porAlicuota: [
                { alicuota: '21', neto: '1000.00', iva: '210.00' },
                { alicuota: '10.5', neto: '200.00', iva: '21.00' },
              ],
              neto: '1200.00',
              iva: '231.00',
              exento: '0.00',
              total: '1431.00',
            },
            {
              fecha: '2026-11-05',
              tipo: 'Nota de Crédito B',
              codigoTipo: 8,
              puntoVenta: 1,
              numero: 4,
              comprador: 'Consumidor Final',
              documento: 'Consumidor final',
              condicionIva: 'Consumidor Final',
              moneda: 'DOL',
              cotizacion: '1180.000000',
              porAlicuota: [{ alicuota: '21', neto: '-118000.00', iva: '-24780.00' }],
              neto: '-118000.00',
              iva: '-24780.00',
              exento: '0.00',
              total: '-142780.00',
            },
          ],
          totales: {
            comprobantes: 2,
            porAlicuota: [
              { alicuota: '21', neto: '-117000.00', iva: '-24570.00' },
              { alicuota: '10.5', neto: '200.00', iva: '21.00' },
            ],
            neto: '-116800.00',
            iva: '-24549.00',
            exento: '0.00',
            total: '-141349.00',
          },
        },
      ],
    },
  }),
};
