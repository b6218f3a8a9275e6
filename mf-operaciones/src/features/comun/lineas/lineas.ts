/**
 * The lines of a sale or a quote being written (New Sale, New Quote, the quote detail): what both
 * documents' lines have, and the rules they share (docs/ventas-y-presupuestos.md; money and
 * quantities per docs/dinero-y-cantidades.md). Quantities are decimal strings of up to 4 decimals,
 * prices decimal strings of 2, all in the currency of the first line; values are as typed (maybe ''
 * or ending in '.' while typing).
 */
import { compareDecimal, documentTotal, lineSubtotal, MSG_PRODUCTO_REPETIDO, msgMismaMoneda, type Producto } from 'shared';

/** What every document line carries. */
export interface LineaDocumento {
  productoId: number;
  codigo: string;
  nombre: string;
  unidad: string;
  /** Stock of the document's branch (4 decimals). */
  stock: string;
  monedaId: number;
  simbolo: string;
  /** As typed: up to 4 decimals. */
  cantidad: string;
  /** As typed: up to 2 decimals, in the line's currency. */
  precioUnitario: string;
}

/** The base of a new line for `p` as read for the document's branch: quantity 1 at its final price (valorFinal). */
export function lineaBaseDeProducto(p: Producto): LineaDocumento {
  return {
    productoId: p.id,
    codigo: p.codigo,
    nombre: p.nombre,
    unidad: p.unidad,
    stock: p.stock,
    monedaId: p.monedaId,
    simbolo: p.moneda.simbolo,
    cantidad: '1',
    precioUnitario: p.valorFinal,
  };
}

/**
 * Why `p` cannot join `lineas`: 'Este producto ya fue agregado.' or 'Solo puede agregar productos en
 * la misma moneda: {símbolo}' (the first line's currency); null when it can.
 */
export function motivoNoAgregar(
  lineas: readonly Pick<LineaDocumento, 'productoId' | 'monedaId' | 'simbolo'>[],
  p: Pick<Producto, 'id' | 'monedaId'>,
): string | null {
  if (lineas.some((l) => l.productoId === p.id)) return MSG_PRODUCTO_REPETIDO;
  if (lineas.length > 0 && lineas[0].monedaId !== p.monedaId) return msgMismaMoneda(lineas[0].simbolo);
  return null;
}

/** A typed decimal ready to compute or send: '' → '0', a trailing '.' dropped ('2.' → '2'). */
export function decimalLimpio(v: string): string {
  return v === '' ? '0' : v.replace(/\.$/, '');
}

/** Subtotal of a line (price × quantity, 2 decimals half-up); '0.00' while the inputs are incomplete. */
export function subtotalLinea(l: Pick<LineaDocumento, 'precioUnitario' | 'cantidad'>): string {
  try {
    return lineSubtotal(decimalLimpio(l.precioUnitario), decimalLimpio(l.cantidad));
  } catch {
    return '0.00';
  }
}

/**
 * Total of a document (shared `documentTotal`, the API's own rule): Σ price × quantity less the
 * discount percentage (capped at 100); money, 2 decimals, in the lines' currency. '0.00' while an
 * input is incomplete.
 */
export function totalDocumento(lineas: readonly Pick<LineaDocumento, 'precioUnitario' | 'cantidad'>[], descuento = '0'): string {
  try {
    return documentTotal(
      lineas.map((l) => ({ precioUnitario: decimalLimpio(l.precioUnitario), cantidad: decimalLimpio(l.cantidad) })),
      decimalLimpio(descuento),
    );
  } catch {
    return '0.00';
  }
}

/** The message of a quantity the API would refuse ('La cantidad debe ser mayor a cero.'), or null. */
export function errorCantidadCero(l: Pick<LineaDocumento, 'cantidad'>): string | null {
  return compareDecimal(decimalLimpio(l.cantidad), 0) <= 0 ? 'La cantidad debe ser mayor a cero.' : null;
}
