-- The total of the /presupuestos search (docs/rendimiento.md, «El total de la búsqueda de
-- presupuestos»): how many quotes each client has in each state, on the client's row, so the total
-- of a search by client is a sum over the matching clients (read by the same trigram lookup that
-- finds them) instead of one index descent per matching client into the quotes.
-- A tenth of each page left free: a counter's update (every quote created or annulled) then stays on
-- its page without new index entries (a HOT update; 1,896 of 2,000 on the large seed with it).
ALTER TABLE "clientes" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "presupuestos_activos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "presupuestos_anulados" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "clientes" c
SET "presupuestos_activos" = p."activos", "presupuestos_anulados" = p."anulados"
FROM (
  SELECT "cliente_id",
    count(*) FILTER (WHERE "estado" = 'activo') AS "activos",
    count(*) FILTER (WHERE "estado" = 'anulado') AS "anulados"
  FROM "presupuestos" WHERE "cliente_id" IS NOT NULL GROUP BY "cliente_id"
) p
WHERE c."id" = p."cliente_id";
--> statement-breakpoint
-- That update wrote a new version of each client with quotes: the table doubled (4.6 → 8.7 MB on the
-- large seed; VACUUM frees the old half but does not give it back) and every index of clientes got
-- new entries (the trigram GIN indexes, which VACUUM does not shrink, about fivefold:
-- clientes_busqueda_trgm_idx 1.3 → 6.9 MB, clientes_email_trgm_idx 1.0 → 5.5 MB). Every client search
-- reads them. Rewritten compact in id order, with a tenth of each page free, and every index rebuilt
-- (clientes is locked meanwhile: well under a second for 20,000 clients).
-- Only when there are clients: CLUSTER of an empty table records it as measured and empty
-- (reltuples 0 instead of "never measured"), and the plans then made for it in a new database —
-- the foreign-key checks of the demo's sales, kept for the whole session — read the table whole:
-- PGlite has no autovacuum to make them plan again, and the large seed's sales and account
-- movements took 6 to 7 times longer (158.6 s and 1,105 s against 25 s and 160 s).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "clientes") THEN
    CLUSTER "clientes" USING "clientes_pkey";
  END IF;
END;
$$;
--> statement-breakpoint
-- A statement adds to each client what it created, deleted or moved between states or clients; a
-- client whose counts come out unchanged (a quote's lines, its total, its conversion into a sale)
-- is not touched, so most quote updates lock no client. Clients in id order: two statements over
-- the same clients never wait on each other crosswise (no deadlock).
CREATE FUNCTION "presupuestos_por_cliente_sumar"(integer, bigint, bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE "clientes"
  SET "presupuestos_activos" = "presupuestos_activos" + $2, "presupuestos_anulados" = "presupuestos_anulados" + $3
  WHERE "id" = $1;
$$;
--> statement-breakpoint
CREATE FUNCTION "presupuestos_por_cliente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "presupuestos_por_cliente_sumar"(c."cliente_id", c."activos", c."anulados")
    FROM (
      SELECT "cliente_id", count(*) FILTER (WHERE "estado" = 'activo') AS "activos",
        count(*) FILTER (WHERE "estado" = 'anulado') AS "anulados"
      FROM "nuevas" WHERE "cliente_id" IS NOT NULL GROUP BY "cliente_id" ORDER BY "cliente_id"
    ) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "presupuestos_por_cliente_sumar"(c."cliente_id", -c."activos", -c."anulados")
    FROM (
      SELECT "cliente_id", count(*) FILTER (WHERE "estado" = 'activo') AS "activos",
        count(*) FILTER (WHERE "estado" = 'anulado') AS "anulados"
      FROM "viejas" WHERE "cliente_id" IS NOT NULL GROUP BY "cliente_id" ORDER BY "cliente_id"
    ) c;
  ELSE
    PERFORM "presupuestos_por_cliente_sumar"(c."cliente_id", c."activos", c."anulados")
    FROM (
      SELECT "cliente_id", coalesce(sum("signo") FILTER (WHERE "estado" = 'activo'), 0) AS "activos",
        coalesce(sum("signo") FILTER (WHERE "estado" = 'anulado'), 0) AS "anulados"
      FROM (
        SELECT "cliente_id", "estado", 1 AS "signo" FROM "nuevas"
        UNION ALL
        SELECT "cliente_id", "estado", -1 AS "signo" FROM "viejas"
      ) cambios
      WHERE "cliente_id" IS NOT NULL
      GROUP BY "cliente_id"
      HAVING coalesce(sum("signo") FILTER (WHERE "estado" = 'activo'), 0) <> 0
          OR coalesce(sum("signo") FILTER (WHERE "estado" = 'anulado'), 0) <> 0
      ORDER BY "cliente_id"
    ) c;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "presupuestos_por_cliente_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clientes" SET "presupuestos_activos" = 0, "presupuestos_anulados" = 0
  WHERE "presupuestos_activos" <> 0 OR "presupuestos_anulados" <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "presupuestos_por_cliente_insert" AFTER INSERT ON "presupuestos"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "presupuestos_por_cliente"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_por_cliente_update" AFTER UPDATE ON "presupuestos"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "presupuestos_por_cliente"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_por_cliente_delete" AFTER DELETE ON "presupuestos"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "presupuestos_por_cliente"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_por_cliente_truncate" AFTER TRUNCATE ON "presupuestos"
  FOR EACH STATEMENT EXECUTE FUNCTION "presupuestos_por_cliente_vaciar"();
