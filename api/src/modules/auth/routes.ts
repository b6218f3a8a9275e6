import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie, sha256 } from '../../plugins/auth';
import type { Deps } from '../../types';
import { changePassword, login, logout, MSG_CONTRASENA_OK } from './service';

/** auth/*: the routes of `auth` in shared/src/contrato (login, current user, logout, password change; rules in docs/seguridad.md). */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(auth.login, { rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs } }),
    handler: async (request, reply) => {
      const { token, user } = await login(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      setSessionCookie(reply, config, token);
      return { user };
    },
  });

  app.route({ ...opciones(auth.yo), handler: async (request) => currentUser(request) });

  app.route({
    ...opciones(auth.logout),
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await logout(db, sha256(token));
      clearSessionCookie(reply, config);
      return { message: 'Sesión cerrada correctamente.' };
    },
  });

  // Any signed-in user may change their own password (giving the current one); another user's
  // needs usuarios.put and the rules of docs/seguridad.md «Escalamiento de permisos» (service).
  app.route({
    ...opciones(auth.cambiarContrasena),
    handler: async (request) => {
      await changePassword(db, config, currentUser(request), request.sessionTokenHash, request.params.userId, request.body);
      return { message: MSG_CONTRASENA_OK };
    },
  });
};
