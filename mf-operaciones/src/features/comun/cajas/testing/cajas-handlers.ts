import { http, HttpResponse } from 'msw';
import {
  abrirCajaBodySchema,
  cajaMovimientoBodySchema,
  cerrarCajaBodySchema,
  Dec,
  METODO_CLAVE,
  MSG_CAJA_CERRADA,
  MSG_CAJA_NO_ENCONTRADA,
  MSG_CAJA_SALDO_INSUFICIENTE,
  MSG_CAJA_YA_ABIERTA,
  toMoney,
  type AbrirCajaBody,
  type Caja,
  type CajaMovimiento,
  type CajaMovimientoBody,
  type CajaSesion,
  type CerrarCajaBody,
  type MetodoPago,
} from 'shared';
import { API_URL, fakeMetodoPago, pageOf, setupMswServer, type MswHandler } from 'shared/testing';
import { fakeCaja, fakeCajaMovimiento, fakeCajaSesion, LAURA } from './cajas-fakes';

export { API_URL };

/** In-memory data behind the cash-box handlers of the component tests. */
export interface CajasStore {
  /** The boxes; their balance and session are recomputed from `movimientos` and `sesiones` on every GET. */
  cajas: Caja[];
  /** Every movement of every box, newest first, with its box. */
  movimientos: Array<{ cajaId: number; mov: CajaMovimiento }>;
  /** Every session (open and closed), newest first. */
  sesiones: CajaSesion[];
  /** GET metodo-pago: Efectivo (key 'efectivo'), Transferencia, Tarjeta and Cuenta Corriente. */
  metodos: MetodoPago[];
  /** Each valid POST cajas/{id}/abrir, cerrar and movimientos, with its box. */
  aperturas: Array<{ id: number; body: AbrirCajaBody }>;
  cierres: Array<{ id: number; body: CerrarCajaBody }>;
  manuales: Array<{ id: number; body: CajaMovimientoBody }>;
  /** The URL of every GET cajas/{id}/movimientos and GET cajas/{id}/sesiones, in order. */
  listados: URL[];
}

const EFECTIVO = { id: 1, nombre: 'Efectivo' };
const TARJETA = { id: 3, nombre: 'Tarjeta' };
const TRANSFERENCIA = { id: 2, nombre: 'Transferencia' };

/**
 * The store of the cash-box tests (every money amount below in pesos unless said):
 * - box 1, Casa Central $, open (session 100, since 23/11/2026 09:00 by Laura Gómez, $ 1.000,00):
 *   apertura +1.000 cash, sale 12 +2.420 cash, sale 13 +500 card, account payment of client 1
 *   +300 cash, expense 5 −200 cash, commission payout 4 −150 cash, manual income +50 without a
 *   method (counts as cash): expected cash $ 3.420,00, card $ 500,00, balance $ 3.920,00; plus 9
 *   older movements of its closed session 99 (16 in all: two pages of 10);
 * - box 2, Casa Central US$, closed, sessions 201 and 202 closed;
 * - box 3, Sucursal Norte $, closed, never opened;
 * - box 4, Sucursal Norte US$, open (session 400, US$ 200,00).
 */
export function createCajasStore(): CajasStore {
  const movimientos: CajasStore['movimientos'] = [];
  const add = (cajaId: number, m: Partial<CajaMovimiento> & { id: number }) => movimientos.push({ cajaId, mov: fakeCajaMovimiento(m) });
  // Session 100 of box 1, newest first.
  add(1, { id: 107, fecha: '2026-11-23T19:00:00.000Z', origen: 'manual', tipo: 'INGRESO', monto: '50.00', descripcion: 'Cambio del banco', metodoPago: null });
  add(1, { id: 106, fecha: '2026-11-23T18:00:00.000Z', origen: 'comision', tipo: 'EGRESO', monto: '150.00', descripcion: 'Comisión de Ana Pérez', comisionPagoId: 4 });
  add(1, { id: 105, fecha: '2026-11-23T17:00:00.000Z', origen: 'gasto', tipo: 'EGRESO', monto: '200.00', descripcion: 'Flete a Rosario', gastoId: 5 });
  add(1, { id: 104, fecha: '2026-11-23T16:00:00.000Z', origen: 'pago_cuenta', tipo: 'INGRESO', monto: '300.00', descripcion: 'Pago de María López', movimientoCuentaId: 7, clienteId: 1 });
  add(1, { id: 103, fecha: '2026-11-23T15:00:00.000Z', origen: 'venta', tipo: 'INGRESO', monto: '500.00', descripcion: 'Venta con tarjeta', ventaId: 13, metodoPago: TARJETA });
  add(1, { id: 102, fecha: '2026-11-23T14:00:00.000Z', origen: 'venta', tipo: 'INGRESO', monto: '2420.00', descripcion: 'Venta en efectivo', ventaId: 12 });
  add(1, { id: 101, fecha: '2026-11-23T12:00:00.000Z', origen: 'apertura', tipo: 'INGRESO', monto: '1000.00', descripcion: 'Apertura de caja' });
  // Session 99 of box 1 (closed on 22/11).
  add(1, { id: 99, fecha: '2026-11-22T23:00:00.000Z', origen: 'cierre', tipo: 'EGRESO', monto: '1980.00', descripcion: 'Cierre de caja', sesionId: 99 });
  for (let i = 8; i >= 2; i--) {
    add(1, { id: 90 + i, fecha: `2026-11-22T${String(11 + i).padStart(2, '0')}:00:00.000Z`, origen: 'venta', tipo: 'INGRESO', monto: '100.00', descripcion: `Venta N° ${i}`, ventaId: i, sesionId: 99 });
  }
  add(1, { id: 91, fecha: '2026-11-22T12:00:00.000Z', origen: 'apertura', tipo: 'INGRESO', monto: '1280.00', descripcion: 'Apertura de caja', sesionId: 99 });
  add(4, { id: 401, fecha: '2026-11-23T12:30:00.000Z', origen: 'apertura', tipo: 'INGRESO', monto: '200.00', descripcion: 'Apertura de caja', sesionId: 400 });

  const sesiones: CajaSesion[] = [
    fakeCajaSesion({ id: 400, cajaId: 4, abiertaEn: '2026-11-23T12:30:00.000Z', montoInicial: '200.00', cerradaEn: null, cerradaPor: null, esperado: null, contado: null, diferencia: null, arqueo: null }),
    fakeCajaSesion({ id: 100, cajaId: 1, abiertaEn: '2026-11-23T12:00:00.000Z', cerradaEn: null, cerradaPor: null, esperado: null, contado: null, diferencia: null, arqueo: null }),
    fakeCajaSesion({
      id: 202,
      cajaId: 2,
      abiertaEn: '2026-11-21T12:00:00.000Z',
      cerradaEn: '2026-11-21T23:00:00.000Z',
      montoInicial: '100.00',
      esperado: '350.00',
      contado: '340.00',
      diferencia: '-10.00',
      arqueo: [
        { metodoPago: EFECTIVO, esperado: '250.00', contado: '240.00', diferencia: '-10.00' },
        { metodoPago: TRANSFERENCIA, esperado: '100.00', contado: '100.00', diferencia: '0.00' },
      ],
    }),
    fakeCajaSesion({ id: 201, cajaId: 2, abiertaEn: '2026-11-20T12:00:00.000Z', cerradaEn: '2026-11-20T23:00:00.000Z', montoInicial: '100.00', esperado: '100.00', contado: '100.00', diferencia: '0.00', arqueo: [{ metodoPago: EFECTIVO, esperado: '100.00', contado: '100.00', diferencia: '0.00' }] }),
    fakeCajaSesion({ id: 99, cajaId: 1, abiertaEn: '2026-11-22T12:00:00.000Z', cerradaEn: '2026-11-22T23:00:00.000Z', montoInicial: '1280.00', esperado: '1980.00', contado: '1980.00', diferencia: '0.00', arqueo: [{ metodoPago: EFECTIVO, esperado: '1980.00', contado: '1980.00', diferencia: '0.00' }] }),
  ];

  return {
    cajas: [
      fakeCaja({ id: 1, sucursalId: 1, monedaId: 1 }),
      fakeCaja({ id: 2, sucursalId: 1, monedaId: 2, abierta: false }),
      fakeCaja({ id: 3, sucursalId: 2, monedaId: 1, abierta: false }),
      fakeCaja({ id: 4, sucursalId: 2, monedaId: 2, sesion: { id: 400, abiertaEn: '2026-11-23T12:30:00.000Z', abiertaPor: LAURA, montoInicial: '200.00' } }),
    ],
    movimientos,
    sesiones,
    metodos: [1, 2, 3, 4].map((id) => fakeMetodoPago({ id })),
    aperturas: [],
    cierres: [],
    manuales: [],
    listados: [],
  };
}

const signo = (m: CajaMovimiento) => (m.tipo === 'INGRESO' ? new Dec(m.monto) : new Dec(m.monto).neg());

/** The balance of box `cajaId`: the sum of its movements (INGRESO adds, EGRESO takes out), 2 decimals. */
export function saldoCaja(store: CajasStore, cajaId: number): string {
  return toMoney(store.movimientos.filter((x) => x.cajaId === cajaId).reduce((acc, x) => acc.plus(signo(x.mov)), new Dec(0)));
}

/** Box `id` as GET cajas sends it now: its balance from the movements, its session if open. */
function cajaActual(store: CajasStore, c: Caja): Caja {
  const sesion = store.sesiones.find((s) => s.cajaId === c.id && s.cerradaEn === null);
  return fakeCaja({
    ...c,
    abierta: sesion !== undefined,
    saldo: saldoCaja(store, c.id),
    sesion: sesion ? { id: sesion.id, abiertaEn: sesion.abiertaEn, abiertaPor: sesion.abiertaPor, montoInicial: sesion.montoInicial } : null,
  });
}

const error = (status: number, message: string) => HttpResponse.json({ message }, { status });
let siguienteId = 1000;

/**
 * msw handlers of the cash-box calls over `store`: GET cajas, POST cajas/{id}/abrir, cerrar and
 * movimientos (bodies checked with the shared schemas: 400 with the first message; 404, and 409 for
 * a box already open, closed, or without the money of a withdrawal), GET cajas/{id}/movimientos
 * (?sesionId, paged, newest first) and GET cajas/{id}/sesiones (paged, newest first), and GET
 * metodo-pago. Closing computes, per payment method, the sum of the session's movements (those
 * without a method count as cash), records counted − expected and leaves the box at zero with a
 * 'cierre' withdrawal.
 */
export function cajasHandlers(store: CajasStore): MswHandler[] {
  const caja = (id: unknown) => store.cajas.find((c) => c.id === Number(id));
  const efectivo = () => {
    const m = store.metodos.find((x) => x.clave === METODO_CLAVE.efectivo) ?? EFECTIVO;
    return { id: m.id, nombre: m.nombre };
  };
  const agregar = (cajaId: number, m: Partial<CajaMovimiento>) => {
    siguienteId += 1;
    const mov = fakeCajaMovimiento({ id: siguienteId, fecha: new Date().toISOString(), ...m });
    store.movimientos.unshift({ cajaId, mov });
    return mov;
  };
  return [
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/cajas`, () => HttpResponse.json(store.cajas.map((c) => cajaActual(store, c)))),
    http.post(`${API_URL}/cajas/:id/abrir`, async ({ params, request }) => {
      const c = caja(params.id);
      if (!c) return error(404, MSG_CAJA_NO_ENCONTRADA);
      const parsed = abrirCajaBodySchema.safeParse(await request.json());
      if (!parsed.success) return error(400, parsed.error.issues[0].message);
      if (cajaActual(store, c).abierta) return error(409, MSG_CAJA_YA_ABIERTA);
      store.aperturas.push({ id: c.id, body: parsed.data });
      siguienteId += 1;
      const sesion = fakeCajaSesion({ id: siguienteId, cajaId: c.id, abiertaEn: new Date().toISOString(), montoInicial: toMoney(parsed.data.montoInicial), cerradaEn: null, cerradaPor: null, esperado: null, contado: null, diferencia: null, arqueo: null });
      store.sesiones.unshift(sesion);
      if (new Dec(parsed.data.montoInicial).gt(0)) {
        agregar(c.id, { origen: 'apertura', tipo: 'INGRESO', monto: toMoney(parsed.data.montoInicial), descripcion: 'Apertura de caja', metodoPago: efectivo(), sesionId: sesion.id });
      }
      return HttpResponse.json(cajaActual(store, c));
    }),
    http.post(`${API_URL}/cajas/:id/cerrar`, async ({ params, request }) => {
      const c = caja(params.id);
      if (!c) return error(404, MSG_CAJA_NO_ENCONTRADA);
      const parsed = cerrarCajaBodySchema.safeParse(await request.json());
      if (!parsed.success) return error(400, parsed.error.issues[0].message);
      const i = store.sesiones.findIndex((s) => s.cajaId === c.id && s.cerradaEn === null);
      if (i < 0) return error(409, MSG_CAJA_CERRADA);
      store.cierres.push({ id: c.id, body: parsed.data });
      const sesion = store.sesiones[i];
      const esperado = new Map<number, { metodoPago: { id: number; nombre: string }; monto: InstanceType<typeof Dec> }>();
      for (const { cajaId, mov } of store.movimientos) {
        if (cajaId !== c.id || mov.sesionId !== sesion.id) continue;
        const metodo = mov.metodoPago ?? efectivo();
        const actual = esperado.get(metodo.id) ?? { metodoPago: { id: metodo.id, nombre: metodo.nombre }, monto: new Dec(0) };
        esperado.set(metodo.id, { ...actual, monto: actual.monto.plus(signo(mov)) });
      }
      for (const linea of parsed.data.contado) {
        if (!esperado.has(linea.metodoPagoId)) {
          const m = store.metodos.find((x) => x.id === linea.metodoPagoId);
          if (!m) return error(400, 'Método de pago inválido.');
          esperado.set(m.id, { metodoPago: { id: m.id, nombre: m.nombre }, monto: new Dec(0) });
        }
      }
      const contadoDe = (id: number) => new Dec(parsed.data.contado.find((l) => l.metodoPagoId === id)?.monto ?? 0);
      const arqueo = [...esperado.values()].map((e) => ({
        metodoPago: e.metodoPago,
        esperado: toMoney(e.monto),
        contado: toMoney(contadoDe(e.metodoPago.id)),
        diferencia: toMoney(contadoDe(e.metodoPago.id).minus(e.monto)),
      }));
      const suma = (k: 'esperado' | 'contado' | 'diferencia') => toMoney(arqueo.reduce((acc, l) => acc.plus(l[k]), new Dec(0)));
      const saldo = new Dec(saldoCaja(store, c.id));
      if (saldo.gt(0)) agregar(c.id, { origen: 'cierre', tipo: 'EGRESO', monto: toMoney(saldo), descripcion: 'Cierre de caja', metodoPago: efectivo(), sesionId: sesion.id });
      const cerrada = fakeCajaSesion({ ...sesion, cerradaEn: new Date().toISOString(), cerradaPor: LAURA, esperado: suma('esperado'), contado: suma('contado'), diferencia: suma('diferencia'), arqueo });
      store.sesiones[i] = cerrada;
      return HttpResponse.json(cerrada);
    }),
    http.post(`${API_URL}/cajas/:id/movimientos`, async ({ params, request }) => {
      const c = caja(params.id);
      if (!c) return error(404, MSG_CAJA_NO_ENCONTRADA);
      const parsed = cajaMovimientoBodySchema.safeParse(await request.json());
      if (!parsed.success) return error(400, parsed.error.issues[0].message);
      const actual = cajaActual(store, c);
      if (!actual.sesion) return error(409, MSG_CAJA_CERRADA);
      if (parsed.data.tipo === 'EGRESO' && new Dec(parsed.data.monto).gt(actual.saldo)) return error(409, MSG_CAJA_SALDO_INSUFICIENTE);
      store.manuales.push({ id: c.id, body: parsed.data });
      const mov = agregar(c.id, { origen: 'manual', tipo: parsed.data.tipo, monto: toMoney(parsed.data.monto), descripcion: parsed.data.descripcion, metodoPago: efectivo(), sesionId: actual.sesion.id });
      return HttpResponse.json({ id: mov.id }, { status: 201 });
    }),
    http.get(`${API_URL}/cajas/:id/movimientos`, ({ params, request }) => {
      const url = new URL(request.url);
      store.listados.push(url);
      const c = caja(params.id);
      if (!c) return error(404, MSG_CAJA_NO_ENCONTRADA);
      const sesionId = url.searchParams.get('sesionId');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const movs = store.movimientos.filter((x) => x.cajaId === c.id && (sesionId === null || x.mov.sesionId === Number(sesionId))).map((x) => x.mov);
      return HttpResponse.json(pageOf(movs, page, pageSize));
    }),
    http.get(`${API_URL}/cajas/:id/sesiones`, ({ params, request }) => {
      const url = new URL(request.url);
      store.listados.push(url);
      const c = caja(params.id);
      if (!c) return error(404, MSG_CAJA_NO_ENCONTRADA);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return HttpResponse.json(pageOf(store.sesiones.filter((s) => s.cajaId === c.id), page, pageSize));
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a cash-box test file, with a fresh
 * {@link createCajasStore} before each test and unhandled requests failing the test. Call it once
 * at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupCajasServer() {
  return setupMswServer(createCajasStore, cajasHandlers);
}
