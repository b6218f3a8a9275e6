import type { FastifyBaseLogger } from 'fastify';
import { Dec, MSG_PROVEEDOR_COTIZACIONES, toQuantity, type CotizacionDolar } from 'shared';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * Client of the dollar-rates provider (dolarapi.com; docs/contactos-y-administracion.md, «Monedas»):
 * GET {baseUrl}/v1/dolares answers an array of dollar types (`casa`, `nombre`, `compra`, `venta`,
 * `fechaActualizacion`). Rates come back as decimal strings with 4 decimals, never as floats.
 */

/** What the client needs to log: the cause of a failed call (the caller only sees the 502). */
export type ProveedorLog = Pick<FastifyBaseLogger, 'warn'>;

/** Largest rate numeric(14,4) holds (10 integer digits): anything larger is nonsense from the provider. */
const RATE_MAX = new Dec('9999999999.9999');
/** Largest body read from the provider (the real answer is about 2 kB). */
const BODY_MAX_CHARS = 1_000_000;

/** True when `v` is a finite rate between 0 and {@link RATE_MAX}. */
function enRango(v: number | string): boolean {
  try {
    const d = new Dec(v);
    return d.isFinite() && d.gte(0) && d.lte(RATE_MAX);
  } catch {
    return false;
  }
}

/** A rate as the provider sends it: a JSON number or a numeric string, null or missing; ≥ 0 and within numeric(14,4). */
const importeProveedor = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/)])
  .nullish()
  .refine((v) => v === null || v === undefined || enRango(v))
  .transform((v) => (v === null || v === undefined ? null : toQuantity(v)));

const cotizacionProveedorSchema = z.object({
  casa: z.string().trim().min(1),
  nombre: z.string().trim().min(1),
  compra: importeProveedor,
  venta: importeProveedor,
  fechaActualizacion: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)))
    .transform((s) => new Date(s).toISOString()),
});

const respuestaProveedorSchema = z.array(cotizacionProveedorSchema);

/** The `casa` whose `venta` becomes the system dollar (moneda 2). */
export const CASA_OFICIAL = 'oficial';

/**
 * Today's dollar types from the provider, in its order: `{ casa, nombre, compra, venta,
 * fechaActualizacion }` with compra/venta as 4-decimal strings in pesos (or null) and the date as ISO 8601.
 * @param cfg `config.cotizaciones`: base URL (no trailing slash needed) and the time allowed (ms) for the whole call.
 * @throws AppError 502 MSG_PROVEEDOR_COTIZACIONES when the provider cannot be reached, takes longer than
 *   `timeoutMs`, answers a non-2xx status, invalid JSON or another shape; the cause goes to `log`.
 */
export async function consultarCotizaciones(cfg: AppConfig['cotizaciones'], log: ProveedorLog): Promise<CotizacionDolar[]> {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/v1/dolares`;
  const fallo = (causa: string, err?: unknown): AppError => {
    log.warn({ err, url }, `Proveedor de cotizaciones: ${causa}`);
    return new AppError(502, MSG_PROVEEDOR_COTIZACIONES);
  };

  let text: string;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(cfg.timeoutMs) });
    text = await res.text();
    if (!res.ok) throw fallo(`respondió ${res.status}`);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const nombre = (err as { name?: string } | null)?.name;
    throw fallo(nombre === 'TimeoutError' ? `sin respuesta en ${cfg.timeoutMs} ms` : 'no se pudo conectar', err);
  }
  if (text.length > BODY_MAX_CHARS) throw fallo('respuesta demasiado grande');

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw fallo('la respuesta no es JSON', err);
  }
  const parsed = respuestaProveedorSchema.safeParse(json);
  if (!parsed.success) throw fallo(`respuesta con otra forma: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/**
 * The official sell rate ('oficial', `venta`) of the provider, 4 decimals.
 * @throws AppError 502 MSG_PROVEEDOR_COTIZACIONES as {@link consultarCotizaciones}, and when the list has
 *   no 'oficial' type or its venta is missing or zero.
 */
export async function consultarDolarOficial(cfg: AppConfig['cotizaciones'], log: ProveedorLog): Promise<string> {
  const lista = await consultarCotizaciones(cfg, log);
  const oficial = lista.find((c) => c.casa.toLowerCase() === CASA_OFICIAL);
  if (!oficial || oficial.venta === null || new Dec(oficial.venta).lte(0)) {
    log.warn({ url: cfg.baseUrl, oficial: oficial ?? null }, 'Proveedor de cotizaciones: sin venta del dólar oficial');
    throw new AppError(502, MSG_PROVEEDOR_COTIZACIONES);
  }
  return oficial.venta;
}
