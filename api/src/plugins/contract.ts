import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/errors';
import { comprobarRespuesta } from '../lib/json-sql';

/**
 * The route contract (docs/seguridad.md): every route declares who may call it and the schemas of
 * what it takes, and the framework enforces both. Checked once per route at start-up, so a route
 * that forgets either cannot be registered.
 *
 * - Access: exactly one of `config.public` (no session), `config.signedIn` (any signed-in user) or
 *   `config.permission` (one permission, or several of which any admits). The single hook of
 *   plugins/auth.ts enforces it.
 * - Input: `schema.params` when the path has parameters, `schema.querystring` on GET, `schema.body`
 *   on POST/PUT/PATCH: shared zod schemas, validated by fastify-type-provider-zod before the
 *   handler runs (a 400 with the Spanish message of the first issue otherwise).
 * - Output: `schema.response` maps a status to its shared zod schema. The handler's value is sent
 *   as `JSON.stringify` writes it, in production and in the tests alike; with `checkResponses` (the
 *   tests) that very text is first parsed with its schema and must equal it exactly
 *   (`comprobarRespuesta`, lib/json-sql.ts, which also checks the text of `enviarJson`), so a field
 *   the schema does not name (a hash, a token) or a wrong type fails the test that caused it.
 */

/** How a route is reached, as declared: what the access-matrix test reads. */
export interface RouteContract {
  method: string;
  /** Full path with the /api prefix and `:param` placeholders. */
  url: string;
  access: { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permission'; anyOf: readonly string[] };
  schema: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<number, z.ZodType>;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its declared access and schemas (HEAD and OPTIONS left out). */
    routeContracts: RouteContract[];
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Throws (failing start-up) when a route does not declare its access and input as described above. */
export function contractOf(route: RouteOptions): RouteContract | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return null;
  if (methods.length !== 1) throw new Error(`Ruta ${route.url}: declare un método por ruta.`);
  const method = methods[0];
  const where = `${method} ${route.url}`;
  const config = (route.config ?? {}) as { public?: boolean; signedIn?: boolean; permission?: string | readonly string[] };

  const declared = [config.public === true, config.signedIn === true, config.permission !== undefined].filter(Boolean).length;
  if (declared !== 1) {
    throw new Error(`${where}: declare exactamente uno de config.public, config.signedIn o config.permission.`);
  }
  let access: RouteContract['access'];
  if (config.public) access = { kind: 'public' };
  else if (config.signedIn) access = { kind: 'signedIn' };
  else {
    const anyOf = typeof config.permission === 'string' ? [config.permission] : [...(config.permission ?? [])];
    if (anyOf.length === 0) throw new Error(`${where}: config.permission no puede ser una lista vacía.`);
    access = { kind: 'permission', anyOf };
  }

  const schema = (route.schema ?? {}) as FastifySchema & RouteContract['schema'];
  if (route.url.includes(':') && !schema.params) throw new Error(`${where}: falta schema.params.`);
  if (method === 'GET' && !schema.querystring) throw new Error(`${where}: falta schema.querystring.`);
  if (BODY_METHODS.has(method) && !schema.body) throw new Error(`${where}: falta schema.body.`);
  return {
    method,
    url: route.url,
    access,
    schema: { params: schema.params, querystring: schema.querystring, body: schema.body, response: schema.response },
  };
}

/**
 * Installs the contract on `app` (before any route): zod validation of params, query and body,
 * the response serializer, the start-up check of every route and `app.routeContracts`.
 * Also refuses any text containing a NUL character (PostgreSQL cannot store it) with a 400.
 */
export function registerContract(app: FastifyInstance, options: { checkResponses: boolean }): void {
  app.decorate('routeContracts', [] as RouteContract[]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const zodSchema = schema as unknown as z.ZodType;
    if (!options.checkResponses) return (data) => JSON.stringify(data);
    // The same text production sends, checked before it goes (as enviarJson checks its own text).
    return (data) => {
      const texto = JSON.stringify(data);
      comprobarRespuesta(zodSchema, texto, `${httpStatus} de ${method} ${url}`);
      return texto;
    };
  });
  app.addHook('onRoute', (route) => {
    const contract = contractOf(route);
    if (contract) app.routeContracts.push(contract);
  });
  // A callback hook, not an async one: no promise per request for a check that never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      done(new AppError(400, 'El texto contiene caracteres no permitidos.'));
      return;
    }
    done();
  });
}

/** True when any string (or key) inside `value` contains U+0000. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  }
  return false;
}
