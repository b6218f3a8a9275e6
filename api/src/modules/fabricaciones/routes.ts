import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelarBodySchema,
  checkMateriaBodySchema,
  emptyQuerySchema,
  fabricacionBodySchema,
  fabricacionCreateResponseSchema,
  fabricacionesListQuerySchema,
  fabricacionesPageSchema,
  fabricacionPreviewQuerySchema,
  fabricacionPreviewSchema,
  fabricacionSchema,
  finalizarBodySchema,
  idParamsSchema,
  messageSchema,
  MSG_FABRICACION_CANCELADA,
  MSG_FABRICACION_FINALIZADA,
  MSG_MATERIA_CONFIRMADA,
  P,
  type FabricacionListItem,
  type Paged,
} from 'shared';
import { enviarJson } from '../../lib/json-sql';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import {
  cancelarFabricacion,
  confirmarMateria,
  crearFabricacion,
  finalizarFabricacion,
  getFabricacion,
  listFabricaciones,
  previsualizarFabricacion,
} from './service';

/**
 * fabricaciones, manufacturing runs (rules in docs/fabricacion.md):
 * - POST fabricaciones (fabricacion.post) → 201 { id };
 * - GET fabricaciones/previsualizar?productoId&cantidad&sucursalId (fabricacion.post) → preview
 *   (declared before fabricaciones/:id);
 * - GET fabricaciones?estado&search&page&pageSize (fabricacion.get) → page, newest first;
 * - GET fabricaciones/{id} (fabricacion.detail.get) → the run; 404 'No se encontró la fabricación';
 * - PUT fabricaciones/{id}/check-materia (fabricacion.put) → { message: 'Materia prima confirmada' };
 * - PUT fabricaciones/{id}/finalizar (fabricacion.put) → { message: 'Fabricación finalizada' };
 * - DELETE fabricaciones/{id}/cancelar with a JSON body { sucursalId } (fabricacion.delete) →
 *   { message: 'Fabricación cancelada' }.
 */
export const fabricacionesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.post(
    '/fabricaciones',
    { config: { permission: P.fabricacionPost }, schema: { body: fabricacionBodySchema, response: { 201: fabricacionCreateResponseSchema } } },
    async (request, reply) => {
      const id = await crearFabricacion(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/fabricaciones/previsualizar',
    {
      config: { permission: P.fabricacionPost },
      schema: { querystring: fabricacionPreviewQuerySchema, response: { 200: fabricacionPreviewSchema } },
    },
    async (request) => previsualizarFabricacion(db, request.query),
  );

  app.get(
    '/fabricaciones',
    {
      config: { permission: P.fabricacionGet },
      schema: { querystring: fabricacionesListQuerySchema, response: { 200: fabricacionesPageSchema } },
    },
    async (request, reply) => enviarJson<Paged<FabricacionListItem>>(reply, config, await listFabricaciones(db, request.query)),
  );

  app.get(
    '/fabricaciones/:id',
    {
      config: { permission: P.fabricacionDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: fabricacionSchema } },
    },
    async (request) => getFabricacion(db, request.params.id),
  );

  app.put(
    '/fabricaciones/:id/check-materia',
    {
      config: { permission: P.fabricacionPut },
      schema: { params: idParamsSchema, body: checkMateriaBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await confirmarMateria(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_MATERIA_CONFIRMADA };
    },
  );

  app.put(
    '/fabricaciones/:id/finalizar',
    {
      config: { permission: P.fabricacionPut },
      schema: { params: idParamsSchema, body: finalizarBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await finalizarFabricacion(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_FABRICACION_FINALIZADA };
    },
  );

  app.delete(
    '/fabricaciones/:id/cancelar',
    {
      config: { permission: P.fabricacionDelete },
      schema: { params: idParamsSchema, body: cancelarBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await cancelarFabricacion(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_FABRICACION_CANCELADA };
    },
  );
};
