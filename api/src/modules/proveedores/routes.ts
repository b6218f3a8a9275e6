import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyQuerySchema,
  idParamsSchema,
  messageSchema,
  P,
  pagingQuerySchema,
  proveedorBodySchema,
  proveedorIngresosPageSchema,
  proveedorProductosPageSchema,
  proveedorSchema,
  proveedoresListQuerySchema,
  proveedoresPageSchema,
  proveedoresSelectSchema,
} from 'shared';
import { z } from 'zod';
import { currentUser, requireAnyPermission } from '../../plugins/auth';
import type { Deps } from '../../types';
import {
  createProveedor,
  deleteProveedor,
  getProveedor,
  listIngresosDeProveedor,
  listProductosDeProveedor,
  listProveedoresPage,
  listProveedoresSelect,
  updateProveedor,
} from './service';

/** The supplier select is also needed by the product forms and the stock entry (stock.get). */
const PROVEEDOR_SELECT_READERS = [P.proveedoresGet, P.stockGet] as const;

/**
 * proveedores (docs/contactos-y-administracion.md, «Proveedores»): GET ?select=true → { proveedores:
 * [{ id, nombre }] } (proveedores.get or stock.get); GET ?search&page&pageSize&sort&dir → paged
 * (proveedores.get); POST (proveedores.post) → 201; GET {id} (proveedores.detail.get); PUT {id}
 * (proveedores.put); DELETE {id} (proveedores.delete, soft; 409 while products, stock entries or
 * expenses point at it) → { message }; GET {id}/productos and {id}/ingresos (proveedores.detail.get),
 * paged.
 */
export const proveedoresRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/proveedores',
    {
      config: { permission: PROVEEDOR_SELECT_READERS },
      schema: { querystring: proveedoresListQuerySchema, response: { 200: z.union([proveedoresSelectSchema, proveedoresPageSchema]) } },
    },
    async (request) => {
      if (request.query.select === 'true') return { proveedores: await listProveedoresSelect(db) };
      requireAnyPermission(request, P.proveedoresGet);
      return listProveedoresPage(db, request.query);
    },
  );

  app.post(
    '/proveedores',
    { config: { permission: P.proveedoresPost }, schema: { body: proveedorBodySchema, response: { 201: proveedorSchema } } },
    async (request, reply) => reply.code(201).send(await createProveedor(db, currentUser(request), request.body)),
  );

  app.get(
    '/proveedores/:id',
    {
      config: { permission: P.proveedoresDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: proveedorSchema } },
    },
    async (request) => getProveedor(db, request.params.id),
  );

  app.put(
    '/proveedores/:id',
    {
      config: { permission: P.proveedoresPut },
      schema: { params: idParamsSchema, body: proveedorBodySchema, response: { 200: proveedorSchema } },
    },
    async (request) => updateProveedor(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/proveedores/:id',
    { config: { permission: P.proveedoresDelete }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteProveedor(db, currentUser(request), request.params.id);
      return { message: 'Proveedor eliminado correctamente.' };
    },
  );

  app.get(
    '/proveedores/:id/productos',
    {
      config: { permission: P.proveedoresDetail },
      schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: proveedorProductosPageSchema } },
    },
    async (request) => listProductosDeProveedor(db, request.params.id, request.query),
  );

  app.get(
    '/proveedores/:id/ingresos',
    {
      config: { permission: P.proveedoresDetail },
      schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: proveedorIngresosPageSchema } },
    },
    async (request) => listIngresosDeProveedor(db, request.params.id, request.query),
  );
};
