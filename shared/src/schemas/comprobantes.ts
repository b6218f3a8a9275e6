import { z } from 'zod';
import { idParamsSchema } from './common';

/**
 * The electronic comprobantes of a Línea 1 sale (docs/facturacion.md): the Factura ARCA authorised
 * with a CAE and, when the sale was annulled, its Nota de Crédito. GET ventas/{id} carries them as
 * `comprobante` and `notaCredito`; POST ventas/{id}/comprobante/reintentar asks ARCA again for a
 * pending or rejected one.
 */

/** Where a comprobante stands: authorised by ARCA (has a CAE), waiting for ARCA's answer, or rejected (see `observaciones`). */
export const ESTADOS_COMPROBANTE = ['autorizado', 'pendiente', 'rechazado'] as const;
export type EstadoComprobante = (typeof ESTADOS_COMPROBANTE)[number];
/** Labels of {@link ESTADOS_COMPROBANTE} on the screens. */
export const ESTADO_COMPROBANTE_LABELS: Record<EstadoComprobante, string> = {
  autorizado: 'Autorizado',
  pendiente: 'Pendiente de ARCA',
  rechazado: 'Rechazado por ARCA',
};

/** An observation or error ARCA answered, with its code and Spanish text. */
export const observacionArcaSchema = z.object({ codigo: z.number().int(), mensaje: z.string() });
export type ObservacionArca = z.infer<typeof observacionArcaSchema>;

/** The IVA of one rate: `alicuota` in percent ('21', '10.5'), `base` and `importe` money with 2 decimals. */
export const ivaComprobanteSchema = z.object({ alicuota: z.string(), base: z.string(), importe: z.string() });

/**
 * An electronic comprobante as issued. Money with 2 decimals in `moneda` ('PES' or 'DOL', with
 * `cotizacion` to pesos, 1 for PES); `neto + sum(iva.importe) + exento = total`. `numero`, `cae`,
 * `caeVencimiento` ('yyyy-mm-dd') and `qrUrl` (RG 4892) are null until ARCA authorises it. `emisor`
 * and `receptor` are the data printed on it, as they were when it was issued.
 */
export const comprobanteSchema = z.object({
  id: z.number().int(),
  /** 'Factura A', 'Nota de Crédito B', … */
  tipo: z.string(),
  letra: z.enum(['A', 'B', 'C']),
  /** ARCA's CbteTipo: 1, 3, 6, 8, 11, 13. */
  codigoTipo: z.number().int(),
  puntoVenta: z.number().int(),
  numero: z.number().int().nullable(),
  /** Comprobante date, 'yyyy-mm-dd' (Buenos Aires). */
  fecha: z.string(),
  cae: z.string().nullable(),
  caeVencimiento: z.string().nullable(),
  estado: z.enum(ESTADOS_COMPROBANTE),
  neto: z.string(),
  iva: z.array(ivaComprobanteSchema),
  exento: z.string(),
  total: z.string(),
  moneda: z.enum(['PES', 'DOL']),
  cotizacion: z.string(),
  observaciones: z.array(observacionArcaSchema),
  qrUrl: z.string().nullable(),
  /** The legend of RG 5003 on a Factura A to a Monotributista, otherwise null. */
  leyenda: z.string().nullable(),
  /** The simulator's comprobantes have no fiscal validity (entorno 'simulador'). */
  entorno: z.string(),
  emisor: z.object({
    cuit: z.string(),
    razonSocial: z.string(),
    condicionIva: z.string(),
    ingresosBrutos: z.string().nullable(),
    inicioActividades: z.string().nullable(),
    domicilioComercial: z.string().nullable(),
  }),
  receptor: z.object({
    /** ARCA's DocTipo: 80 CUIT, 96 DNI, 99 consumidor final sin identificar. */
    docTipo: z.number().int(),
    docNro: z.string(),
    nombre: z.string(),
    condicionIva: z.string(),
    domicilio: z.string().nullable(),
  }),
  /** The invoice a credit note corrects ('Factura A 00001-00000012'), null for an invoice. */
  asociado: z.string().nullable(),
});
export type Comprobante = z.infer<typeof comprobanteSchema>;

/** POST ventas/{id}/comprobante/reintentar: the sale id. */
export const reintentarComprobanteParamsSchema = idParamsSchema;

/** 409 of a retry when every comprobante of the sale is already authorised. */
export const MSG_COMPROBANTE_YA_AUTORIZADO = 'El comprobante ya está autorizado por ARCA.';
/** 409 of a retry on a Línea 2 sale. */
export const MSG_VENTA_SIN_COMPROBANTE = 'La venta no es de Línea 1: no tiene comprobante electrónico.';
/** 409 of an edit that would change the total of a Línea 1 sale. */
export const MSG_FACTURA_NO_MODIFICABLE =
  'La venta tiene una factura electrónica: no se puede cambiar el descuento. Anúlela (se emite la nota de crédito) y cárguela de nuevo.';
/** 400 of a Línea 1 sale in a branch without a punto de venta. */
export const MSG_SUCURSAL_SIN_PUNTO_VENTA = 'La sucursal no tiene punto de venta de ARCA: configúrelo en Configuración fiscal o use la línea 2.';
/** 400 of a Línea 1 sale before the business's fiscal data and certificate are set. */
export const MSG_FISCAL_INCOMPLETO =
  'Faltan los datos fiscales del negocio o el certificado de ARCA: complételos en Configuración fiscal o use la línea 2.';
/** 400 of a Línea 1 sale to a final consumer above the limit (`limite` formatted, '$ 10.000.000,00') without an identified buyer. */
export const msgIdentificarConsumidorFinal = (limite: string) =>
  `Una factura desde ${limite} debe identificar al comprador: elija un cliente con DNI o CUIT.`;
/** 409 of annulling a Línea 1 sale whose invoice ARCA has not answered yet. */
export const MSG_ANULAR_FACTURA_PENDIENTE = 'La factura de la venta está pendiente de ARCA: reintente hasta que quede autorizada y después anule.';
/** 400 of a Factura A to a client without a CUIT. */
export const MSG_FACTURA_A_SIN_CUIT = 'Una factura A necesita la CUIT del cliente: cargue su CUIT en la ficha del cliente.';
/** Shown while ARCA did not answer (estado 'pendiente'). */
export const MSG_ARCA_NO_RESPONDE = 'ARCA no respondió: el comprobante quedó pendiente y se reintenta automáticamente.';
