import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAnyPermission, P } from 'shared';
import { usuarios } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { createUsuario, getUsuario, listUsuarios, listVendedores, resetPassword, updateUsuario } from './service';

/**
 * users: the routes of `usuarios` in shared/src/contrato (docs/contactos-y-administracion.md, «Usuarios»):
 * - GET users?search&roleId&activo&page&pageSize (pageSize up to 100) → { usuarios, total, currentPage,
 *   totalPages }, by name. With usuarios.get every user and field (branch included) and every filter;
 *   with only ventas.get, facturacion.get or presupuestos.get (the seller filters of /ventas and
 *   /presupuestos) only the ACTIVE users with a seller code, as { id, name, cod_vendedor }, `search` only.
 * - GET users/{id} (usuarios.detail.get or usuarios.put) → the user.
 * - POST users (usuarios.post) → 201 { id, password? } (the generated password, once).
 * - PUT users/{id} (usuarios.put) → the user; PUT users/{id}/reset-password (usuarios.put) → { message, password }.
 */
export const usuariosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({
    ...opciones(usuarios.listar),
    handler: async (request) =>
      hasAnyPermission(request.user?.permissions, [P.usuariosGet]) ? listUsuarios(db, request.query) : listVendedores(db, request.query),
  });

  app.route({ ...opciones(usuarios.detalle), handler: async (request) => getUsuario(db, request.params.id) });

  app.route({
    ...opciones(usuarios.crear),
    handler: async (request, reply) => reply.code(201).send(await createUsuario(db, currentUser(request), request.body)),
  });

  app.route({
    ...opciones(usuarios.actualizar),
    handler: async (request) => updateUsuario(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(usuarios.restablecerContrasena),
    handler: async (request) => resetPassword(db, currentUser(request), request.params.id),
  });
};
