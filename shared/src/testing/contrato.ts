import { z } from 'zod';
import { RUTAS, type RutaApi } from '../contrato';

/**
 * The component tests' doubles checked against the API contract (docs/pruebas.md, shared/src/contrato):
 * every answer an msw handler gives is compared with what the route of the contract allows, so a
 * handler cannot drift from the server. {@link setupMswServer} runs it on every mocked answer and
 * fails the test (afterEach) that received one the contract does not allow.
 */

/** The generic error answer of the API: `{ message, errors? }`, plus the details some conflicts carry. */
const errorSchema = z.looseObject({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Header that marks a test's answer as deliberately outside the contract (see {@link fueraDelContrato}). */
const FUERA_DEL_CONTRATO = 'x-prueba-fuera-de-contrato';

/**
 * Marks an msw answer as deliberately outside the contract, so the check lets it through: only
 * for a test of how a screen survives data the API never sends (the texts of docs/fabricacion.md for a run
 * without a branch). `motivo` says why, for the reader.
 * @example `server.use(http.get(url, () => fueraDelContrato(HttpResponse.json(sinSucursal), 'corrida sin sucursal')))`
 */
export function fueraDelContrato<R extends Response>(response: R, motivo: string): R {
  response.headers.set(FUERA_DEL_CONTRATO, encodeURIComponent(motivo));
  return response;
}

interface RutaCompilada {
  ruta: RutaApi;
  patron: RegExp;
  /** Fixed segments first: '/productos/reposicion' wins over '/productos/:id'. */
  parametros: number;
}

let compiladas: RutaCompilada[] | null = null;
function rutasCompiladas(): RutaCompilada[] {
  compiladas ??= RUTAS.map((ruta) => ({
    ruta,
    patron: new RegExp(`^${ruta.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
    parametros: (ruta.path.match(/:/g) ?? []).length,
  })).sort((a, b) => a.parametros - b.parametros);
  return compiladas;
}

/**
 * The route of the contract that answers `method` on `pathname` (below /api: '/gastos/7'), or null.
 */
export function rutaDelContrato(method: string, pathname: string): RutaApi | null {
  return rutasCompiladas().find((c) => c.ruta.method === method && c.patron.test(pathname))?.ruta ?? null;
}

/**
 * Why the answer `response` to `request` breaks the contract, or null when it keeps it:
 * - the request's method and path must be a route of the contract (below `apiUrl`);
 * - a 2xx status must be one the route declares, with a JSON body its schema accepts (exactly:
 *   no field the schema does not name);
 * - an error status the route declares with its own schema must match it; any other error must be
 *   `{ message: string, errors? }` when it has a JSON body (an empty or non-JSON body stands for a
 *   proxy's answer and is allowed).
 * Reads a clone: the response itself stays unread.
 */
export async function infraccionDelContrato(request: Request, response: Response, apiUrl: string): Promise<string | null> {
  const url = new URL(request.url);
  const base = new URL(apiUrl);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const pathname = url.pathname.slice(base.pathname.replace(/\/$/, '').length) || '/';
  const where = `${request.method} ${pathname}`;
  const ruta = rutaDelContrato(request.method, pathname);
  if (!ruta) return `${where}: no es una ruta del contrato (shared/src/contrato).`;

  if (response.headers.has(FUERA_DEL_CONTRATO)) return null;
  const status = response.status;
  const declarado = ruta.schema.response[status];
  const exito = status >= 200 && status < 300;
  if (exito && !declarado) {
    return `${where}: responde ${status}, y el contrato declara ${Object.keys(ruta.schema.response).join(', ')}.`;
  }
  const texto = await response.clone().text();
  let cuerpo: unknown;
  try {
    cuerpo = texto === '' ? undefined : (JSON.parse(texto) as unknown);
  } catch {
    return exito ? `${where}: responde ${status} con un cuerpo que no es JSON.` : null;
  }
  if (!exito && cuerpo === undefined) return null;
  const esquema = declarado ?? errorSchema;
  const parsed = esquema.safeParse(cuerpo);
  if (!parsed.success) {
    const problemas = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
    return `${where}: la respuesta ${status} no cumple su esquema — ${problemas.join('; ')}.`;
  }
  if (declarado) {
    const sobrante = camposSobrantes(parsed.data, cuerpo);
    if (sobrante) return `${where}: la respuesta ${status} tiene el campo «${sobrante}», que su esquema no declara.`;
  }
  return null;
}

/** The first key path of `original` that the parsed value dropped (a field the schema does not name), or null. */
function camposSobrantes(parsed: unknown, original: unknown, path = ''): string | null {
  if (Array.isArray(original)) {
    if (!Array.isArray(parsed)) return null;
    for (let i = 0; i < original.length; i++) {
      const r = camposSobrantes(parsed[i], original[i], `${path}${i}.`);
      if (r) return r;
    }
    return null;
  }
  if (!original || typeof original !== 'object' || !parsed || typeof parsed !== 'object') return null;
  for (const [k, v] of Object.entries(original as Record<string, unknown>)) {
    if (!(k in (parsed as Record<string, unknown>))) {
      if (v === undefined) continue;
      return `${path}${k}`;
    }
    const r = camposSobrantes((parsed as Record<string, unknown>)[k], v, `${path}${k}.`);
    if (r) return r;
  }
  return null;
}
