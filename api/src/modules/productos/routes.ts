import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Paged, Producto, ProductoDetalle } from 'shared';
import { productos } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { actualizarProducto, crearProducto, eliminarProducto, MSG_PRODUCTO_ELIMINADO } from './abm';
import { listCostos, listMovimientos } from './historial';
import { actualizarPrecios } from './precios';
import { listReposicion } from './reposicion';
import { getProducto, listProductosPage, listProductosSelect } from './service';

/**
 * productos: the routes of `productos` in shared/src/contrato (docs/stock-y-productos.md):
 * - GET productos?select=true[&sucursalId] → { products } (stock.get, stock.detail.get, ventas.post or presupuestos.post);
 * - GET productos?sucursalId&search&categoria&bajoMinimo&page&pageSize&sort&dir → paged list (the same
 *   readers: /stock, and the product search of a sale or a quote; sortable columns in PRODUCTOS_SORT_KEYS);
 * - GET productos/reposicion, POST productos/actualizar-precios, POST productos, GET/PUT/DELETE
 *   productos/{id}, GET productos/{id}/movimientos and productos/{id}/costos (newest first).
 * The fixed paths are declared before productos/:id.
 */
export const productosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(productos.listar),
    handler: async (request, reply) => {
      const query = request.query;
      if (query.select === 'true') return enviarJson<{ products: Producto[] }>(reply, config, await listProductosSelect(db, query.sucursalId));
      return enviarJson<Paged<Producto>>(reply, config, await listProductosPage(db, query));
    },
  });

  app.route({ ...opciones(productos.reposicion), handler: async (request) => listReposicion(db, request.query) });

  app.route({
    ...opciones(productos.actualizarPrecios),
    handler: async (request) => actualizarPrecios(db, currentUser(request), request.body),
  });

  app.route({
    ...opciones(productos.crear),
    handler: async (request, reply) => reply.code(201).send(await crearProducto(db, currentUser(request), request.body)),
  });

  app.route({
    ...opciones(productos.detalle),
    handler: async (request, reply) => enviarJson<ProductoDetalle>(reply, config, await getProducto(db, request.params.id, request.query.sucursalId)),
  });

  app.route({
    ...opciones(productos.actualizar),
    handler: async (request, reply) =>
      enviarJson<ProductoDetalle>(reply, config, await actualizarProducto(db, currentUser(request), request.params.id, request.body)),
  });

  app.route({
    ...opciones(productos.eliminar),
    handler: async (request) => {
      await eliminarProducto(db, currentUser(request), request.params.id);
      return { message: MSG_PRODUCTO_ELIMINADO };
    },
  });

  app.route({ ...opciones(productos.movimientos), handler: async (request) => listMovimientos(db, request.params.id, request.query) });

  app.route({ ...opciones(productos.costos), handler: async (request) => listCostos(db, request.params.id, request.query) });
};
