import { metodoPagoBodySchema, metodoPagoSchema, metodosPagoListSchema } from '../schemas/catalogos';
import { emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import { METODOS_PAGO_READERS, P } from '../permissions';
import { ruta } from './ruta';

/** metodo-pago, the payment methods (docs/contactos-y-administracion.md, «Métodos de pago»). */
export const metodosPago = {
  /** METODOS_PAGO_READERS: metodos_pago.get, or the sale, box-closing and expense permissions of the screens that pick one. */
  listar: ruta({
    method: 'GET',
    path: '/metodo-pago',
    acceso: { permission: [...METODOS_PAGO_READERS] },
    resumen: 'Los métodos de pago vigentes, por nombre.',
    schema: { querystring: emptyQuerySchema, response: { 200: metodosPagoListSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/metodo-pago/:id',
    acceso: { permission: [P.metodosPagoDetail, P.metodosPagoPut] },
    resumen: 'Un método de pago.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: metodoPagoSchema } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/metodo-pago',
    acceso: { permission: P.metodosPagoPost },
    resumen: 'Da de alta un método de pago.',
    errores: { 409: 'Ya existe un método de pago vigente con ese nombre (sin distinguir mayúsculas).' },
    schema: { body: metodoPagoBodySchema, response: { 201: metodoPagoSchema } },
    ejemplos: { body: [{ nombre: 'Cheque del contrato', descripcion: 'Cheque a 30 días' }] },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/metodo-pago/:id',
    acceso: { permission: P.metodosPagoPut },
    resumen: 'Cambia el nombre y la descripción de un método de pago (los del sistema también se pueden renombrar).',
    errores: { 409: 'Otro método de pago vigente ya tiene ese nombre (sin distinguir mayúsculas).' },
    schema: { params: idParamsSchema, body: metodoPagoBodySchema, response: { 200: metodoPagoSchema } },
    ejemplos: { body: [{ nombre: 'Cheque diferido', descripcion: 'Cheque a 60 días' }] },
  }),
  eliminar: ruta({
    method: 'DELETE',
    path: '/metodo-pago/:id',
    acceso: { permission: P.metodosPagoDelete },
    resumen: 'Da de baja un método de pago (las ventas que lo usaron lo conservan).',
    errores: { 409: 'Es un método de pago del sistema (efectivo, cuenta corriente): se puede renombrar, pero no eliminar.' },
    schema: { params: idParamsSchema, response: { 200: messageSchema } },
  }),
};
