import { http, HttpResponse } from 'msw';
import { compareDecimal, ingresoBodySchema, MSG_INGRESO_ANULADO_OK, MSG_INGRESO_YA_ANULADO, toMoney, toQuantity, type CostoConfirmacion, type Ingreso, type Producto, type ProveedorSelect } from 'shared';
import { API_URL, fakeMoneda, fakeProducto, fakeProveedorSelect, fakeSucursal, pageOf, setupMswServer } from 'shared/testing';
import { fakeIngreso, fakeIngresoDetalle, toIngresoListItem } from './ingresos-fakes';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** The 409 message of the fake API when a cost needs confirmation (the real one is the API's). */
export const MSG_FAKE_CONFIRMAR_COSTO = 'Hay costos que requieren confirmación.';

/** In-memory data behind the stock-entry handlers, plus every request the screens made. */
export interface IngresosStore {
  /** Products with their stock in branch 1 (branch 2 has none). */
  productos: Producto[];
  proveedores: ProveedorSelect[];
  ingresos: Ingreso[];
  /** Bodies of POST ingresos, in order (also the refused ones). */
  posts: unknown[];
  productosRequests: URL[];
  ingresosRequests: URL[];
  failIngresos: boolean;
  failIngreso: boolean;
  /** Ids of every PUT ingresos/anular/{id}, in order (also the refused ones). */
  anulaciones: number[];
  /** Entries whose stock was already sold or used: their annulment answers the API's 409 'Stock insuficiente…'. */
  stockConsumido: number[];
  /** What a successful annulment answers as `costosNoRestaurados` (none by default). */
  costosNoRestaurados: Array<{ productoId: number; codigo: string; nombre: string }>;
  /** Who annuls (the signed-in user of the tests) and when (ISO). */
  anulador: { id: number; name: string };
  ahora: string;
}

/** A fake 409 of an annulment whose stock was used (the real message comes from the API's stock rule). */
export const MSG_FAKE_STOCK_INSUFICIENTE = 'Stock insuficiente para 10001 - Alcohol etílico (disponible: 1 kg)';

/**
 * A raw material of the stock-entry tests, built with `fakeProducto` (shared/testing): 'Producto N',
 * code 100NN, 20 kg in branch 1, cost $ 500,00 from supplier 1 unless overridden.
 * @throws Error when the result is not a product the API could send.
 */
export function producto(id: number, over: Partial<Producto> = {}): Producto {
  return fakeProducto({
    id,
    codigo: String(10000 + id),
    nombre: `Producto ${id}`,
    categoria: 'materia_prima',
    unidad: 'kg',
    stock: '20.0000',
    costo: '500.00',
    costoMonedaId: 1,
    proveedor: { id: 1, nombre: 'Química del Sur' },
    ...over,
  });
}

const PROVEEDORES = ['Química del Sur', 'Esencias Andinas', 'Envases del Plata'];

/**
 * A fresh store: 'Alcohol etílico' (10001, $ 500,00, Química del Sur), 'Esencia de lavanda'
 * (20002, US$ 12,50 in litres, Esencias Andinas), 'Frasco 100 ml' (10003, $ 80,00, no supplier),
 * three suppliers and 23 entries (ids 23 to 1, newest first; entry 1 has two lines).
 */
export function createIngresosStore(): IngresosStore {
  const proveedores = PROVEEDORES.map((nombre, i) => fakeProveedorSelect({ id: i + 1, nombre }));
  const productos = [
    producto(1, { nombre: 'Alcohol etílico' }),
    producto(2, {
      codigo: '20002',
      categoria: 'esencia',
      nombre: 'Esencia de lavanda',
      unidad: 'l',
      stock: '3.5000',
      costo: '12.50',
      costoMonedaId: 2,
      precio: '30.00',
      monedaId: 2,
      moneda: { id: 2, simbolo: 'US$' },
      proveedor: { id: 2, nombre: 'Esencias Andinas' },
    }),
    producto(3, { nombre: 'Frasco 100 ml', unidad: 'unidad', costo: '80.00', proveedor: null }),
  ];
  const ingresos: Ingreso[] = [];
  for (let id = 23; id >= 2; id--) {
    const prov = proveedores[id % 3];
    ingresos.push(
      fakeIngreso({
        id,
        usuario: id % 2 === 0 ? { id: 1, name: 'Ana Pérez' } : { id: 3, name: 'Pablo Díaz' },
        detalles: [fakeIngresoDetalle({ id: id * 100 + 1, proveedor: { id: prov.id, nombre: prov.nombre } })],
      }),
    );
  }
  ingresos.push(
    fakeIngreso({
      id: 1,
      sucursal: { id: 2, nombre: 'Sucursal Norte' },
      usuario: null,
      detalles: [
        fakeIngresoDetalle({ id: 101, cantidad: '2.5000', proveedor: { id: 1, nombre: 'Química del Sur' } }),
        fakeIngresoDetalle({
          id: 102,
          cantidad: '1.2500',
          costo: '14.00',
          costoMoneda: { id: 2, simbolo: 'US$' },
          costo_anterior: '12.50',
          costoAnteriorMoneda: { id: 2, simbolo: 'US$' },
          producto: { id: 2, codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l' },
          proveedor: { id: 2, nombre: 'Esencias Andinas' },
        }),
        fakeIngresoDetalle({
          id: 103,
          cantidad: '100.0000',
          costo: '80.00',
          costo_anterior: '80.00',
          producto: { id: 3, codigo: '10003', nombre: 'Frasco 100 ml', unidad: 'unidad' },
          proveedor: null,
        }),
      ],
    }),
  );
  return {
    productos,
    proveedores,
    ingresos,
    posts: [],
    productosRequests: [],
    ingresosRequests: [],
    failIngresos: false,
    failIngreso: false,
    anulaciones: [],
    stockConsumido: [],
    costosNoRestaurados: [],
    anulador: { id: 1, name: 'Ana Pérez' },
    ahora: '2026-03-20T15:30:00.000Z',
  };
}

/** The Buenos Aires calendar day (YYYY-MM-DD) of an ISO instant (UTC−3, no daylight saving). */
const diaBsAs = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The cost changes the fake API asks to confirm, by the rule of docs/stock-y-productos.md: another
 * currency, or a lower cost in the same currency.
 */
function confirmacionesDe(store: IngresosStore, detalles: { productoId: number; costo: string; costoMonedaId: number }[]): CostoConfirmacion['confirmaciones'] {
  return detalles.flatMap((d) => {
    const p = store.productos.find((x) => x.id === d.productoId);
    if (!p) return [];
    const motivo = p.costoMonedaId !== d.costoMonedaId ? 'moneda' : compareDecimal(d.costo, p.costo) < 0 ? 'menor' : null;
    if (!motivo) return [];
    return [{ productoId: p.id, codigo: p.codigo, nombre: p.nombre, motivo, costoActual: p.costo, costoActualMonedaId: p.costoMonedaId, costoNuevo: toMoney(d.costo), costoNuevoMonedaId: d.costoMonedaId }];
  });
}

/** msw handlers of the calls the stock-entry screens make, over `store`. */
export function ingresosHandlers(store: IngresosStore) {
  const sucursales = [fakeSucursal({ id: 1, nombre: 'Casa Central' }), fakeSucursal({ id: 2, nombre: 'Sucursal Norte' })];
  const monedas = [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2 })];
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales })),
    http.get(`${API_URL}/monedas`, () => HttpResponse.json({ monedas })),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: store.proveedores })),
    http.get(`${API_URL}/productos`, ({ request }) => {
      const url = new URL(request.url);
      store.productosRequests.push(url);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const sucursalId = url.searchParams.get('sucursalId');
      const found = store.productos
        .filter((p) => !search || p.nombre.toLowerCase().includes(search) || (/^\d+$/.test(search) && p.codigo.startsWith(search)))
        .map((p) => ({ ...p, stock: sucursalId === '1' ? p.stock : '0.0000' }));
      return HttpResponse.json(pageOf(found, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('pageSize') ?? 10)));
    }),
    http.post(`${API_URL}/ingresos`, async ({ request }) => {
      const raw: unknown = await request.json();
      store.posts.push(raw);
      const parsed = ingresoBodySchema.safeParse(raw);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      const body = parsed.data;
      const confirmaciones = confirmacionesDe(store, body.detalles);
      if (confirmaciones.length > 0 && !body.confirmarCosto) {
        return HttpResponse.json({ message: MSG_FAKE_CONFIRMAR_COSTO, confirmaciones }, { status: 409 });
      }
      const id = Math.max(0, ...store.ingresos.map((i) => i.id)) + 1;
      const { id: sucursalId, nombre } = sucursales.find((s) => s.id === body.sucursalId) ?? sucursales[0];
      const sucursal = { id: sucursalId, nombre };
      store.ingresos.unshift(
        fakeIngreso({
          id,
          fechaIngreso: '2026-04-10T15:30:00.000Z',
          sucursal,
          detalles: body.detalles.map((d, i) => {
            const p = store.productos.find((x) => x.id === d.productoId)!;
            const prov = store.proveedores.find((x) => x.id === d.proveedorId) ?? null;
            const simbolo = (m: number) => monedas.find((x) => x.id === m)?.simbolo ?? '$';
            return fakeIngresoDetalle({
              id: id * 100 + i,
              cantidad: toQuantity(d.cantidad),
              costo: toMoney(d.costo),
              costoMoneda: { id: d.costoMonedaId, simbolo: simbolo(d.costoMonedaId) },
              costo_anterior: p.costo,
              costoAnteriorMoneda: { id: p.costoMonedaId, simbolo: simbolo(p.costoMonedaId) },
              producto: { id: p.id, codigo: p.codigo, nombre: p.nombre, unidad: p.unidad },
              proveedor: prov,
            });
          }),
        }),
      );
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.put(`${API_URL}/ingresos/anular/:id`, ({ params }) => {
      const id = Number(params.id);
      store.anulaciones.push(id);
      const ingreso = store.ingresos.find((i) => i.id === id);
      if (!ingreso) return HttpResponse.json({ message: 'No se encontró el ingreso.' }, { status: 404 });
      if (ingreso.status === 'anulado') return HttpResponse.json({ message: MSG_INGRESO_YA_ANULADO }, { status: 409 });
      if (store.stockConsumido.includes(id)) return HttpResponse.json({ message: MSG_FAKE_STOCK_INSUFICIENTE }, { status: 409 });
      ingreso.status = 'anulado';
      ingreso.anulacion = { fecha: store.ahora, usuario: store.anulador };
      return HttpResponse.json({ message: MSG_INGRESO_ANULADO_OK, costosNoRestaurados: store.costosNoRestaurados });
    }),
    http.get(`${API_URL}/ingresos/:id`, ({ params }) => {
      if (store.failIngreso) return HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 });
      const ingreso = store.ingresos.find((i) => i.id === Number(params.id));
      return ingreso ? HttpResponse.json(ingreso) : HttpResponse.json({ message: 'No se encontró el ingreso.' }, { status: 404 });
    }),
    http.get(`${API_URL}/ingresos`, ({ request }) => {
      const url = new URL(request.url);
      store.ingresosRequests.push(url);
      if (store.failIngresos) return HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 });
      const q = url.searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const proveedorId = q.get('proveedorId');
      const desde = q.get('fechaDesde');
      const hasta = q.get('fechaHasta');
      const found = store.ingresos
        .filter((i) => !desde || diaBsAs(i.fechaIngreso) >= desde)
        .filter((i) => !hasta || diaBsAs(i.fechaIngreso) <= hasta)
        .filter((i) => !proveedorId || i.detalles.some((d) => d.proveedor?.id === Number(proveedorId)))
        .filter(
          (i) =>
            !search ||
            i.detalles.some(
              (d) => d.producto.nombre.toLowerCase().includes(search) || d.producto.codigo.startsWith(search) || (d.proveedor?.nombre.toLowerCase().includes(search) ?? false),
            ),
        );
      return HttpResponse.json(pageOf(found.map(toIngresoListItem), Number(q.get('page') ?? 1), Number(q.get('pageSize') ?? 10)));
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a stock-entry test file, with a fresh
 * {@link createIngresosStore} before each test and unhandled requests failing the test. Call it
 * once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupIngresosServer() {
  return setupMswServer(createIngresosStore, ingresosHandlers);
}
