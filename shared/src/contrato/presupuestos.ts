import { emptyBodySchema, emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import {
  convertirPresupuestoBodySchema,
  presupuestoCreateBodySchema,
  presupuestoCreateResponseSchema,
  presupuestoSchema,
  presupuestosListQuerySchema,
  presupuestosPageSchema,
  presupuestoUpdateBodySchema,
} from '../schemas/presupuestos';
import { ventaCreateResponseSchema } from '../schemas/ventas';
import { P } from '../permissions';
import { ruta } from './ruta';

/** presupuestos, quotes (rules in docs/presupuestos.md and docs/ventas-y-presupuestos.md). */
export const presupuestos = {
  listar: ruta({
    method: 'GET',
    path: '/presupuestos',
    acceso: { permission: P.presupuestosGet },
    resumen: 'Presupuestos paginados, los más nuevos primero, con filtros de búsqueda, vendedor, fechas y estado.',
    schema: { querystring: presupuestosListQuerySchema, response: { 200: presupuestosPageSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/presupuestos/:id',
    acceso: { permission: P.presupuestosDetail },
    resumen: 'Un presupuesto con sus líneas, el stock de su sucursal y su cliente.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: presupuestoSchema } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/presupuestos',
    acceso: { permission: P.presupuestosPost },
    resumen: 'Registra un presupuesto (no toca el stock); un precio modificado o un descuento sobre el máximo piden código.',
    idempotente: true,
    errores: { 409: 'El descuento supera el máximo del rol y no se envió un código de autorización.' },
    schema: { body: presupuestoCreateBodySchema, response: { 201: presupuestoCreateResponseSchema } },
    ejemplos: {
      body: [
        {
          sucursalId: 1,
          clienteId: null,
          monedaId: 1,
          total: 1815,
          descuento: 0,
          detalles: [
            {
              productoId: 1,
              nombre: 'Perfume del contrato',
              codigo: '39201',
              cantidad: 1.5,
              precioUnitario: 1210,
              subTotal: 1815,
              stock: 500,
              unidad: 'unidad',
              monedaId: 1,
              monedaSimbolo: '$',
              valorFinal: 1210,
              custom: false,
              customEditable: false,
            },
          ],
        },
      ],
    },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/presupuestos/:id',
    acceso: { permission: P.presupuestosPut },
    resumen: 'Reemplaza el cliente, el descuento y las líneas de un presupuesto activo.',
    errores: {
      409: 'El presupuesto ya fue convertido en venta o está anulado, o el descuento sube por encima del máximo del rol sin un código de autorización.',
    },
    schema: { params: idParamsSchema, body: presupuestoUpdateBodySchema, response: { 200: presupuestoSchema } },
    ejemplos: {
      body: [
        {
          clienteId: 1,
          descuento: 0,
          monedaId: 1,
          total: 2420,
          detalles: [{ productoId: 1, cantidad: 2, precioUnitario: 1210, subTotal: 2420, monedaId: 1 }],
        },
      ],
    },
  }),
  anular: ruta({
    method: 'PUT',
    path: '/presupuestos/anular/:id',
    acceso: { permission: P.presupuestosDelete },
    resumen: 'Anula un presupuesto; no se puede deshacer.',
    errores: { 409: 'El presupuesto ya fue convertido en venta o ya está anulado.' },
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } },
  }),
  /** Converting needs both presupuestos.put and ventas.post: the route declares one, the handler checks the other. */
  convertir: ruta({
    method: 'POST',
    path: '/presupuestos/convertir-a-venta/:id',
    acceso: { permission: P.ventasPost },
    resumen: 'Convierte un presupuesto en venta con sus precios (pide también presupuestos.put): descuenta el stock entonces.',
    errores: {
      409: 'El presupuesto ya fue convertido en venta o está anulado; no hay stock suficiente de un producto; o la venta necesita un código de autorización que no se envió (descuento sobre el máximo del rol, o Cuenta Corriente que supera el límite de crédito o con deuda vencida).',
    },
    schema: { params: idParamsSchema, body: convertirPresupuestoBodySchema, response: { 201: ventaCreateResponseSchema } },
    ejemplos: { body: [{ metodoPagoId: 1, metodoPagoNombre: 'Efectivo', linea: 2 }] },
  }),
};
