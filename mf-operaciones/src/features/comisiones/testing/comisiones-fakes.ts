import {
  comisionPagoSchema,
  comisionVendedorSchema,
  comisionVentaSchema,
  compareDecimal,
  type ComisionPago,
  type ComisionVendedor,
  type ComisionVenta,
} from 'shared';
import { parseFake } from 'shared/testing';

/**
 * Test-data factories of the commissions (docs/pruebas.md, docs/cajas-gastos-comisiones.md): each
 * fills a plausible value, merges the overrides and checks the result with the shared response
 * schema (`comisionVendedorSchema`, `comisionVentaSchema`, `comisionPagoSchema`) plus the way the
 * API serializes (money with 2 decimals, never negative; ISO dates; the currency's symbol).
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const MONEY = /^(0|[1-9]\d*)\.\d{2}$/;
const SIMBOLO: Record<number, string> = { 1: '$', 2: 'US$' };
const moneda = (id: number) => ({ id, simbolo: SIMBOLO[id] ?? `M${id}` });

/** The seller Ana Pérez (V001, 5 % in the tests). */
export const ANA = { id: 1, name: 'Ana Pérez', cod_vendedor: 'V001' } as const;
/** The seller Pedro Ruiz (V002, 3 % in the tests). */
export const PEDRO = { id: 2, name: 'Pedro Ruiz', cod_vendedor: 'V002' } as const;

/**
 * One seller and currency of GET comisiones: Ana Pérez in pesos, 5 % commission, 10 sales that
 * earned $ 1.000,00, nothing paid, all owed, unless overridden. `moneda` follows `monedaId`.
 * @throws Error when the result is not a line the API could send.
 */
export function fakeComisionVendedor(overrides: Partial<ComisionVendedor> = {}): ComisionVendedor {
  const monedaId = overrides.monedaId ?? 1;
  const c: ComisionVendedor = {
    vendedor: { ...ANA },
    porcentaje: '5.00',
    monedaId,
    moneda: moneda(monedaId),
    ventas: 10,
    total: '1000.00',
    pagado: '0.00',
    adeudado: '1000.00',
    ...overrides,
  };
  return parseFake('fakeComisionVendedor', comisionVendedorSchema, c, [
    ['porcentaje', MONEY.test(c.porcentaje)],
    ['total', MONEY.test(c.total)],
    ['pagado', MONEY.test(c.pagado)],
    ['adeudado', MONEY.test(c.adeudado) && (compareDecimal(c.adeudado, 0) === 0 || compareDecimal(c.total, 0) >= 0)],
    ['moneda', c.moneda.id === c.monedaId],
  ]);
}

/**
 * One sale of GET comisiones/ventas: sale `ventaId` of 2026-11-0N (N = ventaId mod 28) to María
 * López for $ 2.000,00 with $ 100,00 of commission, unless overridden.
 * @throws Error when the result is not a sale the API could send.
 */
export function fakeComisionVenta(overrides: Partial<ComisionVenta> & { ventaId: number }): ComisionVenta {
  const v: ComisionVenta = {
    fecha: new Date(Date.UTC(2026, 10, (overrides.ventaId % 28) + 1, 15, 0)).toISOString(),
    cliente: 'María López',
    moneda: moneda(1),
    total: '2000.00',
    comision: '100.00',
    ...overrides,
  };
  return parseFake('fakeComisionVenta', comisionVentaSchema, v, [
    ['fecha', ISO.test(v.fecha)],
    ['total', MONEY.test(v.total)],
    ['comision', MONEY.test(v.comision)],
  ]);
}

/**
 * One payout of GET comisiones/pagos: $ 200,00 to Ana Pérez on 2026-11-20 12:00 (Buenos Aires) by
 * Laura Gómez, without a box nor description, unless overridden. `moneda` follows its id.
 * @throws Error when the result is not a payout the API could send.
 */
export function fakeComisionPago(overrides: Partial<ComisionPago> & { id: number }): ComisionPago {
  const p: ComisionPago = {
    fecha: '2026-11-20T15:00:00.000Z',
    vendedor: { ...ANA },
    monto: '200.00',
    moneda: moneda(1),
    caja: null,
    descripcion: null,
    usuario: { id: 1, name: 'Laura Gómez' },
    ...overrides,
  };
  return parseFake('fakeComisionPago', comisionPagoSchema, p, [
    ['fecha', ISO.test(p.fecha)],
    ['monto', MONEY.test(p.monto) && p.monto !== '0.00'],
    ['moneda.simbolo', p.moneda.simbolo === (SIMBOLO[p.moneda.id] ?? p.moneda.simbolo)],
  ]);
}
