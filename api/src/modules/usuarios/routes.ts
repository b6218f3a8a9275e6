import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAnyPermission, P, usuariosListSchema, usuariosQuerySchema } from 'shared';
import { roles, usuarios } from '../../db/schema';
import { pageMeta } from '../../lib/paging';
import type { Deps } from '../../types';

/**
 * GET users?page&pageSize (pageSize up to 100) → { usuarios, total, currentPage, totalPages }, by name
 * (docs/contactos-y-administracion.md): with usuarios.get every user and field; with only ventas.get,
 * facturacion.get or presupuestos.get (the seller filters of /ventas and /presupuestos) only the users
 * with a seller code, as { id, name, cod_vendedor }.
 */
export const usuariosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { permission: [P.usuariosGet, P.ventasGet, P.facturacionGet, P.presupuestosGet] },
      schema: { querystring: usuariosQuerySchema, response: { 200: usuariosListSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      if (!hasAnyPermission(request.user?.permissions, [P.usuariosGet])) {
        const vendedor = isNotNull(usuarios.codVendedor);
        const [{ total }] = await db.select({ total: count() }).from(usuarios).where(vendedor);
        const rows = await db
          .select({ id: usuarios.id, name: usuarios.name, cod_vendedor: usuarios.codVendedor })
          .from(usuarios)
          .where(vendedor)
          .orderBy(asc(usuarios.name), asc(usuarios.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        const { currentPage, totalPages } = pageMeta(total, page, pageSize);
        return { usuarios: rows, total, currentPage, totalPages };
      }
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
