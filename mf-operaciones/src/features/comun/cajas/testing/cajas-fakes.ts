import {
  cajaMovimientoSchema,
  cajaSchema,
  cajaSesionSchema,
  type Caja,
  type CajaMovimiento,
  type CajaSesion,
} from 'shared';
import { parseFake } from 'shared/testing';

/**
 * Test-data factories of the cash boxes (docs/pruebas.md, docs/cajas-gastos-comisiones.md): each
 * fills a plausible value, merges the overrides and checks the result with the shared response
 * schema (`cajaSchema`, `cajaMovimientoSchema`, `cajaSesionSchema`) plus the way the API serializes
 * (money with 2 decimals, ISO dates, a box open exactly when it has a session), so a fixture can
 * never drift from what the API sends.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Money as the API sends it: 2 decimals; a balance or a difference may be negative. */
const MONEY = /^-?(0|[1-9]\d*)\.\d{2}$/;
/** Money that is never negative (amounts of movements, starting amounts). */
const MONTO = /^(0|[1-9]\d*)\.\d{2}$/;
const SIMBOLO: Record<number, string> = { 1: '$', 2: 'US$' };
const SUCURSAL: Record<number, string> = { 1: 'Casa Central', 2: 'Sucursal Norte' };

/** The user Laura Gómez (id 1) as the API names who opened, closed or recorded something. */
export const LAURA = { id: 1, name: 'Laura Gómez' } as const;

/**
 * A box as GET cajas lists it: box `id` of Casa Central in pesos, open since 2026-11-23 09:00
 * (Buenos Aires) by Laura Gómez with $ 1.000,00, balance $ 1.000,00, unless overridden. `moneda`
 * follows `monedaId` and `sucursal` follows `sucursalId` unless given.
 * @throws Error when the result is not a box the API could send.
 */
export function fakeCaja(overrides: Partial<Caja> & { id: number }): Caja {
  const monedaId = overrides.monedaId ?? 1;
  const sucursalId = overrides.sucursalId ?? 1;
  const abierta = overrides.abierta ?? true;
  const c: Caja = {
    sucursalId,
    sucursal: { id: sucursalId, nombre: SUCURSAL[sucursalId] ?? `Sucursal ${sucursalId}` },
    monedaId,
    moneda: { id: monedaId, simbolo: SIMBOLO[monedaId] ?? `M${monedaId}` },
    abierta,
    saldo: abierta ? '1000.00' : '0.00',
    sesion: abierta ? { id: overrides.id * 100, abiertaEn: '2026-11-23T12:00:00.000Z', abiertaPor: LAURA, montoInicial: '1000.00' } : null,
    ...overrides,
  };
  return parseFake('fakeCaja', cajaSchema, c, [
    ['saldo', MONEY.test(c.saldo)],
    ['sesion', c.abierta === (c.sesion !== null)],
    ['sesion.abiertaEn', c.sesion === null || ISO.test(c.sesion.abiertaEn)],
    ['sesion.montoInicial', c.sesion === null || MONTO.test(c.sesion.montoInicial)],
    ['moneda.id', c.moneda.id === c.monedaId],
    ['sucursal.id', c.sucursal.id === c.sucursalId],
  ]);
}

/**
 * One box movement as GET cajas/{id}/movimientos lists it: a manual INGRESO of $ 100,00 in cash
 * ('Efectivo', id 1) by Laura Gómez in session 100, unless overridden. The source ids must fit the
 * origin (a 'venta' has its ventaId, a 'pago_cuenta' its account movement and client, a 'gasto' its
 * gastoId, a 'comision' its payout id).
 * @throws Error when the result is not a movement the API could send.
 */
export function fakeCajaMovimiento(overrides: Partial<CajaMovimiento> & { id: number }): CajaMovimiento {
  const m: CajaMovimiento = {
    fecha: '2026-11-23T13:00:00.000Z',
    tipo: 'INGRESO',
    monto: '100.00',
    descripcion: `Movimiento ${overrides.id}`,
    origen: 'manual',
    metodoPago: { id: 1, nombre: 'Efectivo' },
    ventaId: null,
    movimientoCuentaId: null,
    clienteId: null,
    gastoId: null,
    comisionPagoId: null,
    usuario: LAURA,
    sesionId: 100,
    ...overrides,
  };
  return parseFake('fakeCajaMovimiento', cajaMovimientoSchema, m, [
    ['fecha', ISO.test(m.fecha)],
    ['monto', MONTO.test(m.monto) && m.monto !== '0.00'],
    ['ventaId', (m.origen === 'venta') === (m.ventaId !== null)],
    ['movimientoCuentaId', (m.origen === 'pago_cuenta') === (m.movimientoCuentaId !== null && m.clienteId !== null)],
    ['gastoId', (m.origen === 'gasto') === (m.gastoId !== null)],
    ['comisionPagoId', (m.origen === 'comision') === (m.comisionPagoId !== null)],
  ]);
}

/**
 * A session of a box as GET cajas/{id}/sesiones lists it: session `id` of box 1, opened 2026-11-22
 * 09:00 and closed 20:00 (Buenos Aires) by Laura Gómez, $ 1.000,00 initial, expected and counted
 * $ 1.500,00 in cash (no difference), unless overridden. An open session has every closing field null.
 * @throws Error when the result is not a session the API could send.
 */
export function fakeCajaSesion(overrides: Partial<CajaSesion> & { id: number }): CajaSesion {
  const s: CajaSesion = {
    cajaId: 1,
    abiertaEn: '2026-11-22T12:00:00.000Z',
    abiertaPor: LAURA,
    montoInicial: '1000.00',
    cerradaEn: '2026-11-22T23:00:00.000Z',
    cerradaPor: LAURA,
    esperado: '1500.00',
    contado: '1500.00',
    diferencia: '0.00',
    arqueo: [{ metodoPago: { id: 1, nombre: 'Efectivo' }, esperado: '1500.00', contado: '1500.00', diferencia: '0.00' }],
    ...overrides,
  };
  const cerrada = s.cerradaEn !== null;
  const cierre = [s.cerradaPor, s.esperado, s.contado, s.diferencia, s.arqueo];
  return parseFake('fakeCajaSesion', cajaSesionSchema, s, [
    ['abiertaEn', ISO.test(s.abiertaEn)],
    ['cerradaEn', s.cerradaEn === null || ISO.test(s.cerradaEn)],
    ['cierre', cerrada ? cierre.every((v) => v !== null) : cierre.every((v) => v === null)],
    ['esperado', s.esperado === null || MONEY.test(s.esperado)],
    ['contado', s.contado === null || MONTO.test(s.contado)],
    ['diferencia', s.diferencia === null || MONEY.test(s.diferencia)],
    ['arqueo', (s.arqueo ?? []).every((l) => MONEY.test(l.esperado) && MONTO.test(l.contado) && MONEY.test(l.diferencia))],
  ]);
}
