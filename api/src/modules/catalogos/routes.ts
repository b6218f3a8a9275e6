import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema, monedasListSchema, sucursalesListSchema } from 'shared';
import { monedas, sucursales } from '../../db/schema';
import type { Deps } from '../../types';

/** GET sucursales → { sucursales } and GET monedas → { monedas } (any signed-in user; docs/contactos-y-administracion.md). */
export const catalogosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/sucursales',
    { config: { signedIn: true }, schema: { querystring: emptyQuerySchema, response: { 200: sucursalesListSchema } } },
    async () => ({
      sucursales: await db
        .select({ id: sucursales.id, nombre: sucursales.nombre })
        .from(sucursales)
        .where(eq(sucursales.activo, true))
        .orderBy(asc(sucursales.id)),
    }),
  );

  app.get(
    '/monedas',
    { config: { signedIn: true }, schema: { querystring: emptyQuerySchema, response: { 200: monedasListSchema } } },
    async () => ({
      monedas: await db
        .select({ id: monedas.id, nombre: monedas.nombre, simbolo: monedas.simbolo, valor: monedas.valor })
        .from(monedas)
        .orderBy(asc(monedas.id)),
    }),
  );
};
