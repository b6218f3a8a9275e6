import { z } from 'zod';
import { bodyObject, DECIMAL_2, idField, optionalText, pagingQuerySchema, pagedSchema, sortQueryShape } from './common';
import { normalizarDocumento } from './documentos';
import { decimalCopia } from './ventas';

/** Client types and VAT conditions (docs/contactos-y-administracion.md). */
export const TIPOS_CLIENTE = ['particular', 'empresa'] as const;
/**
 * A client's condition before IVA: the three of the first form, then the other values of ARCA's
 * CondicionIVAReceptorId (RG 5616; their codes in calc/fiscal.ts, CONDICION_IVA_RECEPTOR_ID).
 */
export const CONDICIONES_IVA = [
  'Responsable Inscripto',
  'Monotributista',
  'Exento',
  'Consumidor Final',
  'Sujeto No Categorizado',
  'Monotributista Social',
  'Monotributo Trabajador Independiente Promovido',
  'IVA Liberado - Ley N° 19.640',
  'IVA No Alcanzado',
  'Proveedor del Exterior',
  'Cliente del Exterior',
] as const;
export type CondicionIvaCliente = (typeof CONDICIONES_IVA)[number];

/** The 23 provinces plus CABA; default Buenos Aires (docs/contactos-y-administracion.md). */
export const PROVINCIAS = [
  'Buenos Aires',
  'CABA',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
] as const;
export const PROVINCIA_DEFAULT = 'Buenos Aires';

export const MSG_CAMPOS_OBLIGATORIOS = 'Por favor, completa todos los campos obligatorios.';

/** Current-account balances of a client: money strings, 2 decimals. */
export const cuentaCorrienteResumenSchema = z.object({
  saldo_pesos: z.string(),
  saldo_dolares: z.string(),
  saldo_a_favor_pesos: z.string(),
  saldo_a_favor_dolares: z.string(),
});

/**
 * A client (docs/contactos-y-administracion.md). `limiteCreditoPesos` / `limiteCreditoDolares`: the
 * credit limit of its current account in each currency (money string, 2 decimals), null = no limit
 * (docs/cuentas-corrientes.md, «Límite de crédito»).
 */
export const clienteSchema = z.object({
  id: z.number().int(),
  nombreApellido: z.string(),
  documento: z.string(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  tipo: z.enum(TIPOS_CLIENTE),
  condicionIVA: z.enum(CONDICIONES_IVA),
  direccion: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  zona: z.string().nullable(),
  provincia: z.string(),
  notas: z.string().nullable(),
  nombreEmpresa: z.string().nullable(),
  limiteCreditoPesos: z.string().nullable(),
  limiteCreditoDolares: z.string().nullable(),
  cuentaCorriente: cuentaCorrienteResumenSchema,
});
export type Cliente = z.infer<typeof clienteSchema>;

const requiredText = (max: number) =>
  z
    .string({ message: MSG_CAMPOS_OBLIGATORIOS })
    .trim()
    .min(1, { message: MSG_CAMPOS_OBLIGATORIOS })
    .max(max, { message: `El texto no puede superar los ${max} caracteres.` });

/** 400 of a credit limit that is not money (docs/contactos-y-administracion.md). */
export const MSG_LIMITE_CREDITO = 'El límite de crédito debe ser un importe de hasta 2 decimales, mayor o igual a 0.';

/** 403 of POST/PUT clientes that sets or changes a credit limit without ventas.autorizar_precio. */
export const MSG_LIMITE_CREDITO_SIN_PERMISO = 'No tiene permiso para cambiar el límite de crédito del cliente.';

/**
 * An optional credit limit in a body: money with up to 2 decimals, ≥ 0, as a string or a number;
 * empty, blank or null → null (no limit); absent → undefined (POST: no limit; PUT: keeps the
 * current one). Anything else → 400 {@link MSG_LIMITE_CREDITO}.
 */
const limiteCredito = z
  .union([z.string(), z.number()], { message: MSG_LIMITE_CREDITO })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null ? null : typeof v === 'number' ? String(v) : v.trim() || null))
  .refine((v) => v === undefined || v === null || DECIMAL_2.test(v), { message: MSG_LIMITE_CREDITO });

/**
 * POST clientes / PUT clientes/{id} body (docs/contactos-y-administracion.md).
 * Errors: 'Por favor, completa todos los campos obligatorios.', 'Tipo inválido.', 'Condición IVA inválida.'
 */
export const clienteBodySchema = bodyObject({
  nombreApellido: requiredText(120),
  /** DNI (7–8 digits) or CUIT/CUIL (11 digits, check digit verified), normalised (see documentos.ts). */
  documento: requiredText(20).transform((v, ctx) => {
    const r = normalizarDocumento(v);
    if ('error' in r) {
      ctx.addIssue({ code: 'custom', message: r.error });
      return z.NEVER;
    }
    return r.documento;
  }),
  tipo: z.string({ message: MSG_CAMPOS_OBLIGATORIOS }).min(1, { message: MSG_CAMPOS_OBLIGATORIOS }).pipe(
    z.enum(TIPOS_CLIENTE, { message: 'Tipo inválido.' }),
  ),
  condicionIVA: z
    .string({ message: MSG_CAMPOS_OBLIGATORIOS })
    .min(1, { message: MSG_CAMPOS_OBLIGATORIOS })
    .pipe(z.enum(CONDICIONES_IVA, { message: 'Condición IVA inválida.' })),
  email: optionalText(120, 'El e-mail no puede superar los 120 caracteres.').refine(
    (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    { message: 'Ingrese un e-mail válido.' },
  ),
  telefono: optionalText(40, 'El teléfono no puede superar los 40 caracteres.'),
  direccion: optionalText(200, 'La dirección no puede superar los 200 caracteres.'),
  codigoPostal: optionalText(10, 'El código postal no puede superar los 10 caracteres.'),
  zona: optionalText(80, 'La zona no puede superar los 80 caracteres.'),
  provincia: z
    .enum(PROVINCIAS, { message: 'Provincia inválida.' })
    .optional()
    .default(PROVINCIA_DEFAULT),
  notas: optionalText(1000, 'Las notas no pueden superar los 1000 caracteres.'),
  nombreEmpresa: optionalText(120, 'El nombre de la empresa no puede superar los 120 caracteres.'),
  limiteCreditoPesos: limiteCredito,
  limiteCreditoDolares: limiteCredito,
  /**
   * The client's own fields as GET clientes/{id} gives them (docs/contactos-y-administracion.md «Clientes»), so the
   * screen may send back what it loaded: `id` must be the path's on PUT (400 otherwise) and is
   * refused on POST (a new client has none); `cuentaCorriente` (the balances) is ignored: only account movements change it.
   */
  id: idField('Cliente inválido.').optional(),
  cuentaCorriente: bodyObject({
    saldo_pesos: decimalCopia('Saldo inválido.').optional(),
    saldo_dolares: decimalCopia('Saldo inválido.').optional(),
    saldo_a_favor_pesos: decimalCopia('Saldo inválido.').optional(),
    saldo_a_favor_dolares: decimalCopia('Saldo inválido.').optional(),
  }).optional(),
});
/** 400 of POST clientes with an `id`: a new client has none. */
export const MSG_CLIENTE_NUEVO_CON_ID = 'Un cliente nuevo no lleva id.';
/** 400 of PUT clientes/{id} when the body's `id` is another client's. */
export const MSG_CLIENTE_ID_DISTINTO = 'El cliente enviado no coincide con el de la dirección.';
export type ClienteBody = z.input<typeof clienteBodySchema>;

/** GET clientes?select=true → body.clientes (for selects and global search). */
export const clientesSelectSchema = z.object({ clientes: z.array(clienteSchema) });

/**
 * Sortable columns of /listados/clientes (`sort` of GET clientes), named as the fields of
 * `Cliente`; `saldo` is the current-account balance in pesos (what the client owes, negative when
 * in favour), then the one in dollars. Clients without a phone go last in ascending order.
 */
export const CLIENTES_SORT_KEYS = ['nombreApellido', 'documento', 'tipo', 'condicionIVA', 'telefono', 'provincia', 'saldo'] as const;
export type ClientesSortKey = (typeof CLIENTES_SORT_KEYS)[number];

/**
 * GET clientes?search&tipo&provincia&zona&page&pageSize&sort&dir: the paged list of /listados/clientes, by name unless
 * `sort` names one of {@link CLIENTES_SORT_KEYS} (`select=true` ignores paging and order).
 */
export const clientesListQuerySchema = pagingQuerySchema.extend({
  select: z.literal('true').optional(),
  search: z.string().trim().max(100).optional(),
  /** Only clients of this type. */
  tipo: z.enum(TIPOS_CLIENTE, { message: 'Tipo inválido.' }).optional(),
  /** Only clients of this province (one of {@link PROVINCIAS}). */
  provincia: z.enum(PROVINCIAS, { message: 'Provincia inválida.' }).optional(),
  /** Only clients of this zone (exact, case-insensitive). */
  zona: z.string().trim().max(80).optional(),
  ...sortQueryShape(CLIENTES_SORT_KEYS),
});
export type ClientesListQuery = z.input<typeof clientesListQuerySchema>;
export const clientesPageSchema = pagedSchema(clienteSchema);

/** GET clientes/zonas (clientes.get) → the distinct zones of the active clients, by name: the zone filter of /listados/clientes. */
export const clientesZonasSchema = z.object({ zonas: z.array(z.string()) });
export type ClientesZonas = z.infer<typeof clientesZonasSchema>;

/** Toast of /crear-cliente when POST clientes fails without a server message (docs/textos.md). */
export const MSG_ERROR_CREAR_CLIENTE = 'Error al crear cliente';
/** Toast of /clientes/{id} when saving (PUT clientes/{id}) fails without a server message (docs/textos.md). */
export const MSG_ERROR_ACTUALIZAR_CLIENTE = 'Error al actualizar cliente';

/**
 * 409 of DELETE clientes/{id} while the client is referenced (docs/contactos-y-administracion.md):
 * it has sales, quotes, or a balance or credit in favour in either currency. Nothing changes.
 */
export const MSG_CLIENTE_CON_VENTAS = 'No se puede eliminar el cliente: tiene ventas registradas.';
export const MSG_CLIENTE_CON_PRESUPUESTOS = 'No se puede eliminar el cliente: tiene presupuestos registrados.';
export const MSG_CLIENTE_CON_SALDO = 'No se puede eliminar el cliente: tiene saldo en su cuenta corriente.';
