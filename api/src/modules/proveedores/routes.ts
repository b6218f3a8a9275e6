import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { P, proveedoresSelectSchema } from 'shared';
import { z } from 'zod';
import { proveedores } from '../../db/schema';
import type { Deps } from '../../types';

/**
 * GET proveedores?select=true → { proveedores: [{ id, nombre }] } of the active suppliers, by name
 * (proveedores.get or stock.get: product forms and stock entry need it). The supplier screens of a
 * later issue add the paged list and CRUD.
 */
export const proveedoresRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/proveedores',
    {
      config: { permission: [P.proveedoresGet, P.stockGet] },
      schema: { querystring: z.object({ select: z.literal('true').optional() }), response: { 200: proveedoresSelectSchema } },
    },
    async () => ({
      proveedores: await db
        .select({ id: proveedores.id, nombre: proveedores.nombre })
        .from(proveedores)
        .where(eq(proveedores.isDeleted, false))
        .orderBy(asc(proveedores.nombre), asc(proveedores.id)),
    }),
  );
};
