import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Dec, toQuantity } from 'shared';
import type { Tx } from '../../db/client';
import { movimientosStock, productos, stock, type MotivoStock } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * 'Stock insuficiente para {codigo} - {nombre} (disponible: {n} {unidad})' (docs/stock-y-productos.md), with n
 * without trailing zeros and a decimal comma (es-AR): "2,5", "0".
 */
export function msgStockInsuficiente(codigo: number | string, nombre: string, disponible: string, unidad: string): string {
  const n = new Dec(disponible).toString().replace('.', ',');
  return `Stock insuficiente para ${codigo} - ${nombre} (disponible: ${n} ${unidad})`;
}

/** One stock change: product and signed quantity (up to 4 decimals, the product's unit). */
export interface CambioStock {
  productoId: number;
  /** Positive adds stock, negative takes it. */
  cantidad: string;
}

/** Result per product: the stock before and after (4 decimals). */
export interface StockAplicado {
  productoId: number;
  stockAnterior: string;
  stockNuevo: string;
}

/**
 * THE way stock changes (docs/stock-y-productos.md): inside the caller's transaction `tx`, for one
 * branch, it
 * 1. makes sure every product has a stock row there (inserted at 0 when missing),
 * 2. locks those rows (SELECT … FOR UPDATE, by producto_id: concurrent operations queue instead of
 *    overselling, and never deadlock on one another),
 * 3. checks that no product ends below zero: otherwise throws the 409
 *    {@link msgStockInsuficiente} before writing anything (the caller's transaction rolls back),
 * 4. writes the new quantities and one `movimientos_stock` row per product (reason, reference,
 *    before, after, user).
 * Several changes of the same product are summed into one. Returns before/after per product.
 * @throws AppError 409 'Stock insuficiente para …'.
 */
export async function aplicarStock(
  tx: Tx,
  args: {
    sucursalId: number;
    motivo: MotivoStock;
    referenciaId: number | null;
    usuarioId: number | null;
    cambios: CambioStock[];
  },
): Promise<StockAplicado[]> {
  const porProducto = new Map<number, InstanceType<typeof Dec>>();
  for (const c of args.cambios) porProducto.set(c.productoId, (porProducto.get(c.productoId) ?? new Dec(0)).plus(c.cantidad));
  const ids = [...porProducto.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return [];

  await tx
    .insert(stock)
    .values(ids.map((productoId) => ({ productoId, sucursalId: args.sucursalId, cantidad: '0' })))
    .onConflictDoNothing();
  const filas = await tx
    .select({ productoId: stock.productoId, cantidad: stock.cantidad })
    .from(stock)
    .where(and(eq(stock.sucursalId, args.sucursalId), inArray(stock.productoId, ids)))
    .orderBy(asc(stock.productoId))
    .for('update');
  const actual = new Map(filas.map((f) => [f.productoId, f.cantidad]));

  const faltantes = ids.filter((id) => new Dec(actual.get(id) ?? '0').plus(porProducto.get(id)!).isNegative());
  if (faltantes.length > 0) {
    const [p] = await tx
      .select({ codigo: productos.codigo, nombre: productos.nombre, unidad: productos.unidad })
      .from(productos)
      .where(eq(productos.id, faltantes[0]));
    throw conflict(msgStockInsuficiente(p.codigo, p.nombre, actual.get(faltantes[0]) ?? '0', p.unidad));
  }

  const resultado: StockAplicado[] = [];
  for (const productoId of ids) {
    const delta = porProducto.get(productoId)!;
    const stockAnterior = toQuantity(actual.get(productoId) ?? '0');
    const stockNuevo = toQuantity(new Dec(stockAnterior).plus(delta));
    if (delta.isZero()) continue;
    await tx
      .update(stock)
      .set({ cantidad: stockNuevo, updatedAt: sql`now()` })
      .where(and(eq(stock.productoId, productoId), eq(stock.sucursalId, args.sucursalId)));
    await tx.insert(movimientosStock).values({
      productoId,
      sucursalId: args.sucursalId,
      cantidad: toQuantity(delta),
      motivo: args.motivo,
      referenciaId: args.referenciaId,
      stockAnterior,
      stockNuevo,
      usuarioId: args.usuarioId,
    });
    resultado.push({ productoId, stockAnterior, stockNuevo });
  }
  return resultado;
}
