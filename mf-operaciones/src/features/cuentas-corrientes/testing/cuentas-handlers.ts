import { http, HttpResponse } from 'msw';
import {
  compareDecimal,
  Dec,
  deudaManualBodySchema,
  MSG_CAJA_CERRADA,
  MSG_CUENTA_CLIENTE_NO_ENCONTRADO,
  MSG_CODIGO_INVALIDO,
  MSG_DEUDA_NO_ENCONTRADA,
  cotizacionFueraDeTolerancia,
  msgCotizacionFueraDeTolerancia,
  pagoCuentaBodySchema,
  PREFIJO_DEUDA_MANUAL,
  toMoney,
  type Antiguedad,
  type Aplicacion,
  type Caja,
  type Cliente,
  type CuentaListItem,
  type DeudaManualBody,
  type MovimientoCuenta,
  type PagoCuentaBody,
} from 'shared';
import { API_URL, fakeCliente, setupMswServer } from 'shared/testing';
import {
  fakeAntiguedad,
  fakeCaja,
  fakeCuentaCliente,
  fakeCuentaListItem,
  fakeCuentasPage,
  fakeDeudaManual,
  fakeMovimientoCuenta,
  fakePagoCuentaResponse,
  fakeResumenCuenta,
} from './cuentas-fakes';

type D = InstanceType<typeof Dec>;

/** A sale or manual debt a payment can be applied to (what the API keeps in ventas and deudas_manuales). */
export interface Documento {
  clienteId: number;
  tipo: 'venta' | 'deuda_manual';
  id: number;
  monedaId: number;
  total: string;
  pagado: string;
  /** ISO instant the document was recorded (its age counts from it). */
  fecha: string;
  descripcion: string;
}

/** In-memory data behind the current-account handlers of the component tests. */
export interface CuentasStore {
  /** 'Today' for the aging buckets (the API uses the server's day). */
  hoy: string;
  clientes: Cliente[];
  /** Credit limits per client (none unless listed). */
  limites: Record<number, { pesos: string | null; dolares: string | null }>;
  /** Every movement of every client, oldest first. `pagado` / `pagada` are read from `documentos`. */
  movimientos: Array<{ clienteId: number; mov: MovimientoCuenta }>;
  documentos: Documento[];
  /** GET cuentas-corrientes/valor_dolar answers this; null answers a 500. */
  valorDolar: string | null;
  cajas: Caja[];
  /** Every valid body of POST cuentas-corrientes/movimientos and POST deuda-manual, in order. */
  pagos: PagoCuentaBody[];
  deudas: DeudaManualBody[];
  /**
   * The rate rule of a payment (docs/cuentas-corrientes.md, «Cotización de un pago»): false (the
   * default) answers as for a user with cuentas_corrientes.cotizacion, any rate; true refuses a rate
   * further than 2 % from `valorDolar` with the API's 409 unless `codigo_pass` is one of `codigosPass`
   * (consumed; another code: 400 'Código de autorización inválido').
   */
  exigirCotizacion: boolean;
  codigosPass: string[];
  /** Idempotency-Key of every POST cuentas-corrientes/movimientos that reached the handler (null without one), in order. */
  clavesPago: Array<string | null>;
  /** The query of every GET cuentas-corrientes and GET …/resumen, in order. */
  listados: URLSearchParams[];
  resumenes: URLSearchParams[];
}

const DIA_MS = 86_400_000;

/** The day of an ISO instant in Buenos Aires, yyyy-mm-dd (how the API reads fechaDesde / fechaHasta). */
export const diaBuenosAires = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(iso));

const nextId = (ids: number[]) => ids.reduce((a, b) => Math.max(a, b), 0) + 1;

/** The signed balance of one client and currency: the new balance of its last movement. */
function saldo(store: CuentasStore, clienteId: number, monedaId: number): string {
  const ultimo = store.movimientos.filter((x) => x.clienteId === clienteId && x.mov.monedaId === monedaId).at(-1);
  return ultimo ? ultimo.mov.saldo_nuevo : '0.00';
}

/** Writes a movement the way the API's registrarMovimiento does: previous balance, new balance, next id. */
export function registrarMovimiento(
  store: CuentasStore,
  clienteId: number,
  m: Pick<MovimientoCuenta, 'tipo' | 'monto' | 'monedaId' | 'descripcion' | 'fecha'> & Partial<Pick<MovimientoCuenta, 'ventaId' | 'deudaManualId' | 'cotizacion'>>,
): MovimientoCuenta {
  const mov = fakeMovimientoCuenta({
    id: nextId(store.movimientos.map((x) => x.mov.id)),
    ...m,
    saldo_previo: saldo(store, clienteId, m.monedaId),
    pagado: null,
    pagada: null,
  });
  store.movimientos.push({ clienteId, mov });
  return mov;
}

/** Records a document and its DEBITO (a sale on account or a manual debt). */
export function registrarDocumento(store: CuentasStore, d: Omit<Documento, 'pagado'> & { pagado?: string }): Documento {
  const doc: Documento = { pagado: '0.00', ...d };
  store.documentos.push(doc);
  registrarMovimiento(store, d.clienteId, {
    tipo: 'DEBITO',
    monto: d.total,
    monedaId: d.monedaId,
    descripcion: d.descripcion,
    fecha: d.fecha,
    ventaId: d.tipo === 'venta' ? d.id : null,
    deudaManualId: d.tipo === 'deuda_manual' ? d.id : null,
  });
  return doc;
}

/** A movement as the API answers it: `pagado` and `pagada` of the document its DEBITO records. */
function conDocumento(store: CuentasStore, m: MovimientoCuenta): MovimientoCuenta {
  const doc =
    m.tipo === 'DEBITO'
      ? store.documentos.find((d) => (m.ventaId !== null && d.tipo === 'venta' && d.id === m.ventaId) || (m.deudaManualId !== null && d.tipo === 'deuda_manual' && d.id === m.deudaManualId))
      : undefined;
  if (!doc) return fakeMovimientoCuenta({ ...m, pagado: null, pagada: null });
  return fakeMovimientoCuenta({ ...m, pagado: doc.pagado, pagada: compareDecimal(doc.pagado, doc.total) >= 0 });
}

const pendiente = (d: Documento) => new Dec(d.total).minus(d.pagado);

/** Aging of one client's pending documents in one currency, by days since each one, as of `store.hoy`. */
function antiguedad(store: CuentasStore, clienteId: number, monedaId: number): Antiguedad {
  const buckets: Record<keyof Antiguedad, D> = { d0_30: new Dec(0), d31_60: new Dec(0), d61_90: new Dec(0), d90_mas: new Dec(0) };
  for (const d of store.documentos) {
    if (d.clienteId !== clienteId || d.monedaId !== monedaId || !pendiente(d).gt(0)) continue;
    const dias = Math.floor((Date.parse(store.hoy) - Date.parse(d.fecha)) / DIA_MS);
    const k: keyof Antiguedad = dias <= 30 ? 'd0_30' : dias <= 60 ? 'd31_60' : dias <= 90 ? 'd61_90' : 'd90_mas';
    buckets[k] = buckets[k].plus(pendiente(d));
  }
  return fakeAntiguedad({ d0_30: toMoney(buckets.d0_30), d31_60: toMoney(buckets.d31_60), d61_90: toMoney(buckets.d61_90), d90_mas: toMoney(buckets.d90_mas) });
}

/** The client with its `cuentaCorriente` block computed from its balances. */
function clienteConSaldos(store: CuentasStore, c: Cliente): Cliente {
  const [p, d] = [saldo(store, c.id, 1), saldo(store, c.id, 2)];
  const debe = (s: string) => (compareDecimal(s, 0) > 0 ? toMoney(s) : '0.00');
  const aFavor = (s: string) => (compareDecimal(s, 0) < 0 ? toMoney(new Dec(s).neg()) : '0.00');
  return fakeCliente({ ...c, cuentaCorriente: { saldo_pesos: debe(p), saldo_dolares: debe(d), saldo_a_favor_pesos: aFavor(p), saldo_a_favor_dolares: aFavor(d) } });
}

function cuentaDe(store: CuentasStore, c: Cliente): CuentaListItem {
  return fakeCuentaListItem({
    cliente: { id: c.id, nombreApellido: c.nombreApellido, documento: c.documento },
    saldoPesos: saldo(store, c.id, 1),
    saldoDolares: saldo(store, c.id, 2),
    antiguedadPesos: antiguedad(store, c.id, 1),
    antiguedadDolares: antiguedad(store, c.id, 2),
    limiteCreditoPesos: store.limites[c.id]?.pesos ?? null,
    limiteCreditoDolares: store.limites[c.id]?.dolares ?? null,
  });
}

/** The rows of GET cuentas-corrientes for `query`, as the API filters and orders them (by name). */
export function filtrarCuentas(store: CuentasStore, query: URLSearchParams): CuentaListItem[] {
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const conDeuda = query.get('conDeuda') === 'true';
  return store.clientes
    .map((c) => cuentaDe(store, c))
    .filter((c) => !search || c.cliente.nombreApellido.toLowerCase().includes(search) || c.cliente.documento.toLowerCase().includes(search))
    .filter((c) => !conDeuda || compareDecimal(c.saldoPesos, 0) > 0 || compareDecimal(c.saldoDolares, 0) > 0)
    .sort((a, b) => a.cliente.nombreApellido.localeCompare(b.cliente.nombreApellido, 'es') || a.cliente.id - b.cliente.id);
}

/**
 * A payment as the API applies it (docs/cuentas-corrientes.md, «Pagos»): to the client's pending
 * sales and manual debts oldest first, in any currency, converting with the payment's rate
 * (pesos = dólares × cotización), 2 decimals half-up. Each currency touched gets one CREDITO (the
 * applied amounts in that currency; the payment's currency also the credit left in favour).
 */
function aplicarPago(store: CuentasStore, body: { clienteId: number; monto: string; monedaId: number; descripcion: string; cotizacion: string }) {
  const cot = new Dec(body.cotizacion);
  const aDoc = (importe: D, monedaDoc: number) => (monedaDoc === body.monedaId ? importe : monedaDoc === 1 ? importe.times(cot) : importe.div(cot));
  const aPago = (aplicado: D, monedaDoc: number) => (monedaDoc === body.monedaId ? aplicado : monedaDoc === 1 ? aplicado.div(cot) : aplicado.times(cot));
  let restante = new Dec(body.monto);
  const porMoneda: Record<number, D> = { 1: new Dec(0), 2: new Dec(0) };
  const aplicaciones: Aplicacion[] = [];
  const pendientes = store.documentos
    .filter((d) => d.clienteId === body.clienteId && pendiente(d).gt(0))
    .sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha) || a.id - b.id);
  for (const d of pendientes) {
    if (!restante.gt(0)) break;
    const aplicado = Dec.min(pendiente(d), new Dec(toMoney(aDoc(restante, d.monedaId))));
    if (!aplicado.gt(0)) break;
    const importe = Dec.min(restante, new Dec(toMoney(aPago(aplicado, d.monedaId))));
    d.pagado = toMoney(new Dec(d.pagado).plus(aplicado));
    restante = restante.minus(importe);
    porMoneda[d.monedaId] = porMoneda[d.monedaId].plus(aplicado);
    aplicaciones.push({
      tipo: d.tipo,
      id: d.id,
      monedaId: d.monedaId,
      aplicado: toMoney(aplicado),
      importe: toMoney(importe),
      cotizacion: d.monedaId === body.monedaId ? null : cot.toFixed(4),
      pagadoTotal: d.pagado,
      total: d.total,
      pagada: compareDecimal(d.pagado, d.total) >= 0,
      saldoPendiente: toMoney(pendiente(d)),
    });
  }
  porMoneda[body.monedaId] = porMoneda[body.monedaId].plus(restante);
  const fecha = new Date(Date.parse(store.hoy) + 12 * 3_600_000).toISOString();
  const escritos = [body.monedaId, body.monedaId === 1 ? 2 : 1]
    .filter((monedaId) => porMoneda[monedaId].gt(0))
    .map((monedaId) =>
      registrarMovimiento(store, body.clienteId, {
        tipo: 'CREDITO',
        monto: toMoney(porMoneda[monedaId]),
        monedaId,
        descripcion: body.descripcion,
        fecha,
        cotizacion: cot.toFixed(4),
      }),
    );
  const [p, d] = [saldo(store, body.clienteId, 1), saldo(store, body.clienteId, 2)];
  const debe = (s: string) => (compareDecimal(s, 0) > 0 ? toMoney(s) : '0.00');
  const aFavor = (s: string) => (compareDecimal(s, 0) < 0 ? toMoney(new Dec(s).neg()) : '0.00');
  return fakePagoCuentaResponse({
    movimientoId: escritos[0].id,
    aplicaciones,
    saldoAFavor: toMoney(restante),
    nuevoSaldo: { saldo_pesos: debe(p), saldo_dolares: debe(d), saldo_a_favor_pesos: aFavor(p), saldo_a_favor_dolares: aFavor(d) },
  });
}

/** ISO instant of day `dia` (yyyy-mm-dd) at 10:00 in Buenos Aires. */
export const diaIso = (dia: string) => `${dia}T13:00:00.000Z`;

/** Builds a client of the tests with zero balances (its block is recomputed on every answer). */
function cliente(id: number, nombreApellido: string, documento: string, over: Partial<Cliente> = {}): Cliente {
  return fakeCliente({ id, nombreApellido, documento, email: null, telefono: null, notas: null, ...over });
}

/**
 * A fresh store, 'today' 2026-03-20:
 * - María López (1, 27111222, Av. San Martín 1234): sale 12 of $ 2.420,00 on 2026-01-05, manual
 *   debt 3 'Deuda manual: Flete' of $ 500,00 on 2026-02-10, a payment of $ 1.000,00 on 2026-03-01
 *   (applied to sale 12: Parcial), sale 15 of US$ 100,00 on 2026-03-12; owes $ 1.920,00 (61–90:
 *   1.420,00, 31–60: 500,00) and US$ 100,00 (0–30); limit $ 5.000,00;
 * - Jorge Sosa (2, 20333444): 25 manual debts of $ 10,00, one a day from 2026-02-01;
 * - Lucía Fernández (3): a payment of $ 300,00 with nothing to pay, credit in favour;
 * - nine more clients without movements ('Cliente 04' … 'Cliente 12').
 * Dollar rate 1180.0000; open boxes: pesos of Casa Central (1), dollars of Casa Central (2); the
 * peso box of Sucursal Norte (3) closed.
 */
export function createStore(): CuentasStore {
  const store: CuentasStore = {
    hoy: '2026-03-20T15:00:00.000Z',
    clientes: [
      cliente(1, 'María López', '27111222', { direccion: 'Av. San Martín 1234', codigoPostal: '1406', zona: 'Centro', provincia: 'Buenos Aires', telefono: '11 4000-1000' }),
      cliente(2, 'Jorge Sosa', '20333444'),
      cliente(3, 'Lucía Fernández', '27444555'),
      ...Array.from({ length: 9 }, (_, i) => cliente(i + 4, `Cliente ${String(i + 4).padStart(2, '0')}`, String(30000000 + i + 4))),
    ],
    limites: { 1: { pesos: '5000.00', dolares: null } },
    movimientos: [],
    documentos: [],
    valorDolar: '1180.0000',
    cajas: [
      fakeCaja({ id: 1, monedaId: 1 }),
      fakeCaja({ id: 2, monedaId: 2 }),
      fakeCaja({ id: 3, monedaId: 1, abierta: false, sucursalId: 2, sucursal: { id: 2, nombre: 'Sucursal Norte' } }),
    ],
    pagos: [],
    deudas: [],
    exigirCotizacion: false,
    codigosPass: [],
    clavesPago: [],
    listados: [],
    resumenes: [],
  };
  registrarDocumento(store, { clienteId: 1, tipo: 'venta', id: 12, monedaId: 1, total: '2420.00', fecha: diaIso('2026-01-05'), descripcion: 'Deuda por venta #12' });
  registrarDocumento(store, { clienteId: 1, tipo: 'deuda_manual', id: 3, monedaId: 1, total: '500.00', fecha: diaIso('2026-02-10'), descripcion: `${PREFIJO_DEUDA_MANUAL} Flete` });
  store.documentos[0].pagado = '1000.00';
  registrarMovimiento(store, 1, { tipo: 'CREDITO', monto: '1000.00', monedaId: 1, descripcion: 'Pago en efectivo', fecha: diaIso('2026-03-01'), cotizacion: '1150.0000' });
  registrarDocumento(store, { clienteId: 1, tipo: 'venta', id: 15, monedaId: 2, total: '100.00', fecha: diaIso('2026-03-12'), descripcion: 'Deuda por venta #15' });
  for (let i = 0; i < 25; i++) {
    const dia = new Date(Date.UTC(2026, 1, 1) + i * DIA_MS).toISOString().slice(0, 10);
    registrarDocumento(store, { clienteId: 2, tipo: 'deuda_manual', id: 100 + i, monedaId: 1, total: '10.00', fecha: diaIso(dia), descripcion: `${PREFIJO_DEUDA_MANUAL} Cuota ${i + 1}` });
  }
  registrarMovimiento(store, 3, { tipo: 'CREDITO', monto: '300.00', monedaId: 1, descripcion: 'Pago a cuenta', fecha: diaIso('2026-03-02'), cotizacion: '1150.0000' });
  return store;
}

const error = (message: string, status: number) => HttpResponse.json({ message }, { status });

/**
 * msw handlers of the calls the current-account screens make, on `store`: GET cuentas-corrientes
 * (search, conDeuda, paging and totals like the API; each query recorded), valor_dolar, the
 * account, its movements (newest first), its statement (days of Buenos Aires; each query
 * recorded), POST cuentas-corrientes/movimientos (validated with pagoCuentaBodySchema, applied
 * oldest first), POST deuda-manual (deudaManualBodySchema), GET deuda-manual/{id} and GET cajas.
 */
export function cuentasHandlers(store: CuentasStore) {
  const buscarCliente = (id: unknown) => store.clientes.find((c) => c.id === Number(id));
  return [
    http.get(`${API_URL}/cuentas-corrientes/valor_dolar`, () =>
      store.valorDolar === null ? error('No se pudo obtener la cotización.', 500) : HttpResponse.json({ valor: store.valorDolar }),
    ),
    http.get(`${API_URL}/cuentas-corrientes`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.listados.push(q);
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return error('Tamaño de página inválido.', 400);
      return HttpResponse.json(fakeCuentasPage(filtrarCuentas(store, q), page, pageSize));
    }),
    http.get(`${API_URL}/cuentas-corrientes/:id/movimientos`, ({ params, request }) => {
      const c = buscarCliente(params.id);
      if (!c) return error(MSG_CUENTA_CLIENTE_NO_ENCONTRADO, 404);
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const todos = store.movimientos.filter((x) => x.clienteId === c.id).map((x) => conDocumento(store, x.mov)).reverse();
      return HttpResponse.json({
        items: todos.slice((page - 1) * pageSize, page * pageSize),
        total: todos.length,
        currentPage: page,
        totalPages: Math.ceil(todos.length / pageSize),
        pageSize,
      });
    }),
    http.get(`${API_URL}/cuentas-corrientes/:id/resumen`, ({ params, request }) => {
      const c = buscarCliente(params.id);
      if (!c) return error(MSG_CUENTA_CLIENTE_NO_ENCONTRADO, 404);
      const q = new URL(request.url).searchParams;
      store.resumenes.push(q);
      const desde = q.get('fechaDesde');
      const hasta = q.get('fechaHasta');
      const propios = store.movimientos.filter((x) => x.clienteId === c.id).map((x) => x.mov);
      const antes = propios.filter((m) => desde !== null && diaBuenosAires(m.fecha) < desde);
      const inicial = (monedaId: number) => antes.filter((m) => m.monedaId === monedaId).at(-1)?.saldo_nuevo ?? '0.00';
      const periodo = propios.filter((m) => (!desde || diaBuenosAires(m.fecha) >= desde) && (!hasta || diaBuenosAires(m.fecha) <= hasta));
      return HttpResponse.json(
        fakeResumenCuenta(clienteConSaldos(store, c), periodo, { fechaDesde: desde, fechaHasta: hasta, inicialPesos: inicial(1), inicialDolares: inicial(2) }),
      );
    }),
    http.get(`${API_URL}/cuentas-corrientes/:id`, ({ params }) => {
      const c = buscarCliente(params.id);
      if (!c) return error(MSG_CUENTA_CLIENTE_NO_ENCONTRADO, 404);
      const { cliente: _c, ...cuenta } = cuentaDe(store, c);
      return HttpResponse.json(fakeCuentaCliente(clienteConSaldos(store, c), cuenta));
    }),
    http.post(`${API_URL}/cuentas-corrientes/movimientos`, async ({ request }) => {
      const parsed = pagoCuentaBodySchema.safeParse(await request.json());
      if (!parsed.success) return error(parsed.error.issues[0].message, 400);
      if (!buscarCliente(parsed.data.clienteId)) return error(MSG_CUENTA_CLIENTE_NO_ENCONTRADO, 404);
      store.clavesPago.push(request.headers.get('Idempotency-Key'));
      if (store.exigirCotizacion && store.valorDolar && cotizacionFueraDeTolerancia(parsed.data.cotizacion, store.valorDolar, '2')) {
        if (!parsed.data.codigo_pass) return error(msgCotizacionFueraDeTolerancia(parsed.data.cotizacion, store.valorDolar, '2'), 409);
        const i = store.codigosPass.indexOf(parsed.data.codigo_pass);
        if (i < 0) return error(MSG_CODIGO_INVALIDO, 400);
        store.codigosPass.splice(i, 1);
      }
      if (parsed.data.cajaId != null) {
        const caja = store.cajas.find((x) => x.id === parsed.data.cajaId);
        if (!caja || !caja.abierta || caja.monedaId !== parsed.data.monedaId) return error(MSG_CAJA_CERRADA, 409);
      }
      store.pagos.push(parsed.data);
      return HttpResponse.json(aplicarPago(store, parsed.data), { status: 201 });
    }),
    http.post(`${API_URL}/deuda-manual`, async ({ request }) => {
      const parsed = deudaManualBodySchema.safeParse(await request.json());
      if (!parsed.success) return error(parsed.error.issues[0].message, 400);
      if (!buscarCliente(parsed.data.clienteId)) return error(MSG_CUENTA_CLIENTE_NO_ENCONTRADO, 404);
      store.deudas.push(parsed.data);
      const id = nextId(store.documentos.filter((d) => d.tipo === 'deuda_manual').map((d) => d.id));
      registrarDocumento(store, {
        clienteId: parsed.data.clienteId,
        tipo: 'deuda_manual',
        id,
        monedaId: parsed.data.monedaId,
        total: toMoney(parsed.data.monto),
        fecha: new Date(Date.parse(store.hoy)).toISOString(),
        descripcion: `${PREFIJO_DEUDA_MANUAL} ${parsed.data.descripcion}`,
      });
      return HttpResponse.json({ id, movimientoId: store.movimientos.at(-1)!.mov.id }, { status: 201 });
    }),
    http.get(`${API_URL}/deuda-manual/:id`, ({ params }) => {
      const d = store.documentos.find((x) => x.tipo === 'deuda_manual' && x.id === Number(params.id));
      if (!d) return error(MSG_DEUDA_NO_ENCONTRADA, 404);
      const c = buscarCliente(d.clienteId)!;
      return HttpResponse.json(
        fakeDeudaManual({
          id: d.id,
          cliente: { id: c.id, nombreApellido: c.nombreApellido },
          fecha: d.fecha,
          monedaId: d.monedaId,
          monto: d.total,
          pagado: d.pagado,
          descripcion: d.descripcion,
          pagada: compareDecimal(d.pagado, d.total) >= 0,
        }),
      );
    }),
    http.get(`${API_URL}/cajas`, () => HttpResponse.json(store.cajas)),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a current-account test file, with a fresh
 * {@link createStore} before each test and unhandled requests failing the test. Call it once at the
 * top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupCuentasServer() {
  return setupMswServer(createStore, cuentasHandlers);
}
