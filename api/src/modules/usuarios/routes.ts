import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBodySchema,
  emptyQuerySchema,
  hasAnyPermission,
  idParamsSchema,
  P,
  passwordBlanqueadaSchema,
  usuarioCreadoSchema,
  usuarioCreateSchema,
  usuarioDetalleSchema,
  usuariosListSchema,
  usuariosQuerySchema,
  usuarioUpdateSchema,
} from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createUsuario, getUsuario, listUsuarios, listVendedores, resetPassword, updateUsuario } from './service';

/**
 * users (docs/contactos-y-administracion.md, «Usuarios»):
 * - GET users?search&roleId&activo&page&pageSize (pageSize up to 100) → { usuarios, total, currentPage,
 *   totalPages }, by name. With usuarios.get every user and field (branch included) and every filter;
 *   with only ventas.get, facturacion.get or presupuestos.get (the seller filters of /ventas and
 *   /presupuestos) only the ACTIVE users with a seller code, as { id, name, cod_vendedor }, `search` only.
 * - GET users/{id} (usuarios.detail.get or usuarios.put) → the user.
 * - POST users (usuarios.post) → 201 { id, password? } (the generated password, once).
 * - PUT users/{id} (usuarios.put) → the user; PUT users/{id}/reset-password (usuarios.put) → { message, password }.
 */
export const usuariosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { permission: [P.usuariosGet, P.ventasGet, P.facturacionGet, P.presupuestosGet] },
      schema: { querystring: usuariosQuerySchema, response: { 200: usuariosListSchema } },
    },
    async (request) =>
      hasAnyPermission(request.user?.permissions, [P.usuariosGet]) ? listUsuarios(db, request.query) : listVendedores(db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { permission: [P.usuariosDetail, P.usuariosPut] },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: usuarioDetalleSchema } },
    },
    async (request) => getUsuario(db, request.params.id),
  );

  app.post(
    '/users',
    { config: { permission: P.usuariosPost }, schema: { body: usuarioCreateSchema, response: { 201: usuarioCreadoSchema } } },
    async (request, reply) => reply.code(201).send(await createUsuario(db, currentUser(request), request.body)),
  );

  app.put(
    '/users/:id',
    {
      config: { permission: P.usuariosPut },
      schema: { params: idParamsSchema, body: usuarioUpdateSchema, response: { 200: usuarioDetalleSchema } },
    },
    async (request) => updateUsuario(db, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/users/:id/reset-password',
    {
      config: { permission: P.usuariosPut },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: passwordBlanqueadaSchema } },
    },
    async (request) => resetPassword(db, currentUser(request), request.params.id),
  );
};
