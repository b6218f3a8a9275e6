import {
  cajaSchema,
  codigoResumen,
  compareDecimal,
  cuentaClienteSchema,
  cuentaListItemSchema,
  cuentasPageSchema,
  Dec,
  deudaManualSchema,
  movimientoCuentaSchema,
  pagoCuentaResponseSchema,
  PREFIJO_DEUDA_MANUAL,
  resumenCuentaSchema,
  toMoney,
  type Antiguedad,
  type Caja,
  type Cliente,
  type CuentaCliente,
  type CuentaListItem,
  type CuentasPage,
  type DeudaManual,
  type MovimientoCuenta,
  type PagoCuentaResponse,
  type ResumenCuenta,
} from 'shared';
import { MONEY_STRING, parseFake, QUANTITY_STRING } from 'shared/testing';
import { simboloMoneda } from 'shared/saldo';

/**
 * Test-data factories of the current accounts (docs/pruebas.md): each builds a plausible value,
 * merges the overrides and checks the result with the shared response schema of
 * shared/src/schemas/cuentas-corrientes.ts (and cajas.ts) plus the way the API serializes
 * (docs/dinero-y-cantidades.md: money with 2 decimals, signed where it is a balance; rates with 4;
 * ISO dates), so a fixture can never drift from what the API sends.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** A signed balance as the API sends it: money with 2 decimals, negative for credit in favour. */
export const SIGNED_MONEY = /^-?(0|[1-9]\d*)\.\d{2}$/;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

const money = (v: string) => MONEY_STRING.test(v);
const signed = (v: string) => SIGNED_MONEY.test(v) && v !== '-0.00';
const monedaRef = (monedaId: number) => ({ id: monedaId, simbolo: simboloMoneda(monedaId) });
const sumaAntiguedad = (a: Antiguedad) => toMoney(new Dec(a.d0_30).plus(a.d31_60).plus(a.d61_90).plus(a.d90_mas));
const antiguedadOk = (a: Antiguedad) => [a.d0_30, a.d31_60, a.d61_90, a.d90_mas].every(money);

/** Aging of one currency, zero in every bucket unless overridden (money, 2 decimals). */
export function fakeAntiguedad(overrides: Partial<Antiguedad> = {}): Antiguedad {
  return { d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d90_mas: '0.00', ...overrides };
}

/**
 * One row of GET cuentas-corrientes: balances zero, no aging, no credit limits unless overridden.
 * Signed balances (positive owed); when a balance is positive its aging buckets add up to it
 * (every pending document is aged), otherwise they are zero.
 * @throws Error when the result is not a row the API could send.
 */
export function fakeCuentaListItem(overrides: Partial<CuentaListItem> & { cliente: CuentaListItem['cliente'] }): CuentaListItem {
  const c: CuentaListItem = {
    saldoPesos: '0.00',
    saldoDolares: '0.00',
    antiguedadPesos: fakeAntiguedad(),
    antiguedadDolares: fakeAntiguedad(),
    limiteCreditoPesos: null,
    limiteCreditoDolares: null,
    ...overrides,
  };
  return parseFake('fakeCuentaListItem', cuentaListItemSchema, c, checksCuenta(c));
}

function checksCuenta(c: Omit<CuentaListItem, 'cliente'>): Array<readonly [string, boolean]> {
  const deuda = (saldo: string) => (signed(saldo) && compareDecimal(saldo, 0) > 0 ? toMoney(saldo) : '0.00');
  return [
    ['saldoPesos', signed(c.saldoPesos)],
    ['saldoDolares', signed(c.saldoDolares)],
    ['antiguedadPesos', antiguedadOk(c.antiguedadPesos) && sumaAntiguedad(c.antiguedadPesos) === deuda(c.saldoPesos)],
    ['antiguedadDolares', antiguedadOk(c.antiguedadDolares) && sumaAntiguedad(c.antiguedadDolares) === deuda(c.saldoDolares)],
    ['limiteCreditoPesos', c.limiteCreditoPesos === null || money(c.limiteCreditoPesos)],
    ['limiteCreditoDolares', c.limiteCreditoDolares === null || money(c.limiteCreditoDolares)],
  ];
}

/**
 * A page of GET cuentas-corrientes out of every matching row `all`: `totales` are the sums over
 * all of them (not only the page), as the API computes them.
 * @throws Error when the result is not a page the API could send.
 */
export function fakeCuentasPage(all: CuentaListItem[], page = 1, pageSize = 10): CuentasPage {
  const suma = (f: (c: CuentaListItem) => string) => toMoney(all.reduce((acc, c) => acc.plus(f(c)), new Dec(0)));
  const sumaAnt = (f: (c: CuentaListItem) => Antiguedad): Antiguedad => ({
    d0_30: suma((c) => f(c).d0_30),
    d31_60: suma((c) => f(c).d31_60),
    d61_90: suma((c) => f(c).d61_90),
    d90_mas: suma((c) => f(c).d90_mas),
  });
  return parseFake('fakeCuentasPage', cuentasPageSchema, {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    currentPage: page,
    totalPages: Math.ceil(all.length / pageSize),
    pageSize,
    totales: {
      saldoPesos: suma((c) => c.saldoPesos),
      saldoDolares: suma((c) => c.saldoDolares),
      antiguedadPesos: sumaAnt((c) => c.antiguedadPesos),
      antiguedadDolares: sumaAnt((c) => c.antiguedadDolares),
    },
  });
}

/**
 * GET cuentas-corrientes/{id} of `cliente`: the row's balances, aging and limits (zero and none by
 * default) around the whole client. `cliente.cuentaCorriente` must agree with the signed balances
 * (what it owes and its credit in favour per currency).
 * @throws Error when the result is not something the API could send.
 */
export function fakeCuentaCliente(cliente: Cliente, overrides: Partial<Omit<CuentaCliente, 'cliente'>> = {}): CuentaCliente {
  const c: CuentaCliente = {
    cliente,
    saldoPesos: '0.00',
    saldoDolares: '0.00',
    antiguedadPesos: fakeAntiguedad(),
    antiguedadDolares: fakeAntiguedad(),
    limiteCreditoPesos: null,
    limiteCreditoDolares: null,
    ...overrides,
  };
  const coincide = (saldo: string, debe: string, aFavor: string) =>
    signed(saldo) && compareDecimal(saldo, 0) > 0 ? debe === toMoney(saldo) && aFavor === '0.00' : debe === '0.00' && aFavor === toMoney(new Dec(saldo).neg());
  const cc = cliente.cuentaCorriente;
  return parseFake('fakeCuentaCliente', cuentaClienteSchema, c, [
    ...checksCuenta(c),
    ['cliente.cuentaCorriente.saldo_pesos', coincide(c.saldoPesos, cc.saldo_pesos, cc.saldo_a_favor_pesos)],
    ['cliente.cuentaCorriente.saldo_dolares', coincide(c.saldoDolares, cc.saldo_dolares, cc.saldo_a_favor_dolares)],
  ]);
}

/** What a movement needs; the rest (currency summary, origin, balances) follows from it. */
export type MovimientoOverrides = Partial<MovimientoCuenta> & { id: number };

/**
 * One movement of GET cuentas-corrientes/{id}/movimientos: a plain DEBITO of $ 100,00 from a zero
 * balance on 2026-03-01 unless overridden. `moneda` follows `monedaId`, `tipoOrigen` follows
 * `ventaId`, `saldo_nuevo` follows `saldo_previo` ± `monto` (and must then match); a CREDITO has
 * neither `pagado` nor `pagada`, a manual debt's description starts with 'Deuda manual:'.
 * @throws Error when the result is not a movement the API could send.
 */
export function fakeMovimientoCuenta(overrides: MovimientoOverrides): MovimientoCuenta {
  const tipo = overrides.tipo ?? 'DEBITO';
  const monedaId = overrides.monedaId ?? 1;
  const monto = overrides.monto ?? '100.00';
  const saldoPrevio = overrides.saldo_previo ?? '0.00';
  const calculable = money(monto) && signed(saldoPrevio);
  const esperado = calculable ? toMoney(tipo === 'DEBITO' ? new Dec(saldoPrevio).plus(monto) : new Dec(saldoPrevio).minus(monto)) : saldoPrevio;
  const ventaId = overrides.ventaId ?? null;
  const conDocumento = tipo === 'DEBITO' && (ventaId !== null || (overrides.deudaManualId ?? null) !== null);
  const m: MovimientoCuenta = {
    fecha: '2026-03-01T13:00:00.000Z',
    vencimiento: null,
    tipo,
    tipoOrigen: ventaId !== null ? 'venta' : 'movimiento',
    monto,
    descripcion: tipo === 'CREDITO' ? 'Pago' : 'Débito',
    monedaId,
    moneda: monedaRef(monedaId),
    cotizacion: null,
    saldo_previo: saldoPrevio,
    saldo_nuevo: esperado,
    ventaId,
    deudaManualId: null,
    pagado: conDocumento ? '0.00' : null,
    pagada: conDocumento ? false : null,
    pagoId: null,
    anulado: false,
    anulaId: null,
    ...overrides,
  };
  return parseFake('fakeMovimientoCuenta', movimientoCuentaSchema, m, [
    ['fecha', ISO.test(m.fecha)],
    ['monto', money(m.monto) && compareDecimal(m.monto, 0) > 0],
    ['saldo_previo', signed(m.saldo_previo)],
    ['saldo_nuevo', signed(m.saldo_nuevo) && (!calculable || m.saldo_nuevo === esperado)],
    ['moneda', m.moneda.id === m.monedaId && m.moneda.simbolo === simboloMoneda(m.monedaId)],
    ['tipoOrigen', m.tipoOrigen === (m.ventaId !== null ? 'venta' : 'movimiento')],
    ['cotizacion', m.cotizacion === null || QUANTITY_STRING.test(m.cotizacion)],
    ['deudaManualId', m.deudaManualId === null || (m.tipo === 'DEBITO' && m.descripcion.startsWith(PREFIJO_DEUDA_MANUAL))],
    ['pagado', (m.pagado === null) === (m.pagada === null) && (m.tipo === 'DEBITO' || m.pagado === null) && (m.pagado === null || money(m.pagado))],
    ['pagada', m.pagada !== true || (m.pagado !== null && compareDecimal(m.pagado, 0) > 0)],
  ]);
}

/**
 * GET deuda-manual/{id}: a pending manual debt of $ 500,00 of client 1 unless overridden; `moneda`
 * follows `monedaId`, `pagada` means `pagado` reached `monto`.
 * @throws Error when the result is not something the API could send.
 */
export function fakeDeudaManual(overrides: Partial<DeudaManual> & { id: number }): DeudaManual {
  const monedaId = overrides.monedaId ?? 1;
  const d: DeudaManual = {
    cliente: { id: 1, nombreApellido: 'María López' },
    fecha: '2026-03-05T13:00:00.000Z',
    monedaId,
    moneda: monedaRef(monedaId),
    monto: '500.00',
    pagado: '0.00',
    descripcion: `${PREFIJO_DEUDA_MANUAL} Flete`,
    pagada: false,
    ...overrides,
  };
  return parseFake('fakeDeudaManual', deudaManualSchema, d, [
    ['fecha', ISO.test(d.fecha)],
    ['monto', money(d.monto)],
    ['pagado', money(d.pagado) && compareDecimal(d.pagado, d.monto) <= 0],
    ['pagada', d.pagada === (money(d.pagado) && money(d.monto) && compareDecimal(d.pagado, d.monto) >= 0)],
    ['moneda', d.moneda.id === d.monedaId],
    ['descripcion', d.descripcion.startsWith(PREFIJO_DEUDA_MANUAL)],
  ]);
}

/**
 * The statement of GET cuentas-corrientes/{id}/resumen for `cliente` out of its movements of the
 * period (oldest first), as the API builds it: each line's code from its type and description,
 * debe / haber from its type, the running balance of its currency from the initial balances; the
 * final balances are the last running balance of each currency and the credit in favour their
 * negative part.
 * @throws Error when the result is not something the API could send.
 */
export function fakeResumenCuenta(
  cliente: Cliente,
  movimientos: MovimientoCuenta[],
  options: { fechaDesde: string | null; fechaHasta: string | null; inicialPesos?: string; inicialDolares?: string },
): ResumenCuenta {
  const saldo: Record<number, InstanceType<typeof Dec>> = { 1: new Dec(options.inicialPesos ?? '0.00'), 2: new Dec(options.inicialDolares ?? '0.00') };
  const lineas = movimientos.map((m) => {
    saldo[m.monedaId] = m.tipo === 'DEBITO' ? saldo[m.monedaId].plus(m.monto) : saldo[m.monedaId].minus(m.monto);
    return {
      id: m.id,
      fecha: m.fecha,
      codigo: codigoResumen(m.tipo, m.descripcion),
      descripcion: m.descripcion,
      monedaId: m.monedaId,
      moneda: m.moneda,
      debe: m.tipo === 'DEBITO' ? m.monto : '0.00',
      haber: m.tipo === 'CREDITO' ? m.monto : '0.00',
      saldoAcumulado: toMoney(saldo[m.monedaId]),
    };
  });
  const aFavor = (d: InstanceType<typeof Dec>) => toMoney(d.lt(0) ? d.neg() : 0);
  const r: ResumenCuenta = {
    cliente,
    fechaDesde: options.fechaDesde,
    fechaHasta: options.fechaHasta,
    saldo_inicial_pesos: toMoney(options.inicialPesos ?? '0.00'),
    saldo_inicial_dolares: toMoney(options.inicialDolares ?? '0.00'),
    movimientos: lineas,
    saldo_final_pesos: toMoney(saldo[1]),
    saldo_final_dolares: toMoney(saldo[2]),
    saldo_a_favor_pesos: aFavor(saldo[1]),
    saldo_a_favor_dolares: aFavor(saldo[2]),
  };
  return parseFake('fakeResumenCuenta', resumenCuentaSchema, r, [
    ['fechaDesde', r.fechaDesde === null || DIA.test(r.fechaDesde)],
    ['fechaHasta', r.fechaHasta === null || DIA.test(r.fechaHasta)],
    ['movimientos', r.movimientos.every((l) => ISO.test(l.fecha) && money(l.debe) && money(l.haber) && signed(l.saldoAcumulado))],
  ]);
}

/**
 * The 201 of POST cuentas-corrientes/movimientos: the movement, what the payment was applied to,
 * the credit left in favour and the new balances; nothing applied and zero balances by default.
 * @throws Error when the result is not something the API could send.
 */
export function fakePagoCuentaResponse(overrides: Partial<PagoCuentaResponse> & { movimientoId: number }): PagoCuentaResponse {
  const r: PagoCuentaResponse = {
    aplicaciones: [],
    saldoAFavor: '0.00',
    nuevoSaldo: { saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' },
    ...overrides,
  };
  return parseFake('fakePagoCuentaResponse', pagoCuentaResponseSchema, r, [
    ['saldoAFavor', money(r.saldoAFavor)],
    ['nuevoSaldo', Object.values(r.nuevoSaldo).every(money)],
    [
      'aplicaciones',
      r.aplicaciones.every(
        (a) =>
          [a.aplicado, a.importe, a.pagadoTotal, a.total, a.saldoPendiente].every(money) &&
          a.pagada === (a.saldoPendiente === '0.00') &&
          toMoney(new Dec(a.total).minus(a.pagadoTotal)) === a.saldoPendiente,
      ),
    ],
  ]);
}

/**
 * A cash box of GET cajas: the open peso box of Casa Central with $ 0,00 unless overridden;
 * `moneda` follows `monedaId`; a closed box has no session.
 * @throws Error when the result is not something the API could send.
 */
export function fakeCaja(overrides: Partial<Caja> & { id: number }): Caja {
  const monedaId = overrides.monedaId ?? 1;
  const abierta = overrides.abierta ?? true;
  const c: Caja = {
    sucursalId: 1,
    sucursal: { id: 1, nombre: 'Casa Central' },
    monedaId,
    moneda: monedaRef(monedaId),
    abierta,
    saldo: '0.00',
    sesion: abierta ? { id: overrides.id, abiertaEn: '2026-03-10T12:00:00.000Z', abiertaPor: { id: 1, name: 'Ana Pérez' }, montoInicial: '0.00' } : null,
    ...overrides,
  };
  return parseFake('fakeCaja', cajaSchema, c, [
    ['moneda', c.moneda.id === c.monedaId],
    ['sesion', (c.sesion !== null) === c.abierta],
    ['sucursal', c.sucursal.id === c.sucursalId],
    ['saldo', SIGNED_MONEY.test(c.saldo)],
  ]);
}
