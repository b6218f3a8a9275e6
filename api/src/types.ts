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
     * Checked by the single hook of plugins/auth.ts. Every route declares exactly one of
     * `permission`, `signedIn` or `public` (plugins/contract.ts refuses to start otherwise).
     */
    permission?: string | readonly string[];
    /** Any signed-in user, whatever their permissions (e.g. the current-user call). */
    signedIn?: true;
    /** No session needed (login, logout). */
    public?: true;
  }
  interface FastifyRequest {
    /** The signed-in user (set by the auth hook), null on public routes without a session. */
    user: SessionUser | null;
    /** SHA-256 of the session id of this request, when there is a valid session. */
    sessionTokenHash: string | null;
  }
}
