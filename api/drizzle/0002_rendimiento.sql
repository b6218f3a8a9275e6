-- Performance (docs/rendimiento.md): pg_trgm for the searches, the code as text for a search of
-- digits, and exact row counters kept by triggers: active products per category, every sale, and
-- active clients (the totals of the lists without filters).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "conteos" (
	"tabla" text NOT NULL,
	"parte" smallint NOT NULL,
	"filas" integer NOT NULL,
	CONSTRAINT "conteos_tabla_parte_pk" PRIMARY KEY("tabla","parte")
);
--> statement-breakpoint
CREATE TABLE "productos_conteo" (
	"categoria" text PRIMARY KEY NOT NULL,
	"activos" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "ventas_cliente_idx";--> statement-breakpoint
CREATE INDEX "clientes_nombre_trgm_idx" ON "clientes" USING gin ("nombre_apellido" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_documento_trgm_idx" ON "clientes" USING gin ("documento" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productos_nombre_trgm_idx" ON "productos" USING gin ("nombre" gin_trgm_ops) WHERE "productos"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "productos_codigo_texto_idx" ON "productos" USING btree (("codigo"::text) text_pattern_ops) WHERE "productos"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "ventas_cliente_fecha_idx" ON "ventas" USING btree ("cliente_id","fecha");
--> statement-breakpoint
INSERT INTO "productos_conteo" ("categoria", "activos")
SELECT c.categoria, (SELECT count(*) FROM "productos" p WHERE p."categoria" = c.categoria AND p."is_deleted" = false)
FROM (VALUES ('materia_prima'), ('esencia'), ('elaborado')) AS c(categoria);
--> statement-breakpoint
-- The triggers run once per statement, in the same transaction as the change, and add up the rows
-- each statement made or stopped being active (transition tables: one upsert per category even for
-- an INSERT ... SELECT of 100k rows). A change that leaves a category's count as it was (a price
-- edit) does not touch the counter row, so it takes no lock on it.
CREATE FUNCTION "productos_conteo_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "productos_conteo_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "productos_conteo" SET "activos" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "productos_conteo_insert" AFTER INSERT ON "productos"
  REFERENCING NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "productos_conteo_sumar"();
--> statement-breakpoint
CREATE TRIGGER "productos_conteo_update" AFTER UPDATE ON "productos"
  REFERENCING OLD TABLE AS "viejos" NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "productos_conteo_sumar"();
--> statement-breakpoint
CREATE TRIGGER "productos_conteo_delete" AFTER DELETE ON "productos"
  REFERENCING OLD TABLE AS "viejos" FOR EACH STATEMENT EXECUTE FUNCTION "productos_conteo_sumar"();
--> statement-breakpoint
CREATE TRIGGER "productos_conteo_truncate" AFTER TRUNCATE ON "productos"
  FOR EACH STATEMENT EXECUTE FUNCTION "productos_conteo_vaciar"();
--> statement-breakpoint
-- Whole-table counters (`conteos`): a statement adds what it changed to the part of its
-- transaction id, so two transactions seldom touch the same row.
INSERT INTO "conteos" ("tabla", "parte", "filas")
SELECT 'ventas', 0, count(*) FROM "ventas"
UNION ALL
SELECT 'clientes', 0, count(*) FROM "clientes" WHERE "is_deleted" = false;
--> statement-breakpoint
CREATE FUNCTION "conteos_sumar"(text, bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "conteos" ("tabla", "parte", "filas") VALUES ($1, (txid_current() % 16)::smallint, $2)
  ON CONFLICT ("tabla", "parte") DO UPDATE SET "filas" = "conteos"."filas" + excluded."filas";
$$;
--> statement-breakpoint
-- Every row counts (ventas: the list shows deleted sales too). Updates never change the count.
CREATE FUNCTION "conteos_todas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- Only rows with is_deleted = false count (clientes: a soft delete or a restore moves the count).
CREATE FUNCTION "conteos_activas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "conteos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ventas_conteo_insert" AFTER INSERT ON "ventas"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_todas"();
--> statement-breakpoint
CREATE TRIGGER "ventas_conteo_delete" AFTER DELETE ON "ventas"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_todas"();
--> statement-breakpoint
CREATE TRIGGER "ventas_conteo_truncate" AFTER TRUNCATE ON "ventas"
  FOR EACH STATEMENT EXECUTE FUNCTION "conteos_vaciar"();
--> statement-breakpoint
CREATE TRIGGER "clientes_conteo_insert" AFTER INSERT ON "clientes"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_activas"();
--> statement-breakpoint
CREATE TRIGGER "clientes_conteo_update" AFTER UPDATE ON "clientes"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_activas"();
--> statement-breakpoint
CREATE TRIGGER "clientes_conteo_delete" AFTER DELETE ON "clientes"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_activas"();
--> statement-breakpoint
CREATE TRIGGER "clientes_conteo_truncate" AFTER TRUNCATE ON "clientes"
  FOR EACH STATEMENT EXECUTE FUNCTION "conteos_vaciar"();
