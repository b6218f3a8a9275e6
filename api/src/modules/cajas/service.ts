import type { Tx } from '../../db/client';

/**
 * Cash boxes (docs/cajas-gastos-comisiones.md): one per branch and currency; the balance is always
 * the sum of the box's movements.
 */

/**
 * Records a sale paid at once in the open cash box of its branch and currency: an INGRESO with
 * origin 'venta', its payment method and sale id. Does nothing when that box is not open (the sale
 * is still valid). Runs inside the sale's transaction `tx`. Money: `monto` 2 decimals, the sale's currency.
 */
export async function registrarVentaEnCaja(
  _tx: Tx,
  _v: { ventaId: number; sucursalId: number; monedaId: number; metodoPagoId: number; monto: string; usuarioId: number },
): Promise<void> {
  // TODO(#12): implemented by the cash-box module.
}

/**
 * Records a payment on account received in cash in an open box (`cajaId`, same currency): an
 * INGRESO with origin 'pago_cuenta' and the account movement's id. Runs inside the payment's
 * transaction `tx`.
 * @throws AppError 400/409 (Spanish) when the box does not exist, is closed or has another currency;
 *   the caller's transaction then rolls back.
 */
export async function registrarPagoEnCaja(
  _tx: Tx,
  _p: { cajaId: number; monedaId: number; monto: string; movimientoCuentaId: number; descripcion: string; usuarioId: number },
): Promise<void> {
  // TODO(#12): implemented by the cash-box module.
}
