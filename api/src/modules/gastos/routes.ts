import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_GASTO_ANULADO_OK } from 'shared';
import { gastos } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { anularGasto, crearGasto, getGasto, listGastos } from './service';

/** gastos, expenses: the routes of `gastos` in shared/src/contrato (rules in docs/cajas-gastos-comisiones.md). */
export const gastosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(gastos.crear),
    handler: async (request, reply) => {
      const id = await crearGasto(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  });

  app.route({ ...opciones(gastos.listar), handler: async (request) => listGastos(db, request.query) });

  app.route({ ...opciones(gastos.detalle), handler: async (request) => getGasto(db, request.params.id) });

  app.route({
    ...opciones(gastos.anular),
    handler: async (request) => {
      await anularGasto(db, currentUser(request), request.params.id);
      return { message: MSG_GASTO_ANULADO_OK };
    },
  });
};
