import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { saldosPositivos } from '../schema';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * `saldos_positivos` (api/drizzle/0010_rendimiento_reportes.sql; docs/reportes.md, «Inicio (API)»):
 * per currency, the sum and the count of the positive balances. Only sums of rows mean something.
 */


/** The positive balances per currency, straight from saldos_cuenta_corriente. */
const ESPERADOS = `SELECT "moneda_id", sum("saldo") AS "total", count(*)::int AS "deudores" FROM "saldos_cuenta_corriente" WHERE "saldo" > 0 GROUP BY 1`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('saldos_positivos_sumar', `-- Adds to one currency without ever waiting (as ventas_por_dia_sumar).`, `CREATE OR REPLACE FUNCTION "saldos_positivos_sumar"(p_moneda integer, p_total numeric, p_deudores integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  o_total numeric;
  o_deudores integer;
BEGIN
  SELECT array_agg(x."id" ORDER BY x."id") INTO ids FROM (
    SELECT t."id" FROM "saldos_positivos" t WHERE t."moneda_id" = p_moneda FOR UPDATE SKIP LOCKED
  ) x;
  IF ids IS NULL THEN
    INSERT INTO "saldos_positivos" ("moneda_id", "total", "deudores") VALUES (p_moneda, p_total, p_deudores);
    RETURN;
  END IF;
  IF cardinality(ids) > 1 THEN
    WITH otras AS (DELETE FROM "saldos_positivos" WHERE "id" = ANY (ids[2:]) RETURNING "total", "deudores")
    SELECT sum("total"), sum("deudores") INTO o_total, o_deudores FROM otras;
    p_total := p_total + o_total;
    p_deudores := p_deudores + o_deudores;
  END IF;
  UPDATE "saldos_positivos" SET "total" = "total" + p_total, "deudores" = "deudores" + p_deudores WHERE "id" = ids[1];
END;
$$;`),
  funcion('saldos_positivos_cambios', `-- What a statement on the balances changed, per currency: + the positive balances it left, − the
-- positive ones there were. A movement that leaves a balance at or below zero where it was touches
-- no row.`, `CREATE OR REPLACE FUNCTION "saldos_positivos_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "saldos_positivos_sumar"(c."moneda_id", c."total", c."deudores")
    FROM (SELECT "moneda_id", sum("saldo") AS "total", count(*)::int AS "deudores" FROM "nuevas" WHERE "saldo" > 0 GROUP BY 1 ORDER BY 1) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "saldos_positivos_sumar"(c."moneda_id", -c."total", -c."deudores")
    FROM (SELECT "moneda_id", sum("saldo") AS "total", count(*)::int AS "deudores" FROM "viejas" WHERE "saldo" > 0 GROUP BY 1 ORDER BY 1) c;
  ELSE
    PERFORM "saldos_positivos_sumar"(c."moneda_id", c."total", c."deudores")
    FROM (
      SELECT "moneda_id", sum("saldo") AS "total", sum("deudores")::int AS "deudores" FROM (
        SELECT "moneda_id", "saldo", 1 AS "deudores" FROM "nuevas" WHERE "saldo" > 0
        UNION ALL
        SELECT "moneda_id", -"saldo", -1 FROM "viejas" WHERE "saldo" > 0
      ) cambios
      GROUP BY 1 HAVING sum("saldo") <> 0 OR sum("deudores") <> 0 ORDER BY 1
    ) c;
  END IF;
  RETURN NULL;
END;
$$;`),
  funcion('saldos_positivos_vaciar', ``, `CREATE OR REPLACE FUNCTION "saldos_positivos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saldos_positivos";
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds the rows from the balances. */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`DELETE FROM "saldos_positivos"`));
  await db.execute(sql.raw(`INSERT INTO "saldos_positivos" ("moneda_id", "total", "deudores") SELECT * FROM (${ESPERADOS}) e ORDER BY 1`));
}

/** Currencies whose sums differ from the balances: `{ moneda_id, total_*, deudores_* }`. */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(
    db,
    sql.raw(`SELECT coalesce(g."moneda_id", e."moneda_id") AS "moneda_id",
        coalesce(g."total", 0)::text AS "total_guardado", coalesce(e."total", 0)::text AS "total_esperado",
        coalesce(g."deudores", 0)::int AS "deudores_guardado", coalesce(e."deudores", 0)::int AS "deudores_esperado"
      FROM (SELECT "moneda_id", sum("total") AS "total", sum("deudores")::int AS "deudores" FROM "saldos_positivos" GROUP BY 1) g
      FULL JOIN (${ESPERADOS}) e ON e."moneda_id" = g."moneda_id"
      WHERE coalesce(g."total", 0) <> coalesce(e."total", 0) OR coalesce(g."deudores", 0) <> coalesce(e."deudores", 0)
      ORDER BY 1`),
  );
}

/** The projection `saldos_positivos`. */
export const saldosPositivosProyeccion: Proyeccion = {
  nombre: 'saldos_positivos',
  origen: '0010_rendimiento_reportes',
  bloqueo: 'None: its rows are never waited on (SKIP LOCKED).',
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle table. */
export { saldosPositivos };
