import { ApiError, errorMessage } from 'shared';

/** Message of docs/contactos-y-administracion.md for a request that never reached the server. */
export const ERROR_DE_RED = 'Error de red';

/**
 * The message to show for a failed payment-method call (docs/contactos-y-administracion.md): 'Error de red' when the
 * request never reached the server, else the server's message, else `fallback`.
 */
export function metodoPagoErrorMessage(err: unknown, fallback: string): string {
  return errorMessage(err, fallback, ERROR_DE_RED);
}

/**
 * The message when a payment method or the list cannot be loaded (docs/contactos-y-administracion.md): 'Error de red'
 * when the request never reached the server, else 'Error al cargar métodos de pago'.
 */
export function cargaErrorMessage(err: unknown): string {
  return err instanceof ApiError && err.isNetworkError ? ERROR_DE_RED : 'Error al cargar métodos de pago';
}
