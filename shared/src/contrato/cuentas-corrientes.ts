import { emptyBodySchema, emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  cuentaClienteSchema,
  cuentasListQuerySchema,
  cuentasPageSchema,
  deudaManualBodySchema,
  deudaManualCreateResponseSchema,
  deudaManualSchema,
  estadoCreditoSchema,
  movimientosCuentaPageSchema,
  movimientosCuentaQuerySchema,
  pagoAnuladoSchema,
  pagoCuentaBodySchema,
  pagoCuentaResponseSchema,
  resumenCuentaQuerySchema,
  resumenCuentaSchema,
  valorDolarSchema,
} from '../schemas/cuentas-corrientes';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * cuentas-corrientes, the clients' current accounts, and their manual debts (rules in
 * docs/cuentas-corrientes.md). An unknown client → 404 'Cliente no encontrado.'.
 */
export const cuentasCorrientes = {
  listar: ruta({
    method: 'GET',
    path: '/cuentas-corrientes',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'Clientes con sus saldos por moneda, antigüedad de deuda y límites, paginados, con los totales de todo el filtro.',
    schema: { querystring: cuentasListQuerySchema, response: { 200: cuentasPageSchema } },
  }),
  valorDolar: ruta({
    method: 'GET',
    path: '/cuentas-corrientes/valor_dolar',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'La cotización del dólar del sistema (pesos por dólar).',
    schema: { querystring: emptyQuerySchema, response: { 200: valorDolarSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/cuentas-corrientes/:id',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'La cuenta corriente de un cliente: saldos, antigüedad de deuda y límites de crédito.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: cuentaClienteSchema } },
  }),
  movimientos: ruta({
    method: 'GET',
    path: '/cuentas-corrientes/:id/movimientos',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'Movimientos de la cuenta de un cliente, los más nuevos primero, de a 20 por página.',
    schema: { params: idParamsSchema, querystring: movimientosCuentaQuerySchema, response: { 200: movimientosCuentaPageSchema } },
  }),
  resumen: ruta({
    method: 'GET',
    path: '/cuentas-corrientes/:id/resumen',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'Resumen de cuenta de un cliente entre dos fechas, con el saldo de cada moneda después de cada movimiento.',
    schema: { params: idParamsSchema, querystring: resumenCuentaQuerySchema, response: { 200: resumenCuentaSchema } },
  }),
  credito: ruta({
    method: 'GET',
    path: '/cuentas-corrientes/:id/credito',
    acceso: { permission: [P.ventasPost, P.cuentasCorrientesGet] },
    resumen: 'Límites, saldos y antigüedad de la deuda más vieja de un cliente, para avisar antes de una venta en Cuenta Corriente.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: estadoCreditoSchema } },
  }),
  /** A code sent counts as an attempt of the user (api/src/modules/codigos). */
  registrarPago: ruta({
    method: 'POST',
    path: '/cuentas-corrientes/movimientos',
    acceso: { permission: P.cuentasCorrientesPost },
    resumen: 'Registra un pago de un cliente y lo aplica a sus documentos pendientes, los más viejos primero; el resto queda a favor.',
    idempotente: true,
    errores: {
      409: 'La cotización se aparta de la del sistema más que la tolerancia y no se envió un código de autorización (ni se tiene cuentas_corrientes.cotizacion), o la caja indicada está cerrada (o falta el método de pago Efectivo del sistema).',
    },
    schema: { body: pagoCuentaBodySchema, response: { 201: pagoCuentaResponseSchema } },
    ejemplos: {
      body: [{ clienteId: 1, tipo: 'CREDITO', monto: 1500.5, descripcion: 'Pago del contrato', monedaId: 1, cotizacion: 1050.25 }],
    },
  }),
  anularPago: ruta({
    method: 'POST',
    path: '/cuentas-corrientes/movimientos/:id/anular',
    acceso: { permission: P.cuentasCorrientesDelete },
    resumen: 'Anula un pago: deshace sus aplicaciones con movimientos opuestos y saca de la caja el efectivo que entró.',
    errores: {
      409: 'El movimiento no es un pago, el pago ya está anulado, sus documentos cambiaron de una forma que no se puede revertir (una venta pagada se anuló o bajó después), o la caja en la que entró está cerrada o ya no tiene ese saldo (o falta el método de pago Efectivo del sistema).',
    },
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: pagoAnuladoSchema } },
  }),
  crearDeudaManual: ruta({
    method: 'POST',
    path: '/deuda-manual',
    acceso: { permission: P.cuentasCorrientesPost },
    resumen: 'Carga una deuda manual en la cuenta de un cliente; su saldo a favor se le aplica en el acto.',
    idempotente: true,
    schema: { body: deudaManualBodySchema, response: { 201: deudaManualCreateResponseSchema } },
    ejemplos: { body: [{ clienteId: 1, monto: 25.75, monedaId: 2, descripcion: 'Flete del contrato' }] },
  }),
  detalleDeudaManual: ruta({
    method: 'GET',
    path: '/deuda-manual/:id',
    acceso: { permission: P.cuentasCorrientesGet },
    resumen: 'Una deuda manual, con lo pagado.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: deudaManualSchema } },
  }),
};
