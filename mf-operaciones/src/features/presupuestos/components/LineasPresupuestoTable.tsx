import styled from 'styled-components';
import { formatMoney, formatQuantity, isMoneyInput, isQuantityInput } from 'shared/format';
import { Badge, Button, Input, Table } from 'shared/ui';
import { errorCantidad, subtotalLinea, type CambioLinea, type LineaPresupuesto } from '../utils/lineas';

const CellInput = styled(Input)`max-width: 130px; text-align: right;`;
const Cantidad = styled.div`display: flex; gap: 6px; align-items: center; justify-content: flex-end;`;
const ErrorSmall = styled.div`color: ${({ theme }) => theme.colors.danger}; font-size: 12px; margin-top: 2px;`;
const Muted = styled.div`color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px;`;
const Nombre = styled.div`display: flex; gap: 8px; align-items: center; flex-wrap: wrap;`;
const Precio = styled.div`display: flex; gap: 6px; align-items: center; justify-content: flex-end;`;

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
 * The editable lines of a quote (docs/ventas-y-presupuestos.md): Código, Producto (with the branch
 * stock in its unit, for information), Cantidad (input, up to 4 decimals, with its unit; zero shows
 * 'La cantidad debe ser mayor a cero.'), Precio (locked, with 'Cambiar precio', until an
 * authorization code was validated for the quote, as in New Sale; then an input of up to 2
 * decimals), Subtotal (money in the line's currency) and Quitar.
 * Keystrokes that would break the decimal rules are ignored.
 */
export function LineasPresupuestoTable({ lineas, onCambiar, onQuitar, onDesbloquearPrecio, marcarModificadas = false, caption }: LineasPresupuestoTableProps) {
  const columns = [
    { key: 'codigo', header: 'Código' },
    {
      key: 'nombre',
      header: 'Producto',
      render: (l: LineaPresupuesto) => (
        <>
          <Nombre>
            <span>{l.nombre}</span>
            {marcarModificadas && l.custom ? <Badge tone="warning">Modificado</Badge> : null}
          </Nombre>
          <Muted>Stock: {formatQuantity(l.stock, l.unidad)}</Muted>
        </>
      ),
    },
    {
      key: 'cantidad',
      header: 'Cantidad',
      align: 'right' as const,
      render: (l: LineaPresupuesto) => {
        const err = errorCantidad(l);
        return (
          <div>
            <Cantidad>
              <CellInput
                aria-label={`Cantidad de ${l.codigo}`}
                inputMode="decimal"
                value={l.cantidad}
                aria-invalid={err ? true : undefined}
                onChange={(e) => isQuantityInput(e.target.value) && onCambiar(l.productoId, { cantidad: e.target.value })}
              />
              <span>{l.unidad}</span>
            </Cantidad>
            {err ? <ErrorSmall role="alert">{err}</ErrorSmall> : null}
          </div>
        );
      },
    },
    {
      key: 'precio',
      header: 'Precio',
      align: 'right' as const,
      render: (l: LineaPresupuesto) =>
        l.precioEditable ? (
          <CellInput
            aria-label={`Precio unitario de ${l.codigo}`}
            inputMode="decimal"
            value={l.precioUnitario}
            onChange={(e) => isMoneyInput(e.target.value) && onCambiar(l.productoId, { precioUnitario: e.target.value })}
          />
        ) : (
          <Precio>
            <span>{formatMoney(l.precioUnitario, l.simbolo)}</span>
            <Button size="sm" variant="ghost" aria-label={`Cambiar precio de ${l.codigo}`} onClick={() => onDesbloquearPrecio(l)}>
              Cambiar precio
            </Button>
          </Precio>
        ),
    },
    { key: 'subtotal', header: 'Subtotal', align: 'right' as const, render: (l: LineaPresupuesto) => formatMoney(subtotalLinea(l), l.simbolo) },
    {
      key: 'quitar',
      header: '',
      align: 'right' as const,
      render: (l: LineaPresupuesto) => (
        <Button size="sm" variant="ghost" aria-label={`Quitar ${l.codigo}`} onClick={() => onQuitar(l.productoId)}>
          Quitar
        </Button>
      ),
    },
  ];
  return <Table columns={columns} rows={[...lineas]} rowKey={(l) => l.productoId} emptyText="Agregue productos al presupuesto." caption={caption} />;
}
