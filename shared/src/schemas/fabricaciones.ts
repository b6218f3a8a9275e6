import { z } from 'zod';
import { bodyObject, ID_MAX, idField, pagingQuerySchema, pagedSchema } from './common';
import { cantidadPositiva } from './productos';

/**
 * Manufacturing runs (fabricaciones; docs/fabricacion.md). Quantities 4 decimals in the unit of
 * their product. Field names as docs/fabricacion.md «Corrida de fabricación» writes them.
 */

export const ESTADOS_FABRICACION = ['en_proceso', 'finalizada', 'cancelada'] as const;
export type EstadoFabricacion = (typeof ESTADOS_FABRICACION)[number];
export const ESTADO_FABRICACION_LABEL: Record<EstadoFabricacion, string> = {
  en_proceso: 'En proceso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

export const MSG_FABRICACION_NO_ENCONTRADA = 'No se encontró la fabricación';
export const MSG_SIN_FORMULA = 'El producto no tiene fórmula: no se puede fabricar.';
export const MSG_FALTAN_CONFIRMAR = 'Faltan confirmar materias primas: no se puede finalizar.';
export const MSG_FABRICACION_CERRADA = 'La fabricación ya está finalizada o cancelada.';
export const MSG_MATERIA_YA_CONFIRMADA = 'La materia prima ya fue confirmada.';
export const MSG_MATERIA_NO_ES_DE_LA_FABRICACION = 'La materia prima no pertenece a esta fabricación.';
export const MSG_SUCURSAL_DISTINTA = 'La sucursal no coincide con la de la fabricación.';
/** The `message` of a successful check-materia, finalizar and cancelar (spec texts; the API sends them). */
export const MSG_MATERIA_CONFIRMADA = 'Materia prima confirmada';
export const MSG_FABRICACION_FINALIZADA = 'Fabricación finalizada';
export const MSG_FABRICACION_CANCELADA = 'Fabricación cancelada';

/** POST /fabricaciones → 201 { id } (fabricacion.post): product with a formula, quantity (> 0), branch. */
export const fabricacionBodySchema = bodyObject({
  productoId: idField('Producto inválido.'),
  cantidad: cantidadPositiva(),
  sucursalId: idField('Debe seleccionar una sucursal.'),
});
export type FabricacionBody = z.input<typeof fabricacionBodySchema>;
export const fabricacionCreateResponseSchema = z.object({ id: z.number().int() });

/**
 * GET /fabricaciones/previsualizar?productoId&cantidad&sucursalId (fabricacion.post): the raw
 * materials the run would need (formula scaled by cantidad / cantidadProducida, 4 decimals half-up),
 * the branch's stock of each and whether it suffices. Nothing is written.
 */
export const fabricacionPreviewQuerySchema = z.object({
  productoId: z.coerce.number({ message: 'Producto inválido.' }).int({ message: 'Producto inválido.' }).positive({ message: 'Producto inválido.' }).max(ID_MAX, { message: 'Producto inválido.' }),
  cantidad: cantidadPositiva(),
  sucursalId: z.coerce.number({ message: 'Debe seleccionar una sucursal.' }).int({ message: 'Debe seleccionar una sucursal.' }).positive({ message: 'Debe seleccionar una sucursal.' }).max(ID_MAX, { message: 'Debe seleccionar una sucursal.' }),
});
export type FabricacionPreviewQuery = z.input<typeof fabricacionPreviewQuerySchema>;

const productoRef = z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string(), unidad: z.string() });

export const fabricacionPreviewSchema = z.object({
  producto: productoRef,
  cantidad: z.string(),
  cantidadProducida: z.string(),
  lineas: z.array(
    z.object({ producto: productoRef, cantidad: z.string(), stock: z.string(), alcanza: z.boolean() }),
  ),
  alcanza: z.boolean(),
});
export type FabricacionPreview = z.infer<typeof fabricacionPreviewSchema>;

/**
 * One raw-material line of a run: `materiaPrimaId` is the raw material's product id; `Producto` and
 * `producto` are the same product (docs/fabricacion.md names it `Producto`).
 */
export const fabricacionDetalleSchema = z.object({
  id: z.number().int(),
  materiaPrimaId: z.number().int(),
  cantidad: z.string(),
  confirmado: z.boolean(),
  sucursalId: z.number().int(),
  Producto: productoRef,
  producto: productoRef,
});
export type FabricacionDetalle = z.infer<typeof fabricacionDetalleSchema>;

/** GET /fabricaciones/{id} (fabricacion.detail.get). */
export const fabricacionSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  producto: productoRef,
  cantidadFabricada: z.string(),
  estado: z.enum(ESTADOS_FABRICACION),
  isCancelada: z.boolean(),
  isFinalizada: z.boolean(),
  sucursalId: z.number().int(),
  sucursal: z.object({ id: z.number().int(), nombre: z.string() }),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  materiasConfirmadas: z.array(z.number().int()),
  detalles: z.array(fabricacionDetalleSchema),
});
export type Fabricacion = z.infer<typeof fabricacionSchema>;

/** GET /fabricaciones?estado&search&page&pageSize (fabricacion.get), newest first. */
export const fabricacionesListQuerySchema = pagingQuerySchema.extend({
  estado: z.enum(ESTADOS_FABRICACION, { message: 'Estado inválido.' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type FabricacionesListQuery = z.input<typeof fabricacionesListQuerySchema>;
export const fabricacionListItemSchema = fabricacionSchema.omit({ detalles: true, materiasConfirmadas: true }).extend({
  materiasTotal: z.number().int(),
  materiasConfirmadasCount: z.number().int(),
});
export type FabricacionListItem = z.infer<typeof fabricacionListItemSchema>;
export const fabricacionesPageSchema = pagedSchema(fabricacionListItemSchema);

/** PUT /fabricaciones/{id}/check-materia (fabricacion.put) → { message: 'Materia prima confirmada' }. */
export const checkMateriaBodySchema = bodyObject({
  materiaPrimaId: idField('Materia prima inválida.'),
  sucursalId: idField('No se puede confirmar: sucursalId no definido'),
});
/** PUT /fabricaciones/{id}/finalizar (fabricacion.put) → { message: 'Fabricación finalizada' }. */
export const finalizarBodySchema = bodyObject({ sucursalId: idField('No se puede finalizar: sucursalId no definido') });
/** DELETE /fabricaciones/{id}/cancelar (fabricacion.delete) → { message: 'Fabricación cancelada' }. */
export const cancelarBodySchema = bodyObject({ sucursalId: idField('No se puede cancelar: sucursalId no definido') });
