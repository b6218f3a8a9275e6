import { emptyBodySchema, emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  passwordBlanqueadaSchema,
  usuarioCreadoSchema,
  usuarioCreateSchema,
  usuarioDetalleSchema,
  usuariosListSchema,
  usuariosQuerySchema,
  usuarioUpdateSchema,
} from '../schemas/usuarios';
import { P } from '../permissions';
import { ruta } from './ruta';

/** users (docs/contactos-y-administracion.md, «Usuarios»; escalation rules in docs/seguridad.md). */
export const usuarios = {
  /**
   * With usuarios.get every user and field (branch included) and every filter; with only ventas.get,
   * facturacion.get or presupuestos.get (the seller filters of /ventas and /presupuestos) only the
   * ACTIVE users with a seller code, as { id, name, cod_vendedor }, `search` only. pageSize up to 100.
   */
  listar: ruta({
    method: 'GET',
    path: '/users',
    acceso: { permission: [P.usuariosGet, P.ventasGet, P.facturacionGet, P.presupuestosGet] },
    resumen: 'Usuarios por nombre, paginados; sin usuarios.get, solo los vendedores activos (id, nombre y código).',
    schema: { querystring: usuariosQuerySchema, response: { 200: usuariosListSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/users/:id',
    acceso: { permission: [P.usuariosDetail, P.usuariosPut] },
    resumen: 'Un usuario, con su rol, comisión, estado y sucursal.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: usuarioDetalleSchema } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/users',
    acceso: { permission: P.usuariosPost },
    resumen: 'Da de alta un usuario; sin contraseña, genera una y la devuelve una sola vez.',
    errores: { 409: 'Ya existe un usuario con ese e-mail o con ese código de vendedor.' },
    schema: { body: usuarioCreateSchema, response: { 201: usuarioCreadoSchema } },
    ejemplos: {
      body: [
        {
          name: 'Lucía Fernández',
          email: 'lucia.fernandez@insumos.com.ar',
          roleId: 2,
          sucursalId: 1,
          cod_vendedor: 'V07',
          comision: '3.50',
          activo: true,
        },
      ],
    },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/users/:id',
    acceso: { permission: P.usuariosPut },
    resumen: 'Modifica un usuario (datos, rol, comisión, estado y sucursal); desactivarlo cierra sus sesiones.',
    errores: {
      409: 'El e-mail o el código de vendedor ya los tiene otro usuario, el usuario intenta desactivarse a sí mismo, o el cambio dejaría sin ningún administrador activo.',
    },
    schema: { params: idParamsSchema, body: usuarioUpdateSchema, response: { 200: usuarioDetalleSchema } },
    ejemplos: {
      body: [
        {
          name: 'Lucía Fernández',
          email: 'lucia.fernandez@insumos.com.ar',
          roleId: 2,
          sucursalId: 2,
          cod_vendedor: 'V07',
          comision: '4.00',
          activo: true,
        },
      ],
    },
  }),
  restablecerContrasena: ruta({
    method: 'PUT',
    path: '/users/:id/reset-password',
    acceso: { permission: P.usuariosPut },
    resumen: 'Genera una contraseña nueva para el usuario, la devuelve una sola vez y cierra todas sus sesiones.',
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: passwordBlanqueadaSchema } },
  }),
};
