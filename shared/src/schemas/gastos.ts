import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema } from './common';

/** Expenses (gastos; docs/cajas-gastos-comisiones.md). Money 2 decimals in the expense's currency; annulled, never deleted. */

export const CATEGORIAS_GASTO = [
  'Alquiler',
  'Servicios',
  'Sueldos y cargas sociales',
  'Impuestos y tasas',
  'Fletes y envíos',
  'Insumos y librería',
  'Mantenimiento',
  'Publicidad',
  'Bancarios y comisiones',
  'Otros',
] as const;
export type CategoriaGasto = (typeof CATEGORIAS_GASTO)[number];

export const MSG_GASTO_NO_ENCONTRADO = 'No se encontró el gasto.';
export const MSG_GASTO_YA_ANULADO = 'El gasto ya está anulado.';
/** 200 of PUT /gastos/anular/{id}. */
export const MSG_GASTO_ANULADO_OK = 'Gasto anulado correctamente.';
/** 400 of POST /gastos: a supplier that does not exist or was deleted. */
export const MSG_GASTO_PROVEEDOR_INVALIDO = 'El proveedor no existe o fue dado de baja.';
/** 400 of POST /gastos: a payment method that does not exist or was deleted. */
export const MSG_GASTO_METODO_INVALIDO = 'Método de pago inválido.';
/** 400 of POST /gastos: a currency that does not exist. */
export const MSG_GASTO_MONEDA_INVALIDA = 'Moneda inválida.';
/** 'YYYY-MM-DD' that is a real calendar day ('2025-02-30' is refused). */
const fechaIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { message: 'Fecha inválida.' });

/**
 * POST /gastos (gastos.post) → 201 { id }. With `cajaId` (an open box of the same currency) the
 * expense is paid from that box: an EGRESO with origin gasto, refused when the box lacks the money.
 */
export const gastoBodySchema = bodyObject({
  fecha: fechaIso,
  categoria: z.enum(CATEGORIAS_GASTO, { message: 'Categoría inválida.' }),
  descripcion: z
    .string({ message: 'Debe ingresar una descripción.' })
    .trim()
    .min(1, { message: 'Debe ingresar una descripción.' })
    .max(200, { message: 'La descripción no puede superar los 200 caracteres.' }),
  monto: decimalInput(2, 'El monto debe ser mayor a cero, con hasta 2 decimales.').refine((v) => Number(v) > 0, {
    message: 'El monto debe ser mayor a cero, con hasta 2 decimales.',
  }),
  monedaId: idField('Moneda inválida.'),
  metodoPagoId: idField('Debe seleccionar un método de pago.'),
  proveedorId: idField('Proveedor inválido.').nullish(),
  cajaId: idField('Caja inválida.').nullish(),
});
export type GastoBody = z.input<typeof gastoBodySchema>;
/** 201 of POST /gastos: the new expense's id. */
export const gastoCreateResponseSchema = z.object({ id: z.number().int() });

const ref = z.object({ id: z.number().int(), nombre: z.string() });
export const gastoSchema = z.object({
  id: z.number().int(),
  /** ISO instant: 00:00 Buenos Aires time of the expense's date (format it as a date in that zone). */
  fecha: z.string(),
  categoria: z.string(),
  descripcion: z.string(),
  monto: z.string(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  metodoPago: ref,
  proveedor: ref.nullable(),
  caja: z.object({ id: z.number().int(), sucursal: ref }).nullable(),
  anulado: z.boolean(),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Gasto = z.infer<typeof gastoSchema>;

/** GET /gastos?fechaDesde&fechaHasta&categoria&monedaId&anulado&page&pageSize (gastos.get), newest first. */
export const gastosListQuerySchema = pagingQuerySchema.extend({
  fechaDesde: fechaIso.optional(),
  fechaHasta: fechaIso.optional(),
  categoria: z.enum(CATEGORIAS_GASTO, { message: 'Categoría inválida.' }).optional(),
  monedaId: z.coerce.number({ message: 'Moneda inválida.' }).int({ message: 'Moneda inválida.' }).min(1, { message: 'Moneda inválida.' }).max(2, { message: 'Moneda inválida.' }).optional(),
  /** 'true' only annulled; 'false' (default for totals) only active; absent both. */
  anulado: z.enum(['true', 'false'], { message: 'Filtro inválido.' }).optional(),
});
export type GastosListQuery = z.input<typeof gastosListQuerySchema>;

/** The page plus totals over every non-annulled expense matching the filters, per currency. */
export const gastosPageSchema = z.object({
  items: z.array(gastoSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  totales: z.object({
    porCategoria: z.array(z.object({ categoria: z.string(), monedaId: z.number().int(), total: z.string() })),
    /** mes as 'YYYY-MM' (Buenos Aires time). */
    porMes: z.array(z.object({ mes: z.string(), monedaId: z.number().int(), total: z.string() })),
    porMoneda: z.array(z.object({ monedaId: z.number().int(), total: z.string() })),
  }),
});
export type GastosPage = z.infer<typeof gastosPageSchema>;
