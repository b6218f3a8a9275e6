/**
 * Branch scope and approvals (docs/seguridad.md, «Aprobaciones y alcance»; docs/permisos.md): the
 * messages the API answers and the screens show. A user without `sucursales.todas` operates only in
 * their own branch; a seller edits only their own sales of the day; a discount above the role's
 * `descuentoMaximo` or annulling a sale without `ventas.delete` needs an authorization code.
 */
import { Dec } from '../calc';
import { MSG_CREDITO_PEDIR_CODIGO } from './cuentas-corrientes';

/** 403: the branch is not the user's (or the user has none) and they lack sucursales.todas. */
export const MSG_SUCURSAL_AJENA = 'No tiene permiso para operar en esa sucursal.';
/** 403 of PUT ventas/{id}: a seller (without ventas.autorizar_precio) edits only their own sales. */
export const MSG_VENTA_AJENA = 'Solo puede modificar sus propias ventas: pida a un encargado que la modifique.';
/** 403 of PUT ventas/{id}: a seller (without ventas.autorizar_precio) edits only the sales of the same day. */
export const MSG_VENTA_OTRO_DIA = 'Solo puede modificar las ventas del día: pida a un encargado que la modifique.';
/** 409 of PUT ventas/anular/{id} without ventas.delete and without a code. */
export const MSG_ANULAR_PEDIR_CODIGO = 'No tiene permiso para anular la venta: pida un código de autorización.';
/** End of a 409 that asks for a code to save a change (an edit, a quote). */
export const MSG_APROBACION_PEDIR_CODIGO = 'Ingrese un código de autorización para guardar.';

/** The largest discount of a role as people write it ('5.00' → '5', '7.50' → '7,5'). */
export function formatoPorcentaje(valor: string): string {
  return new Dec(valor).toString().replace('.', ',');
}

/** Why a discount needs a code: it is above the role's limit `maximo` (percent). */
export function msgDescuentoMaximo(maximo: string): string {
  return `El descuento supera el máximo de su rol (${formatoPorcentaje(maximo)} %).`;
}

/** True when `descuento` (percent) is above the role's limit `maximo`: the operation needs a code. */
export function descuentoExcedeMaximo(descuento: string, maximo: string): boolean {
  return new Dec(descuento || '0').gt(maximo);
}

/**
 * True when an API answer asks for an authorization code (a 409 whose message ends with one of the
 * requests: credit, a discount above the limit, annulling without ventas.delete): the screen then
 * offers the code dialog and sends the operation again with `codigo_pass`.
 */
export function pideCodigoDeAutorizacion(status: number | undefined, message: string | undefined): boolean {
  if (status !== 409 || !message) return false;
  return [MSG_CREDITO_PEDIR_CODIGO, MSG_APROBACION_PEDIR_CODIGO, MSG_ANULAR_PEDIR_CODIGO].some((m) => message.endsWith(m));
}
