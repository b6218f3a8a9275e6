import { MSG_SUCURSAL_AJENA, P, type SessionUser } from 'shared';
import { forbidden } from './errors';

/** What the branch scope reads of the signed-in user (the session reads both on every request). */
export type ActorConSucursal = Pick<SessionUser, 'id' | 'permissions' | 'sucursalId'>;

/** True when `actor` may operate in branch `sucursalId`: they hold sucursales.todas, or it is their own branch. */
export function puedeOperarEnSucursal(actor: Pick<SessionUser, 'permissions' | 'sucursalId'>, sucursalId: number): boolean {
  return actor.permissions.includes(P.sucursalesTodas) || (actor.sucursalId !== null && actor.sucursalId === sucursalId);
}

/**
 * Branch scope (docs/seguridad.md, «Aprobaciones y alcance»): without `sucursales.todas` a user
 * creates and changes sales, quotes, stock entries, manufacturing runs and cash-box movements only in
 * their own branch (`usuarios.sucursal_id`). A user without a branch operates in none. The one check
 * every one of those services calls, once the branch of the document is known (a new document's
 * branch from the body; an existing one's from its row, after the 404).
 * @throws AppError 403 'No tiene permiso para operar en esa sucursal.'.
 */
export function exigirSucursal(actor: Pick<SessionUser, 'permissions' | 'sucursalId'>, sucursalId: number): void {
  if (!puedeOperarEnSucursal(actor, sucursalId)) throw forbidden(MSG_SUCURSAL_AJENA);
}
