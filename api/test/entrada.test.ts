import { sql } from 'drizzle-orm';
import { ACCIONES_AUDITORIA, ENTIDADES_AUDITORIA } from 'shared';
import type { z } from 'zod';
import { createTestApp, login, ORIGIN, rows, type TestApp } from './helpers';
import { exampleContext, examples, type Example } from './support/examples';
import { accepts, badBodies, fillPath, RawJson, badParams, badQueries, createUserWithRole, isSpanish, snapshotTables } from './support/harness';

/**
 * Bad input, generated from the routes' own zod schemas (docs/seguridad.md). Every mutating route is
 * sent its valid example broken in every way the generator knows, every GET route bad query
 * strings, every route with an id bad ids. Phase 1: whatever the schema refuses, and unknown ids,
 * must be refused with 400, 404 or 409 and a Spanish message, never a 500, and no table may change.
 * Phase 2: each valid example succeeds and writes its audit row. Phase 3: what the schema accepts
 * although odd (hostile or huge-but-valid texts and amounts) may succeed or be refused, never 500.
 */

let t: TestApp;
let adminSid: string;
let ctx: Awaited<ReturnType<typeof exampleContext>>;

beforeAll(async () => {
  t = await createTestApp();
  const usuarioId = await createUserWithRole(t.db, 'descartable@demo.local', 'Descartable', []);
  ctx = await exampleContext(t.db, usuarioId);
  adminSid = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

const fill = (url: string, params?: Record<string, string>) => fillPath(url, params);

async function send(method: string, url: string, body: unknown, as: Example['as'] = 'admin', query?: Record<string, string>) {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    query,
    cookies: as === 'admin' ? { sid: adminSid } : undefined,
    headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: body instanceof RawJson ? body.text : JSON.stringify(body) }),
  });
  let json: { message?: unknown } = {};
  try {
    json = res.json();
  } catch {
    json = {};
  }
  return { status: res.statusCode, json, text: res.body };
}

test('bad input never gets past the contract: 400/404/409 in Spanish, never 500, nothing written; valid calls are audited', async () => {
  const routes = t.app.routeContracts;
  const ex = examples(ctx);
  const mutating = routes.filter((r) => r.method !== 'GET');
  const missing = mutating.map((r) => `${r.method} ${r.url}`).filter((k) => !(k in ex));
  expect(missing).toEqual([]); // add a valid example to test/support/examples.ts

  const problems: string[] = [];
  const accepted: Array<{ key: string; label: string; method: string; url: string; body: unknown; as: Example['as'] }> = [];
  let tried = 0;
  const expectRefused = (key: string, label: string, r: Awaited<ReturnType<typeof send>>) => {
    tried += 1;
    if (![400, 404, 409].includes(r.status)) problems.push(`${key} [${label}]: ${r.status} ${r.text.slice(0, 160)}`);
    else if (!isSpanish(r.json.message)) problems.push(`${key} [${label}]: mensaje no castellano ${r.text.slice(0, 160)}`);
  };

  const before = await snapshotTables(t.db);

  // Phase 1a: bodies of every mutating route.
  for (const route of mutating) {
    const key = `${route.method} ${route.url}`;
    const e = ex[key];
    const url = fill(route.url, e.params);
    if (route.schema.body) {
      for (const c of badBodies(route.schema.body as z.ZodType, e.body)) {
        if (accepts(route.schema.body as z.ZodType, c.body) && !c.mustRefuse) {
          accepted.push({ key, label: c.label, method: route.method, url, body: c.body, as: e.as });
          continue;
        }
        expectRefused(key, c.label, await send(route.method, url, c.body, e.as));
      }
    }
  }
  // Phase 1b: path parameters of every route that has them (mutating with their valid body).
  for (const route of routes.filter((r) => r.url.includes(':'))) {
    const key = `${route.method} ${route.url}`;
    const e = ex[key] ?? {};
    const params = Object.fromEntries([...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], e.params?.[m[1]] ?? '1']));
    for (const c of badParams(params)) {
      if (!c.mustRefuse) continue;
      expectRefused(key, c.label, await send(route.method, fill(route.url, c.params), e.body, e.as));
    }
  }
  // Phase 1c: query strings of every GET route.
  for (const route of routes.filter((r) => r.method === 'GET')) {
    const key = `${route.method} ${route.url}`;
    for (const c of badQueries(route.schema.querystring as z.ZodType)) {
      const r = await send('GET', fill(route.url), undefined, 'admin', c.query);
      tried += 1;
      if (accepts(route.schema.querystring as z.ZodType, c.query)) {
        // Well-formed but unknown (a branch that does not exist, a NUL character): 400 or 404 in Spanish.
        const ok = r.status === 200 || ([400, 404].includes(r.status) && isSpanish(r.json.message));
        if (!ok) problems.push(`${key} [${c.label}] (aceptado): ${r.status} ${r.text.slice(0, 160)}`);
      } else if (r.status !== 400 || !isSpanish(r.json.message)) {
        problems.push(`${key} [${c.label}]: ${r.status} ${r.text.slice(0, 160)}`);
      }
    }
  }

  const after = await snapshotTables(t.db);
  console.log(`bad payloads tried: ${tried}`);
  expect(problems).toEqual([]);
  expect(after).toEqual(before);
  expect(tried).toBeGreaterThanOrEqual(200);

  // Phase 2: each valid example succeeds and (when it changes something) writes an audit row.
  const order = (k: string) => (k.startsWith('DELETE') ? 2 : k.includes('change-password') ? 1 : 0);
  const keys = Object.keys(ex).sort((a, b) => order(a) - order(b));
  const unaudited: string[] = [];
  for (const key of keys) {
    const [method, url] = key.split(' ');
    const e = ex[key];
    const [{ n: auditBefore }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria`);
    const r = await send(method, fill(url, e.params), e.body, e.as);
    if (r.status < 200 || r.status >= 300) unaudited.push(`${key}: ${r.status} ${r.text.slice(0, 160)}`);
    const [{ n: auditAfter }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria`);
    if (e.audited !== false && auditAfter <= auditBefore) unaudited.push(`${key}: sin fila de auditoría`);
  }
  expect(unaudited).toEqual([]);
  // Every entity and action the valid calls audited has its Spanish name on /auditoria.
  const auditadas = await rows<{ entidad: string; accion: string }>(t.db, sql`select distinct entidad, accion from auditoria`);
  const sinNombre = auditadas.flatMap(({ entidad, accion }) => [
    ...(Object.hasOwn(ENTIDADES_AUDITORIA, entidad) ? [] : [`entidad ${entidad}`]),
    ...(Object.hasOwn(ACCIONES_AUDITORIA, accion) ? [] : [`acción ${accion}`]),
  ]);
  expect([...new Set(sinNombre)]).toEqual([]);
  // The snapshot does see writes: after the valid calls it differs.
  expect(await snapshotTables(t.db)).not.toEqual(before);

  // Phase 3: odd but well-formed input may be taken or refused, never a 500.
  const crashes: string[] = [];
  for (const a of accepted) {
    const r = await send(a.method, a.url, a.body, a.as);
    if (r.status >= 500) crashes.push(`${a.key} [${a.label}]: ${r.status} ${r.text.slice(0, 160)}`);
    else if (r.status >= 400 && !isSpanish(r.json.message)) crashes.push(`${a.key} [${a.label}]: mensaje ${r.text.slice(0, 160)}`);
  }
  console.log(`well-formed odd payloads tried: ${accepted.length}`);
  expect(crashes).toEqual([]);
  // Thousands of requests against one PGlite: minutes on a busy 2-core machine, never a hang.
}, 300_000);

test('hostile text is stored and returned exactly as typed', async () => {
  for (const nombre of ["'; DROP TABLE clientes; --", '<img src=x onerror=alert(1)>', 'Ñandú "Pérez" \\ %_']) {
    const res = await send('POST', '/api/clientes', {
      nombreApellido: nombre,
      documento: String(60_000_000 + Math.floor(Math.random() * 9_999_999)),
      tipo: 'particular',
      condicionIVA: 'Exento',
    });
    expect(res.status).toBe(201);
    const id = (res.json as { id: number }).id;
    const read = await send('GET', `/api/clientes/${id}`, undefined);
    expect((read.json as { nombreApellido: string }).nombreApellido).toBe(nombre);
  }
  const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from clientes`);
  expect(n).toBeGreaterThan(3);
});
