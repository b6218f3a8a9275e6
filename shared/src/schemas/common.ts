import { z } from 'zod';

/**
 * Common building blocks for the request/response schemas shared by the browser and the API.
 * Money travels as decimal strings with 2 decimals ("1234.50"), quantities with up to 4 and
 * rates with up to 4 (docs/dinero-y-cantidades.md): never binary floats on the server.
 */

z.config(z.locales.es());

/** Regular expressions for non-negative decimals with at most N decimals, no thousands separator. */
export const DECIMAL_2 = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
export const DECIMAL_4 = /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/;

/**
 * A non-negative decimal sent as a string or a number, normalised to a string.
 * @param decimals 2 for money, 4 for quantities and rates.
 * @param message the Spanish message shown when the value is malformed.
 */
export function decimalInput(decimals: 2 | 4, message: string) {
  const re = decimals === 2 ? DECIMAL_2 : DECIMAL_4;
  return z
    .union([z.string(), z.number()], { message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => re.test(v), { message });
}

/** Largest id the database holds (PostgreSQL `integer`): a larger id can only be unknown. */
export const ID_MAX = 2_147_483_647;

/** A positive integer id given in a path or query string ("12"), at most ID_MAX. */
export const idParam = z.coerce
  .number({ message: 'Identificador inválido.' })
  .int({ message: 'Identificador inválido.' })
  .positive({ message: 'Identificador inválido.' })
  .max(ID_MAX, { message: 'Identificador inválido.' });

/** A positive integer id inside a JSON body (no coercion: "12" is refused), at most ID_MAX. */
export function idField(message: string) {
  return z.number({ message }).int({ message }).positive({ message }).max(ID_MAX, { message });
}

/**
 * A JSON body object that refuses unknown fields ('Campo no permitido: "x".'), so a typo or a field
 * the API does not take is reported instead of silently ignored (docs/seguridad.md).
 */
export function bodyObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo no permitido: ${issue.keys.map((k) => `"${k}"`).join(', ')}.`
        : issue.code === 'invalid_type'
          ? 'Se esperaba un objeto JSON.'
          : undefined,
  });
}

export const idParamsSchema = z.object({ id: idParam });

/** Highest page number accepted (keeps the row offset inside PostgreSQL's bigint). */
export const PAGE_MAX = 1_000_000_000;

/** Paging query: page from 1, pageSize from 1 to 100 (default table size 10, docs/arquitectura.md). */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Página inválida.' })
    .int({ message: 'Página inválida.' })
    .min(1, { message: 'La página debe ser 1 o mayor.' })
    .max(PAGE_MAX, { message: 'Página inválida.' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'El tamaño de página debe estar entre 1 y 100.' })
    .int({ message: 'El tamaño de página debe estar entre 1 y 100.' })
    .min(1, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .max(100, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** Directions of a sorted list: ascending or descending (docs/arquitectura.md, "Listas"). */
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** 400 for a `sort` that is not one of the list's sortable columns. */
export const MSG_ORDEN_COLUMNA = 'No se puede ordenar la lista por esa columna.';
/** 400 for a `dir` other than asc or desc. */
export const MSG_ORDEN_DIRECCION = "La dirección del orden debe ser 'asc' o 'desc'.";

/**
 * The optional `sort` and `dir` of a paged list query (docs/arquitectura.md, "Listas"): `sort` is one
 * of `keys`, the list's sortable columns named as the API fields of its rows; `dir` is 'asc' or
 * 'desc' (asc when omitted). Without `sort` the list keeps its own default order and `dir` is
 * ignored. Anything else is refused with a Spanish 400 ({@link MSG_ORDEN_COLUMNA},
 * {@link MSG_ORDEN_DIRECCION}); the API only ever orders by a whitelisted column.
 */
export function sortQueryShape<const K extends readonly [string, ...string[]]>(keys: K) {
  return {
    sort: z.enum(keys, { message: MSG_ORDEN_COLUMNA }).optional(),
    dir: z.enum(SORT_DIRS, { message: MSG_ORDEN_DIRECCION }).optional(),
  };
}

/** A paged list response: items of the current page plus paging metadata. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  currentPage: number;
  totalPages: number;
  pageSize: number;
}

/** Every error response of the API: a Spanish message, plus the offending fields on a 400. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The query of a GET that takes no parameters (unknown ones are ignored, as browsers add some). */
export const emptyQuerySchema = z.object({});

/** The body of a POST that takes none: nothing, or an empty JSON object. */
export const emptyBodySchema = bodyObject({}).nullish();

/** A plain message response ({ message }). */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Optional trimmed text: empty becomes null. */
export function optionalText(max: number, message: string) {
  return z
    .string()
    .max(max, { message })
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });
}
