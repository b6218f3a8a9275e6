import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  Dec,
  nombreComprobante,
  toMoney,
  type LetraComprobante,
  type LibroIvaAlicuota,
  type LibroIvaItem,
  type LibroIvaVentas,
  type libroIvaVentasQuerySchema,
} from 'shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { comprobantes } from '../../db/schema';

/**
 * Libro IVA Ventas (docs/facturacion.md «Libro IVA Ventas»): GET fiscal/libro-iva-ventas. One
 * statement reads the authorised comprobantes of the range (index `comprobantes_fecha_idx`); the
 * figures are computed here with decimal.js, in one place ({@link filaLibroIva}, {@link totalesLibroIva}).
 */

/** The validated query: two Buenos Aires days 'yyyy-mm-dd', `fechaDesde` ≤ `fechaHasta`, at most 366 days. */
export type LibroIvaVentasQueryInput = z.output<typeof libroIvaVentasQuerySchema>;

/** ARCA's DocTipo of a final consumer not identified (docs/facturacion.md). */
const DOC_TIPO_CONSUMIDOR_FINAL = 99;
/** What the book says in «Documento» for {@link DOC_TIPO_CONSUMIDOR_FINAL}. */
export const DOCUMENTO_CONSUMIDOR_FINAL = 'Consumidor final';

/** One IVA entry of a comprobante as stored in `comprobantes.iva` (money with 2 decimals in its currency). */
interface IvaGuardado {
  alicuota: string;
  codigo?: number;
  base: string;
  importe: string;
}

/** The buyer as stored in `comprobantes.receptor`. */
interface ReceptorGuardado {
  docTipo?: number;
  docNro?: string;
  nombre?: string;
  condicionIva?: string;
  domicilio?: string | null;
}

/** The columns of a comprobante the book reads. */
export interface ComprobanteLibro {
  fecha: string;
  clase: string;
  letra: string;
  codigoTipo: number;
  puntoVenta: number;
  numero: number | null;
  docTipo: number;
  docNro: string;
  receptor: unknown;
  moneda: string;
  cotizacion: string;
  neto: string;
  iva: unknown;
  ivaTotal: string;
  exento: string;
  total: string;
}

/** Money with 2 decimals, never '-0.00'. */
const dinero = (v: InstanceType<typeof Dec>) => (v.isZero() ? '0.00' : toMoney(v));

/** Rates highest first, as the printed invoice and ARCA's examples list them. */
const porTasaDescendente = (a: LibroIvaAlicuota, b: LibroIvaAlicuota) => new Dec(b.alicuota).comparedTo(a.alicuota);

/**
 * The row of the book of one authorised comprobante: its figures **in pesos** and **negative for a
 * credit note**. Each stored figure (each rate's base and IVA, the net, the IVA, the exempt amount,
 * the total; money with 2 decimals in the comprobante's currency) is multiplied by `cotizacion`
 * (1 for pesos) and rounded half up to the cent on its own, then negated for a credit note
 * (docs/facturacion.md «Libro IVA Ventas»). Rates are keyed as the products store them ('21',
 * '10.5'), highest first; a rate listed twice is added up.
 */
export function filaLibroIva(c: ComprobanteLibro): LibroIvaItem {
  const notaCredito = c.clase === 'nota_credito';
  const signo = notaCredito ? -1 : 1;
  const cotizacion = new Dec(c.cotizacion);
  /** A stored figure in pesos, rounded half up to the cent, with the comprobante's sign. */
  const enPesos = (v: string) => new Dec(toMoney(new Dec(v).times(cotizacion))).times(signo);

  const porTasa = new Map<string, { neto: InstanceType<typeof Dec>; iva: InstanceType<typeof Dec> }>();
  for (const i of (Array.isArray(c.iva) ? c.iva : []) as IvaGuardado[]) {
    const clave = new Dec(i.alicuota).toString();
    const previo = porTasa.get(clave) ?? { neto: new Dec(0), iva: new Dec(0) };
    porTasa.set(clave, { neto: previo.neto.plus(enPesos(i.base)), iva: previo.iva.plus(enPesos(i.importe)) });
  }
  const porAlicuota = [...porTasa.entries()].map(([alicuota, v]) => ({ alicuota, neto: dinero(v.neto), iva: dinero(v.iva) })).sort(porTasaDescendente);

  const receptor = (c.receptor ?? {}) as ReceptorGuardado;
  if (c.numero === null) throw new Error(`Comprobante autorizado sin número (punto de venta ${c.puntoVenta}, tipo ${c.codigoTipo}).`);
  return {
    fecha: c.fecha,
    tipo: nombreComprobante(c.letra as LetraComprobante, notaCredito),
    codigoTipo: c.codigoTipo,
    puntoVenta: c.puntoVenta,
    numero: c.numero,
    comprador: receptor.nombre ?? '',
    documento: c.docTipo === DOC_TIPO_CONSUMIDOR_FINAL ? DOCUMENTO_CONSUMIDOR_FINAL : c.docNro,
    condicionIva: receptor.condicionIva ?? '',
    moneda: c.moneda === 'DOL' ? 'DOL' : 'PES',
    cotizacion: cotizacion.toFixed(6),
    porAlicuota,
    neto: dinero(enPesos(c.neto)),
    iva: dinero(enPesos(c.ivaTotal)),
    exento: dinero(enPesos(c.exento)),
    total: dinero(enPesos(c.total)),
  };
}

/**
 * The totals of the book: the sums of the rows' figures (already in pesos and signed, so credit
 * notes subtract), money with 2 decimals; `porAlicuota` every rate some row has, highest first.
 */
export function totalesLibroIva(items: readonly LibroIvaItem[]): LibroIvaVentas['totales'] {
  const porTasa = new Map<string, { neto: InstanceType<typeof Dec>; iva: InstanceType<typeof Dec> }>();
  let neto = new Dec(0);
  let iva = new Dec(0);
  let exento = new Dec(0);
  let total = new Dec(0);
  for (const item of items) {
    for (const a of item.porAlicuota) {
      const previo = porTasa.get(a.alicuota) ?? { neto: new Dec(0), iva: new Dec(0) };
      porTasa.set(a.alicuota, { neto: previo.neto.plus(a.neto), iva: previo.iva.plus(a.iva) });
    }
    neto = neto.plus(item.neto);
    iva = iva.plus(item.iva);
    exento = exento.plus(item.exento);
    total = total.plus(item.total);
  }
  return {
    comprobantes: items.length,
    porAlicuota: [...porTasa.entries()].map(([alicuota, v]) => ({ alicuota, neto: dinero(v.neto), iva: dinero(v.iva) })).sort(porTasaDescendente),
    neto: dinero(neto),
    iva: dinero(iva),
    exento: dinero(exento),
    total: dinero(total),
  };
}

/**
 * GET fiscal/libro-iva-ventas?fechaDesde&fechaHasta (reportes.get or fiscal.get): the comprobantes
 * with `estado = 'autorizado'` whose `fecha` (a Buenos Aires day) is in the range, both days included,
 * ordered by fecha, codigo_tipo, punto_venta, numero; each as {@link filaLibroIva} (pesos, credit
 * notes negative) and their {@link totalesLibroIva}. Pending and rejected comprobantes are left out.
 * The query was validated by its schema (two days, in order, at most 366 days).
 */
export async function libroIvaVentas(db: DbOrTx, q: LibroIvaVentasQueryInput): Promise<LibroIvaVentas> {
  const c = comprobantes;
  const filas = await db
    .select({
      fecha: c.fecha,
      clase: c.clase,
      letra: c.letra,
      codigoTipo: c.codigoTipo,
      puntoVenta: c.puntoVenta,
      numero: c.numero,
      docTipo: c.docTipo,
      docNro: c.docNro,
      receptor: c.receptor,
      moneda: c.moneda,
      cotizacion: c.cotizacion,
      neto: c.neto,
      iva: c.iva,
      ivaTotal: c.ivaTotal,
      exento: c.exento,
      total: c.total,
    })
    .from(c)
    .where(and(eq(c.estado, 'autorizado'), gte(c.fecha, q.fechaDesde), lte(c.fecha, q.fechaHasta)))
    .orderBy(asc(c.fecha), asc(c.codigoTipo), asc(c.puntoVenta), asc(c.numero));
  const items = filas.map(filaLibroIva);
  return { items, totales: totalesLibroIva(items) };
}
