import { ApiError, errorMessage } from 'shared';

/** Message of spec.md section 8 for a request that never reached the server. */
export const ERROR_DE_RED = 'Error de red';

/**
 * The message to show for a failed payment-method call (spec.md section 8): 'Error de red' when the
 * request never reached the server, else the server's message, else `fallback`.
 */
export function metodoPagoErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.isNetworkError) return ERROR_DE_RED;
  return errorMessage(err, fallback);
}

/**
 * The message when a payment method or the list cannot be loaded (spec.md section 8): 'Error de red'
 * when the request never reached the server, else 'Error al cargar métodos de pago'.
 */
export function cargaErrorMessage(err: unknown): string {
  return err instanceof ApiError && err.isNetworkError ? ERROR_DE_RED : 'Error al cargar métodos de pago';
}
