import { proveedorBodySchema, type Proveedor } from 'shared';
import { z } from 'shared/forms';

/** The editable fields of a supplier as the form holds them: always strings, '' when empty. */
export interface ProveedorFormValues {
  nombre: string;
  /** As typed: 11 digits, with or without dots, dashes or spaces. */
  cuit: string;
  contacto: string;
  telefono: string;
  email: string;
  direccion: string;
  /** One of PROVINCIAS, or '' for 'Sin especificar'. */
  provincia: string;
  notas: string;
}

export type ProveedorFormField = keyof ProveedorFormValues;

/** The body the form hands on: proveedorBodySchema's output (trimmed, CUIT as XX-XXXXXXXX-X, empty texts as null). */
export type ProveedorFormOutput = z.output<typeof proveedorBodySchema>;

/** Values of a new supplier: everything empty, province 'Sin especificar'. */
export const EMPTY_PROVEEDOR_FORM: ProveedorFormValues = {
  nombre: '',
  cuit: '',
  contacto: '',
  telefono: '',
  email: '',
  direccion: '',
  provincia: '',
  notas: '',
};

/** Form values of an existing supplier (nulls become ''). */
export function proveedorToFormValues(proveedor: Proveedor): ProveedorFormValues {
  return {
    nombre: proveedor.nombre,
    cuit: proveedor.cuit ?? '',
    contacto: proveedor.contacto ?? '',
    telefono: proveedor.telefono ?? '',
    email: proveedor.email ?? '',
    direccion: proveedor.direccion ?? '',
    provincia: proveedor.provincia ?? '',
    notas: proveedor.notas ?? '',
  };
}

const text = z.string();

/**
 * The schema of the supplier form (for useZodForm of shared/forms): it checks the values with the
 * schema the API applies (proveedorBodySchema from 'shared', docs/contactos-y-administracion.md) and
 * outputs the body to send, so the browser shows the server's own messages ('El nombre del proveedor
 * es obligatorio.', 'El CUIT debe tener 11 dígitos (por ejemplo 30-71234567-1).', 'El CUIT/CUIL no
 * es válido: el dígito verificador no coincide.', 'Ingrese un e-mail válido.'…), each on its field
 * (the first problem of each field). An empty province is sent as null.
 */
export const proveedorFormSchema = z
  .object({
    nombre: text,
    cuit: text,
    contacto: text,
    telefono: text,
    email: text,
    direccion: text,
    provincia: text,
    notas: text,
  })
  .transform((values, ctx): ProveedorFormOutput => {
    const parsed = proveedorBodySchema.safeParse({ ...values, provincia: values.provincia || null });
    if (parsed.success) return parsed.data;
    const vistos = new Set<string>();
    for (const issue of parsed.error.issues) {
      const campo = String(issue.path[0] ?? '');
      if (vistos.has(campo)) continue;
      vistos.add(campo);
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
