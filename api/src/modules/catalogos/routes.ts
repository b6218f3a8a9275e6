import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Moneda, Sucursal } from 'shared';
import { monedas, sucursales } from '../../db/schema';
import type { Deps } from '../../types';

/** GET sucursales → { sucursales } and GET monedas → { monedas } (any signed-in user; spec.md 7). */
export const catalogosRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  app.get('/sucursales', async (): Promise<{ sucursales: Sucursal[] }> => ({
    sucursales: await db
      .select({ id: sucursales.id, nombre: sucursales.nombre })
      .from(sucursales)
      .where(eq(sucursales.activo, true))
      .orderBy(asc(sucursales.id)),
  }));

  app.get('/monedas', async (): Promise<{ monedas: Moneda[] }> => ({
    monedas: await db
      .select({ id: monedas.id, nombre: monedas.nombre, simbolo: monedas.simbolo, valor: monedas.valor })
      .from(monedas)
      .orderBy(asc(monedas.id)),
  }));
};
