import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  Dec,
  MSG_INGRESO_ANULADO_OK,
  MSG_INGRESO_NO_ENCONTRADO,
  MSG_INGRESO_YA_ANULADO,
  type IngresoAnulado,
  toMoney,
  toQuantity,
  type CostoConfirmacion,
  type EstadoIngreso,
  type Ingreso,
  type IngresoListItem,
  type ingresoBodySchema,
  type ingresosListQuerySchema,
} from 'shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  conteos,
  costosHistorial,
  ingresoDetalles,
  ingresos,
  monedas,
  productos,
  proveedores,
  sucursales,
  usuarios,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, conflictWith, notFound } from '../../lib/errors';
import { exigirSucursal, type ActorConSucursal } from '../../lib/sucursal';
import { filasJson, paginaJson } from '../../lib/json-sql';
import { anidado, anidadoONulo, campo, filaDe } from '../../lib/filas';
import { likeContains } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { MSG_SUCURSAL_INVALIDA } from '../productos/service';
import { aplicarStock } from '../stock/service';

export type IngresoInput = z.output<typeof ingresoBodySchema>;
export type IngresosListInput = z.output<typeof ingresosListQuerySchema>;

/** 400 when a quantity (or a stock it produces) does not fit numeric(14,4): 10 integer digits. */
export const MSG_CANTIDAD_EXCEDIDA = 'La cantidad supera el máximo admitido (9.999.999.999,9999).';

/**
 * Runs `work` and turns PostgreSQL's "numeric field overflow" (SQLSTATE 22003: a stock or a
 * quantity past numeric(14,4)) into a 400 {@link MSG_CANTIDAD_EXCEDIDA}, so an absurd but
 * well-formed quantity is refused in Spanish instead of ending in a 500 (docs/seguridad.md). The
 * transaction inside `work` has already rolled back when the 400 is thrown.
 */
export async function cantidadesEnRango<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    let e: unknown = err;
    for (let depth = 0; e && depth < 5; depth += 1) {
      if ((e as { code?: unknown }).code === '22003') throw badRequest(MSG_CANTIDAD_EXCEDIDA);
      e = (e as { cause?: unknown }).cause;
    }
    throw err;
  }
}

/** 'El producto {id} no existe o fue dado de baja.' (400 of POST ingresos and POST fabricaciones). */
export const msgProductoInexistente = (id: number) => `El producto ${id} no existe o fue dado de baja.`;
/** 'El proveedor {id} no existe o fue dado de baja.' (400 of POST ingresos). */
export const msgProveedorInexistente = (id: number) => `El proveedor ${id} no existe o fue dado de baja.`;
/** 400 of POST ingresos for a cost currency that does not exist (same text as the schema's). */
export const MSG_MONEDA_COSTO_INVALIDA = 'Moneda del costo inválida.';

/** How the 409 of POST ingresos names why a line's cost needs confirmation. */
const MOTIVO_CONFIRMACION: Record<CostoConfirmacion['confirmaciones'][number]['motivo'], string> = {
  menor: 'costo menor',
  moneda: 'otra moneda',
};

/**
 * The message of the 409 of POST ingresos (docs/ingresos.md): 'Hay costos que requieren
 * confirmación: {codigo} - {nombre} (costo menor), {codigo} - {nombre} (otra moneda)'.
 */
export function msgCostosAConfirmar(items: CostoConfirmacion['confirmaciones']): string {
  return `Hay costos que requieren confirmación: ${items.map((c) => `${c.codigo} - ${c.nombre} (${MOTIVO_CONFIRMACION[c.motivo]})`).join(', ')}`;
}

/**
 * Whether a new cost needs the caller's confirmation (docs/ingresos.md): 'moneda' when it comes in
 * another currency than the product's cost, 'menor' when it is lower in the same currency, null
 * when it is equal or higher (taken at once). Money compared with decimal.js.
 */
export function motivoConfirmacion(
  actual: { costo: string; monedaId: number },
  nuevo: { costo: string; monedaId: number },
): 'menor' | 'moneda' | null {
  if (actual.monedaId !== nuevo.monedaId) return 'moneda';
  return new Dec(nuevo.costo).lt(actual.costo) ? 'menor' : null;
}

/**
 * POST ingresos (docs/ingresos.md). ONE transaction:
 * 1. the branch must be active (400 'Sucursal inválida.'), every product active (400 naming its id),
 *    every supplier active (400) and every cost currency known (400);
 * 2. the products are locked (FOR NO KEY UPDATE, in id order: concurrent entries of one product
 *    queue; sales, which only reference the product, do not wait);
 * 3. each line's cost (2 decimals, in `costoMonedaId`) is compared with the product's current cost:
 *    equal or higher in the same currency is taken at once; lower, or in another currency, needs
 *    `confirmarCosto: true`, otherwise 409 `{ message, confirmaciones }` and NOTHING is written;
 * 4. the entry (status 'registrado', user, branch) and its lines with the product's previous cost;
 *    the stock (+cantidad, 4 decimals) through `aplicarStock` (motivo 'ingreso', referencia = the
 *    entry); the products' new cost with one `costos_historial` row (origen 'ingreso') per product
 *    whose cost changed; audit rows for the entry and for each cost change.
 * Recording an entry does not need `stock.editar_costo`: the entry is how costs normally move.
 * @returns the new entry's id.
 * @throws AppError 400 (unknown branch, product, supplier or currency; quantity past the maximum),
 *   409 (costs to confirm, with `confirmaciones`).
 */
export async function crearIngreso(db: Db, actor: ActorConSucursal, input: IngresoInput): Promise<number> {
  const productoIds = [...new Set(input.detalles.map((d) => d.productoId))].sort((a, b) => a - b);
  const proveedorIds = [...new Set(input.detalles.map((d) => d.proveedorId))];
  const monedaIds = [...new Set(input.detalles.map((d) => d.costoMonedaId))];

  return cantidadesEnRango(() =>
    db.transaction(async (tx) => {
      const [sucursal] = await tx
        .select({ id: sucursales.id })
        .from(sucursales)
        .where(and(eq(sucursales.id, input.sucursalId), eq(sucursales.activo, true)));
      if (!sucursal) throw badRequest(MSG_SUCURSAL_INVALIDA);
      exigirSucursal(actor, input.sucursalId);

      const provs = await tx
        .select({ id: proveedores.id })
        .from(proveedores)
        .where(and(inArray(proveedores.id, proveedorIds), eq(proveedores.isDeleted, false)))
        // FOR SHARE: a concurrent DELETE proveedores/{id} (FOR UPDATE) waits, then sees this entry.
        .for('share');
      const proveedorFaltante = proveedorIds.find((id) => !provs.some((p) => p.id === id));
      if (proveedorFaltante !== undefined) throw badRequest(msgProveedorInexistente(proveedorFaltante));

      const mons = await tx.select({ id: monedas.id }).from(monedas).where(inArray(monedas.id, monedaIds));
      if (mons.length !== monedaIds.length) throw badRequest(MSG_MONEDA_COSTO_INVALIDA);

      const prods = await tx
        .select({
          id: productos.id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          costo: productos.costo,
          costoMonedaId: productos.costoMonedaId,
        })
        .from(productos)
        .where(and(inArray(productos.id, productoIds), eq(productos.isDeleted, false)))
        .orderBy(asc(productos.id))
        .for('no key update');
      const byId = new Map(prods.map((p) => [p.id, p]));
      const productoFaltante = input.detalles.find((d) => !byId.has(d.productoId));
      if (productoFaltante) throw badRequest(msgProductoInexistente(productoFaltante.productoId));

      const lineas = input.detalles.map((d) => {
        const p = byId.get(d.productoId)!;
        const costo = toMoney(d.costo);
        const motivo = motivoConfirmacion({ costo: p.costo, monedaId: p.costoMonedaId }, { costo, monedaId: d.costoMonedaId });
        const cambia = p.costoMonedaId !== d.costoMonedaId || !new Dec(costo).eq(p.costo);
        return { d, p, costo, cantidad: toQuantity(d.cantidad), motivo, cambia };
      });

      const confirmaciones: CostoConfirmacion['confirmaciones'] = lineas.flatMap((l) =>
        l.motivo === null
          ? []
          : [
              {
                productoId: l.p.id,
                codigo: String(l.p.codigo),
                nombre: l.p.nombre,
                motivo: l.motivo,
                costoActual: toMoney(l.p.costo),
                costoActualMonedaId: l.p.costoMonedaId,
                costoNuevo: l.costo,
                costoNuevoMonedaId: l.d.costoMonedaId,
              },
            ],
      );
      if (confirmaciones.length > 0 && !input.confirmarCosto) {
        throw conflictWith(msgCostosAConfirmar(confirmaciones), { confirmaciones });
      }

      const [ingreso] = await tx
        .insert(ingresos)
        .values({ sucursalId: input.sucursalId, usuarioId: actor.id, status: 'registrado' })
        .returning({ id: ingresos.id });
      const detalles = lineas.map((l) => ({
        ingresoId: ingreso.id,
        productoId: l.p.id,
        cantidad: l.cantidad,
        costo: l.costo,
        costoMonedaId: l.d.costoMonedaId,
        costoAnterior: toMoney(l.p.costo),
        costoAnteriorMonedaId: l.p.costoMonedaId,
        proveedorId: l.d.proveedorId,
      }));
      await tx.insert(ingresoDetalles).values(detalles);

      await aplicarStock(tx, {
        sucursalId: input.sucursalId,
        motivo: 'ingreso',
        referenciaId: ingreso.id,
        usuarioId: actor.id,
        cambios: lineas.map((l) => ({ productoId: l.p.id, cantidad: l.cantidad })),
      });

      for (const l of lineas.filter((x) => x.cambia)) {
        await tx
          .update(productos)
          .set({ costo: l.costo, costoMonedaId: l.d.costoMonedaId, updatedAt: sql`now()` })
          .where(eq(productos.id, l.p.id));
        await tx.insert(costosHistorial).values({
          productoId: l.p.id,
          costoAnterior: toMoney(l.p.costo),
          costoAnteriorMonedaId: l.p.costoMonedaId,
          costoNuevo: l.costo,
          costoNuevoMonedaId: l.d.costoMonedaId,
          origen: 'ingreso',
          referenciaId: ingreso.id,
          usuarioId: actor.id,
        });
        await audit(tx, {
          usuarioId: actor.id,
          entidad: 'productos',
          entidadId: l.p.id,
          accion: 'actualizar_costo',
          antes: { costo: toMoney(l.p.costo), costoMonedaId: l.p.costoMonedaId },
          despues: { costo: l.costo, costoMonedaId: l.d.costoMonedaId, ingresoId: ingreso.id },
        });
      }

      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'ingresos',
        entidadId: ingreso.id,
        accion: 'crear',
        despues: { sucursalId: input.sucursalId, confirmarCosto: input.confirmarCosto, detalles },
      });
      return ingreso.id;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Annulling an entry

/**
 * PUT ingresos/anular/{id} (docs/ingresos.md, «Anulación»). ONE transaction:
 * 1. the entry is locked (FOR UPDATE; 404 'No se encontró el ingreso.', 409 'El ingreso ya está
 *    anulado.' for a second annulment), then its products (FOR NO KEY UPDATE, in id order, as
 *    {@link crearIngreso} does, so an entry and its annulment queue);
 * 2. the stock goes back: `aplicarStock` with each line's quantity negated (4 decimals, motivo
 *    'anulacion_ingreso', referencia = the entry), which refuses with 409 'Stock insuficiente…' when
 *    the branch no longer holds it (sold, used in a manufacture): nothing is written;
 * 3. each product whose cost this entry changed gets its previous cost back (the lines'
 *    `costo_anterior` and currency) ONLY when its latest cost change is still this entry's
 *    (costos_historial origen 'ingreso', referencia = the entry): a history row origen
 *    'anulacion_ingreso' and an audit 'actualizar_costo'. A product whose cost changed afterwards
 *    keeps it and is named in `costosNoRestaurados`;
 * 4. the entry: status 'anulado', when and who; audit 'anular' (entidad 'ingresos').
 * @returns the message and the products whose cost was left as it is.
 * @throws AppError 404, 409 (already annulled; stock insufficient).
 */
export async function anularIngreso(db: Db, actor: { id: number }, id: number): Promise<IngresoAnulado> {
  return db.transaction(async (tx) => {
    const [ingreso] = await tx
      .select({ id: ingresos.id, status: ingresos.status, sucursalId: ingresos.sucursalId })
      .from(ingresos)
      .where(eq(ingresos.id, id))
      .for('update');
    if (!ingreso) throw notFound(MSG_INGRESO_NO_ENCONTRADO);
    if (ingreso.status === 'anulado') throw conflict(MSG_INGRESO_YA_ANULADO);

    const lineas = await tx
      .select({
        productoId: ingresoDetalles.productoId,
        cantidad: ingresoDetalles.cantidad,
        costoAnterior: ingresoDetalles.costoAnterior,
        costoAnteriorMonedaId: ingresoDetalles.costoAnteriorMonedaId,
      })
      .from(ingresoDetalles)
      .where(eq(ingresoDetalles.ingresoId, id))
      .orderBy(asc(ingresoDetalles.id));
    const productoIds = [...new Set(lineas.map((l) => l.productoId))].sort((a, b) => a - b);
    const prods = productoIds.length
      ? await tx
          .select({ id: productos.id, codigo: productos.codigo, nombre: productos.nombre, costo: productos.costo, costoMonedaId: productos.costoMonedaId })
          .from(productos)
          .where(inArray(productos.id, productoIds))
          .orderBy(asc(productos.id))
          .for('no key update')
      : [];

    await aplicarStock(tx, {
      sucursalId: ingreso.sucursalId,
      motivo: 'anulacion_ingreso',
      referenciaId: id,
      usuarioId: actor.id,
      cambios: lineas.map((l) => ({ productoId: l.productoId, cantidad: toQuantity(new Dec(l.cantidad).neg()) })),
    });

    // The latest cost change of each product: restore only where it is still this entry's.
    const ultimos = productoIds.length
      ? ((await tx.execute(sql`
          select distinct on (${costosHistorial.productoId}) ${costosHistorial.productoId} as producto_id,
                 ${costosHistorial.origen} as origen, ${costosHistorial.referenciaId} as referencia_id
            from ${costosHistorial}
           where ${inArray(costosHistorial.productoId, productoIds)}
           order by ${costosHistorial.productoId}, ${costosHistorial.fecha} desc, ${costosHistorial.id} desc`)) as unknown as {
          rows: Array<{ producto_id: number; origen: string; referencia_id: number | null }>;
        }).rows
      : [];
    const ultimo = new Map(ultimos.map((u) => [Number(u.producto_id), u]));
    const costosNoRestaurados: IngresoAnulado['costosNoRestaurados'] = [];
    const restaurados: Array<{ productoId: number; costo: string; costoMonedaId: number }> = [];
    for (const p of prods) {
      const propios = await tx
        .select({ id: costosHistorial.id })
        .from(costosHistorial)
        .where(and(eq(costosHistorial.productoId, p.id), eq(costosHistorial.origen, 'ingreso'), eq(costosHistorial.referenciaId, id)))
        .limit(1);
      if (propios.length === 0) continue; // this entry did not change that product's cost
      const u = ultimo.get(p.id);
      if (!u || u.origen !== 'ingreso' || Number(u.referencia_id) !== id) {
        costosNoRestaurados.push({ productoId: p.id, codigo: String(p.codigo), nombre: p.nombre });
        continue;
      }
      const linea = lineas.find((l) => l.productoId === p.id)!;
      const costo = toMoney(linea.costoAnterior);
      await tx
        .update(productos)
        .set({ costo, costoMonedaId: linea.costoAnteriorMonedaId, updatedAt: sql`now()` })
        .where(eq(productos.id, p.id));
      await tx.insert(costosHistorial).values({
        productoId: p.id,
        costoAnterior: toMoney(p.costo),
        costoAnteriorMonedaId: p.costoMonedaId,
        costoNuevo: costo,
        costoNuevoMonedaId: linea.costoAnteriorMonedaId,
        origen: 'anulacion_ingreso',
        referenciaId: id,
        usuarioId: actor.id,
      });
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'productos',
        entidadId: p.id,
        accion: 'actualizar_costo',
        antes: { costo: toMoney(p.costo), costoMonedaId: p.costoMonedaId },
        despues: { costo, costoMonedaId: linea.costoAnteriorMonedaId, anulacionIngresoId: id },
      });
      restaurados.push({ productoId: p.id, costo, costoMonedaId: linea.costoAnteriorMonedaId });
    }

    await tx.update(ingresos).set({ status: 'anulado', anuladoEn: sql`now()`, anuladoPor: actor.id }).where(eq(ingresos.id, id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'ingresos',
      entidadId: id,
      accion: 'anular',
      antes: { status: ingreso.status },
      despues: {
        status: 'anulado',
        stock: lineas.map((l) => ({ productoId: l.productoId, cantidad: toQuantity(new Dec(l.cantidad).neg()) })),
        costosRestaurados: restaurados,
        costosNoRestaurados,
      },
    });
    return { message: MSG_INGRESO_ANULADO_OK, costosNoRestaurados };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading entries

const monedasAnteriores = aliasedTable(monedas, 'moneda_anterior');
const anuladores = aliasedTable(usuarios, 'anulador');

/**
 * An entry's header (branch, user) as the list and the detail show it, declared once (lib/filas.ts):
 * the user null when the entry has none. Its tables: {@link conTablasDeIngreso}.
 */
const CABECERA = {
  id: campo.entero(ingresos.id),
  fechaIngreso: campo.instante(ingresos.fecha),
  status: campo.texto<EstadoIngreso>(ingresos.status),
  sucursal: anidado({ id: campo.entero(sucursales.id), nombre: campo.texto(sucursales.nombre) }),
  usuario: anidadoONulo(usuarios.id, { id: campo.entero(usuarios.id), name: campo.texto(usuarios.name) }),
};

/** The entry of the detail without its lines: {@link CABECERA} and the annulment (when and by whom; null when active). */
export const INGRESO_FILA = filaDe<Omit<Ingreso, 'detalles'>>()({
  ...CABECERA,
  anulacion: anidadoONulo(ingresos.anuladoEn, {
    fecha: campo.instante(ingresos.anuladoEn),
    usuario: anidadoONulo(anuladores.id, { id: campo.entero(anuladores.id), name: campo.texto(anuladores.name) }),
  }),
});

const proveedoresDeLinea = aliasedTable(proveedores, 'proveedor_linea');

/** The distinct names of the suppliers of the entry's lines, in the list's collation (a json array, or null without any). */
const PROVEEDORES_DEL_INGRESO = sql`(select json_agg(${sql.identifier('n')} order by ${sql.identifier('n')} collate "und-x-icu") from (
        select distinct ${proveedoresDeLinea.nombre} as ${sql.identifier('n')} from ${ingresoDetalles} as ${sql.identifier('detalle_linea')}
        join ${proveedores} as ${sql.identifier('proveedor_linea')} on ${proveedoresDeLinea.id} = ${sql.identifier('detalle_linea')}.${sql.identifier('proveedor_id')}
        where ${sql.identifier('detalle_linea')}.${sql.identifier('ingreso_id')} = ${ingresos.id}) as ${sql.identifier('nombres')})`;

/** An entry of the /ingresos list: {@link CABECERA}, its suppliers' names and how many lines it has. */
export const INGRESO_LISTA_FILA = filaDe<IngresoListItem>()({
  ...CABECERA,
  proveedores: campo.json(PROVEEDORES_DEL_INGRESO, sql`coalesce(${PROVEEDORES_DEL_INGRESO}::text, '[]')`, (v) => (v ?? []) as string[]),
  cantidadProductos: campo.entero(
    sql`(select count(*)::int from ${ingresoDetalles} as ${sql.identifier('detalle_cuenta')} where ${sql.identifier('detalle_cuenta')}.${sql.identifier('ingreso_id')} = ${ingresos.id})`,
  ),
});

/** `q` (a dynamic select whose FROM has `ingresos`) joined with the tables of {@link CABECERA} (of {@link INGRESO_LISTA_FILA}). */
export function conTablasDeIngreso<Q extends PgSelect>(q: Q): Q {
  return q.innerJoin(sucursales, eq(sucursales.id, ingresos.sucursalId)).leftJoin(usuarios, eq(usuarios.id, ingresos.usuarioId)) as unknown as Q;
}

/** {@link conTablasDeIngreso} and the user who annulled the entry: the tables of {@link INGRESO_FILA}. */
export function conTablasDelDetalle<Q extends PgSelect>(q: Q): Q {
  return conTablasDeIngreso(q).leftJoin(anuladores, eq(anuladores.id, ingresos.anuladoPor)) as unknown as Q;
}

/** GET ingresos/{id}: the entry with its lines in the order they were entered; 404 'No se encontró el ingreso.'. */
export async function getIngreso(db: Db, id: number): Promise<Ingreso> {
  const [row] = await conTablasDelDetalle(db.select(INGRESO_FILA.columnas).from(ingresos).$dynamic()).where(eq(ingresos.id, id));
  if (!row) throw notFound(MSG_INGRESO_NO_ENCONTRADO);
  const lineas = await db
    .select({
      id: ingresoDetalles.id,
      cantidad: ingresoDetalles.cantidad,
      costo: ingresoDetalles.costo,
      costoMonedaId: monedas.id,
      costoMonedaSimbolo: monedas.simbolo,
      costoAnterior: ingresoDetalles.costoAnterior,
      costoAnteriorMonedaId: monedasAnteriores.id,
      costoAnteriorMonedaSimbolo: monedasAnteriores.simbolo,
      productoId: productos.id,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
      proveedorId: proveedores.id,
      proveedorNombre: proveedores.nombre,
    })
    .from(ingresoDetalles)
    .innerJoin(productos, eq(productos.id, ingresoDetalles.productoId))
    .innerJoin(monedas, eq(monedas.id, ingresoDetalles.costoMonedaId))
    .innerJoin(monedasAnteriores, eq(monedasAnteriores.id, ingresoDetalles.costoAnteriorMonedaId))
    .leftJoin(proveedores, eq(proveedores.id, ingresoDetalles.proveedorId))
    .where(eq(ingresoDetalles.ingresoId, id))
    .orderBy(asc(ingresoDetalles.id));
  return {
    ...INGRESO_FILA.leer(row),
    detalles: lineas.map((l) => ({
      id: l.id,
      cantidad: toQuantity(l.cantidad),
      costo: toMoney(l.costo),
      costoMoneda: { id: l.costoMonedaId, simbolo: l.costoMonedaSimbolo },
      costo_anterior: toMoney(l.costoAnterior),
      costoAnteriorMoneda: { id: l.costoAnteriorMonedaId, simbolo: l.costoAnteriorMonedaSimbolo },
      producto: { id: l.productoId, codigo: String(l.codigo), nombre: l.nombre, unidad: l.unidad },
      proveedor: l.proveedorId !== null && l.proveedorNombre !== null ? { id: l.proveedorId, nombre: l.proveedorNombre } : null,
    })),
  };
}

const detallesBuscados = aliasedTable(ingresoDetalles, 'detalle_buscado');
const productosBuscados = aliasedTable(productos, 'producto_buscado');
const proveedoresBuscados = aliasedTable(proveedores, 'proveedor_buscado');

/** What changes the SQL of the /ingresos list (never a value): the prepared-statement shape. */
interface FormaIngresos {
  conDesde: boolean;
  conHasta: boolean;
  conProveedor: boolean;
  /** 'digitos': a search of digits only, which also matches the start of a product code. */
  busqueda: 'ninguna' | 'texto' | 'digitos';
}

/**
 * WHERE of the /ingresos list (docs/ingresos.md), with placeholders for the values: the entry's
 * date within the Buenos Aires days (both included, on the index of `fecha`); an entry with a line
 * of `proveedorId` (index on (proveedor_id, ingreso_id)); an entry with a line whose product's name
 * contains the search (case-insensitive), whose product code starts with it (a search of digits
 * only) or whose supplier's name contains it.
 */
function filtroIngresos(f: FormaIngresos): SQL | undefined {
  const patron = sql.placeholder('patron');
  const porTexto =
    f.busqueda !== 'ninguna'
      ? sql`${ingresos.id} in (select ${detallesBuscados.ingresoId} from ${ingresoDetalles} as ${sql.identifier('detalle_buscado')} where ${or(
          sql`${detallesBuscados.productoId} in (select ${productosBuscados.id} from ${productos} as ${sql.identifier('producto_buscado')} where ${or(
            ilike(productosBuscados.nombre, patron),
            f.busqueda === 'digitos' ? sql`${productosBuscados.codigo}::text like ${sql.placeholder('codigo')}` : undefined,
          )})`,
          sql`${detallesBuscados.proveedorId} in (select ${proveedoresBuscados.id} from ${proveedores} as ${sql.identifier('proveedor_buscado')} where ${ilike(proveedoresBuscados.nombre, patron)})`,
        )})`
      : undefined;
  return and(
    f.conDesde ? gte(ingresos.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(ingresos.fecha, sql.placeholder('hasta')) : undefined,
    f.conProveedor
      ? sql`${ingresos.id} in (select ${detallesBuscados.ingresoId} from ${ingresoDetalles} as ${sql.identifier('detalle_buscado')} where ${eq(detallesBuscados.proveedorId, sql.placeholder('proveedorId'))})`
      : undefined,
    porTexto,
  );
}

/**
 * The exact number of entries of the /ingresos list, as an uncorrelated subquery (evaluated once
 * per statement; docs/rendimiento.md): without filters, the counter of `conteos` kept by triggers
 * in the same transaction as every insert or delete (api/drizzle/0006_rendimiento_listas.sql);
 * with filters, a count of the matching entries alone (no joins: every filter is on `ingresos` or a
 * subquery).
 */
function totalIngresos(filtro: SQL | undefined): SQL<number> {
  return filtro
    ? sql<number>`(select count(*)::int from ${ingresos} where ${filtro})`.mapWith(Number)
    : sql<number>`(select coalesce(sum(${conteos.filas}), 0)::int from ${conteos} where ${conteos.tabla} = 'ingresos')`.mapWith(Number);
}

/**
 * GET ingresos?fechaDesde&fechaHasta&proveedorId&search&page&pageSize (docs/ingresos.md): newest
 * first (fecha, then id), with each entry's suppliers (distinct names, alphabetical) and its number
 * of products, and the exact total ({@link totalIngresos}). ONE statement brings the page and the
 * total, prepared once per shape ({@link FormaIngresos}; lib/prepared.ts): the page walks the index
 * of `fecha` and the suppliers and products are looked up for its rows only (docs/rendimiento.md).
 * Without filters the statement is named (planned once per connection); with them it is planned
 * with the real values. Only a page past the end asks the total again. Each row comes as its JSON
 * text, written by the database (lib/json-sql.ts).
 * @returns the JSON text of a `Paged<IngresoListItem>`.
 */
export async function listIngresos(db: Db, q: IngresosListInput): Promise<string> {
  const forma: FormaIngresos = {
    conDesde: Boolean(q.fechaDesde),
    conHasta: Boolean(q.fechaHasta),
    conProveedor: q.proveedorId !== undefined,
    busqueda: !q.search ? 'ninguna' : /^\d+$/.test(q.search) ? 'digitos' : 'texto',
  };
  const key = `ingresos.lista.${forma.conDesde}.${forma.conHasta}.${forma.conProveedor}.${forma.busqueda}`;
  const query = prepared(db, key, (name) => {
    const filtro = filtroIngresos(forma);
    return conTablasDeIngreso(db.select({ j: INGRESO_LISTA_FILA.json, total: totalIngresos(filtro) }).from(ingresos).$dynamic())
      .where(filtro)
      .orderBy(desc(ingresos.fecha), desc(ingresos.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(filtro ? UNNAMED : name);
  });
  const params = {
    desde: q.fechaDesde ? startOfDayBA(q.fechaDesde).toISOString() : undefined,
    hasta: q.fechaHasta ? endOfDayBA(q.fechaHasta).toISOString() : undefined,
    proveedorId: q.proveedorId,
    patron: q.search ? likeContains(q.search) : undefined,
    codigo: q.search ? `${q.search}%` : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await query.execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () =>
      db.select({ total: totalIngresos(filtroIngresos(forma)) }).from(sql`(select 1) as uno`).prepare(UNNAMED),
    );
    [{ total }] = await totalQuery.execute(params);
  }
  return paginaJson(filasJson(rows), total, q.page, q.pageSize);
}
