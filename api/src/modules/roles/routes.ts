import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roles } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createRol, deleteRol, getRol, listRoles, updateRol } from './service';

export const MSG_ROL_ELIMINADO = 'Rol eliminado correctamente.';

/**
 * roles: the routes of `roles` in shared/src/contrato (docs/contactos-y-administracion.md, «Roles»):
 * GET list → { roles } (roles.get, or the user screens' usuarios.get / usuarios.post), GET {id}
 * (roles.detail.get or roles.put), POST (roles.post) → 201 role, PUT {id} (roles.put) → the role,
 * DELETE {id} (roles.delete) → { message }.
 */
export const rolesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(roles.listar), handler: async () => ({ roles: await listRoles(db) }) });

  app.route({ ...opciones(roles.detalle), handler: async (request) => getRol(db, request.params.id) });

  app.route({
    ...opciones(roles.crear),
    handler: async (request, reply) => reply.code(201).send(await createRol(db, currentUser(request), request.body)),
  });

  app.route({
    ...opciones(roles.actualizar),
    handler: async (request) => updateRol(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(roles.eliminar),
    handler: async (request) => {
      await deleteRol(db, currentUser(request), request.params.id);
      return { message: MSG_ROL_ELIMINADO };
    },
  });
};
