import { z } from 'zod';
import { clienteSchema } from './clientes';
import { bodyObject, decimalInput, idField, pagingQuerySchema } from './common';
import { codigoPassOpcional, lineaCopiasShape, lineaField, MSG_DESCUENTO, MSG_SIN_PRODUCTOS, MSG_SIN_SUCURSAL } from './ventas';

/**
 * Quotes (presupuestos; docs/ventas-y-presupuestos.md). A quote never touches stock; converting it
 * creates the sale (stock checked and deducted then) and is one-way. Money 2 decimals in the quote's
 * currency (that of its first line); quantities up to 4; descuento a percentage 0–100 (2 decimals).
 */

export const ESTADOS_PRESUPUESTO = ['activo', 'anulado'] as const;
export type EstadoPresupuesto = (typeof ESTADOS_PRESUPUESTO)[number];

export const MSG_PRESUPUESTO_NO_ENCONTRADO = 'No se encontró el presupuesto.';
export const MSG_PRESUPUESTO_CONVERTIDO = 'Este presupuesto ya fue convertido en venta y no puede editarse.';
export const MSG_PRESUPUESTO_ANULADO = 'El presupuesto está anulado.';
export const MSG_PRESUPUESTO_YA_CONVERTIDO = 'El presupuesto ya fue convertido en venta.';
export const MSG_PRESUPUESTO_CREADO = 'Presupuesto creado correctamente';
export const MSG_PRESUPUESTO_ACTUALIZADO = 'Presupuesto actualizado correctamente';
export const MSG_PRESUPUESTO_CONVERTIDO_OK = 'Presupuesto convertido correctamente';
export const MSG_PRESUPUESTO_NOTA_INFORMATIVA = 'Este presupuesto es solo a título informativo y no implica compromiso de venta.';
export const MSG_PRESUPUESTO_NOTA_GRACIAS = 'Gracias por su consulta.';
/** Default page size of the quote list (spec: 15). */
export const PRESUPUESTOS_PAGE_SIZE = 15;

/**
 * One line as sent (POST and PUT; docs/presupuestos.md «Alta»): product, quantity (> 0, 4
 * decimals), unit price (2 decimals). The server recomputes subTotal (= price × quantity, rounded to
 * the cent); a price different from the product's valorFinal must be marked `custom` and needs a
 * valid one-time `codigo_pass` on the quote (400 'Debe ingresar un código de autorización' without
 * it; docs/presupuestos.md), since converting the quote sells at that price. The screen's copies
 * (nombre, codigo, stock, unidad, monedaId, monedaSimbolo, valorFinal, subTotal, customEditable;
 * {@link lineaCopiasShape}) are accepted: `subTotal` is checked, `codigo` and `monedaId` must be the
 * product's, the rest is ignored.
 */
export const presupuestoDetalleBodySchema = bodyObject({
  productoId: idField('Producto inválido.'),
  cantidad: decimalInput(4, 'La cantidad admite hasta 4 decimales y no puede ser negativa.').refine((v) => Number(v) > 0, {
    message: 'La cantidad debe ser mayor a cero.',
  }),
  precioUnitario: decimalInput(2, 'El precio admite hasta 2 decimales y no puede ser negativo.'),
  custom: z.boolean({ message: 'Valor inválido para custom.' }).optional().default(false),
  ...lineaCopiasShape,
});

const detalles = z
  .array(presupuestoDetalleBodySchema, { message: MSG_SIN_PRODUCTOS })
  .min(1, { message: MSG_SIN_PRODUCTOS })
  .max(200, { message: 'Un presupuesto admite hasta 200 productos.' });

const descuento = decimalInput(2, MSG_DESCUENTO).refine((v) => Number(v) >= 0 && Number(v) <= 100, { message: MSG_DESCUENTO });

/** POST presupuestos (presupuestos.post) → 201 { id }. `total` is checked against the lines (never trusted). */
export const presupuestoCreateBodySchema = bodyObject({
  sucursalId: idField(MSG_SIN_SUCURSAL),
  clienteId: idField('Cliente inválido.').nullable().optional().default(null),
  monedaId: idField('Moneda inválida.').optional(),
  total: decimalInput(2, 'Total inválido.').optional(),
  descuento: descuento.optional().default('0'),
  detalles,
  /** One-time authorization code, needed for an overridden price or a discount above the role's limit (docs/presupuestos.md). */
  codigo_pass: codigoPassOpcional,
});
export type PresupuestoCreateBody = z.input<typeof presupuestoCreateBodySchema>;
export const presupuestoCreateResponseSchema = z.object({ id: z.number().int() });

/** PUT presupuestos/{id} (presupuestos.put) → the quote. A converted or annulled quote → 409. */
export const presupuestoUpdateBodySchema = bodyObject({
  clienteId: idField('Cliente inválido.').nullable().optional().default(null),
  descuento: descuento.optional().default('0'),
  monedaId: idField('Moneda inválida.').optional(),
  total: decimalInput(2, 'Total inválido.').optional(),
  detalles,
  /** One-time authorization code, needed for a newly overridden price or a discount raised above the role's limit. */
  codigo_pass: codigoPassOpcional,
});
export type PresupuestoUpdateBody = z.input<typeof presupuestoUpdateBodySchema>;

/** POST presupuestos/convertir-a-venta/{id} (presupuestos.put and ventas.post) → 201 { ventaId }. */
export const convertirPresupuestoBodySchema = bodyObject({
  metodoPagoId: idField('Debe seleccionar un método de pago.'),
  metodoPagoNombre: z.string({ message: 'Método de pago inválido.' }).max(50, { message: 'Método de pago inválido.' }).optional(),
  linea: lineaField(),
  /**
   * One-time authorization code, needed only when the sale goes to the client's current account past
   * its credit limit or with debt older than 90 days (docs/cuentas-corrientes.md, «Límite de crédito»).
   */
  codigo_pass: z
    .string({ message: 'Código de autorización inválido' })
    .trim()
    .max(20, { message: 'Código de autorización inválido' })
    .nullish()
    .transform((v) => v || null),
});
export type ConvertirPresupuestoBody = z.input<typeof convertirPresupuestoBodySchema>;

/** A quote line as read (spec "Quote line"): stock of the quote's branch, product's currency. */
export const presupuestoDetalleSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  cantidad: z.string(),
  precioUnitario: z.string(),
  subTotal: z.string(),
  stock: z.string(),
  unidad: z.string(),
  monedaId: z.number().int(),
  monedaSimbolo: z.string(),
  valorFinal: z.string(),
  custom: z.boolean(),
});
export type PresupuestoDetalle = z.infer<typeof presupuestoDetalleSchema>;

/** GET presupuestos/{id} (presupuestos.detail.get). `cliente` is the whole client card or null. */
export const presupuestoSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  cliente: clienteSchema.nullable(),
  clienteId: z.number().int().nullable(),
  vendedor: z.string().nullable(),
  vendedorId: z.number().int().nullable(),
  codVendedor: z.string().nullable(),
  sucursalId: z.number().int(),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  monedaId: z.number().int(),
  total: z.string(),
  descuento: z.string(),
  estado: z.enum(ESTADOS_PRESUPUESTO),
  isDeleted: z.boolean(),
  convertidoEnVenta: z.boolean(),
  ventaId: z.number().int().nullable(),
  detalles: z.array(presupuestoDetalleSchema),
});
export type Presupuesto = z.infer<typeof presupuestoSchema>;

const fecha = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' });

/**
 * GET presupuestos?search&codVendedor&fechaDesde&fechaHasta&estado&page&pageSize (presupuestos.get),
 * newest first; search over client name/document or seller name; dates are Buenos Aires days,
 * inclusive; pageSize defaults to 15.
 */
export const presupuestosListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  codVendedor: z.string().trim().max(20, { message: 'Código de vendedor inválido.' }).optional(),
  fechaDesde: fecha.optional(),
  fechaHasta: fecha.optional(),
  estado: z.enum(ESTADOS_PRESUPUESTO, { message: 'Estado inválido.' }).optional(),
  pageSize: z.coerce
    .number({ message: 'El tamaño de página debe estar entre 1 y 100.' })
    .int({ message: 'El tamaño de página debe estar entre 1 y 100.' })
    .min(1, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .max(100, { message: 'El tamaño de página debe estar entre 1 y 100.' })
    .default(PRESUPUESTOS_PAGE_SIZE),
});
export type PresupuestosListQuery = z.input<typeof presupuestosListQuerySchema>;

/** One row of /presupuestos. */
export const presupuestoListItemSchema = presupuestoSchema.omit({ detalles: true, cliente: true }).extend({
  cliente: z.object({ id: z.number().int(), nombreApellido: z.string(), documento: z.string() }).nullable(),
});
export type PresupuestoListItem = z.infer<typeof presupuestoListItemSchema>;

/** The list answer with the field names of spec section 7, plus `total` (how many quotes match). */
export const presupuestosPageSchema = z.object({
  presupuestos: z.array(presupuestoListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  nextPage: z.number().int().nullable(),
  prevPage: z.number().int().nullable(),
  pageSize: z.number().int(),
});
export type PresupuestosPage = z.infer<typeof presupuestosPageSchema>;

