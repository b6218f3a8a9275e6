import { z } from 'zod';
import { bodyObject, idField, pagingQuerySchema } from './common';

/**
 * A user as listed by GET users (docs/contactos-y-administracion.md). Holders of usuarios.get see every
 * field; the seller lists of sales and quotes (ventas.get, facturacion.get, presupuestos.get without
 * usuarios.get) see only the active sellers, as id, name and cod_vendedor — no e-mail, role or commission.
 */
export const usuarioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().optional(),
  cod_vendedor: z.string().nullable(),
  roleId: z.number().int().optional(),
  roleName: z.string().optional(),
  /** Seller commission percentage, 2 decimals ("5.00"). */
  comision: z.string().optional(),
  activo: z.boolean().optional(),
  /** The user's branch (default branch of their screens), null when none. */
  sucursalId: z.number().int().nullable().optional(),
  sucursalNombre: z.string().nullable().optional(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/**
 * GET users?search&roleId&activo&page&pageSize: `search` over name, e-mail and seller code;
 * `roleId` only users of that role; `activo` 'true' / 'false' (both when omitted). The filters
 * apply with usuarios.get; the sellers-only view ignores them but `search`.
 */
export const usuariosQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  roleId: z.coerce.number({ message: 'Rol inválido.' }).int({ message: 'Rol inválido.' }).positive({ message: 'Rol inválido.' }).optional(),
  activo: z.enum(['true', 'false'], { message: "El filtro activo debe ser 'true' o 'false'." }).optional(),
});
export type UsuariosQuery = z.input<typeof usuariosQuerySchema>;

/** GET users/{id} (usuarios.detail.get) and the answer of PUT users/{id}: every field. */
export const usuarioDetalleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  cod_vendedor: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  comision: z.string(),
  activo: z.boolean(),
  sucursalId: z.number().int().nullable(),
  sucursalNombre: z.string().nullable(),
  createdAt: z.string(),
});
export type UsuarioDetalle = z.infer<typeof usuarioDetalleSchema>;

export const MSG_USUARIO_NO_ENCONTRADO = 'Usuario no encontrado.';
export const MSG_USUARIO_EMAIL_DUPLICADO = 'Ya existe un usuario con ese e-mail.';
export const MSG_USUARIO_COD_VENDEDOR_DUPLICADO = 'Ya existe un usuario con ese código de vendedor.';
/** 409: a user cannot deactivate themselves. */
export const MSG_USUARIO_DESACTIVARSE = 'No puede desactivar su propio usuario.';
/** 409: the last active user of the Administrador role cannot be deactivated or moved to another role. */
export const MSG_ULTIMO_ADMINISTRADOR = 'Debe quedar al menos un administrador activo.';
/** 200 of PUT users/{id}/reset-password (the new password comes once in the body). */
export const MSG_PASSWORD_BLANQUEADA = 'Contraseña restablecida. Comuníquela al usuario: no se volverá a mostrar.';
/** 403 (docs/seguridad.md «Escalamiento de permisos»): a role or user given a permission the caller lacks. */
export const MSG_PERMISOS_AJENOS = 'No puede otorgar permisos que no tiene.';
/** 403: a role's discount limit above the caller's own, on a role or on a role assigned to a user. */
export const MSG_DESCUENTO_AJENO = 'No puede otorgar un descuento máximo mayor que el suyo.';
/** 403: nobody changes their own role (PUT users/{id} on the caller's own user). */
export const MSG_USUARIO_PROPIO_ROL = 'No puede cambiar su propio rol.';
/** 403: only a user holding every permission changes an Administrador's password, role or state. */
export const MSG_USUARIO_ADMIN_PROTEGIDO =
  'Solo un usuario con todos los permisos puede cambiar la contraseña, el rol o el estado de un Administrador.';
/** 403: the password of a user whose role holds permissions the caller lacks (that would give them). */
export const MSG_USUARIO_CONTRASENA_AJENA = 'No puede cambiar la contraseña de un usuario con permisos que usted no tiene.';

const comisionInput = z
  .union([z.string(), z.number()], { message: 'La comisión debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/.test(v) && Number(v) <= 100, {
    message: 'La comisión debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.',
  });

/**
 * POST users / PUT users/{id} body (docs/contactos-y-administracion.md, «Usuarios»). `email` is
 * stored lower-case; `cod_vendedor` optional (empty → null), unique; `comision` 0–100 with 2
 * decimals (default 0); `sucursalId` optional (null: none); `password` only on POST (min 8; when
 * omitted the server generates one and answers it once). PUT refuses `password` (400).
 */
const usuarioShape = {
  name: z
    .string({ message: 'El nombre es obligatorio.' })
    .trim()
    .min(1, { message: 'El nombre es obligatorio.' })
    .max(120, { message: 'El nombre no puede superar los 120 caracteres.' }),
  email: z
    .string({ message: 'El e-mail es obligatorio.' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'El e-mail es obligatorio.' })
    .max(120, { message: 'El e-mail no puede superar los 120 caracteres.' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Ingrese un e-mail válido.' }),
  roleId: idField('Debe seleccionar un rol.'),
  sucursalId: idField('Sucursal inválida.').nullish().transform((v) => v ?? null),
  cod_vendedor: z
    .string()
    .trim()
    .max(20, { message: 'El código de vendedor no puede superar los 20 caracteres.' })
    .nullish()
    .transform((v) => (v ? v : null)),
  comision: comisionInput.optional().default('0'),
  activo: z.boolean({ message: 'Activo debe ser verdadero o falso.' }).optional().default(true),
};
export const usuarioCreateSchema = bodyObject({
  ...usuarioShape,
  password: z
    .string()
    .min(8, { message: 'La contraseña debe tener al menos 8 caracteres.' })
    .max(200, { message: 'La contraseña no puede superar los 200 caracteres.' })
    .optional(),
});
export type UsuarioCreate = z.input<typeof usuarioCreateSchema>;
export const usuarioUpdateSchema = bodyObject(usuarioShape);
export type UsuarioUpdate = z.input<typeof usuarioUpdateSchema>;

/** 201 of POST users: the id, and the generated password (only when none was given: shown once). */
export const usuarioCreadoSchema = z.object({ id: z.number().int(), password: z.string().optional() });
export type UsuarioCreado = z.infer<typeof usuarioCreadoSchema>;

/** PUT users/{id}/reset-password (usuarios.put) → a new generated password, shown once; the user's sessions end. */
export const passwordBlanqueadaSchema = z.object({ message: z.string(), password: z.string() });
export type PasswordBlanqueada = z.infer<typeof passwordBlanqueadaSchema>;

/** GET users?pageSize=100 → body.usuarios (docs/contactos-y-administracion.md). */
export const usuariosListSchema = z.object({
  usuarios: z.array(usuarioSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type UsuariosList = z.infer<typeof usuariosListSchema>;

/** A role (docs/contactos-y-administracion.md). */
export const rolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** True for the seeded Administrador role (fixed key): it keeps every permission and cannot be deleted. */
  sistema: z.boolean(),
  /** Users with this role (active or not). */
  usuarios: z.number().int(),
  /** Largest discount (percent, 2 decimals: '5.00') the role's users give without an authorization code. */
  descuentoMaximo: z.string(),
});
export type Rol = z.infer<typeof rolSchema>;

export const MSG_DESCUENTO_MAXIMO = 'El descuento máximo debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.';
/**
 * `descuentoMaximo` of POST/PUT roles: percent 0–100 with up to 2 decimals, as text or number. Optional:
 * a new role gets 100 (no limit), an edit without it keeps the role's.
 */
const descuentoMaximoInput = z
  .union([z.string(), z.number()], { message: MSG_DESCUENTO_MAXIMO })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { message: MSG_DESCUENTO_MAXIMO });

/** POST roles: name required ('El nombre del rol es obligatorio.'), max 50; optional permissions. */
export const rolCreateSchema = bodyObject({
  name: z
    .string({ message: 'El nombre del rol es obligatorio.' })
    .trim()
    .min(1, { message: 'El nombre del rol es obligatorio.' })
    .max(50, { message: 'El nombre del rol no puede superar los 50 caracteres.' }),
  permissions: z
    .array(z.string().max(60, { message: 'Permiso desconocido.' }), { message: 'Los permisos deben ser una lista.' })
    .max(200, { message: 'Demasiados permisos.' })
    .optional()
    .default([]),
  descuentoMaximo: descuentoMaximoInput.optional(),
});
export type RolCreate = z.input<typeof rolCreateSchema>;

/** GET roles (roles.get) → body.roles, ordered by name. */
export const rolesListSchema = z.object({ roles: z.array(rolSchema) });
export type RolesList = z.infer<typeof rolesListSchema>;

/** PUT roles/{id} body (roles.put): the name and the whole permission list (known strings). */
export const rolUpdateSchema = bodyObject({
  name: rolCreateSchema.shape.name,
  permissions: z
    .array(z.string().max(60, { message: 'Permiso desconocido.' }), { message: 'Los permisos deben ser una lista.' })
    .max(200, { message: 'Demasiados permisos.' }),
  descuentoMaximo: descuentoMaximoInput.optional(),
});
export type RolUpdate = z.input<typeof rolUpdateSchema>;

export const MSG_ROL_NO_ENCONTRADO = 'Rol no encontrado.';
/** 409: the seeded Administrador role keeps every permission. */
export const MSG_ROL_ADMIN_PERMISOS = 'El rol Administrador conserva todos los permisos.';
/** 409: the seeded Administrador role cannot be deleted. */
export const MSG_ROL_ADMIN_ELIMINAR = 'El rol Administrador no se puede eliminar.';
/** 409 of DELETE roles/{id} while users have the role ({n} users). */
export const msgRolEnUso = (n: number) =>
  `No se puede eliminar el rol: lo ${n === 1 ? 'tiene 1 usuario' : `tienen ${n} usuarios`}.`;

/** Fixed key (`roles.clave`) of the seeded Administrador role: it keeps every permission and cannot be deleted. */
export const ROL_CLAVE_ADMINISTRADOR = 'administrador';
