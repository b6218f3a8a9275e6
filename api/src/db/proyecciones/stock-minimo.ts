import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { stock, stockSinFila } from '../schema';
import { minimoVigenteSql } from './reglas';
import { type Desfase, filasDe, funcion, type FuncionSql, type Proyeccion } from './tipos';

/**
 * The stock minimum views (api/drizzle/0006_rendimiento_listas.sql; docs/rendimiento.md): the copy
 * `stock.minimo_vigente` of the product's effective minimum ({@link minimoVigenteSql}) and
 * `stock_sin_fila`, the (product, branch) pairs without a stock row. For every product and branch
 * exactly one of the stock row and the pair exists.
 */


/** Stock rows whose copy of the minimum differs, and pairs with both or neither of row and pair. */
const DIFERENTES = `SELECT 'minimo_vigente' AS "tipo", s."producto_id", s."sucursal_id", s."minimo_vigente"::text AS "guardado", (${minimoVigenteSql('p')})::text AS "esperado"
  FROM "stock" s JOIN "productos" p ON p."id" = s."producto_id"
  WHERE s."minimo_vigente" <> ${minimoVigenteSql('p')}
  UNION ALL
  SELECT CASE WHEN s."producto_id" IS NULL THEN 'sin_fila_falta' ELSE 'sin_fila_sobra' END, p."id", su."id", NULL, NULL
  FROM "productos" p CROSS JOIN "sucursales" su
  LEFT JOIN "stock" s ON s."producto_id" = p."id" AND s."sucursal_id" = su."id"
  LEFT JOIN "stock_sin_fila" f ON f."producto_id" = p."id" AND f."sucursal_id" = su."id"
  WHERE (s."producto_id" IS NULL) = (f."producto_id" IS NULL)`;

/** The trigger functions (the text of the migration that created them, with the rules of ./reglas.ts; none depends on DIAS_DEUDA_VENCIDA). */
export function funciones(): FuncionSql[] {
  return [
  funcion('stock_fila_nueva', `-- A new stock row (aplicarStock's first change of a product in a branch, or a seed): its pair
-- leaves stock_sin_fila and the row takes the product's minimum. Deleting the pair first is what
-- orders this with a concurrent change of the product's minimum (stock_minimo_cambiado locks the
-- pairs of the product before updating its stock rows): whichever comes second waits for the first
-- to commit and then reads what it wrote, so the copy is never stale. BEFORE each row: also for an
-- INSERT … ON CONFLICT DO NOTHING whose row already exists (then nothing is deleted).`, `CREATE OR REPLACE FUNCTION "stock_fila_nueva"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stock_sin_fila" WHERE "producto_id" = NEW."producto_id" AND "sucursal_id" = NEW."sucursal_id";
  NEW."minimo_vigente" := coalesce(
    (SELECT ${minimoVigenteSql('p')} FROM "productos" p WHERE p."id" = NEW."producto_id"), 0);
  RETURN NEW;
END;
$$;`),
  funcion('stock_fila_borrada', `-- A deleted stock row (nothing in the application deletes them; tests and manual fixes may): its
-- pair goes back to stock_sin_fila while product and branch exist.`, `CREATE OR REPLACE FUNCTION "stock_fila_borrada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT v."producto_id", v."sucursal_id" FROM "viejas" v
  WHERE EXISTS (SELECT 1 FROM "productos" p WHERE p."id" = v."producto_id")
    AND EXISTS (SELECT 1 FROM "sucursales" su WHERE su."id" = v."sucursal_id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;`),
  funcion('stock_vaciado', ``, `CREATE OR REPLACE FUNCTION "stock_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT p."id", su."id" FROM "productos" p CROSS JOIN "sucursales" su
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;`),
  funcion('stock_sin_fila_productos', `-- New products have no stock row anywhere yet: one pair per branch.`, `CREATE OR REPLACE FUNCTION "stock_sin_fila_productos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT n."id", su."id" FROM "nuevos" n CROSS JOIN "sucursales" su
  WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = n."id" AND s."sucursal_id" = su."id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;`),
  funcion('stock_minimo_cambiado', `-- A product whose effective minimum changed (stock_minimo edited, deleted or restored): its pairs in
-- stock_sin_fila are locked first (see stock_fila_nueva), then its stock rows take the new minimum
-- (each UPDATE waits for a sale or entry holding that row, and applies to the row it left). A
-- change of price, cost or name changes nothing here.`, `CREATE OR REPLACE FUNCTION "stock_minimo_cambiado"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(n."id" ORDER BY n."id") INTO ids
  FROM "nuevos" n JOIN "viejos" v ON v."id" = n."id"
  WHERE (${minimoVigenteSql('n')}) <> (${minimoVigenteSql('v')});
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "stock_sin_fila" f WHERE f."producto_id" = ANY (ids)
  ORDER BY f."producto_id", f."sucursal_id" FOR UPDATE OF f;
  UPDATE "stock" s SET "minimo_vigente" = ${minimoVigenteSql('n')}
  FROM "nuevos" n
  WHERE n."id" = ANY (ids) AND s."producto_id" = n."id";
  RETURN NULL;
END;
$$;`),
  funcion('stock_sin_fila_sucursales', `-- A new branch has no stock row of any product. Products are locked against inserts for the rest of
-- the transaction (SHARE: a product created at the same moment either committed before, and gets
-- its pair here, or waits and gets it from stock_sin_fila_productos). Branches are created rarely.`, `CREATE OR REPLACE FUNCTION "stock_sin_fila_sucursales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "productos" IN SHARE MODE;
  INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
  SELECT p."id", n."id" FROM "productos" p CROSS JOIN "nuevas" n
  WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = p."id" AND s."sucursal_id" = n."id")
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;`),
  ];
}

/** Rebuilds the copies of the minimum and the pairs without a row. */
export async function recalcular(db: DbOrTx): Promise<void> {
  await db.execute(
    sql.raw(`UPDATE "stock" s SET "minimo_vigente" = ${minimoVigenteSql('p')} FROM "productos" p
      WHERE p."id" = s."producto_id" AND s."minimo_vigente" <> ${minimoVigenteSql('p')}`),
  );
  await db.execute(
    sql.raw(`DELETE FROM "stock_sin_fila" f USING "stock" s WHERE s."producto_id" = f."producto_id" AND s."sucursal_id" = f."sucursal_id"`),
  );
  await db.execute(
    sql.raw(`INSERT INTO "stock_sin_fila" ("producto_id", "sucursal_id")
      SELECT p."id", su."id" FROM "productos" p CROSS JOIN "sucursales" su
      WHERE NOT EXISTS (SELECT 1 FROM "stock" s WHERE s."producto_id" = p."id" AND s."sucursal_id" = su."id")
      ORDER BY 1, 2 ON CONFLICT DO NOTHING`),
  );
}

/** `{ tipo, producto_id, sucursal_id, guardado, esperado }`: 'minimo_vigente', 'sin_fila_falta' (neither) or 'sin_fila_sobra' (both). */
export async function desfasados(db: DbOrTx): Promise<Desfase[]> {
  return filasDe(db, sql.raw(`${DIFERENTES} ORDER BY 2, 3, 1`));
}

/** The projection of the stock minimum views. */
export const stockMinimoProyeccion: Proyeccion = {
  nombre: 'stock_minimo',
  origen: '0006_rendimiento_listas',
  bloqueo:
    "A change of a product's minimum locks its stock_sin_fila pairs before its stock rows; a new stock row deletes its pair first (see stock_fila_nueva).",
  funciones,
  recalcular,
  desfasados,
};

/** The drizzle tables (both exist only in SQL until 0019; schema.ts declares them). */
export { stock, stockSinFila };
