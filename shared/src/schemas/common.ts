import { z } from 'zod';

/**
 * Common building blocks for the request/response schemas shared by the browser and the API.
 * Money travels as decimal strings with 2 decimals ("1234.50"), quantities with up to 4 and
 * rates with up to 4 (design.md section 2): never binary floats on the server.
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

/** A positive integer id given in a path or query string ("12"). */
export const idParam = z.coerce
  .number({ message: 'Identificador inválido.' })
  .int({ message: 'Identificador inválido.' })
  .positive({ message: 'Identificador inválido.' });

export const idParamsSchema = z.object({ id: idParam });

/** Paging query: page from 1, pageSize from 1 to 100 (default table size 10, spec.md section 9). */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { message: 'La página debe ser 1 o mayor.' }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .max(100, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

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
