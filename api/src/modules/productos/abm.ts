import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  Dec,
  hasAnyPermission,
  MSG_FORMULA_MATERIA_PRIMA,
  MSG_FORMULA_PROPIA,
  MSG_PRODUCTO_CON_MOVIMIENTOS,
  MSG_SIN_PERMISO_COSTO,
  P,
  type productoBodySchema,
  type SessionUser,
} from 'shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { costosHistorial, formulaDetalles, formulas, monedas, movimientosStock, productos, proveedores } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { createProducto, getProducto, guardarFormula, MSG_PRODUCTO_NO_ENCONTRADO, type FormulaInput } from './service';

/**
 * Create, edit and delete products (docs/stock-y-productos.md, «Alta y edición de productos»).
 * Every write is ONE transaction with its audit row; the product row is locked (FOR UPDATE) before
 * it is changed.
 */

/** The body of POST /productos and PUT /productos/{id} once parsed (defaults applied). */
export type ProductoInput = z.output<typeof productoBodySchema>;

export const MSG_CATEGORIA_FIJA = 'No se puede cambiar la categoría de un producto.';
export const MSG_PRODUCTO_ELIMINADO = 'Producto eliminado correctamente.';
export const MSG_PROVEEDOR_INVALIDO = 'Proveedor inválido.';
export const MSG_MONEDA_INVALIDA = 'Moneda inválida.';
export const MSG_MONEDA_COSTO_INVALIDA = 'Moneda del costo inválida.';

/** 400 text for a formula ingredient that does not exist or was deleted. */
export function msgMateriaInexistente(id: number): string {
  return `La materia prima ${id} no existe o fue dada de baja.`;
}

/** 400 text for a formula ingredient that is a product of another category. */
export function msgNoEsMateriaPrima(codigo: number | string, nombre: string): string {
  return `${codigo} - ${nombre} no es una materia prima: una fórmula solo lleva materias primas.`;
}

/** 409 text when an active product's formula uses the product being deleted. */
export function msgEnFormula(codigo: number | string, nombre: string): string {
  return `El producto forma parte de la fórmula de ${codigo} - ${nombre}.`;
}

/**
 * Checks what the body refers to, inside the writing transaction (docs/stock-y-productos.md):
 * a raw material carries no formula; a formula never holds the product itself (`productoId`, known
 * on PUT) and only active raw materials; the supplier exists and is active; both currencies exist.
 * The schema already refused repeated raw materials and quantities that are not above zero.
 * @throws AppError 400 with the first problem found.
 */
async function validarReferencias(tx: Tx, input: ProductoInput, productoId: number | null): Promise<void> {
  const formula = input.formula ?? null;
  if (formula && input.categoria === 'materia_prima') throw badRequest(MSG_FORMULA_MATERIA_PRIMA);
  if (formula) {
    if (productoId !== null && formula.detalles.some((d) => d.materiaPrimaId === productoId)) throw badRequest(MSG_FORMULA_PROPIA);
    const ids = formula.detalles.map((d) => d.materiaPrimaId);
    const encontrados = await tx
      .select({ id: productos.id, codigo: productos.codigo, nombre: productos.nombre, categoria: productos.categoria })
      .from(productos)
      .where(and(inArray(productos.id, ids), eq(productos.isDeleted, false)));
    const porId = new Map(encontrados.map((p) => [p.id, p]));
    for (const id of ids) {
      const p = porId.get(id);
      if (!p) throw badRequest(msgMateriaInexistente(id));
      if (p.categoria !== 'materia_prima') throw badRequest(msgNoEsMateriaPrima(p.codigo, p.nombre));
    }
  }
  if (input.proveedorId !== null) {
    const [prov] = await tx
      .select({ id: proveedores.id })
      .from(proveedores)
      .where(and(eq(proveedores.id, input.proveedorId), eq(proveedores.isDeleted, false)))
      // FOR SHARE: a concurrent DELETE proveedores/{id} (FOR UPDATE) waits, then sees this product.
      .for('share');
    if (!prov) throw badRequest(MSG_PROVEEDOR_INVALIDO);
  }
  const monedasExistentes = new Set(
    (await tx.select({ id: monedas.id }).from(monedas).where(inArray(monedas.id, [input.monedaId, input.costoMonedaId]))).map((m) => m.id),
  );
  if (!monedasExistentes.has(input.monedaId)) throw badRequest(MSG_MONEDA_INVALIDA);
  if (!monedasExistentes.has(input.costoMonedaId)) throw badRequest(MSG_MONEDA_COSTO_INVALIDA);
}

/** The columns of `productos` that the body sets (everything but code, category and formula). */
function campos(input: ProductoInput) {
  return {
    nombre: input.nombre,
    descripcion: input.descripcion,
    unidad: input.unidad,
    proveedorId: input.proveedorId,
    stockMinimo: input.stockMinimo,
    costo: input.costo,
    costoMonedaId: input.costoMonedaId,
    precio: input.precio,
    alicuotaIva: input.alicuotaIva,
    monedaId: input.monedaId,
  };
}

/** A formula as the body sends it, normalised to strings. */
function formulaInput(f: NonNullable<ProductoInput['formula']>): FormulaInput {
  return { cantidadProducida: f.cantidadProducida, detalles: f.detalles.map((d) => ({ materiaPrimaId: d.materiaPrimaId, cantidad: d.cantidad })) };
}

/**
 * POST /productos (stock.post; docs/stock-y-productos.md): validates the references
 * ({@link validarReferencias}), then creates the product with the next free code of its category,
 * its formula, its cost history row 'alta' (when the cost is not 0) and its audit row, in ONE
 * transaction. Money in 2 decimals (precio in monedaId, costo in costoMonedaId), stockMinimo 4.
 * @returns the new id and its code as text.
 * @throws AppError 400 (formula or references), 409 'No quedan códigos libres para la categoría …'.
 */
export async function crearProducto(db: Db, actor: SessionUser, input: ProductoInput): Promise<{ id: number; codigo: string }> {
  return db.transaction(async (tx) => {
    await validarReferencias(tx, input, null);
    const { formula, ...resto } = input;
    const creado = await createProducto(tx, actor.id, { ...resto, formula: formula ? formulaInput(formula) : null });
    return { id: creado.id, codigo: String(creado.codigo) };
  });
}

/** The product row locked for a change (FOR UPDATE), with its formula; 404 when missing or deleted. */
async function bloquear(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(productos)
    .where(and(eq(productos.id, id), eq(productos.isDeleted, false)))
    .for('update');
  if (!row) throw notFound(MSG_PRODUCTO_NO_ENCONTRADO);
  return row;
}

/** The current formula of a product as it is audited (null without one). */
async function formulaActual(tx: Tx, productoId: number): Promise<FormulaInput | null> {
  const filas = await tx
    .select({ cantidadProducida: formulas.cantidadProducida, materiaPrimaId: formulaDetalles.materiaPrimaId, cantidad: formulaDetalles.cantidad })
    .from(formulas)
    .leftJoin(formulaDetalles, eq(formulaDetalles.formulaId, formulas.id))
    .where(eq(formulas.productoId, productoId))
    .orderBy(asc(formulaDetalles.id));
  if (filas.length === 0) return null;
  return {
    cantidadProducida: filas[0].cantidadProducida,
    detalles: filas.flatMap((f) => (f.materiaPrimaId === null || f.cantidad === null ? [] : [{ materiaPrimaId: f.materiaPrimaId, cantidad: f.cantidad }])),
  };
}

/**
 * PUT /productos/{id} (stock.put; docs/stock-y-productos.md), in ONE transaction with the product
 * row locked: the category cannot change; changing the cost or its currency also needs
 * stock.editar_costo (the same cost, e.g. "10" for "10.00", is no change) and writes a cost
 * history row 'edicion'; `formula` undefined keeps it, null removes it, an object replaces it.
 * Audited with before and after.
 * @returns the JSON text of the product as GET productos/{id} shows it (stock of all branches).
 * @throws AppError 404 'Producto no encontrado.', 400 (category, formula, references), 403
 * 'No tiene permiso para modificar el costo del producto.'.
 */
export async function actualizarProducto(db: Db, actor: SessionUser, id: number, input: ProductoInput): Promise<string> {
  await db.transaction(async (tx) => {
    const antes = await bloquear(tx, id);
    if (antes.categoria !== input.categoria) throw badRequest(MSG_CATEGORIA_FIJA);
    const cambiaCosto = !new Dec(antes.costo).eq(input.costo) || antes.costoMonedaId !== input.costoMonedaId;
    if (cambiaCosto && !hasAnyPermission(actor.permissions, [P.stockEditarCosto])) throw new AppError(403, MSG_SIN_PERMISO_COSTO);
    await validarReferencias(tx, input, id);

    const formulaAntes = await formulaActual(tx, id);
    const [despues] = await tx
      .update(productos)
      .set({ ...campos(input), updatedAt: sql`now()` })
      .where(eq(productos.id, id))
      .returning();
    if (input.formula === null) {
      await tx.delete(formulas).where(eq(formulas.productoId, id));
    } else if (input.formula !== undefined) {
      await guardarFormula(tx, id, formulaInput(input.formula));
    }
    if (cambiaCosto) {
      await tx.insert(costosHistorial).values({
        productoId: id,
        costoAnterior: antes.costo,
        costoAnteriorMonedaId: antes.costoMonedaId,
        costoNuevo: despues.costo,
        costoNuevoMonedaId: despues.costoMonedaId,
        origen: 'edicion',
        usuarioId: actor.id,
      });
    }
    const formulaDespues = input.formula === undefined ? formulaAntes : input.formula === null ? null : formulaInput(input.formula);
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'productos',
      entidadId: id,
      accion: 'actualizar',
      antes: { ...antes, formula: formulaAntes },
      despues: { ...despues, formula: formulaDespues },
    });
  });
  return getProducto(db, id);
}

/**
 * DELETE /productos/{id} (stock.delete; docs/stock-y-productos.md): soft delete (is_deleted,
 * deleted_at) in ONE transaction with the row locked and an audit row. Refused while the product
 * has any stock movement, or while the formula of an active product uses it.
 * @throws AppError 404 'Producto no encontrado.', 409 'No se puede eliminar un producto con
 * movimientos de stock.', 409 'El producto forma parte de la fórmula de {codigo} - {nombre}.'.
 */
export async function eliminarProducto(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await bloquear(tx, id);
    const [mov] = await tx.select({ id: movimientosStock.id }).from(movimientosStock).where(eq(movimientosStock.productoId, id)).limit(1);
    if (mov) throw conflict(MSG_PRODUCTO_CON_MOVIMIENTOS);
    const [usa] = await tx
      .select({ codigo: productos.codigo, nombre: productos.nombre })
      .from(formulaDetalles)
      .innerJoin(formulas, eq(formulas.id, formulaDetalles.formulaId))
      .innerJoin(productos, eq(productos.id, formulas.productoId))
      .where(and(eq(formulaDetalles.materiaPrimaId, id), eq(productos.isDeleted, false)))
      .orderBy(asc(productos.codigo))
      .limit(1);
    if (usa) throw conflict(msgEnFormula(usa.codigo, usa.nombre));
    await tx.update(productos).set({ isDeleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(productos.id, id));
    await audit(tx, { usuarioId: actor.id, entidad: 'productos', entidadId: id, accion: 'eliminar', antes });
  });
}
