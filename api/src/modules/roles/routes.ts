import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema, P, rolCreateSchema, type RolesList } from 'shared';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createRol, getRol, listRoles } from './service';

/** roles: GET list → { roles } (roles.get, or the user screens' usuarios.get / usuarios.post), GET {id} (roles.detail.get), POST (roles.post) → 201 role. */
export const rolesRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  app.get('/roles', { config: { permission: [P.rolesGet, P.usuariosGet, P.usuariosPost] } }, async (): Promise<RolesList> => ({
    roles: await listRoles(db),
  }));

  app.get('/roles/:id', { config: { permission: P.rolesDetail } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return getRol(db, id);
  });

  app.post('/roles', { config: { permission: P.rolesPost } }, async (request, reply) => {
    const body = parseInput(rolCreateSchema, request.body);
    const rol = await createRol(db, currentUser(request), body);
    return reply.code(201).send(rol);
  });
};
