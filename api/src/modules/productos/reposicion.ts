import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReposicionItem } from 'shared';
import type { Db } from '../../db/client';
import { monedas, productos, proveedores, stock, sucursales } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { collated } from '../../lib/paging';
import { prepared } from '../../lib/prepared';
import { MSG_PROVEEDOR_INVALIDO } from './abm';
import { assertSucursal, MSG_SUCURSAL_INVALIDA } from './service';

/** Most rows the reorder list returns (a report, not paged). */
export const REPOSICION_MAX = 5000;

const SUCURSAL = sql.placeholder('sucursalId');
const PROVEEDOR = sql.placeholder('proveedorId');

/**
 * GET productos/reposicion?sucursalId[&proveedorId] (stock.get; docs/stock-y-productos.md, «Lista de
 * reposición»): the active products whose stock in the branch (0 without a stock row) is below
 * their minimum, grouped by supplier: by supplier name (products without a supplier last), then
 * code. `faltante` = stockMinimo − stock; quantities 4 decimals in the product's unit, the cost 2
 * decimals in its own currency. At most {@link REPOSICION_MAX} rows. ONE prepared statement,
 * which also checks the branch; an empty answer checks the branch and the supplier apart.
 * @throws AppError 400 'Sucursal inválida.' or 'Proveedor inválido.'.
 */
export async function listReposicion(db: Db, q: { sucursalId: number; proveedorId?: number }): Promise<{ items: ReposicionItem[] }> {
  const conProveedor = q.proveedorId !== undefined;
  const cantidad = sql<string>`coalesce(${stock.cantidad}, 0)`;
  const query = prepared(db, `productos.reposicion.${conProveedor}`, (name) =>
    db
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        unidad: productos.unidad,
        stock: sql<string>`${cantidad}::numeric(14, 4)`,
        stockMinimo: productos.stockMinimo,
        faltante: sql<string>`(${productos.stockMinimo} - ${cantidad})::numeric(14, 4)`,
        costo: productos.costo,
        costoMonedaId: productos.costoMonedaId,
        costoMonedaSimbolo: monedas.simbolo,
        proveedorId: proveedores.id,
        proveedorNombre: proveedores.nombre,
        sucursalOk: sql<boolean>`exists(select 1 from ${sucursales} where ${sucursales.id} = ${SUCURSAL} and ${sucursales.activo})`,
      })
      .from(productos)
      .innerJoin(monedas, eq(monedas.id, productos.costoMonedaId))
      .leftJoin(proveedores, eq(proveedores.id, productos.proveedorId))
      .leftJoin(stock, and(eq(stock.productoId, productos.id), eq(stock.sucursalId, SUCURSAL)))
      .where(
        and(
          eq(productos.isDeleted, false),
          sql`${productos.stockMinimo} > 0`,
          sql`${cantidad} < ${productos.stockMinimo}`,
          conProveedor ? eq(productos.proveedorId, PROVEEDOR) : undefined,
        ),
      )
      .orderBy(sql`${collated(proveedores.nombre)} asc nulls last`, asc(proveedores.id), asc(productos.codigo))
      .limit(REPOSICION_MAX)
      .prepare(name),
  );
  const rows = await query.execute({ sucursalId: q.sucursalId, proveedorId: q.proveedorId });
  if (rows.length === 0) {
    await assertSucursal(db, q.sucursalId);
    if (conProveedor) {
      const [prov] = await db.select({ id: proveedores.id }).from(proveedores).where(eq(proveedores.id, q.proveedorId!));
      if (!prov) throw badRequest(MSG_PROVEEDOR_INVALIDO);
    }
    return { items: [] };
  }
  if (!rows[0].sucursalOk) throw badRequest(MSG_SUCURSAL_INVALIDA);
  return {
    items: rows.map((r) => ({
      id: r.id,
      codigo: String(r.codigo),
      nombre: r.nombre,
      unidad: r.unidad,
      stock: r.stock,
      stockMinimo: r.stockMinimo,
      faltante: r.faltante,
      costo: r.costo,
      costoMoneda: { id: r.costoMonedaId, simbolo: r.costoMonedaSimbolo },
      proveedor: r.proveedorId !== null && r.proveedorNombre !== null ? { id: r.proveedorId, nombre: r.proveedorNombre } : null,
    })),
  };
}
