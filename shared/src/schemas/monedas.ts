import { z } from 'zod';
import { Dec } from '../calc';
import { DECIMAL_4, bodyObject, pagedSchema, pagingQuerySchema } from './common';

/**
 * Currencies and the dollar rate (docs/contactos-y-administracion.md, «Monedas»): GET monedas
 * (catalogos.ts), the provider's reference list, the official-rate refresh, the rate set by hand and
 * its history. Rates are decimal strings in pesos with 4 decimals.
 */

/** One dollar type of the provider's GET /v1/dolares, as the API relays it (compra/venta may be null). */
export const cotizacionDolarSchema = z.object({
  /** The provider's `casa` ('oficial', 'blue', 'contadoconliqui', …). */
  casa: z.string(),
  /** The provider's name ('Oficial', 'Contado con liquidación', …); the screen shows the latter as CCL. */
  nombre: z.string(),
  compra: z.string().nullable(),
  venta: z.string().nullable(),
  /** ISO 8601 instant of the provider's last update. */
  fechaActualizacion: z.string(),
});
export type CotizacionDolar = z.infer<typeof cotizacionDolarSchema>;

/** GET monedas/cotizaciones (monedas.get) → today's dollar types from the provider; 502 when it cannot be reached. */
export const cotizacionesDolarSchema = z.object({ cotizaciones: z.array(cotizacionDolarSchema) });
export type CotizacionesDolar = z.infer<typeof cotizacionesDolarSchema>;

/** 502 of monedas/cotizaciones and monedas/updateValue when the provider does not answer or answers nonsense. */
export const MSG_PROVEEDOR_COTIZACIONES = 'No se pudo consultar el proveedor de cotizaciones. El valor del dólar no cambió.';
/** 200 of GET monedas/updateValue and PUT monedas/2 (docs/contactos-y-administracion.md «Monedas»). */
export const MSG_DOLAR_ACTUALIZADO = 'Valor del dólar actualizado correctamente.';
/** 200 of GET monedas/updateValue when the official rate equals the system one (no history row). */
export const MSG_DOLAR_SIN_CAMBIOS = 'El valor del dólar ya estaba actualizado.';
/** 400 of PUT monedas/{id} for the peso (its value is always 1). */
export const MSG_MONEDA_NO_EDITABLE = 'La cotización del peso es fija: solo se puede cambiar la del dólar.';

/**
 * GET monedas/updateValue (monedas.put) → the message and the system dollar value after the refresh;
 * `pendiente`, the provider's rate kept waiting for confirmation when it jumped too far (else absent).
 */
export const actualizarDolarSchema = z.object({ message: z.string(), valor: z.string(), pendiente: z.string().optional() });
export type ActualizarDolar = z.infer<typeof actualizarDolarSchema>;

/** PUT monedas/{id} body (monedas.put; only id 2): the new rate in pesos, > 0, up to 4 decimals. */
export const monedaValorBodySchema = bodyObject({
  valor: z
    .union([z.string(), z.number()], { message: 'Ingrese una cotización mayor a 0, con hasta 4 decimales.' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => DECIMAL_4.test(v) && Number(v) > 0, { message: 'Ingrese una cotización mayor a 0, con hasta 4 decimales.' }),
});
export type MonedaValorBody = z.input<typeof monedaValorBodySchema>;

/** es-AR text of a rate with 2 decimals ("1.500,00"). */
function tasa2(v: string): string {
  const [int, frac] = new Dec(v).toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

/**
 * 200 of the official refresh when the provider's rate jumped more than `saltoPct` percent from the
 * system one: the value is kept pending (docs/contactos-y-administracion.md, «Monedas»).
 */
export function msgDolarPendiente(pendiente: string, actual: string, saltoPct: string): string {
  return `El dólar oficial del proveedor (${tasa2(pendiente)}) se aparta más de ${new Dec(saltoPct).toString().replace('.', ',')} % del valor actual (${tasa2(actual)}): queda pendiente hasta que alguien con permiso para modificar monedas lo confirme.`;
}
/** 409 of POST monedas/cotizacion-pendiente/confirmar without a pending rate. */
export const MSG_SIN_COTIZACION_PENDIENTE = 'No hay una cotización pendiente de confirmación.';
/** 409 of the confirmation when the pending rate is not the one the user saw. */
export const MSG_COTIZACION_PENDIENTE_CAMBIO = 'La cotización pendiente cambió. Revise el nuevo valor antes de confirmarlo.';

/**
 * GET monedas/cotizacion-pendiente (monedas.get) → the provider's dollar rate waiting for
 * confirmation, or null: the rate, the current one, when it arrived, who asked the provider (null:
 * the scheduled refresh) and the jump in percent (2 decimals, signed).
 */
export const cotizacionPendienteSchema = z.object({
  pendiente: z
    .object({ valor: z.string(), valorActual: z.string(), fecha: z.string(), usuario: z.string().nullable(), variacionPct: z.string() })
    .nullable(),
});
export type CotizacionPendiente = z.infer<typeof cotizacionPendienteSchema>;

/** POST monedas/cotizacion-pendiente/confirmar (monedas.put) { valor }: the pending rate the user saw and confirms. */
export const confirmarPendienteBodySchema = bodyObject({
  valor: z
    .union([z.string(), z.number()], { message: 'Ingrese una cotización mayor a 0, con hasta 4 decimales.' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => DECIMAL_4.test(v) && Number(v) > 0, { message: 'Ingrese una cotización mayor a 0, con hasta 4 decimales.' }),
});
export type ConfirmarPendienteBody = z.input<typeof confirmarPendienteBodySchema>;

export const ORIGENES_COTIZACION = ['manual', 'automatico'] as const;

/** One change of a currency's rate: who (null for the scheduled refresh), when, old and new value, source. */
export const monedaHistorialItemSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  valorAnterior: z.string(),
  valorNuevo: z.string(),
  origen: z.enum(ORIGENES_COTIZACION),
  usuario: z.string().nullable(),
  /** A pending provider rate confirmed by hand: who confirmed it and when (ISO); null otherwise. */
  confirmadoPor: z.string().nullable().optional(),
  confirmadoEn: z.string().nullable().optional(),
});
export type MonedaHistorialItem = z.infer<typeof monedaHistorialItemSchema>;

/**
 * GET monedas/historial?monedaId&fechaDesde&page&pageSize (monedas.get): newest first; pageSize up
 * to 500 so the 90-day chart takes one page. `fechaDesde` YYYY-MM-DD (Buenos Aires).
 */
export const monedaHistorialQuerySchema = pagingQuerySchema.extend({
  monedaId: z.coerce.number({ message: 'Moneda inválida.' }).int({ message: 'Moneda inválida.' }).positive({ message: 'Moneda inválida.' }).default(2),
  fechaDesde: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'La fecha debe tener el formato AAAA-MM-DD.' })
    .optional(),
  pageSize: z.coerce
    .number({ message: 'El tamaño de página debe estar entre 1 y 500.' })
    .int({ message: 'El tamaño de página debe estar entre 1 y 500.' })
    .min(1, { message: 'El tamaño de página debe estar entre 1 y 500.' })
    .max(500, { message: 'El tamaño de página debe estar entre 1 y 500.' })
    .default(10),
});
export type MonedaHistorialQuery = z.input<typeof monedaHistorialQuerySchema>;
export const monedaHistorialPageSchema = pagedSchema(monedaHistorialItemSchema);
