import type { z } from 'zod';

/**
 * The API contract (docs/arquitectura.md «El contrato publicado»): every route of the API is
 * declared once here, as data — method, path, who may call it, the zod schemas of what it takes and
 * answers, the conflicts it may answer and examples. The same declaration is what
 * - the API registers (api/src/lib/rutas.ts `opciones`: validation, access, response check),
 * - @fastify/swagger turns into the OpenAPI document (api/openapi.json, GET /api/openapi.json),
 * - the browser client calls (shared/src/client: path, method and types derived, no casts),
 * - the component tests' msw handlers are checked against (shared/src/testing/contrato.ts).
 */

/** An HTTP method of the API. */
export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a route, exactly one of: `public` (no session), `signedIn` (any signed-in user),
 * `permission` (one permission string, or a list of which any admits; docs/permisos.md).
 */
export type Acceso = { public: true } | { signedIn: true } | { permission: string | readonly string[] };

/**
 * The schemas of a route. `params` when the path has `:param`s, `querystring` on GET, `body` on
 * POST/PUT/PATCH (the API refuses to start otherwise); `response` maps each status the route
 * answers with its own shape (success, and errors with more than `{ message }`, such as the 409 of
 * POST ingresos with `confirmaciones`) to its schema.
 */
export interface EsquemasRuta {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

/**
 * The error statuses beyond the generic ones (400, 401, 403, 404, 429, 500, 503, which the
 * document derives from the access and the path) that a route may answer with `{ message }`:
 * each with the Spanish description of when, and optionally the messages as examples. A route that
 * answers an undeclared 409, 422 or 502 fails the API tests (plugins/errors.ts).
 */
export type ErroresRuta = Partial<Record<409 | 422 | 502, string | { cuando: string; mensajes: readonly string[] }>>;

/** One route of the contract. */
export interface RutaApi<M extends MetodoHttp = MetodoHttp, S extends EsquemasRuta = EsquemasRuta> {
  method: M;
  /** The path below `/api`, with `:param` placeholders: '/gastos/anular/:id'. */
  path: string;
  acceso: Acceso;
  schema: S;
  /** What the operation does, one Spanish line: the document's `summary`. */
  resumen: string;
  errores?: ErroresRuta;
  /** Accepts the `Idempotency-Key` header (docs/seguridad.md «Idempotencia»); implies its 422 (key reused with other data) and 409 (key in progress). */
  idempotente?: boolean;
  /**
   * Examples for the document, each checked against its schema by a test (shared/src/contrato):
   * bodies the route accepts (the spec's own payloads where docs/ names them) and answers it gives.
   */
  ejemplos?: { body?: readonly unknown[]; respuesta?: readonly unknown[] };
}

/**
 * Declares a route of the contract, keeping its exact types (method, schemas) for the client and
 * the API. Identity at run time.
 */
export function ruta<const M extends MetodoHttp, const S extends EsquemasRuta>(r: RutaApi<M, S>): RutaApi<M, S> {
  return r;
}

/** The success statuses of a response map (2xx). */
type Exito<R extends Record<number, z.ZodType>> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** What a call to `R` answers on success: the output of its 2xx schema. */
export type RespuestaDe<R extends RutaApi> = z.output<R['schema']['response'][Exito<R['schema']['response']>]>;
/** The body `R` takes (its schema's input), or never. */
export type BodyDe<R extends RutaApi> = R['schema']['body'] extends z.ZodType ? z.input<R['schema']['body']> : never;
/** The query `R` takes (its schema's input), or never. */
export type QueryDe<R extends RutaApi> = R['schema']['querystring'] extends z.ZodType ? z.input<R['schema']['querystring']> : never;
/** The path parameters of `R` as their parsed values ({ id: number }), or never. */
export type ParamsDe<R extends RutaApi> = R['schema']['params'] extends z.ZodType ? z.output<R['schema']['params']> : never;
