import type { FastifyPluginAsync } from 'fastify';
import { changePasswordBodySchema, idParam, loginBodySchema } from 'shared';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie, sha256 } from '../../plugins/auth';
import type { Deps } from '../../types';
import { changePassword, login, logout, MSG_CONTRASENA_OK } from './service';

const userIdParams = z.object({ userId: idParam });

/** auth/*: login, current user, logout, password change (spec.md 7, design.md 7). */
export const authRoutes: FastifyPluginAsync<Deps> = async (app, { db, config }) => {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs },
      },
    },
    async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body);
      const { token, user } = await login(db, config, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, config, token);
      return { user };
    },
  );

  app.get('/auth/me', async (request) => currentUser(request));

  app.post('/auth/logout', { config: { public: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await logout(db, sha256(token));
    clearSessionCookie(reply, config);
    return { message: 'Sesión cerrada correctamente.' };
  });

  app.put('/auth/change-password/:userId', async (request) => {
    const { userId } = parseInput(userIdParams, request.params);
    const { newPassword } = parseInput(changePasswordBodySchema, request.body);
    await changePassword(db, currentUser(request), request.sessionTokenHash, userId, newPassword);
    return { message: MSG_CONTRASENA_OK };
  });
};
