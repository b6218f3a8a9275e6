import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTUALIZAR_PRECIOS_MAX,
  Dec,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  type actualizarPreciosBodySchema,
  type ActualizarPreciosResponse,
  type SessionUser,
} from 'shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { auditoria, monedas, productos, proveedores } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { likeContains } from '../../lib/paging';
import { MSG_PROVEEDOR_INVALIDO } from './abm';

/**
 * Bulk price update (POST productos/actualizar-precios; docs/stock-y-productos.md, «Actualización
 * masiva de precios»). Every price is computed by PostgreSQL in `numeric` (never binary floats) and
 * rounded with `round(…, 2)`: half away from zero, which for prices (never negative) is half-up.
 */

/** The body once parsed: filters, exactly one of porcentaje or cotizacion, and confirmar. */
export type ActualizarPreciosInput = z.output<typeof actualizarPreciosBodySchema>;

export const MSG_DOLAR_SIN_VALOR = 'El valor del dólar del sistema no está definido.';
/** The largest price a product can hold (numeric(14,2)). */
const PRECIO_MAXIMO = '999999999999.99';

/** 400 text when the selection is larger than {@link ACTUALIZAR_PRECIOS_MAX}. */
export function msgSeleccionGrande(n: number): string {
  return `La selección tiene ${n} productos: acote los filtros (máximo ${ACTUALIZAR_PRECIOS_MAX}).`;
}

/** 400 text when a new price does not fit in a price. */
export function msgPrecioExcedido(codigo: number | string, nombre: string): string {
  return `El precio nuevo de ${codigo} - ${nombre} supera el máximo admitido.`;
}

/**
 * WHERE of the selection: active products, by category, supplier and the /stock search (name
 * anywhere, case-insensitive; digits also the start of the code); in `cotizacion` mode only the
 * products priced in pesos whose cost is in dollars.
 */
function seleccion(b: ActualizarPreciosInput): SQL | undefined {
  const search = b.search ? b.search : undefined;
  return and(
    eq(productos.isDeleted, false),
    b.categoria ? eq(productos.categoria, b.categoria) : undefined,
    b.proveedorId !== undefined ? eq(productos.proveedorId, b.proveedorId) : undefined,
    search
      ? /^\d+$/.test(search)
        ? or(ilike(productos.nombre, likeContains(search)), sql`${productos.codigo}::text like ${`${search}%`}`)
        : ilike(productos.nombre, likeContains(search))
      : undefined,
    b.cotizacion !== undefined ? and(eq(productos.monedaId, MONEDA_PESOS), eq(productos.costoMonedaId, MONEDA_DOLARES)) : undefined,
  );
}

/** valorFinal of a price expression, as the product reads compute it: round(precio × (1 + IVA / 100), 2). */
const valorFinalDe = (precio: SQL) => sql<string>`round(${precio} * (1 + ${productos.alicuotaIva} / 100), 2)`;

/** The dollar's system value (moneda 2), 4 decimals; 400 when missing or zero. */
async function valorDolar(tx: Tx): Promise<string> {
  const [m] = await tx.select({ valor: monedas.valor }).from(monedas).where(eq(monedas.id, MONEDA_DOLARES));
  if (!m || new Dec(m.valor).isZero()) throw badRequest(MSG_DOLAR_SIN_VALOR);
  return m.valor;
}

/** Writes one audit row per product in a few multi-row INSERTs (the same shape `audit()` writes). */
async function auditarPrecios(
  tx: Tx,
  usuarioId: number,
  items: ActualizarPreciosResponse['items'],
  regla: { porcentaje?: string; cotizacion?: string },
): Promise<void> {
  const POR_INSERT = 1000;
  for (let i = 0; i < items.length; i += POR_INSERT) {
    await tx.insert(auditoria).values(
      items.slice(i, i + POR_INSERT).map((p) => ({
        usuarioId,
        entidad: 'productos',
        entidadId: String(p.id),
        accion: 'actualizar_precio',
        antes: { precio: p.precioAnterior, valorFinal: p.valorFinalAnterior },
        despues: { precio: p.precioNuevo, valorFinal: p.valorFinalNuevo, ...regla },
      })),
    );
  }
}

/**
 * POST productos/actualizar-precios (stock.put; docs/stock-y-productos.md). Selects the active
 * products by categoria, proveedorId and search ({@link seleccion}) and computes each new price in
 * the product's currency, 2 decimals half-up:
 * - porcentaje p: precio × (1 + p / 100);
 * - cotizacion c (only products priced in pesos with their cost in dollars): precio × c / the
 *   dollar's system value (which this call does not change).
 * Without `confirmar` it only answers the preview; with it, in ONE transaction it locks the rows
 * (FOR UPDATE), writes the new prices and one audit row per product ('actualizar_precio', before and
 * after). Items by code, with valorFinal before and after as the API computes it.
 * @throws AppError 400 'Proveedor inválido.', 'El valor del dólar del sistema no está definido.',
 * 'La selección tiene {n} productos: acote los filtros (máximo 5000).', or a new price too large.
 */
export async function actualizarPrecios(db: Db, actor: SessionUser, body: ActualizarPreciosInput): Promise<ActualizarPreciosResponse> {
  return db.transaction(async (tx) => {
    if (body.proveedorId !== undefined) {
      const [prov] = await tx.select({ id: proveedores.id }).from(proveedores).where(eq(proveedores.id, body.proveedorId));
      if (!prov) throw badRequest(MSG_PROVEEDOR_INVALIDO);
    }
    const precioNuevo =
      body.cotizacion !== undefined
        ? sql`round(${productos.precio} * ${body.cotizacion}::numeric / ${await valorDolar(tx)}::numeric, 2)`
        : sql`round(${productos.precio} * (1 + ${body.porcentaje ?? '0'}::numeric / 100), 2)`;
    const filtro = seleccion(body);

    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(productos).where(filtro);
    if (n > ACTUALIZAR_PRECIOS_MAX) throw badRequest(msgSeleccionGrande(n));
    if (n === 0) return { confirmado: body.confirmar, total: 0, items: [] };

    const consulta = tx
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        monedaId: productos.monedaId,
        simbolo: monedas.simbolo,
        precioAnterior: productos.precio,
        precioNuevo: sql<string>`${precioNuevo}`,
        valorFinalAnterior: valorFinalDe(sql`${productos.precio}`),
        valorFinalNuevo: valorFinalDe(precioNuevo),
      })
      .from(productos)
      .innerJoin(monedas, eq(monedas.id, productos.monedaId))
      .where(filtro)
      .orderBy(asc(productos.codigo));
    const filas = body.confirmar ? await consulta.for('update', { of: productos }) : await consulta;
    if (filas.length > ACTUALIZAR_PRECIOS_MAX) throw badRequest(msgSeleccionGrande(filas.length));

    const items: ActualizarPreciosResponse['items'] = filas.map((f) => ({
      id: f.id,
      codigo: String(f.codigo),
      nombre: f.nombre,
      moneda: { id: f.monedaId, simbolo: f.simbolo },
      precioAnterior: f.precioAnterior,
      precioNuevo: f.precioNuevo,
      valorFinalAnterior: f.valorFinalAnterior,
      valorFinalNuevo: f.valorFinalNuevo,
    }));
    const excedido = items.find((i) => new Dec(i.precioNuevo).gt(PRECIO_MAXIMO));
    if (excedido) throw badRequest(msgPrecioExcedido(excedido.codigo, excedido.nombre));

    if (body.confirmar && items.length > 0) {
      await tx.execute(sql`update ${productos} set precio = v.precio, updated_at = now()
        from (select unnest(${sql.param(items.map((i) => i.id))}::int[]) as id, unnest(${sql.param(items.map((i) => i.precioNuevo))}::numeric[]) as precio) v
        where ${productos.id} = v.id`);
      const regla = body.cotizacion !== undefined ? { cotizacion: body.cotizacion } : { porcentaje: body.porcentaje };
      await auditarPrecios(tx, actor.id, items, regla);
    }
    return { confirmado: body.confirmar, total: items.length, items };
  });
}
