import { actualizarPreciosBodySchema, CATEGORIAS, type ActualizarPreciosBody } from 'shared';
import { z } from 'shared/forms';

/** How the prices change: by a percentage, or by a new dollar rate. */
export const MODOS_PRECIOS = ['porcentaje', 'cotizacion'] as const;
export type ModoPrecios = (typeof MODOS_PRECIOS)[number];
export const MODO_LABEL: Record<ModoPrecios, string> = {
  porcentaje: 'Porcentaje',
  cotizacion: 'Nueva cotización del dólar',
};

/**
 * What the /actualizar-precios form holds: the filters (categoría '' for all, proveedorId '' for
 * all or the supplier's id, free text) and the mode with its value as typed ('12,5', '-5', '1250').
 */
export interface PreciosFormValues {
  categoria: string;
  proveedorId: string;
  search: string;
  modo: ModoPrecios;
  valor: string;
}

export const PRECIOS_FORM_DEFAULTS: PreciosFormValues = { categoria: '', proveedorId: '', search: '', modo: 'porcentaje', valor: '' };

/**
 * A number as typed in es-AR or with a dot: with a comma, dots are thousands separators and the
 * comma is the decimal one ('1.180,5' → '1180.5', '12,5' → '12.5'); without one, as is ('12.5').
 */
export function normalizarDecimal(texto: string): string {
  const t = texto.trim().replace(/\s+/g, '');
  return t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
}

/** The request body the form values describe (empty filters and an empty value left out). */
export function preciosFormACuerpo(values: PreciosFormValues): ActualizarPreciosBody {
  const valor = normalizarDecimal(values.valor);
  const categoria = CATEGORIAS.find((c) => c === values.categoria);
  return {
    categoria,
    proveedorId: values.proveedorId ? Number(values.proveedorId) : undefined,
    search: values.search.trim() || undefined,
    [values.modo]: valor || undefined,
  };
}

const FILTROS = new Set(['categoria', 'proveedorId', 'search']);

/**
 * The form's schema (for useZodForm of shared/forms): the values become the body of POST
 * productos/actualizar-precios and are checked with the API's own `actualizarPreciosBodySchema`, so
 * the messages are the API's ('El porcentaje admite hasta 2 decimales, entre -99,99 y 1000.',
 * 'Indique un porcentaje o una cotización del dólar.'…; docs/stock-y-productos.md). An error of a
 * filter stays on that filter; any other (the percentage, the rate, neither given) goes on `valor`.
 * The output is the parsed body (percentage or rate as a dot-decimal string, `confirmar` false).
 */
export const preciosFormSchema = z
  .object({
    categoria: z.string(),
    proveedorId: z.string(),
    search: z.string(),
    modo: z.enum(MODOS_PRECIOS),
    valor: z.string(),
  })
  .transform((values, ctx) => {
    const result = actualizarPreciosBodySchema.safeParse(preciosFormACuerpo(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const campo = typeof issue.path[0] === 'string' && FILTROS.has(issue.path[0]) ? issue.path[0] : 'valor';
      ctx.addIssue({ code: 'custom', message: issue.message, path: [campo] });
    }
    return z.NEVER;
  });
