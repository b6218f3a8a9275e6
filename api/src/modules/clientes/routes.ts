import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clienteBodySchema,
  clienteSchema,
  clientesListQuerySchema,
  clientesPageSchema,
  clientesSelectSchema,
  clientesZonasSchema,
  emptyQuerySchema,
  idParamsSchema,
  messageSchema,
  P,
} from 'shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createCliente, deleteCliente, getCliente, listClientesPage, listClientesSelect, listZonas, updateCliente } from './service';

/**
 * The client select and search (the paged list) are also needed to sell, quote and manage accounts:
 * the same clients and fields for every reader.
 */
const CLIENT_SELECT_READERS = [P.clientesGet, P.ventasPost, P.presupuestosPost, P.cuentasCorrientesGet] as const;

/**
 * clientes (docs/contactos-y-administracion.md, «Clientes»): GET ?select=true → { clientes }; GET
 * ?search&tipo&provincia&zona&page&pageSize&sort&dir → paged (the same readers: /listados/clientes
 * and the client search of a sale or a quote; sortable columns in CLIENTES_SORT_KEYS); GET zonas
 * (clientes.get) → { zonas }; POST (clientes.post) → 201; GET {id} (clientes.detail.get); PUT {id}
 * (clientes.put); DELETE {id} (clientes.delete, soft; 409 while sales, quotes or a balance point at
 * it) → { message }.
 */
export const clientesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/clientes',
    {
      config: { permission: CLIENT_SELECT_READERS },
      schema: { querystring: clientesListQuerySchema, response: { 200: z.union([clientesSelectSchema, clientesPageSchema]) } },
    },
    async (request) => {
      if (request.query.select === 'true') return { clientes: await listClientesSelect(db) };
      return listClientesPage(db, request.query);
    },
  );

  app.get(
    '/clientes/zonas',
    { config: { permission: P.clientesGet }, schema: { querystring: emptyQuerySchema, response: { 200: clientesZonasSchema } } },
    async () => ({ zonas: await listZonas(db) }),
  );

  app.post(
    '/clientes',
    { config: { permission: P.clientesPost }, schema: { body: clienteBodySchema, response: { 201: clienteSchema } } },
    async (request, reply) => reply.code(201).send(await createCliente(db, currentUser(request), request.body)),
  );

  app.get(
    '/clientes/:id',
    {
      config: { permission: [P.clientesDetail, P.cuentasCorrientesGet] },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: clienteSchema } },
    },
    async (request) => getCliente(db, request.params.id),
  );

  app.put(
    '/clientes/:id',
    {
      config: { permission: P.clientesPut },
      schema: { params: idParamsSchema, body: clienteBodySchema, response: { 200: clienteSchema } },
    },
    async (request) => updateCliente(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/clientes/:id',
    { config: { permission: P.clientesDelete }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteCliente(db, currentUser(request), request.params.id);
      return { message: 'Cliente eliminado correctamente.' };
    },
  );
};
