-- The /home figures without reading the sales of the month or every balance on each request
-- (docs/reportes.md, «Inicio (API)»; docs/rendimiento.md, «Qué se corrigió (#14)»). Hand-written:
-- drizzle does not declare triggers nor functions. The tables ventas_por_dia and saldos_positivos
-- are ALSO declared in api/src/db/schema.ts.
--
-- 1. ventas_por_dia: the active (not annulled) sales per Buenos Aires day and currency (sum of
--    the totals and how many), kept by triggers on ventas: ventasHoy, ventasMes and ventasDiarias
--    read at most 31 days × currencies rows instead of a month of sales.
-- 2. saldos_positivos: per currency, the sum of the positive balances and how many there are,
--    kept by triggers on saldos_cuenta_corriente: porCobrar reads a few rows instead of every
--    client's balance.
-- 3. The runs in progress are counted in a partial index that holds exactly them.
-- 4. sin_paralelo(): the reports (api/src/modules/reportes/service.ts) call it so that PostgreSQL
--    plans them without parallel workers.
-- Both tables are only meaningful as sums of rows: a key may have several rows at a time (see
-- ventas_por_dia_sumar), so that two transactions never wait for each other on them.
CREATE TABLE "ventas_por_dia" (
	"id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"dia" date NOT NULL,
	"moneda_id" integer NOT NULL,
	"total" numeric NOT NULL DEFAULT 0,
	"cantidad" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX "ventas_por_dia_clave_idx" ON "ventas_por_dia" ("dia", "moneda_id");
--> statement-breakpoint
-- Adds to the key (day, currency) WITHOUT EVER WAITING for another transaction (the pattern of
-- cuentas_totales_clave in 0009): locks the key's rows nobody else holds (SKIP LOCKED), folds all
-- but the first into it and adds the amounts; when every row of the key is held by someone else (or
-- there is none) it inserts a new row. Sales made at the same time never wait here and can never
-- deadlock, whatever order a transaction touches the days in; the sums are exact either way.
CREATE FUNCTION "ventas_por_dia_sumar"(p_dia date, p_moneda integer, p_total numeric, p_cantidad integer)
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
$$;
--> statement-breakpoint
-- What a statement on ventas changed, per (Buenos Aires day, currency) of the active sales: + what
-- it left, − what was there before. The day is the one of lib/dates.ts (UTC−03:00 all year). A
-- statement that moves nothing counted (the paid amount, the client) touches no row.
CREATE FUNCTION "ventas_por_dia_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", c."total", c."cantidad")
    FROM (
      SELECT (("fecha" AT TIME ZONE 'UTC') - interval '3 hours')::date AS "dia", "moneda_id", sum("total") AS "total", count(*)::int AS "cantidad"
      FROM "nuevas" WHERE NOT "is_deleted" GROUP BY 1, 2 ORDER BY 1, 2
    ) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", -c."total", -c."cantidad")
    FROM (
      SELECT (("fecha" AT TIME ZONE 'UTC') - interval '3 hours')::date AS "dia", "moneda_id", sum("total") AS "total", count(*)::int AS "cantidad"
      FROM "viejas" WHERE NOT "is_deleted" GROUP BY 1, 2 ORDER BY 1, 2
    ) c;
  ELSE
    PERFORM "ventas_por_dia_sumar"(c."dia", c."moneda_id", c."total", c."cantidad")
    FROM (
      SELECT "dia", "moneda_id", sum("total") AS "total", sum("cantidad")::int AS "cantidad" FROM (
        SELECT (("fecha" AT TIME ZONE 'UTC') - interval '3 hours')::date AS "dia", "moneda_id", "total", 1 AS "cantidad" FROM "nuevas" WHERE NOT "is_deleted"
        UNION ALL
        SELECT (("fecha" AT TIME ZONE 'UTC') - interval '3 hours')::date, "moneda_id", -"total", -1 FROM "viejas" WHERE NOT "is_deleted"
      ) cambios
      GROUP BY 1, 2 HAVING sum("total") <> 0 OR sum("cantidad") <> 0 ORDER BY 1, 2
    ) c;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "ventas_por_dia_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ventas_por_dia";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ventas_por_dia_insert" AFTER INSERT ON "ventas"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "ventas_por_dia_cambios"();
--> statement-breakpoint
CREATE TRIGGER "ventas_por_dia_update" AFTER UPDATE ON "ventas"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "ventas_por_dia_cambios"();
--> statement-breakpoint
CREATE TRIGGER "ventas_por_dia_delete" AFTER DELETE ON "ventas"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "ventas_por_dia_cambios"();
--> statement-breakpoint
CREATE TRIGGER "ventas_por_dia_truncate" AFTER TRUNCATE ON "ventas"
  FOR EACH STATEMENT EXECUTE FUNCTION "ventas_por_dia_vaciar"();
--> statement-breakpoint
-- The sales already there.
INSERT INTO "ventas_por_dia" ("dia", "moneda_id", "total", "cantidad")
SELECT (("fecha" AT TIME ZONE 'UTC') - interval '3 hours')::date, "moneda_id", sum("total"), count(*)
FROM "ventas" WHERE NOT "is_deleted" GROUP BY 1, 2;
--> statement-breakpoint
-- 2. What clients owe per currency: sum and count of the positive balances.
CREATE TABLE "saldos_positivos" (
	"id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"moneda_id" integer NOT NULL,
	"total" numeric NOT NULL DEFAULT 0,
	"deudores" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX "saldos_positivos_moneda_idx" ON "saldos_positivos" ("moneda_id");
--> statement-breakpoint
-- Adds to one currency without ever waiting (as ventas_por_dia_sumar).
CREATE FUNCTION "saldos_positivos_sumar"(p_moneda integer, p_total numeric, p_deudores integer)
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
$$;
--> statement-breakpoint
-- What a statement on the balances changed, per currency: + the positive balances it left, − the
-- positive ones there were. A movement that leaves a balance at or below zero where it was touches
-- no row.
CREATE FUNCTION "saldos_positivos_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "saldos_positivos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saldos_positivos";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "saldos_positivos_insert" AFTER INSERT ON "saldos_cuenta_corriente"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "saldos_positivos_cambios"();
--> statement-breakpoint
CREATE TRIGGER "saldos_positivos_update" AFTER UPDATE ON "saldos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "saldos_positivos_cambios"();
--> statement-breakpoint
CREATE TRIGGER "saldos_positivos_delete" AFTER DELETE ON "saldos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "saldos_positivos_cambios"();
--> statement-breakpoint
CREATE TRIGGER "saldos_positivos_truncate" AFTER TRUNCATE ON "saldos_cuenta_corriente"
  FOR EACH STATEMENT EXECUTE FUNCTION "saldos_positivos_vaciar"();
--> statement-breakpoint
-- The balances already there.
INSERT INTO "saldos_positivos" ("moneda_id", "total", "deudores")
SELECT "moneda_id", sum("saldo"), count(*) FROM "saldos_cuenta_corriente" WHERE "saldo" > 0 GROUP BY 1;
--> statement-breakpoint
-- 3. fabricacionesEnProceso: an index-only count of the runs in progress (the ones not deleted).
CREATE INDEX "fabricaciones_en_proceso_idx" ON "fabricaciones" ("id") WHERE "estado" = 'en_proceso' AND "is_deleted" = false;
--> statement-breakpoint
-- 4. A statement that calls a PARALLEL UNSAFE function is always planned without parallel workers.
-- The reports call this one (once: a filter without columns) because several of them at a time are
-- cheaper in one process each: measured on the large seed with ten at once, the sales report of a
-- month answered 10–20 % more per second without workers. plpgsql, so it is never inlined away.
CREATE FUNCTION "sin_paralelo"() RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL UNSAFE AS $$
BEGIN
  RETURN true;
END;
$$;
--> statement-breakpoint
-- The global search and the clients list also match the e-mail (ilike '%…%'): without this index
-- every search read all the clients (50–90 ms over 20,000 on the large data; about 4 ms with it).
CREATE INDEX "clientes_email_trgm_idx" ON "clientes" USING gin ("email" gin_trgm_ops);
