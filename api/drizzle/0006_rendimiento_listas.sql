-- Performance of the inventory, sales and quote lists on the large data set (docs/rendimiento.md,
-- «Qué se corrigió (#10, #11)»). Raw SQL only: drizzle does not declare triggers, and the column,
-- table and indexes below exist only here (api/src/db/schema.ts does not list them; the code that
-- reads them uses raw SQL).
--
-- 1. «Bajo stock mínimo» per branch without reading the catalogue:
--    - stock.minimo_vigente: the product's stock_minimo while it is active, 0 once deleted, copied
--      into each stock row so that "below its minimum" is a property of the row itself
--      (cantidad < minimo_vigente) and a partial index holds exactly those rows;
--    - stock_sin_fila: the (product, branch) pairs that have NO stock row (their stock is 0), so a
--      product never stocked in a branch is found without an anti join over every product.
--    For every product and branch exactly one of the two exists. Both are kept by triggers in the
--    same transaction as the change (see the comments of each function for the concurrency).
-- 2. Exact totals of the lists without filters, or with only the state filter, from `conteos`
--    (the counters of 0002_rendimiento.sql): every stock entry, and the runs and the quotes per
--    state ('fabricaciones.en_proceso', 'presupuestos.activo', ...).
-- 3. Indexes for the order and the state filters: runs by date (with or without their state),
--    unpaid sales by date, and the quotes of a client or a seller with their state and date.
ALTER TABLE "stock" ADD COLUMN "minimo_vigente" numeric(14, 4) NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE "stock" s SET "minimo_vigente" = CASE WHEN p."is_deleted" THEN 0 ELSE p."stock_minimo" END
FROM "productos" p WHERE p."id" = s."producto_id";
--> statement-breakpoint
CREATE INDEX "stock_bajo_minimo_idx" ON "stock" ("sucursal_id", "producto_id") WHERE "cantidad" < "minimo_vigente";
--> statement-breakpoint
CREATE TABLE "stock_sin_fila" (
	"producto_id" integer NOT NULL REFERENCES "productos"("id") ON DELETE CASCADE,
	"sucursal_id" integer NOT NULL REFERENCES "sucursales"("id") ON DELETE CASCADE,
	CONSTRAINT "stock_sin_fila_pk" PRIMARY KEY ("producto_id", "sucursal_id")
);
--> statement-breakpoint
CREATE INDEX "stock_sin_fila_sucursal_idx" ON "stock_sin_fila" ("sucursal_id", "producto_id");
--> statement-breakpoint
INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
SELECT p."id", su."id" FROM "productos" p CROSS JOIN "sucursales" su
WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = p."id" AND s."sucursal_id" = su."id");
--> statement-breakpoint
-- A new stock row (aplicarStock's first change of a product in a branch, or a seed): its pair
-- leaves stock_sin_fila and the row takes the product's minimum. Deleting the pair first is what
-- orders this with a concurrent change of the product's minimum (stock_minimo_cambiado locks the
-- pairs of the product before updating its stock rows): whichever comes second waits for the first
-- to commit and then reads what it wrote, so the copy is never stale. BEFORE each row: also for an
-- INSERT … ON CONFLICT DO NOTHING whose row already exists (then nothing is deleted).
CREATE FUNCTION "stock_fila_nueva"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stock_sin_fila" WHERE "producto_id" = NEW."producto_id" AND "sucursal_id" = NEW."sucursal_id";
  NEW."minimo_vigente" := coalesce(
    (SELECT CASE WHEN p."is_deleted" THEN 0 ELSE p."stock_minimo" END FROM "productos" p WHERE p."id" = NEW."producto_id"), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_fila_nueva" BEFORE INSERT ON "stock"
  FOR EACH ROW EXECUTE FUNCTION "stock_fila_nueva"();
--> statement-breakpoint
-- A deleted stock row (nothing in the application deletes them; tests and manual fixes may): its
-- pair goes back to stock_sin_fila while product and branch exist.
CREATE FUNCTION "stock_fila_borrada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT v."producto_id", v."sucursal_id" FROM "viejas" v
  WHERE EXISTS (SELECT 1 FROM "productos" p WHERE p."id" = v."producto_id")
    AND EXISTS (SELECT 1 FROM "sucursales" su WHERE su."id" = v."sucursal_id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_fila_borrada" AFTER DELETE ON "stock"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "stock_fila_borrada"();
--> statement-breakpoint
CREATE FUNCTION "stock_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT p."id", su."id" FROM "productos" p CROSS JOIN "sucursales" su
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_vaciado" AFTER TRUNCATE ON "stock"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_vaciado"();
--> statement-breakpoint
-- New products have no stock row anywhere yet: one pair per branch.
CREATE FUNCTION "stock_sin_fila_productos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT n."id", su."id" FROM "nuevos" n CROSS JOIN "sucursales" su
  WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = n."id" AND s."sucursal_id" = su."id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_sin_fila_productos" AFTER INSERT ON "productos"
  REFERENCING NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "stock_sin_fila_productos"();
--> statement-breakpoint
-- A product whose effective minimum changed (stock_minimo edited, deleted or restored): its pairs in
-- stock_sin_fila are locked first (see stock_fila_nueva), then its stock rows take the new minimum
-- (each UPDATE waits for a sale or entry holding that row, and applies to the row it left). A
-- change of price, cost or name changes nothing here.
CREATE FUNCTION "stock_minimo_cambiado"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(n."id" ORDER BY n."id") INTO ids
  FROM "nuevos" n JOIN "viejos" v ON v."id" = n."id"
  WHERE (CASE WHEN n."is_deleted" THEN 0 ELSE n."stock_minimo" END) <> (CASE WHEN v."is_deleted" THEN 0 ELSE v."stock_minimo" END);
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "stock_sin_fila" f WHERE f."producto_id" = ANY (ids)
  ORDER BY f."producto_id", f."sucursal_id" FOR UPDATE OF f;
  UPDATE "stock" s SET "minimo_vigente" = CASE WHEN n."is_deleted" THEN 0 ELSE n."stock_minimo" END
  FROM "nuevos" n
  WHERE n."id" = ANY (ids) AND s."producto_id" = n."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_minimo_cambiado" AFTER UPDATE ON "productos"
  REFERENCING OLD TABLE AS "viejos" NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "stock_minimo_cambiado"();
--> statement-breakpoint
-- A new branch has no stock row of any product. Products are locked against inserts for the rest of
-- the transaction (SHARE: a product created at the same moment either committed before, and gets
-- its pair here, or waits and gets it from stock_sin_fila_productos). Branches are created rarely.
CREATE FUNCTION "stock_sin_fila_sucursales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "productos" IN SHARE MODE;
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT p."id", n."id" FROM "productos" p CROSS JOIN "nuevas" n
  WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = p."id" AND s."sucursal_id" = n."id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_sin_fila_sucursales" AFTER INSERT ON "sucursales"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "stock_sin_fila_sucursales"();
--> statement-breakpoint
-- Counters (table `conteos`, function conteos_sumar of 0002_rendimiento.sql). Stock entries: every row.
INSERT INTO "conteos" ("tabla", "parte", "filas") SELECT 'ingresos', 0, count(*) FROM "ingresos";
--> statement-breakpoint
CREATE TRIGGER "ingresos_conteo_insert" AFTER INSERT ON "ingresos"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_todas"();
--> statement-breakpoint
CREATE TRIGGER "ingresos_conteo_delete" AFTER DELETE ON "ingresos"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_todas"();
--> statement-breakpoint
CREATE TRIGGER "ingresos_conteo_truncate" AFTER TRUNCATE ON "ingresos"
  FOR EACH STATEMENT EXECUTE FUNCTION "conteos_vaciar"();
--> statement-breakpoint
-- Rows per state, as '<table>.<estado>' (fabricaciones, presupuestos): a statement adds what it
-- created, deleted or moved from one state to another; one that leaves the states as they were
-- (a quote's total, a run's date) touches no counter. States in a fixed order (no deadlock).
CREATE FUNCTION "conteos_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "conteos_vaciar_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" LIKE TG_TABLE_NAME || '.%';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "conteos" ("tabla", "parte", "filas")
SELECT 'fabricaciones.' || e."estado", 0, (SELECT count(*) FROM "fabricaciones" f WHERE f."estado" = e."estado")
FROM (VALUES ('cancelada'), ('en_proceso'), ('finalizada')) AS e("estado")
UNION ALL
SELECT 'presupuestos.' || e."estado", 0, (SELECT count(*) FROM "presupuestos" p WHERE p."estado" = e."estado")
FROM (VALUES ('activo'), ('anulado')) AS e("estado");
--> statement-breakpoint
CREATE TRIGGER "fabricaciones_conteo_insert" AFTER INSERT ON "fabricaciones"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "fabricaciones_conteo_update" AFTER UPDATE ON "fabricaciones"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "fabricaciones_conteo_delete" AFTER DELETE ON "fabricaciones"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "fabricaciones_conteo_truncate" AFTER TRUNCATE ON "fabricaciones"
  FOR EACH STATEMENT EXECUTE FUNCTION "conteos_vaciar_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_conteo_insert" AFTER INSERT ON "presupuestos"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_conteo_update" AFTER UPDATE ON "presupuestos"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_conteo_delete" AFTER DELETE ON "presupuestos"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "conteos_por_estado"();
--> statement-breakpoint
CREATE TRIGGER "presupuestos_conteo_truncate" AFTER TRUNCATE ON "presupuestos"
  FOR EACH STATEMENT EXECUTE FUNCTION "conteos_vaciar_por_estado"();
--> statement-breakpoint
-- The /fabricacion list, newest first, with or without the state filter.
CREATE INDEX "fabricaciones_fecha_idx" ON "fabricaciones" ("fecha", "id");
--> statement-breakpoint
CREATE INDEX "fabricaciones_estado_fecha_idx" ON "fabricaciones" ("estado", "fecha", "id");
--> statement-breakpoint
-- Unpaid sales (Pendiente and Parcial: pagado < total) by date: the /ventas payment-status filter
-- reads and counts them alone, with pagado and is_deleted in the index (no visit to the table for
-- the count).
CREATE INDEX "ventas_impagas_fecha_idx" ON "ventas" ("fecha", "id") INCLUDE ("pagado", "is_deleted") WHERE "pagado" < "total";
--> statement-breakpoint
-- The /presupuestos search: the quotes of the matching clients (or sellers) with their state and
-- date, counted from the index alone.
CREATE INDEX "presupuestos_cliente_estado_fecha_idx" ON "presupuestos" ("cliente_id", "estado", "fecha");
--> statement-breakpoint
CREATE INDEX "presupuestos_vendedor_estado_fecha_idx" ON "presupuestos" ("vendedor_id", "estado", "fecha") INCLUDE ("cliente_id");
