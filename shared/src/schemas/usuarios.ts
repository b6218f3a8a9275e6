import { z } from 'zod';
import { bodyObject, pagingQuerySchema } from './common';

/**
 * A user as listed by GET users (docs/contactos-y-administracion.md). Holders of usuarios.get see every
 * field; the seller lists of sales and quotes (ventas.get, facturacion.get, presupuestos.get without
 * usuarios.get) see only sellers, as id, name and cod_vendedor — no e-mail, role or commission.
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
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuariosQuerySchema = pagingQuerySchema;

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
});
export type Rol = z.infer<typeof rolSchema>;

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
});
export type RolCreate = z.input<typeof rolCreateSchema>;

/** GET roles (roles.get) → body.roles, ordered by name. */
export const rolesListSchema = z.object({ roles: z.array(rolSchema) });
export type RolesList = z.infer<typeof rolesListSchema>;
