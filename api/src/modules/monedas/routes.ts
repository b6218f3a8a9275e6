import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monedas } from 'shared/contrato';
import { AppError, MSG_ORIGEN } from '../../lib/errors';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { consultarCotizaciones } from './proveedor';
import { actualizarDolarOficial, confirmarDolarPendiente, getDolarPendiente, listHistorial, setValorMoneda } from './service';

/**
 * Currency rates: the routes of `monedas` in shared/src/contrato (docs/contactos-y-administracion.md,
 * «Monedas»): GET monedas/cotizaciones (monedas.get), GET monedas/updateValue (monedas.put; a GET that
 * changes data, so it gets the origin check of mutations and refuses cross-site requests:
 * docs/seguridad.md), PUT monedas/{id} (monedas.put; only 2), GET monedas/historial (monedas.get),
 * GET monedas/cotizacion-pendiente (monedas.get: a provider rate that jumped more than
 * `controlCotizacion.saltoPendientePct`, waiting) and POST monedas/cotizacion-pendiente/confirmar
 * { valor } (monedas.put). GET monedas (`monedas.listar`) stays in catalogos.
 */
export const monedasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  const allowedOrigins = new Set(config.corsOrigins);
  /** 403 'Origen no permitido.' for an Origin that is not a configured front-end, or Sec-Fetch-Site: cross-site. */
  const soloMismoSitio = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) throw new AppError(403, MSG_ORIGEN);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, MSG_ORIGEN);
  };

  app.route({
    ...opciones(monedas.cotizaciones),
    handler: async (request) => ({ cotizaciones: await consultarCotizaciones(config.cotizaciones, request.log) }),
  });

  app.route({
    ...opciones(monedas.actualizarOficial),
    onRequest: soloMismoSitio,
    handler: async (request) => {
      const { message, valor, pendiente } = await actualizarDolarOficial(
        db,
        config.cotizaciones,
        request.log,
        currentUser(request).id,
        config.controlCotizacion.saltoPendientePct,
      );
      return pendiente ? { message, valor, pendiente } : { message, valor };
    },
  });

  app.route({
    ...opciones(monedas.fijarValor),
    handler: async (request) => {
      const { message, valor } = await setValorMoneda(db, currentUser(request).id, request.params.id, request.body.valor);
      return { message, valor };
    },
  });

  app.route({ ...opciones(monedas.pendiente), handler: async () => getDolarPendiente(db) });

  app.route({
    ...opciones(monedas.confirmarPendiente),
    handler: async (request) => {
      const { message, valor } = await confirmarDolarPendiente(db, currentUser(request), request.body.valor);
      return { message, valor };
    },
  });

  app.route({ ...opciones(monedas.historial), handler: async (request) => listHistorial(db, request.query) });
};
