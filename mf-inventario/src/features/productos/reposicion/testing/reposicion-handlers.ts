import { http, HttpResponse } from 'msw';
import { compareDecimal, Dec, reposicionItemSchema, reposicionQuerySchema, reposicionResponseSchema, toQuantity, type ProveedorSelect, type ReposicionItem } from 'shared';
import { API_URL, fakeProveedorSelect, MONEY_STRING, QUANTITY_STRING, setupMswServer } from 'shared/testing';
import { SUCURSALES } from '../../../comun/testing/stock-handlers';

export { API_URL, SUCURSALES };

/** The suppliers of GET proveedores?select=true: 1 Aromas del Plata, 2 Química Sur, 3 Envases SRL. */
export const PROVEEDORES: ProveedorSelect[] = [
  fakeProveedorSelect({ id: 1, nombre: 'Aromas del Plata' }),
  fakeProveedorSelect({ id: 2, nombre: 'Química Sur' }),
  fakeProveedorSelect({ id: 3, nombre: 'Envases SRL' }),
];

/**
 * A product of the reorder list as GET productos/reposicion sends it (docs/stock-y-productos.md):
 * 'Producto NN', code 10000 + id, in kg, stock 2 of a minimum of 10, cost $ 50,00 and no supplier
 * unless overridden; `faltante` = stockMinimo − stock unless given (and must then match).
 * Parsed with the API's `reposicionItemSchema` (unknown fields refused), with quantities of 4
 * decimals and money of 2, like the API.
 * @throws Error when the result is not what the API could send.
 */
export function fakeReposicionItem(overrides: Partial<ReposicionItem> & { id: number }): ReposicionItem {
  const stock = overrides.stock ?? '2.0000';
  const stockMinimo = overrides.stockMinimo ?? '10.0000';
  const item = reposicionItemSchema.strict().parse({
    codigo: String(10000 + overrides.id),
    nombre: `Producto ${String(overrides.id).padStart(2, '0')}`,
    unidad: 'kg',
    stock,
    stockMinimo,
    faltante: toQuantity(new Dec(stockMinimo).minus(stock)),
    costo: '50.00',
    costoMoneda: { id: 1, simbolo: '$' },
    proveedor: null,
    ...overrides,
  });
  for (const campo of ['stock', 'stockMinimo', 'faltante'] as const) {
    if (!QUANTITY_STRING.test(item[campo])) throw new Error(`fakeReposicionItem: ${campo} debe tener 4 decimales ("2.5000").`);
  }
  if (!MONEY_STRING.test(item.costo)) throw new Error('fakeReposicionItem: costo debe tener 2 decimales ("50.00").');
  if (compareDecimal(item.faltante, new Dec(item.stockMinimo).minus(item.stock)) !== 0 || compareDecimal(item.faltante, 0) <= 0) {
    throw new Error('fakeReposicionItem: faltante es stockMinimo − stock y la lista solo trae productos bajo el mínimo.');
  }
  return item;
}

const aromas = { id: 1, nombre: 'Aromas del Plata' };
const quimica = { id: 2, nombre: 'Química Sur' };

/** In-memory store: the reorder list of each branch, every request received and a failure switch. */
export interface ReposicionStore {
  porSucursal: Map<number, ReposicionItem[]>;
  requests: URL[];
  failReposicion: boolean;
}

/**
 * Casa Central (1) has four products under their minimum: one of Aromas del Plata, two of Química
 * Sur (one of them costed in dollars) and one without supplier; Sucursal Norte (2) has none.
 */
export function seedReposicion(): ReposicionStore {
  const casaCentral = [
    fakeReposicionItem({ id: 2, codigo: '10002', nombre: 'Alcohol etílico', unidad: 'litro', stock: '2.2500', stockMinimo: '10.0000', costo: '1500.50', proveedor: quimica }),
    fakeReposicionItem({
      id: 5,
      codigo: '10005',
      nombre: 'Glicerina',
      stock: '0.0000',
      stockMinimo: '1234.5000',
      costo: '12.30',
      costoMoneda: { id: 2, simbolo: 'US$' },
      proveedor: quimica,
    }),
    fakeReposicionItem({ id: 4, codigo: '30004', nombre: 'Frasco 30 ml', unidad: 'unidad', stock: '10.0000', stockMinimo: '100.0000', costo: '150.00' }),
    fakeReposicionItem({
      id: 1,
      codigo: '20001',
      nombre: 'Esencia de lavanda',
      unidad: 'l',
      stock: '0.5000',
      stockMinimo: '3.0000',
      costo: '45.00',
      costoMoneda: { id: 2, simbolo: 'US$' },
      proveedor: aromas,
    }),
  ];
  return { porSucursal: new Map([[1, casaCentral]]), requests: [], failReposicion: false };
}

/** Like the API: by supplier name (without supplier last), then by code. */
function ordenar(items: ReposicionItem[]): ReposicionItem[] {
  return [...items].sort((a, b) => {
    if (!a.proveedor !== !b.proveedor) return a.proveedor ? -1 : 1;
    const porProveedor = (a.proveedor?.nombre ?? '').localeCompare(b.proveedor?.nombre ?? '', 'es');
    return porProveedor || Number(a.codigo) - Number(b.codigo);
  });
}

/**
 * msw handlers of GET productos/reposicion (validated with `reposicionQuerySchema`: 400 with its
 * message; filtered by proveedorId; in the API's order), GET proveedores?select=true and GET
 * sucursales over `store`. Combined with the /stock handlers, register these first: their GET
 * productos/{id} would take 'reposicion' for an id.
 */
export function reposicionHandlers(store: ReposicionStore) {
  return [
    http.get(`${API_URL}/productos/reposicion`, ({ request }) => {
      const url = new URL(request.url);
      store.requests.push(url);
      if (store.failReposicion) return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
      const query = reposicionQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return HttpResponse.json({ message: query.error.issues[0].message }, { status: 400 });
      const { sucursalId, proveedorId } = query.data;
      const items = (store.porSucursal.get(sucursalId) ?? []).filter((i) => proveedorId === undefined || i.proveedor?.id === proveedorId);
      return HttpResponse.json(reposicionResponseSchema.parse({ items: ordenar(items) }));
    }),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: PROVEEDORES })),
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: SUCURSALES })),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a /reposicion test file, with a fresh
 * {@link seedReposicion} store before each test and unhandled requests failing the test. Call it
 * once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupReposicionServer() {
  return setupMswServer(seedReposicion, reposicionHandlers);
}
