import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  MSG_PASSWORD_BLANQUEADA,
  MSG_ULTIMO_ADMINISTRADOR,
  MSG_USUARIO_COD_VENDEDOR_DUPLICADO,
  MSG_USUARIO_DESACTIVARSE,
  MSG_USUARIO_EMAIL_DUPLICADO,
  MSG_USUARIO_ADMIN_PROTEGIDO,
  MSG_USUARIO_NO_ENCONTRADO,
  MSG_USUARIO_PROPIO_ROL,
  ROL_CLAVE_ADMINISTRADOR,
  type PasswordBlanqueada,
  type SessionUser,
  type UsuarioCreado,
  type UsuarioDetalle,
  type UsuariosList,
  type usuarioCreateSchema,
  type usuariosQuerySchema,
  type usuarioUpdateSchema,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { roles, sesiones, sucursales, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { assertPuedeCambiarContrasena, assertPuedeOtorgar, assertPuedeOtorgarDescuento, tieneTodosLosPermisos } from '../../lib/escalamiento';
import { badRequest, conflict, conflictOnUnique, forbidden, notFound } from '../../lib/errors';
import { collated, likeContains, pageMeta } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';

/**
 * Users (docs/contactos-y-administracion.md, «Usuarios»): list with filters, detail, create with a
 * given or generated password, edit (unique e-mail and seller code, no self-deactivation, at least one
 * active administrator), password reset. Every change runs in one transaction with its audit row;
 * the password hash never reaches a response nor the audit.
 */

export const MSG_ROL_INVALIDO = 'Rol inválido.';
export const MSG_SUCURSAL_INVALIDA = 'Sucursal inválida.';

type UsuariosQuery = z.output<typeof usuariosQuerySchema>;
type UsuarioCreateInput = z.output<typeof usuarioCreateSchema>;
type UsuarioUpdateInput = z.output<typeof usuarioUpdateSchema>;

/**
 * Characters of generated passwords: letters and digits without the ones easily confused when read
 * aloud or copied by hand (0/O/o, 1/l/I).
 */
export const PASSWORD_ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** Length of generated passwords: 14 characters of a 55-symbol alphabet, about 80 bits. */
export const PASSWORD_LARGO = 14;

/**
 * A new random password (crypto `randomInt`, uniform over {@link PASSWORD_ALFABETO}) of
 * {@link PASSWORD_LARGO} characters, with at least one upper-case letter, one lower-case letter and
 * one digit (drawn again until it has them).
 */
export function generarPassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < PASSWORD_LARGO; i += 1) out += PASSWORD_ALFABETO[randomInt(PASSWORD_ALFABETO.length)];
    if (/[A-Z]/.test(out) && /[a-z]/.test(out) && /\d/.test(out)) return out;
  }
}

/** A race on the unique constraints (two creates at once) gets the same 409 as the explicit checks. */
const DUPLICADOS = {
  usuarios_email_unique: MSG_USUARIO_EMAIL_DUPLICADO,
  usuarios_cod_vendedor_unique: MSG_USUARIO_COD_VENDEDOR_DUPLICADO,
};

const detalleColumns = {
  id: usuarios.id,
  name: usuarios.name,
  email: usuarios.email,
  cod_vendedor: usuarios.codVendedor,
  roleId: roles.id,
  roleName: roles.name,
  comision: usuarios.comision,
  activo: usuarios.activo,
  sucursalId: usuarios.sucursalId,
  sucursalNombre: sucursales.nombre,
  createdAt: usuarios.createdAt,
};

/** `search` over name, e-mail and seller code, case-insensitive ("contains"); undefined when blank. */
function busqueda(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeContains(search);
  return or(ilike(usuarios.name, pattern), ilike(usuarios.email, pattern), ilike(usuarios.codVendedor, pattern));
}

/**
 * GET users, the full view (usuarios.get): a page by name (Spanish order) with role, seller code,
 * commission (2 decimals), active flag and branch. Filters: `search` (name, e-mail, seller code,
 * case-insensitive), `roleId`, `activo` ('true' / 'false').
 */
export async function listUsuarios(db: Db, q: UsuariosQuery): Promise<UsuariosList> {
  const where = and(
    busqueda(q.search),
    q.roleId === undefined ? undefined : eq(usuarios.roleId, q.roleId),
    q.activo === undefined ? undefined : eq(usuarios.activo, q.activo === 'true'),
  );
  const [{ total }] = await db.select({ total: count() }).from(usuarios).where(where);
  const rows = await db
    .select({
      id: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      cod_vendedor: usuarios.codVendedor,
      roleId: roles.id,
      roleName: roles.name,
      comision: usuarios.comision,
      activo: usuarios.activo,
      sucursalId: usuarios.sucursalId,
      sucursalNombre: sucursales.nombre,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .leftJoin(sucursales, eq(sucursales.id, usuarios.sucursalId))
    .where(where)
    .orderBy(collated(usuarios.name), asc(usuarios.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const { currentPage, totalPages } = pageMeta(total, q.page, q.pageSize);
  return { usuarios: rows, total, currentPage, totalPages };
}

/**
 * GET users, the sellers view (ventas.get, facturacion.get or presupuestos.get without usuarios.get):
 * the ACTIVE users with a seller code, as { id, name, cod_vendedor }, by name; only `search` applies.
 */
export async function listVendedores(db: Db, q: UsuariosQuery): Promise<UsuariosList> {
  const where = and(isNotNull(usuarios.codVendedor), eq(usuarios.activo, true), busqueda(q.search));
  const [{ total }] = await db.select({ total: count() }).from(usuarios).where(where);
  const rows = await db
    .select({ id: usuarios.id, name: usuarios.name, cod_vendedor: usuarios.codVendedor })
    .from(usuarios)
    .where(where)
    .orderBy(collated(usuarios.name), asc(usuarios.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const { currentPage, totalPages } = pageMeta(total, q.page, q.pageSize);
  return { usuarios: rows, total, currentPage, totalPages };
}

/** GET users/{id}: every field but the password hash. @throws AppError 404 'Usuario no encontrado.'. */
export async function getUsuario(db: DbOrTx, id: number): Promise<UsuarioDetalle> {
  const [row] = await db
    .select(detalleColumns)
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .leftJoin(sucursales, eq(sucursales.id, usuarios.sucursalId))
    .where(eq(usuarios.id, id));
  if (!row) throw notFound(MSG_USUARIO_NO_ENCONTRADO);
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The role must exist (400 'Rol inválido.'). Read FOR KEY SHARE (the lock of a foreign-key check,
 * taken before the write): a concurrent DELETE roles/{id} waits for this transaction and then counts
 * the user, or this one waits for the delete and finds the role gone; a concurrent PUT roles/{id}
 * does not wait.
 * @returns the role's permissions (for the no-escalation rule, docs/seguridad.md).
 */
async function assertRol(tx: Tx, roleId: number): Promise<{ permissions: string[]; descuentoMaximo: string }> {
  const [rol] = await tx
    .select({ id: roles.id, permissions: roles.permissions, descuentoMaximo: roles.descuentoMaximo })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for('key share');
  if (!rol) throw badRequest(MSG_ROL_INVALIDO);
  return rol;
}

/** The branch must exist and be active (400 'Sucursal inválida.'); `actual` (the user's branch today) is kept even if inactive. */
async function assertSucursal(tx: Tx, sucursalId: number | null, actual: number | null = null): Promise<void> {
  if (sucursalId === null || sucursalId === actual) return;
  const [s] = await tx
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, sucursalId), eq(sucursales.activo, true)));
  if (!s) throw badRequest(MSG_SUCURSAL_INVALIDA);
}

/** E-mail (compared lower-case) and seller code (compared case-insensitively) unused by any other user → else 409. */
async function assertUnicos(tx: Tx, email: string, codVendedor: string | null, exceptId?: number): Promise<void> {
  const otro = exceptId === undefined ? undefined : ne(usuarios.id, exceptId);
  const [dupEmail] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = lower(${email})`, otro));
  if (dupEmail) throw conflict(MSG_USUARIO_EMAIL_DUPLICADO);
  if (codVendedor === null) return;
  const [dupCod] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.codVendedor}) = lower(${codVendedor})`, otro));
  if (dupCod) throw conflict(MSG_USUARIO_COD_VENDEDOR_DUPLICADO);
}

/**
 * POST users (usuarios.post) → { id, password? }. With `password` (min 8) it is hashed as given and
 * not answered; without it one is generated ({@link generarPassword}) and answered ONCE. E-mail
 * stored lower-case. The role may hold only permissions the caller holds (docs/seguridad.md
 * «Escalamiento de permisos»). @throws AppError 409 duplicate e-mail or seller code; 400 'Rol
 * inválido.' / 'Sucursal inválida.'; 403 'No puede otorgar permisos que no tiene.'. Audited
 * 'usuarios' 'crear' with the user's fields (never the hash).
 */
export async function createUsuario(db: Db, actor: SessionUser, input: UsuarioCreateInput): Promise<UsuarioCreado> {
  const generada = input.password === undefined ? generarPassword() : undefined;
  const passwordHash = await hashPassword(input.password ?? generada!);
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      await assertUnicos(tx, input.email, input.cod_vendedor);
      const rol = await assertRol(tx, input.roleId);
      assertPuedeOtorgar(actor, rol.permissions);
      assertPuedeOtorgarDescuento(actor, rol);
      await assertSucursal(tx, input.sucursalId);
      const [row] = await tx
        .insert(usuarios)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          roleId: input.roleId,
          codVendedor: input.cod_vendedor,
          comision: input.comision,
          activo: input.activo,
          sucursalId: input.sucursalId,
        })
        .returning({ id: usuarios.id });
      const despues = await getUsuario(tx, row.id);
      await audit(tx, { usuarioId: actor.id, entidad: 'usuarios', entidadId: row.id, accion: 'crear', despues });
      return generada === undefined ? { id: row.id } : { id: row.id, password: generada };
    }),
  );
}

/**
 * Locks (SELECT … FOR NO KEY UPDATE, by id) the active users whose role is Administrador (clave
 * 'administrador') and returns their ids. Taken BEFORE the edited user's row, always in the same
 * order, so two edits that could leave no administrator wait for one another instead of deadlocking,
 * and the second one counts after the first committed. NO KEY UPDATE (the lock an UPDATE of these
 * columns takes anyway) rather than FOR UPDATE: it does not block the foreign-key checks of rows
 * that merely point at an administrator (their audit rows, sales…), which would otherwise deadlock
 * with, e.g., an administrator deleting the role this edit is about to assign.
 */
async function lockAdministradoresActivos(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .where(and(eq(roles.clave, ROL_CLAVE_ADMINISTRADOR), eq(usuarios.activo, true)))
    .orderBy(asc(usuarios.id))
    .for('no key update', { of: usuarios });
  return rows.map((r) => r.id);
}

/**
 * PUT users/{id} (usuarios.put) → the user as GET users/{id}. Same uniqueness rules as the create;
 * 409 'No puede desactivar su propio usuario.' when the caller deactivates themself; 409 'Debe quedar
 * al menos un administrador activo.' when the change (deactivation or another role) would leave no
 * active Administrador (the active administrators' rows are locked first, so concurrent edits
 * serialize). Deactivating deletes the user's sessions in the same transaction. Audited with before
 * and after (never the hash). No escalation (docs/seguridad.md «Escalamiento de permisos»): 403 'No
 * puede cambiar su propio rol.' on the caller's own user; a new role only with permissions the caller
 * holds (403 'No puede otorgar permisos que no tiene.'); the role or state of an Administrador only
 * by a user holding every permission (403 'Solo un usuario con todos los permisos…').
 * @throws AppError 404 when the user does not exist; 400, 403, 409 as above.
 */
export async function updateUsuario(db: Db, actor: SessionUser, id: number, input: UsuarioUpdateInput): Promise<UsuarioDetalle> {
  if (actor.id === id && !input.activo) throw conflict(MSG_USUARIO_DESACTIVARSE);
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      const [adminRol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.clave, ROL_CLAVE_ADMINISTRADOR));
      const seraAdminActivo = input.activo && adminRol !== undefined && input.roleId === adminRol.id;
      const admins = seraAdminActivo ? null : await lockAdministradoresActivos(tx);
      const [actual] = await tx
        .select({ id: usuarios.id, sucursalId: usuarios.sucursalId, roleId: usuarios.roleId, activo: usuarios.activo, clave: roles.clave })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.roleId))
        .where(eq(usuarios.id, id))
        .for('no key update', { of: usuarios });
      if (!actual) throw notFound(MSG_USUARIO_NO_ENCONTRADO);
      const cambiaRol = input.roleId !== actual.roleId;
      if (cambiaRol && actor.id === id) throw forbidden(MSG_USUARIO_PROPIO_ROL);
      if (actual.clave === ROL_CLAVE_ADMINISTRADOR && (cambiaRol || input.activo !== actual.activo) && !tieneTodosLosPermisos(actor)) {
        throw forbidden(MSG_USUARIO_ADMIN_PROTEGIDO);
      }
      if (admins !== null && admins.includes(id) && admins.length <= 1) throw conflict(MSG_ULTIMO_ADMINISTRADOR);
      const antes = await getUsuario(tx, id);
      await assertUnicos(tx, input.email, input.cod_vendedor, id);
      const rolNuevo = await assertRol(tx, input.roleId);
      if (cambiaRol) {
        assertPuedeOtorgar(actor, rolNuevo.permissions);
        assertPuedeOtorgarDescuento(actor, rolNuevo);
      }
      await assertSucursal(tx, input.sucursalId, actual.sucursalId);
      await tx
        .update(usuarios)
        .set({
          name: input.name,
          email: input.email,
          roleId: input.roleId,
          codVendedor: input.cod_vendedor,
          comision: input.comision,
          activo: input.activo,
          sucursalId: input.sucursalId,
          updatedAt: new Date(),
        })
        .where(eq(usuarios.id, id));
      if (!input.activo) await tx.delete(sesiones).where(eq(sesiones.usuarioId, id));
      const despues = await getUsuario(tx, id);
      await audit(tx, { usuarioId: actor.id, entidad: 'usuarios', entidadId: id, accion: 'actualizar', antes, despues });
      return despues;
    }),
  );
}

/**
 * The user row locked FOR NO KEY UPDATE (the lock its UPDATE takes anyway), with its role's key and
 * permissions, for a password change. @throws AppError 404 'Usuario no encontrado.'.
 */
export async function lockUsuarioConRol(tx: Tx, id: number): Promise<{ id: number; clave: string | null; permissions: string[] }> {
  const [row] = await tx
    .select({ id: usuarios.id, clave: roles.clave, permissions: roles.permissions })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.roleId))
    .where(eq(usuarios.id, id))
    .for('no key update', { of: usuarios });
  if (!row) throw notFound(MSG_USUARIO_NO_ENCONTRADO);
  return row;
}

/**
 * PUT users/{id}/reset-password (usuarios.put) → { message, password }: a new generated password
 * (answered once, stored hashed); every session of the user ends (the caller's own too when it is
 * their account). Audited 'restablecer_contrasena' without the password. An Administrador's only by
 * a user holding every permission, anyone else's only when the caller holds every permission of that
 * user's role (docs/seguridad.md «Escalamiento de permisos»).
 * @throws AppError 404 'Usuario no encontrado.'; 403 (see assertPuedeCambiarContrasena).
 */
export async function resetPassword(db: Db, actor: SessionUser, id: number): Promise<PasswordBlanqueada> {
  const password = generarPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await lockUsuarioConRol(tx, id);
    assertPuedeCambiarContrasena(actor, target);
    await tx.update(usuarios).set({ passwordHash, updatedAt: new Date() }).where(eq(usuarios.id, id));
    const cerradas = await tx.delete(sesiones).where(eq(sesiones.usuarioId, id)).returning({ tokenHash: sesiones.tokenHash });
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'usuarios',
      entidadId: id,
      accion: 'restablecer_contrasena',
      despues: { sesionesCerradas: cerradas.length },
    });
  });
  return { message: MSG_PASSWORD_BLANQUEADA, password };
}
