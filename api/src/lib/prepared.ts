import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';

/**
 * Prepared drizzle queries, kept per database (docs/rendimiento.md, «Qué se corrigió»).
 *
 * A query built with the query builder is turned into SQL text on every call; a prepared one
 * (`.prepare(name)` with `sql.placeholder(…)` for the values) is built once and then only gets its
 * parameters. A query whose SQL depends on the input (optional filters, the sort column) is prepared
 * once per **shape**: `key` names everything that changes the SQL text, never a value.
 *
 * On PostgreSQL a `name` makes node-postgres prepare the statement once per connection (no parse and
 * plan per request): right for statements whose best plan does not depend on the values (a lookup by
 * key). Without a name the statement is parsed and planned with the real values each time (searches
 * with LIKE, whose plan depends on the pattern). On PGlite the name changes nothing.
 *
 * The cache lives as long as the database object (a WeakMap: tests open many); a transaction handle
 * never uses it (its prepared queries would be bound to that transaction).
 */

type Preparable = object;

/**
 * The name to pass to `.prepare()` for an unnamed statement: node-postgres parses and plans it with
 * the real values on every call (drizzle still builds its SQL only once).
 */
export const UNNAMED = '';

const byDb = new WeakMap<object, Map<string, Preparable>>();

/** A short, stable statement name for a shape key (PostgreSQL names are limited to 63 bytes). */
export function statementName(key: string): string {
  return `q_${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

/**
 * The prepared query of `key` for `db`, built with `build` the first time. `build` receives the
 * statement name to pass to `.prepare(name)` when the caller wants a named statement (see above).
 */
export function prepared<T extends Preparable>(db: DbOrTx, key: string, build: (name: string) => T): T {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new Map();
    byDb.set(db, cache);
  }
  let query = cache.get(key) as T | undefined;
  if (!query) {
    query = build(statementName(key));
    cache.set(key, query);
  }
  return query;
}
