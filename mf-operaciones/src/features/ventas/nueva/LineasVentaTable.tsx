import type { Dispatch } from 'react';
import { Tooltip } from 'shared/overlays';
import { IconButton } from 'shared/ui';
import { LineasDocumentoTable } from '../../comun/lineas/LineasDocumentoTable';
import { errorCantidad, type LineaVenta, type LineasAction } from './lineas';

/** Closed padlock (the line's price is locked until an authorization code is accepted). */
function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/**
 * The line table of a new sale (`LineasDocumentoTable` of comun/lineas): Código, Producto, Stock,
 * Cantidad (input, up to 4 decimals; an amount above the stock shows its error), Precio unitario
 * (locked behind `onDesbloquear`, a padlock button with the kit's Tooltip, until an authorization
 * code unlocks the line, then an input of up to 2 decimals), Subtotal and Quitar.
 * Keystrokes that would break the decimal rules are ignored.
 */
export function LineasVentaTable({ lineas, dispatch, onDesbloquear }: { lineas: LineaVenta[]; dispatch: Dispatch<LineasAction>; onDesbloquear: (l: LineaVenta) => void }) {
  return (
    <LineasDocumentoTable
      lineas={lineas}
      caption="Productos de la venta"
      emptyText="Agregue productos a la venta."
      precioHeader="Precio unitario"
      columnaStock
      errorCantidad={errorCantidad}
      precioEditable={(l) => l.custom}
      desbloqueo={(l) => (
        // The kit's tooltip instead of the native title: also shown on keyboard focus.
        <Tooltip content={`Desbloquear precio de ${l.codigo}`}>
          <IconButton size="sm" aria-label={`Desbloquear precio de ${l.codigo}`} title="" onClick={() => onDesbloquear(l)}>
            <LockIcon />
          </IconButton>
        </Tooltip>
      )}
      onCantidad={(productoId, value) => dispatch({ type: 'cantidad', productoId, value })}
      onPrecio={(productoId, value) => dispatch({ type: 'precio', productoId, value })}
      onQuitar={(productoId) => dispatch({ type: 'quitar', productoId })}
    />
  );
}
