import { z } from 'zod';
import { changePasswordBodySchema, loginBodySchema, sessionUserSchema } from '../schemas/auth';
import { emptyBodySchema, emptyQuerySchema, idParam, messageSchema } from '../schemas/common';
import { ruta } from './ruta';

/** auth: sign-in, current user, sign-out, password change (rules in docs/seguridad.md). */
export const auth = {
  login: ruta({
    method: 'POST',
    path: '/auth/login',
    acceso: { public: true },
    resumen: 'Inicia sesión con e-mail y contraseña: deja la cookie de sesión y devuelve el usuario.',
    schema: { body: loginBodySchema, response: { 200: z.object({ user: sessionUserSchema }) } },
    ejemplos: { body: [{ email: 'vendedor@demo.local', password: 'Mostrador2024!' }] },
  }),
  yo: ruta({
    method: 'GET',
    path: '/auth/me',
    acceso: { signedIn: true },
    resumen: 'El usuario de la sesión, con su rol, sus permisos, su sucursal y su descuento máximo.',
    schema: { querystring: emptyQuerySchema, response: { 200: sessionUserSchema } },
  }),
  logout: ruta({
    method: 'POST',
    path: '/auth/logout',
    acceso: { public: true },
    resumen: 'Cierra la sesión de la cookie, si la hay, y borra la cookie.',
    schema: { body: emptyBodySchema, response: { 200: messageSchema } },
  }),
  /**
   * Any signed-in user may change their own password (giving the current one); another user's
   * needs usuarios.put and the rules of docs/seguridad.md «Escalamiento de permisos» (service).
   */
  cambiarContrasena: ruta({
    method: 'PUT',
    path: '/auth/change-password/:userId',
    acceso: { signedIn: true },
    resumen: 'Cambia la contraseña propia (con la actual) o, con usuarios.put, la de otro usuario; cierra sus otras sesiones.',
    schema: { params: z.object({ userId: idParam }), body: changePasswordBodySchema, response: { 200: messageSchema } },
    ejemplos: {
      body: [
        { passwordActual: 'Mostrador2024!', newPassword: 'Embalaje-48mm-2025' },
        { newPassword: 'OtraClave123!' },
      ],
    },
  }),
};
