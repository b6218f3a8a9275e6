import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  emptyBodySchema,
  emptyQuerySchema,
  idParam,
  loginBodySchema,
  messageSchema,
  sessionUserSchema,
} from 'shared';
import { z } from 'zod';
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie, sha256 } from '../../plugins/auth';
import type { Deps } from '../../types';
import { changePassword, login, logout, MSG_CONTRASENA_OK } from './service';

const userIdParams = z.object({ userId: idParam });

/** auth/*: login, current user, logout, password change (rules in docs/seguridad.md). */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs },
      },
      schema: { body: loginBodySchema, response: { 200: z.object({ user: sessionUserSchema }) } },
    },
    async (request, reply) => {
      const { token, user } = await login(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      setSessionCookie(reply, config, token);
      return { user };
    },
  );

  app.get(
    '/auth/me',
    { config: { signedIn: true }, schema: { querystring: emptyQuerySchema, response: { 200: sessionUserSchema } } },
    async (request) => currentUser(request),
  );

  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await logout(db, sha256(token));
      clearSessionCookie(reply, config);
      return { message: 'Sesión cerrada correctamente.' };
    },
  );

  app.put(
    '/auth/change-password/:userId',
    {
      // Any signed-in user may change their own password (giving the current one); another user's
      // needs usuarios.put and the rules of docs/seguridad.md «Escalamiento de permisos» (service).
      config: { signedIn: true },
      schema: { params: userIdParams, body: changePasswordBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changePassword(db, config, currentUser(request), request.sessionTokenHash, request.params.userId, request.body);
      return { message: MSG_CONTRASENA_OK };
    },
  );
};
