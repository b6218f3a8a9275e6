import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comisiones } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getPago, listComisiones, listComisionVentas, listPagos, pagarComision } from './service';

/**
 * comisiones, seller commissions: the routes of `comisiones` in shared/src/contrato (rules in
 * docs/cajas-gastos-comisiones.md). Every GET needs comisiones.get and, without comisiones.post,
 * shows only the caller's own commissions: the summary per seller and currency, a seller's sales,
 * the payouts and one payout (404 'No se encontró el pago de comisión.'); POST comisiones/pagos
 * (comisiones.post) pays out (409 when more than what is owed, or the box is closed or short).
 */
export const comisionesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(comisiones.listar), handler: async (request) => listComisiones(db, currentUser(request), request.query) });

  app.route({
    ...opciones(comisiones.listarVentas),
    handler: async (request) => listComisionVentas(db, currentUser(request), request.query),
  });

  app.route({
    ...opciones(comisiones.pagar),
    handler: async (request, reply) => {
      const id = await pagarComision(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  });

  app.route({ ...opciones(comisiones.listarPagos), handler: async (request) => listPagos(db, currentUser(request), request.query) });

  app.route({
    ...opciones(comisiones.detallePago),
    handler: async (request) => getPago(db, currentUser(request), request.params.id),
  });
};
