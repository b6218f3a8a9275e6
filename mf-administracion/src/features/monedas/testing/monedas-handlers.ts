import { http, HttpResponse } from 'msw';
import {
  Dec,
  MONEDA_DOLARES,
  MSG_COTIZACION_PENDIENTE_CAMBIO,
  MSG_DOLAR_ACTUALIZADO,
  MSG_DOLAR_SIN_CAMBIOS,
  MSG_MONEDA_NO_EDITABLE,
  MSG_PROVEEDOR_COTIZACIONES,
  MSG_SIN_COTIZACION_PENDIENTE,
  confirmarPendienteBodySchema,
  monedaHistorialPageSchema,
  monedaHistorialQuerySchema,
  monedaValorBodySchema,
  toQuantity,
  type CotizacionDolar,
  type CotizacionPendiente,
  type Moneda,
  type MonedaHistorialItem,
} from 'shared';
import { API_URL, fakeCotizacionDolar, fakeMoneda, fakeMonedaHistorialItem, setupMswServer } from 'shared/testing';

/** How a call fails: the provider cannot be reached (502 with its message), a 500, or no answer at all. */
export type Falla = 'proveedor' | 'server' | 'network';

/** In-memory currencies, the provider's list and the dollar's history behind the msw handlers. */
export interface MonedasStore {
  monedas: Moneda[];
  cotizaciones: CotizacionDolar[];
  /** Every change, newest first (as GET monedas/historial answers). */
  historial: MonedaHistorialItem[];
  /** The name the history gets for a change made through the API (the signed-in user). */
  usuario: string;
  fail: Partial<Record<'list' | 'cotizaciones' | 'updateValue' | 'setValor' | 'historial', Falla>>;
  /** A call that waits for this promise before answering (to see the screen while it runs). */
  pausa: Partial<Record<'updateValue' | 'setValor', Promise<void>>>;
  /** Number of calls of each endpoint. */
  calls: Record<'list' | 'cotizaciones' | 'updateValue' | 'setValor' | 'historial', number>;
  /** Body of every PUT monedas/{id}, with its id. */
  puts: Array<{ id: number; body: unknown }>;
  /** Query of every GET monedas/historial, in order. */
  historialQueries: Array<Record<string, string>>;
  /** The provider rate GET monedas/cotizacion-pendiente answers (null: none); confirming it applies it. */
  pendiente: CotizacionPendiente['pendiente'];
  /** Body of every POST monedas/cotizacion-pendiente/confirmar, in order. */
  confirmaciones: unknown[];
  /** GET monedas/cotizacion-pendiente answers a 500. */
  failPendiente: boolean;
}

/**
 * The provider's seven dollar types (dolarapi.com /v1/dolares as the API relays them), built with
 * `fakeCotizacionDolar` (shared/testing, docs/pruebas.md): Oficial at 1160 / 1200, Blue, Bolsa,
 * Contado con liquidación, Mayorista, Cripto and Tarjeta (no compra).
 */
export function cotizacionesDelProveedor(): CotizacionDolar[] {
  return [
    fakeCotizacionDolar({ casa: 'oficial', nombre: 'Oficial', compra: '1160.0000', venta: '1200.0000' }),
    fakeCotizacionDolar({ casa: 'blue', nombre: 'Blue', compra: '1210.0000', venta: '1230.0000' }),
    fakeCotizacionDolar({ casa: 'bolsa', nombre: 'Bolsa', compra: '1215.5000', venta: '1220.2500' }),
    fakeCotizacionDolar({ casa: 'contadoconliqui', nombre: 'Contado con liquidación', compra: '1225.1000', venta: '1231.9000' }),
    fakeCotizacionDolar({ casa: 'mayorista', nombre: 'Mayorista', compra: '1170.0000', venta: '1173.0000' }),
    fakeCotizacionDolar({ casa: 'cripto', nombre: 'Cripto', compra: '1240.0000', venta: '1245.0000' }),
    fakeCotizacionDolar({ casa: 'tarjeta', nombre: 'Tarjeta', compra: null, venta: '1560.0000', fechaActualizacion: '2026-11-20T13:30:00.000Z' }),
  ];
}

/**
 * `count` changes of the dollar, newest first, built with `fakeMonedaHistorialItem`: change N (ids
 * count..1) on 2026-11-{N ≤ 28} at 12:00 Buenos Aires, from 1100 + 10·(N − 1) to 1100 + 10·N; odd
 * ids by Laura Gómez by hand, even ids by the scheduled refresh (no user).
 */
export function historialDolar(count = 3): MonedaHistorialItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return fakeMonedaHistorialItem({
      id: n,
      fecha: `2026-11-${String(Math.min(28, n)).padStart(2, '0')}T15:00:00.000Z`,
      valorAnterior: toQuantity(1100 + 10 * (n - 1)),
      valorNuevo: toQuantity(1100 + 10 * n),
      origen: n % 2 === 1 ? 'manual' : 'automatico',
      usuario: n % 2 === 1 ? 'Laura Gómez' : null,
    });
  });
}

/** Pesos at 1 and Dólares at 1180, the provider's seven types and three history rows. */
export function seedMonedas(): MonedasStore {
  return {
    monedas: [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2, valor: '1180.0000' })],
    cotizaciones: cotizacionesDelProveedor(),
    historial: historialDolar(3),
    usuario: 'Ana Pérez',
    fail: {},
    pausa: {},
    calls: { list: 0, cotizaciones: 0, updateValue: 0, setValor: 0, historial: 0 },
    puts: [],
    historialQueries: [],
    pendiente: null,
    confirmaciones: [],
    failPendiente: false,
  };
}

function failure(kind: Falla | undefined) {
  if (kind === 'network') return HttpResponse.error();
  if (kind === 'proveedor') return HttpResponse.json({ message: MSG_PROVEEDOR_COTIZACIONES }, { status: 502 });
  if (kind === 'server') return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
  return undefined;
}

/** The dollar set to `valor` like the API: no change when equal, else the rate, a history row and MSG_DOLAR_ACTUALIZADO. */
function fijarDolar(store: MonedasStore, valor: string, origen: MonedaHistorialItem['origen']) {
  const dolar = store.monedas.find((m) => m.id === MONEDA_DOLARES)!;
  const nuevo = toQuantity(valor);
  if (new Dec(dolar.valor).eq(nuevo)) return HttpResponse.json({ message: MSG_DOLAR_SIN_CAMBIOS, valor: dolar.valor });
  const id = Math.max(0, ...store.historial.map((h) => h.id)) + 1;
  store.historial.unshift(
    fakeMonedaHistorialItem({ id, fecha: new Date().toISOString(), valorAnterior: dolar.valor, valorNuevo: nuevo, origen, usuario: store.usuario }),
  );
  dolar.valor = nuevo;
  return HttpResponse.json({ message: MSG_DOLAR_ACTUALIZADO, valor: nuevo });
}

/** Start of a Buenos Aires day (YYYY-MM-DD) as epoch ms. */
const inicioDiaBA = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/**
 * msw handlers of GET monedas, GET monedas/cotizaciones, GET monedas/updateValue (the 'oficial'
 * venta), GET monedas/cotizacion-pendiente and POST …/confirmar (409 without one or for another
 * value), PUT monedas/{id} (checked with monedaValorBodySchema; 400 for the peso) and GET
 * monedas/historial (monedaId, fechaDesde, page, pageSize up to 500, checked with the shared query
 * and page schemas) over `store`.
 */
export function monedasHandlers(store: MonedasStore) {
  return [
    http.get(`${API_URL}/monedas`, () => {
      store.calls.list += 1;
      return failure(store.fail.list) ?? HttpResponse.json({ monedas: store.monedas });
    }),
    http.get(`${API_URL}/monedas/cotizaciones`, () => {
      store.calls.cotizaciones += 1;
      return failure(store.fail.cotizaciones) ?? HttpResponse.json({ cotizaciones: store.cotizaciones });
    }),
    http.get(`${API_URL}/monedas/updateValue`, async () => {
      store.calls.updateValue += 1;
      await store.pausa.updateValue;
      const failed = failure(store.fail.updateValue);
      if (failed) return failed;
      const venta = store.cotizaciones.find((c) => c.casa === 'oficial')?.venta;
      if (!venta) return HttpResponse.json({ message: MSG_PROVEEDOR_COTIZACIONES }, { status: 502 });
      return fijarDolar(store, venta, 'automatico');
    }),
    http.get(`${API_URL}/monedas/historial`, ({ request }) => {
      store.calls.historial += 1;
      const raw = Object.fromEntries(new URL(request.url).searchParams.entries());
      store.historialQueries.push(raw);
      const failed = failure(store.fail.historial);
      if (failed) return failed;
      const q = monedaHistorialQuerySchema.safeParse(raw);
      if (!q.success) return HttpResponse.json({ message: q.error.issues[0].message }, { status: 400 });
      const { monedaId, fechaDesde, page, pageSize } = q.data;
      const desde = fechaDesde ? inicioDiaBA(fechaDesde) : -Infinity;
      const found = monedaId === MONEDA_DOLARES ? store.historial.filter((h) => Date.parse(h.fecha) >= desde) : [];
      return HttpResponse.json(
        monedaHistorialPageSchema.parse({
          items: found.slice((page - 1) * pageSize, page * pageSize),
          total: found.length,
          currentPage: page,
          totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
          pageSize,
        }),
      );
    }),
    http.get(`${API_URL}/monedas/cotizacion-pendiente`, () =>
      store.failPendiente ? HttpResponse.json({ message: 'Fallo interno' }, { status: 500 }) : HttpResponse.json({ pendiente: store.pendiente }),
    ),
    http.post(`${API_URL}/monedas/cotizacion-pendiente/confirmar`, async ({ request }) => {
      const body = await request.json();
      store.confirmaciones.push(body);
      const parsed = confirmarPendienteBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (!store.pendiente) return HttpResponse.json({ message: MSG_SIN_COTIZACION_PENDIENTE }, { status: 409 });
      if (!new Dec(store.pendiente.valor).eq(parsed.data.valor)) return HttpResponse.json({ message: MSG_COTIZACION_PENDIENTE_CAMBIO }, { status: 409 });
      const valor = store.pendiente.valor;
      store.pendiente = null;
      return fijarDolar(store, valor, 'automatico');
    }),
    http.put(`${API_URL}/monedas/:id`, async ({ params, request }) => {
      store.calls.setValor += 1;
      const body = await request.json();
      const id = Number(params.id);
      store.puts.push({ id, body });
      await store.pausa.setValor;
      const failed = failure(store.fail.setValor);
      if (failed) return failed;
      const parsed = monedaValorBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      if (id !== MONEDA_DOLARES) return HttpResponse.json({ message: MSG_MONEDA_NO_EDITABLE }, { status: 400 });
      return fijarDolar(store, parsed.data.valor, 'manual');
    }),
  ];
}

/** Makes `call` wait until the returned function is called (e.g. to see 'Actualizando...'). */
export function pausar(store: MonedasStore, call: keyof MonedasStore['pausa']): () => void {
  let soltar!: () => void;
  store.pausa[call] = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  return soltar;
}

/**
 * Test helper (docs/pruebas.md): the msw server of a /monedas test file, with a fresh
 * {@link seedMonedas} store before each test and unhandled requests failing the test. Call it once
 * at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupMonedasServer() {
  return setupMswServer(seedMonedas, monedasHandlers);
}
