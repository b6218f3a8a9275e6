import { emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  comisionesQuerySchema,
  comisionesResponseSchema,
  comisionPagoBodySchema,
  comisionPagoCreateResponseSchema,
  comisionPagoSchema,
  comisionPagosPageSchema,
  comisionPagosQuerySchema,
  comisionVentasPageSchema,
  comisionVentasQuerySchema,
} from '../schemas/comisiones';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * comisiones, seller commissions (rules in docs/cajas-gastos-comisiones.md). Every GET needs
 * comisiones.get and, without comisiones.post, shows only the caller's own commissions.
 */
export const comisiones = {
  listar: ruta({
    method: 'GET',
    path: '/comisiones',
    acceso: { permission: P.comisionesGet },
    resumen: 'Comisiones del período por vendedor y moneda: ventas, comisión ganada, pagado y adeudado.',
    schema: { querystring: comisionesQuerySchema, response: { 200: comisionesResponseSchema } },
  }),
  listarVentas: ruta({
    method: 'GET',
    path: '/comisiones/ventas',
    acceso: { permission: P.comisionesGet },
    resumen: 'Las ventas de un vendedor en el período, con la comisión de cada una, paginadas.',
    schema: { querystring: comisionVentasQuerySchema, response: { 200: comisionVentasPageSchema } },
  }),
  pagar: ruta({
    method: 'POST',
    path: '/comisiones/pagos',
    acceso: { permission: P.comisionesPost },
    resumen: 'Registra un pago de comisión a un vendedor; con cajaId, un egreso de esa caja abierta.',
    errores: {
      409: 'El pago supera la comisión adeudada en esa moneda, o la caja está cerrada o no tiene saldo suficiente (o falta el método de pago Efectivo del sistema).',
    },
    schema: { body: comisionPagoBodySchema, response: { 201: comisionPagoCreateResponseSchema } },
    ejemplos: { body: [{ vendedorId: 3, monto: '45800.00', monedaId: 1, cajaId: 1, descripcion: 'Comisiones de marzo' }] },
  }),
  listarPagos: ruta({
    method: 'GET',
    path: '/comisiones/pagos',
    acceso: { permission: P.comisionesGet },
    resumen: 'Pagos de comisión, los más nuevos primero, paginados.',
    schema: { querystring: comisionPagosQuerySchema, response: { 200: comisionPagosPageSchema } },
  }),
  detallePago: ruta({
    method: 'GET',
    path: '/comisiones/pagos/:id',
    acceso: { permission: P.comisionesGet },
    resumen: 'Un pago de comisión, para su comprobante.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: comisionPagoSchema } },
  }),
};
