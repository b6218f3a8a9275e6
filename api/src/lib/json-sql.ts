import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { canonical } from './json-canonico';
import { pageMeta } from './paging';

/**
 * JSON text written by SQL for the read endpoints that return many rows: current accounts, the
 * reports and the dashboard (docs/rendimiento.md, «Qué se corrigió (#12)» and «(#14)»): the database
 * writes each row as JSON text and joins them, so the API receives one string and sends it as it is
 * instead of decoding, mapping and serializing thousands of values. Every value goes through one of
 * these helpers, so the text is always valid JSON and has the exact shape of the shared schemas
 * (the tests check the very text sent against them: {@link enviarJson} with `checkResponses`).
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
 * knows the parsed shape); a long text (a report, a statement) as its UTF-8 bytes. ONE path in
 * production and in the tests: with `checkResponses` (the tests) the very body about to be sent is
 * also checked against the route's response schema ({@link comprobarRespuesta}), then sent the same
 * way, so the tests exercise what production sends (docs/seguridad.md, «schema.response»;
 * plugins/contract.ts checks the answers that go through its serializer the same way).
 * @throws Error (a 500 in the tests) when the text is not what the route's schema describes.
 */
export function enviarJson<T>(reply: FastifyReply, config: { checkResponses: boolean }, json: string): T {
  const cuerpo = json.length >= COMO_BYTES ? Buffer.from(json) : json;
  if (config.checkResponses) {
    const { method, url, schema } = reply.request.routeOptions;
    const respuestas = (schema as { response?: Record<string | number, z.ZodType> } | undefined)?.response;
    comprobarRespuesta(respuestas?.[reply.statusCode], typeof cuerpo === 'string' ? cuerpo : cuerpo.toString('utf8'), `${reply.statusCode} de ${method} ${url}`);
  }
  return reply.type('application/json; charset=utf-8').send(cuerpo) as unknown as T;
}

/**
 * The response contract on a JSON text (docs/seguridad.md, «schema.response»): `texto` must parse,
 * satisfy `esquema` and name no field the schema does not declare. `donde` names the answer in the
 * error ('200 de GET /api/ventas'). Without a schema (the route declares none for that status): an
 * error too. plugins/contract.ts could call it from its serializer and an onSend hook.
 * @throws Error with the reason, in Spanish, as plugins/contract.ts words it.
 */
export function comprobarRespuesta(esquema: z.ZodType | undefined, texto: string, donde: string): void {
  if (!esquema) throw new Error(`Respuesta ${donde} sin esquema declarado.`);
  const json = JSON.parse(texto) as unknown;
  const parsed = esquema.safeParse(json);
  if (!parsed.success) throw new Error(`Respuesta ${donde} fuera de su esquema: ${parsed.error.message}`);
  if (JSON.stringify(canonical(parsed.data)) !== JSON.stringify(canonical(json))) {
    throw new Error(`Respuesta ${donde} con campos que su esquema no declara.`);
  }
}
