import { z } from 'zod';
import { monedasListSchema } from '../schemas/catalogos';
import { emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  actualizarDolarSchema,
  confirmarPendienteBodySchema,
  cotizacionesDolarSchema,
  cotizacionPendienteSchema,
  monedaHistorialPageSchema,
  monedaHistorialQuerySchema,
  monedaValorBodySchema,
} from '../schemas/monedas';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * The query of a call that takes none: an unknown parameter is refused (400) instead of ignored, so
 * a mistyped call never reaches the provider.
 */
const sinParametrosSchema = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetro no permitido: ${issue.keys.map((k) => `"${k}"`).join(', ')}.` : undefined,
  },
);

/** When the rates provider fails (api/src/modules/monedas/proveedor.ts). */
const PROVEEDOR_FALLA = 'El proveedor de cotizaciones no respondió a tiempo, respondió un error o datos con otra forma';

/** Currencies and the dollar rate (docs/contactos-y-administracion.md, «Monedas»). */
export const monedas = {
  listar: ruta({
    method: 'GET',
    path: '/monedas',
    acceso: { signedIn: true },
    resumen: 'Las monedas del sistema (pesos y dólares) con su cotización en pesos.',
    schema: { querystring: emptyQuerySchema, response: { 200: monedasListSchema } },
  }),
  cotizaciones: ruta({
    method: 'GET',
    path: '/monedas/cotizaciones',
    acceso: { permission: P.monedasGet },
    resumen: 'Las cotizaciones del dólar de hoy según el proveedor (compra y venta de cada tipo), sin cambiar nada.',
    errores: { 502: `${PROVEEDOR_FALLA}.` },
    schema: { querystring: sinParametrosSchema, response: { 200: cotizacionesDolarSchema } },
  }),
  /**
   * A GET that changes data: the route adds the origin check of mutations and refuses cross-site
   * requests (docs/seguridad.md; server-side `onRequest` in api/src/modules/monedas/routes.ts).
   */
  actualizarOficial: ruta({
    method: 'GET',
    path: '/monedas/updateValue',
    acceso: { permission: P.monedasPut },
    resumen: 'Toma la venta del dólar oficial del proveedor como cotización del sistema; un salto grande queda pendiente de confirmación.',
    errores: { 502: `${PROVEEDOR_FALLA}, o no informó la venta del dólar oficial: el valor no cambió.` },
    schema: { querystring: sinParametrosSchema, response: { 200: actualizarDolarSchema } },
  }),
  /** Only the dollar (2): the peso's rate is always 1. */
  fijarValor: ruta({
    method: 'PUT',
    path: '/monedas/:id',
    acceso: { permission: P.monedasPut },
    resumen: 'Fija a mano la cotización del dólar (moneda 2), con hasta 4 decimales.',
    schema: { params: idParamsSchema, body: monedaValorBodySchema, response: { 200: actualizarDolarSchema } },
    ejemplos: { body: [{ valor: '1185.5000' }] },
  }),
  pendiente: ruta({
    method: 'GET',
    path: '/monedas/cotizacion-pendiente',
    acceso: { permission: P.monedasGet },
    resumen: 'La cotización del proveedor que espera confirmación por saltar demasiado, o null si no hay.',
    schema: { querystring: sinParametrosSchema, response: { 200: cotizacionPendienteSchema } },
  }),
  confirmarPendiente: ruta({
    method: 'POST',
    path: '/monedas/cotizacion-pendiente/confirmar',
    acceso: { permission: P.monedasPut },
    resumen: 'Aplica la cotización pendiente del proveedor, que debe ser el valor que el usuario vio.',
    errores: { 409: 'No hay una cotización pendiente, o la pendiente cambió y ya no es el valor enviado.' },
    schema: { body: confirmarPendienteBodySchema, response: { 200: actualizarDolarSchema } },
    ejemplos: { body: [{ valor: '1420.0000' }] },
  }),
  historial: ruta({
    method: 'GET',
    path: '/monedas/historial',
    acceso: { permission: P.monedasGet },
    resumen: 'Los cambios de cotización de una moneda, los más nuevos primero, con quién y de dónde vinieron.',
    schema: { querystring: monedaHistorialQuerySchema, response: { 200: monedaHistorialPageSchema } },
  }),
};
