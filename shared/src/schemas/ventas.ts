import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema, pagedSchema, sortQueryShape } from './common';
import { comprobanteSchema } from './comprobantes';

/** Sale lines ("línea"): 1 the electronic invoice ARCA authorises (docs/facturacion.md), 2 the internal receipt. Default 2. */
export const LINEAS = [1, 2] as const;
export const LINEA_DEFAULT = 2;
/** 400 of a `linea` other than 1 or 2. */
export const MSG_LINEA_INVALIDA = 'La línea debe ser 1 (factura electrónica) o 2 (comprobante interno).';

/** The `linea` field of a sale and of a quote's conversion: 1 or 2, default {@link LINEA_DEFAULT}. */
export const lineaField = () =>
  z
    .number({ message: MSG_LINEA_INVALIDA })
    .int({ message: MSG_LINEA_INVALIDA })
    .refine((v) => v === 1 || v === 2, { message: MSG_LINEA_INVALIDA })
    .optional()
    .default(LINEA_DEFAULT);

export const MSG_SIN_PRODUCTOS = 'Debe agregar al menos un producto.';
export const MSG_SIN_SUCURSAL = 'Debe seleccionar una sucursal.';
export const MSG_DESCUENTO = 'El descuento total debe estar entre 0% y 100%';
export const MSG_CODIGO_VACIO = 'Debe ingresar un código de autorización';
export const MSG_CODIGO_INVALIDO = 'Código de autorización inválido';
export const MSG_PRODUCTO_REPETIDO = 'Este producto ya fue agregado.';
export const MSG_CC_SIN_CLIENTE = 'Una venta en Cuenta Corriente requiere un cliente.';
/** /ventas/nueva without the seller's data (no session user to show as 'Vendedor'; docs/textos.md). */
export const MSG_ERROR_INFO_USUARIO = 'Error al obtener información del usuario';
/** The price-unlock dialog of /ventas/nueva when POST ventas/check-code-pass fails (not a refused code; docs/textos.md). */
export const MSG_ERROR_VALIDAR_CODIGO = 'Error al validar el código';
/** Toast of /ventas/nueva when POST ventas fails without a server message (docs/textos.md: the server's is preferred). */
export const MSG_ERROR_CREAR_VENTA = 'Error inesperado al crear la venta';
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
 * A value the browser keeps on a line as a copy of what the server owns (a product's price, cost or
 * stock, a subtotal, a commission): a number or a decimal string (sign allowed for stock, up to 10
 * decimals, since a copy may be a float the browser computed). Accepted so the spec's line travels
 * as the screen keeps it, and never used: the server reads or computes its own.
 */
export function decimalCopia(message: string) {
  return z
    .union([z.string(), z.number()], { message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => /^-?\d{1,15}(\.\d{1,10})?$/.test(v), { message });
}

/** A product code as the browser keeps it (number or text, e.g. 10001 or "10001"), normalised to text. */
export const codigoProductoCopia = z
  .union([z.string(), z.number()], { message: 'Código de producto inválido.' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length >= 1 && v.length <= 20, { message: 'Código de producto inválido.' });

/** A copied text of a line (product name, unit, currency symbol): at most `max` characters, never used. */
const textoCopia = (max: number, message: string) => z.string({ message }).max(max, { message });

/** 400 when a line's `codigo` is not its product's (spec "Sale line" / "Quote line"). */
export const msgCodigoNoCorresponde = (codigo: string, productoId: number) =>
  `El código ${codigo} no corresponde al producto ${productoId}.`;
/** 400 when a sale line's `costoUnitarioMonedaId` is not the currency of its product's cost. */
export const msgMonedaCostoNoCorresponde = (monedaId: number, productoId: number) =>
  `La moneda de costo ${monedaId} no corresponde al producto ${productoId}.`;
/** 400 when a sale line carries a per-line discount (the API only knows the sale's total discount). */
export const MSG_DESCUENTO_LINEA = 'El descuento por producto no está disponible: use el descuento total de la venta.';

/**
 * The copies of a line that docs/ventas-y-presupuestos.md «La línea tal como la guarda la pantalla» lists besides what the server takes (product, quantity,
 * price, custom): accepted and ignored, except `codigo` and `monedaId`, which must be the product's
 * (400 {@link msgCodigoNoCorresponde} / 'Solo puede agregar productos en la misma moneda: …').
 */
export const lineaCopiasShape = {
  nombre: textoCopia(200, 'Nombre de producto inválido.').optional(),
  codigo: codigoProductoCopia.optional(),
  stock: decimalCopia('Stock inválido.').nullish(),
  unidad: textoCopia(20, 'Unidad inválida.').nullish(),
  monedaId: idField('Moneda inválida.').optional(),
  monedaSimbolo: textoCopia(10, 'Moneda inválida.').nullish(),
  subTotal: decimalCopia('Subtotal inválido.').optional(),
  valorFinal: decimalCopia('Valor final inválido.').nullish(),
  /** Client-side flag: whether the price of the line may be edited (after a code was validated). */
  customEditable: z.boolean({ message: 'Valor inválido para customEditable.' }).optional(),
};

/**
 * One line of the sale creation payload (docs/ventas-y-presupuestos.md «Alta de una venta»). cantidad up to 4 decimals,
 * precioUnitario up to 2, both non-negative; cantidad must be above zero. `custom` marks an
 * overridden price, which needs a valid codigo_pass on the sale; otherwise the server uses the
 * product's valorFinal. The other fields are the screen's copies ({@link lineaCopiasShape}, plus
 * cost, commission, valorFinalUnitario, costoTotal): ignored, the server computes them, except
 * `costoUnitarioMonedaId`, which must be the product's cost currency (400
 * {@link msgMonedaCostoNoCorresponde}); `descuento` must be 0 (400 {@link MSG_DESCUENTO_LINEA}).
 */
export const ventaDetalleBodySchema = bodyObject({
  productoId: idField('Producto inválido.'),
  cantidad: decimalInput(4, 'La cantidad admite hasta 4 decimales y no puede ser negativa.').refine(
    (v) => Number(v) > 0,
    { message: 'La cantidad debe ser mayor a cero.' },
  ),
  precioUnitario: decimalInput(2, 'El precio admite hasta 2 decimales y no puede ser negativo.'),
  custom: z.boolean({ message: 'Valor inválido para custom.' }).optional().default(false),
  ...lineaCopiasShape,
  descuento: decimalInput(2, MSG_DESCUENTO_LINEA)
    // zod runs this check even when the format check above failed: Number() of a bad text is NaN
    // (refused), where Dec would throw. A zero test, no arithmetic.
    .refine((v) => Number(v) === 0, { message: MSG_DESCUENTO_LINEA })
    .nullish(),
  costoUnitario: decimalCopia('Costo inválido.').nullish(),
  costoUnitarioMonedaId: idField('Moneda de costo inválida.').nullish(),
  valorFinalUnitario: decimalCopia('Valor final inválido.').nullish(),
  costoTotal: decimalCopia('Costo total inválido.').nullish(),
  comisionVendedor: decimalCopia('Comisión inválida.').nullish(),
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
  linea: lineaField(),
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
  /** The product's IVA rate when it was sold, percent ('21', '10.5'): what its invoice split by. */
  alicuotaIva: z.string(),
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
  /** Línea 1: the electronic invoice (docs/facturacion.md); null for Línea 2. */
  comprobante: comprobanteSchema.nullable(),
  /** Línea 1 annulled: the credit note that cancels the invoice; otherwise null. */
  notaCredito: comprobanteSchema.nullable(),
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
export const ventaListItemSchema = ventaSchema.omit({ detalles: true, comprobante: true, notaCredito: true });
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
