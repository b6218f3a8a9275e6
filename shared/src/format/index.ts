/**
 * es-AR formatters and input guards (docs/dinero-y-cantidades.md). Money and quantities are formatted
 * from their decimal strings with decimal.js, never through binary floating point.
 */
import Decimal from 'decimal.js';

type Num = string | number | null | undefined;

function toDecimal(value: Num): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  try {
    return new Decimal(value);
  } catch {
    return new Decimal(0);
  }
}

/** Groups the integer part with '.' and uses ',' as decimal separator: "1234.5" → "1.234,5". */
function esAR(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/**
 * Money with its currency symbol and 2 decimals: formatMoney('1234.5') → "$ 1.234,50",
 * formatMoney('10', 'US$') → "US$ 10,00"; null/invalid → "$ 0,00".
 */
export function formatMoney(value: Num, simbolo = '$'): string {
  const d = toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const text = esAR(d.abs().toFixed(2));
  return `${d.isNegative() && !d.isZero() ? '-' : ''}${simbolo} ${text}`;
}

/** Amount with 2 decimals and no symbol: "1.234,50". */
export function formatAmount(value: Num): string {
  return esAR(toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
}

/**
 * Quantity with up to 4 decimals and no trailing zeros, optionally followed by its unit:
 * formatQuantity('2.0000') → "2", formatQuantity('1.5', 'kg') → "1,5 kg".
 */
export function formatQuantity(value: Num, unidad?: string | null): string {
  const d = toDecimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const text = esAR(d.toFixed());
  return unidad ? `${text} ${unidad}` : text;
}

const TZ = 'America/Argentina/Buenos_Aires';
const dateFmt = new Intl.DateTimeFormat('es-AR', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('es-AR', {
  timeZone: TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function parts(fmt: Intl.DateTimeFormat, iso: string | Date): Record<string, string> | null {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/** dd/mm/aaaa in Buenos Aires time; '' for an empty or invalid date. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const p = parts(dateFmt, iso);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** dd/mm/aaaa hh:mm (24 h) in Buenos Aires time; '' for an empty or invalid date. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const p = parts(dateTimeFmt, iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour === '24' ? '00' : p.hour}:${p.minute}` : '';
}

function decimalInput(maxDecimals: number) {
  // Empty, or digits without leading zeros ("0" alone allowed), optionally "." and up to N decimals.
  const re = new RegExp(`^(0|[1-9]\\d*)?(\\.\\d{0,${maxDecimals}})?$`);
  return (s: string): boolean => s === '' || (re.test(s) && s !== '.');
}

/** Money typed in a text field: no negatives, no leading zeros, no thousands separator, ≤ 2 decimals ("12." allowed while typing). */
export const isMoneyInput = decimalInput(2);
/** Quantity typed in a text field: same rules as money with ≤ 4 decimals. */
export const isQuantityInput = decimalInput(4);
/** Rate (exchange rate, percentages with 4 decimals) typed in a text field: ≤ 4 decimals. */
export const isRateInput = decimalInput(4);
