import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monedas as monedasContrato, sucursales as sucursalesContrato } from 'shared/contrato';
import { monedas, sucursales } from '../../db/schema';
import { opciones } from '../../lib/rutas';
import type { Deps } from '../../types';

/**
 * GET sucursales → { sucursales } (`sucursales.listar` in shared/src/contrato) and GET monedas →
 * { monedas } (`monedas.listar`); any signed-in user (docs/contactos-y-administracion.md).
 */
export const catalogosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(sucursalesContrato.listar),
    handler: async () => ({
      sucursales: await db
        .select({ id: sucursales.id, nombre: sucursales.nombre, puntoVenta: sucursales.puntoVenta })
        .from(sucursales)
        .where(eq(sucursales.activo, true))
        .orderBy(asc(sucursales.id)),
    }),
  });

  app.route({
    ...opciones(monedasContrato.listar),
    handler: async () => ({
      monedas: await db
        .select({ id: monedas.id, nombre: monedas.nombre, simbolo: monedas.simbolo, valor: monedas.valor })
        .from(monedas)
        .orderBy(asc(monedas.id)),
    }),
  });
};
