import { aliasedTable, and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  Dec,
  ESTADOS_FABRICACION,
  MSG_FABRICACION_CERRADA,
  MSG_FABRICACION_NO_ENCONTRADA,
  MSG_FALTAN_CONFIRMAR,
  MSG_MATERIA_NO_ES_DE_LA_FABRICACION,
  MSG_MATERIA_YA_CONFIRMADA,
  MSG_SIN_FORMULA,
  MSG_SUCURSAL_DISTINTA,
  toQuantity,
  type EstadoFabricacion,
  type Fabricacion,
  type FabricacionListItem,
  type FabricacionPreview,
  type fabricacionBodySchema,
  type fabricacionesListQuerySchema,
  type fabricacionPreviewQuerySchema,
} from 'shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { conteos, fabricacionDetalles, fabricaciones, formulaDetalles, formulas, productos, stock, sucursales, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { exigirSucursal, type ActorConSucursal } from '../../lib/sucursal';
import { arreglo, paginaJson } from '../../lib/json-sql';
import { anidado, anidadoONulo, campo, filaDe } from '../../lib/filas';
import { likeContains } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { cantidadesEnRango, MSG_CANTIDAD_EXCEDIDA, msgProductoInexistente } from '../ingresos/service';
import { MSG_SUCURSAL_INVALIDA } from '../productos/service';
import { aplicarStock } from '../stock/service';

export type FabricacionInput = z.output<typeof fabricacionBodySchema>;
export type FabricacionPreviewInput = z.output<typeof fabricacionPreviewQuerySchema>;
export type FabricacionesListInput = z.output<typeof fabricacionesListQuerySchema>;

/** 400 when a line of the scaled formula rounds to 0 at 4 decimals (docs/fabricacion.md). */
export const MSG_CANTIDAD_MUY_CHICA = 'La cantidad a fabricar es demasiado chica para la fórmula.';

/** First quantity numeric(14,4) cannot hold. */
const QUANTITY_LIMIT = '10000000000';

/**
 * One raw-material line of a run (docs/fabricacion.md): formula quantity × cantidad /
 * cantidadProducida, rounded half-up to 4 decimals, in the raw material's unit. Example: 3 units for
 * 7 produced, cantidad 10 → '4.2857'.
 */
export function escalarLinea(cantidadFormula: string, cantidad: string, cantidadProducida: string): string {
  return toQuantity(new Dec(cantidadFormula).times(cantidad).div(cantidadProducida));
}

/** The product to make and its formula, scaled to `cantidad`, with the raw materials' code, name and unit. */
interface Plan {
  producto: { id: number; codigo: string; nombre: string; unidad: string };
  cantidad: string;
  cantidadProducida: string;
  lineas: Array<{ producto: { id: number; codigo: string; nombre: string; unidad: string }; cantidad: string }>;
}

const materias = aliasedTable(productos, 'materia');

/**
 * Reads the active product `productoId` and its formula and scales it to `cantidad` (see
 * {@link escalarLinea}), lines in the formula's order. The branch must be active.
 * @throws AppError 400 'Sucursal inválida.', 400 'El producto {id} no existe o fue dado de baja.',
 *   400 {@link MSG_SIN_FORMULA}, 400 {@link MSG_CANTIDAD_MUY_CHICA}, 400 'La cantidad supera el máximo…'.
 */
async function planificar(db: DbOrTx, productoId: number, cantidad: string, sucursalId: number): Promise<Plan> {
  const [sucursal] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.activo, true)));
  if (!sucursal) throw badRequest(MSG_SUCURSAL_INVALIDA);
  const [p] = await db
    .select({
      id: productos.id,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
      formulaId: formulas.id,
      cantidadProducida: formulas.cantidadProducida,
    })
    .from(productos)
    .leftJoin(formulas, eq(formulas.productoId, productos.id))
    .where(and(eq(productos.id, productoId), eq(productos.isDeleted, false)));
  if (!p) throw badRequest(msgProductoInexistente(productoId));
  if (p.formulaId === null || p.cantidadProducida === null) throw badRequest(MSG_SIN_FORMULA);
  const detalles = await db
    .select({
      id: materias.id,
      codigo: materias.codigo,
      nombre: materias.nombre,
      unidad: materias.unidad,
      cantidad: formulaDetalles.cantidad,
    })
    .from(formulaDetalles)
    .innerJoin(materias, eq(materias.id, formulaDetalles.materiaPrimaId))
    .where(eq(formulaDetalles.formulaId, p.formulaId))
    .orderBy(asc(formulaDetalles.id));
  if (detalles.length === 0) throw badRequest(MSG_SIN_FORMULA);
  const q = toQuantity(cantidad);
  const lineas = detalles.map((d) => ({
    producto: { id: d.id, codigo: String(d.codigo), nombre: d.nombre, unidad: d.unidad },
    cantidad: escalarLinea(d.cantidad, q, p.cantidadProducida!),
  }));
  if (lineas.some((l) => new Dec(l.cantidad).isZero())) throw badRequest(MSG_CANTIDAD_MUY_CHICA);
  if (lineas.some((l) => new Dec(l.cantidad).gte(QUANTITY_LIMIT))) throw badRequest(MSG_CANTIDAD_EXCEDIDA);
  return {
    producto: { id: p.id, codigo: String(p.codigo), nombre: p.nombre, unidad: p.unidad },
    cantidad: q,
    cantidadProducida: toQuantity(p.cantidadProducida),
    lineas,
  };
}

/**
 * POST fabricaciones (docs/fabricacion.md): in ONE transaction, a run of `cantidad` (4 decimals,
 * the product's unit) of an active product with a formula, in an active branch, state 'en_proceso',
 * with one raw-material line per formula line (scaled, see {@link escalarLinea}); the stock is not
 * touched yet. Audited.
 * @returns the new run's id.
 * @throws AppError 400 (unknown branch or product, no formula, a line that rounds to 0, a quantity past the maximum).
 */
export async function crearFabricacion(db: Db, actor: ActorConSucursal, input: FabricacionInput): Promise<number> {
  return cantidadesEnRango(() =>
    db.transaction(async (tx) => {
      const plan = await planificar(tx, input.productoId, input.cantidad, input.sucursalId);
      exigirSucursal(actor, input.sucursalId);
      const [run] = await tx
        .insert(fabricaciones)
        .values({ productoId: plan.producto.id, cantidad: plan.cantidad, sucursalId: input.sucursalId, usuarioId: actor.id, estado: 'en_proceso' })
        .returning({ id: fabricaciones.id });
      const lineas = plan.lineas.map((l) => ({ fabricacionId: run.id, materiaPrimaId: l.producto.id, cantidad: l.cantidad }));
      await tx.insert(fabricacionDetalles).values(lineas);
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'fabricaciones',
        entidadId: run.id,
        accion: 'crear',
        despues: { productoId: plan.producto.id, cantidad: plan.cantidad, sucursalId: input.sucursalId, estado: 'en_proceso', detalles: lineas },
      });
      return run.id;
    }),
  );
}

/**
 * GET fabricaciones/previsualizar?productoId&cantidad&sucursalId (docs/fabricacion.md): the lines a
 * run would have (same scaling as {@link crearFabricacion}), each with the branch's stock of the raw
 * material (0 without a row) and whether it suffices (stock ≥ cantidad); `alcanza` overall when
 * every line does. Nothing is written.
 * @throws AppError 400 as {@link crearFabricacion}.
 */
export async function previsualizarFabricacion(db: Db, q: FabricacionPreviewInput): Promise<FabricacionPreview> {
  const plan = await planificar(db, q.productoId, q.cantidad, q.sucursalId);
  const ids = plan.lineas.map((l) => l.producto.id);
  const filas = await db
    .select({ productoId: stock.productoId, cantidad: stock.cantidad })
    .from(stock)
    .where(and(eq(stock.sucursalId, q.sucursalId), inArray(stock.productoId, ids)));
  const stockDe = new Map(filas.map((f) => [f.productoId, f.cantidad]));
  const lineas = plan.lineas.map((l) => {
    const disponible = toQuantity(stockDe.get(l.producto.id) ?? '0');
    return { producto: l.producto, cantidad: l.cantidad, stock: disponible, alcanza: new Dec(disponible).gte(l.cantidad) };
  });
  return { producto: plan.producto, cantidad: plan.cantidad, cantidadProducida: plan.cantidadProducida, lineas, alcanza: lineas.every((l) => l.alcanza) };
}

// ---------------------------------------------------------------------------------------------
// Reading runs

/**
 * A run's header as the list and the detail show it (`Fabricacion` without its lines), declared once
 * (lib/filas.ts): the quantity as its numeric(14,4) prints it (4 decimals), the product code as
 * text, the user null when the run has none. Its tables: {@link conTablasDeFabricacion}.
 */
const CABECERA = {
  id: campo.entero(fabricaciones.id),
  fecha: campo.instante(fabricaciones.fecha),
  producto: anidado({
    id: campo.entero(productos.id),
    codigo: campo.literal(productos.codigo),
    nombre: campo.texto(productos.nombre),
    unidad: campo.texto(productos.unidad),
  }),
  cantidadFabricada: campo.literal(fabricaciones.cantidad),
  estado: campo.texto<EstadoFabricacion>(fabricaciones.estado),
  isCancelada: campo.booleano(sql`${fabricaciones.estado} = 'cancelada'`),
  isFinalizada: campo.booleano(sql`${fabricaciones.estado} = 'finalizada'`),
  sucursalId: campo.entero(sucursales.id),
  sucursal: anidado({ id: campo.entero(sucursales.id), nombre: campo.texto(sucursales.nombre) }),
  usuario: anidadoONulo(usuarios.id, { id: campo.entero(usuarios.id), name: campo.texto(usuarios.name) }),
};

/** The header of a run ({@link CABECERA}), checked against `Fabricacion` without its lines. */
const CABECERA_FILA = filaDe<Omit<Fabricacion, 'detalles' | 'materiasConfirmadas'>>()(CABECERA);

/** The raw-material lines of the run of the row (`linea` of the subqueries of {@link FABRICACION_FILA}). */
const LINEA = sql.identifier('linea');

/** How many raw-material lines of the row's run hold `condicion` (a JSON number). */
const contarMaterias = (condicion: SQL) =>
  campo.entero(sql`(select count(*)::int from ${fabricacionDetalles} as ${LINEA} where ${LINEA}.${sql.identifier('fabricacion_id')} = ${fabricaciones.id}${condicion})`);

/** A run of the /fabricacion list: its header ({@link CABECERA}) and its count of raw materials, all and confirmed. */
export const FABRICACION_FILA = filaDe<FabricacionListItem>()({
  ...CABECERA,
  materiasTotal: contarMaterias(sql``),
  materiasConfirmadasCount: contarMaterias(sql` and ${LINEA}.${sql.identifier('confirmado')}`),
});

/** `q` (a dynamic select whose FROM has `fabricaciones`) joined with the tables of {@link CABECERA}. */
export function conTablasDeFabricacion<Q extends PgSelect>(q: Q): Q {
  return q
    .innerJoin(productos, eq(productos.id, fabricaciones.productoId))
    .innerJoin(sucursales, eq(sucursales.id, fabricaciones.sucursalId))
    .leftJoin(usuarios, eq(usuarios.id, fabricaciones.usuarioId)) as unknown as Q;
}

/**
 * GET fabricaciones/{id} (docs/fabricacion.md): the run, cancelled ones included (estado
 * 'cancelada'), with its raw-material lines (in the formula's order), their confirmation and
 * `materiasConfirmadas` (the confirmed raw materials' product ids).
 * @throws AppError 404 {@link MSG_FABRICACION_NO_ENCONTRADA}.
 */
export async function getFabricacion(db: DbOrTx, id: number): Promise<Fabricacion> {
  const [row] = await conTablasDeFabricacion(db.select(CABECERA_FILA.columnas).from(fabricaciones).$dynamic()).where(eq(fabricaciones.id, id));
  if (!row) throw notFound(MSG_FABRICACION_NO_ENCONTRADA);
  const cabecera = CABECERA_FILA.leer(row);
  const lineas = await db
    .select({
      id: fabricacionDetalles.id,
      materiaPrimaId: fabricacionDetalles.materiaPrimaId,
      cantidad: fabricacionDetalles.cantidad,
      confirmado: fabricacionDetalles.confirmado,
      codigo: materias.codigo,
      nombre: materias.nombre,
      unidad: materias.unidad,
    })
    .from(fabricacionDetalles)
    .innerJoin(materias, eq(materias.id, fabricacionDetalles.materiaPrimaId))
    .where(eq(fabricacionDetalles.fabricacionId, id))
    .orderBy(asc(fabricacionDetalles.id));
  return {
    ...cabecera,
    materiasConfirmadas: lineas.filter((l) => l.confirmado).map((l) => l.materiaPrimaId),
    detalles: lineas.map((l) => {
      const ref = { id: l.materiaPrimaId, codigo: String(l.codigo), nombre: l.nombre, unidad: l.unidad };
      return {
        id: l.id,
        materiaPrimaId: l.materiaPrimaId,
        cantidad: toQuantity(l.cantidad),
        confirmado: l.confirmado,
        sucursalId: cabecera.sucursalId,
        Producto: ref,
        producto: ref,
      };
    }),
  };
}

/** What changes the SQL of the /fabricacion list (never a value): the prepared-statement shape. */
interface FormaFabricaciones {
  /** The state filter, part of the SQL text (three values): the counters are per state. */
  estado: EstadoFabricacion | undefined;
  /** 'digitos': a search of digits only, which also matches the start of the product code. */
  busqueda: 'ninguna' | 'texto' | 'digitos';
}

/**
 * WHERE of the /fabricacion list, with a placeholder for the search: the state (cancelled runs
 * included: they are soft-deleted but listed as 'cancelada'); a product whose name contains
 * `search` (case-insensitive) or, for a search of digits only, whose code starts with it.
 */
function filtroFabricaciones(f: FormaFabricaciones): SQL | undefined {
  return and(
    f.estado ? eq(fabricaciones.estado, f.estado) : undefined,
    f.busqueda !== 'ninguna'
      ? or(
          ilike(productos.nombre, sql.placeholder('patron')),
          f.busqueda === 'digitos' ? sql`${productos.codigo}::text like ${sql.placeholder('codigo')}` : undefined,
        )
      : undefined,
  );
}

/**
 * The exact number of runs of the /fabricacion list, as an uncorrelated subquery (evaluated once per
 * statement; docs/rendimiento.md): without a search, the counters per state of `conteos`
 * ('fabricaciones.en_proceso', …), kept by triggers in the same transaction as every insert, update
 * or delete (api/drizzle/0006_rendimiento_listas.sql): the state's, or the sum of the three; with a
 * search, a count of the runs whose product matches.
 */
function totalFabricaciones(f: FormaFabricaciones): SQL<number> {
  if (f.busqueda !== 'ninguna') {
    return sql<number>`(select count(*)::int from ${fabricaciones} inner join ${productos} on ${eq(productos.id, fabricaciones.productoId)} where ${filtroFabricaciones(f)})`.mapWith(Number);
  }
  const claves = (f.estado ? [f.estado] : ESTADOS_FABRICACION).map((e) => `fabricaciones.${e}`);
  return sql<number>`(select coalesce(sum(${conteos.filas}), 0)::int from ${conteos} where ${inArray(conteos.tabla, claves)})`.mapWith(Number);
}

/**
 * GET fabricaciones?estado&search&page&pageSize (docs/fabricacion.md): newest first (fecha, then
 * id), each run with its number of raw materials and of confirmed ones, and the exact total
 * ({@link totalFabricaciones}). ONE statement brings the total and the page written as JSON text by
 * the database (lib/json-sql.ts: no row mapping or serializing here), prepared once per shape
 * ({@link FormaFabricaciones}; lib/prepared.ts): the page walks the index on (fecha, id), or on
 * (estado, fecha, id) with the state filter, and counts the raw materials of its own rows only
 * (docs/rendimiento.md). Without a search the statement is named (planned once per connection).
 * @returns the JSON text of a `Paged<FabricacionListItem>`; quantities with 4 decimals.
 */
export async function listFabricaciones(db: Db, q: FabricacionesListInput): Promise<string> {
  const forma: FormaFabricaciones = {
    estado: q.estado,
    busqueda: !q.search ? 'ninguna' : /^\d+$/.test(q.search) ? 'digitos' : 'texto',
  };
  const query = prepared(db, `fabricaciones.lista.${forma.estado ?? ''}.${forma.busqueda}`, (name) => {
    const pagina = conTablasDeFabricacion(
      db.select({ fecha: fabricaciones.fecha, id: fabricaciones.id, j: sql<string>`${FABRICACION_FILA.json}`.as('j') }).from(fabricaciones).$dynamic(),
    )
      .where(filtroFabricaciones(forma))
      .orderBy(desc(fabricaciones.fecha), desc(fabricaciones.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        total: totalFabricaciones(forma),
        items: sql<string>`(select ${arreglo(sql`p.j`, sql`p.fecha desc, p.id desc`)} from (${pagina}) p)`,
      })
      .from(sql`(select 1) as uno`)
      .prepare(forma.busqueda === 'ninguna' ? name : UNNAMED);
  });
  const [r] = await query.execute({
    patron: q.search ? likeContains(q.search) : undefined,
    codigo: q.search ? `${q.search}%` : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return paginaJson(r.items, r.total, q.page, q.pageSize);
}

// ---------------------------------------------------------------------------------------------
// Actions on an open run

/**
 * Locks the run (SELECT … FOR UPDATE: actions on one run queue) and checks that it is open and that
 * the caller's branch is the run's.
 * @throws AppError 404 {@link MSG_FABRICACION_NO_ENCONTRADA}, 409 {@link MSG_FABRICACION_CERRADA}
 *   (finalized or cancelled), 400 {@link MSG_SUCURSAL_DISTINTA}.
 */
async function bloquearAbierta(tx: Tx, id: number, sucursalId: number, actor: ActorConSucursal) {
  const [run] = await tx
    .select({
      id: fabricaciones.id,
      productoId: fabricaciones.productoId,
      cantidad: fabricaciones.cantidad,
      sucursalId: fabricaciones.sucursalId,
      estado: fabricaciones.estado,
    })
    .from(fabricaciones)
    .where(eq(fabricaciones.id, id))
    .for('update');
  if (!run) throw notFound(MSG_FABRICACION_NO_ENCONTRADA);
  if (run.estado !== 'en_proceso') throw conflict(MSG_FABRICACION_CERRADA);
  if (run.sucursalId !== sucursalId) throw badRequest(MSG_SUCURSAL_DISTINTA);
  exigirSucursal(actor, run.sucursalId);
  return run;
}

async function lineasDe(tx: Tx, id: number) {
  return tx
    .select({
      id: fabricacionDetalles.id,
      materiaPrimaId: fabricacionDetalles.materiaPrimaId,
      cantidad: fabricacionDetalles.cantidad,
      confirmado: fabricacionDetalles.confirmado,
    })
    .from(fabricacionDetalles)
    .where(eq(fabricacionDetalles.fabricacionId, id))
    .orderBy(asc(fabricacionDetalles.id));
}

/**
 * PUT fabricaciones/{id}/check-materia (docs/fabricacion.md), ONE transaction: with the run locked
 * and open, in the run's branch, confirms the line of `materiaPrimaId` (a product id) and deducts its
 * quantity from the branch's stock through `aplicarStock` (motivo 'fabricacion_consumo', referencia
 * = the run). One way: a confirmed line cannot be confirmed again. Audited.
 * @throws AppError 404, 409 {@link MSG_FABRICACION_CERRADA}, 400 {@link MSG_SUCURSAL_DISTINTA},
 *   400 {@link MSG_MATERIA_NO_ES_DE_LA_FABRICACION}, 409 {@link MSG_MATERIA_YA_CONFIRMADA},
 *   409 'Stock insuficiente para …' (nothing changes).
 */
export async function confirmarMateria(
  db: Db,
  actor: ActorConSucursal,
  id: number,
  input: { materiaPrimaId: number; sucursalId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const run = await bloquearAbierta(tx, id, input.sucursalId, actor);
    const linea = (await lineasDe(tx, id)).find((l) => l.materiaPrimaId === input.materiaPrimaId);
    if (!linea) throw badRequest(MSG_MATERIA_NO_ES_DE_LA_FABRICACION);
    if (linea.confirmado) throw conflict(MSG_MATERIA_YA_CONFIRMADA);
    await aplicarStock(tx, {
      sucursalId: run.sucursalId,
      motivo: 'fabricacion_consumo',
      referenciaId: run.id,
      usuarioId: actor.id,
      cambios: [{ productoId: linea.materiaPrimaId, cantidad: new Dec(linea.cantidad).neg().toString() }],
    });
    await tx
      .update(fabricacionDetalles)
      .set({ confirmado: true, confirmadoAt: sql`now()`, confirmadoPor: actor.id })
      .where(eq(fabricacionDetalles.id, linea.id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'fabricaciones',
      entidadId: run.id,
      accion: 'confirmar_materia',
      antes: { materiaPrimaId: linea.materiaPrimaId, confirmado: false },
      despues: { materiaPrimaId: linea.materiaPrimaId, confirmado: true, cantidad: toQuantity(linea.cantidad) },
    });
  });
}

/**
 * PUT fabricaciones/{id}/finalizar (docs/fabricacion.md), ONE transaction: with the run locked and
 * open, in its branch, and every line confirmed, adds the run's quantity of the product to the
 * branch (`aplicarStock`, motivo 'fabricacion_producto') and leaves it 'finalizada' (finalizada_at).
 * Irreversible. Audited.
 * @throws AppError 404, 409 {@link MSG_FABRICACION_CERRADA}, 400 {@link MSG_SUCURSAL_DISTINTA},
 *   409 {@link MSG_FALTAN_CONFIRMAR}, 400 'La cantidad supera el máximo…'.
 */
export async function finalizarFabricacion(db: Db, actor: ActorConSucursal, id: number, input: { sucursalId: number }): Promise<void> {
  await cantidadesEnRango(() =>
    db.transaction(async (tx) => {
      const run = await bloquearAbierta(tx, id, input.sucursalId, actor);
      if ((await lineasDe(tx, id)).some((l) => !l.confirmado)) throw conflict(MSG_FALTAN_CONFIRMAR);
      await aplicarStock(tx, {
        sucursalId: run.sucursalId,
        motivo: 'fabricacion_producto',
        referenciaId: run.id,
        usuarioId: actor.id,
        cambios: [{ productoId: run.productoId, cantidad: toQuantity(run.cantidad) }],
      });
      await tx.update(fabricaciones).set({ estado: 'finalizada', finalizadaAt: sql`now()` }).where(eq(fabricaciones.id, run.id));
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'fabricaciones',
        entidadId: run.id,
        accion: 'finalizar',
        antes: { estado: 'en_proceso' },
        despues: { estado: 'finalizada', productoId: run.productoId, cantidad: toQuantity(run.cantidad) },
      });
    }),
  );
}

/**
 * DELETE fabricaciones/{id}/cancelar (docs/fabricacion.md), ONE transaction: with the run locked and
 * open, in its branch, returns the CONFIRMED raw materials to the branch (`aplicarStock`, motivo
 * 'devolucion', referencia = the run; unconfirmed lines were never deducted) and leaves the run
 * 'cancelada' and soft-deleted (is_deleted, deleted_at): it is still read and listed. Audited.
 * @throws AppError 404, 409 {@link MSG_FABRICACION_CERRADA}, 400 {@link MSG_SUCURSAL_DISTINTA}.
 */
export async function cancelarFabricacion(db: Db, actor: ActorConSucursal, id: number, input: { sucursalId: number }): Promise<void> {
  await cantidadesEnRango(() =>
    db.transaction(async (tx) => {
      const run = await bloquearAbierta(tx, id, input.sucursalId, actor);
      const confirmadas = (await lineasDe(tx, id)).filter((l) => l.confirmado);
      await aplicarStock(tx, {
        sucursalId: run.sucursalId,
        motivo: 'devolucion',
        referenciaId: run.id,
        usuarioId: actor.id,
        cambios: confirmadas.map((l) => ({ productoId: l.materiaPrimaId, cantidad: toQuantity(l.cantidad) })),
      });
      await tx
        .update(fabricaciones)
        .set({ estado: 'cancelada', isDeleted: true, deletedAt: sql`now()` })
        .where(eq(fabricaciones.id, run.id));
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'fabricaciones',
        entidadId: run.id,
        accion: 'cancelar',
        antes: { estado: 'en_proceso' },
        despues: {
          estado: 'cancelada',
          devueltas: confirmadas.map((l) => ({ materiaPrimaId: l.materiaPrimaId, cantidad: toQuantity(l.cantidad) })),
        },
      });
    }),
  );
}
