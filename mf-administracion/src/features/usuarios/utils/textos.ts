import { formatAmount } from 'shared/format';

/** A text as the screens show it: '-' when missing or blank. */
export const orDash = (v: string | null | undefined): string => (v && v.trim() ? v : '-');

/** A commission percentage (2 decimals, "5.00") as the screens show it: '5,00 %'; '-' when missing. */
export const textoComision = (comision: string | undefined): string => (comision === undefined ? '-' : `${formatAmount(comision)} %`);
