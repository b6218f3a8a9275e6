import { emptyBodySchema, emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import { gastoBodySchema, gastoCreateResponseSchema, gastoSchema, gastosListQuerySchema, gastosPageSchema } from '../schemas/gastos';
import { P } from '../permissions';
import { ruta } from './ruta';

/** gastos, expenses (rules in docs/cajas-gastos-comisiones.md). */
export const gastos = {
  crear: ruta({
    method: 'POST',
    path: '/gastos',
    acceso: { permission: P.gastosPost },
    resumen: 'Registra un gasto; con cajaId, un egreso de esa caja abierta.',
    idempotente: true,
    errores: { 409: 'La caja está cerrada o no tiene saldo suficiente en la moneda del gasto.' },
    schema: { body: gastoBodySchema, response: { 201: gastoCreateResponseSchema } },
    ejemplos: {
      body: [
        { fecha: '2026-11-30', categoria: 'Fletes y envíos', descripcion: 'Flete a Rosario, pedido de Papelera del Sur', monto: '45000.00', monedaId: 1, metodoPagoId: 1, cajaId: 1 },
      ],
      respuesta: [{ id: 321 }],
    },
  }),
  listar: ruta({
    method: 'GET',
    path: '/gastos',
    acceso: { permission: P.gastosGet },
    resumen: 'Gastos, los más nuevos primero, con totales por categoría, mes y moneda (sin anulados).',
    schema: { querystring: gastosListQuerySchema, response: { 200: gastosPageSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/gastos/:id',
    acceso: { permission: P.gastosGet },
    resumen: 'Un gasto.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: gastoSchema } },
  }),
  anular: ruta({
    method: 'PUT',
    path: '/gastos/anular/:id',
    acceso: { permission: P.gastosDelete },
    resumen: 'Anula un gasto; si salió de una caja, el dinero vuelve a ella.',
    errores: { 409: 'El gasto ya está anulado, o su caja está cerrada ahora.' },
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } },
  }),
};
