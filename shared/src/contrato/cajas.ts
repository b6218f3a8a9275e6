import { emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  abrirCajaBodySchema,
  cajaMovimientoBodySchema,
  cajaMovimientoCreateResponseSchema,
  cajaMovimientosPageSchema,
  cajaMovimientosQuerySchema,
  cajaSchema,
  cajaSesionesPageSchema,
  cajaSesionesQuerySchema,
  cajaSesionSchema,
  cajasListSchema,
  cerrarCajaBodySchema,
} from '../schemas/cajas';
import { P } from '../permissions';
import { ruta } from './ruta';

/** cajas, cash boxes: one per active branch and currency (rules in docs/cajas-gastos-comisiones.md). 404 'No se encontró la caja.'. */
export const cajas = {
  listar: ruta({
    method: 'GET',
    path: '/cajas',
    acceso: { permission: P.cajasGet },
    resumen: 'Las cajas, una por sucursal activa y moneda (se crean al pedirlas), con su sesión abierta y su saldo.',
    schema: { querystring: emptyQuerySchema, response: { 200: cajasListSchema } },
  }),
  abrir: ruta({
    method: 'POST',
    path: '/cajas/:id/abrir',
    acceso: { permission: P.cajasPut },
    resumen: 'Abre una sesión de la caja; un monto inicial mayor que cero entra como ingreso en efectivo.',
    errores: { 409: 'La caja ya está abierta (o falta el método de pago Efectivo del sistema).' },
    schema: { params: idParamsSchema, body: abrirCajaBodySchema, response: { 200: cajaSchema } },
    ejemplos: { body: [{ montoInicial: '25000.00' }] },
  }),
  cerrar: ruta({
    method: 'POST',
    path: '/cajas/:id/cerrar',
    acceso: { permission: P.cajasPut },
    resumen: 'Cierra la sesión con el arqueo contado por método de pago: registra las diferencias y retira lo contado.',
    errores: { 409: 'La caja está cerrada (o falta el método de pago Efectivo del sistema).' },
    schema: { params: idParamsSchema, body: cerrarCajaBodySchema, response: { 200: cajaSesionSchema } },
    ejemplos: {
      body: [
        {
          contado: [
            { metodoPagoId: 1, monto: '148350.00' },
            { metodoPagoId: 3, monto: '62000.00' },
          ],
        },
      ],
    },
  }),
  crearMovimiento: ruta({
    method: 'POST',
    path: '/cajas/:id/movimientos',
    acceso: { permission: P.cajasPost },
    resumen: 'Registra un ingreso o un retiro manual de efectivo en la caja abierta.',
    idempotente: true,
    errores: { 409: 'La caja está cerrada, o un egreso supera su saldo (o falta el método de pago Efectivo del sistema).' },
    schema: { params: idParamsSchema, body: cajaMovimientoBodySchema, response: { 201: cajaMovimientoCreateResponseSchema } },
    ejemplos: { body: [{ tipo: 'EGRESO', monto: '3500.00', descripcion: 'Compra de cinta de embalar 48 mm para el depósito' }] },
  }),
  listarMovimientos: ruta({
    method: 'GET',
    path: '/cajas/:id/movimientos',
    acceso: { permission: P.cajasGet },
    resumen: 'Movimientos de la caja, los más nuevos primero, de una sesión o de todas.',
    schema: { params: idParamsSchema, querystring: cajaMovimientosQuerySchema, response: { 200: cajaMovimientosPageSchema } },
  }),
  listarSesiones: ruta({
    method: 'GET',
    path: '/cajas/:id/sesiones',
    acceso: { permission: P.cajasGet },
    resumen: 'Historial de sesiones de la caja, las más nuevas primero, con el arqueo de cada cierre.',
    schema: { params: idParamsSchema, querystring: cajaSesionesQuerySchema, response: { 200: cajaSesionesPageSchema } },
  }),
};
