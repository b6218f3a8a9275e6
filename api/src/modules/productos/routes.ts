import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actualizarPreciosBodySchema,
  actualizarPreciosResponseSchema,
  costosPageSchema,
  idParamsSchema,
  messageSchema,
  movimientosStockPageSchema,
  movimientosStockQuerySchema,
  P,
  pagingQuerySchema,
  PRODUCT_READERS,
  productoBodySchema,
  productoCreateResponseSchema,
  productoDetailQuerySchema,
  productoDetalleSchema,
  productosPageSchema,
  productosQuerySchema,
  productosSelectSchema,
  reposicionQuerySchema,
  reposicionResponseSchema,
  type Paged,
  type Producto,
  type ProductoDetalle,
} from 'shared';
import { z } from 'zod';
import { enviarJson } from '../../lib/json-sql';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { actualizarProducto, crearProducto, eliminarProducto, MSG_PRODUCTO_ELIMINADO } from './abm';
import { listCostos, listMovimientos } from './historial';
import { actualizarPrecios } from './precios';
import { listReposicion } from './reposicion';
import { getProducto, listProductosPage, listProductosSelect } from './service';

/**
 * productos (docs/stock-y-productos.md):
 * - GET productos?select=true[&sucursalId] → { products } (stock.get, stock.detail.get, ventas.post or presupuestos.post);
 * - GET productos?sucursalId&search&categoria&bajoMinimo&page&pageSize&sort&dir → paged list (the same
 *   readers: /stock, and the product search of a sale or a quote; sortable columns in PRODUCTOS_SORT_KEYS);
 * - GET productos/reposicion?sucursalId[&proveedorId] → { items } below their minimum (stock.get);
 * - POST productos/actualizar-precios → preview or result of the bulk price update (stock.put);
 * - POST productos → 201 { id, codigo } (stock.post);
 * - GET productos/{id}?sucursalId → product with formula and stock per branch (same readers as the select);
 * - PUT productos/{id} → the product (stock.put; a cost change also stock.editar_costo);
 * - DELETE productos/{id} → { message } (stock.delete; soft);
 * - GET productos/{id}/movimientos?sucursalId&page&pageSize and productos/{id}/costos?page&pageSize
 *   (stock.detail.get), newest first.
 * The fixed paths are declared before productos/:id.
 */
export const productosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.get(
    '/productos',
    {
      config: { permission: PRODUCT_READERS },
      schema: { querystring: productosQuerySchema, response: { 200: z.union([productosSelectSchema, productosPageSchema]) } },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.select === 'true') return enviarJson<{ products: Producto[] }>(reply, config, await listProductosSelect(db, query.sucursalId));
      return enviarJson<Paged<Producto>>(reply, config, await listProductosPage(db, query));
    },
  );

  app.get(
    '/productos/reposicion',
    {
      config: { permission: P.stockGet },
      schema: { querystring: reposicionQuerySchema, response: { 200: reposicionResponseSchema } },
    },
    async (request) => listReposicion(db, request.query),
  );

  app.post(
    '/productos/actualizar-precios',
    {
      config: { permission: P.stockPut },
      schema: { body: actualizarPreciosBodySchema, response: { 200: actualizarPreciosResponseSchema } },
    },
    async (request) => actualizarPrecios(db, currentUser(request), request.body),
  );

  app.post(
    '/productos',
    { config: { permission: P.stockPost }, schema: { body: productoBodySchema, response: { 201: productoCreateResponseSchema } } },
    async (request, reply) => reply.code(201).send(await crearProducto(db, currentUser(request), request.body)),
  );

  app.get(
    '/productos/:id',
    {
      config: { permission: PRODUCT_READERS },
      schema: { params: idParamsSchema, querystring: productoDetailQuerySchema, response: { 200: productoDetalleSchema } },
    },
    async (request, reply) => enviarJson<ProductoDetalle>(reply, config, await getProducto(db, request.params.id, request.query.sucursalId)),
  );

  app.put(
    '/productos/:id',
    {
      config: { permission: P.stockPut },
      schema: { params: idParamsSchema, body: productoBodySchema, response: { 200: productoDetalleSchema } },
    },
    async (request, reply) => enviarJson<ProductoDetalle>(reply, config, await actualizarProducto(db, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/productos/:id',
    { config: { permission: P.stockDelete }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await eliminarProducto(db, currentUser(request), request.params.id);
      return { message: MSG_PRODUCTO_ELIMINADO };
    },
  );

  app.get(
    '/productos/:id/movimientos',
    {
      config: { permission: P.stockDetail },
      schema: { params: idParamsSchema, querystring: movimientosStockQuerySchema, response: { 200: movimientosStockPageSchema } },
    },
    async (request) => listMovimientos(db, request.params.id, request.query),
  );

  app.get(
    '/productos/:id/costos',
    {
      config: { permission: P.stockDetail },
      schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: costosPageSchema } },
    },
    async (request) => listCostos(db, request.params.id, request.query),
  );
};
