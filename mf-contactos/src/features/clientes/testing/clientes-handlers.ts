import { http, HttpResponse } from 'msw';
import {
  clienteBodySchema,
  clientesListQuerySchema,
  MSG_CLIENTE_CON_SALDO,
  MSG_CLIENTE_CON_VENTAS,
  toMoney,
  type Cliente,
} from 'shared';
import type { z } from 'shared/forms';

type ClienteBodyOut = z.output<typeof clienteBodySchema>;
import { API_URL, fakeCliente, pageOf, setupMswServer, sortRows, type SortValue } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/**
 * Builds a client of the seed with `fakeCliente` (shared/testing, docs/pruebas.md): 'Cliente NN',
 * document 200000NN, no contact data and zero balances unless overridden.
 * @throws Error when the result is not a client the API could send.
 */
export function buildCliente(overrides: Partial<Cliente> & { id: number }): Cliente {
  return fakeCliente({
    nombreApellido: `Cliente ${String(overrides.id).padStart(2, '0')}`,
    documento: String(20000000 + overrides.id),
    email: null,
    telefono: null,
    tipo: 'particular',
    condicionIVA: 'Monotributista',
    direccion: null,
    codigoPostal: null,
    zona: null,
    provincia: 'Buenos Aires',
    notas: null,
    nombreEmpresa: null,
    ...overrides,
  });
}

/**
 * 23 clients: two named ones with balances (Juan Pérez with a credit limit in pesos, zone La Plata;
 * Distribuidora Sur, a company of Córdoba) and 21 numbered ones (3 pages of 10) of Buenos Aires:
 * 03–05 in zone Centro, 06 in La Plata, 07 a company.
 */
export function seedClientes(): Cliente[] {
  const list: Cliente[] = [
    buildCliente({
      id: 1,
      nombreApellido: 'Juan Pérez',
      documento: '30111222',
      email: 'juan@example.com',
      telefono: '11 4444-5555',
      condicionIVA: 'Responsable Inscripto',
      direccion: 'Av. Siempre Viva 742',
      codigoPostal: '1900',
      zona: 'La Plata',
      provincia: 'Buenos Aires',
      notas: 'Entregar por la mañana',
      limiteCreditoPesos: '250000.00',
      cuentaCorriente: { saldo_pesos: '1500.50', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '20.00' },
    }),
    buildCliente({
      id: 2,
      nombreApellido: 'Distribuidora Sur',
      documento: '30-71234567-8',
      tipo: 'empresa',
      condicionIVA: 'Exento',
      nombreEmpresa: 'Distribuidora Sur SA',
      provincia: 'Córdoba',
    }),
  ];
  // Zones of the 'Zona' filter: 3 to 5 in Centro, 6 in La Plata like Juan Pérez; 7 is a company.
  for (let id = 3; id <= 23; id++) {
    const zona = id >= 3 && id <= 5 ? 'Centro' : id === 6 ? 'La Plata' : null;
    list.push(buildCliente({ id, zona, ...(id === 7 ? { tipo: 'empresa' as const, nombreEmpresa: 'Cliente 07 SRL' } : {}) }));
  }
  return list;
}

/**
 * The fields of a checked body as the API stores them: a credit limit left out (undefined) keeps its
 * value, and one sent is money with 2 decimals ("80000" → "80000.00"); `id` and `cuentaCorriente`
 * sent back are not written (the API checks the id and ignores the balances).
 */
function enviados(body: ClienteBodyOut): Partial<Cliente> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { limiteCreditoPesos, limiteCreditoDolares, id, cuentaCorriente, ...rest } = body;
  const limite = (v: string | null) => (v === null ? null : toMoney(v));
  return {
    ...rest,
    ...(limiteCreditoPesos === undefined ? {} : { limiteCreditoPesos: limite(limiteCreditoPesos) }),
    ...(limiteCreditoDolares === undefined ? {} : { limiteCreditoDolares: limite(limiteCreditoDolares) }),
  };
}

/** Every request the handlers received, for assertions on what was sent. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body?: unknown;
}

/**
 * msw handlers backed by an in-memory store with real paging, mirroring the API of clients
 * (docs/contactos-y-administracion.md): GET clientes (select, or paged with search, tipo, provincia
 * and zona, the query checked with the shared schema: 400 otherwise), GET clientes/zonas,
 * GET/PUT/DELETE clientes/{id} (DELETE refused with 409 for a client in `state.conVentas` or with a
 * balance), POST clientes (validated with the shared schema).
 */
export function createClientesStore(initial: Cliente[] = seedClientes()) {
  const state = {
    clientes: initial.map((c) => ({ ...c })),
    nextId: Math.max(0, ...initial.map((c) => c.id)) + 1,
    /** Ids of the clients with sales: DELETE answers 409 {@link MSG_CLIENTE_CON_VENTAS}. */
    conVentas: new Set<number>(),
  };
  const requests: RecordedRequest[] = [];
  const find = (id: string) => state.clientes.find((c) => c.id === Number(id));
  const notFound = () => HttpResponse.json({ message: 'Cliente no encontrado.' }, { status: 404 });

  const handlers = [
    http.get(`${API_URL}/clientes`, ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      if (url.searchParams.get('select') === 'true') return HttpResponse.json({ clientes: state.clientes });
      const query = clientesListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return HttpResponse.json({ message: query.error.issues[0].message }, { status: 400 });
      const { search = '', tipo, provincia, zona, page, pageSize } = query.data;
      const texto = search.toLowerCase();
      const rows = state.clientes.filter(
        (c) =>
          (!texto || c.nombreApellido.toLowerCase().includes(texto) || c.documento.toLowerCase().includes(texto)) &&
          (!tipo || c.tipo === tipo) &&
          (!provincia || c.provincia === provincia) &&
          (!zona || c.zona?.toLowerCase() === zona.toLowerCase()),
      );
      return HttpResponse.json(pageOf(ordenarClientes(rows, url.searchParams), page, pageSize));
    }),
    http.get(`${API_URL}/clientes/zonas`, ({ request }) => {
      requests.push({ method: 'GET', url: new URL(request.url) });
      const zonas = [...new Set(state.clientes.map((c) => c.zona).filter((z): z is string => Boolean(z)))];
      return HttpResponse.json({ zonas: zonas.sort((a, b) => a.localeCompare(b, 'es')) });
    }),
    http.get(`${API_URL}/clientes/:id`, ({ params, request }) => {
      requests.push({ method: 'GET', url: new URL(request.url) });
      const c = find(String(params.id));
      return c ? HttpResponse.json(c) : notFound();
    }),
    http.post(`${API_URL}/clientes`, async ({ request }) => {
      const body = await request.json();
      requests.push({ method: 'POST', url: new URL(request.url), body });
      const parsed = clienteBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (state.clientes.some((c) => c.documento === parsed.data.documento)) {
        return HttpResponse.json({ message: 'Ya existe un cliente con ese documento.' }, { status: 409 });
      }
      const cliente = fakeCliente({ id: state.nextId++, ...enviados(parsed.data) });
      state.clientes.push(cliente);
      return HttpResponse.json(cliente, { status: 201 });
    }),
    http.put(`${API_URL}/clientes/:id`, async ({ params, request }) => {
      const body = await request.json();
      requests.push({ method: 'PUT', url: new URL(request.url), body });
      const c = find(String(params.id));
      if (!c) return notFound();
      const parsed = clienteBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      Object.assign(c, enviados(parsed.data));
      return HttpResponse.json(c);
    }),
    http.delete(`${API_URL}/clientes/:id`, ({ params, request }) => {
      requests.push({ method: 'DELETE', url: new URL(request.url) });
      const c = find(String(params.id));
      if (!c) return notFound();
      // Like the API: a client with sales, or with a balance or credit in either currency, stays.
      if (state.conVentas.has(c.id)) return HttpResponse.json({ message: MSG_CLIENTE_CON_VENTAS }, { status: 409 });
      if (Object.values(c.cuentaCorriente).some((v) => Number(v) !== 0)) {
        return HttpResponse.json({ message: MSG_CLIENTE_CON_SALDO }, { status: 409 });
      }
      state.clientes = state.clientes.filter((x) => x !== c);
      return HttpResponse.json({ message: 'Cliente eliminado correctamente' });
    }),
  ];

  return { state, requests, handlers };
}

/** The in-memory clients API of {@link createClientesStore}: `state`, `requests` and `handlers`. */
export type ClientesStore = ReturnType<typeof createClientesStore>;

/**
 * Test helper (docs/pruebas.md): the msw server of a clients test file, with a fresh
 * {@link createClientesStore} before each test (`initial()` or the 23 seeded clients) and
 * unhandled requests failing the test. Call it once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupClientesServer(initial: () => Cliente[] = seedClientes) {
  return setupMswServer(() => createClientesStore(initial()), (store) => store.handlers);
}

// ---------------------------------------------------------------------------------------------
// Order of GET clientes (?sort=&dir=), added for the sortable columns (docs/arquitectura.md,
// "Listas"): like the API, the column (null last when ascending), then the id the same way.

/** Signed balance in one currency: owed minus in favour. */
const saldoEn = (c: Cliente, moneda: 'pesos' | 'dolares') =>
  Number(c.cuentaCorriente[`saldo_${moneda}`]) - Number(c.cuentaCorriente[`saldo_a_favor_${moneda}`]);

const CLIENTES_ORDEN: Record<string, (c: Cliente) => SortValue | SortValue[]> = {
  nombreApellido: (c) => c.nombreApellido,
  documento: (c) => c.documento,
  tipo: (c) => c.tipo,
  condicionIVA: (c) => c.condicionIVA,
  telefono: (c) => c.telefono,
  provincia: (c) => c.provincia,
  saldo: (c) => [saldoEn(c, 'pesos'), saldoEn(c, 'dolares')],
};

/** The clients in the order of `?sort=&dir=` of `query`; as they are without a known `sort`. */
export function ordenarClientes(clientes: Cliente[], query: URLSearchParams): Cliente[] {
  return sortRows(clientes, query, CLIENTES_ORDEN);
}
