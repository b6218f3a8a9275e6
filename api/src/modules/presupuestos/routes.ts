import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { P } from 'shared';
import { presupuestos } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser, requireAnyPermission } from '../../plugins/auth';
import type { Deps } from '../../types';
import { conIntentoDeCodigo } from '../codigos/service';
import {
  actualizarPresupuesto,
  anularPresupuesto,
  convertirPresupuesto,
  crearPresupuesto,
  getPresupuesto,
  listPresupuestos,
  MSG_PRESUPUESTO_ANULADO_OK,
} from './service';

/**
 * presupuestos: the routes of `presupuestos` in shared/src/contrato (rules in docs/presupuestos.md):
 * list, detail, create, edit, annul, and convert into a sale (ventas.post, and presupuestos.put
 * checked inside). A code sent for an approval counts as an attempt of the user.
 */
export const presupuestosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({ ...opciones(presupuestos.listar), handler: async (request) => listPresupuestos(db, request.query) });

  app.route({ ...opciones(presupuestos.detalle), handler: async (request) => getPresupuesto(db, request.params.id) });

  app.route({
    ...opciones(presupuestos.crear),
    handler: async (request, reply) => {
      const actor = currentUser(request);
      const crear = () => crearPresupuesto(db, actor, request.body);
      // A code sent for a discount above the role's limit counts as an attempt, as on a new sale.
      const id = request.body.codigo_pass?.trim() ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, crear) : await crear();
      return reply.code(201).send({ id });
    },
  });

  app.route({
    ...opciones(presupuestos.actualizar),
    handler: async (request) => {
      const actor = currentUser(request);
      const actualizar = () => actualizarPresupuesto(db, actor, request.params.id, request.body);
      return request.body.codigo_pass?.trim() ? conIntentoDeCodigo(db, actor, { config, ip: request.ip }, actualizar) : actualizar();
    },
  });

  app.route({
    ...opciones(presupuestos.anular),
    handler: async (request) => {
      await anularPresupuesto(db, currentUser(request), request.params.id);
      return { message: MSG_PRESUPUESTO_ANULADO_OK };
    },
  });

  app.route({
    // Converting needs both presupuestos.put and ventas.post: the route declares one, the handler checks the other.
    ...opciones(presupuestos.convertir),
    handler: async (request, reply) => {
      requireAnyPermission(request, P.presupuestosPut);
      const actor = currentUser(request);
      const convertir = () => convertirPresupuesto(db, actor, request.params.id, request.body);
      // A code sent for a sale past the client's credit counts as an attempt, as on a new sale.
      const ventaId = request.body.codigo_pass
        ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, convertir)
        : await convertir();
      return reply.code(201).send({ ventaId });
    },
  });
};
