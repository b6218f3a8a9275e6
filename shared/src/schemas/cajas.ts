import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema, pagedSchema } from './common';

/**
 * Cash boxes (cajas; docs/cajas-gastos-comisiones.md): one per branch and currency, created on
 * demand. Money 2 decimals in the box's currency. The balance is always the sum of the box's
 * movements (INGRESO adds, EGRESO takes out); it is never stored apart.
 */

export const MSG_CAJA_NO_ENCONTRADA = 'No se encontró la caja.';
export const MSG_CAJA_CERRADA = 'La caja está cerrada.';
export const MSG_CAJA_YA_ABIERTA = 'La caja ya está abierta.';
export const MSG_CAJA_SALDO_INSUFICIENTE = 'Saldo insuficiente en la caja.';
/** 400: a `cajaId` in a body (expense, payout, payment on account) that names no box. */
export const MSG_CAJA_INVALIDA = 'Caja inválida.';
/** 400: the box chosen to pay or receive is of another currency than the amount. */
export const MSG_CAJA_OTRA_MONEDA = 'La caja elegida es de otra moneda.';
/** 400: a movement that would take the balance past what a money column holds. */
export const MSG_CAJA_SALDO_EXCEDIDO = 'El saldo de la caja superaría el máximo admitido (999.999.999.999,99).';
/** 400 of a closing: a payment method that does not exist. */
export const MSG_ARQUEO_METODO_INVALIDO = 'Método de pago inválido.';
/** 400 of a closing: the same payment method counted twice. */
export const MSG_ARQUEO_METODO_REPETIDO = 'Cada método de pago va una sola vez en el arqueo.';
/** 400 of a closing whose amounts do not fit a money column. */
export const MSG_ARQUEO_IMPORTE_EXCEDIDO = 'El importe supera el máximo admitido (999.999.999.999,99).';

export const TIPOS_MOVIMIENTO_CAJA = ['INGRESO', 'EGRESO'] as const;
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[number];
export const ORIGENES_MOVIMIENTO_CAJA = ['apertura', 'venta', 'pago_cuenta', 'gasto', 'comision', 'manual', 'cierre'] as const;
export type OrigenMovimientoCaja = (typeof ORIGENES_MOVIMIENTO_CAJA)[number];
export const ORIGEN_MOVIMIENTO_CAJA_LABEL: Record<OrigenMovimientoCaja, string> = {
  apertura: 'Apertura',
  venta: 'Venta',
  pago_cuenta: 'Pago a cuenta',
  gasto: 'Gasto',
  comision: 'Pago de comisión',
  manual: 'Manual',
  cierre: 'Cierre',
};

const montoPositivo = (message: string) => decimalInput(2, message).refine((v) => Number(v) > 0, { message });
const ref = z.object({ id: z.number().int(), nombre: z.string() });
const monedaRef = z.object({ id: z.number().int(), simbolo: z.string() });
const usuarioRef = z.object({ id: z.number().int(), name: z.string() });

/** The open period of a box: when, by whom, with what starting amount. */
export const cajaSesionAbiertaSchema = z.object({
  id: z.number().int(),
  abiertaEn: z.string(),
  abiertaPor: usuarioRef.nullable(),
  montoInicial: z.string(),
});

/** GET /cajas (cajas.get) → Caja[]: every box of every active branch and currency. */
export const cajaSchema = z.object({
  id: z.number().int(),
  sucursalId: z.number().int(),
  sucursal: ref,
  monedaId: z.number().int(),
  moneda: monedaRef,
  abierta: z.boolean(),
  saldo: z.string(),
  sesion: cajaSesionAbiertaSchema.nullable(),
});
export type Caja = z.infer<typeof cajaSchema>;
export const cajasListSchema = z.array(cajaSchema);

/** POST /cajas/{id}/abrir (cajas.put) { montoInicial } → Caja. 409 when already open. */
export const abrirCajaBodySchema = bodyObject({
  montoInicial: decimalInput(2, 'El monto inicial admite hasta 2 decimales y no puede ser negativo.'),
});
export type AbrirCajaBody = z.input<typeof abrirCajaBodySchema>;

/**
 * POST /cajas/{id}/cerrar (cajas.put) { contado: [{ metodoPagoId, monto }] } → the closed session.
 * The expected amount per payment method is the sum of that method's movements in the session; the
 * difference (contado − esperado) is recorded; the box ends at zero (docs/cajas-gastos-comisiones.md).
 */
export const cerrarCajaBodySchema = bodyObject({
  contado: z
    .array(
      bodyObject({
        metodoPagoId: idField('Método de pago inválido.'),
        monto: decimalInput(2, 'El monto contado admite hasta 2 decimales y no puede ser negativo.'),
      }),
      { message: 'Debe informar lo contado.' },
    )
    .max(20),
});
export type CerrarCajaBody = z.input<typeof cerrarCajaBodySchema>;

/** One payment method's line of a closing: expected, counted, difference (money strings). */
export const arqueoLineaSchema = z.object({
  metodoPago: ref,
  esperado: z.string(),
  contado: z.string(),
  diferencia: z.string(),
});

/** A box session (open or closed), as in the box history. */
export const cajaSesionSchema = z.object({
  id: z.number().int(),
  cajaId: z.number().int(),
  abiertaEn: z.string(),
  abiertaPor: usuarioRef.nullable(),
  montoInicial: z.string(),
  cerradaEn: z.string().nullable(),
  cerradaPor: usuarioRef.nullable(),
  esperado: z.string().nullable(),
  contado: z.string().nullable(),
  diferencia: z.string().nullable(),
  arqueo: z.array(arqueoLineaSchema).nullable(),
});
export type CajaSesion = z.infer<typeof cajaSesionSchema>;
export const cajaSesionesPageSchema = pagedSchema(cajaSesionSchema);

/** POST /cajas/{id}/movimientos (cajas.post): a manual income or withdrawal → 201 { id }. */
export const cajaMovimientoBodySchema = bodyObject({
  tipo: z.enum(TIPOS_MOVIMIENTO_CAJA, { message: 'Tipo de movimiento inválido.' }),
  monto: montoPositivo('El monto debe ser mayor a cero, con hasta 2 decimales.'),
  descripcion: z
    .string({ message: 'Debe ingresar una descripción.' })
    .trim()
    .min(1, { message: 'Debe ingresar una descripción.' })
    .max(200, { message: 'La descripción no puede superar los 200 caracteres.' }),
});
export type CajaMovimientoBody = z.input<typeof cajaMovimientoBodySchema>;
/** 201 of POST /cajas/{id}/movimientos: the new movement's id. */
export const cajaMovimientoCreateResponseSchema = z.object({ id: z.number().int() });

/** One box movement with its origin and the id of its source (sale, account movement and client, expense, payout). */
export const cajaMovimientoSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  tipo: z.enum(TIPOS_MOVIMIENTO_CAJA),
  monto: z.string(),
  descripcion: z.string(),
  origen: z.enum(ORIGENES_MOVIMIENTO_CAJA),
  metodoPago: ref.nullable(),
  ventaId: z.number().int().nullable(),
  movimientoCuentaId: z.number().int().nullable(),
  clienteId: z.number().int().nullable(),
  gastoId: z.number().int().nullable(),
  comisionPagoId: z.number().int().nullable(),
  usuario: usuarioRef.nullable(),
  sesionId: z.number().int(),
});
export type CajaMovimiento = z.infer<typeof cajaMovimientoSchema>;

/** GET /cajas/{id}/movimientos?sesionId&page&pageSize (cajas.get), newest first. */
export const cajaMovimientosQuerySchema = pagingQuerySchema.extend({
  sesionId: z.coerce.number({ message: 'Sesión inválida.' }).int({ message: 'Sesión inválida.' }).positive({ message: 'Sesión inválida.' }).max(2_147_483_647, { message: 'Sesión inválida.' }).optional(),
});
export type CajaMovimientosQuery = z.input<typeof cajaMovimientosQuerySchema>;
export const cajaMovimientosPageSchema = pagedSchema(cajaMovimientoSchema);
export type CajaMovimientosPage = z.infer<typeof cajaMovimientosPageSchema>;
/** GET /cajas/{id}/sesiones?page&pageSize (cajas.get): the box history, newest first. */
export const cajaSesionesQuerySchema = pagingQuerySchema;
