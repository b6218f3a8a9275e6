import { http, HttpResponse } from 'msw';
import {
  cancelarBodySchema,
  checkMateriaBodySchema,
  compareDecimal,
  Dec,
  fabricacionBodySchema,
  fabricacionPreviewQuerySchema,
  finalizarBodySchema,
  MSG_FABRICACION_CANCELADA,
  MSG_FABRICACION_CERRADA,
  MSG_FABRICACION_FINALIZADA,
  MSG_FABRICACION_NO_ENCONTRADA,
  MSG_FALTAN_CONFIRMAR,
  MSG_MATERIA_CONFIRMADA,
  MSG_MATERIA_NO_ES_DE_LA_FABRICACION,
  MSG_MATERIA_YA_CONFIRMADA,
  MSG_SIN_FORMULA,
  MSG_SUCURSAL_DISTINTA,
  toQuantity,
  type EstadoFabricacion,
  type Fabricacion,
  type Producto,
  type Sucursal,
} from 'shared';
import { API_URL, fakeProducto, fakeSucursal, pageOf, setupMswServer } from 'shared/testing';
import { fakeFabricacion, fakeFabricacionListItem, fakeFabricacionPreview } from './fabricacion-fakes';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** The two branches of GET sucursales: 1 Casa Central, 2 Sucursal Norte. */
export const SUCURSALES: Sucursal[] = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];

/** A formula: raw materials (product id, quantity with 4 decimals) for `cantidadProducida` units. */
export interface FormulaSeed {
  cantidadProducida: string;
  detalles: Array<{ materiaPrimaId: number; cantidad: string }>;
}

/** A run as the store keeps it; the answers are built from it with the validated fakes. */
export interface FabricacionRow {
  id: number;
  fecha: string;
  productoId: number;
  cantidad: string;
  sucursalId: number;
  usuario: { id: number; name: string } | null;
  estado: EstadoFabricacion;
  lineas: Array<{ id: number; materiaPrimaId: number; cantidad: string; confirmado: boolean }>;
}

/** Every request the handlers received, for assertions on what was sent. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body?: unknown;
}

/** In-memory manufacturing API: products with formulas, stock per branch, runs and the requests received. */
export interface FabricacionStore {
  productos: Producto[];
  formulas: Map<number, FormulaSeed>;
  /** Stock by `${sucursalId}:${productoId}`, 4 decimals. */
  stock: Map<string, string>;
  fabricaciones: FabricacionRow[];
  requests: RecordedRequest[];
  nextId: number;
}

/** Seeded raw materials, essences and elaborated products (ids are those of the fixtures). */
export const ALCOHOL = 1;
export const GLICERINA = 2;
export const AGUA = 3;
export const LAVANDA = 4;
export const PERFUME = 5;
export const VAINILLA = 6;

const ANA = { id: 1, name: 'Ana Pérez' };

/**
 * The seed: 3 raw materials (Alcohol etílico 10001 in l, Glicerina 10002 in kg, Agua destilada
 * 10003 in l), Esencia de lavanda (20004, l; 2 l from 1.6 l of alcohol and 1 kg of glycerin), Perfume
 * floral 100 ml (30005, unidad; 10 from 0.9 l of alcohol and 0.1 l of lavender) and Esencia de
 * vainilla (20006) without formula. Casa Central has 10 l of alcohol, 0.5 kg of glycerin, 100 l of
 * water and 3 l of lavender; Sucursal Norte has nothing. Runs (newest first by id):
 * #1 lavanda 2 l in Casa Central, en proceso, nothing confirmed (glycerin short);
 * #2 perfume 10 in Casa Central, en proceso, both lines confirmed;
 * #3 perfume 20, finalizada; #4 lavanda 1 l in Sucursal Norte, cancelada;
 * #5..#23 numbered runs of water-based perfume, alternating states, for paging (23 in all).
 */
export function seedFabricacion(): FabricacionStore {
  const productos: Producto[] = [
    fakeProducto({ id: ALCOHOL, codigo: '10001', nombre: 'Alcohol etílico', categoria: 'materia_prima', unidad: 'l' }),
    fakeProducto({ id: GLICERINA, codigo: '10002', nombre: 'Glicerina', categoria: 'materia_prima', unidad: 'kg' }),
    fakeProducto({ id: AGUA, codigo: '10003', nombre: 'Agua destilada', categoria: 'materia_prima', unidad: 'l' }),
    fakeProducto({ id: LAVANDA, codigo: '20004', nombre: 'Esencia de lavanda', categoria: 'esencia', unidad: 'l' }),
    fakeProducto({ id: PERFUME, codigo: '30005', nombre: 'Perfume floral 100 ml', categoria: 'elaborado', unidad: 'unidad' }),
    fakeProducto({ id: VAINILLA, codigo: '20006', nombre: 'Esencia de vainilla', categoria: 'esencia', unidad: 'l' }),
  ];
  const formulas = new Map<number, FormulaSeed>([
    [LAVANDA, { cantidadProducida: '2.0000', detalles: [{ materiaPrimaId: ALCOHOL, cantidad: '1.6000' }, { materiaPrimaId: GLICERINA, cantidad: '1.0000' }] }],
    [PERFUME, { cantidadProducida: '10.0000', detalles: [{ materiaPrimaId: ALCOHOL, cantidad: '0.9000' }, { materiaPrimaId: LAVANDA, cantidad: '0.1000' }] }],
  ]);
  const stock = new Map<string, string>([
    [`1:${ALCOHOL}`, '10.0000'],
    [`1:${GLICERINA}`, '0.5000'],
    [`1:${AGUA}`, '100.0000'],
    [`1:${LAVANDA}`, '3.0000'],
  ]);
  const fecha = (id: number) => new Date(Date.UTC(2026, 2, 1, 13, 0) + id * 3_600_000).toISOString();
  const linea = (id: number, materiaPrimaId: number, cantidad: string, confirmado = false) => ({ id, materiaPrimaId, cantidad, confirmado });
  const fabricaciones: FabricacionRow[] = [
    { id: 1, fecha: fecha(1), productoId: LAVANDA, cantidad: '2.0000', sucursalId: 1, usuario: ANA, estado: 'en_proceso', lineas: [linea(1, ALCOHOL, '1.6000'), linea(2, GLICERINA, '1.0000')] },
    { id: 2, fecha: fecha(2), productoId: PERFUME, cantidad: '10.0000', sucursalId: 1, usuario: ANA, estado: 'en_proceso', lineas: [linea(3, ALCOHOL, '0.9000', true), linea(4, LAVANDA, '0.1000', true)] },
    { id: 3, fecha: fecha(3), productoId: PERFUME, cantidad: '20.0000', sucursalId: 1, usuario: null, estado: 'finalizada', lineas: [linea(5, ALCOHOL, '1.8000', true), linea(6, LAVANDA, '0.2000', true)] },
    { id: 4, fecha: fecha(4), productoId: LAVANDA, cantidad: '1.0000', sucursalId: 2, usuario: ANA, estado: 'cancelada', lineas: [linea(7, ALCOHOL, '0.8000'), linea(8, GLICERINA, '0.5000')] },
  ];
  const estados: EstadoFabricacion[] = ['en_proceso', 'finalizada', 'cancelada'];
  for (let id = 5; id <= 23; id++) {
    const estado = estados[id % 3];
    fabricaciones.push({
      id,
      fecha: fecha(id),
      productoId: PERFUME,
      cantidad: `${id}.0000`,
      sucursalId: 1 + (id % 2),
      usuario: ANA,
      estado,
      lineas: [linea(100 + id, AGUA, '1.0000', estado === 'finalizada')],
    });
  }
  return { productos, formulas, stock, fabricaciones, requests: [], nextId: 24 };
}

/** 'Stock insuficiente para {codigo} - {nombre} (disponible: {n} {unidad})', as the API words it (docs/stock-y-productos.md). */
export function msgStockInsuficiente(p: Pick<Producto, 'codigo' | 'nombre' | 'unidad'>, disponible: string): string {
  return `Stock insuficiente para ${p.codigo} - ${p.nombre} (disponible: ${new Dec(disponible).toString().replace('.', ',')} ${p.unidad})`;
}

const ref = (p: Producto) => ({ id: p.id, codigo: p.codigo, nombre: p.nombre, unidad: p.unidad });
const json = (message: string, status: number) => HttpResponse.json({ message }, { status });

/** GET fabricaciones/{id} of a stored run, built and checked with {@link fakeFabricacion}. */
export function toFabricacion(store: FabricacionStore, row: FabricacionRow): Fabricacion {
  const producto = (id: number) => store.productos.find((p) => p.id === id)!;
  const sucursal = SUCURSALES.find((s) => s.id === row.sucursalId)!;
  return fakeFabricacion({
    id: row.id,
    fecha: row.fecha,
    producto: ref(producto(row.productoId)),
    cantidadFabricada: row.cantidad,
    estado: row.estado,
    isCancelada: row.estado === 'cancelada',
    isFinalizada: row.estado === 'finalizada',
    sucursalId: row.sucursalId,
    sucursal: { id: sucursal.id, nombre: sucursal.nombre },
    usuario: row.usuario,
    materiasConfirmadas: row.lineas.filter((l) => l.confirmado).map((l) => l.materiaPrimaId),
    detalles: row.lineas.map((l) => ({
      id: l.id,
      materiaPrimaId: l.materiaPrimaId,
      cantidad: l.cantidad,
      confirmado: l.confirmado,
      sucursalId: row.sucursalId,
      Producto: ref(producto(l.materiaPrimaId)),
      producto: ref(producto(l.materiaPrimaId)),
    })),
  });
}

/** The stock of a product in a branch (4 decimals). */
const stockDe = (store: FabricacionStore, sucursalId: number, productoId: number) => store.stock.get(`${sucursalId}:${productoId}`) ?? '0.0000';
const moverStock = (store: FabricacionStore, sucursalId: number, productoId: number, cantidad: string) =>
  store.stock.set(`${sucursalId}:${productoId}`, toQuantity(new Dec(stockDe(store, sucursalId, productoId)).plus(cantidad)));

/** The formula's lines scaled to `cantidad` (4 decimals, half-up), as the API computes them (docs/fabricacion.md). */
function escalar(formula: FormulaSeed, cantidad: string) {
  return formula.detalles.map((d) => ({
    materiaPrimaId: d.materiaPrimaId,
    cantidad: toQuantity(new Dec(d.cantidad).times(cantidad).div(formula.cantidadProducida)),
  }));
}

/**
 * msw handlers of the manufacturing API over `store` (docs/fabricacion.md), validating bodies and
 * queries with the shared schemas: GET sucursales, GET productos (search by name or code prefix,
 * categoria, paging), GET fabricaciones (estado, search, paging, newest first), GET
 * fabricaciones/previsualizar, GET fabricaciones/{id}, POST fabricaciones, PUT check-materia,
 * PUT finalizar and DELETE cancelar with the API's rules and messages.
 */
export function fabricacionHandlers(store: FabricacionStore) {
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    store.requests.push({ method: request.method, url: new URL(request.url), body });
    return body;
  };
  const find = (id: unknown) => store.fabricaciones.find((f) => f.id === Number(id));
  const producto = (id: number) => store.productos.find((p) => p.id === id);

  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: SUCURSALES })),

    http.get(`${API_URL}/productos`, async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const categoria = q.get('categoria');
      const sucursalId = Number(q.get('sucursalId') ?? 1);
      const rows = store.productos
        .filter((p) => !search || p.nombre.toLowerCase().includes(search) || (/^\d+$/.test(search) && p.codigo.startsWith(search)))
        .filter((p) => !categoria || p.categoria === categoria)
        .map((p) => ({ ...p, stock: stockDe(store, sucursalId, p.id) }));
      return HttpResponse.json(pageOf(rows, Number(q.get('page') ?? 1), Number(q.get('pageSize') ?? 10)));
    }),

    http.get(`${API_URL}/fabricaciones`, async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      const estado = q.get('estado');
      const search = (q.get('search') ?? '').toLowerCase();
      const rows = [...store.fabricaciones]
        .sort((a, b) => b.id - a.id)
        .filter((f) => !estado || f.estado === estado)
        .filter((f) => {
          const p = producto(f.productoId)!;
          return !search || p.nombre.toLowerCase().includes(search) || (/^\d+$/.test(search) && p.codigo.startsWith(search));
        })
        .map((row) => {
          const { detalles, materiasConfirmadas, ...f } = toFabricacion(store, row);
          return fakeFabricacionListItem({ ...f, materiasTotal: detalles.length, materiasConfirmadasCount: materiasConfirmadas.length });
        });
      return HttpResponse.json(pageOf(rows, Number(q.get('page') ?? 1), Number(q.get('pageSize') ?? 10)));
    }),

    http.get(`${API_URL}/fabricaciones/previsualizar`, async ({ request }) => {
      await record(request);
      const parsed = fabricacionPreviewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return json(parsed.error.issues[0].message, 400);
      const { productoId, cantidad, sucursalId } = parsed.data;
      const p = producto(productoId);
      if (!p) return json('Producto no encontrado.', 404);
      const formula = store.formulas.get(productoId);
      if (!formula) return json(MSG_SIN_FORMULA, 400);
      const lineas = escalar(formula, cantidad).map((l) => {
        const stock = stockDe(store, sucursalId, l.materiaPrimaId);
        return { producto: ref(producto(l.materiaPrimaId)!), cantidad: l.cantidad, stock, alcanza: compareDecimal(stock, l.cantidad) >= 0 };
      });
      return HttpResponse.json(
        fakeFabricacionPreview({
          producto: ref(p),
          cantidad: toQuantity(cantidad),
          cantidadProducida: formula.cantidadProducida,
          lineas,
          alcanza: lineas.every((l) => l.alcanza),
        }),
      );
    }),

    http.get(`${API_URL}/fabricaciones/:id`, async ({ request, params }) => {
      await record(request);
      const row = find(params.id);
      return row ? HttpResponse.json(toFabricacion(store, row)) : json(MSG_FABRICACION_NO_ENCONTRADA, 404);
    }),

    http.post(`${API_URL}/fabricaciones`, async ({ request }) => {
      const parsed = fabricacionBodySchema.safeParse(await record(request));
      if (!parsed.success) return json(parsed.error.issues[0].message, 400);
      const { productoId, cantidad, sucursalId } = parsed.data;
      if (!producto(productoId)) return json('Producto no encontrado.', 404);
      if (!SUCURSALES.some((s) => s.id === sucursalId)) return json('Sucursal inválida.', 400);
      const formula = store.formulas.get(productoId);
      if (!formula) return json(MSG_SIN_FORMULA, 400);
      const id = store.nextId++;
      store.fabricaciones.push({
        id,
        fecha: new Date(Date.UTC(2026, 3, 1, 12, 0)).toISOString(),
        productoId,
        cantidad: toQuantity(cantidad),
        sucursalId,
        usuario: ANA,
        estado: 'en_proceso',
        lineas: escalar(formula, cantidad).map((l, i) => ({ id: 1000 + id * 10 + i, ...l, confirmado: false })),
      });
      return HttpResponse.json({ id }, { status: 201 });
    }),

    http.put(`${API_URL}/fabricaciones/:id/check-materia`, async ({ request, params }) => {
      const body = await record(request);
      const row = find(params.id);
      if (!row) return json(MSG_FABRICACION_NO_ENCONTRADA, 404);
      const parsed = checkMateriaBodySchema.safeParse(body);
      if (!parsed.success) return json(parsed.error.issues[0].message, 400);
      if (row.estado !== 'en_proceso') return json(MSG_FABRICACION_CERRADA, 409);
      if (parsed.data.sucursalId !== row.sucursalId) return json(MSG_SUCURSAL_DISTINTA, 400);
      const linea = row.lineas.find((l) => l.materiaPrimaId === parsed.data.materiaPrimaId);
      if (!linea) return json(MSG_MATERIA_NO_ES_DE_LA_FABRICACION, 400);
      if (linea.confirmado) return json(MSG_MATERIA_YA_CONFIRMADA, 409);
      const disponible = stockDe(store, row.sucursalId, linea.materiaPrimaId);
      if (compareDecimal(disponible, linea.cantidad) < 0) return json(msgStockInsuficiente(producto(linea.materiaPrimaId)!, disponible), 409);
      moverStock(store, row.sucursalId, linea.materiaPrimaId, new Dec(linea.cantidad).negated().toFixed());
      linea.confirmado = true;
      return HttpResponse.json({ message: MSG_MATERIA_CONFIRMADA });
    }),

    http.put(`${API_URL}/fabricaciones/:id/finalizar`, async ({ request, params }) => {
      const body = await record(request);
      const row = find(params.id);
      if (!row) return json(MSG_FABRICACION_NO_ENCONTRADA, 404);
      const parsed = finalizarBodySchema.safeParse(body);
      if (!parsed.success) return json(parsed.error.issues[0].message, 400);
      if (row.estado !== 'en_proceso') return json(MSG_FABRICACION_CERRADA, 409);
      if (parsed.data.sucursalId !== row.sucursalId) return json(MSG_SUCURSAL_DISTINTA, 400);
      if (row.lineas.some((l) => !l.confirmado)) return json(MSG_FALTAN_CONFIRMAR, 409);
      moverStock(store, row.sucursalId, row.productoId, row.cantidad);
      row.estado = 'finalizada';
      return HttpResponse.json({ message: MSG_FABRICACION_FINALIZADA });
    }),

    http.delete(`${API_URL}/fabricaciones/:id/cancelar`, async ({ request, params }) => {
      const body = await record(request);
      const row = find(params.id);
      if (!row) return json(MSG_FABRICACION_NO_ENCONTRADA, 404);
      const parsed = cancelarBodySchema.safeParse(body);
      if (!parsed.success) return json(parsed.error.issues[0].message, 400);
      if (row.estado !== 'en_proceso') return json(MSG_FABRICACION_CERRADA, 409);
      if (parsed.data.sucursalId !== row.sucursalId) return json(MSG_SUCURSAL_DISTINTA, 400);
      for (const l of row.lineas.filter((x) => x.confirmado)) moverStock(store, row.sucursalId, l.materiaPrimaId, l.cantidad);
      row.estado = 'cancelada';
      return HttpResponse.json({ message: MSG_FABRICACION_CANCELADA });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a manufacturing test file, with a fresh
 * {@link seedFabricacion} store before each test and unhandled requests failing the test. Call it
 * once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupFabricacionServer() {
  return setupMswServer(seedFabricacion, fabricacionHandlers);
}

/** The requests of `store` with that method whose path ends with `suffix` ('/fabricaciones/1/check-materia'). */
export function requestsTo(store: FabricacionStore, method: string, suffix: string): RecordedRequest[] {
  return store.requests.filter((r) => r.method === method && r.url.pathname.endsWith(suffix));
}
