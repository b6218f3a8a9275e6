import { http, HttpResponse } from 'msw';
import {
  comisionPagoBodySchema,
  Dec,
  MSG_CAJA_CERRADA,
  toMoney,
  type ComisionPago,
  type ComisionPagoBody,
  type ComisionVendedor,
  type ComisionVenta,
  type Moneda,
} from 'shared';
import { API_URL, fakeMoneda, pageOf, setupMswServer, type MswHandler } from 'shared/testing';
import { createCajasStore, saldoCaja, type CajasStore } from '../../comun/cajas/testing/cajas-handlers';
import { ANA, fakeComisionPago, fakeComisionVendedor, fakeComisionVenta, PEDRO } from './comisiones-fakes';

export { API_URL };

/** In-memory data behind the commission handlers of the component tests. */
export interface ComisionesStore {
  /** GET comisiones: one line per seller and currency. */
  items: ComisionVendedor[];
  /** GET comisiones/ventas: per seller id and currency id ('1-1'), newest first. */
  ventas: Record<string, ComisionVenta[]>;
  /** GET comisiones/pagos, newest first. */
  pagos: ComisionPago[];
  /** Like the API for a user without comisiones.post: when set, GET comisiones answers only this seller's lines. */
  soloVendedorId: number | null;
  monedas: Moneda[];
  /** The boxes of the cash-box tests: open are Casa Central $ and Sucursal Norte US$. */
  cajas: CajasStore;
  /** The body of every valid POST comisiones/pagos. */
  pagados: ComisionPagoBody[];
  /** The query of every GET comisiones, comisiones/ventas and comisiones/pagos, with its path. */
  listados: URL[];
}

/**
 * The store of the commission tests (period: November 2026):
 * - Ana Pérez (V001, 5 %) in pesos: 12 sales (two pages of 10: ids 112 to 101) that earned
 *   $ 1.210,00, $ 200,00 paid (payout 4, from the Casa Central box), $ 1.010,00 owed;
 * - Ana Pérez in dollars: 1 sale, US$ 6,05 earned and owed;
 * - Pedro Ruiz (V002, 3 %) in pesos: 3 sales, $ 300,00 earned and paid (payout 3, without a box).
 */
export function createComisionesStore(): ComisionesStore {
  const ventasAna = Array.from({ length: 12 }, (_, i) => fakeComisionVenta({ ventaId: 112 - i, comision: i === 0 ? '110.00' : '100.00', cliente: i === 1 ? null : 'María López' }));
  return {
    items: [
      fakeComisionVendedor({ vendedor: { ...ANA }, monedaId: 1, ventas: 12, total: '1210.00', pagado: '200.00', adeudado: '1010.00' }),
      fakeComisionVendedor({ vendedor: { ...ANA }, monedaId: 2, ventas: 1, total: '6.05', pagado: '0.00', adeudado: '6.05' }),
      fakeComisionVendedor({ vendedor: { ...PEDRO }, porcentaje: '3.00', monedaId: 1, ventas: 3, total: '300.00', pagado: '300.00', adeudado: '0.00' }),
    ],
    ventas: {
      '1-1': ventasAna,
      '1-2': [fakeComisionVenta({ ventaId: 120, moneda: { id: 2, simbolo: 'US$' }, total: '121.00', comision: '6.05' })],
      '2-1': [130, 131, 132].map((ventaId) => fakeComisionVenta({ ventaId })),
    },
    pagos: [
      fakeComisionPago({ id: 4, caja: { id: 1, sucursal: { id: 1, nombre: 'Casa Central' } }, descripcion: 'Comisiones de noviembre' }),
      fakeComisionPago({ id: 3, fecha: '2026-11-18T15:00:00.000Z', vendedor: { ...PEDRO }, monto: '300.00' }),
    ],
    soloVendedorId: null,
    monedas: [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2 })],
    cajas: createCajasStore(),
    pagados: [],
    listados: [],
  };
}

const error = (status: number, message: string) => HttpResponse.json({ message }, { status });
const paginar = (url: URL) => ({ page: Number(url.searchParams.get('page') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 10) });

/**
 * msw handlers of the commission screen over `store`: GET comisiones (only `soloVendedorId`'s lines
 * when set), GET comisiones/ventas (per seller and currency, paged), GET comisiones/pagos (per
 * seller, paged, newest first) and comisiones/pagos/{id}, POST comisiones/pagos (checked with the
 * shared comisionPagoBodySchema: 400 with its first message; 409 for a closed box or one of another
 * currency; the seller's line then shows it paid), GET cajas and GET monedas.
 */
export function comisionesHandlers(store: ComisionesStore): MswHandler[] {
  return [
    http.get(`${API_URL}/monedas`, () => HttpResponse.json({ monedas: store.monedas })),
    http.get(`${API_URL}/cajas`, () => HttpResponse.json(store.cajas.cajas.map((c) => ({ ...c, saldo: saldoCaja(store.cajas, c.id) })))),
    http.get(`${API_URL}/comisiones`, ({ request }) => {
      const url = new URL(request.url);
      store.listados.push(url);
      return HttpResponse.json({ items: store.items.filter((i) => store.soloVendedorId === null || i.vendedor.id === store.soloVendedorId) });
    }),
    http.get(`${API_URL}/comisiones/ventas`, ({ request }) => {
      const url = new URL(request.url);
      store.listados.push(url);
      const { page, pageSize } = paginar(url);
      const ventas = store.ventas[`${url.searchParams.get('vendedorId')}-${url.searchParams.get('monedaId') ?? 1}`] ?? [];
      return HttpResponse.json(pageOf(ventas, page, pageSize));
    }),
    http.get(`${API_URL}/comisiones/pagos/:id`, ({ params }) => {
      const p = store.pagos.find((x) => x.id === Number(params.id));
      return p ? HttpResponse.json(p) : error(404, 'No se encontró el pago de comisión.');
    }),
    http.get(`${API_URL}/comisiones/pagos`, ({ request }) => {
      const url = new URL(request.url);
      store.listados.push(url);
      const { page, pageSize } = paginar(url);
      const vendedorId = url.searchParams.get('vendedorId');
      return HttpResponse.json(pageOf(store.pagos.filter((p) => vendedorId === null || p.vendedor.id === Number(vendedorId)), page, pageSize));
    }),
    http.post(`${API_URL}/comisiones/pagos`, async ({ request }) => {
      const body = (await request.json()) as ComisionPagoBody;
      const parsed = comisionPagoBodySchema.safeParse(body);
      if (!parsed.success) return error(400, parsed.error.issues[0].message);
      const d = parsed.data;
      const caja = d.cajaId ? store.cajas.cajas.find((c) => c.id === d.cajaId) : undefined;
      if (d.cajaId && (!caja || !caja.abierta || caja.monedaId !== d.monedaId)) return error(409, MSG_CAJA_CERRADA);
      const i = store.items.findIndex((x) => x.vendedor.id === d.vendedorId && x.monedaId === d.monedaId);
      if (i < 0) return error(400, 'Debe seleccionar un vendedor.');
      store.pagados.push(body);
      const linea = store.items[i];
      const pagado = new Dec(linea.pagado).plus(d.monto);
      const adeudado = Dec.max(new Dec(linea.adeudado).minus(d.monto), 0);
      store.items[i] = fakeComisionVendedor({ ...linea, pagado: toMoney(pagado), adeudado: toMoney(adeudado) });
      const id = 100 + store.pagados.length;
      store.pagos.unshift(
        fakeComisionPago({
          id,
          fecha: new Date().toISOString(),
          vendedor: linea.vendedor,
          monto: toMoney(d.monto),
          moneda: linea.moneda,
          caja: caja ? { id: caja.id, sucursal: caja.sucursal } : null,
          descripcion: d.descripcion ?? null,
        }),
      );
      return HttpResponse.json({ id }, { status: 201 });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a commission test file, with a fresh
 * {@link createComisionesStore} before each test and unhandled requests failing the test.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupComisionesServer() {
  return setupMswServer(createComisionesStore, comisionesHandlers);
}
