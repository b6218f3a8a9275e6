import styled from 'styled-components';
import type { Moneda, ProveedorSelect } from 'shared';
import { formatMoney, isMoneyInput, isQuantityInput } from 'shared/format';
import { Button, Input, Select, Table } from 'shared/ui';
import { claveError, type CampoLinea, type LineaIngreso } from '../utils/lineas';

const CellInput = styled(Input)`max-width: 130px; text-align: right;`;
const CellSelect = styled(Select)`min-width: 9rem;`;
const Cantidad = styled.div`display: flex; align-items: center; gap: 6px; justify-content: flex-end;`;
const ErrorSmall = styled.div`color: ${({ theme }) => theme.colors.danger}; font-size: 12px; margin-top: 2px; max-width: 16rem;`;

/** A change to one line: the fields the user edits. */
export type CambioLinea = Partial<Pick<LineaIngreso, 'cantidad' | 'costo' | 'costoMonedaId' | 'proveedorId'>>;

export interface LineasIngresoTableProps {
  lineas: LineaIngreso[];
  monedas: Moneda[];
  proveedores: ProveedorSelect[];
  /** Field errors by `claveError(productoId, campo)` (shown under the field, which is marked invalid). */
  errores: Record<string, string>;
  onChange: (productoId: number, cambio: CambioLinea) => void;
  onQuitar: (productoId: number) => void;
}

/**
 * The lines of /ingresar-stock (docs/stock-y-productos.md): Código, Producto, Cantidad (input up
 * to 4 decimals, with the product's unit), Costo unitario (input up to 2 decimals), Moneda (Pesos /
 * Dólares), Proveedor (required), Costo actual for reference ('$ 500,00') and Quitar. Every control
 * is named after the product code ('Cantidad de 10001'…); keystrokes that would break the decimal
 * rules are ignored.
 */
export function LineasIngresoTable({ lineas, monedas, proveedores, errores, onChange, onQuitar }: LineasIngresoTableProps) {
  const simbolo = (id: number) => monedas.find((m) => m.id === id)?.simbolo ?? '';
  const error = (l: LineaIngreso, campo: CampoLinea) => errores[claveError(l.productoId, campo)];
  const errorId = (l: LineaIngreso, campo: CampoLinea) => `ingreso-${l.productoId}-${campo}-error`;
  /** aria props and message of a field with an error. */
  const conError = (l: LineaIngreso, campo: CampoLinea) => {
    const mensaje = error(l, campo);
    return {
      props: mensaje ? { 'aria-invalid': true, 'aria-describedby': errorId(l, campo) } : {},
      mensaje: mensaje ? (
        <ErrorSmall id={errorId(l, campo)} role="alert">
          {mensaje}
        </ErrorSmall>
      ) : null,
    };
  };

  const columns = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Producto' },
    {
      key: 'cantidad',
      header: 'Cantidad',
      align: 'right' as const,
      render: (l: LineaIngreso) => {
        const e = conError(l, 'cantidad');
        return (
          <div>
            <Cantidad>
              <CellInput
                aria-label={`Cantidad de ${l.codigo}`}
                inputMode="decimal"
                value={l.cantidad}
                onChange={(ev) => isQuantityInput(ev.target.value) && onChange(l.productoId, { cantidad: ev.target.value })}
                {...e.props}
              />
              <span>{l.unidad}</span>
            </Cantidad>
            {e.mensaje}
          </div>
        );
      },
    },
    {
      key: 'costo',
      header: 'Costo unitario',
      align: 'right' as const,
      render: (l: LineaIngreso) => {
        const e = conError(l, 'costo');
        return (
          <div>
            <CellInput
              aria-label={`Costo unitario de ${l.codigo}`}
              inputMode="decimal"
              value={l.costo}
              onChange={(ev) => isMoneyInput(ev.target.value) && onChange(l.productoId, { costo: ev.target.value })}
              {...e.props}
            />
            {e.mensaje}
          </div>
        );
      },
    },
    {
      key: 'moneda',
      header: 'Moneda',
      render: (l: LineaIngreso) => {
        const e = conError(l, 'costoMonedaId');
        return (
          <div>
            <CellSelect
              aria-label={`Moneda de ${l.codigo}`}
              value={String(l.costoMonedaId)}
              onChange={(ev) => onChange(l.productoId, { costoMonedaId: Number(ev.target.value) })}
              {...e.props}
            >
              {monedas.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </CellSelect>
            {e.mensaje}
          </div>
        );
      },
    },
    {
      key: 'proveedor',
      header: 'Proveedor',
      render: (l: LineaIngreso) => {
        const e = conError(l, 'proveedorId');
        return (
          <div>
            <CellSelect
              aria-label={`Proveedor de ${l.codigo}`}
              value={l.proveedorId === null ? '' : String(l.proveedorId)}
              onChange={(ev) => onChange(l.productoId, { proveedorId: ev.target.value ? Number(ev.target.value) : null })}
              {...e.props}
            >
              <option value="">Seleccione un proveedor</option>
              {proveedores.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nombre}
                </option>
              ))}
            </CellSelect>
            {e.mensaje}
          </div>
        );
      },
    },
    {
      key: 'costoActual',
      header: 'Costo actual',
      align: 'right' as const,
      render: (l: LineaIngreso) => formatMoney(l.costoActual, simbolo(l.costoActualMonedaId)),
    },
    {
      key: 'quitar',
      header: '',
      align: 'right' as const,
      render: (l: LineaIngreso) => (
        <Button size="sm" variant="ghost" aria-label={`Quitar ${l.codigo}`} onClick={() => onQuitar(l.productoId)}>
          Quitar
        </Button>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={lineas}
      rowKey={(l) => l.productoId}
      emptyText="Agregue productos al ingreso."
      caption="Productos del ingreso"
    />
  );
}
