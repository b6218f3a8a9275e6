import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../src/db/client';
import { roles, sucursales, usuarios } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { PASSWORD, rows } from '../helpers';

/**
 * Pieces of the security harness (docs/seguridad.md): a user whose role holds no permission, a
 * snapshot of every table, a check that an error message is Spanish, and the generator of bad
 * payloads from a route's zod schema.
 */

/** Fills a route's `:param` placeholders from `params`, or with `fallback` for those not given. */
export function fillPath(url: string, params: Record<string, string> = {}, fallback = '1'): string {
  return url.replace(/:([A-Za-z]+)/g, (_, k: string) => params[k] ?? fallback);
}

/** Creates a role with `permissions` and an active user in it (in the first branch unless `opciones.sucursalId` says otherwise); returns the user id. */
export async function createUserWithRole(
  db: Db,
  email: string,
  roleName: string,
  permissions: string[],
  opciones: { sucursalId?: number | null } = {},
): Promise<number> {
  const [rol] = await db.insert(roles).values({ name: roleName, permissions }).returning({ id: roles.id });
  // The user's branch: the first one (Casa Central in the demo data) unless told; none without branches.
  const [primera] = await db.select({ id: sucursales.id }).from(sucursales).orderBy(asc(sucursales.id)).limit(1);
  const sucursalId = opciones.sucursalId !== undefined ? opciones.sucursalId : (primera?.id ?? null);
  const [user] = await db
    .insert(usuarios)
    .values({ name: roleName, email, passwordHash: await hashPassword(PASSWORD), roleId: rol.id, sucursalId })
    .returning({ id: usuarios.id });
  return user.id;
}

/**
 * Row count and an md5 of every row of every table in `public`, by table. Left out on purpose:
 * `sesiones.last_seen_at` (touched by reading with a session) and the failed-attempt counters
 * (`intentos_fallidos`, written by design when a guess fails).
 */
export async function snapshotTables(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    if (table_name === 'intentos_fallidos') continue;
    const rowExpr =
      table_name === 'sesiones' ? sql.raw(`(t.token_hash, t.usuario_id, t.created_at, t.expires_at)::text`) : sql.raw('t::text');
    const [r] = await rows<{ n: number; sum: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(${rowExpr}, '|' order by ${rowExpr}), '')) as sum from ${sql.identifier(table_name)} t`,
    );
    out[table_name] = `${r.n}:${r.sum}`;
  }
  return out;
}

const ENGLISH = /\b(invalid|expected|required|must|should|received|unrecognized|body|querystring|params|error|not found|unauthorized|forbidden)\b/i;
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|un|una|en|por|para|con|no|se|es|su|debe|deben|puede|hasta|ingrese|demasiad[oa]s|inválid[oa]s?)\b/i;

/** True when `message` reads as a Spanish sentence for a user (and not an English framework text). */
export function isSpanish(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && SPANISH.test(message) && !ENGLISH.test(message);
}

// ---------------------------------------------------------------------------------------------
// Bad payloads from a zod schema

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxItems?: number;
}

/** A body sent exactly as this JSON text (too deep for JSON.stringify, or with `__proto__`). */
export class RawJson {
  constructor(public readonly text: string) {}
}

/** One generated payload: a label for the report and the body. */
export interface Candidate {
  label: string;
  body: unknown;
  /** Semantically bad although well-formed (unknown ids): must be refused with 400, 404 or 409. */
  mustRefuse?: boolean;
}

export const HOSTILE_TEXTS = [
  "'; DROP TABLE clientes; --",
  "' OR '1'='1",
  '1; select pg_sleep(5)',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
];
const NUMBER_LIKE_TEXTS = ['NaN', 'Infinity', '-Infinity', '1e5', '1E-2', '-1', '007', '1.234', '1.23456', '0x10', '1,50', ' ', ''];
const HUGE_TEXT = 'x'.repeat(100_000);

function typesOf(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  if (s.anyOf) return s.anyOf.flatMap(typesOf);
  if (s.enum) return ['enum'];
  if (Array.isArray(s.type)) return s.type;
  return s.type ? [s.type] : ['any'];
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((n, k) => (n as Record<string | number, unknown> | undefined)?.[k], root);
}

/** The object schema inside `s` (through anyOf with null, as `.nullish()` bodies produce). */
function objectSchema(s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  if (s.properties) return s;
  return s.anyOf?.map(objectSchema).find(Boolean);
}

/** Bad values for one field of the given JSON-schema types, tried one at a time. */
function badValuesFor(types: string[], fieldName: string, schema: JsonSchema): Array<{ label: string; value: unknown; mustRefuse?: boolean }> {
  const out: Array<{ label: string; value: unknown; mustRefuse?: boolean }> = [
    { label: 'array en lugar de valor', value: [] },
    { label: 'objeto en lugar de valor', value: { a: 1 } },
    { label: 'anidado profundo', value: JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) },
  ];
  if (!types.includes('null')) out.push({ label: 'null', value: null });
  if (!types.includes('boolean')) out.push({ label: 'booleano', value: true });
  if (types.includes('string') || types.includes('enum')) {
    out.push({ label: 'texto de 100.000 caracteres', value: HUGE_TEXT });
    out.push({ label: 'texto con NUL', value: 'a\u0000b' });
    for (const t of HOSTILE_TEXTS) out.push({ label: `inyección ${t}`, value: t });
    for (const t of NUMBER_LIKE_TEXTS) out.push({ label: `texto "${t}"`, value: t });
    out.push({ label: 'importe de 13 cifras', value: '9999999999999.99' });
    out.push({ label: 'importe máximo', value: '999999999999.99' });
    out.push({ label: 'cantidad máxima', value: '9999999999.9999' });
  } else {
    out.push({ label: 'texto', value: 'abc' });
  }
  if (types.includes('number') || types.includes('integer')) {
    out.push({ label: 'negativo', value: -1 }, { label: 'cero', value: 0 }, { label: 'decimal', value: 1.5 });
    out.push({ label: 'muy grande', value: 1e20 }, { label: 'tres decimales', value: 1.234 }, { label: 'cinco decimales', value: 1.23456 });
    out.push({ label: 'mayor que int4', value: 99_999_999_999 });
    if (/id$/i.test(fieldName)) {
      out.push({ label: 'id inexistente', value: 999_999, mustRefuse: true });
      out.push({ label: 'id máximo', value: 2_147_483_647, mustRefuse: true });
    }
  }
  if (types.includes('array')) {
    out.push({ label: 'array con null', value: [null] });
    if (schema.maxItems !== undefined) out.push({ label: 'array demasiado largo', value: Array.from({ length: schema.maxItems + 1 }, () => 1) });
  }
  return out;
}

/**
 * Every bad variant of `base` (a valid body) that the generator knows, for a body `schema`: bodies
 * that are not objects, each required field missing, and each field (nested objects and the first
 * item of arrays included) replaced by wrong types, null, huge, hostile and number-like texts,
 * negative, over-precise and out-of-range numbers, unknown ids, plus unknown extra fields.
 */
export function badBodies(schema: z.ZodType, base: unknown): Candidate[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out: Candidate[] = [
    { label: 'cuerpo null', body: null },
    { label: 'cuerpo array', body: [base] },
    { label: 'cuerpo texto', body: 'texto' },
    { label: 'cuerpo número', body: 123 },
    { label: 'cuerpo anidado 10.000 niveles', body: new RawJson('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)) },
    { label: 'prototype pollution', body: new RawJson('{"__proto__":{"esAdmin":true}}') },
    { label: 'constructor pollution', body: new RawJson('{"constructor":{"prototype":{"esAdmin":true}}}') },
    { label: 'JSON mal formado', body: new RawJson('{"a":') },
  ];
  const walk = (s: JsonSchema | undefined, path: (string | number)[]) => {
    const obj = objectSchema(s);
    if (!obj?.properties) return;
    const target = path.length === 0 ? base : getAt(base, path);
    if (target === null || typeof target !== 'object') return;
    out.push({ label: `${path.join('.') || 'cuerpo'}: campo desconocido`, body: setAt(base, [...path, 'campoDesconocido'], 'x') });
    if (path.length === 0 && (obj.required?.length ?? 0) > 0) out.push({ label: 'cuerpo vacío', body: {} });
    for (const [key, prop] of Object.entries(obj.properties)) {
      const p = [...path, key];
      const name = p.join('.');
      if (obj.required?.includes(key)) out.push({ label: `${name}: falta`, body: setAt(base, p, undefined, true) });
      for (const bad of badValuesFor(typesOf(prop), key, prop)) {
        out.push({ label: `${name}: ${bad.label}`, body: setAt(base, p, bad.value), mustRefuse: bad.mustRefuse });
      }
      const value = getAt(base, p);
      if (prop.items && Array.isArray(value) && value.length > 0) {
        out.push({ label: `${name}: array vacío`, body: setAt(base, p, []) });
        walk(prop.items, [...p, 0]);
      } else {
        walk(prop, p);
      }
    }
  };
  walk(json, []);
  return out;
}

/** Bad values for each path parameter: not a number, zero, negative, decimal, too large, unknown, injection. */
export function badParams(params: Record<string, string>): Array<{ label: string; params: Record<string, string>; mustRefuse: boolean }> {
  const values: Array<[string, string, boolean]> = [
    ['texto', 'abc', true],
    ['cero', '0', true],
    ['negativo', '-1', true],
    ['decimal', '1.5', true],
    ['exponente', '1e3', false],
    ['mayor que int4', '99999999999', true],
    ['inexistente', '999999', true],
    ['inyección', encodeURIComponent("1 OR 1=1"), true],
  ];
  return Object.keys(params).flatMap((k) =>
    values.map(([label, v, mustRefuse]) => ({ label: `${k}: ${label}`, params: { ...params, [k]: v }, mustRefuse })),
  );
}

/** Bad query strings for a GET route's querystring schema: paging out of range and each field's bad values. */
export function badQueries(schema: z.ZodType): Array<{ label: string; query: Record<string, string> }> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const props = objectSchema(json)?.properties ?? {};
  const out: Array<{ label: string; query: Record<string, string> }> = [{ label: 'parámetro desconocido', query: { desconocido: 'x' } }];
  for (const [key, prop] of Object.entries(props)) {
    const vals: string[] = ['abc', '', '-1', '0', '1.5', '1e9', '1000000001', '99999999999999999999', 'x'.repeat(10_000), "' OR 1=1 --", '<img src=x>', 'a\u0000b'];
    if (typesOf(prop).includes('enum')) vals.push('desconocido');
    if (key === 'pageSize') vals.push('101');
    for (const v of vals) out.push({ label: `${key}=${v.length > 30 ? `${v.slice(0, 10)}…(${v.length})` : v}`, query: { [key]: v } });
  }
  return out;
}

/** Whether `value` passes `schema` (what the route itself would accept). */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return true;
  if (value instanceof RawJson) return false;
  return schema.safeParse(value).success;
}

export type { Json };
