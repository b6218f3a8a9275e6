import { metodoPagoBodySchema, type MetodoPago } from 'shared';

/** What the payment-method form edits: the raw text of both inputs. */
export interface MetodoPagoFormValues {
  nombre: string;
  descripcion: string;
}

/** Field errors of the form, in Spanish (docs/contactos-y-administracion.md). */
export type MetodoPagoFormErrors = Partial<Record<keyof MetodoPagoFormValues, string>>;

/** The body sent on POST/PUT metodo-pago: nombre trimmed (1-50), descripcion trimmed (max 200) or null. */
export interface MetodoPagoPayload {
  nombre: string;
  descripcion: string | null;
}

/** Empty values for the create form. */
export const EMPTY_METODO_PAGO: MetodoPagoFormValues = { nombre: '', descripcion: '' };

/** Form values of an existing payment method (a null description becomes empty text). */
export function toFormValues(metodo: MetodoPago): MetodoPagoFormValues {
  return { nombre: metodo.nombre, descripcion: metodo.descripcion ?? '' };
}

/**
 * Validates the form with the shared contract `metodoPagoBodySchema` (the same rules the API applies):
 * nombre required ('El nombre es obligatorio'), trimmed, max 50; descripcion optional, max 200.
 * Returns the trimmed payload, or the first error of each field.
 */
export function validateMetodoPago(
  values: MetodoPagoFormValues,
): { ok: true; data: MetodoPagoPayload } | { ok: false; errors: MetodoPagoFormErrors } {
  const result = metodoPagoBodySchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: MetodoPagoFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'nombre' || field === 'descripcion') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
