import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema, metodoPagoBodySchema, P } from 'shared';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createMetodoPago, deleteMetodoPago, getMetodoPago, listMetodosPago, updateMetodoPago } from './service';

/**
 * metodo-pago (spec.md 7): GET list (any signed-in user: sales need it), GET {id}
 * (metodos_pago.detail.get), POST (metodos_pago.post) → 201, PUT {id} (metodos_pago.put),
 * DELETE {id} (metodos_pago.delete, soft) → { message }.
 */
export const metodosPagoRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  app.get('/metodo-pago', async () => listMetodosPago(db));

  app.get('/metodo-pago/:id', { config: { permission: [P.metodosPagoDetail, P.metodosPagoPut] } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return getMetodoPago(db, id);
  });

  app.post('/metodo-pago', { config: { permission: P.metodosPagoPost } }, async (request, reply) => {
    const body = parseInput(metodoPagoBodySchema, request.body);
    return reply.code(201).send(await createMetodoPago(db, currentUser(request), body));
  });

  app.put('/metodo-pago/:id', { config: { permission: P.metodosPagoPut } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(metodoPagoBodySchema, request.body);
    return updateMetodoPago(db, currentUser(request), id, body);
  });

  app.delete('/metodo-pago/:id', { config: { permission: P.metodosPagoDelete } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await deleteMetodoPago(db, currentUser(request), id);
    return { message: 'Método de pago eliminado correctamente.' };
  });
};
