import { Client, escapeIdentifier } from 'pg';

/**
 * One PostgreSQL database per test file. jest runs test files in parallel workers; if they all
 * migrated and wiped the same TEST_DATABASE_URL they would destroy each other's data mid-test. Each
 * file instead gets `<dbname>_<suffix>` on the same server, created fresh (dropped first when a
 * crashed earlier run left it behind) and dropped again at the end.
 */
export interface TestDatabase {
  /** Connection string of the new database (same server, user and options as the base URL). */
  url: string;
  /** Its name, e.g. `backoffice_test_concurrencia`. */
  name: string;
  /** Drops the database (closing any connection left open to it). Call after closing your pools. */
  drop(): Promise<void>;
}

/** PostgreSQL identifiers are cut at 63 bytes: keep the suffix and trim the base name instead. */
const MAX_IDENTIFIER = 63;

/** Runs `fn` with a short-lived connection to the base database (CREATE/DROP DATABASE cannot run in a transaction). */
async function withAdmin<T>(baseUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** `DROP DATABASE IF EXISTS … WITH (FORCE)` (PostgreSQL 13+) also ends stray connections to it. */
async function dropDatabase(c: Client, name: string): Promise<void> {
  await c.query(`drop database if exists ${escapeIdentifier(name)} with (force)`);
}

/**
 * Creates `<dbname of baseUrl>_<suffix>` (suffix: lowercase letters, digits and `_`; e.g. the test
 * file's name) and returns its URL. The base database only serves as the maintenance connection.
 */
export async function createTestDatabase(baseUrl: string, suffix: string): Promise<TestDatabase> {
  const base = new URL(baseUrl);
  const baseName = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'postgres';
  const tail = `_${suffix.toLowerCase().replace(/[^a-z0-9_]+/g, '_')}`;
  const name = baseName.slice(0, MAX_IDENTIFIER - tail.length) + tail;

  await withAdmin(baseUrl, async (c) => {
    await dropDatabase(c, name);
    // Two workers creating databases at once may meet "source database template1 is being accessed
    // by other users" (SQLSTATE 55006): retry a few times instead of failing the file.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await c.query(`create database ${escapeIdentifier(name)}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  });

  const url = new URL(base.toString());
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin(baseUrl, (c) => dropDatabase(c, name)),
  };
}

/** Counts of each HTTP status, e.g. { 201: 50, 409: 150 } (printed by jest when an assertion fails). */
export function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}
