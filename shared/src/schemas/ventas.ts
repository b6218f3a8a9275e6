import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema, pagedSchema, sortQueryShape } from './common';

/** Sale lines ("línea"): 1 fiscal invoice (disabled for now), 2 internal receipt. Default 2. */
export const LINEAS = [1, 2] as const;
export const LINEA_DEFAULT = 2;

export const MSG_SIN_PRODUCTOS = 'Debe agregar al menos un producto.';
export const MSG_SIN_SUCURSAL = 'Debe seleccionar una sucursal.';
export const MSG_DESCUENTO = 'El descuento total debe estar entre 0% y 100%';
export const MSG_CODIGO_VACIO = 'Debe ingresar un código de autorización';
export const MSG_CODIGO_INVALIDO = 'Código de autorización inválido';
export const MSG_PRODUCTO_REPETIDO = 'Este producto ya fue agregado.';
export const MSG_CC_SIN_CLIENTE = 'Una venta en Cuenta Corriente requiere un cliente.';
export const msgMismaMoneda = (simbolo: string) => `Solo puede agregar productos en la misma moneda: ${simbolo}`;

/** An optional one-time authorization code in a body (trimmed; empty, null or absent: none). */
export const codigoPassOpcional = z
  .string({ message: MSG_CODIGO_INVALIDO })
  .trim()
  .max(20, { message: MSG_CODIGO_INVALIDO })
  .nullish();

/** POST ventas/check-code-pass body → { valid }. */
export const checkCodePassBodySchema = bodyObject({
  codigo_pass: z
    .string({ message: MSG_CODIGO_VACIO })
    .trim()
    .min(1, { message: MSG_CODIGO_VACIO })
    .max(20, { message: MSG_CODIGO_INVALIDO }),
});
export const checkCodePassResponseSchema = z.object({ valid: z.boolean() });

/** POST ventas/codigos-autorizacion (permission ventas.autorizar_precio) → a one-time 6-digit code, 10 minutes. */
export const codigoAutorizacionSchema = z.object({ codigo: z.string(), expiraEn: z.string() });
export type CodigoAutorizacion = z.infer<typeof codigoAutorizacionSchema>;

/**
 * One line of the sale creation payload. cantidad up to 4 decimals, precioUnitario up to 2,
 * both non-negative; cantidad must be above zero. `custom` marks an overridden price, which needs
 * a valid codigo_pass on the sale; otherwise the server uses the product's valorFinal.
 */
export const ventaDetalleBodySchema = bodyObject({
  productoId: idField('Producto inválido.'),
  cantidad: decimalInput(4, 'La cantidad admite hasta 4 decimales y no puede ser negativa.').refine(
    (v) => Number(v) > 0,
    { message: 'La cantidad debe ser mayor a cero.' },
  ),
  precioUnitario: decimalInput(2, 'El precio admite hasta 2 decimales y no puede ser negativo.'),
  custom: z.boolean({ message: 'Valor inválido para custom.' }).optional().default(false),
});

/** POST ventas body (docs/ventas-y-presupuestos.md) → 201 { ventaId }. */
export const ventaCreateBodySchema = bodyObject({
  sucursalId: idField(MSG_SIN_SUCURSAL),
  metodoPagoId: idField('Debe seleccionar un método de pago.'),
  metodoPagoNombre: z.string({ message: 'Método de pago inválido.' }).max(50, { message: 'Método de pago inválido.' }).optional(),
  monedaId: idField('Moneda inválida.').optional(),
  detalles: z
    .array(ventaDetalleBodySchema, { message: MSG_SIN_PRODUCTOS })
    .min(1, { message: MSG_SIN_PRODUCTOS })
    .max(200, { message: 'Una venta admite hasta 200 productos.' }),
  total: decimalInput(4, 'Total inválido.').optional(),
  descuento: decimalInput(2, MSG_DESCUENTO)
    .refine((v) => Number(v) >= 0 && Number(v) <= 100, { message: MSG_DESCUENTO })
    .optional()
    .default('0'),
  clienteId: idField('Cliente inválido.').nullable().optional().default(null),
  linea: z
    .number({ message: 'Línea inválida.' })
    .int({ message: 'Línea inválida.' })
    .refine((v) => v === 2, { message: 'La línea 1 (factura fiscal) no está disponible. Use la línea 2.' })
    .optional()
    .default(LINEA_DEFAULT),
  custom: z.boolean({ message: 'Valor inválido para custom.' }).optional().default(false),
  codigo_pass: z
    .string({ message: MSG_CODIGO_INVALIDO })
    .trim()
    .max(20, { message: MSG_CODIGO_INVALIDO })
    .nullish(),
});
export type VentaCreateBody = z.input<typeof ventaCreateBodySchema>;
export const ventaCreateResponseSchema = z.object({ ventaId: z.number().int() });

export const ESTADOS_PAGO = ['Pagada', 'Parcial', 'Pendiente'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

/** A sale line as returned (money 2 decimals, cantidad 4, in the sale's currency). */
export const ventaDetalleSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  cantidad: z.string(),
  precioUnitario: z.string(),
  subTotal: z.string(),
  comisionVendedor: z.string(),
  custom: z.boolean(),
  producto: z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string(), unidad: z.string() }),
});
export type VentaDetalle = z.infer<typeof ventaDetalleSchema>;

/** A sale (docs/ventas-y-presupuestos.md). total and pagado: 2 decimals in moneda; descuento a percentage. */
export const ventaSchema = z.object({
  id: z.number().int(),
  fechaVenta: z.string(),
  cliente: z.object({ id: z.number().int(), nombreApellido: z.string(), documento: z.string() }).nullable(),
  vendedor: z.object({ id: z.number().int(), name: z.string() }),
  codVendedor: z.string().nullable(),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  origen: z.string(),
  metodoPago: z.object({ id: z.number().int(), nombre: z.string() }),
  moneda: z.object({ id: z.number().int(), nombre: z.string(), simbolo: z.string() }),
  linea: z.number().int(),
  total: z.string(),
  descuento: z.string(),
  pagada: z.boolean(),
  pagado: z.string(),
  estadoPago: z.enum(ESTADOS_PAGO),
  isDeleted: z.boolean(),
  detalles: z.array(ventaDetalleSchema),
});
export type Venta = z.infer<typeof ventaSchema>;

/**
 * Sortable columns of the /ventas list (`sort` of GET ventas): the sale number, its date, the
 * client's name (sales without a client last in ascending order), the seller's, branch's and
 * payment method's names, and the total (compared as a number whatever its currency).
 */
export const VENTAS_SORT_KEYS = ['id', 'fecha', 'cliente', 'vendedor', 'sucursal', 'metodoPago', 'total'] as const;
export type VentasSortKey = (typeof VENTAS_SORT_KEYS)[number];

/**
 * GET ventas?search&fechaDesde&fechaHasta&page&pageSize&sort&dir: the paged list of /ventas,
 * newest first unless `sort` names one of {@link VENTAS_SORT_KEYS}.
 */
export const ventasListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  fechaDesde: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' }).optional(),
  fechaHasta: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' }).optional(),
  /** The seller (user id). */
  vendedorId: z.coerce.number({ message: 'Vendedor inválido.' }).int({ message: 'Vendedor inválido.' }).positive({ message: 'Vendedor inválido.' }).max(2_147_483_647, { message: 'Vendedor inválido.' }).optional(),
  /** Payment status: Pagada, Parcial or Pendiente (docs/ventas-y-presupuestos.md). */
  estadoPago: z.enum(ESTADOS_PAGO, { message: 'Estado de pago inválido.' }).optional(),
  /** 'true' only annulled sales, 'false' only active ones; both when absent. */
  anulada: z.enum(['true', 'false'], { message: 'Filtro de anulación inválido.' }).optional(),
  ...sortQueryShape(VENTAS_SORT_KEYS),
});
export type VentasListQuery = z.input<typeof ventasListQuerySchema>;
export const ventaListItemSchema = ventaSchema.omit({ detalles: true });
export type VentaListItem = z.infer<typeof ventaListItemSchema>;
export const ventasPageSchema = pagedSchema(ventaListItemSchema);

export const MSG_VENTA_ANULADA = 'La venta está anulada: no se puede modificar.';
export const MSG_VENTA_YA_ANULADA = 'La venta ya fue anulada.';
export const MSG_VENTA_ACTUALIZADA = 'Venta actualizada correctamente';
export const MSG_VENTA_ANULADA_OK = 'Venta anulada correctamente';

/**
 * PUT ventas/{id} (ventas.put; docs/ventas-y-presupuestos.md): change the payment method and the
 * discount; the server recomputes the total from the stored lines (documentTotal) and, when the sale
 * is on current account, the account debit. `monedaId` and `total` are the spec's payload: monedaId
 * must be the sale's, total is never trusted. An annulled sale → 409 {@link MSG_VENTA_ANULADA}.
 */
export const ventaUpdateBodySchema = bodyObject({
  metodoPagoId: idField('Debe seleccionar un método de pago.'),
  descuento: decimalInput(2, MSG_DESCUENTO).refine((v) => Number(v) >= 0 && Number(v) <= 100, { message: MSG_DESCUENTO }),
  monedaId: idField('Moneda inválida.').optional(),
  total: decimalInput(2, 'Total inválido.').optional(),
  /**
   * One-time authorization code, needed only when the edit raises the discount above the role's
   * limit or takes the sale to Cuenta Corriente past the client's credit (docs/ventas-y-presupuestos.md).
   */
  codigo_pass: codigoPassOpcional,
});
export type VentaUpdateBody = z.input<typeof ventaUpdateBodySchema>;

/**
 * PUT ventas/anular/{id} body: none for a holder of ventas.delete; without it, `{ codigo_pass }`, a
 * one-time authorization code (docs/ventas-y-presupuestos.md, «Anulación de una venta»).
 */
export const anularVentaBodySchema = bodyObject({ codigo_pass: codigoPassOpcional }).nullish();
export type AnularVentaBody = z.input<typeof anularVentaBodySchema>;
