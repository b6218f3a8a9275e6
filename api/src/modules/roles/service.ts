import { asc, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, type Rol, type SessionUser } from 'shared';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, conflictOnUnique, notFound } from '../../lib/errors';

export const MSG_ROL_DUPLICADO = 'Ya existe un rol con ese nombre.';
const KNOWN = new Set(ALL_PERMISSIONS);

/** Roles ordered by name. */
export function listRoles(db: Db): Promise<Rol[]> {
  return db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
}

/** One role, 404 'Rol no encontrado.' when missing. */
export async function getRol(db: Db, id: number): Promise<Rol> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, id));
  if (!row) throw notFound('Rol no encontrado.');
  return row;
}

/**
 * Creates a role (POST roles). Permissions must be known strings (shared ALL_PERMISSIONS), else 400
 * listing the unknown ones; a name already used (case-insensitive) → 409 'Ya existe un rol con ese nombre.'.
 */
export async function createRol(db: Db, actor: SessionUser, input: { name: string; permissions: string[] }): Promise<Rol> {
  const unknown = input.permissions.filter((p) => !KNOWN.has(p));
  if (unknown.length > 0) throw badRequest(`Permisos inválidos: ${unknown.join(', ')}`);
  const permissions = ALL_PERMISSIONS.filter((p) => input.permissions.includes(p));
  return conflictOnUnique({ roles_name_lower_idx: MSG_ROL_DUPLICADO }, () =>
    db.transaction(async (tx) => {
      const [dup] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.name}) = lower(${input.name})`);
      if (dup) throw conflict(MSG_ROL_DUPLICADO);
      const [rol] = await tx
        .insert(roles)
        .values({ name: input.name, permissions })
        .returning({ id: roles.id, name: roles.name, permissions: roles.permissions });
      await audit(tx, { usuarioId: actor.id, entidad: 'roles', entidadId: rol.id, accion: 'crear', despues: rol });
      return rol;
    }),
  );
}
