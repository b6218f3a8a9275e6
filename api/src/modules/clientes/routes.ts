import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientes } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createCliente, deleteCliente, getCliente, listClientesPage, listClientesSelect, listZonas, updateCliente } from './service';

/**
 * clientes: the routes of `clientes` in shared/src/contrato (docs/contactos-y-administracion.md,
 * «Clientes»): GET ?select=true → { clientes }; GET ?search&tipo&provincia&zona&page&pageSize&sort&dir
 * → paged (the same readers: /listados/clientes and the client search of a sale or a quote; sortable
 * columns in CLIENTES_SORT_KEYS); GET zonas (clientes.get) → { zonas }; POST (clientes.post) → 201;
 * GET {id} (clientes.detail.get or cuentas_corrientes.get); PUT {id} (clientes.put); DELETE {id}
 * (clientes.delete, soft; 409 while sales, quotes or a balance point at it) → { message }.
 */
export const clientesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(clientes.listar),
    handler: async (request) => {
      if (request.query.select === 'true') return { clientes: await listClientesSelect(db) };
      return listClientesPage(db, request.query);
    },
  });

  app.route({ ...opciones(clientes.zonas), handler: async () => ({ zonas: await listZonas(db) }) });

  app.route({
    ...opciones(clientes.crear),
    handler: async (request, reply) => reply.code(201).send(await createCliente(db, currentUser(request), request.body)),
  });

  app.route({ ...opciones(clientes.detalle), handler: async (request) => getCliente(db, request.params.id) });

  app.route({
    ...opciones(clientes.actualizar),
    handler: async (request) => updateCliente(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(clientes.eliminar),
    handler: async (request) => {
      await deleteCliente(db, currentUser(request), request.params.id);
      return { message: 'Cliente eliminado correctamente.' };
    },
  });
};
