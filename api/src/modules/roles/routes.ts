import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema, idParamsSchema, messageSchema, P, rolCreateSchema, rolesListSchema, rolSchema, rolUpdateSchema } from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createRol, deleteRol, getRol, listRoles, updateRol } from './service';

export const MSG_ROL_ELIMINADO = 'Rol eliminado correctamente.';

/**
 * roles (docs/contactos-y-administracion.md, «Roles»): GET list → { roles } (roles.get, or the user
 * screens' usuarios.get / usuarios.post), GET {id} (roles.detail.get or roles.put), POST (roles.post)
 * → 201 role, PUT {id} (roles.put) → the role, DELETE {id} (roles.delete) → { message }.
 */
export const rolesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/roles',
    {
      config: { permission: [P.rolesGet, P.usuariosGet, P.usuariosPost] },
      schema: { querystring: emptyQuerySchema, response: { 200: rolesListSchema } },
    },
    async () => ({ roles: await listRoles(db) }),
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: [P.rolesDetail, P.rolesPut] },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: rolSchema } },
    },
    async (request) => getRol(db, request.params.id),
  );

  app.post(
    '/roles',
    { config: { permission: P.rolesPost }, schema: { body: rolCreateSchema, response: { 201: rolSchema } } },
    async (request, reply) => reply.code(201).send(await createRol(db, currentUser(request), request.body)),
  );

  app.put(
    '/roles/:id',
    {
      config: { permission: P.rolesPut },
      schema: { params: idParamsSchema, body: rolUpdateSchema, response: { 200: rolSchema } },
    },
    async (request) => updateRol(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/roles/:id',
    { config: { permission: P.rolesDelete }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteRol(db, currentUser(request), request.params.id);
      return { message: MSG_ROL_ELIMINADO };
    },
  );
};
