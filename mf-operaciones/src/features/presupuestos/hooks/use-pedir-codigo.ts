import { useCallback, useState } from 'react';
import { ApiError, pideCodigoDeAutorizacion } from 'shared';
import { PEDIR_CODIGO_A_QUIEN_AUTORIZA } from '../../comun/autorizacion/AvisoCredito';

/** How a user with ventas.autorizar_precio gets the code on a quote screen. */
export const MSG_GENERAR_CODIGO_EN_NUEVA_VENTA = 'Puede generarlo en Nueva Venta con «Generar código de autorización».';

/** The explanation under the reason in the code dialog of the quote screens: who gives the code. */
export function quienDaElCodigo(puedeAutorizar: boolean): string {
  return puedeAutorizar ? MSG_GENERAR_CODIGO_EN_NUEVA_VENTA : PEDIR_CODIGO_A_QUIEN_AUTORIZA;
}

/** The server refused the code itself (400 'Código de autorización inválido', or 429 after too many wrong ones). */
function codigoRechazado(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 400 || err.status === 429) && /códigos? de autorización/i.test(err.message);
}

/** An operation the server answered with a request for a code: what was sent, and its message. */
export interface PedidoDeCodigo<T> {
  /** The server's 409 message (the reasons and the request for the code). */
  mensaje: string;
  /** What was sent, to send it again with `codigo_pass`. */
  datos: T;
}

/**
 * The state of the code dialog of one quote operation (create, edit, convert; docs/presupuestos.md):
 * `fallo(err, datos, codigo?)` is called with every failure of the operation: a 409 asking for an
 * authorization code (`pideCodigoDeAutorizacion`) keeps `datos` and the server's message in
 * `pedido`, which opens the dialog; a refused code (sent with `codigo`) goes to `error`, under the
 * field, and the dialog stays. Both return true; any other failure closes the dialog and returns
 * false, for the caller to show it. `cerrar()` after a success or on 'Cancelar'.
 */
export function usePedirCodigo<T>() {
  const [pedido, setPedido] = useState<PedidoDeCodigo<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fallo = useCallback((err: unknown, datos: T, codigo?: string): boolean => {
    if (err instanceof ApiError && pideCodigoDeAutorizacion(err.status, err.message)) {
      setPedido({ mensaje: err.message, datos });
      setError(null);
      return true;
    }
    if (codigo && codigoRechazado(err)) {
      setError(err.message);
      return true;
    }
    setPedido(null);
    setError(null);
    return false;
  }, []);
  const cerrar = useCallback(() => {
    setPedido(null);
    setError(null);
  }, []);
  return { pedido, error, fallo, cerrar };
}
