/**
 * The lines of a quote being written (/presupuestos/nuevo) or edited (/presupuestos/{id}) and the
 * checks before saving (docs/ventas-y-presupuestos.md, «Presupuestos»). Quantities are decimal
 * strings of up to 4 decimals, prices decimal strings of 2, all in the currency of the first line
 * (docs/dinero-y-cantidades.md). A quote never touches stock: the stock a line shows is only
 * information about the quote's branch.
 */
import {
  compareDecimal,
  Dec,
  MSG_SIN_PRODUCTOS,
  MSG_SIN_SUCURSAL,
  presupuestoCreateBodySchema,
  presupuestoUpdateBodySchema,
  type PresupuestoCreateBody,
  type PresupuestoDetalle,
  type PresupuestoUpdateBody,
  type Producto,
} from 'shared';
import {
  decimalLimpio as limpio,
  errorCantidadCero,
  lineaBaseDeProducto,
  motivoNoAgregar,
  subtotalLinea,
  totalDocumento,
  type LineaDocumento,
} from '../../comun/lineas/lineas';

export { motivoNoAgregar, subtotalLinea };

/** One line of the quote on screen (its stock, the quote's branch's, for information only). */
export interface LineaPresupuesto extends LineaDocumento {
  /** The product's current final price (2 decimals): a different price is a custom one. */
  valorFinal: string;
  /** The line was changed by hand (spec: "after a change the line is marked custom"). */
  custom: boolean;
  /**
   * The spec's client-side flag (`customEditable`): the price may be typed, because an
   * authorization code was validated for it. Lines start locked.
   */
  precioEditable: boolean;
}

/** A new line for `p` as read for the quote's branch: quantity 1 at its final price (valorFinal). */
export function lineaDeProducto(p: Producto): LineaPresupuesto {
  return { ...lineaBaseDeProducto(p), valorFinal: p.valorFinal, custom: false, precioEditable: false };
}

/** The editable line of a stored quote line: the quantity without trailing zeros ('2.5000' → '2.5'). */
export function lineaDeDetalle(d: PresupuestoDetalle): LineaPresupuesto {
  return {
    productoId: d.productoId,
    codigo: d.codigo,
    nombre: d.nombre,
    unidad: d.unidad,
    stock: d.stock,
    monedaId: d.monedaId,
    simbolo: d.monedaSimbolo,
    cantidad: new Dec(d.cantidad).toString(),
    precioUnitario: d.precioUnitario,
    valorFinal: d.valorFinal,
    custom: d.custom,
    precioEditable: false,
  };
}

/** What the user changed on a line. */
export type CambioLinea = { cantidad: string } | { precioUnitario: string };

/** `lineas` with the price of `productoId` unlocked (an authorization code was validated for it). */
export function desbloquearPrecio(lineas: readonly LineaPresupuesto[], productoId: number): LineaPresupuesto[] {
  return lineas.map((l) => (l.productoId === productoId ? { ...l, precioEditable: true } : l));
}

/**
 * `lineas` with `cambio` applied to the line of `productoId`; with `marcarCustom` (editing a stored
 * quote) that line is marked as changed by hand.
 */
export function cambiarLinea(lineas: readonly LineaPresupuesto[], productoId: number, cambio: CambioLinea, marcarCustom: boolean): LineaPresupuesto[] {
  return lineas.map((l) => (l.productoId === productoId ? { ...l, ...cambio, custom: l.custom || marcarCustom } : l));
}

/**
 * Total of the quote (shared `documentTotal`, the API's own rule, docs/dinero-y-cantidades.md):
 * Σ price × quantity less the discount percentage (capped at 100); money, 2 decimals, in the lines'
 * currency. '0.00' while an input is incomplete.
 */
export function totalPresupuesto(lineas: readonly LineaPresupuesto[], descuento = '0'): string {
  return totalDocumento(lineas, descuento);
}

/** The message of a quantity the API would refuse ('La cantidad debe ser mayor a cero.'), or null. */
export function errorCantidad(l: Pick<LineaPresupuesto, 'cantidad'>): string | null {
  return errorCantidadCero(l);
}

/** True when the line's price is not the product's final price (it must then go as `custom`). */
function precioDistinto(l: LineaPresupuesto): boolean {
  try {
    return compareDecimal(limpio(l.precioUnitario), l.valorFinal) !== 0;
  } catch {
    return true;
  }
}

/** The lines as the API takes them: product, quantity, price, subtotal, currency and `custom`. */
function detallesBody(lineas: readonly LineaPresupuesto[]) {
  return lineas.map((l) => ({
    productoId: l.productoId,
    cantidad: limpio(l.cantidad),
    precioUnitario: limpio(l.precioUnitario),
    subTotal: subtotalLinea(l),
    monedaId: l.monedaId,
    custom: l.custom || precioDistinto(l),
  }));
}

/** The outcome of checking a quote before sending it: the body, or the first message to show. */
export type Validacion<B> = { ok: true; body: B } | { ok: false; mensaje: string };

/**
 * The first problem of the zod result as the user should read it: a line's problem is prefixed with
 * 'código - nombre: '.
 */
function primerProblema(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, lineas: readonly LineaPresupuesto[]): string {
  const issue = issues[0];
  const [campo, indice] = issue.path;
  const linea = campo === 'detalles' && typeof indice === 'number' ? lineas[indice] : undefined;
  return linea ? `${linea.codigo} - ${linea.nombre}: ${issue.message}` : issue.message;
}

/**
 * The POST presupuestos body of a new quote (sucursalId, clienteId or null, monedaId of the first
 * line, total, descuento '0', detalles), checked with the API's own schema
 * (`presupuestoCreateBodySchema`): 'Debe seleccionar una sucursal.', 'Debe agregar al menos un
 * producto.' or a line's message. Never throws.
 */
export function validarNuevo(f: { sucursalId: number | null; clienteId: number | null; lineas: readonly LineaPresupuesto[] }): Validacion<PresupuestoCreateBody> {
  if (f.sucursalId === null) return { ok: false, mensaje: MSG_SIN_SUCURSAL };
  if (f.lineas.length === 0) return { ok: false, mensaje: MSG_SIN_PRODUCTOS };
  const body: PresupuestoCreateBody = {
    sucursalId: f.sucursalId,
    clienteId: f.clienteId,
    monedaId: f.lineas[0].monedaId,
    total: totalPresupuesto(f.lineas),
    descuento: '0',
    detalles: detallesBody(f.lineas),
  };
  const r = presupuestoCreateBodySchema.safeParse(body);
  return r.success ? { ok: true, body } : { ok: false, mensaje: primerProblema(r.error.issues, f.lineas) };
}

/**
 * The PUT presupuestos/{id} body of an edited quote (clienteId or null, descuento 0–100 with 2
 * decimals, monedaId, total = Σ price × quantity × (1 − descuento / 100), detalles), checked with the
 * API's own schema (`presupuestoUpdateBodySchema`): 'Debe agregar al menos un producto.', 'El
 * descuento total debe estar entre 0% y 100%' or a line's message. Never throws.
 */
export function validarEdicion(f: { clienteId: number | null; descuento: string; lineas: readonly LineaPresupuesto[] }): Validacion<PresupuestoUpdateBody> {
  if (f.lineas.length === 0) return { ok: false, mensaje: MSG_SIN_PRODUCTOS };
  const descuento = limpio(f.descuento);
  const body: PresupuestoUpdateBody = {
    clienteId: f.clienteId,
    descuento,
    monedaId: f.lineas[0].monedaId,
    total: totalPresupuesto(f.lineas, descuento),
    detalles: detallesBody(f.lineas),
  };
  const r = presupuestoUpdateBodySchema.safeParse(body);
  return r.success ? { ok: true, body } : { ok: false, mensaje: primerProblema(r.error.issues, f.lineas) };
}
