import {
  compareDecimal,
  fabricacionListItemSchema,
  fabricacionPreviewSchema,
  fabricacionSchema,
  type Fabricacion,
  type FabricacionListItem,
  type FabricacionPreview,
} from 'shared';
import { z } from 'shared/forms';
import { parseFake, QUANTITY_STRING } from 'shared/testing';

/**
 * Fakes of the manufacturing answers (docs/pruebas.md): each one is parsed with the shared response
 * schema (shared/src/schemas/fabricaciones.ts) plus what the API always does when it serializes
 * (quantities with 4 decimals, ISO dates, the state and its flags, the confirmed ids and lines in
 * agreement). A fixture the API could never send throws, naming the field.
 */

const quantity = z.string().regex(QUANTITY_STRING, { message: 'Se esperaba una cantidad con 4 decimales, como "2.5000".' });
const isoDateTime = z.iso.datetime({ offset: true, message: 'Se esperaba una fecha ISO 8601.' });

/** The state and the two flags say the same (docs/fabricacion.md, «Estados»). */
function checkEstado(f: { estado: string; isFinalizada: boolean; isCancelada: boolean }, ctx: z.RefinementCtx) {
  if (f.isFinalizada !== (f.estado === 'finalizada') || f.isCancelada !== (f.estado === 'cancelada')) {
    ctx.addIssue({ code: 'custom', path: ['estado'], message: `estado "${f.estado}" no coincide con isFinalizada/isCancelada.` });
  }
}

/** The branch object, the run's branch id and its lines' branch agree. */
function checkSucursal(f: { sucursalId: number; sucursal: { id: number } }, ctx: z.RefinementCtx) {
  if (f.sucursal.id !== f.sucursalId) ctx.addIssue({ code: 'custom', path: ['sucursal', 'id'], message: 'La sucursal no coincide con sucursalId.' });
}

const detalleApiSchema = fabricacionSchema.shape.detalles.element.extend({ cantidad: quantity }).superRefine((d, ctx) => {
  if (d.producto.id !== d.materiaPrimaId || d.Producto.id !== d.materiaPrimaId) {
    ctx.addIssue({ code: 'custom', path: ['producto', 'id'], message: 'producto y Producto son la materia prima (materiaPrimaId).' });
  }
});

const fabricacionApiSchema = fabricacionSchema
  .extend({ fecha: isoDateTime, cantidadFabricada: quantity, detalles: z.array(detalleApiSchema) })
  .superRefine((f, ctx) => {
    checkEstado(f, ctx);
    checkSucursal(f, ctx);
    const confirmadas = f.detalles.filter((d) => d.confirmado).map((d) => d.materiaPrimaId);
    if (JSON.stringify([...confirmadas].sort()) !== JSON.stringify([...f.materiasConfirmadas].sort())) {
      ctx.addIssue({ code: 'custom', path: ['materiasConfirmadas'], message: 'materiasConfirmadas son las materias de las líneas confirmadas.' });
    }
    f.detalles.forEach((d, i) => {
      if (d.sucursalId !== f.sucursalId) ctx.addIssue({ code: 'custom', path: ['detalles', i, 'sucursalId'], message: 'Cada línea es de la sucursal de la corrida.' });
    });
  });

const listItemApiSchema = fabricacionListItemSchema.extend({ fecha: isoDateTime, cantidadFabricada: quantity }).superRefine((f, ctx) => {
  checkEstado(f, ctx);
  checkSucursal(f, ctx);
  if (f.materiasConfirmadasCount < 0 || f.materiasConfirmadasCount > f.materiasTotal) {
    ctx.addIssue({ code: 'custom', path: ['materiasConfirmadasCount'], message: 'Entre 0 y materiasTotal.' });
  }
});

const previewApiSchema = fabricacionPreviewSchema
  .extend({
    cantidad: quantity,
    cantidadProducida: quantity,
    lineas: z.array(fabricacionPreviewSchema.shape.lineas.element.extend({ cantidad: quantity, stock: quantity })),
  })
  .superRefine((p, ctx) => {
    p.lineas.forEach((l, i) => {
      if (l.alcanza !== compareDecimal(l.stock, l.cantidad) >= 0) {
        ctx.addIssue({ code: 'custom', path: ['lineas', i, 'alcanza'], message: 'alcanza es stock >= cantidad.' });
      }
    });
    if (p.alcanza !== p.lineas.every((l) => l.alcanza)) ctx.addIssue({ code: 'custom', path: ['alcanza'], message: 'alcanza es que alcancen todas las líneas.' });
  });

/**
 * A run as GET fabricaciones/{id} sends it. @throws Error when it is not something the API could
 * send (formats, state and flags, confirmed ids, branches).
 */
export function fakeFabricacion(value: Fabricacion): Fabricacion {
  return parseFake('fakeFabricacion', fabricacionApiSchema, value);
}

/** A row of GET fabricaciones. @throws Error when it is not something the API could send. */
export function fakeFabricacionListItem(value: FabricacionListItem): FabricacionListItem {
  return parseFake('fakeFabricacionListItem', listItemApiSchema, value);
}

/** The answer of GET fabricaciones/previsualizar. @throws Error when it is not something the API could send. */
export function fakeFabricacionPreview(value: FabricacionPreview): FabricacionPreview {
  return parseFake('fakeFabricacionPreview', previewApiSchema, value);
}

/**
 * The same run as an older record without its branch: no `sucursalId` on the run nor on its lines.
 * The current API never sends it (the column is NOT NULL); the screen still handles it
 * (docs/fabricacion.md: «Sin sucursal la pantalla no llama y avisa…»).
 */
export function sinSucursal(f: Fabricacion): Record<string, unknown> {
  const { sucursalId: _sucursalId, detalles, ...resto } = f;
  return { ...resto, detalles: detalles.map(({ sucursalId: _s, ...d }) => d) };
}
