-- Generado por api/src/db/proyecciones/generar.ts (pnpm --filter api proyecciones): no editar a mano.
-- The trigger functions of every projection (api/src/db/proyecciones/), with the business rules of
-- api/src/db/proyecciones/reglas.ts. CREATE OR REPLACE: the tables, triggers and data stay; each
-- function takes the text generated from the rules.
-- Proyección conteos (creada en 0002_rendimiento).
-- The triggers run once per statement, in the same transaction as the change, and add up the rows
-- each statement made or stopped being active (transition tables: one upsert per category even for
-- an INSERT ... SELECT of 100k rows). A change that leaves a category's count as it was (a price
-- edit) does not touch the counter row, so it takes no lock on it.
CREATE OR REPLACE FUNCTION "productos_conteo_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "productos_conteo_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "productos_conteo" SET "activos" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "conteos_sumar"(text, bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "conteos" ("tabla", "parte", "filas") VALUES ($1, (txid_current() % 16)::smallint, $2)
  ON CONFLICT ("tabla", "parte") DO UPDATE SET "filas" = "conteos"."filas" + excluded."filas";
$$;
--> statement-breakpoint
-- Every row counts (ventas: the list shows deleted sales too). Updates never change the count.
CREATE OR REPLACE FUNCTION "conteos_todas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "conteos_activas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "conteos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rows per state, as '<table>.<estado>' (fabricaciones, presupuestos): a statement adds what it
-- created, deleted or moved from one state to another; one that leaves the states as they were
-- (a quote's total, a run's date) touches no counter. States in a fixed order (no deadlock).
CREATE OR REPLACE FUNCTION "conteos_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "conteos_vaciar_por_estado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conteos" WHERE "tabla" LIKE TG_TABLE_NAME || '.%';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Proyección stock_minimo (creada en 0006_rendimiento_listas).
-- A new stock row (aplicarStock's first change of a product in a branch, or a seed): its pair
-- leaves stock_sin_fila and the row takes the product's minimum. Deleting the pair first is what
-- orders this with a concurrent change of the product's minimum (stock_minimo_cambiado locks the
-- pairs of the product before updating its stock rows): whichever comes second waits for the first
-- to commit and then reads what it wrote, so the copy is never stale. BEFORE each row: also for an
-- INSERT … ON CONFLICT DO NOTHING whose row already exists (then nothing is deleted).
CREATE OR REPLACE FUNCTION "stock_fila_nueva"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stock_sin_fila" WHERE "producto_id" = NEW."producto_id" AND "sucursal_id" = NEW."sucursal_id";
  NEW."minimo_vigente" := coalesce(
    (SELECT CASE WHEN p."is_deleted" THEN 0 ELSE p."stock_minimo" END FROM "productos" p WHERE p."id" = NEW."producto_id"), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A deleted stock row (nothing in the application deletes them; tests and manual fixes may): its
-- pair goes back to stock_sin_fila while product and branch exist.
CREATE OR REPLACE FUNCTION "stock_fila_borrada"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "stock_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT p."id", su."id" FROM "productos" p CROSS JOIN "sucursales" su
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- New products have no stock row anywhere yet: one pair per branch.
CREATE OR REPLACE FUNCTION "stock_sin_fila_productos"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- A product whose effective minimum changed (stock_minimo edited, deleted or restored): its pairs in
-- stock_sin_fila are locked first (see stock_fila_nueva), then its stock rows take the new minimum
-- (each UPDATE waits for a sale or entry holding that row, and applies to the row it left). A
-- change of price, cost or name changes nothing here.
CREATE OR REPLACE FUNCTION "stock_minimo_cambiado"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- A new branch has no stock row of any product. Products are locked against inserts for the rest of
-- the transaction (SHARE: a product created at the same moment either committed before, and gets
-- its pair here, or waits and gets it from stock_sin_fila_productos). Branches are created rarely.
CREATE OR REPLACE FUNCTION "stock_sin_fila_sucursales"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Proyección movimientos_cuenta_conteo (creada en 0009_rendimiento_cuentas).
-- A statement on the movements adds what it changed to the count of each client, rows in a fixed
-- order. Every writer of a client's movements already holds the client's lock
-- (docs/cuentas-corrientes.md), so the row is never contended.
CREATE OR REPLACE FUNCTION "cuentas_movimientos_conteo"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- Most updates change `disponible` only: nothing to count. EXCEPT (a hashed set operation, NULLs
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cuentas_movimientos_vaciados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "movimientos_cuenta_conteo";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Proyección cuentas_totales (creada en 0009_rendimiento_cuentas).
-- Today and the day of a timestamp, in Buenos Aires (the aging counts calendar days there).
CREATE OR REPLACE FUNCTION "cuentas_hoy"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((now() AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cuentas_dia"(timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (($1 AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
-- Adds amounts to one key (class, currency, day; a day more than 90 days ago goes to '-infinity')
-- WITHOUT EVER WAITING for another transaction: it adds them to a row of the key that nobody else
-- holds (SKIP LOCKED), or inserts a new row when every row of the key is held by a transaction
-- still running (or there is none). So two transactions never wait for each other here and cannot
-- deadlock, whatever order they touch the days in; the sums are exact either way, and the extra
-- rows are merged by cuentas_totales_plegar.
CREATE OR REPLACE FUNCTION "cuentas_totales_clave"(p_con_deuda boolean, p_moneda integer, p_dia date, p_saldo numeric, p_pendiente numeric, p_clientes integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_dia < "cuentas_hoy"() - 90 THEN
    p_dia := '-infinity'::date;
  END IF;
  UPDATE "cuentas_totales"
  SET "saldo" = "saldo" + p_saldo, "pendiente" = "pendiente" + p_pendiente, "clientes" = "clientes" + p_clientes
  WHERE "id" = (
    SELECT t."id" FROM "cuentas_totales" t
    WHERE t."dia" = p_dia AND t."con_deuda" = p_con_deuda AND t."moneda_id" = p_moneda
    LIMIT 1 FOR UPDATE SKIP LOCKED
  );
  IF NOT FOUND THEN
    INSERT INTO "cuentas_totales" ("con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes")
    VALUES (p_con_deuda, p_moneda, p_dia, p_saldo, p_pendiente, p_clientes);
  END IF;
END;
$$;
--> statement-breakpoint
-- Once a day (the first change after midnight finds a day that just passed 90 days): folds those
-- days into the '-infinity' row of their class and currency, and merges the rows of a key that
-- transactions running at the same time left. Again without waiting (rows held by a running
-- transaction stay for the next time).
CREATE OR REPLACE FUNCTION "cuentas_totales_plegar"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  limite date := "cuentas_hoy"() - 90;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "cuentas_totales" WHERE "dia" < limite AND "dia" > '-infinity'::date) THEN
    RETURN;
  END IF;
  WITH viejas AS (
    SELECT "id" FROM "cuentas_totales" WHERE "dia" < limite FOR UPDATE SKIP LOCKED
  ), borradas AS (
    DELETE FROM "cuentas_totales" t USING viejas v WHERE t."id" = v."id"
    RETURNING t."con_deuda", t."moneda_id", t."saldo", t."pendiente", t."clientes"
  )
  INSERT INTO "cuentas_totales" ("con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes")
  SELECT "con_deuda", "moneda_id", '-infinity'::date, sum("saldo"), sum("pendiente"), sum("clientes")
  FROM borradas GROUP BY 1, 2 ORDER BY 1, 2;
  WITH repetidas AS (
    SELECT t."id" FROM "cuentas_totales" t
    WHERE (t."dia", t."con_deuda", t."moneda_id") IN (
      SELECT "dia", "con_deuda", "moneda_id" FROM "cuentas_totales" GROUP BY 1, 2, 3 HAVING count(*) > 1)
    FOR UPDATE SKIP LOCKED
  ), borradas AS (
    DELETE FROM "cuentas_totales" t USING repetidas r WHERE t."id" = r."id"
    RETURNING t."con_deuda", t."moneda_id", t."dia", t."saldo", t."pendiente", t."clientes"
  )
  INSERT INTO "cuentas_totales" ("con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes")
  SELECT "con_deuda", "moneda_id", "dia", sum("saldo"), sum("pendiente"), sum("clientes")
  FROM borradas GROUP BY 1, 2, 3 ORDER BY 3, 1, 2;
END;
$$;
--> statement-breakpoint
-- Pending amounts of documents that appeared, changed or left (parallel arrays, signed: + what a
-- statement left pending, − what was pending before it), each under the class its client has now,
-- keys in a fixed order. A client's class only changes with its balances, and then
-- cuentas_totales_saldos moves its pending documents from one class to the other; every writer of
-- a client's documents or balances holds the client's lock (docs/cuentas-corrientes.md), so the
-- class read here is the one the client's rows are under.
CREATE OR REPLACE FUNCTION "cuentas_totales_documentos"(p_cliente integer[], p_moneda integer[], p_fecha timestamptz[], p_pendiente numeric[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_cliente IS NULL THEN
    RETURN;
  END IF;
  PERFORM "cuentas_totales_clave"(y."con_deuda", y."moneda_id", y."dia", 0, y."pendiente", 0)
  FROM (
    SELECT coalesce(k."con_deuda", false) AS "con_deuda", x."moneda_id", "cuentas_dia"(x."fecha") AS "dia", sum(x."pendiente") AS "pendiente"
    FROM unnest(p_cliente, p_moneda, p_fecha, p_pendiente) AS x("cliente_id", "moneda_id", "fecha", "pendiente")
    LEFT JOIN (
      SELECT s."cliente_id", bool_or(s."saldo" > 0) AS "con_deuda"
      FROM "saldos_cuenta_corriente" s WHERE s."cliente_id" = ANY (p_cliente) GROUP BY s."cliente_id"
    ) k ON k."cliente_id" = x."cliente_id"
    GROUP BY 1, 2, 3
    HAVING sum(x."pendiente") <> 0
    ORDER BY 3, 1, 2
  ) y;
  PERFORM "cuentas_totales_plegar"();
END;
$$;
--> statement-breakpoint
-- Balances that changed (the old rows of the statement and the keys of its new rows): each
-- affected client's old balances leave its old class and its current ones enter its current class
-- (posted today); a client whose class changed also moves its pending documents and the count.
CREATE OR REPLACE FUNCTION "cuentas_totales_saldos"(v_cliente integer[], v_moneda integer[], v_saldo numeric[], n_cliente integer[], n_moneda integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hoy date := "cuentas_hoy"();
BEGIN
  PERFORM "cuentas_totales_clave"(z."con_deuda", z."moneda_id", z."dia", z."saldo", z."pendiente", z."clientes")
  FROM (
    WITH viejas AS (
      SELECT * FROM unnest(v_cliente, v_moneda, v_saldo) AS v("cliente_id", "moneda_id", "saldo") WHERE v."cliente_id" IS NOT NULL
    ), nuevas AS (
      SELECT * FROM unnest(n_cliente, n_moneda) AS n("cliente_id", "moneda_id") WHERE n."cliente_id" IS NOT NULL
    ), afectados AS (
      SELECT "cliente_id" FROM viejas UNION SELECT "cliente_id" FROM nuevas
    ), actuales AS (
      SELECT s."cliente_id", s."moneda_id", s."saldo" FROM "saldos_cuenta_corriente" s
      WHERE s."cliente_id" IN (SELECT "cliente_id" FROM afectados)
    ), antes AS (
      SELECT "cliente_id", "moneda_id", "saldo" FROM viejas
      UNION ALL
      SELECT u."cliente_id", u."moneda_id", u."saldo" FROM actuales u
      WHERE NOT EXISTS (SELECT 1 FROM nuevas n WHERE n."cliente_id" = u."cliente_id" AND n."moneda_id" = u."moneda_id")
    ), clase AS (
      SELECT w."cliente_id", coalesce(ca."c", false) AS "antes", coalesce(cd."c", false) AS "despues"
      FROM afectados w
      LEFT JOIN (SELECT "cliente_id", bool_or("saldo" > 0) AS "c" FROM antes GROUP BY 1) ca ON ca."cliente_id" = w."cliente_id"
      LEFT JOIN (SELECT "cliente_id", bool_or("saldo" > 0) AS "c" FROM actuales GROUP BY 1) cd ON cd."cliente_id" = w."cliente_id"
    ), movidos AS (
      SELECT * FROM clase WHERE "antes" <> "despues"
    ), documentos AS (
      SELECT v."cliente_id", v."moneda_id", "cuentas_dia"(v."fecha") AS "dia", v."total" - v."pagado" AS "pendiente"
      FROM "ventas" v
      WHERE v."cliente_id" IN (SELECT "cliente_id" FROM movidos) AND v."is_deleted" = false AND v."pagada" = false AND v."pagado" < v."total"
      UNION ALL
      SELECT m."cliente_id", m."moneda_id", "cuentas_dia"(m."fecha"), m."monto" - m."pagado"
      FROM "deudas_manuales" m
      WHERE m."cliente_id" IN (SELECT "cliente_id" FROM movidos) AND m."pagada" = false
    ), deltas AS (
      SELECT k."antes" AS "con_deuda", x."moneda_id", hoy AS "dia", -x."saldo" AS "saldo", 0::numeric AS "pendiente", 0 AS "clientes"
      FROM antes x JOIN clase k ON k."cliente_id" = x."cliente_id"
      UNION ALL
      SELECT k."despues", x."moneda_id", hoy, x."saldo", 0, 0 FROM actuales x JOIN clase k ON k."cliente_id" = x."cliente_id"
      UNION ALL
      SELECT true, 1, hoy, 0, 0, CASE WHEN m."despues" THEN 1 ELSE -1 END FROM movidos m
      UNION ALL
      SELECT m."antes", x."moneda_id", x."dia", 0, -x."pendiente", 0 FROM documentos x JOIN movidos m ON m."cliente_id" = x."cliente_id"
      UNION ALL
      SELECT m."despues", x."moneda_id", x."dia", 0, x."pendiente", 0 FROM documentos x JOIN movidos m ON m."cliente_id" = x."cliente_id"
    )
    SELECT "con_deuda", "moneda_id", "dia", sum("saldo") AS "saldo", sum("pendiente") AS "pendiente", sum("clientes")::int AS "clientes"
    FROM deltas
    GROUP BY 1, 2, 3
    HAVING sum("saldo") <> 0 OR sum("pendiente") <> 0 OR sum("clientes") <> 0
    ORDER BY 3, 1, 2
  ) z;
  PERFORM "cuentas_totales_plegar"();
END;
$$;
--> statement-breakpoint
-- Rebuilds the totals from the tables (the migration below; a TRUNCATE of a source table).
CREATE OR REPLACE FUNCTION "cuentas_totales_recalcular"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  limite date := "cuentas_hoy"() - 90;
BEGIN
  DELETE FROM "cuentas_totales";
  INSERT INTO "cuentas_totales" ("con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes")
  WITH clase AS (
    SELECT "cliente_id", bool_or("saldo" > 0) AS "con_deuda" FROM "saldos_cuenta_corriente" GROUP BY 1
  ), filas AS (
    SELECT coalesce(k."con_deuda", false) AS "con_deuda", s."moneda_id", '-infinity'::date AS "dia", s."saldo", 0::numeric AS "pendiente", 0 AS "clientes"
    FROM "saldos_cuenta_corriente" s LEFT JOIN clase k ON k."cliente_id" = s."cliente_id"
    UNION ALL
    SELECT coalesce(k."con_deuda", false), v."moneda_id", "cuentas_dia"(v."fecha"), 0, v."total" - v."pagado", 0
    FROM "ventas" v LEFT JOIN clase k ON k."cliente_id" = v."cliente_id"
    WHERE v."cliente_id" IS NOT NULL AND v."is_deleted" = false AND v."pagada" = false AND v."pagado" < v."total"
    UNION ALL
    SELECT coalesce(k."con_deuda", false), m."moneda_id", "cuentas_dia"(m."fecha"), 0, m."monto" - m."pagado", 0
    FROM "deudas_manuales" m LEFT JOIN clase k ON k."cliente_id" = m."cliente_id"
    WHERE m."pagada" = false
    UNION ALL
    SELECT true, 1, '-infinity'::date, 0, 0, count(*)::int FROM clase WHERE "con_deuda"
  )
  SELECT "con_deuda", "moneda_id", CASE WHEN "dia" < limite THEN '-infinity'::date ELSE "dia" END, sum("saldo"), sum("pendiente"), sum("clientes")
  FROM filas GROUP BY 1, 2, 3
  HAVING sum("saldo") <> 0 OR sum("pendiente") <> 0 OR sum("clientes") <> 0
  ORDER BY 3, 1, 2;
END;
$$;
--> statement-breakpoint
-- Sales: what each statement left pending minus what was pending before it (Cuenta Corriente sales
-- of a client, not annulled, with pagado < total: the documents of the applier).
CREATE OR REPLACE FUNCTION "cuentas_totales_ventas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_cliente integer[];
  v_moneda integer[];
  v_fecha timestamptz[];
  v_pendiente numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("total" - "pagado") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "nuevas" WHERE "cliente_id" IS NOT NULL AND "is_deleted" = false AND "pagada" = false AND "pagado" < "total";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("pagado" - "total") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "viejas" WHERE "cliente_id" IS NOT NULL AND "is_deleted" = false AND "pagada" = false AND "pagado" < "total";
  ELSE
    -- Only the rows whose client, currency, date, amounts or state changed (an update of anything
    -- else, or of a sale that is not pending before nor after, adds nothing).
    SELECT array_agg(x."cliente_id"), array_agg(x."moneda_id"), array_agg(x."fecha"), array_agg(x."p") INTO v_cliente, v_moneda, v_fecha, v_pendiente FROM (
      WITH cambios AS (
        SELECT n."cliente_id" AS n_cliente, n."moneda_id" AS n_moneda, n."fecha" AS n_fecha, n."total" - n."pagado" AS n_p,
               (n."cliente_id" IS NOT NULL AND n."is_deleted" = false AND n."pagada" = false AND n."pagado" < n."total") AS n_pendiente,
               o."cliente_id" AS o_cliente, o."moneda_id" AS o_moneda, o."fecha" AS o_fecha, o."total" - o."pagado" AS o_p,
               (o."cliente_id" IS NOT NULL AND o."is_deleted" = false AND o."pagada" = false AND o."pagado" < o."total") AS o_pendiente
        FROM "nuevas" n JOIN "viejas" o ON o."id" = n."id"
        WHERE (n."cliente_id", n."moneda_id", n."fecha", n."total", n."pagado", n."pagada", n."is_deleted")
              IS DISTINCT FROM (o."cliente_id", o."moneda_id", o."fecha", o."total", o."pagado", o."pagada", o."is_deleted")
      )
      SELECT n_cliente AS "cliente_id", n_moneda AS "moneda_id", n_fecha AS "fecha", n_p AS "p" FROM cambios WHERE n_pendiente
      UNION ALL
      SELECT o_cliente, o_moneda, o_fecha, -o_p FROM cambios WHERE o_pendiente
    ) x;
  END IF;
  PERFORM "cuentas_totales_documentos"(v_cliente, v_moneda, v_fecha, v_pendiente);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Manual debts: pending while pagada is false (monto − pagado).
CREATE OR REPLACE FUNCTION "cuentas_totales_deudas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_cliente integer[];
  v_moneda integer[];
  v_fecha timestamptz[];
  v_pendiente numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("monto" - "pagado") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "nuevas" WHERE "pagada" = false;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("pagado" - "monto") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "viejas" WHERE "pagada" = false;
  ELSE
    SELECT array_agg(x."cliente_id"), array_agg(x."moneda_id"), array_agg(x."fecha"), array_agg(x."p") INTO v_cliente, v_moneda, v_fecha, v_pendiente FROM (
      WITH cambios AS (
        SELECT n."cliente_id" AS n_cliente, n."moneda_id" AS n_moneda, n."fecha" AS n_fecha, n."monto" - n."pagado" AS n_p, n."pagada" = false AS n_pendiente,
               o."cliente_id" AS o_cliente, o."moneda_id" AS o_moneda, o."fecha" AS o_fecha, o."monto" - o."pagado" AS o_p, o."pagada" = false AS o_pendiente
        FROM "nuevas" n JOIN "viejas" o ON o."id" = n."id"
        WHERE (n."cliente_id", n."moneda_id", n."fecha", n."monto", n."pagado", n."pagada")
              IS DISTINCT FROM (o."cliente_id", o."moneda_id", o."fecha", o."monto", o."pagado", o."pagada")
      )
      SELECT n_cliente AS "cliente_id", n_moneda AS "moneda_id", n_fecha AS "fecha", n_p AS "p" FROM cambios WHERE n_pendiente
      UNION ALL
      SELECT o_cliente, o_moneda, o_fecha, -o_p FROM cambios WHERE o_pendiente
    ) x;
  END IF;
  PERFORM "cuentas_totales_documentos"(v_cliente, v_moneda, v_fecha, v_pendiente);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Balances. A statement that leaves every balance as it was does nothing.
CREATE OR REPLACE FUNCTION "cuentas_totales_saldos_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vc integer[];
  vm integer[];
  vs numeric[];
  nc integer[];
  nm integer[];
BEGIN
  -- A new or deleted row with saldo 0 changes no sum and no class.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "nuevas" WHERE "saldo" <> 0) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "viejas" WHERE "saldo" <> 0) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM "nuevas" n
      WHERE NOT EXISTS (SELECT 1 FROM "viejas" o WHERE o."cliente_id" = n."cliente_id" AND o."moneda_id" = n."moneda_id" AND o."saldo" = n."saldo")
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("saldo") INTO vc, vm, vs FROM "viejas";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id") INTO nc, nm FROM "nuevas";
  END IF;
  PERFORM "cuentas_totales_saldos"(vc, vm, vs, nc, nm);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cuentas_totales_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cuentas_totales_recalcular"();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Proyección ventas_por_dia (creada en 0010_rendimiento_reportes).
-- Adds to the key (day, currency) WITHOUT EVER WAITING for another transaction (the pattern of
-- cuentas_totales_clave in 0009): locks the key's rows nobody else holds (SKIP LOCKED), folds all
-- but the first into it and adds the amounts; when every row of the key is held by someone else (or
-- there is none) it inserts a new row. Sales made at the same time never wait here and can never
-- deadlock, whatever order a transaction touches the days in; the sums are exact either way.
CREATE OR REPLACE FUNCTION "ventas_por_dia_sumar"(p_dia date, p_moneda integer, p_total numeric, p_cantidad integer)
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
CREATE OR REPLACE FUNCTION "ventas_por_dia_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "ventas_por_dia_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ventas_por_dia";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Proyección saldos_positivos (creada en 0010_rendimiento_reportes).
-- Adds to one currency without ever waiting (as ventas_por_dia_sumar).
CREATE OR REPLACE FUNCTION "saldos_positivos_sumar"(p_moneda integer, p_total numeric, p_deudores integer)
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
CREATE OR REPLACE FUNCTION "saldos_positivos_cambios"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "saldos_positivos_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saldos_positivos";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Proyección presupuestos_por_cliente (creada en 0013_presupuestos_por_cliente).
-- A statement adds to each client what it created, deleted or moved between states or clients; a
-- client whose counts come out unchanged (a quote's lines, its total, its conversion into a sale)
-- is not touched, so most quote updates lock no client. Clients in id order: two statements over
-- the same clients never wait on each other crosswise (no deadlock).
CREATE OR REPLACE FUNCTION "presupuestos_por_cliente_sumar"(integer, bigint, bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE "clientes"
  SET "presupuestos_activos" = "presupuestos_activos" + $2, "presupuestos_anulados" = "presupuestos_anulados" + $3
  WHERE "id" = $1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "presupuestos_por_cliente"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "presupuestos_por_cliente_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clientes" SET "presupuestos_activos" = 0, "presupuestos_anulados" = 0
  WHERE "presupuestos_activos" <> 0 OR "presupuestos_anulados" <> 0;
  RETURN NULL;
END;
$$;
