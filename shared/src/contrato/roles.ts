import { emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import { rolCreateSchema, rolesListSchema, rolSchema, rolUpdateSchema } from '../schemas/usuarios';
import { P } from '../permissions';
import { ruta } from './ruta';

/** roles (docs/contactos-y-administracion.md, «Roles»; escalation rules in docs/seguridad.md). */
export const roles = {
  /** roles.get, or the user screens' usuarios.get / usuarios.post (their role pickers). */
  listar: ruta({
    method: 'GET',
    path: '/roles',
    acceso: { permission: [P.rolesGet, P.usuariosGet, P.usuariosPost] },
    resumen: 'Los roles por nombre, con sus permisos, su descuento máximo y cuántos usuarios los tienen.',
    schema: { querystring: emptyQuerySchema, response: { 200: rolesListSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/roles/:id',
    acceso: { permission: [P.rolesDetail, P.rolesPut] },
    resumen: 'Un rol, con sus permisos.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: rolSchema } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/roles',
    acceso: { permission: P.rolesPost },
    resumen: 'Crea un rol con permisos que quien lo crea también tiene.',
    errores: { 409: 'Ya existe un rol con ese nombre (sin distinguir mayúsculas).' },
    schema: { body: rolCreateSchema, response: { 201: rolSchema } },
    ejemplos: {
      body: [
        { name: 'Rol del contrato' },
        { name: 'Depósito', permissions: ['home.get', 'stock.get', 'ingresos.get', 'ingresos.post'], descuentoMaximo: '0.00' },
      ],
    },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/roles/:id',
    acceso: { permission: P.rolesPut },
    resumen: 'Cambia el nombre, la lista completa de permisos y el descuento máximo de un rol.',
    errores: { 409: 'Ya existe otro rol con ese nombre, o se quitan permisos al rol Administrador (conserva todos).' },
    schema: { params: idParamsSchema, body: rolUpdateSchema, response: { 200: rolSchema } },
    ejemplos: {
      body: [{ name: 'Depósito central', permissions: ['home.get', 'stock.get', 'ingresos.get'], descuentoMaximo: '5.00' }],
    },
  }),
  eliminar: ruta({
    method: 'DELETE',
    path: '/roles/:id',
    acceso: { permission: P.rolesDelete },
    resumen: 'Elimina un rol que ningún usuario tiene.',
    errores: { 409: 'Es el rol Administrador, o todavía lo tiene algún usuario (activo o no).' },
    schema: { params: idParamsSchema, response: { 200: messageSchema } },
  }),
};
