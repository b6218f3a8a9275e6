import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actualizarDolarSchema,
  confirmarPendienteBodySchema,
  cotizacionesDolarSchema,
  cotizacionPendienteSchema,
  idParamsSchema,
  monedaHistorialPageSchema,
  monedaHistorialQuerySchema,
  monedaValorBodySchema,
  P,
} from 'shared';
import { z } from 'zod';
import { AppError, MSG_ORIGEN } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { consultarCotizaciones } from './proveedor';
import { actualizarDolarOficial, confirmarDolarPendiente, getDolarPendiente, listHistorial, setValorMoneda } from './service';

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

/**
 * Currency rates (docs/contactos-y-administracion.md, «Monedas»): GET monedas/cotizaciones
 * (monedas.get), GET monedas/updateValue (monedas.put; a GET that changes data, so it gets the origin
 * check of mutations and refuses cross-site requests: docs/seguridad.md), PUT monedas/{id}
 * (monedas.put; only 2), GET monedas/historial (monedas.get), GET monedas/cotizacion-pendiente
 * (monedas.get: a provider rate that jumped more than `controlCotizacion.saltoPendientePct`, waiting)
 * and POST monedas/cotizacion-pendiente/confirmar { valor } (monedas.put). GET monedas stays in catalogos.
 */
export const monedasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  const allowedOrigins = new Set(config.corsOrigins);
  /** 403 'Origen no permitido.' for an Origin that is not a configured front-end, or Sec-Fetch-Site: cross-site. */
  const soloMismoSitio = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) throw new AppError(403, MSG_ORIGEN);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, MSG_ORIGEN);
  };

  app.get(
    '/monedas/cotizaciones',
    { config: { permission: P.monedasGet }, schema: { querystring: sinParametrosSchema, response: { 200: cotizacionesDolarSchema } } },
    async (request) => ({ cotizaciones: await consultarCotizaciones(config.cotizaciones, request.log) }),
  );

  app.get(
    '/monedas/updateValue',
    {
      config: { permission: P.monedasPut },
      onRequest: soloMismoSitio,
      schema: { querystring: sinParametrosSchema, response: { 200: actualizarDolarSchema } },
    },
    async (request) => {
      const { message, valor, pendiente } = await actualizarDolarOficial(
        db,
        config.cotizaciones,
        request.log,
        currentUser(request).id,
        config.controlCotizacion.saltoPendientePct,
      );
      return pendiente ? { message, valor, pendiente } : { message, valor };
    },
  );

  app.put(
    '/monedas/:id',
    {
      config: { permission: P.monedasPut },
      schema: { params: idParamsSchema, body: monedaValorBodySchema, response: { 200: actualizarDolarSchema } },
    },
    async (request) => {
      const { message, valor } = await setValorMoneda(db, currentUser(request).id, request.params.id, request.body.valor);
      return { message, valor };
    },
  );

  app.get(
    '/monedas/cotizacion-pendiente',
    { config: { permission: P.monedasGet }, schema: { querystring: sinParametrosSchema, response: { 200: cotizacionPendienteSchema } } },
    async () => getDolarPendiente(db),
  );

  app.post(
    '/monedas/cotizacion-pendiente/confirmar',
    {
      config: { permission: P.monedasPut },
      schema: { body: confirmarPendienteBodySchema, response: { 200: actualizarDolarSchema } },
    },
    async (request) => {
      const { message, valor } = await confirmarDolarPendiente(db, currentUser(request), request.body.valor);
      return { message, valor };
    },
  );

  app.get(
    '/monedas/historial',
    { config: { permission: P.monedasGet }, schema: { querystring: monedaHistorialQuerySchema, response: { 200: monedaHistorialPageSchema } } },
    async (request) => listHistorial(db, request.query),
  );
};
