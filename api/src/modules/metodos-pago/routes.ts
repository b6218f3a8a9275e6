import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema, idParamsSchema, messageSchema, METODOS_PAGO_READERS, metodoPagoBodySchema, metodoPagoSchema, metodosPagoListSchema, P } from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createMetodoPago, deleteMetodoPago, getMetodoPago, listMetodosPago, updateMetodoPago } from './service';

/**
 * metodo-pago (docs/contactos-y-administracion.md): GET list (METODOS_PAGO_READERS: metodos_pago.get,
 * or the sale, box-closing and expense permissions of the screens that pick one), GET {id}
 * (metodos_pago.detail.get), POST (metodos_pago.post) → 201, PUT {id} (metodos_pago.put),
 * DELETE {id} (metodos_pago.delete, soft) → { message }.
 */
export const metodosPagoRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/metodo-pago',
    { config: { permission: [...METODOS_PAGO_READERS] }, schema: { querystring: emptyQuerySchema, response: { 200: metodosPagoListSchema } } },
    async () => listMetodosPago(db),
  );

  app.get(
    '/metodo-pago/:id',
    {
      config: { permission: [P.metodosPagoDetail, P.metodosPagoPut] },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: metodoPagoSchema } },
    },
    async (request) => getMetodoPago(db, request.params.id),
  );

  app.post(
    '/metodo-pago',
    { config: { permission: P.metodosPagoPost }, schema: { body: metodoPagoBodySchema, response: { 201: metodoPagoSchema } } },
    async (request, reply) => reply.code(201).send(await createMetodoPago(db, currentUser(request), request.body)),
  );

  app.put(
    '/metodo-pago/:id',
    {
      config: { permission: P.metodosPagoPut },
      schema: { params: idParamsSchema, body: metodoPagoBodySchema, response: { 200: metodoPagoSchema } },
    },
    async (request) => updateMetodoPago(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/metodo-pago/:id',
    { config: { permission: P.metodosPagoDelete }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteMetodoPago(db, currentUser(request), request.params.id);
      return { message: 'Método de pago eliminado correctamente.' };
    },
  );
};
