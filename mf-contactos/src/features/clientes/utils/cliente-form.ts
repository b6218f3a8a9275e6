import {
  clienteBodySchema,
  MSG_CAMPOS_OBLIGATORIOS,
  PROVINCIA_DEFAULT,
  type Cliente,
  type ClienteBody,
} from 'shared';

/** The editable fields of a client as the form holds them: always strings, '' when empty. */
export interface ClienteFormValues {
  nombreApellido: string;
  documento: string;
  tipo: string;
  condicionIVA: string;
  email: string;
  telefono: string;
  direccion: string;
  codigoPostal: string;
  zona: string;
  provincia: string;
  notas: string;
  nombreEmpresa: string;
}

export type ClienteFormField = keyof ClienteFormValues;

/** Values of a new client: everything empty, province Buenos Aires (docs/contactos-y-administracion.md). */
export const EMPTY_CLIENTE_FORM: ClienteFormValues = {
  nombreApellido: '',
  documento: '',
  tipo: '',
  condicionIVA: '',
  email: '',
  telefono: '',
  direccion: '',
  codigoPostal: '',
  zona: '',
  provincia: PROVINCIA_DEFAULT,
  notas: '',
  nombreEmpresa: '',
};

/** Form values of an existing client (nulls become ''). */
export function clienteToFormValues(cliente: Cliente): ClienteFormValues {
  return {
    nombreApellido: cliente.nombreApellido,
    documento: cliente.documento,
    tipo: cliente.tipo,
    condicionIVA: cliente.condicionIVA,
    email: cliente.email ?? '',
    telefono: cliente.telefono ?? '',
    direccion: cliente.direccion ?? '',
    codigoPostal: cliente.codigoPostal ?? '',
    zona: cliente.zona ?? '',
    provincia: cliente.provincia || PROVINCIA_DEFAULT,
    notas: cliente.notas ?? '',
    nombreEmpresa: cliente.nombreEmpresa ?? '',
  };
}

/** Result of checking the form: the body to send, or the message to show and the fields at fault. */
export type ClienteFormResult =
  | { ok: true; body: ClienteBody }
  | { ok: false; message: string; fields: ClienteFormField[] };

/**
 * Checks the form with the same schema the API uses (clienteBodySchema from 'shared',
 * docs/contactos-y-administracion.md). A missing required field wins over any other problem:
 * 'Por favor, completa todos los campos obligatorios.'; then 'Tipo inválido.',
 * 'Condición IVA inválida.' or the first other message. Texts are trimmed, empty optional texts
 * become null, and the company name is dropped unless the type is 'empresa'.
 */
export function validateClienteForm(values: ClienteFormValues): ClienteFormResult {
  const input = {
    ...values,
    nombreEmpresa: values.tipo === 'empresa' ? values.nombreEmpresa : '',
  };
  const parsed = clienteBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };

  const issues = parsed.error.issues;
  const required = issues.filter((i) => i.message === MSG_CAMPOS_OBLIGATORIOS);
  const shown = required.length > 0 ? required : [issues[0]];
  return {
    ok: false,
    message: shown[0].message,
    fields: [...new Set(shown.map((i) => String(i.path[0]) as ClienteFormField))],
  };
}
