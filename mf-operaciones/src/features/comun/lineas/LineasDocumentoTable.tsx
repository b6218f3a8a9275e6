import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, formatQuantity, isMoneyInput, isQuantityInput } from 'shared/format';
import { Button, Input, Table } from 'shared/ui';
import { subtotalLinea, type LineaDocumento } from './lineas';

const CellInput = styled(Input)`max-width: 130px; text-align: right;`;
const ErrorSmall = styled.div`color: ${({ theme }) => theme.colors.danger}; font-size: 12px; margin-top: 2px;`;
const EnLinea = styled.div`display: flex; gap: 6px; align-items: center; justify-content: flex-end;`;
const Muted = styled.div`color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px;`;
const Nombre = styled.div`display: flex; gap: 8px; align-items: center; flex-wrap: wrap;`;

/** Props of {@link LineasDocumentoTable}. */
export interface LineasDocumentoTableProps<L extends LineaDocumento> {
  lineas: readonly L[];
  /** The table's caption and the text without lines. */
  caption: string;
  emptyText: string;
  /** Header of the price column ('Precio unitario' in a sale, 'Precio' in a quote). */
  precioHeader: string;
  /** Stock in a column of its own (a sale) instead of under the product's name (a quote). */
  columnaStock?: boolean;
  /** The unit next to the quantity input (a quote). */
  unidadEnCantidad?: boolean;
  /** What follows the product's name (a quote's 'Modificado' badge). */
  marcaNombre?: (l: L) => ReactNode;
  /** The error of a line's quantity, or null. */
  errorCantidad: (l: L) => string | null;
  /** The line's price may be typed (an authorization code was validated for it). */
  precioEditable: (l: L) => boolean;
  /** The control next to a locked price that asks for the code (a padlock, 'Cambiar precio'). */
  desbloqueo: (l: L) => ReactNode;
  /** A quantity or a price typed in a line (already within the decimal rules), and Quitar. */
  onCantidad: (productoId: number, value: string) => void;
  onPrecio: (productoId: number, value: string) => void;
  onQuitar: (productoId: number) => void;
}

/**
 * The editable lines of a sale or a quote (docs/ventas-y-presupuestos.md): Código, Producto, the
 * branch stock in its unit, Cantidad (input, up to 4 decimals, with its error under it), the price
 * (locked behind `desbloqueo` until an authorization code unlocks the line, then an input of up to
 * 2 decimals), Subtotal (money in the line's currency) and Quitar. Keystrokes that would break the
 * decimal rules (docs/dinero-y-cantidades.md) are ignored.
 */
export function LineasDocumentoTable<L extends LineaDocumento>(props: LineasDocumentoTableProps<L>) {
  const { lineas, caption, emptyText, precioHeader, columnaStock = false, unidadEnCantidad = false, marcaNombre, errorCantidad, precioEditable, desbloqueo } = props;
  const { onCantidad, onPrecio, onQuitar } = props;
  const stock = (l: L) => formatQuantity(l.stock, l.unidad);
  const columns = [
    { key: 'codigo', header: 'Código' },
    columnaStock
      ? { key: 'nombre', header: 'Producto' }
      : {
          key: 'nombre',
          header: 'Producto',
          render: (l: L) => (
            <>
              <Nombre>
                <span>{l.nombre}</span>
                {marcaNombre?.(l)}
              </Nombre>
              <Muted>Stock: {stock(l)}</Muted>
            </>
          ),
        },
    ...(columnaStock ? [{ key: 'stock', header: 'Stock', align: 'right' as const, render: stock }] : []),
    {
      key: 'cantidad',
      header: 'Cantidad',
      align: 'right' as const,
      render: (l: L) => {
        const err = errorCantidad(l);
        const input = (
          <CellInput
            aria-label={`Cantidad de ${l.codigo}`}
            inputMode="decimal"
            value={l.cantidad}
            aria-invalid={err ? true : undefined}
            onChange={(e) => isQuantityInput(e.target.value) && onCantidad(l.productoId, e.target.value)}
          />
        );
        return (
          <div>
            {unidadEnCantidad ? (
              <EnLinea>
                {input}
                <span>{l.unidad}</span>
              </EnLinea>
            ) : (
              input
            )}
            {err ? <ErrorSmall role="alert">{err}</ErrorSmall> : null}
          </div>
        );
      },
    },
    {
      key: 'precio',
      header: precioHeader,
      align: 'right' as const,
      render: (l: L) =>
        precioEditable(l) ? (
          <CellInput
            aria-label={`Precio unitario de ${l.codigo}`}
            inputMode="decimal"
            value={l.precioUnitario}
            onChange={(e) => isMoneyInput(e.target.value) && onPrecio(l.productoId, e.target.value)}
          />
        ) : (
          <EnLinea>
            <span>{formatMoney(l.precioUnitario, l.simbolo)}</span>
            {desbloqueo(l)}
          </EnLinea>
        ),
    },
    { key: 'subtotal', header: 'Subtotal', align: 'right' as const, render: (l: L) => formatMoney(subtotalLinea(l), l.simbolo) },
    {
      key: 'quitar',
      header: '',
      align: 'right' as const,
      render: (l: L) => (
        <Button size="sm" variant="ghost" aria-label={`Quitar ${l.codigo}`} onClick={() => onQuitar(l.productoId)}>
          Quitar
        </Button>
      ),
    },
  ];
  return <Table columns={columns} rows={[...lineas]} rowKey={(l) => l.productoId} emptyText={emptyText} caption={caption} />;
}
