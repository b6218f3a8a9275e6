import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  convertirPresupuestoBodySchema,
  emptyBodySchema,
  emptyQuerySchema,
  idParamsSchema,
  messageSchema,
  P,
  presupuestoCreateBodySchema,
  presupuestoCreateResponseSchema,
  presupuestoSchema,
  presupuestosListQuerySchema,
  presupuestosPageSchema,
  presupuestoUpdateBodySchema,
  ventaCreateResponseSchema,
} from 'shared';
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
 * presupuestos (rules in docs/presupuestos.md):
 * - GET presupuestos?search&codVendedor&fechaDesde&fechaHasta&estado&page&pageSize (presupuestos.get)
 *   → { presupuestos, total, totalPages, currentPage, nextPage, prevPage, pageSize };
 * - GET presupuestos/{id} (presupuestos.detail.get) → Presupuesto;
 * - POST presupuestos (presupuestos.post) → 201 { id };
 * - PUT presupuestos/{id} (presupuestos.put) → Presupuesto;
 * - PUT presupuestos/anular/{id} (presupuestos.delete) → { message };
 * - POST presupuestos/convertir-a-venta/{id} (ventas.post, and presupuestos.put checked inside)
 *   → 201 { ventaId }.
 */
export const presupuestosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.get(
    '/presupuestos',
    {
      config: { permission: P.presupuestosGet },
      schema: { querystring: presupuestosListQuerySchema, response: { 200: presupuestosPageSchema } },
    },
    async (request) => listPresupuestos(db, request.query),
  );

  app.get(
    '/presupuestos/:id',
    {
      config: { permission: P.presupuestosDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: presupuestoSchema } },
    },
    async (request) => getPresupuesto(db, request.params.id),
  );

  app.post(
    '/presupuestos',
    {
      config: { permission: P.presupuestosPost, idempotente: true },
      schema: { body: presupuestoCreateBodySchema, response: { 201: presupuestoCreateResponseSchema } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const crear = () => crearPresupuesto(db, actor, request.body);
      // A code sent for a discount above the role's limit counts as an attempt, as on a new sale.
      const id = request.body.codigo_pass?.trim() ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, crear) : await crear();
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/presupuestos/:id',
    {
      config: { permission: P.presupuestosPut },
      schema: { params: idParamsSchema, body: presupuestoUpdateBodySchema, response: { 200: presupuestoSchema } },
    },
    async (request) => {
      const actor = currentUser(request);
      const actualizar = () => actualizarPresupuesto(db, actor, request.params.id, request.body);
      return request.body.codigo_pass?.trim() ? conIntentoDeCodigo(db, actor, { config, ip: request.ip }, actualizar) : actualizar();
    },
  );

  app.put(
    '/presupuestos/anular/:id',
    {
      config: { permission: P.presupuestosDelete },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await anularPresupuesto(db, currentUser(request), request.params.id);
      return { message: MSG_PRESUPUESTO_ANULADO_OK };
    },
  );

  app.post(
    '/presupuestos/convertir-a-venta/:id',
    {
      // Converting needs both presupuestos.put and ventas.post: the route declares one, the handler checks the other.
      config: { permission: P.ventasPost },
      schema: { params: idParamsSchema, body: convertirPresupuestoBodySchema, response: { 201: ventaCreateResponseSchema } },
    },
    async (request, reply) => {
      requireAnyPermission(request, P.presupuestosPut);
      const actor = currentUser(request);
      const convertir = () => convertirPresupuesto(db, actor, request.params.id, request.body);
      // A code sent for a sale past the client's credit counts as an attempt, as on a new sale.
      const ventaId = request.body.codigo_pass
        ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, convertir)
        : await convertir();
      return reply.code(201).send({ ventaId });
    },
  );
};
