import { z } from 'zod';
import { bodyObject, decimalInput, idField, pagingQuerySchema, pagedSchema } from './common';
import { cantidadPositiva } from './productos';

/**
 * Stock entries (ingresos; docs/stock-y-productos.md, "Ingresos de stock y costos"). Money 2
 * decimals in the line's cost currency, quantities 4 decimals in the product's unit.
 */

export const MSG_INGRESO_SIN_LINEAS = 'Debe agregar al menos un producto.';
export const MSG_INGRESO_SIN_PROVEEDOR = 'Cada producto ingresado necesita un proveedor.';
export const MSG_INGRESO_NO_ENCONTRADO = 'No se encontró el ingreso.';
export const MSG_INGRESO_PRODUCTO_REPETIDO = 'Este producto ya fue agregado.';

/** Status of a stock entry: registered at once; 'anulado' after PUT ingresos/anular/{id} (docs/ingresos.md, «Anulación»). */
export const ESTADOS_INGRESO = ['registrado', 'anulado'] as const;
export type EstadoIngreso = (typeof ESTADOS_INGRESO)[number];
export const ESTADO_INGRESO_LABEL: Record<EstadoIngreso, string> = { registrado: 'Registrado', anulado: 'Anulado' };

/** 200 of PUT ingresos/anular/{id}. */
export const MSG_INGRESO_ANULADO_OK = 'Ingreso anulado correctamente.';
/** 409 of PUT ingresos/anular/{id} for an entry already annulled. */
export const MSG_INGRESO_YA_ANULADO = 'El ingreso ya está anulado.';

/** One line of POST /ingresos: product, quantity (> 0, 4 decimals), unit cost (2 decimals) and its currency, supplier. */
export const ingresoDetalleBodySchema = bodyObject({
  productoId: idField('Producto inválido.'),
  cantidad: cantidadPositiva(),
  costo: decimalInput(2, 'El costo admite hasta 2 decimales y no puede ser negativo.'),
  costoMonedaId: idField('Moneda del costo inválida.'),
  proveedorId: idField(MSG_INGRESO_SIN_PROVEEDOR),
});

/**
 * POST /ingresos → 201 { id } (stock.add_stock). Adds stock to the branch, keeps each product's
 * previous cost, and updates the cost: a higher cost at once; a lower cost or another currency only
 * with `confirmarCosto: true`, else 409 with {@link costoConfirmacionSchema} and nothing written.
 */
export const ingresoBodySchema = bodyObject({
  sucursalId: idField('Debe seleccionar una sucursal.'),
  detalles: z
    .array(ingresoDetalleBodySchema, { message: MSG_INGRESO_SIN_LINEAS })
    .min(1, { message: MSG_INGRESO_SIN_LINEAS })
    .max(200, { message: 'Un ingreso admite hasta 200 productos.' })
    .refine((d) => new Set(d.map((x) => x.productoId)).size === d.length, { message: MSG_INGRESO_PRODUCTO_REPETIDO }),
  confirmarCosto: z.boolean({ message: 'Valor inválido para confirmarCosto.' }).optional().default(false),
});
export type IngresoBody = z.input<typeof ingresoBodySchema>;
export const ingresoCreateResponseSchema = z.object({ id: z.number().int() });

/**
 * The 409 body when costs need confirmation: the message plus, per product, what would change
 * ('menor': lower cost, 'moneda': another currency).
 */
export const costoConfirmacionSchema = z.object({
  message: z.string(),
  confirmaciones: z.array(
    z.object({
      productoId: z.number().int(),
      codigo: z.string(),
      nombre: z.string(),
      motivo: z.enum(['menor', 'moneda']),
      costoActual: z.string(),
      costoActualMonedaId: z.number().int(),
      costoNuevo: z.string(),
      costoNuevoMonedaId: z.number().int(),
    }),
  ),
});
export type CostoConfirmacion = z.infer<typeof costoConfirmacionSchema>;

const productoRef = z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string(), unidad: z.string() });

/** One line of an entry as read: `costoAnterior` is the product's cost before this entry (its own currency). */
export const ingresoDetalleSchema = z.object({
  id: z.number().int(),
  cantidad: z.string(),
  costo: z.string(),
  costoMoneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  costo_anterior: z.string(),
  costoAnteriorMoneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  producto: productoRef,
  proveedor: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type IngresoDetalle = z.infer<typeof ingresoDetalleSchema>;

/** GET /ingresos/{id} (ingresos.detail.get): the entry with its lines, user and branch; ISO date. */
export const ingresoSchema = z.object({
  id: z.number().int(),
  fechaIngreso: z.string(),
  status: z.enum(ESTADOS_INGRESO),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** An annulled entry: when (ISO) and by whom; null otherwise. */
  anulacion: z.object({ fecha: z.string(), usuario: z.object({ id: z.number().int(), name: z.string() }).nullable() }).nullable(),
  detalles: z.array(ingresoDetalleSchema),
});
export type Ingreso = z.infer<typeof ingresoSchema>;

/**
 * PUT ingresos/anular/{id} (ingresos.delete) → { message, costosNoRestaurados }: the stock goes back
 * (409 'Stock insuficiente…' when it was consumed) and each product's previous cost comes back
 * when its cost is still the one this entry set; `costosNoRestaurados` names the products whose cost
 * changed afterwards and was left as it is.
 */
export const ingresoAnuladoSchema = z.object({
  message: z.string(),
  costosNoRestaurados: z.array(z.object({ productoId: z.number().int(), codigo: z.string(), nombre: z.string() })),
});
export type IngresoAnulado = z.infer<typeof ingresoAnuladoSchema>;

const fecha = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' });

/**
 * GET /ingresos?fechaDesde&fechaHasta&proveedorId&search&page&pageSize (ingresos.get), newest
 * first. Dates are Buenos Aires calendar days, both inclusive; `search` matches a line's product
 * (name or code) or supplier name; `proveedorId` an entry with a line of that supplier.
 */
export const ingresosListQuerySchema = pagingQuerySchema.extend({
  fechaDesde: fecha.optional(),
  fechaHasta: fecha.optional(),
  proveedorId: z.coerce.number({ message: 'Proveedor inválido.' }).int({ message: 'Proveedor inválido.' }).positive({ message: 'Proveedor inválido.' }).max(2_147_483_647, { message: 'Proveedor inválido.' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type IngresosListQuery = z.input<typeof ingresosListQuerySchema>;

/** One row of the /ingresos list: the suppliers' names (distinct, by name), line count and product count. */
export const ingresoListItemSchema = z.object({
  id: z.number().int(),
  fechaIngreso: z.string(),
  status: z.enum(ESTADOS_INGRESO),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  proveedores: z.array(z.string()),
  cantidadProductos: z.number().int(),
});
export type IngresoListItem = z.infer<typeof ingresoListItemSchema>;
export const ingresosPageSchema = pagedSchema(ingresoListItemSchema);
