import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { createProducto } from '../../src/modules/productos/service';
import { rows } from '../helpers';
import type { Example } from './examples';

/** Ids the product examples need (created or looked up on the demo seed). */
export interface ProductosExampleContext {
  /** An active raw material of the seed (formula ingredient). */
  materiaPrimaId: number;
  /** A supplier of the seed. */
  proveedorId: number;
  /** An essence with a formula, created for the PUT example. */
  editableId: number;
  /** An elaborated product without movements nor formula users, created for the DELETE example. */
  eliminableId: number;
}

/** Name of the only product the bulk price update example selects. */
export const NOMBRE_PRECIO_EJEMPLO = 'Ejemplo de actualización de precio';

/** Looks up or creates what the product examples refer to. */
export async function productosExampleContext(db: Db, usuarioId: number): Promise<ProductosExampleContext> {
  const [mp] = await rows<{ id: number }>(db, sql`select id from productos where categoria = 'materia_prima' and is_deleted = false order by codigo limit 1`);
  const [prov] = await rows<{ id: number }>(db, sql`select id from proveedores where is_deleted = false order by id limit 1`);
  const crear = (nombre: string, categoria: 'esencia' | 'elaborado', conFormula: boolean) =>
    db.transaction((tx) =>
      createProducto(tx, usuarioId, {
        nombre,
        categoria,
        unidad: 'litro',
        precio: '100.00',
        costo: '40.00',
        formula: conFormula ? { cantidadProducida: '1', detalles: [{ materiaPrimaId: mp.id, cantidad: '0.5' }] } : null,
      }),
    );
  const editable = await crear('Esencia de ejemplo editable', 'esencia', true);
  const eliminable = await crear('Elaborado de ejemplo eliminable', 'elaborado', false);
  await crear(NOMBRE_PRECIO_EJEMPLO, 'elaborado', false);
  return { materiaPrimaId: mp.id, proveedorId: prov.id, editableId: editable.id, eliminableId: eliminable.id };
}

/** One valid call per mutating product route (POST/PUT/DELETE productos…), keyed "METHOD /api/path". */
export function productosExamples(c: ProductosExampleContext): Record<string, Example> {
  const producto = {
    nombre: 'Esencia de ejemplo',
    descripcion: 'Alta desde la prueba de entradas',
    categoria: 'esencia',
    unidad: 'litro',
    proveedorId: c.proveedorId,
    stockMinimo: '2.5',
    costo: '1200.50',
    costoMonedaId: 1,
    precio: '2500.00',
    alicuotaIva: '21',
    monedaId: 1,
    formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: c.materiaPrimaId, cantidad: '0.7' }] },
  };
  return {
    'POST /api/productos': { body: producto },
    'PUT /api/productos/:id': {
      params: { id: String(c.editableId) },
      body: { ...producto, nombre: 'Esencia de ejemplo editada', costo: '45.00' },
    },
    'DELETE /api/productos/:id': { params: { id: String(c.eliminableId) } },
    'POST /api/productos/actualizar-precios': {
      body: { categoria: 'elaborado', search: NOMBRE_PRECIO_EJEMPLO, porcentaje: '10', confirmar: true },
    },
  };
}
