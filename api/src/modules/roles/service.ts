import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  toMoney,
  MSG_ROL_ADMIN_ELIMINAR,
  MSG_ROL_ADMIN_PERMISOS,
  MSG_ROL_NO_ENCONTRADO,
  msgRolEnUso,
  ROL_CLAVE_ADMINISTRADOR,
  type Rol,
  type SessionUser,
} from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { roles, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { assertPuedeOtorgar, assertPuedeOtorgarDescuento } from '../../lib/escalamiento';
import { badRequest, conflict, conflictOnUnique, notFound } from '../../lib/errors';

export const MSG_ROL_DUPLICADO = 'Ya existe un rol con ese nombre.';
const KNOWN = new Set(ALL_PERMISSIONS);

/** The columns of a role as the API answers it: `sistema` from its fixed key, `usuarios` counted. */
const rolColumns = {
  id: roles.id,
  name: roles.name,
  permissions: roles.permissions,
  sistema: sql<boolean>`${roles.clave} is not distinct from ${ROL_CLAVE_ADMINISTRADOR}`,
  // Qualified by hand: inside the subquery an unqualified "id" would be the user's, not the role's.
  usuarios: sql<number>`(select count(*)::int from ${usuarios} as u where u.role_id = "roles"."id")`,
  descuentoMaximo: roles.descuentoMaximo,
};

/** Roles ordered by name, each with its user count. */
export function listRoles(db: Db): Promise<Rol[]> {
  return db.select(rolColumns).from(roles).orderBy(asc(roles.name));
}

/** One role, 404 'Rol no encontrado.' when missing. */
export async function getRol(db: DbOrTx, id: number): Promise<Rol> {
  const [row] = await db.select(rolColumns).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound(MSG_ROL_NO_ENCONTRADO);
  return row;
}

/**
 * The known permissions of `requested`, deduplicated and in the order of ALL_PERMISSIONS.
 * @throws AppError 400 'Permisos inválidos: a, b' naming the unknown strings.
 */
function permisosValidos(requested: readonly string[]): string[] {
  const unknown = requested.filter((p) => !KNOWN.has(p));
  if (unknown.length > 0) throw badRequest(`Permisos inválidos: ${[...new Set(unknown)].join(', ')}`);
  return ALL_PERMISSIONS.filter((p) => requested.includes(p));
}

/** 409 'Ya existe un rol con ese nombre.' when another role (case-insensitive) has `name`. */
async function assertNombreLibre(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [dup] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(roles.id, exceptId)));
  if (dup) throw conflict(MSG_ROL_DUPLICADO);
}

/**
 * The role row (its fixed key included) locked for a change: `for: 'delete'` → FOR UPDATE (a user
 * being given the role waits, or is waited for); otherwise FOR NO KEY UPDATE (users may keep being
 * given the role meanwhile). 404 'Rol no encontrado.' when missing.
 */
async function lockRol(tx: Tx, id: number, para: 'delete' | 'update') {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions, clave: roles.clave, descuentoMaximo: roles.descuentoMaximo })
    .from(roles)
    .where(eq(roles.id, id))
    .for(para === 'delete' ? 'update' : 'no key update');
  if (!row) throw notFound(MSG_ROL_NO_ENCONTRADO);
  return row;
}

/**
 * Creates a role (POST roles). Permissions must be known strings (shared ALL_PERMISSIONS), else 400
 * listing the unknown ones, and held by the caller (docs/seguridad.md «Escalamiento de permisos»);
 * a name already used (case-insensitive) → 409 'Ya existe un rol con ese nombre.'.
 * @throws AppError 400 unknown permissions; 403 'No puede otorgar permisos que no tiene.'; 409 duplicate name.
 */
export async function createRol(db: Db, actor: SessionUser, input: { name: string; permissions: string[]; descuentoMaximo?: string }): Promise<Rol> {
  const permissions = permisosValidos(input.permissions);
  assertPuedeOtorgar(actor, permissions);
  // Without the field a new role gets the caller's own limit (never more than it).
  const descuentoMaximo = toMoney(input.descuentoMaximo ?? actor.descuentoMaximo);
  assertPuedeOtorgarDescuento(actor, { descuentoMaximo, permissions });
  return conflictOnUnique({ roles_name_lower_idx: MSG_ROL_DUPLICADO }, () =>
    db.transaction(async (tx) => {
      await assertNombreLibre(tx, input.name);
      const [rol] = await tx
        .insert(roles)
        .values({ name: input.name, permissions, descuentoMaximo })
        .returning({ id: roles.id, name: roles.name, permissions: roles.permissions, descuentoMaximo: roles.descuentoMaximo });
      const creado: Rol = { ...rol, sistema: false, usuarios: 0 };
      await audit(tx, { usuarioId: actor.id, entidad: 'roles', entidadId: rol.id, accion: 'crear', despues: rol });
      return creado;
    }),
  );
}

/**
 * PUT roles/{id} (roles.put): the name and the WHOLE permission list (known strings, stored
 * deduplicated in the order of ALL_PERMISSIONS). The users of the role get the new permissions on
 * their next call (docs/seguridad.md). The Administrador role (clave 'administrador') may be renamed
 * but keeps every permission (409 'El rol Administrador conserva todos los permisos.'). The permissions
 * the change ADDS must be held by the caller (403 'No puede otorgar permisos que no tiene.'; keeping
 * or removing one the caller lacks is allowed), so a holder of roles.put cannot widen a role, their
 * own included, beyond their own permissions (docs/seguridad.md «Escalamiento de permisos»).
 * @throws AppError 404 'Rol no encontrado.', 400 unknown permissions, 403, 409 duplicate name.
 * Audited 'roles' 'actualizar' with name and permissions before and after.
 */
export async function updateRol(db: Db, actor: SessionUser, id: number, input: { name: string; permissions: string[]; descuentoMaximo?: string }): Promise<Rol> {
  const permissions = permisosValidos(input.permissions);
  return conflictOnUnique({ roles_name_lower_idx: MSG_ROL_DUPLICADO }, () =>
    db.transaction(async (tx) => {
      const actual = await lockRol(tx, id, 'update');
      if (actual.clave === ROL_CLAVE_ADMINISTRADOR && permissions.length !== ALL_PERMISSIONS.length) {
        throw conflict(MSG_ROL_ADMIN_PERMISOS);
      }
      assertPuedeOtorgar(actor, permissions.filter((p) => !actual.permissions.includes(p)));
      await assertNombreLibre(tx, input.name, id);
      // descuentoMaximo: absent keeps the role's (docs/permisos.md).
      const descuentoMaximo = toMoney(input.descuentoMaximo ?? actual.descuentoMaximo);
      assertPuedeOtorgarDescuento(actor, { descuentoMaximo, permissions }, toMoney(actual.descuentoMaximo));
      await tx.update(roles).set({ name: input.name, permissions, descuentoMaximo, updatedAt: new Date() }).where(eq(roles.id, id));
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'roles',
        entidadId: id,
        accion: 'actualizar',
        antes: { name: actual.name, permissions: actual.permissions, descuentoMaximo: actual.descuentoMaximo },
        despues: { name: input.name, permissions, descuentoMaximo },
      });
      return getRol(tx, id);
    }),
  );
}

/**
 * DELETE roles/{id} (roles.delete): removes the role row (a hard delete: only users refer to a role,
 * and a role with users is refused). 409 'El rol Administrador no se puede eliminar.' for the
 * Administrador role; 409 'No se puede eliminar el rol: lo tiene(n) N usuario(s).' while any user,
 * active or not, has it. The row is locked first, so a concurrent create or edit of a user with this
 * role waits and then finds it gone (400 'Rol inválido.'). @throws AppError 404 'Rol no encontrado.'.
 * Audited 'roles' 'eliminar' with the role as it was.
 */
export async function deleteRol(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const actual = await lockRol(tx, id, 'delete');
    if (actual.clave === ROL_CLAVE_ADMINISTRADOR) throw conflict(MSG_ROL_ADMIN_ELIMINAR);
    const [{ n }] = await tx.select({ n: count() }).from(usuarios).where(eq(usuarios.roleId, id));
    if (n > 0) throw conflict(msgRolEnUso(n));
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'roles',
      entidadId: id,
      accion: 'eliminar',
      antes: { name: actual.name, permissions: actual.permissions },
    });
  });
}
