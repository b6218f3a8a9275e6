import {
  ALL_PERMISSIONS,
  Dec,
  MSG_DESCUENTO_AJENO,
  MSG_PERMISOS_AJENOS,
  MSG_USUARIO_ADMIN_PROTEGIDO,
  MSG_USUARIO_CONTRASENA_AJENA,
  ROL_CLAVE_ADMINISTRADOR,
  type SessionUser,
} from 'shared';
import { forbidden } from './errors';

/**
 * Nobody gives more than they hold (docs/seguridad.md, «Escalamiento de permisos»): the rules the
 * roles and users services share.
 */

/** The permissions of `permissions` that `actor` does not hold (empty when they hold them all). */
export function permisosQueNoTiene(actor: SessionUser, permissions: readonly string[]): string[] {
  const propios = new Set(actor.permissions);
  return permissions.filter((p) => !propios.has(p));
}

/**
 * 403 'No puede otorgar permisos que no tiene.' unless `actor` holds every permission of
 * `permissions` (a role being created or given new permissions, a role being assigned to a user).
 * @throws AppError 403 {@link MSG_PERMISOS_AJENOS}.
 */
export function assertPuedeOtorgar(actor: SessionUser, permissions: readonly string[]): void {
  if (permisosQueNoTiene(actor, permissions).length > 0) throw forbidden(MSG_PERMISOS_AJENOS);
}

/** The permissions whose documents a discount limit applies to (sales and quotes, new or edited). */
const PERMISOS_CON_DESCUENTO = ['ventas.post', 'ventas.put', 'presupuestos.post', 'presupuestos.put'];

/**
 * The discount limit is a right like a permission: a role that sells or quotes (`permisos` holds
 * ventas.post/put or presupuestos.post/put) may be given, and a user assigned such a role with, a
 * `descuentoMaximo` (percent, 0–100) no higher than the caller's own role's. `anterior` (the role's
 * limit before an edit) may stay as it is: only raising it past the caller's limit counts. A role
 * that neither sells nor quotes is not limited by it (its limit applies to nothing).
 * @throws AppError 403 {@link MSG_DESCUENTO_AJENO}.
 */
export function assertPuedeOtorgarDescuento(actor: SessionUser, rol: { descuentoMaximo: string; permissions: readonly string[] }, anterior?: string): void {
  if (!rol.permissions.some((p) => PERMISOS_CON_DESCUENTO.includes(p))) return;
  const nuevo = new Dec(rol.descuentoMaximo);
  if (nuevo.lte(actor.descuentoMaximo)) return;
  if (anterior !== undefined && nuevo.lte(anterior)) return;
  throw forbidden(MSG_DESCUENTO_AJENO);
}

/** True when `actor` holds every permission of the catalogue (ALL_PERMISSIONS of shared). */
export function tieneTodosLosPermisos(actor: SessionUser): boolean {
  return permisosQueNoTiene(actor, ALL_PERMISSIONS).length === 0;
}

/**
 * Whether `actor` may set the password of a user whose role is `rol` (PUT users/{id}/reset-password,
 * PUT auth/change-password/{userId} of another user): an Administrador's (role key 'administrador')
 * only with every permission of the catalogue; anyone else's only when the caller holds every
 * permission of that user's role, since whoever knows a password acts with its permissions.
 * @throws AppError 403 'Solo un usuario con todos los permisos puede cambiar la contraseña, el rol o
 *   el estado de un Administrador.' or 'No puede cambiar la contraseña de un usuario con permisos que
 *   usted no tiene.'.
 */
export function assertPuedeCambiarContrasena(actor: SessionUser, rol: { clave: string | null; permissions: readonly string[] }): void {
  if (rol.clave === ROL_CLAVE_ADMINISTRADOR) {
    if (!tieneTodosLosPermisos(actor)) throw forbidden(MSG_USUARIO_ADMIN_PROTEGIDO);
    return;
  }
  if (permisosQueNoTiene(actor, rol.permissions).length > 0) throw forbidden(MSG_USUARIO_CONTRASENA_AJENA);
}
