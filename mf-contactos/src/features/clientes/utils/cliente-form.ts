import { ApiError, clienteBodySchema, MSG_CAMPOS_OBLIGATORIOS, MSG_CUIT_DIGITO, PROVINCIA_DEFAULT, type Cliente } from 'shared';
import { z } from 'shared/forms';

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
  /** Credit limit in pesos as typed ("150000.50"); '' = no limit (docs/contactos-y-administracion.md). */
  limiteCreditoPesos: string;
  /** Credit limit in dollars as typed; '' = no limit. */
  limiteCreditoDolares: string;
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
  limiteCreditoPesos: '',
  limiteCreditoDolares: '',
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
    limiteCreditoPesos: cliente.limiteCreditoPesos ?? '',
    limiteCreditoDolares: cliente.limiteCreditoDolares ?? '',
  };
}

/** The editable fields in the order the form shows them (the first one at fault names the message). */
export const CLIENTE_FORM_FIELDS: ReadonlyArray<ClienteFormField> = [
  'nombreApellido',
  'documento',
  'tipo',
  'condicionIVA',
  'nombreEmpresa',
  'email',
  'telefono',
  'direccion',
  'codigoPostal',
  'zona',
  'provincia',
  'limiteCreditoPesos',
  'limiteCreditoDolares',
  'notas',
];

const text = z.string();

/**
 * The schema of the client form (for useZodForm of shared/forms): it checks the values with the same
 * schema the API uses (clienteBodySchema from 'shared', docs/contactos-y-administracion.md) and
 * outputs the body to send. A missing required field wins over any other problem: every empty
 * required field gets 'Por favor, completa todos los campos obligatorios.'; otherwise only the first
 * problem is reported ('Tipo inválido.', 'Condición IVA inválida.'…). Texts are trimmed, empty
 * optional texts and empty credit limits become null, and the company name is dropped unless the
 * type is 'empresa'.
 */
export const clienteFormSchema = z
  .object({
    nombreApellido: text,
    documento: text,
    tipo: text,
    condicionIVA: text,
    email: text,
    telefono: text,
    direccion: text,
    codigoPostal: text,
    zona: text,
    provincia: text,
    notas: text,
    nombreEmpresa: text,
    limiteCreditoPesos: text,
    limiteCreditoDolares: text,
  })
  .transform((values, ctx) => {
    const parsed = clienteBodySchema.safeParse({
      ...values,
      nombreEmpresa: values.tipo === 'empresa' ? values.nombreEmpresa : '',
    });
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues;
    const required = issues.filter((i) => i.message === MSG_CAMPOS_OBLIGATORIOS);
    for (const issue of required.length > 0 ? required : [issues[0]]) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/** A refusal of the server about one field of the form: shown under that field. */
export interface ErrorDeCampo {
  field: ClienteFormField;
  message: string;
}

/**
 * The field a refused POST/PUT clientes is about, for the form to show the server's message under
 * it: a 400 or 409 about the document (DNI/CUIT/CUIL format or check digit, 'Ya existe un cliente con
 * ese documento.') → `documento`. `undefined` for anything else (shown as a toast instead).
 */
export function errorDeCampo(err: unknown): ErrorDeCampo | undefined {
  if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409) || !err.message) return undefined;
  if (err.message === MSG_CUIT_DIGITO || /documento/i.test(err.message)) return { field: 'documento', message: err.message };
  return undefined;
}
