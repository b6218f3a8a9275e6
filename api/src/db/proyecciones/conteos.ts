import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { conteos, productosConteo } from '../schema';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * `conteos` and `productos_conteo` (api/drizzle/0002_rendimiento.sql, 0006_rendimiento_listas.sql;
 * docs/rendimiento.md): exact row counters of the lists without filters. `conteos` keys: 'ventas'
 * (every row), 'clientes' (active), 'ingresos' (every row), '<tabla>.<estado>' of fabricaciones and
 * presupuestos; a key has up to 16 parts (by transaction id), only their sum means something.
 * `productos_conteo`: active products per category.
 */


/** What each `conteos` key must add up to, straight from the tables (key, filas). */
const CONTEOS_ESPERADOS = `SELECT 'ventas' AS "tabla", count(*)::int AS "filas" FROM "ventas"
  UNION ALL SELECT 'clientes', count(*)::int FROM "clientes" WHERE "is_deleted" = false
  UNION ALL SELECT 'ingresos', count(*)::int FROM "ingresos"
  UNION ALL SELECT 'fabricaciones.' || "estado", count(*)::int FROM "fabricaciones" GROUP BY "estado"
  UNION ALL SELECT 'presupuestos.' || "estado", count(*)::int FROM "presupuestos" GROUP BY "estado"`;

/** What each category of `productos_conteo` must hold: its active products. */
const PRODUCTOS_ESPERADOS = `SELECT c."categoria", (SELECT count(*)::int FROM "productos" p WHERE p."categoria" = c."categoria" AND p."is_deleted" = false) AS "activos"
  FROM (VALUES ('materia_prima'), ('esencia'), ('elaborado')) AS c("categoria")`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('productos_conteo_sumar', `-- The triggers run once per statement, in the same transaction as the change, and add up the rows
-- each statement made or stopped being active (transition tables: one upsert per category even for
-- an INSERT ... SELECT of 100k rows). A change that leaves a category's count as it was (a price
-- edit) does not touch the counter row, so it takes no lock on it.`, `CREATE OR REPLACE FUNCTION "productos_conteo_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Categories in a fixed order: two statements that change several categories at once lock the
  -- counter rows in the same order (no deadlock).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "productos_conteo" ("categoria", "activos")
    SELECT "categoria", count(*) FROM "nuevos" WHERE "is_deleted" = false GROUP BY "categoria" ORDER BY "categoria"
    ON CONFLICT ("categoria") DO UPDATE SET "activos" = "productos_conteo"."activos" + excluded."activos";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "productos_conteo" ("categoria", "activos")
    SELECT "categoria", -count(*) FROM "viejos" WHERE "is_deleted" = false GROUP BY "categoria" ORDER BY "categoria"
    ON CONFLICT ("categoria") DO UPDATE SET "activos" = "productos_conteo"."activos" + excluded."activos";
  ELSE
    INSERT INTO "productos_conteo" ("categoria", "activos")
    SELECT "categoria", sum(n) FROM (
      SELECT "categoria", 1 AS n FROM "nuevos" WHERE "is_deleted" = false
      UNION ALL
      SELECT "categoria", -1 AS n FROM "viejos" WHERE "is_deleted" = false
    ) cambios
    GROUP BY "categoria" HAVING sum(n) <> 0 ORDER BY "categoria"
    ON CONFLICT ("categoria") DO UPDATE SET "activos" = "productos_conteo"."activos" + excluded."activos";
  END IF;
  RETURN NULL;
END;
$$;`),
  funcion('productos_conteo_vaciar', ``, `CREATE OR REPLACE FUNCTION "productos_conteo_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "productos_conteo" SET "activos" = 0;
  RETURN NULL;
END;
$$;`),
  funcion('conteos_sumar', ``, `CREATE OR REPLACE FUNCTION "conteos_sumar"(text, bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "conteos" ("tabla", "parte", "filas") VALUES ($1, (txid_current() % 16)::smallint, $2)
  ON CONFLICT ("tabla", "parte") DO UPDATE SET "filas" = "conteos"."filas" + excluded."filas";
$$;`),
  funcion('conteos_todas', `-- Every row counts (ventas: the list shows deleted sales too). Updates never change the count.`, `CREATE OR REPLACE FUNCTION "conteos_todas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO n FROM "nuevas";
  ELSE
    SELECT -count(*) INTO n FROM "viejas";
  END IF;
  IF n <> 0 THEN PERFORM "conteos_sumar"(TG_TABLE_NAME, n); END IF;
  RETURN NULL;
END;
$$;`),
  funcion('conteos_activas', `-- Only rows with is_deleted = false count (clientes: a soft delete or a restore moves the count).`, `CREATE OR REPLACE FUNCTION "conteos_activas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO n FROM "nuevas" WHERE "is_deleted" = false;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO n FROM "viejas" WHERE "is_deleted" = false;
  ELSE
    SELECT (SELECT count(*) FROM "nuevas" WHERE "is_deleted" = false) - (SELECT count(*) FROM "viejas" WHERE "is_deleted" = false) INTO n;
  END IF;
  IF n <> 0 THEN PERFORM "conteos_sumar"(TG_TABLE_NAME, n); END IF;
  RETURN NULL;
END;
$$;`),
  funcion('conteos_vaciar', ``, `CREATE OR REPLACE FUNCTION "conteos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;`),
  funcion('conteos_por_estado', `-- Rows per state, as '<table>.<estado>' (fabricaciones, presupuestos): a statement adds what it
-- created, deleted or moved from one state to another; one that leaves the states as they were
-- (a quote's total, a run's date) touches no counter. States in a fixed order (no deadlock).`, `CREATE OR REPLACE FUNCTION "conteos_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "conteos_sumar"(TG_TABLE_NAME || '.' || c."estado", c."n")
    FROM (SELECT "estado", count(*) AS "n" FROM "nuevas" GROUP BY "estado" ORDER BY "estado") c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "conteos_sumar"(TG_TABLE_NAME || '.' || c."estado", -c."n")
    FROM (SELECT "estado", count(*) AS "n" FROM "viejas" GROUP BY "estado" ORDER BY "estado") c;
  ELSE
    PERFORM "conteos_sumar"(TG_TABLE_NAME || '.' || c."estado", c."n")
    FROM (
      SELECT "estado", sum("d") AS "n" FROM (
        SELECT "estado", 1 AS "d" FROM "nuevas"
        UNION ALL
        SELECT "estado", -1 AS "d" FROM "viejas"
      ) cambios
      GROUP BY "estado" HAVING sum("d") <> 0 ORDER BY "estado"
    ) c;
  END IF;
  RETURN NULL;
END;
$$;`),
  funcion('conteos_vaciar_por_estado', ``, `CREATE OR REPLACE FUNCTION "conteos_vaciar_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" LIKE TG_TABLE_NAME || '.%';
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds both counters from the tables (one part per key). */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`DELETE FROM "conteos"`));
  await db.execute(sql.raw(`INSERT INTO "conteos" ("tabla", "parte", "filas") SELECT "tabla", 0, "filas" FROM (${CONTEOS_ESPERADOS}) e`));
  await db.execute(
    sql.raw(`INSERT INTO "productos_conteo" ("categoria", "activos") SELECT "categoria", "activos" FROM (${PRODUCTOS_ESPERADOS}) e
      ON CONFLICT ("categoria") DO UPDATE SET "activos" = excluded."activos"`),
  );
}

/** Keys whose counter differs from a count of the table: `{ tabla, guardado, esperado }` (`productos.<categoria>` for the products). */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(
    db,
    sql.raw(`SELECT coalesce(g."tabla", e."tabla") AS "tabla", coalesce(g."filas", 0)::int AS "guardado", coalesce(e."filas", 0)::int AS "esperado"
      FROM (SELECT "tabla", sum("filas")::int AS "filas" FROM "conteos" GROUP BY 1) g
      FULL JOIN (${CONTEOS_ESPERADOS}) e ON e."tabla" = g."tabla"
      WHERE coalesce(g."filas", 0) <> coalesce(e."filas", 0)
      UNION ALL
      SELECT 'productos.' || coalesce(g."categoria", e."categoria"), coalesce(g."activos", 0), coalesce(e."activos", 0)
      FROM "productos_conteo" g FULL JOIN (${PRODUCTOS_ESPERADOS}) e ON e."categoria" = g."categoria"
      WHERE coalesce(g."activos", 0) <> coalesce(e."activos", 0)
      ORDER BY 1`),
  );
}

/** The projection `conteos` (with `productos_conteo`). */
export const conteosProyeccion: Proyeccion = {
  nombre: 'conteos',
  origen: '0002_rendimiento',
  bloqueo: 'None: rows in a fixed order (categories, states), parts by transaction id.',
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle tables. */
export { conteos, productosConteo };
