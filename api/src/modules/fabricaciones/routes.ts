import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_FABRICACION_CANCELADA, MSG_FABRICACION_FINALIZADA, MSG_MATERIA_CONFIRMADA, type FabricacionListItem, type Paged } from 'shared';
import { fabricaciones } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
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
 * fabricaciones, manufacturing runs: the routes of `fabricaciones` in shared/src/contrato (rules in
 * docs/fabricacion.md):
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
  app.route({
    ...opciones(fabricaciones.crear),
    handler: async (request, reply) => {
      const id = await crearFabricacion(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  });

  app.route({ ...opciones(fabricaciones.previsualizar), handler: async (request) => previsualizarFabricacion(db, request.query) });

  app.route({
    ...opciones(fabricaciones.listar),
    handler: async (request, reply) => enviarJson<Paged<FabricacionListItem>>(reply, config, await listFabricaciones(db, request.query)),
  });

  app.route({ ...opciones(fabricaciones.detalle), handler: async (request) => getFabricacion(db, request.params.id) });

  app.route({
    ...opciones(fabricaciones.confirmarMateria),
    handler: async (request) => {
      await confirmarMateria(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_MATERIA_CONFIRMADA };
    },
  });

  app.route({
    ...opciones(fabricaciones.finalizar),
    handler: async (request) => {
      await finalizarFabricacion(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_FABRICACION_FINALIZADA };
    },
  });

  app.route({
    ...opciones(fabricaciones.cancelar),
    handler: async (request) => {
      await cancelarFabricacion(db, currentUser(request), request.params.id, request.body);
      return { message: MSG_FABRICACION_CANCELADA };
    },
  });
};
