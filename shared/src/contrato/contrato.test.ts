import { RUTAS, type RutaApi } from '.';

/**
 * The contract as data (docs/arquitectura.md «El contrato publicado»): each route declared once,
 * well formed, and every example it publishes accepted by its own schema — so the document never
 * shows a payload the API would refuse.
 */

const nombre = (r: RutaApi) => `${r.method} ${r.path}`;

test('every route is declared once, below /api, with the inputs its method and path need', () => {
  expect(RUTAS.length).toBeGreaterThan(90);
  const vistos = new Set<string>();
  const problemas: string[] = [];
  for (const r of RUTAS) {
    if (vistos.has(nombre(r))) problemas.push(`${nombre(r)}: repetida`);
    vistos.add(nombre(r));
    if (!r.path.startsWith('/') || r.path.startsWith('/api')) problemas.push(`${nombre(r)}: el path va sin /api`);
    if (r.path.includes(':') !== (r.schema.params !== undefined)) problemas.push(`${nombre(r)}: params`);
    if (r.method === 'GET' && !r.schema.querystring) problemas.push(`${nombre(r)}: falta querystring`);
    if (['POST', 'PUT', 'PATCH'].includes(r.method) && !r.schema.body) problemas.push(`${nombre(r)}: falta body`);
    if (!Object.keys(r.schema.response).some((s) => s.startsWith('2'))) problemas.push(`${nombre(r)}: sin respuesta 2xx`);
    if (!r.resumen || r.resumen.length < 5) problemas.push(`${nombre(r)}: sin resumen`);
  }
  expect(problemas).toEqual([]);
});

test('every example of the contract is accepted by its schema (bodies by the body, answers by the success answer)', () => {
  const problemas: string[] = [];
  let ejemplos = 0;
  for (const r of RUTAS) {
    for (const body of r.ejemplos?.body ?? []) {
      ejemplos++;
      const p = r.schema.body!.safeParse(body);
      if (!p.success) problemas.push(`${nombre(r)} body: ${p.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    const exito = Object.entries(r.schema.response).find(([s]) => s.startsWith('2'))?.[1];
    for (const respuesta of r.ejemplos?.respuesta ?? []) {
      ejemplos++;
      const p = exito!.safeParse(respuesta);
      if (!p.success) problemas.push(`${nombre(r)} respuesta: ${p.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
  }
  expect(problemas).toEqual([]);
  expect(ejemplos).toBeGreaterThan(0);
});

test('every route with a body that carries data publishes at least one example body', () => {
  const sinEjemplo = RUTAS.filter((r) => r.schema.body && r.schema.body.safeParse(undefined).success === false && !r.ejemplos?.body?.length).map(nombre);
  expect(sinEjemplo).toEqual([]);
});
