import { z } from 'zod';
import { bodyObject } from './common';

/** POST auth/login (docs/seguridad.md). A failed login answers 401 'Credenciales inválidas'. */
export const loginBodySchema = bodyObject({
  email: z.string({ message: 'Ingrese su e-mail.' }).max(200, { message: 'Ingrese un e-mail válido.' }).trim().toLowerCase().email({ message: 'Ingrese un e-mail válido.' }),
  password: z.string({ message: 'Ingrese su contraseña.' }).min(1, { message: 'Ingrese su contraseña.' }).max(200, { message: 'Credenciales inválidas' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user returned by GET auth/me (docs/permisos.md). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  cod_vendedor: z.string().nullable(),
  /** The user's branch: without sucursales.todas they operate only there; the screens preselect it. Null: none. */
  sucursalId: z.number().int().nullable(),
  /** Largest discount (percent, '5.00') of the user's role without an authorization code (docs/permisos.md). */
  descuentoMaximo: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * PUT auth/change-password/{userId}: at least 8 characters (server rule; the client has none).
 * `passwordActual`, the caller's current password, is required to change one's own password (400
 * 'Ingrese la contraseña actual.' / 'La contraseña actual no es correcta.'); another user's password
 * (usuarios.put) does not take it.
 */
export const changePasswordBodySchema = bodyObject({
  passwordActual: z
    .string({ message: 'Ingrese la contraseña actual.' })
    .max(200, { message: 'La contraseña actual no es correcta.' })
    .optional(),
  newPassword: z
    .string({ message: 'Ingrese la nueva contraseña.' })
    .min(8, { message: 'La contraseña debe tener al menos 8 caracteres.' })
    .max(200, { message: 'La contraseña no puede superar los 200 caracteres.' }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** 400 of PUT auth/change-password/{userId} on one's own password without `passwordActual`. */
export const MSG_CONTRASENA_ACTUAL_FALTA = 'Ingrese la contraseña actual.';
/** 400 of PUT auth/change-password/{userId} when `passwordActual` is not the caller's password. */
export const MSG_CONTRASENA_ACTUAL_INCORRECTA = 'La contraseña actual no es correcta.';
