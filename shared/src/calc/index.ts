import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money and quantities, shared by the browser and the API so both compute
 * the same totals (docs/dinero-y-cantidades.md: never binary floats; half-up rounding; money 2 decimals,
 * quantities 4). Inputs are decimal strings or numbers; outputs are fixed-point strings.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Rounds to 2 decimals, half-up: "12.345" → "12.35". */
export function toMoney(value: Decimal.Value): string {
  return new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Rounds to 4 decimals, half-up: quantities and rates. */
export function toQuantity(value: Decimal.Value): string {
  return new D(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/** A line subtotal: precioUnitario × cantidad, money with 2 decimals. */
export function lineSubtotal(precioUnitario: Decimal.Value, cantidad: Decimal.Value): string {
  return toMoney(new D(precioUnitario).times(cantidad));
}

/** Clamps a discount percentage to [0, 100] (docs/dinero-y-cantidades.md: "capped at 100"). */
export function clampDiscount(descuento: Decimal.Value): Decimal {
  const d = new D(descuento || 0);
  if (d.isNaN() || d.lt(0)) return new D(0);
  return d.gt(100) ? new D(100) : d;
}

/**
 * Sale or quote total (docs/dinero-y-cantidades.md): the sum of the line subtotals as each line shows
 * and stores them (price × quantity rounded to the cent, {@link lineSubtotal}), less the discount
 * percentage (capped at 100), rounded half-up. So the total always matches the lines the customer
 * sees: two lines of 1.5 × 368.33 are 552.50 each and total 1,105.00. Money with 2 decimals in the
 * document's currency; the browser and the API both call this one function.
 */
export function documentTotal(
  lines: ReadonlyArray<{ precioUnitario: Decimal.Value; cantidad: Decimal.Value }>,
  descuento: Decimal.Value = 0,
): string {
  const gross = lines.reduce((acc, l) => acc.plus(lineSubtotal(l.precioUnitario, l.cantidad)), new D(0));
  const factor = new D(1).minus(clampDiscount(descuento).div(100));
  return toMoney(gross.times(factor));
}

/** Adds money values exactly; 2 decimals. */
export function sumMoney(values: ReadonlyArray<Decimal.Value>): string {
  return toMoney(values.reduce<Decimal>((acc, v) => acc.plus(new D(v)), new D(0)));
}

/** Compares two decimals: -1, 0 or 1. */
export function compareDecimal(a: Decimal.Value, b: Decimal.Value): number {
  return new D(a).comparedTo(b);
}

export { D as Dec };
export * from './fiscal';
