import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { conteos } from '../db/schema';

/** Paging metadata of a list response: totalPages is at least 1 so an empty list shows "1 of 1". */
export function pageMeta(total: number, page: number, pageSize: number) {
  return { total, currentPage: page, totalPages: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern and wraps it for a "contains" search. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a client's name or document contains the text of the pattern `patron` (a placeholder or
 * value made by {@link likeContains}), case-insensitive: LIKE of the lowered pattern on
 * `clientes.busqueda` (or an alias's), the lowered name and document in one column with its pg_trgm
 * index (api/drizzle/0011_busqueda_clientes.sql). Same rows as ILIKE on each of the two columns.
 */
export function clienteCoincide(busqueda: SQLWrapper, patron: SQLWrapper | string): SQL {
  return sql`${busqueda} like lower(${patron})`;
}

/**
 * Text ordered the way a Spanish reader expects: case and accents after the letter (ICU root
 * collation `und-x-icu`, present in PGlite and in PostgreSQL built with ICU, as Debian's and the
 * official images are). For ORDER BY of the sortable lists (docs/arquitectura.md, "Listas").
 */
export function collated(column: AnyColumn): SQL {
  return sql`${column} collate "und-x-icu"`;
}

/**
 * The exact row count of a whole table kept in `conteos` by triggers (`ventas`: every sale;
 * `clientes`: the active ones), as an SQL expression for a list without filters: a sum of 16 small
 * rows instead of counting the table (docs/rendimiento.md).
 */
export function conteoTabla(tabla: 'ventas' | 'clientes'): SQL<number> {
  return sql<number>`(select coalesce(sum(${conteos.filas}), 0)::int from ${conteos} where ${conteos.tabla} = ${tabla})`.mapWith(Number);
}

/**
 * ORDER BY of a sortable list (docs/arquitectura.md, "Listas"): the chosen column(s) in `dir` (asc by
 * default) and then the id the same way, so consecutive pages never overlap nor skip a row.
 */
export function sortedBy(dir: 'asc' | 'desc' | undefined, columns: Array<SQL | AnyColumn>, id: AnyColumn): SQL[] {
  const by = dir === 'desc' ? desc : asc;
  return [...columns.map((c) => by(c)), by(id)];
}
