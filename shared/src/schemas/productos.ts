import { z } from 'zod';
import { bodyObject, decimalInput, ID_MAX, idField, optionalText, pagingQuerySchema, pagedSchema, sortQueryShape } from './common';

/** Product categories and the first code of each (docs/stock-y-productos.md). */
export const CATEGORIAS = ['materia_prima', 'esencia', 'elaborado'] as const;
export type Categoria = (typeof CATEGORIAS)[number];
export const CATEGORIA_LABEL: Record<Categoria, string> = {
  materia_prima: 'Materia prima',
  esencia: 'Esencia',
  elaborado: 'Elaborado',
};
export const CATEGORIA_CODIGO_INICIAL: Record<Categoria, number> = {
  materia_prima: 10000,
  esencia: 20000,
  elaborado: 30000,
};

/**
 * A product as seen from one branch (docs/stock-y-productos.md).
 * Money fields are decimal strings with 2 decimals in the product's currency (monedaId);
 * stock is a decimal string with 4 decimals in the product's unit, for the requested branch.
 * `precio` is the net price, `valorFinal` = precio × (1 + alicuotaIva / 100): the sale price.
 */
export const productoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  categoria: z.enum(CATEGORIAS),
  unidad: z.string(),
  stock: z.string(),
  stockMinimo: z.string(),
  precio: z.string(),
  alicuotaIva: z.string(),
  valorFinal: z.string(),
  costo: z.string(),
  costoMonedaId: z.number().int(),
  monedaId: z.number().int(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  proveedor: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type Producto = z.infer<typeof productoSchema>;

/** GET productos?select=true[&sucursalId] → body.products. */
export const productosSelectSchema = z.object({ products: z.array(productoSchema) });

export const productosSelectQuerySchema = z.object({
  select: z.literal('true').optional(),
  sucursalId: z.coerce.number({ message: 'Sucursal inválida.' }).int({ message: 'Sucursal inválida.' }).positive({ message: 'Sucursal inválida.' }).max(ID_MAX, { message: 'Sucursal inválida.' }).optional(),
});

/**
 * Sortable columns of the /stock list (`sort` of GET productos), named as the fields of
 * `Producto`: `stock` is the stock of the requested branch, `valorFinal` the sale price with VAT
 * (the 'Precio' column). Prices compare as numbers whatever their currency.
 */
export const PRODUCTOS_SORT_KEYS = ['codigo', 'nombre', 'categoria', 'stock', 'unidad', 'precio', 'valorFinal'] as const;
export type ProductosSortKey = (typeof PRODUCTOS_SORT_KEYS)[number];

/**
 * GET productos?sucursalId&search&categoria&page&pageSize&sort&dir: the paged list of /stock, by
 * codigo unless `sort` names one of {@link PRODUCTOS_SORT_KEYS}.
 */
export const productosListQuerySchema = pagingQuerySchema.extend({
  sucursalId: z.coerce.number({ message: 'Sucursal inválida.' }).int({ message: 'Sucursal inválida.' }).positive({ message: 'Sucursal inválida.' }).max(ID_MAX, { message: 'Sucursal inválida.' }).optional(),
  search: z.string().trim().max(100).optional(),
  categoria: z.enum(CATEGORIAS, { message: 'Categoría inválida.' }).optional(),
  /** 'true': only products whose stock (in the branch, or in total) is below their minimum. */
  bajoMinimo: z.enum(['true', 'false'], { message: 'Filtro de stock mínimo inválido.' }).optional(),
  ...sortQueryShape(PRODUCTOS_SORT_KEYS),
});
export type ProductosListQuery = z.input<typeof productosListQuerySchema>;
export const productosPageSchema = pagedSchema(productoSchema);

/**
 * The query of GET productos: with `select=true` the select list (sucursalId only), otherwise the
 * paged /stock list.
 */
export const productosQuerySchema = productosListQuerySchema.extend({ select: z.literal('true').optional() });

/** GET productos/{id}?sucursalId → the product (stock for that branch). */
export const productoDetailQuerySchema = z.object({
  sucursalId: z.coerce.number({ message: 'Sucursal inválida.' }).int({ message: 'Sucursal inválida.' }).positive({ message: 'Sucursal inválida.' }).max(ID_MAX, { message: 'Sucursal inválida.' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Inventory area (docs/stock-y-productos.md): product create/edit with its formula, stock per
// branch, stock movements, cost history, bulk price update and the reorder list.
// ---------------------------------------------------------------------------------------------

/** VAT rates a product may have, as strings (21 is the default): the rates ARCA takes (codes in calc/fiscal.ts). */
export const ALICUOTAS_IVA = ['21', '10.5', '27', '5', '2.5', '0'] as const;
/** 400 of a rate outside {@link ALICUOTAS_IVA}. */
export const MSG_ALICUOTA_IVA = 'La alícuota de IVA debe ser 21, 10.5, 27, 5, 2.5 o 0.';

export const MSG_PRODUCTO_NOMBRE = 'El nombre del producto es obligatorio.';
export const MSG_PRODUCTO_UNIDAD = 'La unidad es obligatoria.';
export const MSG_PRODUCTO_PRECIO = 'El precio admite hasta 2 decimales y no puede ser negativo.';
export const MSG_PRODUCTO_COSTO = 'El costo admite hasta 2 decimales y no puede ser negativo.';
export const MSG_STOCK_MINIMO = 'El stock mínimo admite hasta 4 decimales y no puede ser negativo.';
export const MSG_CANTIDAD = 'La cantidad admite hasta 4 decimales y no puede ser negativa.';
export const MSG_CANTIDAD_POSITIVA = 'La cantidad debe ser mayor a cero.';
export const MSG_FORMULA_SIN_MATERIAS = 'La fórmula debe tener al menos una materia prima.';
export const MSG_FORMULA_REPETIDA = 'Una materia prima aparece más de una vez en la fórmula.';
export const MSG_FORMULA_PROPIA = 'Un producto no puede formar parte de su propia fórmula.';
export const MSG_FORMULA_MATERIA_PRIMA = 'Una materia prima no lleva fórmula.';
export const MSG_SIN_PERMISO_COSTO = 'No tiene permiso para modificar el costo del producto.';
export const MSG_PRODUCTO_CON_MOVIMIENTOS = 'No se puede eliminar un producto con movimientos de stock.';

/** A quantity above zero with at most 4 decimals (formula lines, stock entries, manufacturing). */
export function cantidadPositiva() {
  return decimalInput(4, MSG_CANTIDAD).refine((v) => Number(v) > 0, { message: MSG_CANTIDAD_POSITIVA });
}

/** One raw material of a formula: its product id and the quantity (4 decimals) for `cantidadProducida`. */
export const formulaDetalleBodySchema = bodyObject({
  materiaPrimaId: idField('Materia prima inválida.'),
  cantidad: cantidadPositiva(),
});

/** A formula as sent: raw materials and quantities for `cantidadProducida` units of the product. */
export const formulaBodySchema = bodyObject({
  cantidadProducida: cantidadPositiva(),
  detalles: z
    .array(formulaDetalleBodySchema, { message: MSG_FORMULA_SIN_MATERIAS })
    .min(1, { message: MSG_FORMULA_SIN_MATERIAS })
    .max(100, { message: 'Una fórmula admite hasta 100 materias primas.' })
    .refine((d) => new Set(d.map((x) => x.materiaPrimaId)).size === d.length, { message: MSG_FORMULA_REPETIDA }),
});
export type FormulaBody = z.input<typeof formulaBodySchema>;

/**
 * POST /productos and PUT /productos/{id} (docs/stock-y-productos.md). Money (precio, costo) 2
 * decimals in its currency; stockMinimo 4 decimals in the product's unit; alicuotaIva one of
 * {@link ALICUOTAS_IVA}; `formula` only for esencia and elaborado (null removes it on PUT). The
 * code is never sent: the server assigns it. On PUT the category cannot change.
 */
export const productoBodySchema = bodyObject({
  nombre: z.string({ message: MSG_PRODUCTO_NOMBRE }).trim().min(1, { message: MSG_PRODUCTO_NOMBRE }).max(150, { message: 'El nombre no puede superar los 150 caracteres.' }),
  descripcion: optionalText(1000, 'La descripción no puede superar los 1000 caracteres.'),
  categoria: z.enum(CATEGORIAS, { message: 'Categoría inválida.' }),
  unidad: z.string({ message: MSG_PRODUCTO_UNIDAD }).trim().min(1, { message: MSG_PRODUCTO_UNIDAD }).max(30, { message: 'La unidad no puede superar los 30 caracteres.' }),
  proveedorId: idField('Proveedor inválido.').nullable().optional().default(null),
  stockMinimo: decimalInput(4, MSG_STOCK_MINIMO).optional().default('0'),
  costo: decimalInput(2, MSG_PRODUCTO_COSTO).optional().default('0'),
  costoMonedaId: idField('Moneda del costo inválida.').optional().default(1),
  precio: decimalInput(2, MSG_PRODUCTO_PRECIO),
  alicuotaIva: z
    .union([z.string(), z.number()], { message: MSG_ALICUOTA_IVA })
    .transform((v) => String(v).trim())
    .refine((v): v is (typeof ALICUOTAS_IVA)[number] => (ALICUOTAS_IVA as readonly string[]).includes(v), {
      message: MSG_ALICUOTA_IVA,
    })
    .optional()
    .default('21'),
  monedaId: idField('Moneda inválida.').optional().default(1),
  formula: formulaBodySchema.nullable().optional(),
});
export type ProductoBody = z.input<typeof productoBodySchema>;
export const productoCreateResponseSchema = z.object({ id: z.number().int(), codigo: z.string() });

/** A formula as read: quantities 4 decimals; each raw material with its code, name and unit. */
export const formulaSchema = z.object({
  cantidadProducida: z.string(),
  detalles: z.array(
    z.object({
      materiaPrimaId: z.number().int(),
      cantidad: z.string(),
      producto: z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string(), unidad: z.string() }),
    }),
  ),
});
export type Formula = z.infer<typeof formulaSchema>;

/**
 * GET productos/{id}?sucursalId: the product (stock of that branch, or of all without it) plus its
 * formula (null for raw materials and products without one) and its stock in every active branch.
 */
export const productoDetalleSchema = productoSchema.extend({
  formula: formulaSchema.nullable(),
  stockPorSucursal: z.array(z.object({ sucursalId: z.number().int(), nombre: z.string(), cantidad: z.string() })),
});
export type ProductoDetalle = z.infer<typeof productoDetalleSchema>;

/** Reasons of a stock movement and how screens name them. */
export const MOTIVOS_MOVIMIENTO = [
  'venta',
  'anulacion',
  'ingreso',
  'anulacion_ingreso',
  'fabricacion_consumo',
  'fabricacion_producto',
  'devolucion',
  'ajuste',
] as const;
export type MotivoMovimiento = (typeof MOTIVOS_MOVIMIENTO)[number];
export const MOTIVO_LABEL: Record<MotivoMovimiento, string> = {
  venta: 'Venta',
  anulacion: 'Anulación de venta',
  ingreso: 'Ingreso',
  anulacion_ingreso: 'Anulación de ingreso',
  fabricacion_consumo: 'Fabricación (consumo)',
  fabricacion_producto: 'Fabricación (producto)',
  devolucion: 'Devolución',
  ajuste: 'Ajuste',
};

/**
 * One stock movement of a product (GET productos/{id}/movimientos): signed quantity, stock before
 * and after (4 decimals, product's unit), reason, the id of what caused it (a sale, an entry, a
 * manufacturing run; null for adjustments), branch, user (null for the seed) and ISO date.
 */
export const movimientoStockSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  cantidad: z.string(),
  motivo: z.enum(MOTIVOS_MOVIMIENTO),
  referenciaId: z.number().int().nullable(),
  stockAnterior: z.string(),
  stockNuevo: z.string(),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MovimientoStock = z.infer<typeof movimientoStockSchema>;
export const movimientosStockQuerySchema = pagingQuerySchema.extend({
  sucursalId: productoDetailQuerySchema.shape.sucursalId,
});
export type MovimientosStockQuery = z.input<typeof movimientosStockQuerySchema>;
export const movimientosStockPageSchema = pagedSchema(movimientoStockSchema);

/** Where a cost change came from. */
export const ORIGENES_COSTO = ['alta', 'edicion', 'ingreso', 'anulacion_ingreso'] as const;
export type OrigenCosto = (typeof ORIGENES_COSTO)[number];

/**
 * One change of a product's cost (GET productos/{id}/costos, newest first): money 2 decimals,
 * each with its currency id; `referenciaId` is the stock entry for origen 'ingreso' and
 * 'anulacion_ingreso' (the previous cost back when the entry was annulled).
 */
export const costoHistorialSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  costoAnterior: z.string().nullable(),
  costoAnteriorMonedaId: z.number().int().nullable(),
  costoNuevo: z.string(),
  costoNuevoMonedaId: z.number().int(),
  origen: z.enum(ORIGENES_COSTO),
  referenciaId: z.number().int().nullable(),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CostoHistorial = z.infer<typeof costoHistorialSchema>;
export const costosPageSchema = pagedSchema(costoHistorialSchema);

/**
 * POST productos/actualizar-precios (stock.put; docs/stock-y-productos.md): products chosen by
 * categoria, proveedorId and/or search (the /stock search rules), then either `porcentaje` (−99.99
 * to 1000, 2 decimals: new precio = precio × (1 + p/100)) or `cotizacion` (a new dollar rate, 4
 * decimals: products priced in pesos whose cost is in dollars get precio × cotizacion / current
 * dollar value). Prices round half-up to the cent. Without `confirmar: true` nothing changes and
 * the answer is the preview; with it, one transaction and one audit row per product.
 */
export const MSG_ACTUALIZAR_MODO = 'Indique un porcentaje o una cotización del dólar.';
export const actualizarPreciosBodySchema = bodyObject({
  categoria: z.enum(CATEGORIAS, { message: 'Categoría inválida.' }).optional(),
  proveedorId: idField('Proveedor inválido.').optional(),
  search: z.string({ message: 'Búsqueda inválida.' }).trim().max(100, { message: 'Búsqueda inválida.' }).optional(),
  porcentaje: z
    .union([z.string(), z.number()], { message: 'El porcentaje admite hasta 2 decimales, entre -99,99 y 1000.' })
    .transform((v) => String(v).trim())
    .refine((v) => /^-?(0|[1-9]\d{0,3})(\.\d{1,2})?$/.test(v) && Number(v) > -100 && Number(v) <= 1000 && Number(v) !== 0, {
      message: 'El porcentaje admite hasta 2 decimales, entre -99,99 y 1000.',
    })
    .optional(),
  cotizacion: decimalInput(4, 'La cotización admite hasta 4 decimales y no puede ser negativa.')
    .refine((v) => Number(v) > 0, { message: 'La cotización debe ser mayor a cero.' })
    .optional(),
  confirmar: z.boolean({ message: 'Valor inválido para confirmar.' }).optional().default(false),
}).refine((b) => (b.porcentaje === undefined) !== (b.cotizacion === undefined), { message: MSG_ACTUALIZAR_MODO });
export type ActualizarPreciosBody = z.input<typeof actualizarPreciosBodySchema>;

/** One product of the bulk update: prices before and after (2 decimals, product's currency). */
export const actualizacionPrecioSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  precioAnterior: z.string(),
  precioNuevo: z.string(),
  valorFinalAnterior: z.string(),
  valorFinalNuevo: z.string(),
});
export type ActualizacionPrecio = z.infer<typeof actualizacionPrecioSchema>;
/** The preview (confirmado false) or the result (confirmado true): every affected product, at most 5000. */
export const actualizarPreciosResponseSchema = z.object({
  confirmado: z.boolean(),
  total: z.number().int(),
  items: z.array(actualizacionPrecioSchema),
});
export type ActualizarPreciosResponse = z.infer<typeof actualizarPreciosResponseSchema>;
/** Most products one bulk update may change (a larger selection asks to narrow the filter). */
export const ACTUALIZAR_PRECIOS_MAX = 5000;

/**
 * GET productos/reposicion?sucursalId[&proveedorId] (stock.get): products whose stock in the branch
 * is below their minimum, ordered by supplier name (without supplier last) and code; `faltante` =
 * stockMinimo − stock (4 decimals, product's unit). At most 5000 rows (a report, not paged).
 */
export const reposicionQuerySchema = z.object({
  sucursalId: z.coerce.number({ message: 'Sucursal inválida.' }).int({ message: 'Sucursal inválida.' }).positive({ message: 'Sucursal inválida.' }).max(ID_MAX, { message: 'Sucursal inválida.' }),
  proveedorId: z.coerce.number({ message: 'Proveedor inválido.' }).int({ message: 'Proveedor inválido.' }).positive({ message: 'Proveedor inválido.' }).max(ID_MAX, { message: 'Proveedor inválido.' }).optional(),
});
export const reposicionItemSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  stock: z.string(),
  stockMinimo: z.string(),
  faltante: z.string(),
  costo: z.string(),
  costoMoneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  proveedor: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type ReposicionItem = z.infer<typeof reposicionItemSchema>;
export const reposicionResponseSchema = z.object({ items: z.array(reposicionItemSchema) });
