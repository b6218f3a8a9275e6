import type { FastifyInstance } from 'fastify';

/**
 * Security headers of every API answer, errors included (docs/seguridad.md «Transporte y bordes»).
 * The API only answers JSON, so its policy forbids everything a document could load; in production
 * the proxy (deploy/nginx.conf) hides these and sends the site's own, so a browser sees one set.
 * A small hook rather than @fastify/helmet: five fixed values, no dependency.
 */
export const CABECERAS_SEGURIDAD: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/** HSTS for one year, sent only on a request that arrived by HTTPS (browsers ignore it over HTTP). */
export const HSTS = 'max-age=31536000';

/**
 * Adds {@link CABECERAS_SEGURIDAD} to every response, and {@link HSTS} when the request came by
 * HTTPS (`request.protocol`: the connection itself, or X-Forwarded-Proto from the proxy with
 * TRUST_PROXY). `pnpm start` (plain HTTP on localhost) gets no HSTS. A Content-Security-Policy the
 * route set itself is kept (GET /api/docs, whose page loads scripts and styles: plugins/openapi.ts).
 */
export function registerCabeceras(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route that sets its own policy keeps it: only the reference page does (plugins/openapi.ts).
    const propia = reply.getHeader('content-security-policy');
    reply.headers(CABECERAS_SEGURIDAD);
    if (propia) reply.header('content-security-policy', propia);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
