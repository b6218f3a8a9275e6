/**
 * Spanish texts of /cuentas-corrientes/{id} (docs/cuentas-corrientes.md; the spec's error catalogue
 * word for word where it names them). The validation messages of the dialogs are those of the
 * shared schemas (MSG_PAGO_CAMPOS, MSG_PAGO_COTIZACION, MSG_DEUDA_CAMPOS, MSG_RESUMEN_FECHAS).
 */

/** The account cannot be read (any failure but a 404). */
export const MSG_ERROR_CARGAR_CUENTA = 'Error al cargar datos';
/** The movements table cannot be read. */
export const MSG_ERROR_MOVIMIENTOS = 'Error al cargar los movimientos';
/** Under the movements title when the client has none (the table is shown only with movements). */
export const MSG_SIN_MOVIMIENTOS = 'El cliente no tiene movimientos en su cuenta corriente.';
/** Toasts of the payment and debt dialogs without a message of the server. */
export const MSG_ERROR_PAGO = 'Error al registrar el pago';
export const MSG_ERROR_DEUDA = 'Error al registrar la deuda';
export const MSG_PAGO_OK = 'Pago registrado correctamente';
export const MSG_DEUDA_OK = 'Deuda registrada correctamente';
/** Beside the rate field when GET cuentas-corrientes/valor_dolar fails. */
export const MSG_ERROR_VALOR_DOLAR = 'Error al obtener el valor del dólar';
/** 'Detalle de Deuda Manual': while loading, in the dialog on failure, and the toast of that failure. */
export const MSG_CARGANDO = 'Cargando...';
export const MSG_DEUDA_INFO_ERROR = 'No se pudo cargar la información.';
export const MSG_ERROR_DEUDA_DETALLE = 'No se pudo cargar la deuda manual';
/** The statement could not be had (failure or exception). */
export const MSG_ERROR_RESUMEN = 'No se pudo generar el resumen';
/** Desde after Hasta in 'Imprimir Resumen'. */
export const MSG_RESUMEN_RANGO = 'La fecha Desde no puede ser posterior a la fecha Hasta.';
/** Under 'Caja (efectivo)' when GET cajas fails. */
export const MSG_ERROR_CAJAS = 'No se pudieron cargar las cajas.';
/** Title of the dialog that asks for the code of a payment rate outside the tolerance. */
export const TITULO_AUTORIZAR_COTIZACION = 'Autorizar cotización';
/** What that dialog asks, under the server's message. */
export const MSG_PEDIR_CODIGO_COTIZACION =
  'Ingrese un código de autorización para registrar el pago con esta cotización, o cancele y corrija la cotización.';
/** Who gives the code (the one-time codes of New Sale). */
export const MSG_QUIEN_DA_EL_CODIGO = 'Pídaselo a quien pueda autorizar precios.';
