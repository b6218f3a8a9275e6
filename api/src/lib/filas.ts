import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toMoney } from 'shared';
import { dinero, instante, literal, objeto, texto, valor } from './json-sql';

/**
 * One row definition per list (issue #30; the JSON written by the database: docs/rendimiento.md,
 * «Reportes: el JSON lo escribe la base»): a list row is declared once, as its JSON fields and the
 * SQL each is read from, and the declaration yields
 * - `json`: the row's JSON text written by the database (lib/json-sql.ts), for the lists;
 * - `columnas` and `leer`: the columns a detail route selects and the mapper that turns that
 *   selected row into the same object (`leer(row)` deep-equals `JSON.parse(json)` for the same row:
 *   api/test/filas.test.ts);
 * - `TipoDe<…>`: its TypeScript type, which {@link filaDe} checks at compile time against the
 *   shared schema's type (every field, exactly; api/test/filas.test.ts checks the keys against the
 *   zod schema too).
 */

/** A column or an SQL expression a field is read from. */
type Origen = SQL | PgColumn;

/** One JSON field: what it is read from, its JSON text and how the driver's value becomes the JSON value. */
export interface Campo<T> {
  readonly clase: 'campo';
  /** What a detail selects (a column keeps drizzle's mapping: a timestamp arrives as a Date). */
  readonly origen: Origen;
  /** The field's JSON text (never SQL NULL). */
  readonly json: SQL;
  /** The driver's value of {@link origen} as the JSON value (`JSON.parse` of {@link json}). */
  readonly leer: (v: unknown) => T;
}

/** A nested object; with `clave` (e.g. the key of a left join) null when that key is null. */
export interface Anidado<D extends Definicion, Nulo extends boolean> {
  readonly clase: 'objeto';
  readonly campos: D;
  readonly clave: Nulo extends true ? Origen : undefined;
}

/** The fields of a row or of a nested object, in the order of the JSON text. */
export interface Definicion {
  readonly [campo: string]: Campo<unknown> | Anidado<Definicion, boolean>;
}

/** The TypeScript type of a definition's object. */
export type TipoDe<D extends Definicion> = {
  -readonly [K in keyof D]: D[K] extends Campo<infer T>
    ? T
    : D[K] extends Anidado<infer E, infer N>
      ? N extends true
        ? TipoDe<E> | null
        : TipoDe<E>
      : never;
};

/** True when A and B are the same type (not only assignable either way). */
export type Iguales<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

const nulo = <T>(leer: (v: unknown) => T) => (v: unknown) => (v === null || v === undefined ? null : leer(v));

const campoDe = <T>(origen: Origen, json: SQL, leer: (v: unknown) => T): Campo<T> => ({ clase: 'campo', origen, json, leer });

/**
 * The field constructors, one per kind of JSON value (each writes its JSON text with the helper of
 * lib/json-sql.ts of the same name and reads the driver's value the same way).
 */
export const campo = {
  /** An integer (int4 column): a JSON number. */
  entero: (v: Origen) => campoDe<number>(v, valor(v), Number),
  /** A boolean column. */
  booleano: (v: Origen) => campoDe<boolean>(v, valor(v), Boolean),
  /** A text column (never null): a JSON string, escaped by PostgreSQL; `T` narrows it (a check-constrained state). */
  texto: <T extends string = string>(v: Origen) => campoDe<T>(v, texto(v), (x) => String(x) as T),
  /** A nullable text column: a JSON string or null. */
  textoONulo: (v: Origen) => campoDe<string | null>(v, texto(v), nulo(String)),
  /**
   * A value whose text never needs escaping, as PostgreSQL prints it (a numeric column with its own
   * scale: money '1210.00' of numeric(14,2), `trim_scale(…)`; a product code): a JSON string.
   */
  literal: (v: Origen) => campoDe<string>(v, literal(v), String),
  /** Money of any numeric scale (a sum, `coalesce(…, 0)`): a JSON string with 2 decimals ('1210.00'), rounded half up as toMoney. */
  dinero: (v: Origen) => campoDe<string>(v, dinero(v), (x) => toMoney(String(x))),
  /** Money or null (a nullable limit): a JSON string with 2 decimals, or null. */
  dineroONulo: (v: Origen) => campoDe<string | null>(v, dinero(v), nulo((x) => toMoney(String(x)))),
  /** A timestamptz column: the JS `toISOString()` text (UTC, milliseconds, 'Z'). */
  instante: (v: Origen) => campoDe<string>(v, instante(v), (d) => (d instanceof Date ? d : new Date(String(d))).toISOString()),
  /**
   * A value the database already writes as JSON (`json_agg`, …): `json` is its JSON text (never SQL
   * NULL) and `leer` turns the driver's value of `origen` (a parsed json column, or null) into it.
   */
  json: <T>(origen: SQL, json: SQL, leer: (v: unknown) => T) => campoDe<T>(origen, json, leer),
  /**
   * One of the constants `casos` (a JSON string): the first whose predicate holds, else `otro`. The
   * SQL selects the constant's text, the JSON writes it already quoted (constants of the code,
   * never user text). The rule is written once, here, for the JSON and the detail alike.
   */
  segun: <T extends string>(casos: ReadonlyArray<readonly [T, SQL]>, otro: T) => {
    const caso = (k: T, json: boolean) => sql.raw(`'${(json ? JSON.stringify(k) : k).replaceAll("'", "''")}'`);
    const expr = (json: boolean) =>
      sql`(case ${sql.join(casos.map(([k, p]) => sql`when ${p} then ${caso(k, json)}`), sql` `)} else ${caso(otro, json)} end)`;
    return campoDe<T>(expr(false), expr(true), (v) => String(v) as T);
  },
};

/** A nested object (always present: its table is inner-joined). */
export const anidado = <D extends Definicion>(campos: D): Anidado<D, false> => ({ clase: 'objeto', campos, clave: undefined as never });

/** A nested object, or null when `clave` (the key of its left join) is null. */
export const anidadoONulo = <D extends Definicion>(clave: Origen, campos: D): Anidado<D, true> => ({ clase: 'objeto', campos, clave });

/** A row declared once (see the top of this file). */
export interface Fila<D extends Definicion> {
  readonly definicion: D;
  /** The row's JSON text, one text value per row (lib/json-sql.ts `objeto`). */
  readonly json: SQL<string>;
  /** The flat columns a query selects for {@link leer} (keys are the fields' paths, 'cliente.id'). */
  readonly columnas: Record<string, Origen>;
  /** The object of a row selected with {@link columnas}: the same as `JSON.parse(json)` of that row. */
  leer(fila: Record<string, unknown>): TipoDe<D>;
}

/** Key of the column that tells whether a nullable nested object is there. */
const CLAVE = '$clave';

function jsonDe(d: Definicion): SQL {
  const partes: Record<string, SQL> = {};
  for (const [k, c] of Object.entries(d)) {
    if (c.clase === 'campo') partes[k] = c.json;
    else partes[k] = c.clave === undefined ? jsonDe(c.campos) : sql`case when ${c.clave} is null then 'null' else ${jsonDe(c.campos)} end`;
  }
  return objeto(partes);
}

function columnasDe(d: Definicion, prefijo: string, salida: Record<string, Origen>): Record<string, Origen> {
  for (const [k, c] of Object.entries(d)) {
    const ruta = `${prefijo}${k}`;
    if (c.clase === 'campo') salida[ruta] = c.origen;
    else {
      if (c.clave !== undefined) salida[`${ruta}.${CLAVE}`] = c.clave;
      columnasDe(c.campos, `${ruta}.`, salida);
    }
  }
  return salida;
}

function leerDe(d: Definicion, prefijo: string, fila: Record<string, unknown>): Record<string, unknown> {
  const obj: Record<string, unknown> = {};
  for (const [k, c] of Object.entries(d)) {
    const ruta = `${prefijo}${k}`;
    if (c.clase === 'campo') obj[k] = c.leer(fila[ruta]);
    else if (c.clave !== undefined && (fila[`${ruta}.${CLAVE}`] === null || fila[`${ruta}.${CLAVE}`] === undefined)) obj[k] = null;
    else obj[k] = leerDe(c.campos, `${ruta}.`, fila);
  }
  return obj;
}

/** The row of definition `d` (see the top of this file); {@link filaDe} also checks it against a schema's type. */
export function fila<D extends Definicion>(d: D): Fila<D> {
  return {
    definicion: d,
    json: jsonDe(d) as SQL<string>,
    columnas: columnasDe(d, '', {}),
    leer: (f) => leerDe(d, '', f) as TipoDe<D>,
  };
}

/**
 * {@link fila}, checked at compile time: `filaDe<VentaListItem>()({ … })` does not compile unless
 * the declared fields give exactly the type `T` (of the shared zod schema of the row: no field
 * missing, none extra, each of its type).
 */
export function filaDe<T>() {
  return <D extends Definicion>(d: D & (Iguales<TipoDe<D>, T> extends true ? unknown : { 'los campos no son los del esquema': TipoDe<D> })): Fila<D> =>
    fila(d);
}
