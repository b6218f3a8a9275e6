/**
 * State of the new-sale lines as a pure reducer, plus the checks of docs/ventas-y-presupuestos.md.
 * Quantities are decimal strings (up to 4 decimals), prices decimal strings (2 decimals) in the
 * currency of the first product.
 */
import {
  compareDecimal,
  esMetodoCuentaCorriente,
  MSG_CC_SIN_CLIENTE,
  MSG_DESCUENTO,
  MSG_SIN_PRODUCTOS,
  MSG_SIN_SUCURSAL,
  type MetodoPago,
  type Producto,
  type VentaCreateBody,
} from 'shared';
import { formatQuantity } from 'shared/format';
import { errorCantidadCero, lineaBaseDeProducto, motivoNoAgregar, subtotalLinea, totalDocumento, type LineaDocumento } from '../../comun/lineas/lineas';

export { motivoNoAgregar, subtotalLinea };

/** One line of the sale being written (stock: the chosen branch's). */
export interface LineaVenta extends LineaDocumento {
  /** True once the authorization code unlocked this line's price. */
  custom: boolean;
}

export type LineasAction =
  | { type: 'agregar'; producto: Producto }
  | { type: 'quitar'; productoId: number }
  | { type: 'cantidad'; productoId: number; value: string }
  | { type: 'precio'; productoId: number; value: string }
  | { type: 'desbloquear'; productoId: number }
  | { type: 'vaciar' };

/** Reducer of the lines: new lines get cantidad 1 and the product's valorFinal. */
export function lineasReducer(lineas: LineaVenta[], action: LineasAction): LineaVenta[] {
  switch (action.type) {
    case 'agregar': {
      const p = action.producto;
      if (motivoNoAgregar(lineas, p)) return lineas;
      return [...lineas, { ...lineaBaseDeProducto(p), custom: false }];
    }
    case 'quitar':
      return lineas.filter((l) => l.productoId !== action.productoId);
    case 'cantidad':
      return lineas.map((l) => (l.productoId === action.productoId ? { ...l, cantidad: action.value } : l));
    case 'precio':
      return lineas.map((l) => (l.productoId === action.productoId && l.custom ? { ...l, precioUnitario: action.value } : l));
    case 'desbloquear':
      return lineas.map((l) => (l.productoId === action.productoId ? { ...l, custom: true } : l));
    case 'vaciar':
      return [];
  }
}

/** Total of the sale with the discount percentage (capped at 100): `totalDocumento` of comun/lineas. */
export function totalVenta(lineas: LineaVenta[], descuento: string): string {
  return totalDocumento(lineas, descuento);
}

/** The error of a line's quantity (zero, or above the branch stock), or null. */
export function errorCantidad(l: LineaVenta): string | null {
  const cero = errorCantidadCero(l);
  if (cero) return cero;
  if (compareDecimal(l.cantidad, l.stock) > 0) return `Stock insuficiente (disponible: ${formatQuantity(l.stock, l.unidad)})`;
  return null;
}

export interface VentaForm {
  sucursalId: number | null;
  lineas: LineaVenta[];
  descuento: string;
  /** The chosen payment method; Cuenta Corriente is told by its `clave`, never its name. */
  metodoPago: Pick<MetodoPago, 'id' | 'nombre' | 'clave'> | null;
  clienteId: number | null;
}

/** First validation message of the form before saving (docs/ventas-y-presupuestos.md), or null when it can be saved. */
export function validarVenta(f: VentaForm): string | null {
  if (f.sucursalId === null) return MSG_SIN_SUCURSAL;
  if (f.lineas.length === 0) return MSG_SIN_PRODUCTOS;
  const d = f.descuento === '' ? '0' : f.descuento;
  if (Number.isNaN(Number(d)) || compareDecimal(d, 0) < 0 || compareDecimal(d, 100) > 0) return MSG_DESCUENTO;
  for (const l of f.lineas) {
    const e = errorCantidad(l);
    if (e) return `${l.codigo} - ${l.nombre}: ${e}`;
    if (l.custom && l.precioUnitario === '') return `${l.codigo} - ${l.nombre}: ingrese el precio unitario.`;
  }
  if (!f.metodoPago) return 'Debe seleccionar un método de pago.';
  if (esMetodoCuentaCorriente(f.metodoPago) && f.clienteId === null) return MSG_CC_SIN_CLIENTE;
  return null;
}

/**
 * The POST ventas payload (docs/ventas-y-presupuestos.md); linea 2 unless told. `codigo_pass` (the
 * one-time authorization code, trimmed) goes when a line has an overridden price or when
 * `pideCodigo` says the client's credit needs it (docs/cuentas-corrientes.md, «Límite de crédito»);
 * otherwise null.
 */
export function payloadVenta(f: VentaForm, codigoPass: string | null, linea = 2, pideCodigo = false): VentaCreateBody {
  const custom = f.lineas.some((l) => l.custom);
  return {
    sucursalId: f.sucursalId ?? 0,
    metodoPagoId: f.metodoPago?.id ?? 0,
    metodoPagoNombre: f.metodoPago?.nombre,
    monedaId: f.lineas[0]?.monedaId,
    detalles: f.lineas.map((l) => ({
      productoId: l.productoId,
      cantidad: l.cantidad.replace(/\.$/, ''),
      precioUnitario: l.precioUnitario.replace(/\.$/, ''),
      custom: l.custom,
    })),
    total: totalVenta(f.lineas, f.descuento),
    descuento: (f.descuento || '0').replace(/\.$/, ''),
    clienteId: f.clienteId,
    linea,
    custom,
    codigo_pass: custom || pideCodigo ? (codigoPass?.trim() ?? null) : null,
  };
}
