/**
 * The manufacturing screens' own texts (docs/fabricacion.md, docs/textos.md), word for word. The
 * messages the API shares (MSG_FABRICACION_NO_ENCONTRADA, MSG_SIN_FORMULA, the success messages
 * MSG_MATERIA_CONFIRMADA, MSG_FABRICACION_FINALIZADA, MSG_FABRICACION_CANCELADA) and the
 * 'sucursalId no definido' ones of the action bodies live in shared/src/schemas/fabricaciones.ts.
 */

/** /fabricacion: the list could not be loaded. */
export const MSG_ERROR_CARGAR_FABRICACIONES = 'Error al cargar las fabricaciones';
/** /fabricacion/{id}: the run could not be loaded (other than a 404). */
export const MSG_ERROR_CARGAR_FABRICACION = 'Error al cargar la fabricación';

/** /crear-fabricacion. */
export const MSG_FABRICACION_CREADA = 'Fabricación creada';
export const MSG_ERROR_CREAR_FABRICACION = 'Error al crear la fabricación';
export const MSG_STOCK_NO_ALCANZA = 'El stock de algunas materias primas no alcanza: podrá confirmar cada una cuando haya stock.';
export const MSG_ERROR_PREVISUALIZAR = 'Error al calcular las materias primas';
export const MSG_ERROR_SUCURSALES = 'Error al cargar las sucursales';
export const MSG_ERROR_PRODUCTOS = 'Error al cargar los productos';

/** /fabricacion/{id}: when confirming a raw material, finalizing or cancelling fails without a server message. */
export const MSG_ERROR_CONFIRMAR_MATERIA = 'Error al confirmar materia';
export const MSG_ERROR_FINALIZAR = 'Error al finalizar';
export const MSG_ERROR_CANCELAR = 'Error al cancelar';
