import { sql } from 'drizzle-orm';
import { diaBASql, HOY_BA_SQL } from '../../lib/dates';
import type { DbOrTx } from '../client';
import { cuentasTotales } from '../schema';
import { deudaPendienteSql, REGLAS, type Reglas, ventaPendienteSql } from './reglas';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * `cuentas_totales` (api/drizzle/0009_rendimiento_cuentas.sql; docs/cuentas-corrientes.md,
 * «Rendimiento»): the totals row of the accounts list as a few rows per Buenos Aires day, class
 * (con_deuda) and currency. Only sums of rows mean something: a key may have several rows.
 */

/**
 * The rows a rebuild adds up (CTEs `clase` and `filas`: con_deuda, moneda_id, dia, saldo, pendiente,
 * clientes): every balance on '-infinity', every pending document on its Buenos Aires day, the count
 * of clients with debt. The body of cuentas_totales_recalcular() and of {@link desfasados}.
 */
const FILAS_ESPERADAS = `WITH clase AS (
    SELECT "cliente_id", bool_or("saldo" > 0) AS "con_deuda" FROM "saldos_cuenta_corriente" GROUP BY 1
  ), filas AS (
    SELECT coalesce(k."con_deuda", false) AS "con_deuda", s."moneda_id", '-infinity'::date AS "dia", s."saldo", 0::numeric AS "pendiente", 0 AS "clientes"
    FROM "saldos_cuenta_corriente" s LEFT JOIN clase k ON k."cliente_id" = s."cliente_id"
    UNION ALL
    SELECT coalesce(k."con_deuda", false), v."moneda_id", "cuentas_dia"(v."fecha"), 0, v."total" - v."pagado", 0
    FROM "ventas" v LEFT JOIN clase k ON k."cliente_id" = v."cliente_id"
    WHERE v."cliente_id" IS NOT NULL AND ${ventaPendienteSql('v')}
    UNION ALL
    SELECT coalesce(k."con_deuda", false), m."moneda_id", "cuentas_dia"(m."fecha"), 0, m."monto" - m."pagado", 0
    FROM "deudas_manuales" m LEFT JOIN clase k ON k."cliente_id" = m."cliente_id"
    WHERE ${deudaPendienteSql('m')}
    UNION ALL
    SELECT true, 1, '-infinity'::date, 0, 0, count(*)::int FROM clase WHERE "con_deuda"
  )`;

/** The trigger functions (the text of 0009 with the rules of ./reglas.ts). */
export function funciones(r: Reglas): FuncionSql[] {
  return [
  funcion('cuentas_hoy', `-- Today and the day of a timestamp, in Buenos Aires (the aging counts calendar days there).`, `CREATE OR REPLACE FUNCTION "cuentas_hoy"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ${HOY_BA_SQL}
$$;`),
  funcion('cuentas_dia', ``, `CREATE OR REPLACE FUNCTION "cuentas_dia"(timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ${diaBASql('$1')}
$$;`),
  funcion('cuentas_totales_clave', `-- Adds amounts to one key (class, currency, day; a day more than ${r.diasDeudaVencida} days ago goes to '-infinity')
-- WITHOUT EVER WAITING for another transaction: it adds them to a row of the key that nobody else
-- holds (SKIP LOCKED), or inserts a new row when every row of the key is held by a transaction
-- still running (or there is none). So two transactions never wait for each other here and cannot
-- deadlock, whatever order they touch the days in; the sums are exact either way, and the extra
-- rows are merged by cuentas_totales_plegar.`, `CREATE OR REPLACE FUNCTION "cuentas_totales_clave"(p_con_deuda boolean, p_moneda integer, p_dia date, p_saldo numeric, p_pendiente numeric, p_clientes integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_dia < "cuentas_hoy"() - ${r.diasDeudaVencida} THEN
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
$$;`),
  funcion('cuentas_totales_plegar', `-- Once a day (the first change after midnight finds a day that just passed ${r.diasDeudaVencida} days): folds those
-- days into the '-infinity' row of their class and currency, and merges the rows of a key that
-- transactions running at the same time left. Again without waiting (rows held by a running
-- transaction stay for the next time).`, `CREATE OR REPLACE FUNCTION "cuentas_totales_plegar"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  limite date := "cuentas_hoy"() - ${r.diasDeudaVencida};
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
$$;`),
  funcion('cuentas_totales_documentos', `-- Pending amounts of documents that appeared, changed or left (parallel arrays, signed: + what a
-- statement left pending, − what was pending before it), each under the class its client has now,
-- keys in a fixed order. A client's class only changes with its balances, and then
-- cuentas_totales_saldos moves its pending documents from one class to the other; every writer of
-- a client's documents or balances holds the client's lock (docs/cuentas-corrientes.md), so the
-- class read here is the one the client's rows are under.`, `CREATE OR REPLACE FUNCTION "cuentas_totales_documentos"(p_cliente integer[], p_moneda integer[], p_fecha timestamptz[], p_pendiente numeric[])
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
$$;`),
  funcion('cuentas_totales_saldos', `-- Balances that changed (the old rows of the statement and the keys of its new rows): each
-- affected client's old balances leave its old class and its current ones enter its current class
-- (posted today); a client whose class changed also moves its pending documents and the count.`, `CREATE OR REPLACE FUNCTION "cuentas_totales_saldos"(v_cliente integer[], v_moneda integer[], v_saldo numeric[], n_cliente integer[], n_moneda integer[])
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
      WHERE v."cliente_id" IN (SELECT "cliente_id" FROM movidos) AND ${ventaPendienteSql('v')}
      UNION ALL
      SELECT m."cliente_id", m."moneda_id", "cuentas_dia"(m."fecha"), m."monto" - m."pagado"
      FROM "deudas_manuales" m
      WHERE m."cliente_id" IN (SELECT "cliente_id" FROM movidos) AND ${deudaPendienteSql('m')}
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
$$;`),
  funcion('cuentas_totales_recalcular', `-- Rebuilds the totals from the tables (the migration below; a TRUNCATE of a source table).`, `CREATE OR REPLACE FUNCTION "cuentas_totales_recalcular"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  limite date := "cuentas_hoy"() - ${r.diasDeudaVencida};
BEGIN
  DELETE FROM "cuentas_totales";
  INSERT INTO "cuentas_totales" ("con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes")
  ${FILAS_ESPERADAS}
  SELECT "con_deuda", "moneda_id", CASE WHEN "dia" < limite THEN '-infinity'::date ELSE "dia" END, sum("saldo"), sum("pendiente"), sum("clientes")
  FROM filas GROUP BY 1, 2, 3
  HAVING sum("saldo") <> 0 OR sum("pendiente") <> 0 OR sum("clientes") <> 0
  ORDER BY 3, 1, 2;
END;
$$;`),
  funcion('cuentas_totales_ventas', `-- Sales: what each statement left pending minus what was pending before it (Cuenta Corriente sales
-- of a client, not annulled, with pagado < total: the documents of the applier).`, `CREATE OR REPLACE FUNCTION "cuentas_totales_ventas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_cliente integer[];
  v_moneda integer[];
  v_fecha timestamptz[];
  v_pendiente numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("total" - "pagado") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "nuevas" WHERE "cliente_id" IS NOT NULL AND ${ventaPendienteSql()};
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("pagado" - "total") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "viejas" WHERE "cliente_id" IS NOT NULL AND ${ventaPendienteSql()};
  ELSE
    -- Only the rows whose client, currency, date, amounts or state changed (an update of anything
    -- else, or of a sale that is not pending before nor after, adds nothing).
    SELECT array_agg(x."cliente_id"), array_agg(x."moneda_id"), array_agg(x."fecha"), array_agg(x."p") INTO v_cliente, v_moneda, v_fecha, v_pendiente FROM (
      WITH cambios AS (
        SELECT n."cliente_id" AS n_cliente, n."moneda_id" AS n_moneda, n."fecha" AS n_fecha, n."total" - n."pagado" AS n_p,
               (n."cliente_id" IS NOT NULL AND ${ventaPendienteSql('n')}) AS n_pendiente,
               o."cliente_id" AS o_cliente, o."moneda_id" AS o_moneda, o."fecha" AS o_fecha, o."total" - o."pagado" AS o_p,
               (o."cliente_id" IS NOT NULL AND ${ventaPendienteSql('o')}) AS o_pendiente
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
$$;`),
  funcion('cuentas_totales_deudas', `-- Manual debts: pending while pagada is false (monto − pagado).`, `CREATE OR REPLACE FUNCTION "cuentas_totales_deudas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_cliente integer[];
  v_moneda integer[];
  v_fecha timestamptz[];
  v_pendiente numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("monto" - "pagado") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "nuevas" WHERE ${deudaPendienteSql()};
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("cliente_id"), array_agg("moneda_id"), array_agg("fecha"), array_agg("pagado" - "monto") INTO v_cliente, v_moneda, v_fecha, v_pendiente
    FROM "viejas" WHERE ${deudaPendienteSql()};
  ELSE
    SELECT array_agg(x."cliente_id"), array_agg(x."moneda_id"), array_agg(x."fecha"), array_agg(x."p") INTO v_cliente, v_moneda, v_fecha, v_pendiente FROM (
      WITH cambios AS (
        SELECT n."cliente_id" AS n_cliente, n."moneda_id" AS n_moneda, n."fecha" AS n_fecha, n."monto" - n."pagado" AS n_p, ${deudaPendienteSql('n')} AS n_pendiente,
               o."cliente_id" AS o_cliente, o."moneda_id" AS o_moneda, o."fecha" AS o_fecha, o."monto" - o."pagado" AS o_p, ${deudaPendienteSql('o')} AS o_pendiente
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
$$;`),
  funcion('cuentas_totales_saldos_cambio', `-- Balances. A statement that leaves every balance as it was does nothing.`, `CREATE OR REPLACE FUNCTION "cuentas_totales_saldos_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;`),
  funcion('cuentas_totales_vaciado', ``, `CREATE OR REPLACE FUNCTION "cuentas_totales_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cuentas_totales_recalcular"();
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds the totals from the tables (cuentas_totales_recalcular(), also what a TRUNCATE runs). */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(sql`select cuentas_totales_recalcular()`);
}

/**
 * Keys whose kept sums differ from a rebuild: the balances and the count of clients per class and
 * currency (whatever day they were posted on), the pending amounts per class, currency and day
 * (days older than DIAS_DEUDA_VENCIDA folded into '-infinity', as the list reads them).
 */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  const limite = `"cuentas_hoy"() - ${Math.trunc(REGLAS.diasDeudaVencida)}`;
  return filasDe(
    db,
    sql.raw(`${FILAS_ESPERADAS}, lados AS (
    SELECT 'esperado' AS "lado", "con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes" FROM filas
    UNION ALL
    SELECT 'guardado', "con_deuda", "moneda_id", "dia", "saldo", "pendiente", "clientes" FROM "cuentas_totales"
  ), claves AS (
    SELECT "lado", "con_deuda", "moneda_id", '-infinity'::date AS "dia", "saldo", 0::numeric AS "pendiente", "clientes" FROM lados
    UNION ALL
    SELECT "lado", "con_deuda", "moneda_id", CASE WHEN "dia" < ${limite} THEN '-infinity'::date ELSE "dia" END, 0, "pendiente", 0 FROM lados
  )
  SELECT "con_deuda", "moneda_id", "dia"::text AS "dia",
    coalesce(sum("saldo") FILTER (WHERE "lado" = 'guardado'), 0)::text AS "saldo_guardado",
    coalesce(sum("saldo") FILTER (WHERE "lado" = 'esperado'), 0)::text AS "saldo_esperado",
    coalesce(sum("pendiente") FILTER (WHERE "lado" = 'guardado'), 0)::text AS "pendiente_guardado",
    coalesce(sum("pendiente") FILTER (WHERE "lado" = 'esperado'), 0)::text AS "pendiente_esperado",
    coalesce(sum("clientes") FILTER (WHERE "lado" = 'guardado'), 0)::int AS "clientes_guardado",
    coalesce(sum("clientes") FILTER (WHERE "lado" = 'esperado'), 0)::int AS "clientes_esperado"
  FROM claves GROUP BY 1, 2, 3
  HAVING coalesce(sum("saldo") FILTER (WHERE "lado" = 'guardado'), 0) <> coalesce(sum("saldo") FILTER (WHERE "lado" = 'esperado'), 0)
      OR coalesce(sum("pendiente") FILTER (WHERE "lado" = 'guardado'), 0) <> coalesce(sum("pendiente") FILTER (WHERE "lado" = 'esperado'), 0)
      OR coalesce(sum("clientes") FILTER (WHERE "lado" = 'guardado'), 0) <> coalesce(sum("clientes") FILTER (WHERE "lado" = 'esperado'), 0)
  ORDER BY 3, 1, 2`),
  );
}

/** The projection `cuentas_totales`. */
export const cuentasTotalesProyeccion: Proyeccion = {
  nombre: 'cuentas_totales',
  origen: '0009_rendimiento_cuentas',
  bloqueo:
    'Every writer of a client\'s documents or balances takes bloquearClientes (./bloqueos.ts) on the client first (docs/cuentas-corrientes.md); the totals rows themselves are never waited on (SKIP LOCKED).',
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle table. */
export { cuentasTotales };
