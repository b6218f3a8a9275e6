import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  MSG_GASTO_METODO_INVALIDO,
  MSG_GASTO_MONEDA_INVALIDA,
  MSG_GASTO_NO_ENCONTRADO,
  MSG_GASTO_PROVEEDOR_INVALIDO,
  MSG_GASTO_YA_ANULADO,
  toMoney,
  type Gasto,
  type GastosPage,
  type gastoBodySchema,
  type gastosListQuerySchema,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { cajas, gastos, metodosPago, monedas, proveedores, sucursales, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { diaBASql, endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { bloquearCaja, bloquearCajaPara, registrarMovimientoCaja } from '../cajas/service';

/**
 * Expenses (docs/cajas-gastos-comisiones.md, «Gastos»): dated on a Buenos Aires calendar day, in
 * one currency (money 2 decimals), annulled and never deleted. Paid from a cash box, an expense is
 * an EGRESO of that box; annulling it puts the money back with an INGRESO.
 */

export type GastoInput = z.output<typeof gastoBodySchema>;
export type GastosListInput = z.output<typeof gastosListQuerySchema>;

/**
 * POST /gastos: one transaction that checks the references (currency, payment method, supplier:
 * 400 in Spanish), and with `cajaId` locks that box (400 'Caja inválida.' / 'La caja elegida es de
 * otra moneda.', 409 'La caja está cerrada.'), writes the expense (fecha = 00:00 Buenos Aires of
 * the given day) and, from a box, its EGRESO with origin 'gasto' and the expense's payment method
 * (409 'Saldo insuficiente en la caja.' when the box lacks the money: nothing is written). Audit
 * row (gastos, crear).
 * @returns the new expense's id.
 */
export async function crearGasto(db: Db, actor: { id: number }, input: GastoInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [moneda] = await tx.select({ id: monedas.id }).from(monedas).where(eq(monedas.id, input.monedaId));
    if (!moneda) throw badRequest(MSG_GASTO_MONEDA_INVALIDA);
    const [metodo] = await tx
      .select({ id: metodosPago.id })
      .from(metodosPago)
      .where(and(eq(metodosPago.id, input.metodoPagoId), eq(metodosPago.isDeleted, false)));
    if (!metodo) throw badRequest(MSG_GASTO_METODO_INVALIDO);
    const proveedorId = input.proveedorId ?? null;
    if (proveedorId !== null) {
      const [prov] = await tx
        .select({ id: proveedores.id })
        .from(proveedores)
        .where(and(eq(proveedores.id, proveedorId), eq(proveedores.isDeleted, false)))
        // FOR SHARE: a concurrent DELETE proveedores/{id} (FOR UPDATE) waits, then sees this expense.
        .for('share');
      if (!prov) throw badRequest(MSG_GASTO_PROVEEDOR_INVALIDO);
    }
    const cajaId = input.cajaId ?? null;
    const caja = cajaId === null ? null : await bloquearCajaPara(tx, cajaId, input.monedaId);

    const monto = toMoney(input.monto);
    const valores = {
      fecha: startOfDayBA(input.fecha),
      categoria: input.categoria,
      descripcion: input.descripcion,
      monto,
      monedaId: input.monedaId,
      metodoPagoId: input.metodoPagoId,
      proveedorId,
      cajaId,
      usuarioId: actor.id,
    };
    const [gasto] = await tx.insert(gastos).values(valores).returning({ id: gastos.id });
    const movimientoCajaId =
      caja === null
        ? null
        : await registrarMovimientoCaja(tx, caja, {
            tipo: 'EGRESO',
            monto,
            descripcion: `Gasto #${gasto.id}: ${input.descripcion}`,
            origen: 'gasto',
            metodoPagoId: input.metodoPagoId,
            gastoId: gasto.id,
            usuarioId: actor.id,
          });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'gastos',
      entidadId: gasto.id,
      accion: 'crear',
      despues: { ...valores, movimientoCajaId },
    });
    return gasto.id;
  });
}

/**
 * PUT /gastos/anular/{id}: one-way. One transaction with the expense locked: 409 'El gasto ya está
 * anulado.'; paid from a box, an INGRESO origin 'gasto' 'Anulación de gasto #id' with the
 * expense's payment method goes back into that box, which must be open now (409 'La caja está
 * cerrada.': then the expense stays active). Audit row (gastos, anular).
 * @throws AppError 404 'No se encontró el gasto.', 409 as above.
 */
export async function anularGasto(db: Db, actor: { id: number }, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [g] = await tx
      .select({ id: gastos.id, anulado: gastos.anulado, cajaId: gastos.cajaId, monto: gastos.monto, metodoPagoId: gastos.metodoPagoId })
      .from(gastos)
      .where(eq(gastos.id, id))
      .for('update');
    if (!g) throw notFound(MSG_GASTO_NO_ENCONTRADO);
    if (g.anulado) throw conflict(MSG_GASTO_YA_ANULADO);
    let movimientoCajaId: number | null = null;
    if (g.cajaId !== null) {
      const caja = await bloquearCaja(tx, g.cajaId);
      if (!caja) throw notFound(MSG_GASTO_NO_ENCONTRADO);
      movimientoCajaId = await registrarMovimientoCaja(tx, caja, {
        tipo: 'INGRESO',
        monto: g.monto,
        descripcion: `Anulación de gasto #${g.id}`,
        origen: 'gasto',
        metodoPagoId: g.metodoPagoId,
        gastoId: g.id,
        usuarioId: actor.id,
      });
    }
    await tx.update(gastos).set({ anulado: true, anuladoEn: sql`now()` }).where(eq(gastos.id, id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'gastos',
      entidadId: id,
      accion: 'anular',
      antes: { anulado: false },
      despues: { anulado: true, movimientoCajaId },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

const columnas = {
  id: gastos.id,
  fecha: gastos.fecha,
  categoria: gastos.categoria,
  descripcion: gastos.descripcion,
  monto: gastos.monto,
  monedaId: monedas.id,
  simbolo: monedas.simbolo,
  metodoId: metodosPago.id,
  metodoNombre: metodosPago.nombre,
  proveedorId: proveedores.id,
  proveedorNombre: proveedores.nombre,
  cajaId: cajas.id,
  sucursalId: sucursales.id,
  sucursalNombre: sucursales.nombre,
  anulado: gastos.anulado,
  usuarioId: usuarios.id,
  usuarioName: usuarios.name,
};

/** The joined select of an expense as the list and the detail show it. */
function consulta(db: DbOrTx) {
  return db
    .select(columnas)
    .from(gastos)
    .innerJoin(monedas, eq(monedas.id, gastos.monedaId))
    .innerJoin(metodosPago, eq(metodosPago.id, gastos.metodoPagoId))
    .leftJoin(proveedores, eq(proveedores.id, gastos.proveedorId))
    .leftJoin(cajas, eq(cajas.id, gastos.cajaId))
    .leftJoin(sucursales, eq(sucursales.id, cajas.sucursalId))
    .leftJoin(usuarios, eq(usuarios.id, gastos.usuarioId));
}

type Fila = Awaited<ReturnType<typeof consulta>>[number];

function aGasto(r: Fila): Gasto {
  return {
    id: r.id,
    fecha: r.fecha.toISOString(),
    categoria: r.categoria,
    descripcion: r.descripcion,
    monto: toMoney(r.monto),
    moneda: { id: r.monedaId, simbolo: r.simbolo },
    metodoPago: { id: r.metodoId, nombre: r.metodoNombre },
    proveedor: r.proveedorId !== null && r.proveedorNombre !== null ? { id: r.proveedorId, nombre: r.proveedorNombre } : null,
    caja:
      r.cajaId !== null && r.sucursalId !== null && r.sucursalNombre !== null
        ? { id: r.cajaId, sucursal: { id: r.sucursalId, nombre: r.sucursalNombre } }
        : null,
    anulado: r.anulado,
    usuario: r.usuarioId !== null && r.usuarioName !== null ? { id: r.usuarioId, name: r.usuarioName } : null,
  };
}

/** GET /gastos/{id}. @throws AppError 404 'No se encontró el gasto.'. */
export async function getGasto(db: Db, id: number): Promise<Gasto> {
  const [r] = await consulta(db).where(eq(gastos.id, id));
  if (!r) throw notFound(MSG_GASTO_NO_ENCONTRADO);
  return aGasto(r);
}

/** The month 'YYYY-MM' of the expense's Buenos Aires day (`diaBASql` of lib/dates.ts, docs/dinero-y-cantidades.md). */
const mesBA = sql<string>`to_char(${sql.raw(diaBASql('"gastos"."fecha"'))}, 'YYYY-MM')`;

/**
 * GET /gastos?fechaDesde&fechaHasta&categoria&monedaId&anulado&page&pageSize: a page newest first
 * (date, then id) and the totals over every NON-annulled expense matching the date, category and
 * currency filters: per category and currency, per month (Buenos Aires time) and currency, and per
 * currency (money strings, 2 decimals, sums in SQL numeric).
 */
export async function listGastos(db: Db, q: GastosListInput): Promise<GastosPage> {
  const filtros: SQL[] = [];
  if (q.fechaDesde) filtros.push(gte(gastos.fecha, startOfDayBA(q.fechaDesde)));
  if (q.fechaHasta) filtros.push(lt(gastos.fecha, endOfDayBA(q.fechaHasta)));
  if (q.categoria) filtros.push(eq(gastos.categoria, q.categoria));
  if (q.monedaId !== undefined) filtros.push(eq(gastos.monedaId, q.monedaId));
  const lista = q.anulado === undefined ? filtros : [...filtros, eq(gastos.anulado, q.anulado === 'true')];
  const activos = and(...filtros, eq(gastos.anulado, false));

  const [{ total }] = await db.select({ total: count() }).from(gastos).where(and(...lista));
  const rows = await consulta(db)
    .where(and(...lista))
    .orderBy(desc(gastos.fecha), desc(gastos.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);

  const suma = sql<string>`sum(${gastos.monto})`;
  const porCategoria = await db
    .select({ categoria: gastos.categoria, monedaId: gastos.monedaId, total: suma })
    .from(gastos)
    .where(activos)
    .groupBy(gastos.categoria, gastos.monedaId)
    .orderBy(gastos.categoria, gastos.monedaId);
  const porMes = await db
    .select({ mes: mesBA, monedaId: gastos.monedaId, total: suma })
    .from(gastos)
    .where(activos)
    .groupBy(sql`1`, gastos.monedaId)
    .orderBy(sql`1`, gastos.monedaId);
  const porMoneda = await db
    .select({ monedaId: gastos.monedaId, total: suma })
    .from(gastos)
    .where(activos)
    .groupBy(gastos.monedaId)
    .orderBy(gastos.monedaId);

  return {
    items: rows.map(aGasto),
    ...pageMeta(total, q.page, q.pageSize),
    totales: {
      porCategoria: porCategoria.map((r) => ({ categoria: r.categoria, monedaId: r.monedaId, total: toMoney(r.total) })),
      porMes: porMes.map((r) => ({ mes: r.mes, monedaId: r.monedaId, total: toMoney(r.total) })),
      porMoneda: porMoneda.map((r) => ({ monedaId: r.monedaId, total: toMoney(r.total) })),
    },
  };
}
