import { usuarioCreateSchema, usuarioUpdateSchema, type UsuarioDetalle } from 'shared';
import { z } from 'shared/forms';

/**
 * The user form as it holds its values (docs/contactos-y-administracion.md, «Usuarios»): texts as
 * typed, the selects' values as strings ('' = none chosen), Activo as a boolean.
 */
export interface UsuarioFormValues {
  name: string;
  email: string;
  /** The chosen role's id, '' while none is chosen. */
  roleId: string;
  /** The chosen branch's id, '' for 'Sin sucursal'. */
  sucursalId: string;
  cod_vendedor: string;
  /** Commission percentage as typed ("5", "2.50"); '' = 0. */
  comision: string;
  activo: boolean;
  /** Only on /crear-usuario; '' = the server generates one. */
  password: string;
}

/** Field names of the form, in the order it shows them. */
export type UsuarioFormField = keyof UsuarioFormValues;

/** A new user: everything empty, active. */
export const EMPTY_USUARIO_FORM: UsuarioFormValues = {
  name: '',
  email: '',
  roleId: '',
  sucursalId: '',
  cod_vendedor: '',
  comision: '',
  activo: true,
  password: '',
};

/** Form values of an existing user (nulls become '', ids strings). */
export function usuarioToFormValues(usuario: UsuarioDetalle): UsuarioFormValues {
  return {
    name: usuario.name,
    email: usuario.email,
    roleId: String(usuario.roleId),
    sucursalId: usuario.sucursalId === null ? '' : String(usuario.sucursalId),
    cod_vendedor: usuario.cod_vendedor ?? '',
    comision: usuario.comision,
    activo: usuario.activo,
    password: '',
  };
}

/** The body of POST users as the API schema outputs it (trimmed, e-mail lower-case, empty seller code null). */
export type UsuarioBody = z.output<typeof usuarioCreateSchema>;

/** The values of the form as the API schemas take them: ids as numbers, empty texts left to the schema's defaults. */
function entrada(values: UsuarioFormValues) {
  return {
    name: values.name,
    email: values.email,
    roleId: values.roleId === '' ? undefined : Number(values.roleId),
    sucursalId: values.sucursalId === '' ? null : Number(values.sucursalId),
    cod_vendedor: values.cod_vendedor,
    comision: values.comision.trim() === '' ? undefined : values.comision,
    activo: values.activo,
  };
}

const valuesShape = {
  name: z.string(),
  email: z.string(),
  roleId: z.string(),
  sucursalId: z.string(),
  cod_vendedor: z.string(),
  comision: z.string(),
  activo: z.boolean(),
  password: z.string(),
};

/** Reports the API schema's problems on the form's fields (each field shows its first message). */
function reportar(issues: z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}

/**
 * Schema of the /crear-usuario form (for useZodForm): checks the values with the API's own
 * `usuarioCreateSchema` and outputs the body of POST users. An empty Contraseña is left out (the
 * server generates one), an empty Comisión is 0, an empty Código de vendedor null.
 */
export const usuarioCreateFormSchema = z.object(valuesShape).transform((values, ctx): UsuarioBody => {
  const parsed = usuarioCreateSchema.safeParse({ ...entrada(values), ...(values.password === '' ? {} : { password: values.password }) });
  return parsed.success ? parsed.data : reportar(parsed.error.issues, ctx);
});

/**
 * Schema of the edit form of /usuarios/{id}: checks the values with the API's own
 * `usuarioUpdateSchema` (no password) and outputs the body of PUT users/{id}.
 */
export const usuarioUpdateFormSchema = z.object(valuesShape).transform((values, ctx): UsuarioBody => {
  const parsed = usuarioUpdateSchema.safeParse(entrada(values));
  return parsed.success ? parsed.data : reportar(parsed.error.issues, ctx);
});
