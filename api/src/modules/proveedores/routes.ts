import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { P } from 'shared';
import { proveedores } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
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

/**
 * proveedores: the routes of `proveedores` in shared/src/contrato (docs/contactos-y-administracion.md,
 * «Proveedores»): GET ?select=true → { proveedores: [{ id, nombre }] } (proveedores.get or stock.get:
 * the product forms and the stock entry need it); GET ?search&page&pageSize&sort&dir → paged
 * (proveedores.get, checked here); POST (proveedores.post) → 201; GET {id} (proveedores.detail.get);
 * PUT {id} (proveedores.put); DELETE {id} (proveedores.delete, soft; 409 while products, stock
 * entries or expenses point at it) → { message }; GET {id}/productos and {id}/ingresos
 * (proveedores.detail.get), paged.
 */
export const proveedoresRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(proveedores.listar),
    handler: async (request) => {
      if (request.query.select === 'true') return { proveedores: await listProveedoresSelect(db) };
      requireAnyPermission(request, P.proveedoresGet);
      return listProveedoresPage(db, request.query);
    },
  });

  app.route({
    ...opciones(proveedores.crear),
    handler: async (request, reply) => reply.code(201).send(await createProveedor(db, currentUser(request), request.body)),
  });

  app.route({ ...opciones(proveedores.detalle), handler: async (request) => getProveedor(db, request.params.id) });

  app.route({
    ...opciones(proveedores.actualizar),
    handler: async (request) => updateProveedor(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(proveedores.eliminar),
    handler: async (request) => {
      await deleteProveedor(db, currentUser(request), request.params.id);
      return { message: 'Proveedor eliminado correctamente.' };
    },
  });

  app.route({
    ...opciones(proveedores.productos),
    handler: async (request) => listProductosDeProveedor(db, request.params.id, request.query),
  });

  app.route({
    ...opciones(proveedores.ingresos),
    handler: async (request) => listIngresosDeProveedor(db, request.params.id, request.query),
  });
};
