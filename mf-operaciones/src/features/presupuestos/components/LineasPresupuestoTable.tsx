import { Badge, Button } from 'shared/ui';
import { LineasDocumentoTable } from '../../comun/lineas/LineasDocumentoTable';
import { errorCantidad, type CambioLinea, type LineaPresupuesto } from '../utils/lineas';

/** Props of {@link LineasPresupuestoTable}. */
export interface LineasPresupuestoTableProps {
  lineas: readonly LineaPresupuesto[];
  /** A quantity or price typed in a line (already within the decimal rules). */
  onCambiar: (productoId: number, cambio: CambioLinea) => void;
  onQuitar: (productoId: number) => void;
  /**
   * 'Cambiar precio' on a locked line: the page asks for the authorization code
   * (AutorizarPrecioDialog) and, once the server accepts it, marks the line `precioEditable`.
   */
  onDesbloquearPrecio: (linea: LineaPresupuesto) => void;
  /** Show the 'Modificado' badge of the lines marked custom (editing a stored quote). */
  marcarModificadas?: boolean;
  caption: string;
}

/**
 * The editable lines of a quote (`LineasDocumentoTable` of comun/lineas,
 * docs/ventas-y-presupuestos.md): Código, Producto (with the branch stock in its unit, for
 * information), Cantidad (input, up to 4 decimals, with its unit; zero shows 'La cantidad debe ser
 * mayor a cero.'), Precio (locked, with 'Cambiar precio', until an authorization code was validated
 * for the quote, as in New Sale; then an input of up to 2 decimals), Subtotal (money in the line's
 * currency) and Quitar. Keystrokes that would break the decimal rules are ignored.
 */
export function LineasPresupuestoTable({ lineas, onCambiar, onQuitar, onDesbloquearPrecio, marcarModificadas = false, caption }: LineasPresupuestoTableProps) {
  return (
    <LineasDocumentoTable
      lineas={lineas}
      caption={caption}
      emptyText="Agregue productos al presupuesto."
      precioHeader="Precio"
      unidadEnCantidad
      marcaNombre={(l) => (marcarModificadas && l.custom ? <Badge tone="warning">Modificado</Badge> : null)}
      errorCantidad={errorCantidad}
      precioEditable={(l) => l.precioEditable}
      desbloqueo={(l) => (
        <Button size="sm" variant="ghost" aria-label={`Cambiar precio de ${l.codigo}`} onClick={() => onDesbloquearPrecio(l)}>
          Cambiar precio
        </Button>
      )}
      onCantidad={(productoId, cantidad) => onCambiar(productoId, { cantidad })}
      onPrecio={(productoId, precioUnitario) => onCambiar(productoId, { precioUnitario })}
      onQuitar={onQuitar}
    />
  );
}
