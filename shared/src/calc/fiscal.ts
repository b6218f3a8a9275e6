import Decimal from 'decimal.js';
import type { CondicionIvaCliente } from '../schemas/clientes';
import type { CondicionIvaEmisor } from '../schemas/fiscal';
import { documentTotal, lineSubtotal, toMoney } from './index';

/**
 * The fiscal rules of an electronic invoice (docs/facturacion.md), one definition for the API, the
 * printed Factura and the screens: which comprobante an issuer gives a buyer, ARCA's codes of the
 * buyer's condition and of each IVA rate, and the split of a total into net, IVA per rate and
 * exempt amounts, exact to the cent.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The letter of a comprobante. */
export type LetraComprobante = 'A' | 'B' | 'C';

/**
 * ARCA's codes (CbteTipo of WSFEv1) of the invoices and credit notes this back-office issues:
 * Factura A 1, Nota de Crédito A 3, Factura B 6, Nota de Crédito B 8, Factura C 11, Nota de Crédito C 13.
 */
export const CODIGOS_COMPROBANTE = {
  A: { factura: 1, notaCredito: 3 },
  B: { factura: 6, notaCredito: 8 },
  C: { factura: 11, notaCredito: 13 },
} as const satisfies Record<LetraComprobante, { factura: number; notaCredito: number }>;

/**
 * The buyer's condition before IVA as ARCA names it (CondicionIVAReceptorId of FECAESolicitar, RG 5616)
 * with its code. The first three are the labels the client form always had.
 */
export const CONDICION_IVA_RECEPTOR_ID = {
  'Responsable Inscripto': 1,
  Exento: 4,
  'Consumidor Final': 5,
  Monotributista: 6,
  'Sujeto No Categorizado': 7,
  'Proveedor del Exterior': 8,
  'Cliente del Exterior': 9,
  'IVA Liberado - Ley N° 19.640': 10,
  'Monotributista Social': 13,
  'IVA No Alcanzado': 15,
  'Monotributo Trabajador Independiente Promovido': 16,
} as const satisfies Record<CondicionIvaCliente, number>;
/** A buyer's condition: a client's (CONDICIONES_IVA); a sale without client is to a Consumidor Final. */
export type CondicionIvaReceptor = CondicionIvaCliente;

/** Buyers a Responsable Inscripto gives a Factura A (RG 5003: also the Monotributistas, with its legend). */
const RECEPTORES_A: ReadonlySet<CondicionIvaReceptor> = new Set([
  'Responsable Inscripto',
  'Monotributista',
  'Monotributista Social',
  'Monotributo Trabajador Independiente Promovido',
]);

/** The legend RG 5003 requires on a Factura A to a Monotributista. */
export const LEYENDA_RG_5003 =
  'El crédito fiscal discriminado en el presente comprobante sólo podrá ser computado a efectos del Régimen de Sostenimiento e Inclusión Fiscal para Pequeños Contribuyentes de la Ley N° 27.618.';

/**
 * The letter a sale takes: from a Monotributo issuer always C; from a Responsable Inscripto A to a
 * Responsable Inscripto or a Monotributista (RG 5003), B to everyone else (a final consumer, an
 * exempt or a non-categorised buyer, a sale without client).
 */
export function letraComprobante(emisor: CondicionIvaEmisor, receptor: CondicionIvaReceptor): LetraComprobante {
  if (emisor === 'Monotributo') return 'C';
  return RECEPTORES_A.has(receptor) ? 'A' : 'B';
}

/** True when the Factura needs the RG 5003 legend: an A to a Monotributista. */
export function llevaLeyendaRg5003(letra: LetraComprobante, receptor: CondicionIvaReceptor): boolean {
  return letra === 'A' && receptor !== 'Responsable Inscripto' && RECEPTORES_A.has(receptor);
}

/**
 * ARCA's code of each IVA rate (Id of the Iva array of WSFEv1): 0 % 3, 2.5 % 9, 5 % 8, 10.5 % 4,
 * 21 % 5, 27 % 6. Keys as the products store the rate (ALICUOTAS_IVA).
 */
export const CODIGOS_ALICUOTA: Readonly<Record<string, number>> = { '0': 3, '2.5': 9, '5': 8, '10.5': 4, '21': 5, '27': 6 };

/** One line of a document for the split: its IVA-included unit price, quantity and rate (percent, e.g. '21'). */
export interface LineaFiscal {
  precioUnitario: Decimal.Value;
  cantidad: Decimal.Value;
  alicuota: string;
}

/** The IVA of one rate: the taxed base and the tax, money with 2 decimals. */
export interface IvaPorAlicuota {
  alicuota: string;
  /** ARCA's code of the rate ({@link CODIGOS_ALICUOTA}). */
  codigo: number;
  base: string;
  importe: string;
}

/** A total split for ARCA: `neto + sum(iva.importe) + exento = total`, each to the cent. */
export interface DesgloseIva {
  neto: string;
  iva: IvaPorAlicuota[];
  exento: string;
  total: string;
}

/** 400 of a line whose rate ARCA does not know. */
export const MSG_ALICUOTA_DESCONOCIDA = 'La alícuota de IVA de un producto no es una de las que acepta ARCA.';

/**
 * Splits a document (IVA-included prices, the sale's discount percentage) into what ARCA asks
 * (docs/facturacion.md «El desglose»): the total is {@link documentTotal} of the lines (the figure
 * the customer sees); the lines are grouped by rate and the total is shared among the groups in
 * proportion to their subtotals (the last group takes the remainder, so the parts add up to the
 * total exactly); each group's net is its share ÷ (1 + rate) rounded half up to the cent and its IVA
 * the share minus the net. A Factura C (`letra` 'C') has no IVA: its net is the whole total.
 * Nothing is exempt here (products carry a rate, 0 % included): `exento` is '0.00'.
 * @throws Error {@link MSG_ALICUOTA_DESCONOCIDA} for a rate outside {@link CODIGOS_ALICUOTA}.
 */
export function desglosarIva(lineas: readonly LineaFiscal[], descuento: Decimal.Value, letra: LetraComprobante): DesgloseIva {
  const total = documentTotal(
    lineas.map((l) => ({ precioUnitario: l.precioUnitario, cantidad: l.cantidad })),
    descuento,
  );
  if (letra === 'C') return { neto: total, iva: [], exento: '0.00', total };
  const porAlicuota = new Map<string, Decimal>();
  for (const l of lineas) {
    const clave = new D(l.alicuota).toString();
    if (CODIGOS_ALICUOTA[clave] === undefined) throw new Error(MSG_ALICUOTA_DESCONOCIDA);
    porAlicuota.set(clave, (porAlicuota.get(clave) ?? new D(0)).plus(lineSubtotal(l.precioUnitario, l.cantidad)));
  }
  // Highest rate first, the order ARCA's examples and the printed invoice use.
  const grupos = [...porAlicuota.entries()].sort((a, b) => new D(b[0]).comparedTo(a[0]));
  const suma = grupos.reduce((s, [, v]) => s.plus(v), new D(0));
  let resto = new D(total);
  const iva: IvaPorAlicuota[] = grupos.map(([alicuota, subtotal], i) => {
    const parte = i === grupos.length - 1 || suma.isZero() ? resto : new D(toMoney(new D(total).times(subtotal).div(suma)));
    resto = resto.minus(parte);
    const base = new D(toMoney(parte.div(new D(alicuota).div(100).plus(1))));
    return { alicuota, codigo: CODIGOS_ALICUOTA[alicuota], base: base.toFixed(2), importe: parte.minus(base).toFixed(2) };
  });
  const neto = toMoney(iva.reduce((s, x) => s.plus(x.base), new D(0)));
  return { neto, iva, exento: '0.00', total };
}

/** Base address of the QR of RG 4892: the JSON of {@link DatosQrArca} in base64 follows `?p=`. */
export const URL_QR_ARCA = 'https://www.afip.gob.ar/fe/qr/?p=';

/**
 * What the QR of an electronic comprobante carries (RG 4892, version 1): the date ('yyyy-mm-dd'), the
 * issuer's CUIT, point of sale, ARCA's type and number, the total (2-decimal string) in `moneda`
 * ('PES' or 'DOL') with its rate `ctz`, the buyer's DocTipo and number and the CAE.
 */
export interface DatosQrArca {
  fecha: string;
  cuit: string;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: string;
  moneda: string;
  ctz: string;
  tipoDocRec: number;
  nroDocRec: string;
  codAut: string;
}

const soloDigitos = (s: string) => s.replace(/\D/g, '');

/**
 * The QR address of RG 4892: {@link URL_QR_ARCA} + base64 of the JSON `{ ver: 1, fecha, cuit, ptoVta,
 * tipoCmp, nroCmp, importe, moneda, ctz, tipoDocRec, nroDocRec, tipoCodAut: 'E', codAut }` with the
 * numeric fields as JSON numbers (CUIT and document without dashes). The JSON is plain ASCII, so the
 * standard base64 of its characters is that of its UTF-8 bytes.
 */
export function urlQrArca(d: DatosQrArca): string {
  const json = JSON.stringify({
    ver: 1,
    fecha: d.fecha,
    cuit: Number(soloDigitos(d.cuit)),
    ptoVta: d.ptoVta,
    tipoCmp: d.tipoCmp,
    nroCmp: d.nroCmp,
    importe: Number(d.importe),
    moneda: d.moneda,
    ctz: Number(d.ctz),
    tipoDocRec: d.tipoDocRec,
    nroDocRec: Number(soloDigitos(d.nroDocRec) || '0'),
    tipoCodAut: 'E',
    codAut: Number(d.codAut),
  });
  return URL_QR_ARCA + btoa(json);
}

/** The number of a comprobante as printed: point of sale in 5 digits, number in 8 ('00001-00000023'). */
export function numeroComprobante(puntoVenta: number, numero: number | null): string {
  return `${String(puntoVenta).padStart(5, '0')}-${numero === null ? '--------' : String(numero).padStart(8, '0')}`;
}

/** The name of a comprobante type: 'Factura A', 'Nota de Crédito B'. */
export function nombreComprobante(letra: LetraComprobante, notaCredito: boolean): string {
  return `${notaCredito ? 'Nota de Crédito' : 'Factura'} ${letra}`;
}
