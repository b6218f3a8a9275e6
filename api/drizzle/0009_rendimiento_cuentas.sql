-- Speed of the current accounts on the large data set (docs/cuentas-corrientes.md, «Rendimiento»;
-- docs/rendimiento.md, «Qué se corrigió (#12)»). Hand-written: drizzle does not declare triggers,
-- functions nor collated indexes. The tables movimientos_cuenta_conteo and cuentas_totales are ALSO
-- declared in api/src/db/schema.ts.
--
-- 1. The accounts list in Spanish name order reads an index instead of sorting every client.
-- 2. A client's pending sales by date: the aging of one client (list page, account detail, oldest
--    debt) and the applier read only them.
-- 3. movimientos_cuenta_conteo: the client's movements (not deleted), so the movements page gets
--    its total without counting them. Kept by a trigger on the movements.
-- 4. cuentas_totales: the totals row of the list (balances, aging, clients with debt) as a few rows
--    per Buenos Aires day instead of every pending document. Kept by triggers on ventas,
--    deudas_manuales and saldos_cuenta_corriente in the same transaction as each change; the aging
--    buckets are cut by day when reading, so nothing goes stale when the calendar moves.
CREATE INDEX "clientes_nombre_orden_idx" ON "clientes" (("nombre_apellido" COLLATE "und-x-icu"), "id");
--> statement-breakpoint
-- Pending sales of a client (the same predicate as documentosPendientes and the aging queries),
-- with what the aging needs inside the index.
CREATE INDEX "ventas_pendientes_cliente_idx" ON "ventas" ("cliente_id", "fecha") INCLUDE ("moneda_id", "total", "pagado")
  WHERE "is_deleted" = false AND "pagada" = false AND "pagado" < "total";
--> statement-breakpoint
-- 3. Movements per client (the ones not deleted): the movements page's total.
CREATE TABLE "movimientos_cuenta_conteo" (
	"cliente_id" integer PRIMARY KEY NOT NULL,
	"movimientos" integer NOT NULL
);
--> statement-breakpoint
-- A statement on the movements adds what it changed to the count of each client, rows in a fixed
-- order. Every writer of a client's movements already holds the client's lock
-- (docs/cuentas-corrientes.md), so the row is never contended.
CREATE FUNCTION "cuentas_movimientos_conteo"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "cuentas_movimientos_vaciados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "movimientos_cuenta_conteo";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "movimientos_cc_conteo_insert" AFTER INSERT ON "movimientos_cuenta_corriente"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_movimientos_conteo"();
--> statement-breakpoint
CREATE TRIGGER "movimientos_cc_conteo_update" AFTER UPDATE ON "movimientos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_movimientos_conteo"();
--> statement-breakpoint
CREATE TRIGGER "movimientos_cc_conteo_delete" AFTER DELETE ON "movimientos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_movimientos_conteo"();
--> statement-breakpoint
CREATE TRIGGER "movimientos_cc_conteo_truncate" AFTER TRUNCATE ON "movimientos_cuenta_corriente"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_movimientos_vaciados"();
--> statement-breakpoint
-- The counts of the movements already there.
INSERT INTO "movimientos_cuenta_conteo" ("cliente_id", "movimientos")
SELECT "cliente_id", count(*) FROM "movimientos_cuenta_corriente" WHERE "is_deleted" = false GROUP BY 1 ORDER BY 1;
--> statement-breakpoint
-- 4. The totals of the accounts list. Each row adds, for the clients of one class (`con_deuda`: the
-- client owes in some currency, saldo > 0, as the list's «Con deuda» filter), in one currency:
-- `saldo`, part of the sum of their balances; `pendiente`, the pending amounts (total − pagado) of
-- their pending documents dated `dia` (a Buenos Aires day); `clientes`, part of the count of
-- clients with debt (only in con_deuda rows of currency 1). Days more than 90 days ago are kept
-- as one row per class and currency with dia = '-infinity' (they stay «más de 90» for ever).
-- The list sums the rows: the balances and the count over every row, each aging bucket over its
-- days. Several rows of one key may exist at a time (see cuentas_totales_clave): only sums count.
CREATE TABLE "cuentas_totales" (
	"id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"con_deuda" boolean NOT NULL,
	"moneda_id" integer NOT NULL,
	"dia" date NOT NULL,
	"saldo" numeric NOT NULL DEFAULT 0,
	"pendiente" numeric NOT NULL DEFAULT 0,
	"clientes" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX "cuentas_totales_clave_idx" ON "cuentas_totales" ("dia", "con_deuda", "moneda_id");
--> statement-breakpoint
-- Today and the day of a timestamp, in Buenos Aires (the aging counts calendar days there).
CREATE FUNCTION "cuentas_hoy"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "cuentas_dia"(timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ($1 AT TIME ZONE 'America/Argentina/Buenos_Aires')::date
$$;
--> statement-breakpoint
-- Adds amounts to one key (class, currency, day; a day more than 90 days ago goes to '-infinity')
-- WITHOUT EVER WAITING for another transaction: it adds them to a row of the key that nobody else
-- holds (SKIP LOCKED), or inserts a new row when every row of the key is held by a transaction
-- still running (or there is none). So two transactions never wait for each other here and cannot
-- deadlock, whatever order they touch the days in; the sums are exact either way, and the extra
-- rows are merged by cuentas_totales_plegar.
CREATE FUNCTION "cuentas_totales_clave"(p_con_deuda boolean, p_moneda integer, p_dia date, p_saldo numeric, p_pendiente numeric, p_clientes integer)
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
CREATE FUNCTION "cuentas_totales_plegar"() RETURNS void LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "cuentas_totales_documentos"(p_cliente integer[], p_moneda integer[], p_fecha timestamptz[], p_pendiente numeric[])
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
CREATE FUNCTION "cuentas_totales_saldos"(v_cliente integer[], v_moneda integer[], v_saldo numeric[], n_cliente integer[], n_moneda integer[])
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
CREATE FUNCTION "cuentas_totales_recalcular"() RETURNS void LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "cuentas_totales_ventas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "cuentas_totales_deudas"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        SELECT n."cliente_id" AS n_cliente, n."moneda_id" AS n_moneda, n."fecha" AS n_fecha, n."monto" - n."pagado" AS n_p, NOT n."pagada" AS n_pendiente,
               o."cliente_id" AS o_cliente, o."moneda_id" AS o_moneda, o."fecha" AS o_fecha, o."monto" - o."pagado" AS o_p, NOT o."pagada" AS o_pendiente
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
CREATE FUNCTION "cuentas_totales_saldos_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "cuentas_totales_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cuentas_totales_recalcular"();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ventas_cuentas_totales_insert" AFTER INSERT ON "ventas"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_ventas"();
--> statement-breakpoint
CREATE TRIGGER "ventas_cuentas_totales_update" AFTER UPDATE ON "ventas"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_ventas"();
--> statement-breakpoint
CREATE TRIGGER "ventas_cuentas_totales_delete" AFTER DELETE ON "ventas"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_ventas"();
--> statement-breakpoint
CREATE TRIGGER "ventas_cuentas_totales_truncate" AFTER TRUNCATE ON "ventas"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_vaciado"();
--> statement-breakpoint
CREATE TRIGGER "deudas_manuales_cuentas_totales_insert" AFTER INSERT ON "deudas_manuales"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_deudas"();
--> statement-breakpoint
CREATE TRIGGER "deudas_manuales_cuentas_totales_update" AFTER UPDATE ON "deudas_manuales"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_deudas"();
--> statement-breakpoint
CREATE TRIGGER "deudas_manuales_cuentas_totales_delete" AFTER DELETE ON "deudas_manuales"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_deudas"();
--> statement-breakpoint
CREATE TRIGGER "deudas_manuales_cuentas_totales_truncate" AFTER TRUNCATE ON "deudas_manuales"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_vaciado"();
--> statement-breakpoint
CREATE TRIGGER "saldos_cc_cuentas_totales_insert" AFTER INSERT ON "saldos_cuenta_corriente"
  REFERENCING NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_saldos_cambio"();
--> statement-breakpoint
CREATE TRIGGER "saldos_cc_cuentas_totales_update" AFTER UPDATE ON "saldos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" NEW TABLE AS "nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_saldos_cambio"();
--> statement-breakpoint
CREATE TRIGGER "saldos_cc_cuentas_totales_delete" AFTER DELETE ON "saldos_cuenta_corriente"
  REFERENCING OLD TABLE AS "viejas" FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_saldos_cambio"();
--> statement-breakpoint
CREATE TRIGGER "saldos_cc_cuentas_totales_truncate" AFTER TRUNCATE ON "saldos_cuenta_corriente"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuentas_totales_vaciado"();
--> statement-breakpoint
-- The totals of the data already there.
SELECT "cuentas_totales_recalcular"();
