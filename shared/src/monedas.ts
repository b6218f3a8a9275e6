/**
 * Ids of the two system currencies (docs/dinero-y-cantidades.md): 1 pesos ($), 2 dollars (US$).
 * A module without imports, so light entries (shared/saldo) can use them without zod.
 */
export const MONEDA_PESOS = 1;
export const MONEDA_DOLARES = 2;
