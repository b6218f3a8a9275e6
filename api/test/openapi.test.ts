import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARCHIVO_OPENAPI } from '../src/openapi-generar';
import type { RouteContract } from '../src/plugins/contract';
import { API_VERSION, CSP_DOCS, textoOpenApi } from '../src/plugins/openapi';
import { gastos, RUTAS } from 'shared/contrato';
import { createTestApp, type TestApp } from './helpers';

/**
 * The published contract (docs/arquitectura.md «El contrato publicado»): GET /api/openapi.json is a
 * valid OpenAPI 3.1 document with every route the API registers, each with its `x-permiso` and its
 * error answers; GET /api/docs is the reference page with its files served by the API; and the
 * committed copy api/openapi.json is what the routes declare today.
 */

type Operacion = {
  operationId: string;
  'x-permiso': string | string[];
  security?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Documento = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operacion>> };

let t: TestApp;
let doc: Documento;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Documento;
});
afterAll(() => t.close());

const pathDe = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const permisoEsperado = (route: RouteContract) =>
  route.access.kind === 'public' ? 'público' : route.access.kind === 'signedIn' ? 'sesión' : route.access.anyOf.length === 1 ? route.access.anyOf[0] : route.access.anyOf;

test('GET /api/openapi.json is public and valid OpenAPI 3.1 for a standard validator', () => {
  expect(doc.openapi).toBe('3.1.0');
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  try {
    const archivo = path.join(dir, 'openapi.json');
    writeFileSync(archivo, JSON.stringify(doc));
    const salida = execFileSync(process.execPath, [path.join(__dirname, 'support', 'validar-openapi.mjs'), archivo], { encoding: 'utf8' });
    expect(JSON.parse(salida)).toEqual({ valid: true, version: '3.1', errors: null });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every registered route is in the document with its x-permiso, its parameters, its body and its error answers', () => {
  const routes = t.app.routeContracts;
  expect(routes.length).toBeGreaterThan(20);
  const problemas: string[] = [];
  for (const route of routes) {
    const where = `${route.method} ${route.url}`;
    const op = doc.paths[pathDe(route.url)]?.[route.method.toLowerCase()];
    if (!op) {
      problemas.push(`${where}: falta en el documento`);
      continue;
    }
    if (JSON.stringify(op['x-permiso']) !== JSON.stringify(permisoEsperado(route))) problemas.push(`${where}: x-permiso ${JSON.stringify(op['x-permiso'])}`);
    for (const nombre of route.url.match(/:([A-Za-z]+)/g) ?? []) {
      if (!op.parameters?.some((p) => p.in === 'path' && p.name === nombre.slice(1))) problemas.push(`${where}: falta el parámetro ${nombre}`);
    }
    if (route.schema.body && !op.requestBody) problemas.push(`${where}: falta el cuerpo`);
    for (const status of Object.keys(route.schema.response ?? {})) {
      if (!op.responses[status]) problemas.push(`${where}: falta la respuesta ${status}`);
    }
    const docs = route.url.startsWith('/api/docs') || route.url === '/api/openapi.json';
    const errores = docs ? [] : ['400', '500', '503', ...(route.access.kind === 'public' ? [] : ['401'])];
    if (route.access.kind === 'permission') errores.push('403');
    for (const status of errores) {
      const schema = op.responses[status]?.content?.['application/json']?.schema;
      if (!schema) problemas.push(`${where}: falta el error ${status}`);
    }
    if ((route.access.kind === 'public') !== (op.security === undefined)) problemas.push(`${where}: security ${JSON.stringify(op.security)}`);
  }
  expect(problemas).toEqual([]);
  // Nothing in the document that the API does not register.
  const operaciones = Object.values(doc.paths).flatMap((p) => Object.values(p));
  expect(operaciones).toHaveLength(routes.length);
  expect(new Set(operaciones.map((o) => o.operationId)).size).toBe(operaciones.length);
});

test('the routes the API registers are exactly the routes of the contract (shared/src/contrato), besides the document and its page', () => {
  const registradas = t.app.routeContracts
    .filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json')
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  expect(registradas).toEqual(RUTAS.map((r) => `${r.method} /api${r.path}`).sort());
  // And each with its contract's access.
  for (const r of RUTAS) {
    const registrada = t.app.routeContracts.find((c) => c.method === r.method && c.url === `/api${r.path}`)!;
    const acceso = 'public' in r.acceso ? { kind: 'public' } : 'signedIn' in r.acceso ? { kind: 'signedIn' } : { kind: 'permission', anyOf: [r.acceso.permission].flat() };
    expect(`${r.method} ${r.path} ${JSON.stringify(registrada.access)}`).toBe(`${r.method} ${r.path} ${JSON.stringify(acceso)}`);
  }
});

test('a route declares its conflicts: the 409 of PUT gastos/anular/{id} is documented with when it happens, the idempotent POST gastos its 422, with the examples of the contract', () => {
  const anular = doc.paths['/api/gastos/anular/{id}'].put;
  expect(anular.responses['409'].description).toBe('El gasto ya está anulado, o su caja está cerrada ahora.');
  expect(anular.responses['409'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorConflicto' });
  const crear = doc.paths['/api/gastos'].post as Operacion & { summary: string; requestBody: { content: Record<string, { example?: unknown }> } };
  expect(Object.keys(crear.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
  expect(crear.responses['409'].description).toMatch(/^La caja está cerrada .* Otra solicitud con la misma clave de idempotencia todavía está en curso/);
  expect(crear.summary).toMatch(/^Registra un gasto/);
  expect(crear.requestBody.content['application/json'].example).toEqual(gastos.crear.ejemplos!.body![0]);
  expect((crear.responses['201'].content!['application/json'] as { example?: unknown }).example).toEqual({ id: 321 });
});

test('the generic errors are the Spanish shape { message, errors? }: a route with a permission documents the 401 and 403 it gives', async () => {
  const op = doc.paths['/api/gastos/{id}'].get;
  expect(op['x-permiso']).toBe('gastos.get');
  expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '500', '503']));
  expect(op.responses['403'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorSinPermiso' });
  const componentes = (doc as unknown as { components: { schemas: Record<string, { properties: object; required: string[]; examples: Array<{ message: string }> }> } }).components.schemas;
  expect(Object.keys(componentes.ErrorSinPermiso.properties).sort()).toEqual(['errors', 'message']);
  expect(componentes.ErrorSinPermiso.required).toEqual(['message']);
  // The example is what the API answers.
  const res = await t.app.inject({ method: 'GET', url: '/api/gastos/1' });
  expect(res.statusCode).toBe(401);
  expect(componentes.ErrorSinSesion.examples).toContainEqual(res.json());
});

test('GET /api/docs is public: the reference page, with its scripts and styles served by the API itself', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-security-policy']).toBe(CSP_DOCS);
  const recursos = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  expect(recursos.length).toBeGreaterThanOrEqual(3);
  for (const url of recursos) {
    expect(url.startsWith('/api/docs/')).toBe(true); // no CDN
    const r = await t.app.inject({ method: 'GET', url });
    expect(`${url} ${r.statusCode}`).toBe(`${url} 200`);
    expect(r.rawPayload.length).toBeGreaterThan(20);
  }
  const inicio = await t.app.inject({ method: 'GET', url: '/api/docs/inicio.js' });
  expect(inicio.body).toContain('"/api/openapi.json"');
  const otro = await t.app.inject({ method: 'GET', url: '/api/docs/package.json' });
  expect(otro.statusCode).toBe(404);
  expect(otro.json()).toEqual({ message: 'Recurso no encontrado.' });
});

test('the document is deterministic (no timestamps, hosts or ports) and its version is that of api/package.json', () => {
  const texto = textoOpenApi(t.app);
  expect(textoOpenApi(t.app)).toBe(texto);
  expect(texto).not.toMatch(/localhost|127\.0\.0\.1|"servers"|\d{4}-\d\d-\d\dT\d\d:/);
  const paquete = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(doc.info.version).toBe(API_VERSION);
  expect(API_VERSION).toBe(paquete.version);
});

test('the committed api/openapi.json is the document the routes declare (regenerate: pnpm --filter api openapi)', () => {
  const comprometido = readFileSync(ARCHIVO_OPENAPI, 'utf8');
  const generado = textoOpenApi(t.app);
  if (comprometido !== generado) {
    const a = comprometido.split('\n');
    const b = generado.split('\n');
    const linea = a.findIndex((l, i) => l !== b[i]);
    throw new Error(
      `api/openapi.json no coincide con el contrato de las rutas (primera diferencia en la línea ${linea + 1}: ` +
        `${JSON.stringify(a[linea])} en lugar de ${JSON.stringify(b[linea])}). Regenérelo con: pnpm --filter api openapi`,
    );
  }
});
