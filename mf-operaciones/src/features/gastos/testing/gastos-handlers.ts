import { http, HttpResponse } from 'msw';
import {
  CATEGORIAS_GASTO,
  Dec,
  gastoBodySchema,
  MSG_CAJA_CERRADA,
  MSG_GASTO_NO_ENCONTRADO,
  MSG_GASTO_YA_ANULADO,
  toMoney,
  type Gasto,
  type GastoBody,
  type GastosPage,
  type MetodoPago,
  type Moneda,
  type ProveedorSelect,
} from 'shared';
import { API_URL, fakeMetodoPago, fakeMoneda, fakeProveedorSelect, pageOf, setupMswServer, type MswHandler } from 'shared/testing';
import { createCajasStore, saldoCaja, type CajasStore } from '../../comun/cajas/testing/cajas-handlers';
import { fakeGasto } from './gastos-fakes';

export { API_URL };

/** Text of a successful PUT gastos/anular/{id}. */
export const MSG_GASTO_ANULADO_SERVIDOR = 'Gasto anulado correctamente.';

/** In-memory data behind the expense handlers of the component tests. */
export interface GastosStore {
  /** Newest first. */
  gastos: Gasto[];
  metodos: MetodoPago[];
  monedas: Moneda[];
  proveedores: ProveedorSelect[];
  /** The boxes of the cash-box tests (GET cajas): open are Casa Central $ and Sucursal Norte US$. */
  cajas: CajasStore;
  /** The body of every valid POST gastos. */
  creados: GastoBody[];
  /** The id of every expense annulled through PUT gastos/anular/{id}. */
  anulados: number[];
  /** The query of every GET gastos, in order. */
  listados: URLSearchParams[];
}

const TZ_DIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' });
const dia = (iso: string) => TZ_DIA.format(new Date(iso));

/**
 * 12 expenses (ids 12 to 1, newest first; two pages of 10): in November 2026 ids 12 to 5 (id 12
 * 'Alquiler del local' $ 350.000,00 on 23/11 paid from box 1 by transfer to the supplier Química del
 * Plata; id 11 'Flete a Rosario' US$ 120,00 'Fletes y envíos' on 22/11; id 10 annulled; the rest
 * 'Servicios' in pesos) and ids 4 to 1 'Servicios' in October 2026.
 */
export function createGastosStore(): GastosStore {
  const gastos: Gasto[] = [];
  for (let id = 12; id >= 1; id--) {
    const fecha = id >= 5 ? `2026-11-${String(11 + id).padStart(2, '0')}T15:00:00.000Z` : `2026-10-${String(10 + id).padStart(2, '0')}T15:00:00.000Z`;
    if (id === 12) {
      gastos.push(
        fakeGasto({
          id,
          fecha,
          categoria: 'Alquiler',
          descripcion: 'Alquiler del local',
          monto: '350000.00',
          metodoPago: { id: 2, nombre: 'Transferencia' },
          proveedor: { id: 1, nombre: 'Química del Plata S.A.' },
          caja: { id: 1, sucursal: { id: 1, nombre: 'Casa Central' } },
        }),
      );
    } else if (id === 11) {
      gastos.push(fakeGasto({ id, fecha, categoria: 'Fletes y envíos', descripcion: 'Flete a Rosario', monto: '120.00', moneda: { id: 2, simbolo: 'US$' } }));
    } else {
      gastos.push(fakeGasto({ id, fecha, anulado: id === 10 }));
    }
  }
  return {
    gastos,
    metodos: [1, 2, 3, 4].map((id) => fakeMetodoPago({ id })),
    monedas: [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2 })],
    proveedores: [fakeProveedorSelect({ id: 1, nombre: 'Química del Plata S.A.' }), fakeProveedorSelect({ id: 2, nombre: 'Aromas del Sur S.R.L.' })],
    cajas: createCajasStore(),
    creados: [],
    anulados: [],
    listados: [],
  };
}

/** The expenses of GET gastos for `q`, as the API filters them (days in Buenos Aires, both ends included). */
function filtrar(gastos: Gasto[], q: URLSearchParams, conAnulado: boolean): Gasto[] {
  const desde = q.get('fechaDesde');
  const hasta = q.get('fechaHasta');
  const categoria = q.get('categoria');
  const monedaId = q.get('monedaId');
  const anulado = q.get('anulado');
  return gastos.filter(
    (g) =>
      (!desde || dia(g.fecha) >= desde) &&
      (!hasta || dia(g.fecha) <= hasta) &&
      (!categoria || g.categoria === categoria) &&
      (!monedaId || g.moneda.id === Number(monedaId)) &&
      (!conAnulado || anulado === null || g.anulado === (anulado === 'true')),
  );
}

/** Totals of the non-annulled `gastos` per category, month (Buenos Aires) and currency, as the API sends them. */
function totales(gastos: Gasto[]): GastosPage['totales'] {
  const activos = gastos.filter((g) => !g.anulado);
  const agrupar = (clave: (g: Gasto) => string) => {
    const m = new Map<string, { monedaId: number; total: InstanceType<typeof Dec>; clave: string }>();
    for (const g of activos) {
      const k = `${clave(g)}|${g.moneda.id}`;
      const actual = m.get(k) ?? { monedaId: g.moneda.id, total: new Dec(0), clave: clave(g) };
      m.set(k, { ...actual, total: actual.total.plus(g.monto) });
    }
    return [...m.values()];
  };
  return {
    porCategoria: agrupar((g) => g.categoria).map((x) => ({ categoria: x.clave, monedaId: x.monedaId, total: toMoney(x.total) })),
    porMes: agrupar((g) => dia(g.fecha).slice(0, 7))
      .sort((a, b) => b.clave.localeCompare(a.clave))
      .map((x) => ({ mes: x.clave, monedaId: x.monedaId, total: toMoney(x.total) })),
    porMoneda: agrupar(() => '').map((x) => ({ monedaId: x.monedaId, total: toMoney(x.total) })),
  };
}

const error = (status: number, message: string) => HttpResponse.json({ message }, { status });

/**
 * msw handlers of the expense screen over `store`: the catalogues (GET metodo-pago, monedas,
 * proveedores?select=true, cajas), GET gastos (filters, paging, totals of the non-annulled matching
 * expenses whatever the 'anulado' filter), GET gastos/{id}, POST gastos (checked with the shared
 * gastoBodySchema: 400 with its first message; 409 when the box is closed or of another currency)
 * and PUT gastos/anular/{id} (409 'El gasto ya está anulado.').
 */
export function gastosHandlers(store: GastosStore): MswHandler[] {
  return [
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/monedas`, () => HttpResponse.json({ monedas: store.monedas })),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: store.proveedores })),
    http.get(`${API_URL}/cajas`, () =>
      HttpResponse.json(store.cajas.cajas.map((c) => ({ ...c, saldo: saldoCaja(store.cajas, c.id) }))),
    ),
    http.get(`${API_URL}/gastos`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.listados.push(q);
      if (q.get('categoria') && !(CATEGORIAS_GASTO as readonly string[]).includes(q.get('categoria') ?? '')) return error(400, 'Categoría inválida.');
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const body: GastosPage = { ...pageOf(filtrar(store.gastos, q, true), page, pageSize), totales: totales(filtrar(store.gastos, q, false)) };
      return HttpResponse.json(body);
    }),
    http.get(`${API_URL}/gastos/:id`, ({ params }) => {
      const g = store.gastos.find((x) => x.id === Number(params.id));
      return g ? HttpResponse.json(g) : error(404, MSG_GASTO_NO_ENCONTRADO);
    }),
    http.post(`${API_URL}/gastos`, async ({ request }) => {
      const body = (await request.json()) as GastoBody;
      const parsed = gastoBodySchema.safeParse(body);
      if (!parsed.success) return error(400, parsed.error.issues[0].message);
      const d = parsed.data;
      const caja = d.cajaId ? store.cajas.cajas.find((c) => c.id === d.cajaId) : undefined;
      if (d.cajaId && (!caja || caja.monedaId !== d.monedaId || !caja.abierta)) return error(409, MSG_CAJA_CERRADA);
      store.creados.push(body);
      const id = 100 + store.creados.length;
      const metodo = store.metodos.find((m) => m.id === d.metodoPagoId) ?? store.metodos[0];
      const moneda = store.monedas.find((m) => m.id === d.monedaId) ?? store.monedas[0];
      store.gastos.unshift(
        fakeGasto({
          id,
          fecha: `${d.fecha}T15:00:00.000Z`,
          categoria: d.categoria,
          descripcion: d.descripcion,
          monto: toMoney(d.monto),
          moneda: { id: moneda.id, simbolo: moneda.simbolo },
          metodoPago: { id: metodo.id, nombre: metodo.nombre },
          proveedor: store.proveedores.find((p) => p.id === d.proveedorId) ?? null,
          caja: caja ? { id: caja.id, sucursal: caja.sucursal } : null,
        }),
      );
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.put(`${API_URL}/gastos/anular/:id`, ({ params }) => {
      const i = store.gastos.findIndex((x) => x.id === Number(params.id));
      if (i < 0) return error(404, MSG_GASTO_NO_ENCONTRADO);
      if (store.gastos[i].anulado) return error(409, MSG_GASTO_YA_ANULADO);
      store.gastos[i] = fakeGasto({ ...store.gastos[i], anulado: true });
      store.anulados.push(store.gastos[i].id);
      return HttpResponse.json({ message: MSG_GASTO_ANULADO_SERVIDOR });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of an expense test file, with a fresh
 * {@link createGastosStore} before each test and unhandled requests failing the test.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupGastosServer() {
  return setupMswServer(createGastosStore, gastosHandlers);
}
