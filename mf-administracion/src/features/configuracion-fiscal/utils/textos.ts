import { errorMessage } from 'shared';

/**
 * Texts of /configuracion-fiscal (docs/facturacion.md) that neither the shared schemas nor the API
 * give: the section titles, the toasts and the load error.
 */

/** Title (h1) of the screen, as its ROUTE_TABLE row. */
export const TITULO = 'Configuración fiscal';
/** GET fiscal/configuracion failed. */
export const MSG_ERROR_CARGA = 'No se pudo cargar la configuración fiscal.';
/** PUT fiscal/configuracion succeeded. */
export const MSG_CONFIGURACION_GUARDADA = 'Configuración fiscal guardada.';
/** PUT fiscal/certificado succeeded. */
export const MSG_CERTIFICADO_GUARDADO = 'Certificado guardado.';
/** PUT sucursales/{id} succeeded. */
export const MSG_PUNTO_VENTA_GUARDADO = 'Punto de venta guardado.';
/** A save failed without a message from the server. */
export const MSG_ERROR_GUARDAR = 'No se pudo guardar. Intente de nuevo.';
/** Message of a request that never reached the server (the shared client's ApiError). */
export const ERROR_DE_RED = 'Error de red';
/** Help line of «Entorno de ARCA». */
export const AYUDA_ENTORNO = 'El simulador sirve para probar el sistema: sus comprobantes no tienen validez fiscal.';
/** No certificate uploaded yet. */
export const MSG_SIN_CERTIFICADO = 'Todavía no se cargó el certificado de ARCA: sin él no se pueden emitir facturas de Línea 1.';
/** «Subir certificado» without the certificate's file. */
export const MSG_ELEGIR_CERTIFICADO = 'Elija el archivo del certificado (.crt o .pem).';
/** «Subir certificado» without the private key's file. */
export const MSG_ELEGIR_CLAVE = 'Elija el archivo de la clave privada (.key o .pem).';

/** The message of a failed save: the server's, 'Error de red' without an answer, else {@link MSG_ERROR_GUARDAR}. */
export function mensajeError(err: unknown): string {
  return errorMessage(err, MSG_ERROR_GUARDAR, ERROR_DE_RED);
}

/** The detail under the load error: 'Error de red' or the server's message, if any. */
export function detalleCarga(err: unknown): string | undefined {
  const m = errorMessage(err, '', ERROR_DE_RED);
  return m || undefined;
}
