import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { P, usuariosListSchema, usuariosQuerySchema } from 'shared';
import { roles, usuarios } from '../../db/schema';
import { pageMeta } from '../../lib/paging';
import type { Deps } from '../../types';

/** GET users?page&pageSize (usuarios.get; pageSize up to 100) → { usuarios, total, currentPage, totalPages }. */
export const usuariosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/users',
    { config: { permission: P.usuariosGet }, schema: { querystring: usuariosQuerySchema, response: { 200: usuariosListSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const [{ total }] = await db.select({ total: count() }).from(usuarios);
      const rows = await db
        .select({
          id: usuarios.id,
          name: usuarios.name,
          email: usuarios.email,
          cod_vendedor: usuarios.codVendedor,
          roleId: roles.id,
          roleName: roles.name,
          comision: usuarios.comision,
          activo: usuarios.activo,
        })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.roleId))
        .orderBy(asc(usuarios.name), asc(usuarios.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const { currentPage, totalPages } = pageMeta(total, page, pageSize);
      return { usuarios: rows, total, currentPage, totalPages };
    },
  );
};
