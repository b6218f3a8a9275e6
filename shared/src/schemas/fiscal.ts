import { z } from 'zod';
import { bodyObject, DECIMAL_2, decimalInput, ID_MAX } from './common';
import { normalizarCuit } from './documentos';

/**
 * The business's fiscal settings and its ARCA certificate (docs/facturacion.md): /configuracion-fiscal,
 * GET/PUT fiscal/configuracion (fiscal.get / fiscal.put), PUT fiscal/certificado (fiscal.put), and the
 * punto de venta of each branch (PUT sucursales/{id}, fiscal.put).
 */

/** Where the invoices are authorised: the local simulator (demo and tests), ARCA's homologation or production. */
export const ENTORNOS_ARCA = ['simulador', 'homologacion', 'produccion'] as const;
export type EntornoArca = (typeof ENTORNOS_ARCA)[number];
/** Labels of {@link ENTORNOS_ARCA} on the screen. */
export const ENTORNO_ARCA_LABELS: Record<EntornoArca, string> = {
  simulador: 'Simulador local (sin validez fiscal)',
  homologacion: 'Homologación de ARCA (pruebas)',
  produccion: 'Producción de ARCA',
};

/** The issuer's condition before IVA: it decides the letters it issues (A and B, or C). */
export const CONDICIONES_IVA_EMISOR = ['Responsable Inscripto', 'Monotributo'] as const;
export type CondicionIvaEmisor = (typeof CONDICIONES_IVA_EMISOR)[number];

/** Days before the certificate's expiry from which the screen warns. */
export const DIAS_AVISO_CERTIFICADO = 30;

/** 400 of a body whose ARCA environment is not one of {@link ENTORNOS_ARCA}. */
export const MSG_ENTORNO_INVALIDO = 'El entorno de ARCA debe ser simulador, homologación o producción.';
/** 400 of an issuer condition other than {@link CONDICIONES_IVA_EMISOR}. */
export const MSG_CONDICION_EMISOR = 'La condición frente al IVA debe ser Responsable Inscripto o Monotributo.';
/** 400 of a malformed date. */
export const MSG_FECHA_INICIO = 'La fecha de inicio de actividades debe tener el formato AAAA-MM-DD.';
/** 400 of a malformed final-consumer limit. */
export const MSG_LIMITE_CONSUMIDOR_FINAL = 'El monto para identificar al consumidor final debe ser un importe con hasta 2 decimales.';
/** 400 of a certificate that is not a PEM X.509 certificate. */
export const MSG_CERTIFICADO_INVALIDO = 'El certificado no es un certificado X.509 en formato PEM.';
/** 400 of a private key that is not a PEM private key. */
export const MSG_CLAVE_INVALIDA = 'La clave privada no es una clave en formato PEM.';
/** 400 when the private key is not the one of the certificate. */
export const MSG_CLAVE_NO_CORRESPONDE = 'La clave privada no corresponde al certificado.';
/** 400 of a certificate already expired. */
export const MSG_CERTIFICADO_VENCIDO = 'El certificado ya está vencido: pida uno nuevo a ARCA.';
/** 400 of a punto de venta out of ARCA's range. */
export const MSG_PUNTO_VENTA = 'El punto de venta debe ser un número entre 1 y 99998.';
/** 409 of a punto de venta another branch already uses. */
export const MSG_PUNTO_VENTA_OCUPADO = 'Otra sucursal ya usa ese punto de venta.';
/** 404 of an unknown branch. */
export const MSG_SUCURSAL_NO_ENCONTRADA = 'No se encontró la sucursal.';

const requerido = (max: number, nombre: string) =>
  z
    .string({ message: `Complete ${nombre}.` })
    .trim()
    .min(1, { message: `Complete ${nombre}.` })
    .max(max, { message: `${nombre[0].toUpperCase()}${nombre.slice(1)} no puede superar los ${max} caracteres.` });

/** A calendar date `yyyy-mm-dd` that exists. */
const fecha = z
  .string({ message: MSG_FECHA_INICIO })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MSG_FECHA_INICIO })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: MSG_FECHA_INICIO,
  });

/** The certificate as the screen shows it (never the certificate nor the key themselves). */
export const certificadoInfoSchema = z.object({
  /** The subject's distinguished name (CN=…, serialNumber=CUIT …). */
  sujeto: z.string(),
  /** The issuer's distinguished name (ARCA's certification authority). */
  emisor: z.string(),
  /** Valid from / until: instants (ISO 8601, UTC). */
  desde: z.string(),
  vence: z.string(),
  /** Whole days until it expires (negative once expired). */
  diasParaVencer: z.number().int(),
});
export type CertificadoInfo = z.infer<typeof certificadoInfoSchema>;

/** GET fiscal/configuracion: the settings (null fields before the first save) and the certificate's data. */
export const configuracionFiscalSchema = z.object({
  cuit: z.string().nullable(),
  razonSocial: z.string().nullable(),
  condicionIva: z.enum(CONDICIONES_IVA_EMISOR).nullable(),
  ingresosBrutos: z.string().nullable(),
  /** yyyy-mm-dd. */
  inicioActividades: z.string().nullable(),
  domicilioComercial: z.string().nullable(),
  entorno: z.enum(ENTORNOS_ARCA),
  /** Money in pesos, 2 decimals: from this total a final consumer must be identified (DNI or CUIT). */
  limiteConsumidorFinal: z.string(),
  /** The uploaded certificate, or null when none. */
  certificado: certificadoInfoSchema.nullable(),
  /** The branches and their punto de venta (null: the branch does not invoice on Línea 1). */
  puntosVenta: z.array(z.object({ sucursalId: z.number().int(), sucursal: z.string(), puntoVenta: z.number().int().nullable() })),
});
export type ConfiguracionFiscal = z.infer<typeof configuracionFiscalSchema>;

/** PUT fiscal/configuracion body: every field; the CUIT with its check digit, normalised to XX-XXXXXXXX-X. */
export const configuracionFiscalBodySchema = bodyObject({
  cuit: z.string({ message: 'Complete el CUIT.' }).transform((v, ctx) => {
    const r = normalizarCuit(v);
    if ('error' in r) {
      ctx.addIssue({ code: 'custom', message: r.error });
      return z.NEVER;
    }
    return r.cuit;
  }),
  razonSocial: requerido(200, 'la razón social'),
  condicionIva: z.enum(CONDICIONES_IVA_EMISOR, { message: MSG_CONDICION_EMISOR }),
  ingresosBrutos: requerido(40, 'los ingresos brutos'),
  inicioActividades: fecha,
  domicilioComercial: requerido(300, 'el domicilio comercial'),
  entorno: z.enum(ENTORNOS_ARCA, { message: MSG_ENTORNO_INVALIDO }),
  limiteConsumidorFinal: decimalInput(2, MSG_LIMITE_CONSUMIDOR_FINAL).refine((v) => DECIMAL_2.test(v) && Number(v) > 0, {
    message: MSG_LIMITE_CONSUMIDOR_FINAL,
  }),
});
export type ConfiguracionFiscalBody = z.input<typeof configuracionFiscalBodySchema>;

const pem = (etiqueta: RegExp, message: string) =>
  z
    .string({ message })
    .trim()
    .max(20_000, { message })
    .refine((v) => etiqueta.test(v), { message });

/** PUT fiscal/certificado body: the certificate ARCA issued and its private key, both PEM. */
export const certificadoBodySchema = bodyObject({
  certificado: pem(/^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/, MSG_CERTIFICADO_INVALIDO),
  clavePrivada: pem(/^-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----$/, MSG_CLAVE_INVALIDA),
});
export type CertificadoBody = z.input<typeof certificadoBodySchema>;

/** PUT sucursales/{id} body: its punto de venta for Línea 1 (null: the branch does not invoice). */
export const sucursalFiscalBodySchema = bodyObject({
  puntoVenta: z
    .number({ message: MSG_PUNTO_VENTA })
    .int({ message: MSG_PUNTO_VENTA })
    .min(1, { message: MSG_PUNTO_VENTA })
    .max(99_998, { message: MSG_PUNTO_VENTA })
    .nullable(),
});
export type SucursalFiscalBody = z.input<typeof sucursalFiscalBodySchema>;

/** PUT sucursales/{id} answer. */
export const sucursalFiscalSchema = z.object({ id: z.number().int().max(ID_MAX), nombre: z.string(), puntoVenta: z.number().int().nullable() });
export type SucursalFiscal = z.infer<typeof sucursalFiscalSchema>;
