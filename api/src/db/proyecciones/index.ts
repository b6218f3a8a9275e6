import type { DbOrTx } from '../client';
import { conteosProyeccion } from './conteos';
import { cuentasTotalesProyeccion } from './cuentas-totales';
import { movimientosCuentaConteoProyeccion } from './movimientos-cuenta-conteo';
import { presupuestosPorClienteProyeccion } from './presupuestos-por-cliente';
import { saldosPositivosProyeccion } from './saldos-positivos';
import { stockMinimoProyeccion } from './stock-minimo';
import type { Desfase, Proyeccion } from './tipos';
import { ventasPorDiaProyeccion } from './ventas-por-dia';

export type { Desfase, FuncionSql, Proyeccion } from './tipos';

/**
 * Every derived table kept by triggers (docs/rendimiento.md), in the order their functions are
 * generated (./generar.ts) and checked. Adding a projection: a module here with its table, its
 * predicates from ./reglas.ts, its functions, `recalcular` and `desfasados`; then
 * `pnpm --filter api proyecciones -- --migracion` writes the migration.
 */
export const PROYECCIONES: readonly Proyeccion[] = [
  conteosProyeccion,
  stockMinimoProyeccion,
  movimientosCuentaConteoProyeccion,
  cuentasTotalesProyeccion,
  ventasPorDiaProyeccion,
  saldosPositivosProyeccion,
  presupuestosPorClienteProyeccion,
];

/** The drift of one projection: its name and the rows whose stored value differs from a rebuild. */
export interface DesfaseProyeccion {
  proyeccion: string;
  filas: Desfase[];
}

/**
 * Runs every projection's `desfasados()` (read only): one entry per projection, in
 * {@link PROYECCIONES} order, with no rows when it is right. Used by the tests after random
 * operations and by GET /api/salud?detalle=1.
 */
export async function desfasadosTodas(db: DbOrTx): Promise<DesfaseProyeccion[]> {
  const out: DesfaseProyeccion[] = [];
  for (const p of PROYECCIONES) out.push({ proyeccion: p.nombre, filas: await p.desfasados(db) });
  return out;
}

/** Rebuilds every projection from its source tables (a repair; run in one transaction). */
export async function recalcularTodas(db: DbOrTx): Promise<void> {
  for (const p of PROYECCIONES) await p.recalcular(db);
}
