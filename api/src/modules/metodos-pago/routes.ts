import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metodosPago } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createMetodoPago, deleteMetodoPago, getMetodoPago, listMetodosPago, updateMetodoPago } from './service';

/**
 * metodo-pago: the routes of `metodosPago` in shared/src/contrato (docs/contactos-y-administracion.md):
 * GET list (METODOS_PAGO_READERS: metodos_pago.get, or the sale, box-closing and expense permissions
 * of the screens that pick one), GET {id} (metodos_pago.detail.get), POST (metodos_pago.post) → 201,
 * PUT {id} (metodos_pago.put), DELETE {id} (metodos_pago.delete, soft) → { message }.
 */
export const metodosPagoRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(metodosPago.listar), handler: async () => listMetodosPago(db) });

  app.route({ ...opciones(metodosPago.detalle), handler: async (request) => getMetodoPago(db, request.params.id) });

  app.route({
    ...opciones(metodosPago.crear),
    handler: async (request, reply) => reply.code(201).send(await createMetodoPago(db, currentUser(request), request.body)),
  });

  app.route({
    ...opciones(metodosPago.actualizar),
    handler: async (request) => updateMetodoPago(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(metodosPago.eliminar),
    handler: async (request) => {
      await deleteMetodoPago(db, currentUser(request), request.params.id);
      return { message: 'Método de pago eliminado correctamente.' };
    },
  });
};
