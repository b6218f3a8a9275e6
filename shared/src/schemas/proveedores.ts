import { z } from 'zod';
import { PROVINCIAS } from './clientes';
import { bodyObject, optionalText, pagedSchema, pagingQuerySchema, sortQueryShape } from './common';
import { normalizarCuit } from './documentos';
import { CATEGORIAS } from './productos';

/**
 * Suppliers (docs/contactos-y-administracion.md, «Proveedores»): /listados/proveedores,
 * /crear-proveedor and /proveedores/{id}. `GET proveedores?select=true` (catalogos.ts) stays the
 * compact list of the pickers.
 */

/** A supplier as the API answers it. `cuit` is `XX-XXXXXXXX-X` or null; `provincia` one of PROVINCIAS or null. */
export const proveedorSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cuit: z.string().nullable(),
  contacto: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  provincia: z.string().nullable(),
  notas: z.string().nullable(),
});
export type Proveedor = z.infer<typeof proveedorSchema>;

/** 400 of a supplier without name. */
export const MSG_PROVEEDOR_NOMBRE = 'El nombre del proveedor es obligatorio.';
/** 404 of a missing or deleted supplier. */
export const MSG_PROVEEDOR_NO_ENCONTRADO = 'Proveedor no encontrado.';
/** 409 of a CUIT already used by another active supplier. */
export const MSG_PROVEEDOR_CUIT_DUPLICADO = 'Ya existe un proveedor con ese CUIT.';
/** 409 of DELETE while products, stock entries or expenses point at the supplier. */
export const MSG_PROVEEDOR_CON_PRODUCTOS = 'No se puede eliminar el proveedor: tiene productos asociados.';
export const MSG_PROVEEDOR_CON_INGRESOS = 'No se puede eliminar el proveedor: figura en ingresos de stock.';
export const MSG_PROVEEDOR_CON_GASTOS = 'No se puede eliminar el proveedor: figura en gastos registrados.';

/**
 * POST proveedores / PUT proveedores/{id} body: nombre required (max 120); cuit optional, 11 digits
 * with a valid check digit, stored `XX-XXXXXXXX-X`; the other texts optional (empty → null);
 * e-mail with the form of an e-mail; provincia one of PROVINCIAS.
 */
export const proveedorBodySchema = bodyObject({
  nombre: z
    .string({ message: MSG_PROVEEDOR_NOMBRE })
    .trim()
    .min(1, { message: MSG_PROVEEDOR_NOMBRE })
    .max(120, { message: 'El nombre no puede superar los 120 caracteres.' }),
  cuit: optionalText(20, 'El CUIT no puede superar los 20 caracteres.').transform((v, ctx) => {
    if (v === null) return null;
    const r = normalizarCuit(v);
    if ('error' in r) {
      ctx.addIssue({ code: 'custom', message: r.error });
      return z.NEVER;
    }
    return r.cuit;
  }),
  contacto: optionalText(120, 'El contacto no puede superar los 120 caracteres.'),
  telefono: optionalText(40, 'El teléfono no puede superar los 40 caracteres.'),
  email: optionalText(120, 'El e-mail no puede superar los 120 caracteres.').refine(
    (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    { message: 'Ingrese un e-mail válido.' },
  ),
  direccion: optionalText(200, 'La dirección no puede superar los 200 caracteres.'),
  provincia: z.enum(PROVINCIAS, { message: 'Provincia inválida.' }).nullish().transform((v) => v ?? null),
  notas: optionalText(1000, 'Las notas no pueden superar los 1000 caracteres.'),
});
export type ProveedorBody = z.input<typeof proveedorBodySchema>;

export const PROVEEDORES_SORT_KEYS = ['nombre', 'cuit', 'contacto', 'provincia'] as const;

/** GET proveedores?search&page&pageSize&sort&dir (proveedores.get): by name; `search` over name, CUIT, contact and e-mail. */
export const proveedoresListQuerySchema = pagingQuerySchema.extend({
  select: z.literal('true').optional(),
  search: z.string().trim().max(100).optional(),
  ...sortQueryShape(PROVEEDORES_SORT_KEYS),
});
export type ProveedoresListQuery = z.input<typeof proveedoresListQuerySchema>;
export const proveedoresPageSchema = pagedSchema(proveedorSchema);

/** A product a supplier supplies (GET proveedores/{id}/productos): its current cost in its cost currency. */
export const proveedorProductoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  categoria: z.enum(CATEGORIAS),
  unidad: z.string(),
  /** Money string, 2 decimals, in `costoMonedaSimbolo`. */
  costo: z.string(),
  costoMonedaSimbolo: z.string(),
});
export type ProveedorProducto = z.infer<typeof proveedorProductoSchema>;
export const proveedorProductosPageSchema = pagedSchema(proveedorProductoSchema);

/** A stock entry with lines from the supplier (GET proveedores/{id}/ingresos), newest first. */
export const proveedorIngresoSchema = z.object({
  id: z.number().int(),
  fechaIngreso: z.string(),
  sucursal: z.string(),
  /** Lines of this supplier in the entry. */
  lineas: z.number().int(),
});
export type ProveedorIngreso = z.infer<typeof proveedorIngresoSchema>;
export const proveedorIngresosPageSchema = pagedSchema(proveedorIngresoSchema);
