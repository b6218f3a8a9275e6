import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CostoHistorial, MotivoMovimiento, MovimientoStock, OrigenCosto, Paged } from 'shared';
import type { Db } from '../../db/client';
import { costosHistorial, movimientosStock, productos, sucursales, usuarios } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { prepared } from '../../lib/prepared';
import { MSG_PRODUCTO_NO_ENCONTRADO, MSG_SUCURSAL_INVALIDA } from './service';

/**
 * The history of one product (docs/stock-y-productos.md): its stock movements and its cost changes,
 * newest first, paged on the server. Each page is ONE prepared statement that also says whether
 * the product (and the branch) exist; an empty page asks again for the total and the checks.
 */

const PRODUCTO = sql.placeholder('productoId');
const SUCURSAL = sql.placeholder('sucursalId');

/** Whether the product exists and is active (an uncorrelated subquery: evaluated once per statement). */
const productoOk = sql<boolean>`exists(select 1 from ${productos} where ${productos.id} = ${PRODUCTO} and not ${productos.isDeleted})`;

/** Whether the branch of `sucursalId` exists and is active; always true without one. */
const sucursalOk = (conSucursal: boolean) =>
  conSucursal ? sql<boolean>`exists(select 1 from ${sucursales} where ${sucursales.id} = ${SUCURSAL} and ${sucursales.activo})` : sql<boolean>`true`;

/**
 * WHERE of a product's stock movements, of one branch (`true`) or of all: built once, not on every
 * request (the prepared statements only need it the first time; lib/prepared.ts).
 */
const FILTRO_MOVIMIENTOS = {
  true: and(eq(movimientosStock.productoId, PRODUCTO), eq(movimientosStock.sucursalId, SUCURSAL)),
  false: eq(movimientosStock.productoId, PRODUCTO),
};

/** WHERE of a product's cost changes (built once, as {@link FILTRO_MOVIMIENTOS}). */
const FILTRO_COSTOS = eq(costosHistorial.productoId, PRODUCTO);

/**
 * 404 'Producto no encontrado.' or 400 'Sucursal inválida.' from the checks of an answer; without
 * rows (nothing on this page) they are asked in a statement of their own, with the total.
 */
async function checks(
  db: Db,
  key: string,
  conSucursal: boolean,
  primera: { productoOk: boolean; sucursalOk: boolean; total: number } | undefined,
  params: { productoId: number; sucursalId?: number },
  contar: () => SQL<number>,
): Promise<number> {
  let r = primera;
  if (!r) {
    const q = prepared(db, `${key}.vacia`, (name) =>
      db
        .select({ productoOk, sucursalOk: sucursalOk(conSucursal), total: contar() })
        .from(sql`(select 1) as uno`)
        .prepare(name),
    );
    [r] = await q.execute(params);
  }
  if (!r.productoOk) throw notFound(MSG_PRODUCTO_NO_ENCONTRADO);
  if (!r.sucursalOk) throw badRequest(MSG_SUCURSAL_INVALIDA);
  return r.total;
}

/**
 * GET productos/{id}/movimientos?sucursalId&page&pageSize (stock.detail.get): the product's stock
 * movements, of one branch or of all, newest first (fecha desc, id desc), through the index
 * movimientos_stock_producto_idx (producto, sucursal, fecha). Quantities 4 decimals in the
 * product's unit, signed; user null for the seed's adjustments.
 * @throws AppError 404 'Producto no encontrado.', 400 'Sucursal inválida.'.
 */
export async function listMovimientos(
  db: Db,
  productoId: number,
  q: { sucursalId?: number; page: number; pageSize: number },
): Promise<Paged<MovimientoStock>> {
  const conSucursal = q.sucursalId !== undefined;
  const key = `productos.movimientos.${conSucursal}`;
  const filtro = FILTRO_MOVIMIENTOS[`${conSucursal}`];
  const contar = () => sql<number>`(select count(*)::int from ${movimientosStock} where ${filtro})`.mapWith(Number);
  const query = prepared(db, key, (name) =>
    db
      .select({
        id: movimientosStock.id,
        fecha: movimientosStock.fecha,
        sucursalId: movimientosStock.sucursalId,
        sucursalNombre: sucursales.nombre,
        cantidad: movimientosStock.cantidad,
        motivo: movimientosStock.motivo,
        referenciaId: movimientosStock.referenciaId,
        stockAnterior: movimientosStock.stockAnterior,
        stockNuevo: movimientosStock.stockNuevo,
        usuarioId: usuarios.id,
        usuarioNombre: usuarios.name,
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
        productoOk,
        sucursalOk: sucursalOk(conSucursal),
      })
      .from(movimientosStock)
      .innerJoin(sucursales, eq(sucursales.id, movimientosStock.sucursalId))
      .leftJoin(usuarios, eq(usuarios.id, movimientosStock.usuarioId))
      .where(filtro)
      .orderBy(desc(movimientosStock.fecha), desc(movimientosStock.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const params = { productoId, sucursalId: q.sucursalId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  const rows = await query.execute(params);
  const total = await checks(db, key, conSucursal, rows[0], params, contar);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fecha: r.fecha.toISOString(),
      sucursal: { id: r.sucursalId, nombre: r.sucursalNombre },
      cantidad: r.cantidad,
      motivo: r.motivo as MotivoMovimiento,
      referenciaId: r.referenciaId,
      stockAnterior: r.stockAnterior,
      stockNuevo: r.stockNuevo,
      usuario: r.usuarioId !== null && r.usuarioNombre !== null ? { id: r.usuarioId, name: r.usuarioNombre } : null,
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}

/**
 * GET productos/{id}/costos?page&pageSize (stock.detail.get): the product's cost changes, newest
 * first (fecha desc, id desc): before (null at creation) and after, each with its currency id,
 * money with 2 decimals; origen 'alta', 'edicion' or 'ingreso' (referenciaId = the stock entry).
 * @throws AppError 404 'Producto no encontrado.'.
 */
export async function listCostos(db: Db, productoId: number, q: { page: number; pageSize: number }): Promise<Paged<CostoHistorial>> {
  const key = 'productos.costos';
  const filtro = FILTRO_COSTOS;
  const contar = () => sql<number>`(select count(*)::int from ${costosHistorial} where ${filtro})`.mapWith(Number);
  const query = prepared(db, key, (name) =>
    db
      .select({
        id: costosHistorial.id,
        fecha: costosHistorial.fecha,
        costoAnterior: costosHistorial.costoAnterior,
        costoAnteriorMonedaId: costosHistorial.costoAnteriorMonedaId,
        costoNuevo: costosHistorial.costoNuevo,
        costoNuevoMonedaId: costosHistorial.costoNuevoMonedaId,
        origen: costosHistorial.origen,
        referenciaId: costosHistorial.referenciaId,
        usuarioId: usuarios.id,
        usuarioNombre: usuarios.name,
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
        productoOk,
        sucursalOk: sql<boolean>`true`,
      })
      .from(costosHistorial)
      .leftJoin(usuarios, eq(usuarios.id, costosHistorial.usuarioId))
      .where(filtro)
      .orderBy(desc(costosHistorial.fecha), desc(costosHistorial.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const params = { productoId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  const rows = await query.execute(params);
  const total = await checks(db, key, false, rows[0], params, contar);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fecha: r.fecha.toISOString(),
      costoAnterior: r.costoAnterior,
      costoAnteriorMonedaId: r.costoAnteriorMonedaId,
      costoNuevo: r.costoNuevo,
      costoNuevoMonedaId: r.costoNuevoMonedaId,
      origen: r.origen as OrigenCosto,
      referenciaId: r.referenciaId,
      usuario: r.usuarioId !== null && r.usuarioNombre !== null ? { id: r.usuarioId, name: r.usuarioNombre } : null,
    })),
    ...pageMeta(total, q.page, q.pageSize),
  };
}
