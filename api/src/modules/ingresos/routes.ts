import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  costoConfirmacionSchema,
  emptyBodySchema,
  emptyQuerySchema,
  idParamsSchema,
  ingresoBodySchema,
  ingresoAnuladoSchema,
  ingresoCreateResponseSchema,
  ingresoSchema,
  ingresosListQuerySchema,
  ingresosPageSchema,
  P,
  type IngresoListItem,
  type Paged,
} from 'shared';
import { z } from 'zod';
import { enviarJson } from '../../lib/json-sql';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { anularIngreso, crearIngreso, getIngreso, listIngresos } from './service';

/**
 * ingresos, stock entries (rules in docs/ingresos.md):
 * - POST ingresos (stock.add_stock) → 201 { id }; 409 { message, confirmaciones } when a lower cost
 *   or another currency comes without `confirmarCosto: true` (any other 409 is { message });
 * - GET ingresos?fechaDesde&fechaHasta&proveedorId&search&page&pageSize (ingresos.get) → page, newest first;
 * - GET ingresos/{id} (ingresos.detail.get) → the entry; 404 'No se encontró el ingreso.';
 * - PUT ingresos/anular/{id} (ingresos.delete) → { message, costosNoRestaurados }: stock back, previous
 *   costs back where still this entry's; 409 when already annulled or the stock was consumed.
 */
export const ingresosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.post(
    '/ingresos',
    {
      config: { permission: P.stockAdd, idempotente: true },
      schema: {
        body: ingresoBodySchema,
        response: { 201: ingresoCreateResponseSchema, 409: z.union([costoConfirmacionSchema, apiErrorSchema]) },
      },
    },
    async (request, reply) => {
      const id = await crearIngreso(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/ingresos/anular/:id',
    {
      config: { permission: P.ingresosDelete },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: ingresoAnuladoSchema } },
    },
    async (request) => anularIngreso(db, currentUser(request), request.params.id),
  );

  app.get(
    '/ingresos',
    { config: { permission: P.ingresosGet }, schema: { querystring: ingresosListQuerySchema, response: { 200: ingresosPageSchema } } },
    async (request, reply) => enviarJson<Paged<IngresoListItem>>(reply, config, await listIngresos(db, request.query)),
  );

  app.get(
    '/ingresos/:id',
    {
      config: { permission: P.ingresosDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: ingresoSchema } },
    },
    async (request) => getIngreso(db, request.params.id),
  );
};
