import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema, pagedSchema } from './common';

/**
 * Seller commissions (comisiones; docs/cajas-gastos-comisiones.md). The commission of a sale is the
 * sum of its lines' stored `comisionVendedor` (2 decimals, the sale's currency); annulled sales earn
 * none. Paid and owed amounts are per currency.
 */

/** 'YYYY-MM-DD' that is a real calendar day ('2025-02-30' is refused). */
const fechaIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { message: 'Fecha inválida.' });
const vendedorRef = z.object({ id: z.number().int(), name: z.string(), cod_vendedor: z.string().nullable() });
const vendedorIdQuery = z.coerce
  .number({ message: 'Vendedor inválido.' })
  .int({ message: 'Vendedor inválido.' })
  .positive({ message: 'Vendedor inválido.' })
  .max(2_147_483_647, { message: 'Vendedor inválido.' });

export const MSG_COMISION_PAGO_NO_ENCONTRADO = 'No se encontró el pago de comisión.';
/** 400 of POST /comisiones/pagos: the user does not exist or has no seller code. */
export const MSG_COMISION_VENDEDOR_INVALIDO = 'El usuario elegido no es vendedor.';
/** 400 of the commission calls: fechaDesde after fechaHasta. */
export const MSG_COMISION_PERIODO_INVALIDO = 'La fecha desde no puede ser posterior a la fecha hasta.';
/** 409 of POST /comisiones/pagos: more than what is owed, e.g. 'El pago supera la comisión adeudada ($ 1.234,50).' */
export const msgComisionExcedida = (adeudadoFormateado: string) => `El pago supera la comisión adeudada (${adeudadoFormateado}).`;

/**
 * GET /comisiones?fechaDesde&fechaHasta[&vendedorId] (comisiones.get). A user without
 * comisiones.post only ever sees their own line. One line per seller (a user with a seller code, or
 * with sales or payouts) and currency: always pesos, dollars too when the seller ever sold or was
 * paid in dollars; ordered by seller name, then currency.
 */
export const comisionesQuerySchema = z.object({
  fechaDesde: fechaIso.optional(),
  fechaHasta: fechaIso.optional(),
  vendedorId: vendedorIdQuery.optional(),
});
export type ComisionesQuery = z.input<typeof comisionesQuerySchema>;

/**
 * One seller and currency: `ventas` how many sales in the period, `total` their commission,
 * `pagado` the payouts dated in the period, `adeudado` everything earned up to fechaHasta minus
 * everything paid up to then (never below zero).
 */
export const comisionVendedorSchema = z.object({
  vendedor: vendedorRef,
  porcentaje: z.string(),
  monedaId: z.number().int(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  ventas: z.number().int(),
  total: z.string(),
  pagado: z.string(),
  adeudado: z.string(),
});
export type ComisionVendedor = z.infer<typeof comisionVendedorSchema>;
export const comisionesResponseSchema = z.object({ items: z.array(comisionVendedorSchema) });
export type ComisionesResponse = z.infer<typeof comisionesResponseSchema>;

/** GET /comisiones/ventas?vendedorId&fechaDesde&fechaHasta&monedaId&page&pageSize: a seller's sales with their commission. */
export const comisionVentasQuerySchema = pagingQuerySchema.extend({
  vendedorId: vendedorIdQuery,
  fechaDesde: fechaIso.optional(),
  fechaHasta: fechaIso.optional(),
  monedaId: z.coerce.number({ message: 'Moneda inválida.' }).int({ message: 'Moneda inválida.' }).min(1, { message: 'Moneda inválida.' }).max(2, { message: 'Moneda inválida.' }).optional(),
});
export type ComisionVentasQuery = z.input<typeof comisionVentasQuerySchema>;
export const comisionVentaSchema = z.object({
  ventaId: z.number().int(),
  fecha: z.string(),
  cliente: z.string().nullable(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  total: z.string(),
  comision: z.string(),
});
export type ComisionVenta = z.infer<typeof comisionVentaSchema>;
export const comisionVentasPageSchema = pagedSchema(comisionVentaSchema);

/**
 * POST /comisiones/pagos (comisiones.post) { vendedorId, monto, monedaId, cajaId?, descripcion? }
 * → 201 { id }. With cajaId (an open box of that currency) the payout is an EGRESO of the box.
 */
export const comisionPagoBodySchema = bodyObject({
  vendedorId: idField('Debe seleccionar un vendedor.'),
  monto: decimalInput(2, 'El monto debe ser mayor a cero, con hasta 2 decimales.').refine((v) => Number(v) > 0, {
    message: 'El monto debe ser mayor a cero, con hasta 2 decimales.',
  }),
  monedaId: idField('Moneda inválida.'),
  cajaId: idField('Caja inválida.').nullish(),
  descripcion: z.string().trim().max(200, { message: 'La descripción no puede superar los 200 caracteres.' }).nullish(),
});
export type ComisionPagoBody = z.input<typeof comisionPagoBodySchema>;
/** 201 of POST /comisiones/pagos: the new payout's id. */
export const comisionPagoCreateResponseSchema = z.object({ id: z.number().int() });

/** A payout as listed and printed on its receipt. */
export const comisionPagoSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  vendedor: vendedorRef,
  monto: z.string(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  caja: z.object({ id: z.number().int(), sucursal: z.object({ id: z.number().int(), nombre: z.string() }) }).nullable(),
  descripcion: z.string().nullable(),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ComisionPago = z.infer<typeof comisionPagoSchema>;
/** GET /comisiones/pagos?vendedorId&page&pageSize (comisiones.get); GET /comisiones/pagos/{id} → one payout. */
export const comisionPagosQuerySchema = pagingQuerySchema.extend({ vendedorId: vendedorIdQuery.optional() });
export type ComisionPagosQuery = z.input<typeof comisionPagosQuerySchema>;
export const comisionPagosPageSchema = pagedSchema(comisionPagoSchema);
