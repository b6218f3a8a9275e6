import type { DbOrTx } from '../client';
import type { Reglas } from './reglas';

/** One generated PL/pgSQL function: its name and its `CREATE OR REPLACE FUNCTION` text with its comment. */
export interface FuncionSql {
  nombre: string;
  sql: string;
}

/** A function's text: its comment lines (may be empty) and its statement. */
export function funcion(nombre: string, comentario: string, cuerpo: string): FuncionSql {
  return { nombre, sql: comentario ? `${comentario}\n${cuerpo}` : cuerpo };
}

/** A row of a projection whose stored value differs from a rebuild from its source tables: the key and both sides. */
export type Desfase = Record<string, unknown>;

/**
 * A derived table kept by triggers in the same transaction as each change (docs/rendimiento.md):
 * - `tablas`: what it stores (drizzle tables or columns; some exist only in SQL, see schema.ts);
 * - `funciones(reglas)`: its trigger functions, generated from the predicates of ./reglas.ts
 *   (./generar.ts writes them into a migration);
 * - `recalcular(db)`: rebuilds the stored rows from the source tables;
 * - `desfasados(db)`: every key whose stored value differs from that rebuild (none when the
 *   triggers are right), with both sides.
 * Writers that touch a projection's source rows take the locks its comment names, in its order.
 */
export interface Proyeccion {
  nombre: string;
  /** The migration that first created it (its tables, triggers and initial fill). */
  origen: string;
  /** How its writers must lock (the order the triggers write in), or '' when nothing is needed. */
  bloqueo: string;
  funciones(reglas: Reglas): FuncionSql[];
  recalcular(db: DbOrTx): Promise<void>;
  desfasados(db: DbOrTx): Promise<Desfase[]>;
}

/** Runs a raw SQL text and returns its rows. */
export async function filasDe(db: DbOrTx, query: Parameters<DbOrTx['execute']>[0]): Promise<Desfase[]> {
  return ((await db.execute(query)) as unknown as { rows: Desfase[] }).rows;
}
