import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { clientes } from '../schema';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * The clients' quote counters `clientes.presupuestos_activos` / `presupuestos_anulados`
 * (api/drizzle/0013_presupuestos_por_cliente.sql; docs/rendimiento.md, «El total de la búsqueda de
 * presupuestos»).
 */


/** Each client's quotes per state, straight from presupuestos. */
const ESPERADOS = `SELECT "cliente_id", count(*) FILTER (WHERE "estado" = 'activo')::int AS "activos",
    count(*) FILTER (WHERE "estado" = 'anulado')::int AS "anulados"
  FROM "presupuestos" WHERE "cliente_id" IS NOT NULL GROUP BY "cliente_id"`;

/** The clients whose counters differ, with both sides. */
const DIFERENTES = `SELECT c."id", c."presupuestos_activos", c."presupuestos_anulados", coalesce(p."activos", 0) AS "activos", coalesce(p."anulados", 0) AS "anulados"
  FROM "clientes" c LEFT JOIN (${ESPERADOS}) p ON p."cliente_id" = c."id"
  WHERE c."presupuestos_activos" <> coalesce(p."activos", 0) OR c."presupuestos_anulados" <> coalesce(p."anulados", 0)`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('presupuestos_por_cliente_sumar', `-- A statement adds to each client what it created, deleted or moved between states or clients; a
-- client whose counts come out unchanged (a quote's lines, its total, its conversion into a sale)
-- is not touched, so most quote updates lock no client. Clients in id order: two statements over
-- the same clients never wait on each other crosswise (no deadlock).`, `CREATE OR REPLACE FUNCTION "presupuestos_por_cliente_sumar"(integer, bigint, bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE "clientes"
  SET "presupuestos_activos" = "presupuestos_activos" + $2, "presupuestos_anulados" = "presupuestos_anulados" + $3
  WHERE "id" = $1;
$$;`),
  funcion('presupuestos_por_cliente', ``, `CREATE OR REPLACE FUNCTION "presupuestos_por_cliente"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;`),
  funcion('presupuestos_por_cliente_vaciar', ``, `CREATE OR REPLACE FUNCTION "presupuestos_por_cliente_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clientes" SET "presupuestos_activos" = 0, "presupuestos_anulados" = 0
  WHERE "presupuestos_activos" <> 0 OR "presupuestos_anulados" <> 0;
  RETURN NULL;
END;
$$;`),
  ];
}

/** Sets the counters that differ (clients in id order; the others are not rewritten). */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(
    sql.raw(`UPDATE "clientes" c SET "presupuestos_activos" = d."activos", "presupuestos_anulados" = d."anulados"
      FROM (${DIFERENTES} ORDER BY c."id") d WHERE c."id" = d."id"`),
  );
}

/** Clients whose counters differ from a count of their quotes: `{ id, presupuestos_activos, presupuestos_anulados, activos, anulados }`. */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(db, sql.raw(`${DIFERENTES} ORDER BY c."id"`));
}

/** The projection of the clients' quote counters. */
export const presupuestosPorClienteProyeccion: Proyeccion = {
  nombre: 'presupuestos_por_cliente',
  origen: '0013_presupuestos_por_cliente',
  bloqueo:
    "Every writer of a quote takes bloquearClientes (./bloqueos.ts, FOR NO KEY UPDATE) on its client(s) first, in id order: the trigger updates the client's row.",
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle columns. */
export const columnas = { activos: clientes.presupuestosActivos, anulados: clientes.presupuestosAnulados };
