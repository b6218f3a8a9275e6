import type { BodyDe, ParamsDe, QueryDe, RespuestaDe, RutaApi } from '../contrato/ruta';
import { IDEMPOTENCY_HEADER } from '../schemas/idempotencia';

/**
 * Error thrown by the API client for a non-OK response or a network failure.
 * `status` is 0 for a network failure; `message` is the server's Spanish message when it sent one.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never reached the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * Options of one call. `idempotencyKey` is sent as the `Idempotency-Key` header (docs/seguridad.md,
 * «Idempotencia»): the create calls that accept it answer a retry with the same key with the first
 * answer instead of creating twice. Use `useIdempotencyKey` (shared/hooks) to get one per submission.
 */
export interface RequestOptions {
  idempotencyKey?: string;
}

/** What one call sends: the path parameters, the query (GET) or the body (POST/PUT/PATCH/DELETE). */
export interface Entrada {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/** Sends one request: what {@link llamador} returns. */
export type Llamar = <R extends RutaApi>(ruta: R, entrada?: Entrada, opts?: RequestOptions) => Promise<RespuestaDe<R>>;

/** `?a=1&b=x` of the query's defined, non-empty values, or ''. */
function toQuery(q: unknown): string {
  if (!q || typeof q !== 'object') return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    p.set(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The route's path with its `:param`s replaced by the (URL-encoded) values of `params`. */
export function rutaConParams(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, nombre: string) => {
    const valor = params[nombre];
    if (valor === undefined) throw new Error(`Falta el parámetro ${nombre} de ${path}.`);
    return encodeURIComponent(String(valor));
  });
}

/**
 * The function that sends a call of the contract (shared/src/contrato) to `base()` (a trailing '/' dropped) with
 * `fetchImpl`: method and path from the route, cookies always (credentials: 'include'), JSON body,
 * the `Idempotency-Key` header when given. Resolves with the parsed JSON of a 2xx answer (typed by
 * the route's success schema); rejects with ApiError — status and the server's `message` — for any
 * other answer, or status 0 'Error de red' when the request never reached the server.
 */
export function llamador(base: () => string, fetchImpl: () => typeof fetch): Llamar {
  return async <R extends RutaApi>(ruta: R, entrada: Entrada = {}, opts: RequestOptions = {}): Promise<RespuestaDe<R>> => {
    const headers: Record<string, string> = {};
    if (entrada.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
    let res: Response;
    try {
      res = await fetchImpl()(`${base().replace(/\/$/, '')}${rutaConParams(ruta.path, entrada.params)}${toQuery(entrada.query)}`, {
        method: ruta.method,
        credentials: 'include',
        headers: Object.keys(headers).length === 0 ? undefined : headers,
        body: entrada.body === undefined ? undefined : JSON.stringify(entrada.body),
      });
    } catch {
      throw new ApiError(0, 'Error de red');
    }
    const text = await res.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!res.ok) {
      const msg =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : '';
      throw new ApiError(res.status, msg, data);
    }
    return data as RespuestaDe<R>;
  };
}

/** `[valor?: T]` when `T` may be left out (undefined, or an object with no required key), else `[valor: T]`. */
type Argumento<T> = [T] extends [never] ? [] : undefined extends T ? [valor?: T] : Record<never, never> extends T ? [valor?: T] : [valor: T];
/** The positional path parameter of `R` (its only `:param`, e.g. the id), or nothing. */
type ArgParam<R extends RutaApi> = [ParamsDe<R>] extends [never] ? [] : [param: ParamsDe<R>[keyof ParamsDe<R>]];
/** The body of `R`, else its query, else nothing. */
type ArgEntrada<R extends RutaApi> = [BodyDe<R>] extends [never] ? Argumento<QueryDe<R>> : Argumento<BodyDe<R>>;

/** A client method for the route `R`: `(param?, body or query?, opts?) => Promise<answer>`. */
export type Metodo<R extends RutaApi> = (...args: [...ArgParam<R>, ...ArgEntrada<R>, opts?: RequestOptions]) => Promise<RespuestaDe<R>>;

/**
 * The client method of a route of the contract, with its types derived from the route: first the
 * path parameter when the path has one (`:id` → a number), then the body (routes with a body) or
 * the query (the others), then the call's options. Written once per route in shared/src/client;
 * neither path strings nor answer types are repeated there.
 * @example `const anular = metodo(llamar, gastos.anular); await anular(7);`
 */
export function metodo<R extends RutaApi>(llamar: Llamar, ruta: R): Metodo<R> {
  const nombres = [...ruta.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
  if (nombres.length > 1) throw new Error(`${ruta.method} ${ruta.path}: un método de cliente admite un solo parámetro de ruta.`);
  const conEntrada = ruta.schema.body !== undefined || ruta.schema.querystring !== undefined;
  return ((...args: unknown[]) => {
    const resto = [...args];
    const params = nombres.length === 1 ? { [nombres[0]]: resto.shift() as string | number } : undefined;
    const valor = conEntrada ? resto.shift() : undefined;
    const opts = resto.shift() as RequestOptions | undefined;
    const entrada: Entrada = { params, ...(ruta.schema.body !== undefined ? { body: valor } : { query: valor }) };
    return llamar(ruta, entrada, opts);
  }) as Metodo<R>;
}
