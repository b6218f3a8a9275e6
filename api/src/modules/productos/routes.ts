import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  P,
  productoDetailQuerySchema,
  productoSchema,
  productosPageSchema,
  productosQuerySchema,
  productosSelectSchema,
} from 'shared';
import { z } from 'zod';
import { requireAnyPermission } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getProducto, listProductosPage, listProductosSelect } from './service';

/** Sellers need the product select and detail to build sales and quotes. */
const PRODUCT_READERS = [P.stockGet, P.stockDetail, P.ventasPost, P.presupuestosPost] as const;

/**
 * productos (docs/stock-y-productos.md):
 * - GET productos?select=true[&sucursalId] → { products } (stock.get, stock.detail.get, ventas.post or presupuestos.post);
 * - GET productos?sucursalId&search&categoria&page&pageSize&sort&dir → paged list (stock.get; sortable
 *   columns in PRODUCTOS_SORT_KEYS);
 * - GET productos/{id}?sucursalId → product (same readers as the select).
 */
export const productosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/productos',
    {
      config: { permission: PRODUCT_READERS },
      schema: { querystring: productosQuerySchema, response: { 200: z.union([productosSelectSchema, productosPageSchema]) } },
    },
    async (request) => {
      const query = request.query;
      if (query.select === 'true') return { products: await listProductosSelect(db, query.sucursalId) };
      requireAnyPermission(request, P.stockGet);
      return listProductosPage(db, query);
    },
  );

  app.get(
    '/productos/:id',
    {
      config: { permission: PRODUCT_READERS },
      schema: { params: idParamsSchema, querystring: productoDetailQuerySchema, response: { 200: productoSchema } },
    },
    async (request) => getProducto(db, request.params.id, request.query.sucursalId),
  );
};
