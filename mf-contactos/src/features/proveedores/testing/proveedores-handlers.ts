import { http, HttpResponse } from 'msw';
import {
  cuitCon,
  MSG_PROVEEDOR_CON_GASTOS,
  MSG_PROVEEDOR_CON_INGRESOS,
  MSG_PROVEEDOR_CON_PRODUCTOS,
  MSG_PROVEEDOR_CUIT_DUPLICADO,
  MSG_PROVEEDOR_NO_ENCONTRADO,
  proveedorBodySchema,
  proveedoresListQuerySchema,
  proveedorIngresoSchema,
  proveedorProductoSchema,
  type Proveedor,
  type ProveedorIngreso,
  type ProveedorProducto,
} from 'shared';
import { API_URL, fakeProveedor, pageOf, setupMswServer, sortRows, type SortValue } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/**
 * A supplier built with `fakeProveedor` (shared/testing, docs/pruebas.md): 'Suministros NN' with a
 * valid CUIT 30-710000NN-d, contact 'Contacto NN', phone, e-mail proveedorNN@example.com, address and
 * province Buenos Aires unless overridden.
 * @throws Error when the result is not a supplier the API could send.
 */
export function buildProveedor(overrides: Partial<Proveedor> & { id: number }): Proveedor {
  const nn = String(overrides.id).padStart(2, '0');
  return fakeProveedor({
    nombre: `Suministros ${nn}`,
    cuit: cuitCon('30', String(71000000 + overrides.id)),
    contacto: `Contacto ${nn}`,
    telefono: `011 4000-00${nn}`,
    email: `proveedor${nn}@example.com`,
    direccion: `Calle ${nn} 100`,
    provincia: 'Buenos Aires',
    notas: null,
    ...overrides,
  });
}

/** The CUIT of Química del Sur (id 1): 30-71234567-1. */
export const CUIT_QUIMICA = '30-71234567-1';

/**
 * 23 suppliers (3 pages of 10 by name): Aromas Andinos (2, Córdoba, nothing points at it), Envases
 * Litoral (3, Santa Fe, without CUIT, contact, phone or e-mail), Química del Sur (1, Mendoza, with
 * products, entries and notes) and 'Suministros 04'…'Suministros 23' of Buenos Aires.
 */
export function seedProveedores(): Proveedor[] {
  const list: Proveedor[] = [
    buildProveedor({
      id: 1,
      nombre: 'Química del Sur',
      cuit: CUIT_QUIMICA,
      contacto: 'Marta Ríos',
      telefono: '261 555-0101',
      email: 'ventas@quimicasur.com.ar',
      direccion: 'Ruta 40 km 12',
      provincia: 'Mendoza',
      notas: 'Entrega los martes',
    }),
    buildProveedor({
      id: 2,
      nombre: 'Aromas Andinos',
      contacto: 'Pablo Gil',
      email: 'pablo@aromasandinos.com',
      provincia: 'Córdoba',
    }),
    buildProveedor({ id: 3, nombre: 'Envases Litoral', cuit: null, contacto: null, telefono: null, email: null, direccion: null, provincia: 'Santa Fe' }),
  ];
  for (let id = 4; id <= 23; id++) list.push(buildProveedor({ id }));
  return list;
}

/** Products of supplier `proveedorId` as GET proveedores/{id}/productos answers them, checked with the shared schema. */
export function buildProductosDe(proveedorId: number, cantidad: number): ProveedorProducto[] {
  const categorias = ['materia_prima', 'esencia', 'elaborado'] as const;
  return Array.from({ length: cantidad }, (_, i) => {
    const categoria = categorias[i % 3];
    return proveedorProductoSchema.parse({
      id: proveedorId * 100 + i + 1,
      codigo: String((i % 3) * 10000 + 10000 + proveedorId * 100 + i + 1),
      nombre: `Producto ${proveedorId}-${String(i + 1).padStart(2, '0')}`,
      categoria,
      unidad: categoria === 'esencia' ? 'l' : 'kg',
      costo: i % 2 === 0 ? `${1234 + i}.50` : `${10 + i}.00`,
      costoMonedaSimbolo: i % 2 === 0 ? '$' : 'US$',
    });
  });
}

/** Stock entries of a supplier (GET proveedores/{id}/ingresos), newest first, checked with the shared schema. */
export function buildIngresosDe(proveedorId: number, cantidad: number): ProveedorIngreso[] {
  return Array.from({ length: cantidad }, (_, i) =>
    proveedorIngresoSchema.parse({
      id: 900 - i,
      // One day apart, at 13:30 UTC (10:30 in Buenos Aires), the newest on 2026-03-20.
      fechaIngreso: new Date(Date.UTC(2026, 2, 20 - i, 13, 30)).toISOString(),
      sucursal: i % 2 === 0 ? 'Casa Central' : 'Sucursal Norte',
      lineas: i + 1,
    }),
  );
}

/** Every request the handlers received, for assertions on what was sent. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body?: unknown;
}

/** What the store starts with: suppliers, and the products and stock entries of each. */
export interface ProveedoresSeed {
  proveedores: Proveedor[];
  productos: Record<number, ProveedorProducto[]>;
  ingresos: Record<number, ProveedorIngreso[]>;
}

/** The default seed: {@link seedProveedores}; Química del Sur with 12 products and 7 entries. */
export function seedProveedoresCompleto(): ProveedoresSeed {
  return { proveedores: seedProveedores(), productos: { 1: buildProductosDe(1, 12) }, ingresos: { 1: buildIngresosDe(1, 7) } };
}

const PROVEEDORES_ORDEN: Record<string, (p: Proveedor) => SortValue> = {
  nombre: (p) => p.nombre,
  cuit: (p) => p.cuit,
  contacto: (p) => p.contacto,
  provincia: (p) => p.provincia,
};

const byNombre = (a: Proveedor, b: Proveedor) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id;

/** Does `p` match the free text (name, CUIT with or without dashes, contact, e-mail), case-insensitive? */
function coincide(p: Proveedor, search: string): boolean {
  const t = search.toLowerCase();
  const digitos = t.replace(/\D/g, '');
  return (
    p.nombre.toLowerCase().includes(t) ||
    (p.cuit ?? '').includes(t) ||
    (digitos.length > 0 && /^[\d\s.-]+$/.test(t) && (p.cuit ?? '').replace(/\D/g, '').includes(digitos)) ||
    (p.contacto ?? '').toLowerCase().includes(t) ||
    (p.email ?? '').toLowerCase().includes(t)
  );
}

/**
 * msw handlers backed by an in-memory store with real paging, mirroring the suppliers API
 * (docs/contactos-y-administracion.md, «Proveedores»): GET proveedores (select, or paged with search
 * and order, the query checked with the shared schema: 400 otherwise), GET/PUT/DELETE
 * proveedores/{id}, POST proveedores (bodies checked with proveedorBodySchema; 409 for a CUIT of
 * another supplier), GET proveedores/{id}/productos and /ingresos (paged). DELETE answers 409 while
 * the supplier has products, entries or is in `state.conGastos`.
 */
export function createProveedoresStore(seed: ProveedoresSeed = seedProveedoresCompleto()) {
  const state = {
    proveedores: seed.proveedores.map((p) => ({ ...p })),
    productos: seed.productos,
    ingresos: seed.ingresos,
    /** Ids of the suppliers named by expenses: DELETE answers 409 {@link MSG_PROVEEDOR_CON_GASTOS}. */
    conGastos: new Set<number>(),
    nextId: Math.max(0, ...seed.proveedores.map((p) => p.id)) + 1,
  };
  const requests: RecordedRequest[] = [];
  const find = (id: string) => state.proveedores.find((p) => p.id === Number(id));
  const notFound = () => HttpResponse.json({ message: MSG_PROVEEDOR_NO_ENCONTRADO }, { status: 404 });
  const pagina = (url: URL) => ({ page: Number(url.searchParams.get('page') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 10) });
  const cuitDeOtro = (cuit: string | null, id?: number) => cuit !== null && state.proveedores.some((p) => p.cuit === cuit && p.id !== id);

  const handlers = [
    http.get(`${API_URL}/proveedores`, ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      const query = proveedoresListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return HttpResponse.json({ message: query.error.issues[0].message }, { status: 400 });
      const porNombre = [...state.proveedores].sort(byNombre);
      if (query.data.select) return HttpResponse.json({ proveedores: porNombre.map((p) => ({ id: p.id, nombre: p.nombre })) });
      const { search, page, pageSize } = query.data;
      const rows = porNombre.filter((p) => !search || coincide(p, search));
      return HttpResponse.json(pageOf(sortRows(rows, url.searchParams, PROVEEDORES_ORDEN), page, pageSize));
    }),
    http.get(`${API_URL}/proveedores/:id/productos`, ({ params, request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      if (!find(String(params.id))) return notFound();
      const { page, pageSize } = pagina(url);
      return HttpResponse.json(pageOf(state.productos[Number(params.id)] ?? [], page, pageSize));
    }),
    http.get(`${API_URL}/proveedores/:id/ingresos`, ({ params, request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      if (!find(String(params.id))) return notFound();
      const { page, pageSize } = pagina(url);
      return HttpResponse.json(pageOf(state.ingresos[Number(params.id)] ?? [], page, pageSize));
    }),
    http.get(`${API_URL}/proveedores/:id`, ({ params, request }) => {
      requests.push({ method: 'GET', url: new URL(request.url) });
      const p = find(String(params.id));
      return p ? HttpResponse.json(p) : notFound();
    }),
    http.post(`${API_URL}/proveedores`, async ({ request }) => {
      const body = await request.json();
      requests.push({ method: 'POST', url: new URL(request.url), body });
      const parsed = proveedorBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (cuitDeOtro(parsed.data.cuit)) return HttpResponse.json({ message: MSG_PROVEEDOR_CUIT_DUPLICADO }, { status: 409 });
      const proveedor = fakeProveedor({ id: state.nextId++, ...parsed.data });
      state.proveedores.push(proveedor);
      return HttpResponse.json(proveedor, { status: 201 });
    }),
    http.put(`${API_URL}/proveedores/:id`, async ({ params, request }) => {
      const body = await request.json();
      requests.push({ method: 'PUT', url: new URL(request.url), body });
      const p = find(String(params.id));
      if (!p) return notFound();
      const parsed = proveedorBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (cuitDeOtro(parsed.data.cuit, p.id)) return HttpResponse.json({ message: MSG_PROVEEDOR_CUIT_DUPLICADO }, { status: 409 });
      Object.assign(p, parsed.data);
      return HttpResponse.json(p);
    }),
    http.delete(`${API_URL}/proveedores/:id`, ({ params, request }) => {
      requests.push({ method: 'DELETE', url: new URL(request.url) });
      const p = find(String(params.id));
      if (!p) return notFound();
      if ((state.productos[p.id] ?? []).length > 0) return HttpResponse.json({ message: MSG_PROVEEDOR_CON_PRODUCTOS }, { status: 409 });
      if ((state.ingresos[p.id] ?? []).length > 0) return HttpResponse.json({ message: MSG_PROVEEDOR_CON_INGRESOS }, { status: 409 });
      if (state.conGastos.has(p.id)) return HttpResponse.json({ message: MSG_PROVEEDOR_CON_GASTOS }, { status: 409 });
      state.proveedores = state.proveedores.filter((x) => x !== p);
      return HttpResponse.json({ message: 'Proveedor eliminado' });
    }),
  ];

  return { state, requests, handlers };
}

/** The in-memory suppliers API of {@link createProveedoresStore}: `state`, `requests` and `handlers`. */
export type ProveedoresStore = ReturnType<typeof createProveedoresStore>;

/**
 * Test helper (docs/pruebas.md): the msw server of a suppliers test file, with a fresh
 * {@link createProveedoresStore} before each test (`seed()` or {@link seedProveedoresCompleto}) and
 * unhandled requests failing the test. Call it once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupProveedoresServer(seed: () => ProveedoresSeed = seedProveedoresCompleto) {
  return setupMswServer(() => createProveedoresStore(seed()), (store) => store.handlers);
}
