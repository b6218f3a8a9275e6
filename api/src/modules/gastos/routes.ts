import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBodySchema,
  emptyQuerySchema,
  gastoBodySchema,
  gastoCreateResponseSchema,
  gastoSchema,
  gastosListQuerySchema,
  gastosPageSchema,
  idParamsSchema,
  messageSchema,
  MSG_GASTO_ANULADO_OK,
  P,
} from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { anularGasto, crearGasto, getGasto, listGastos } from './service';

/**
 * gastos, expenses (rules in docs/cajas-gastos-comisiones.md):
 * - POST gastos (gastos.post) → 201 { id }; with cajaId an EGRESO of that open box (409 when closed
 *   or short of money);
 * - GET gastos?fechaDesde&fechaHasta&categoria&monedaId&anulado&page&pageSize (gastos.get) → page
 *   newest first with totales (por categoría, por mes, por moneda; only non-annulled);
 * - GET gastos/{id} (gastos.get) → Gasto; 404 'No se encontró el gasto.';
 * - PUT gastos/anular/{id} (gastos.delete) → { message: 'Gasto anulado correctamente.' }; 409 when
 *   already annulled or its box is closed now.
 */
export const gastosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.post(
    '/gastos',
    { config: { permission: P.gastosPost, idempotente: true }, schema: { body: gastoBodySchema, response: { 201: gastoCreateResponseSchema } } },
    async (request, reply) => {
      const id = await crearGasto(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/gastos',
    { config: { permission: P.gastosGet }, schema: { querystring: gastosListQuerySchema, response: { 200: gastosPageSchema } } },
    async (request) => listGastos(db, request.query),
  );

  app.get(
    '/gastos/:id',
    { config: { permission: P.gastosGet }, schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: gastoSchema } } },
    async (request) => getGasto(db, request.params.id),
  );

  app.put(
    '/gastos/anular/:id',
    {
      config: { permission: P.gastosDelete },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await anularGasto(db, currentUser(request), request.params.id);
      return { message: MSG_GASTO_ANULADO_OK };
    },
  );
};
