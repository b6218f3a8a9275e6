import { z } from 'zod';
import { ID_MAX, pagingQuerySchema, pagedSchema, sortQueryShape } from './common';

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
