import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { movimientosCuentaConteo } from '../schema';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * `movimientos_cuenta_conteo` (api/drizzle/0009_rendimiento_cuentas.sql): each client's movements not
 * deleted, the total of the movements page.
 */


/** Each client's movements not deleted, straight from the table. */
const ESPERADOS = `SELECT "cliente_id", count(*)::int AS "movimientos" FROM "movimientos_cuenta_corriente" WHERE "is_deleted" = false GROUP BY 1`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('cuentas_movimientos_conteo', `-- A statement on the movements adds what it changed to the count of each client, rows in a fixed
-- order. Every writer of a client's movements already holds the client's lock
-- (docs/cuentas-corrientes.md), so the row is never contended.`, `CREATE OR REPLACE FUNCTION "cuentas_movimientos_conteo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "movimientos_cuenta_conteo" ("cliente_id", "movimientos")
    SELECT "cliente_id", count(*) FROM "nuevas" WHERE "is_deleted" = false GROUP BY 1 ORDER BY 1
    ON CONFLICT ("cliente_id") DO UPDATE SET "movimientos" = "movimientos_cuenta_conteo"."movimientos" + excluded."movimientos";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "movimientos_cuenta_conteo" c SET "movimientos" = c."movimientos" - v."n"
    FROM (SELECT "cliente_id", count(*) AS "n" FROM "viejas" WHERE "is_deleted" = false GROUP BY 1) v
    WHERE c."cliente_id" = v."cliente_id";
  ELSE
    -- Most updates change \`disponible\` only: nothing to count. EXCEPT (a hashed set operation, NULLs
    -- equal) and not NOT EXISTS over a join: for EXISTS the planner picks a nested loop over the two
    -- transition tables, quadratic in the rows of the statement (8,000 rows took 5.8 s).
    IF NOT EXISTS (
      SELECT "id", "cliente_id", "is_deleted" FROM "nuevas"
      EXCEPT
      SELECT "id", "cliente_id", "is_deleted" FROM "viejas"
    ) THEN
      RETURN NULL;
    END IF;
    INSERT INTO "movimientos_cuenta_conteo" ("cliente_id", "movimientos")
    SELECT "cliente_id", sum("d") FROM (
      SELECT "cliente_id", 1 AS "d" FROM "nuevas" WHERE "is_deleted" = false
      UNION ALL
      SELECT "cliente_id", -1 FROM "viejas" WHERE "is_deleted" = false
    ) x GROUP BY 1 HAVING sum("d") <> 0 ORDER BY 1
    ON CONFLICT ("cliente_id") DO UPDATE SET "movimientos" = "movimientos_cuenta_conteo"."movimientos" + excluded."movimientos";
  END IF;
  RETURN NULL;
END;
$$;`),
  funcion('cuentas_movimientos_vaciados', ``, `CREATE OR REPLACE FUNCTION "cuentas_movimientos_vaciados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "movimientos_cuenta_conteo";
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds the counts from the movements. */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`DELETE FROM "movimientos_cuenta_conteo"`));
  await db.execute(sql.raw(`INSERT INTO "movimientos_cuenta_conteo" ("cliente_id", "movimientos") SELECT * FROM (${ESPERADOS}) e ORDER BY 1`));
}

/** Clients whose count differs from their movements: `{ cliente_id, guardado, esperado }`. */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(
    db,
    sql.raw(`SELECT coalesce(g."cliente_id", e."cliente_id") AS "cliente_id", coalesce(g."movimientos", 0) AS "guardado", coalesce(e."movimientos", 0) AS "esperado"
      FROM "movimientos_cuenta_conteo" g FULL JOIN (${ESPERADOS}) e ON e."cliente_id" = g."cliente_id"
      WHERE coalesce(g."movimientos", 0) <> coalesce(e."movimientos", 0) ORDER BY 1`),
  );
}

/** The projection `movimientos_cuenta_conteo`. */
export const movimientosCuentaConteoProyeccion: Proyeccion = {
  nombre: 'movimientos_cuenta_conteo',
  origen: '0009_rendimiento_cuentas',
  bloqueo: "Every writer of a client's movements takes bloquearClientes (./bloqueos.ts) on the client first (docs/cuentas-corrientes.md).",
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle table. */
export { movimientosCuentaConteo };
