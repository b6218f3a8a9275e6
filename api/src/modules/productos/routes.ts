import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema, P, productoDetailQuerySchema, productosListQuerySchema, productosSelectQuerySchema } from 'shared';
import { parseInput } from '../../lib/validation';
import { requireAnyPermission } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getProducto, listProductosPage, listProductosSelect } from './service';

/** Sellers need the product select and detail to build sales and quotes. */
const PRODUCT_READERS = [P.stockGet, P.stockDetail, P.ventasPost, P.presupuestosPost] as const;

/**
 * productos (spec.md 7):
 * - GET productos?select=true[&sucursalId] → { products } (stock.get, stock.detail.get, ventas.post or presupuestos.post);
 * - GET productos?sucursalId&search&categoria&page&pageSize → paged list (stock.get);
 * - GET productos/{id}?sucursalId → product (same readers as the select).
 */
export const productosRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  app.get('/productos', { config: { permission: PRODUCT_READERS } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    if (query.select === 'true') {
      const { sucursalId } = parseInput(productosSelectQuerySchema, query);
      return { products: await listProductosSelect(db, sucursalId) };
    }
    requireAnyPermission(request, P.stockGet);
    return listProductosPage(db, parseInput(productosListQuerySchema, query));
  });

  app.get('/productos/:id', { config: { permission: PRODUCT_READERS } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { sucursalId } = parseInput(productoDetailQuerySchema, request.query);
    return getProducto(db, id, sucursalId);
  });
};
