import { compareDecimal, type Moneda, type MotivoMovimiento, type OrigenCosto } from 'shared';

/** How the screens name a VAT rate: '21 %', '10,5 %', '0 %' (es-AR decimal comma). */
export function alicuotaLabel(alicuotaIva: string): string {
  return `${alicuotaIva.replace('.', ',')} %`;
}

/** How the cost history names where a cost change came from. */
export const ORIGEN_COSTO_LABEL: Record<OrigenCosto, string> = {
  alta: 'Alta',
  edicion: 'Edición',
  ingreso: 'Ingreso',
  anulacion_ingreso: 'Anulación de ingreso',
};

/**
 * True when `cantidad` (a branch's stock, 4 decimals in the product's unit) is below the product's
 * minimum stock, compared exactly: the 'Stock bajo' badge (docs/stock-y-productos.md).
 */
export function esStockBajo(cantidad: string, stockMinimo: string): boolean {
  return compareDecimal(cantidad, stockMinimo) < 0;
}

/**
 * The symbol of currency `monedaId` ('$', 'US$'…) from the currency catalogue; '' while it is not
 * known, so an amount is never shown with the wrong currency.
 */
export function simboloDe(monedas: readonly Moneda[] | undefined, monedaId: number): string {
  return monedas?.find((m) => m.id === monedaId)?.simbolo ?? '';
}

/** What caused a stock movement, as a screen to open: its path and its name ('Venta 12'). */
export interface ReferenciaMovimiento {
  /** The route of ROUTE_TABLE that shows it, for the permission check ('/ventas/:id'). */
  route: string;
  to: string;
  label: string;
}

/**
 * The screen of what caused a movement (docs/stock-y-productos.md): a sale or its annulment open
 * /ventas/{id}, a stock entry /ingresos/{id}, a manufacturing run (consumption, product, returned
 * raw materials) /fabricacion/{id}; `null` for an adjustment or a movement without reference.
 */
export function referenciaMovimiento(motivo: MotivoMovimiento, referenciaId: number | null): ReferenciaMovimiento | null {
  if (referenciaId === null) return null;
  switch (motivo) {
    case 'venta':
    case 'anulacion':
      return { route: '/ventas/:id', to: `/ventas/${referenciaId}`, label: `Venta ${referenciaId}` };
    case 'ingreso':
    case 'anulacion_ingreso':
      return { route: '/ingresos/:id', to: `/ingresos/${referenciaId}`, label: `Ingreso ${referenciaId}` };
    case 'fabricacion_consumo':
    case 'fabricacion_producto':
    case 'devolucion':
      return { route: '/fabricacion/:id', to: `/fabricacion/${referenciaId}`, label: `Fabricación ${referenciaId}` };
    default:
      return null;
  }
}
