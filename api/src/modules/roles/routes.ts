import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema, idParamsSchema, P, rolCreateSchema, rolesListSchema, rolSchema } from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createRol, getRol, listRoles } from './service';

/** roles: GET list → { roles } (roles.get, or the user screens' usuarios.get / usuarios.post), GET {id} (roles.detail.get), POST (roles.post) → 201 role. */
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
      config: { permission: P.rolesDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: rolSchema } },
    },
    async (request) => getRol(db, request.params.id),
  );

  app.post(
    '/roles',
    { config: { permission: P.rolesPost }, schema: { body: rolCreateSchema, response: { 201: rolSchema } } },
    async (request, reply) => reply.code(201).send(await createRol(db, currentUser(request), request.body)),
  );
};
