import type { MetodoPago } from 'shared';

/**
 * What the payment-method form edits: the raw text of both inputs. The form checks them with the
 * shared contract `metodoPagoBodySchema` (useZodForm of shared/forms), the same rules the API applies:
 * nombre required ('El nombre es obligatorio'), trimmed, max 50; descripcion optional, max 200,
 * sent trimmed or null.
 */
export interface MetodoPagoFormValues {
  nombre: string;
  descripcion: string;
}

/** Empty values for the create form. */
export const EMPTY_METODO_PAGO: MetodoPagoFormValues = { nombre: '', descripcion: '' };

/** Form values of an existing payment method (a null description becomes empty text). */
export function toFormValues(metodo: MetodoPago): MetodoPagoFormValues {
  return { nombre: metodo.nombre, descripcion: metodo.descripcion ?? '' };
}
