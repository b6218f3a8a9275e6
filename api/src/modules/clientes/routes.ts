import type { FastifyPluginAsync } from 'fastify';
import { clienteBodySchema, clientesListQuerySchema, idParamsSchema, P } from 'shared';
import { parseInput } from '../../lib/validation';
import { currentUser, requireAnyPermission } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createCliente, deleteCliente, getCliente, listClientesPage, listClientesSelect, updateCliente } from './service';

/** Client selects are also needed to sell, quote and manage accounts. */
const CLIENT_SELECT_READERS = [P.clientesGet, P.ventasPost, P.presupuestosPost, P.cuentasCorrientesGet] as const;

/**
 * clientes (spec.md 7): GET ?select=true → { clientes }; GET ?search&page&pageSize → paged
 * (clientes.get); POST (clientes.post) → 201; GET {id} (clientes.detail.get); PUT {id}
 * (clientes.put); DELETE {id} (clientes.delete, soft) → { message }.
 */
export const clientesRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  app.get('/clientes', { config: { permission: CLIENT_SELECT_READERS } }, async (request) => {
    const query = parseInput(clientesListQuerySchema, request.query);
    if (query.select === 'true') return { clientes: await listClientesSelect(db) };
    requireAnyPermission(request, P.clientesGet);
    return listClientesPage(db, query);
  });

  app.post('/clientes', { config: { permission: P.clientesPost } }, async (request, reply) => {
    const body = parseInput(clienteBodySchema, request.body);
    return reply.code(201).send(await createCliente(db, currentUser(request), body));
  });

  app.get('/clientes/:id', { config: { permission: [P.clientesDetail, P.cuentasCorrientesGet] } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return getCliente(db, id);
  });

  app.put('/clientes/:id', { config: { permission: P.clientesPut } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(clienteBodySchema, request.body);
    return updateCliente(db, currentUser(request), id, body);
  });

  app.delete('/clientes/:id', { config: { permission: P.clientesDelete } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await deleteCliente(db, currentUser(request), id);
    return { message: 'Cliente eliminado correctamente.' };
  });
};
