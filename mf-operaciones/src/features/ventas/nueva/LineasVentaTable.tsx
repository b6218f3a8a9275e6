import type { Dispatch } from 'react';
import styled from 'styled-components';
import { formatMoney, formatQuantity, isMoneyInput, isQuantityInput } from 'shared/format';
import { Tooltip } from 'shared/overlays';
import { Button, IconButton, Input, Table } from 'shared/ui';
import { errorCantidad, subtotalLinea, type LineaVenta, type LineasAction } from './lineas';

const CellInput = styled(Input)`max-width: 130px; text-align: right;`;
const ErrorSmall = styled.div`color: ${({ theme }) => theme.colors.danger}; font-size: 12px; margin-top: 2px;`;
const PrecioCell = styled.div`display: flex; gap: 6px; justify-content: flex-end; align-items: center;`;

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
 * The line table of a new sale: Código, Producto, Stock, Cantidad (input, up to 4 decimals; an
 * amount above the stock shows its error), Precio unitario (locked behind `onDesbloquear`, a padlock
 * button with the kit's Tooltip, until an authorization code unlocks the line, then an input of up to
 * 2 decimals), Subtotal and Quitar.
 * Keystrokes that would break the decimal rules are ignored.
 */
export function LineasVentaTable({ lineas, dispatch, onDesbloquear }: { lineas: LineaVenta[]; dispatch: Dispatch<LineasAction>; onDesbloquear: (l: LineaVenta) => void }) {
  const columns = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Producto' },
    { key: 'stock', header: 'Stock', align: 'right' as const, render: (l: LineaVenta) => formatQuantity(l.stock, l.unidad) },
    {
      key: 'cantidad',
      header: 'Cantidad',
      align: 'right' as const,
      render: (l: LineaVenta) => {
        const err = errorCantidad(l);
        return (
          <div>
            <CellInput
              aria-label={`Cantidad de ${l.codigo}`}
              inputMode="decimal"
              value={l.cantidad}
              aria-invalid={err ? true : undefined}
              onChange={(e) => isQuantityInput(e.target.value) && dispatch({ type: 'cantidad', productoId: l.productoId, value: e.target.value })}
            />
            {err ? <ErrorSmall role="alert">{err}</ErrorSmall> : null}
          </div>
        );
      },
    },
    {
      key: 'precio',
      header: 'Precio unitario',
      align: 'right' as const,
      render: (l: LineaVenta) => (
        <PrecioCell>
          {l.custom ? (
            <CellInput
              aria-label={`Precio unitario de ${l.codigo}`}
              inputMode="decimal"
              value={l.precioUnitario}
              onChange={(e) => isMoneyInput(e.target.value) && dispatch({ type: 'precio', productoId: l.productoId, value: e.target.value })}
            />
          ) : (
            <>
              <span>{formatMoney(l.precioUnitario, l.simbolo)}</span>
              {/* The kit's tooltip instead of the native title: also shown on keyboard focus. */}
              <Tooltip content={`Desbloquear precio de ${l.codigo}`}>
                <IconButton size="sm" aria-label={`Desbloquear precio de ${l.codigo}`} title="" onClick={() => onDesbloquear(l)}>
                  <LockIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </PrecioCell>
      ),
    },
    { key: 'subtotal', header: 'Subtotal', align: 'right' as const, render: (l: LineaVenta) => formatMoney(subtotalLinea(l), l.simbolo) },
    {
      key: 'quitar',
      header: '',
      align: 'right' as const,
      render: (l: LineaVenta) => (
        <Button size="sm" variant="ghost" aria-label={`Quitar ${l.codigo}`} onClick={() => dispatch({ type: 'quitar', productoId: l.productoId })}>
          Quitar
        </Button>
      ),
    },
  ];
  return <Table columns={columns} rows={lineas} rowKey={(l) => l.productoId} emptyText="Agregue productos a la venta." caption="Productos de la venta" />;
}
