import { z } from 'zod';

/**
 * Libro IVA Ventas (docs/facturacion.md «Libro IVA Ventas»): GET fiscal/libro-iva-ventas
 * ?fechaDesde&fechaHasta (reportes.get or fiscal.get) lists the electronic comprobantes ARCA
 * authorised (estado 'autorizado') dated in the range, by date, type, point of sale and number,
 * with their figures **in pesos** and **credit notes negative**, and the totals per rate and overall.
 *
 * Money is a decimal string with 2 decimals in pesos ('-1210.00' for a credit note). A comprobante in
 * dollars (moneda 'DOL') has each figure of it (each rate's net and IVA, the net, the IVA, the exempt
 * amount and the total) multiplied by its `cotizacion` and rounded half up to the cent on its own; the
 * totals are the sums of the rows' figures. So in a DOL row the converted total may differ by a cent
 * from the sum of its converted parts; in pesos (cotización 1) they add up exactly.
 */

/** Most days one Libro IVA Ventas covers, both ends included (a leap year). */
export const LIBRO_IVA_MAX_DIAS = 366;

/** 400: fechaDesde missing or empty. */
export const MSG_LIBRO_IVA_FALTA_DESDE = 'Indique la fecha «Desde».';
/** 400: fechaHasta missing or empty. */
export const MSG_LIBRO_IVA_FALTA_HASTA = 'Indique la fecha «Hasta».';
/** 400: a date that is not 'AAAA-MM-DD'. */
export const MSG_LIBRO_IVA_FORMATO_FECHA = 'La fecha debe tener el formato AAAA-MM-DD.';
/** 400: 'AAAA-MM-DD' that is no calendar day ('2026-02-30'). */
export const MSG_LIBRO_IVA_FECHA_INVALIDA = 'Fecha inválida.';
/** 400: fechaDesde after fechaHasta (the same day at both ends is a valid range). */
export const MSG_LIBRO_IVA_RANGO_INVALIDO = 'La fecha «Desde» no puede ser posterior a la fecha «Hasta».';
/** 400: more than {@link LIBRO_IVA_MAX_DIAS} days, both ends included. */
export const MSG_LIBRO_IVA_RANGO_EXCEDIDO = `El Libro IVA Ventas abarca como máximo ${LIBRO_IVA_MAX_DIAS} días: acote las fechas.`;

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const MS_POR_DIA = 86_400_000;

/** Milliseconds of 00:00 UTC of `dia` ('yyyy-mm-dd'), NaN when it is not a calendar day. */
function instanteDelDia(dia: string): number {
  const t = Date.parse(`${dia}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === dia ? t : NaN;
}

/** A required 'yyyy-mm-dd' day: `falta` when missing or empty, then the format, then a real day. */
const dia = (falta: string) =>
  z
    .string({ message: falta })
    .min(1, { message: falta })
    .regex(DIA, { message: MSG_LIBRO_IVA_FORMATO_FECHA })
    .refine((v) => !DIA.test(v) || !Number.isNaN(instanteDelDia(v)), { message: MSG_LIBRO_IVA_FECHA_INVALIDA });

/**
 * Days from `desde` to `hasta` ('yyyy-mm-dd', both included): 1 for the same day, 366 for a leap
 * year; NaN when either is not a calendar day.
 */
export function diasDelRango(desde: string, hasta: string): number {
  return (instanteDelDia(hasta) - instanteDelDia(desde)) / MS_POR_DIA + 1;
}

/**
 * GET fiscal/libro-iva-ventas query: `fechaDesde` and `fechaHasta`, both required, 'yyyy-mm-dd'
 * days of Buenos Aires, both included (the comprobante's own `fecha`), `fechaDesde` ≤ `fechaHasta`,
 * at most {@link LIBRO_IVA_MAX_DIAS} days. Each refusal is a 400 with one of the MSG_LIBRO_IVA_*
 * messages. The screen checks its filters with this same schema before asking.
 */
export const libroIvaVentasQuerySchema = z
  .object({
    fechaDesde: dia(MSG_LIBRO_IVA_FALTA_DESDE),
    fechaHasta: dia(MSG_LIBRO_IVA_FALTA_HASTA),
  })
  .superRefine((q, ctx) => {
    // Only over two calendar days (zod may run this after a field's own issue).
    const dias = diasDelRango(q.fechaDesde ?? '', q.fechaHasta ?? '');
    if (Number.isNaN(dias)) return;
    if (q.fechaDesde > q.fechaHasta) ctx.addIssue({ code: 'custom', path: ['fechaDesde'], message: MSG_LIBRO_IVA_RANGO_INVALIDO });
    else if (dias > LIBRO_IVA_MAX_DIAS) ctx.addIssue({ code: 'custom', path: ['fechaHasta'], message: MSG_LIBRO_IVA_RANGO_EXCEDIDO });
  });
export type LibroIvaVentasQuery = z.input<typeof libroIvaVentasQuerySchema>;

/**
 * The net and IVA of one rate of a comprobante (or of the totals): `alicuota` in percent as the
 * products store it ('21', '10.5', '0'; ALICUOTAS_IVA), `neto` the taxed base and `iva` the tax,
 * money with 2 decimals in pesos, negative for a credit note.
 */
export const libroIvaAlicuotaSchema = z.object({ alicuota: z.string(), neto: z.string(), iva: z.string() });
export type LibroIvaAlicuota = z.infer<typeof libroIvaAlicuotaSchema>;

/**
 * One authorised comprobante of the book. `fecha` 'yyyy-mm-dd'; `tipo` its name ('Factura A',
 * 'Nota de Crédito B'; nombreComprobante of shared/calc); `codigoTipo` ARCA's CbteTipo (1, 3, 6, 8,
 * 11, 13); `comprador` the buyer's name as printed; `documento` the buyer's CUIT or DNI as stored,
 * 'Consumidor final' for DocTipo 99; `condicionIva` the buyer's condition; `moneda` 'PES' or 'DOL'
 * and its `cotizacion` to pesos (6 decimals, '1.000000' for pesos). The figures are in pesos
 * (see the rule above), negative for a credit note: `porAlicuota` the net and IVA of each rate it has,
 * highest rate first (empty for a Factura or Nota de Crédito C, which do not discriminate IVA: their
 * whole net is in `neto`), `neto` the whole net, `iva` the whole IVA, `exento`, `total`.
 */
export const libroIvaItemSchema = z.object({
  fecha: z.string(),
  tipo: z.string(),
  codigoTipo: z.number().int(),
  puntoVenta: z.number().int(),
  numero: z.number().int(),
  comprador: z.string(),
  documento: z.string(),
  condicionIva: z.string(),
  moneda: z.enum(['PES', 'DOL']),
  cotizacion: z.string(),
  porAlicuota: z.array(libroIvaAlicuotaSchema),
  neto: z.string(),
  iva: z.string(),
  exento: z.string(),
  total: z.string(),
});
export type LibroIvaItem = z.infer<typeof libroIvaItemSchema>;

/**
 * The totals of the book: the sums of the items' figures (credit notes subtract), money with 2
 * decimals in pesos. `porAlicuota` has every rate some item has, highest first; `comprobantes` how
 * many items.
 */
export const libroIvaTotalesSchema = z.object({
  comprobantes: z.number().int(),
  porAlicuota: z.array(libroIvaAlicuotaSchema),
  neto: z.string(),
  iva: z.string(),
  exento: z.string(),
  total: z.string(),
});
export type LibroIvaTotales = z.infer<typeof libroIvaTotalesSchema>;

/** The answer of GET fiscal/libro-iva-ventas: the items by fecha, codigoTipo, puntoVenta, numero, and their totals. */
export const libroIvaVentasSchema = z.object({ items: z.array(libroIvaItemSchema), totales: libroIvaTotalesSchema });
export type LibroIvaVentas = z.infer<typeof libroIvaVentasSchema>;
