import { sql } from 'drizzle-orm';
import { diaBASql } from '../../lib/dates';
import type { DbOrTx } from '../client';
import { ventasPorDia } from '../schema';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * `ventas_por_dia` (api/drizzle/0010_rendimiento_reportes.sql; docs/reportes.md, «Inicio (API)»): the
 * active sales per Buenos Aires day (lib/dates.ts) and currency. Only sums of rows mean something.
 */


/** The active sales per day and currency, straight from ventas (dia, moneda_id, total, cantidad). */
const ESPERADOS = `SELECT ${diaBASql('"fecha"')} AS "dia", "moneda_id", sum("total") AS "total", count(*)::int AS "cantidad"
  FROM "ventas" WHERE NOT "is_deleted" GROUP BY 1, 2`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('ventas_por_dia_sumar', `-- Adds to the key (day, currency) WITHOUT EVER WAITING for another transaction (the pattern of
-- cuentas_totales_clave in 0009): locks the key's rows nobody else holds (SKIP LOCKED), folds all
-- but the first into it and adds the amounts; when every row of the key is held by someone else (or
-- there is none) it inserts a new row. Sales made at the same time never wait here and can never
-- deadlock, whatever order a transaction touches the days in; the sums are exact either way.`, `CREATE OR REPLACE FUNCTION "ventas_por_dia_sumar"(p_dia date, p_moneda integer, p_total numeric, p_cantidad integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  o_total numeric;
  o_cantidad integer;
BEGIN
  SELECT array_agg(x."id" ORDER BY x."id") INTO ids FROM (
    SELECT t."id" FROM "ventas_por_dia" t WHERE t."dia" = p_dia AND t."moneda_id" = p_moneda
    FOR UPDATE SKIP LOCKED
  ) x;
  IF ids IS NULL THEN
    INSERT INTO "ventas_por_dia" ("dia", "moneda_id", "total", "cantidad") VALUES (p_dia, p_moneda, p_total, p_cantidad);
    RETURN;
  END IF;
  IF cardinality(ids) > 1 THEN
    WITH otras AS (DELETE FROM "ventas_por_dia" WHERE "id" = ANY (ids[2:]) RETURNING "total", "cantidad")
    SELECT sum("total"), sum("cantidad") INTO o_total, o_cantidad FROM otras;
    p_total := p_total + o_total;
    p_cantidad := p_cantidad + o_cantidad;
  END IF;
  UPDATE "ventas_por_dia" SET "total" = "total" + p_total, "cantidad" = "cantidad" + p_cantidad WHERE "id" = ids[1];
END;
$$;`),
  funcion('ventas_por_dia_cambios', `-- What a statement on ventas changed, per (Buenos Aires day, currency) of the active sales: + what
-- it left, − what was there before. The day is the one of lib/dates.ts (UTC−03:00 all year). A
-- statement that moves nothing counted (the paid amount, the client) touches no row.`, `CREATE OR REPLACE FUNCTION "ventas_por_dia_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", c."total", c."cantidad")
    FROM (
      SELECT ${diaBASql('"fecha"')} AS "dia", "moneda_id", sum("total") AS "total", count(*)::int AS "cantidad"
      FROM "nuevas" WHERE NOT "is_deleted" GROUP BY 1, 2 ORDER BY 1, 2
    ) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", -c."total", -c."cantidad")
    FROM (
      SELECT ${diaBASql('"fecha"')} AS "dia", "moneda_id", sum("total") AS "total", count(*)::int AS "cantidad"
      FROM "viejas" WHERE NOT "is_deleted" GROUP BY 1, 2 ORDER BY 1, 2
    ) c;
  ELSE
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", c."total", c."cantidad")
    FROM (
      SELECT "dia", "moneda_id", sum("total") AS "total", sum("cantidad")::int AS "cantidad" FROM (
        SELECT ${diaBASql('"fecha"')} AS "dia", "moneda_id", "total", 1 AS "cantidad" FROM "nuevas" WHERE NOT "is_deleted"
        UNION ALL
        SELECT ${diaBASql('"fecha"')}, "moneda_id", -"total", -1 FROM "viejas" WHERE NOT "is_deleted"
      ) cambios
      GROUP BY 1, 2 HAVING sum("total") <> 0 OR sum("cantidad") <> 0 ORDER BY 1, 2
    ) c;
  END IF;
  RETURN NULL;
END;
$$;`),
  funcion('ventas_por_dia_vaciar', ``, `CREATE OR REPLACE FUNCTION "ventas_por_dia_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ventas_por_dia";
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds the rows from the sales. */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`DELETE FROM "ventas_por_dia"`));
  await db.execute(sql.raw(`INSERT INTO "ventas_por_dia" ("dia", "moneda_id", "total", "cantidad") SELECT * FROM (${ESPERADOS}) e ORDER BY 1, 2`));
}

/** Days and currencies whose sums differ from the sales: `{ dia, moneda_id, total_*, cantidad_* }`. */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(
    db,
    sql.raw(`SELECT coalesce(g."dia", e."dia")::text AS "dia", coalesce(g."moneda_id", e."moneda_id") AS "moneda_id",
        coalesce(g."total", 0)::text AS "total_guardado", coalesce(e."total", 0)::text AS "total_esperado",
        coalesce(g."cantidad", 0)::int AS "cantidad_guardado", coalesce(e."cantidad", 0)::int AS "cantidad_esperado"
      FROM (SELECT "dia", "moneda_id", sum("total") AS "total", sum("cantidad")::int AS "cantidad" FROM "ventas_por_dia" GROUP BY 1, 2) g
      FULL JOIN (${ESPERADOS}) e ON e."dia" = g."dia" AND e."moneda_id" = g."moneda_id"
      WHERE coalesce(g."total", 0) <> coalesce(e."total", 0) OR coalesce(g."cantidad", 0) <> coalesce(e."cantidad", 0)
      ORDER BY 1, 2`),
  );
}

/** The projection `ventas_por_dia`. */
export const ventasPorDiaProyeccion: Proyeccion = {
  nombre: 'ventas_por_dia',
  origen: '0010_rendimiento_reportes',
  bloqueo: 'None: its rows are never waited on (SKIP LOCKED).',
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle table. */
export { ventasPorDia };
