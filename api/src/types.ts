import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { SessionUser } from 'shared';

/** What every module receives: the database and the configuration. */
export interface Deps {
  db: Db;
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Permission(s) required by the route; with several, holding ANY of them admits the user.
     * Omitted: any signed-in user. Checked by the single hook of plugins/auth.ts.
     */
    permission?: string | readonly string[];
    /** No session needed (login, logout). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user (set by the auth hook), null on public routes without a session. */
    user: SessionUser | null;
    /** SHA-256 of the session id of this request, when there is a valid session. */
    sessionTokenHash: string | null;
  }
}
