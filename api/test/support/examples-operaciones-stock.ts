import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { confirmarMateria, crearFabricacion } from '../../src/modules/fabricaciones/service';
import { crearIngreso } from '../../src/modules/ingresos/service';
import { findSessionUser } from '../../src/plugins/auth';
import { rows } from '../helpers';
import type { Example } from './examples';

/** Ids the stock-entry and manufacturing examples need (created on the demo seed). */
export interface OperacionesStockExampleContext {
  /** An active supplier of the seed. */
  proveedorId: number;
  /** A raw material of its own (cost $ 10.00, 1000 units in branch 1): the entry's product and a formula line. */
  materiaId: number;
  /** A second raw material (1000 units in branch 1). */
  materia2Id: number;
  /** An elaborated product whose formula takes 2 of materiaId and 1 of materia2Id per unit. */
  elaboradoId: number;
  /** A run with no line confirmed yet (both materials have stock in branch 1). */
  abiertaId: number;
  /** A run with every line confirmed. */
  confirmadaId: number;
  /** An open run to cancel (one line confirmed). */
  aCancelarId: number;
  /** A stock entry of its own product (3 units into branch 1, cost raised): the one PUT ingresos/anular/{id} annuls. */
  ingresoAnulableId: number;
}

/** Inserts a product with the next free code of its category (the examples must not depend on the seed's products). */
async function producto(db: Db, nombre: string, categoria: 'materia_prima' | 'elaborado', stock: string): Promise<number> {
  const [desde, hasta] = categoria === 'materia_prima' ? [10000, 19999] : [30000, 2147483647];
  const [p] = await rows<{ id: number }>(
    db,
    sql`insert into productos (codigo, nombre, categoria, unidad, precio, costo, costo_moneda_id, moneda_id)
        values ((select coalesce(max(codigo), ${desde - 1}) + 1 from productos where codigo between ${desde} and ${hasta}),
                ${nombre}, ${categoria}, 'unidad', 100, 10, 1, 1) returning id`,
  );
  await db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${p.id}, 1, ${stock})`);
  return p.id;
}

/** Creates what the stock-entry and manufacturing examples refer to, through the services themselves. */
export async function operacionesStockExampleContext(db: Db, usuarioId: number): Promise<OperacionesStockExampleContext> {
  const [prov] = await rows<{ id: number }>(db, sql`select id from proveedores where is_deleted = false order by id limit 1`);
  const materiaId = await producto(db, 'Materia prima de ejemplo', 'materia_prima', '1000');
  const materia2Id = await producto(db, 'Segunda materia prima de ejemplo', 'materia_prima', '1000');
  const elaboradoId = await producto(db, 'Elaborado de ejemplo', 'elaborado', '0');
  const [f] = await rows<{ id: number }>(db, sql`insert into formulas (producto_id, cantidad_producida) values (${elaboradoId}, 1) returning id`);
  await db.execute(sql`insert into formula_detalles (formula_id, materia_prima_id, cantidad) values (${f.id}, ${materiaId}, 2), (${f.id}, ${materia2Id}, 1)`);

  const actor = (await findSessionUser(db, usuarioId))!;
  const nueva = () => crearFabricacion(db, actor, { productoId: elaboradoId, cantidad: '1', sucursalId: 1 });
  const abiertaId = await nueva();
  const confirmadaId = await nueva();
  await confirmarMateria(db, actor, confirmadaId, { materiaPrimaId: materiaId, sucursalId: 1 });
  await confirmarMateria(db, actor, confirmadaId, { materiaPrimaId: materia2Id, sucursalId: 1 });
  const aCancelarId = await nueva();
  await confirmarMateria(db, actor, aCancelarId, { materiaPrimaId: materiaId, sucursalId: 1 });
  const anulableProducto = await producto(db, 'Materia prima de un ingreso a anular', 'materia_prima', '0');
  const ingresoAnulableId = await crearIngreso(db, actor, {
    sucursalId: 1,
    confirmarCosto: false,
    detalles: [{ productoId: anulableProducto, cantidad: '3', costo: '15.00', costoMonedaId: 1, proveedorId: prov.id }],
  });
  return { proveedorId: prov.id, materiaId, materia2Id, elaboradoId, abiertaId, confirmadaId, aCancelarId, ingresoAnulableId };
}

/** One valid call per mutating route of ingresos and fabricaciones, keyed "METHOD /api/path". */
export function operacionesStockExamples(c: OperacionesStockExampleContext): Record<string, Example> {
  return {
    'POST /api/ingresos': {
      body: {
        sucursalId: 1,
        detalles: [{ productoId: c.materiaId, cantidad: '5', costo: '12.50', costoMonedaId: 1, proveedorId: c.proveedorId }],
        confirmarCosto: true,
      },
    },
    'PUT /api/ingresos/anular/:id': { params: { id: String(c.ingresoAnulableId) }, body: {} },
    'POST /api/fabricaciones': { body: { productoId: c.elaboradoId, cantidad: '2', sucursalId: 1 } },
    'PUT /api/fabricaciones/:id/check-materia': {
      params: { id: String(c.abiertaId) },
      body: { materiaPrimaId: c.materiaId, sucursalId: 1 },
    },
    'PUT /api/fabricaciones/:id/finalizar': { params: { id: String(c.confirmadaId) }, body: { sucursalId: 1 } },
    'DELETE /api/fabricaciones/:id/cancelar': { params: { id: String(c.aCancelarId) }, body: { sucursalId: 1 } },
  };
}
