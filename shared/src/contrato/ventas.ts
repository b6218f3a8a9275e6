import { emptyBodySchema, emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import {
  anularVentaBodySchema,
  checkCodePassBodySchema,
  checkCodePassResponseSchema,
  codigoAutorizacionSchema,
  ventaCreateBodySchema,
  ventaCreateResponseSchema,
  ventaSchema,
  ventasListQuerySchema,
  ventasPageSchema,
  ventaUpdateBodySchema,
} from '../schemas/ventas';
import { CODE_CHECKERS, P } from '../permissions';
import { ruta } from './ruta';

/** The sale line as New Sale keeps it, every field (docs/ventas-y-presupuestos.md «La línea tal como la guarda la pantalla»; posted by api/test/contrato-spec.test.ts). */
const lineaVentaSpec = {
  productoId: 1,
  nombre: 'Perfume del contrato',
  cantidad: 2,
  precioUnitario: 1210,
  descuento: 0,
  subTotal: 2420,
  stock: 500,
  codigo: 39201,
  unidad: 'unidad',
  monedaId: 1,
  monedaSimbolo: '$',
  costoUnitario: 400,
  costoUnitarioMonedaId: 1,
  valorFinalUnitario: 1210,
  valorFinal: 2420,
  customEditable: false,
  custom: false,
  costoTotal: 800,
  comisionVendedor: 0,
};

/**
 * ventas, sales and their one-time authorization codes (rules in docs/ventas-y-presupuestos.md and
 * docs/seguridad.md «Códigos de autorización», «Aprobaciones y alcance»).
 */
export const ventas = {
  emitirCodigo: ruta({
    method: 'POST',
    path: '/ventas/codigos-autorizacion',
    acceso: { permission: P.ventasAutorizarPrecio },
    resumen: 'Emite un código de autorización de un solo uso, de 6 dígitos, válido 10 minutos.',
    schema: { body: emptyBodySchema, response: { 201: codigoAutorizacionSchema } },
  }),
  /** Failed attempts are limited per user and per issuer (the rate limit is server config: api/src/modules/ventas/routes.ts). */
  verificarCodigo: ruta({
    method: 'POST',
    path: '/ventas/check-code-pass',
    acceso: { permission: CODE_CHECKERS },
    resumen: 'Dice si un código de autorización es válido ahora, sin consumirlo; los intentos fallidos se limitan.',
    schema: { body: checkCodePassBodySchema, response: { 200: checkCodePassResponseSchema } },
    ejemplos: { body: [{ codigo_pass: '482913' }] },
  }),
  crear: ruta({
    method: 'POST',
    path: '/ventas',
    acceso: { permission: P.ventasPost },
    resumen: 'Registra una venta: descuenta el stock, carga la deuda en Cuenta Corriente o el cobro en la caja abierta.',
    idempotente: true,
    errores: {
      409: 'Stock insuficiente de un producto en la sucursal, o la venta necesita un código de autorización que no se envió (descuento sobre el máximo del rol, o Cuenta Corriente que supera el límite de crédito o con deuda vencida).',
    },
    schema: { body: ventaCreateBodySchema, response: { 201: ventaCreateResponseSchema } },
    ejemplos: {
      body: [
        {
          sucursalId: 1,
          metodoPagoNombre: 'Efectivo',
          metodoPagoId: 1,
          monedaId: 1,
          detalles: [lineaVentaSpec],
          total: 2420,
          descuento: 0,
          clienteId: null,
          linea: 2,
          custom: false,
          codigo_pass: null,
        },
      ],
    },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/ventas/:id',
    acceso: { permission: P.ventasDetail },
    resumen: 'Una venta con sus líneas.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: ventaSchema } },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/ventas/:id',
    acceso: { permission: P.ventasPut },
    resumen: 'Cambia el método de pago y el descuento de una venta: recalcula el total, la Cuenta Corriente y la caja.',
    errores: {
      409: 'La venta está anulada; el cambio necesita un código de autorización que no se envió (descuento sobre el máximo del rol, o deuda que supera el crédito del cliente); la venta ya tiene pagos en Cuenta Corriente y se quiere pasar a otro método; o la caja abierta no tiene saldo para devolver la diferencia.',
    },
    schema: { params: idParamsSchema, body: ventaUpdateBodySchema, response: { 200: ventaSchema } },
    ejemplos: { body: [{ metodoPagoId: 1, descuento: 5, monedaId: 1, total: 2299 }] },
  }),
  /** ventas.delete annuls; a seller (ventas.post) only with an authorization code (service). */
  anular: ruta({
    method: 'PUT',
    path: '/ventas/anular/:id',
    acceso: { permission: [P.ventasDelete, P.ventasPost] },
    resumen: 'Anula una venta: devuelve el stock, acredita la Cuenta Corriente o devuelve el cobro desde la caja.',
    errores: {
      409: 'La venta ya fue anulada; quien no tiene ventas.delete no envió un código de autorización; o la caja abierta no tiene saldo para devolver el cobro.',
    },
    schema: { params: idParamsSchema, body: anularVentaBodySchema, response: { 200: messageSchema } },
    ejemplos: { body: [{ codigo_pass: '482913' }, {}] },
  }),
  /** Línea 1 (docs/facturacion.md «Pendientes y reintentos»). */
  reintentarComprobante: ruta({
    method: 'POST',
    path: '/ventas/:id/comprobante/reintentar',
    acceso: { permission: P.ventasPost },
    resumen:
      'Vuelve a pedir a ARCA el CAE de la factura (o la nota de crédito) pendiente o rechazada de una venta de Línea 1: primero consulta si el número ya se autorizó (FECompConsultar).',
    errores: { 409: 'La venta no es de Línea 1, o su comprobante ya está autorizado.' },
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: ventaSchema } },
  }),
  listar: ruta({
    method: 'GET',
    path: '/ventas',
    acceso: { permission: [P.ventasGet, P.facturacionGet] },
    resumen: 'Ventas paginadas, las más nuevas primero salvo otro orden, con filtros de búsqueda, fechas, vendedor, estado de pago y anulación.',
    schema: { querystring: ventasListQuerySchema, response: { 200: ventasPageSchema } },
  }),
};
