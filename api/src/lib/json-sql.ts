import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { pageMeta } from './paging';

/**
 * JSON text written by SQL for the read endpoints that return many rows: current accounts, the
 * reports and the dashboard (docs/rendimiento.md, «Qué se corrigió (#12)» and «(#14)»): the database
 * writes each row as JSON text and joins them, so the API receives one string and sends it as it is
 * instead of decoding, mapping and serializing thousands of values. Every value goes through one of
 * these helpers, so the text is always valid JSON and has the exact shape of the shared schemas
 * (the tests parse it with them: plugins/contract.ts with `checkResponses`).
 */

/** A column or an SQL expression. */
type Valor = SQL | SQLWrapper;

/** A JSON string of a text expression (escaped by PostgreSQL), or null. */
export const texto = (v: Valor) => sql`coalesce(to_json(${v})::text, 'null')`;

/** A JSON number or boolean of an integer or boolean expression, or null. */
export const valor = (v: Valor) => sql`coalesce((${v})::text, 'null')`;

/**
 * A JSON string of money with 2 decimals ('1210.00'), or null: `round(…, 2)` keeps two decimals
 * for sums and literals too (numeric(14,2) columns already print them). Never a float.
 */
export const dinero = (v: Valor) => sql`coalesce('"' || round(${v}, 2)::text || '"', 'null')`;

/** A JSON string of a rate with 4 decimals ('1000.0000'), or null. */
export const tasa = (v: Valor) => sql`coalesce('"' || round(${v}, 4)::text || '"', 'null')`;

/** An instant as JS `toISOString()` writes it: UTC, milliseconds (truncated, as a JS Date keeps them), 'Z'; or null. */
export const instante = (v: Valor) => sql`coalesce('"' || to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

/**
 * A JSON string of a value whose text never needs escaping, as PostgreSQL prints it, or null: a
 * numeric column with its own scale (money '1210.00' of numeric(14,2), quantity '2.5000' of
 * numeric(14,4)), a product code.
 */
export const literal = (v: Valor) => sql`coalesce('"' || (${v})::text || '"', 'null')`;

/** JSON null. */
export const NULO = sql`'null'`;

/** The JSON text of an object: every value already JSON text (never SQL NULL: the helpers above write null). */
export function objeto(campos: Record<string, SQL>): SQL {
  const partes = Object.entries(campos).map(([k, v], i) => sql`${sql.raw(`'${i === 0 ? '{' : ','}${JSON.stringify(k)}:'`)} || ${v}`);
  return sql`(${sql.join(partes, sql` || `)} || '}')`;
}

/** The JSON text of an object ({@link objeto}) of a joined row, or null when `clave` (its key, e.g. of a left join) is null. */
export const objetoONulo = (clave: Valor, campos: Record<string, SQL>) => sql`case when ${clave} is null then 'null' else ${objeto(campos)} end`;

/** The JSON array of the texts `json` of a query's rows, in `orden`: ONE text value ('[]' without rows). */
export const arreglo = (json: SQL, orden: SQL) => sql<string>`('[' || coalesce(string_agg(${json}, ',' order by ${orden}), '') || ']')`;

/**
 * The JSON text of a page (`Paged<T>` of shared: items, total, currentPage, totalPages, pageSize)
 * from the JSON array `items` the database wrote and the exact `total`; `extra` (JSON text of an
 * object's further members, e.g. `"totales":{…}`) goes at the end.
 */
export function paginaJson(items: string, total: number, page: number, pageSize: number, extra?: string): string {
  const m = pageMeta(total, page, pageSize);
  return `{"items":${items},"total":${m.total},"currentPage":${m.currentPage},"totalPages":${m.totalPages},"pageSize":${m.pageSize}${extra ? `,${extra}` : ''}}`;
}

/** The JSON array of rows whose column `j` is each row's JSON text, in the rows' order. */
export function filasJson(rows: ReadonlyArray<{ j: string }>): string {
  return `[${rows.map((r) => r.j).join(',')}]`;
}

/** From this many characters JSON text is sent as bytes (encoded once instead of measured and then encoded). */
const COMO_BYTES = 16 * 1024;

/**
 * Sends JSON text the database wrote, as it is, with a JSON content type (the type provider only
 * knows the parsed shape); a long text (a report, a statement) as its UTF-8 bytes. With
 * `checkResponses` (the tests) it is parsed instead and goes through the route's response schema
 * like any other answer (plugins/contract.ts).
 */
export function enviarJson<T>(reply: FastifyReply, config: { checkResponses: boolean }, json: string): T {
  if (config.checkResponses) return JSON.parse(json) as T;
  return reply.type('application/json; charset=utf-8').send(json.length >= COMO_BYTES ? Buffer.from(json) : json) as unknown as T;
}
