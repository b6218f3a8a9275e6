import styled from 'styled-components';
import type { Fabricacion, FabricacionDetalle } from 'shared';
import { formatQuantity } from 'shared/format';
import { Table } from 'shared/ui';

const Casilla = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  input { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  input:disabled { cursor: not-allowed; }
`;

export interface MateriasPrimasTableProps {
  fabricacion: Fabricacion;
  /** The boxes can be ticked: the run is En proceso and the user holds fabricacion.put. */
  editable: boolean;
  /** The raw material (product id) whose confirmation is being sent, if any: its box waits. */
  confirmando: number | undefined;
  /** Ticking an unconfirmed box. */
  onConfirmar: (detalle: FabricacionDetalle) => void;
}

/** True when the line is confirmed (its flag, or its raw material among `materiasConfirmadas`). */
export function estaConfirmada(f: Pick<Fabricacion, 'materiasConfirmadas'>, d: Pick<FabricacionDetalle, 'confirmado' | 'materiaPrimaId'>): boolean {
  return d.confirmado || f.materiasConfirmadas.includes(d.materiaPrimaId);
}

/**
 * Step 2 of /fabricacion/{id} (docs/fabricacion.md, «Confirmar una materia prima»): the run's raw
 * materials with Código, Materia prima, Cantidad (up to 4 decimals with the unit) and a checkbox
 * named 'Confirmar {nombre}' beside the written state ('Confirmada' / 'Pendiente', so it never
 * depends on the box alone). Confirming is one-way: a confirmed box is checked and disabled; every
 * box is read-only when `editable` is false.
 */
export function MateriasPrimasTable({ fabricacion, editable, confirmando, onConfirmar }: MateriasPrimasTableProps) {
  const columns = [
    { key: 'codigo', header: 'Código', width: '7rem', render: (d: FabricacionDetalle) => d.producto.codigo },
    { key: 'nombre', header: 'Materia prima', render: (d: FabricacionDetalle) => d.producto.nombre },
    { key: 'cantidad', header: 'Cantidad', align: 'right' as const, render: (d: FabricacionDetalle) => formatQuantity(d.cantidad, d.producto.unidad) },
    {
      key: 'confirmada',
      header: 'Confirmada',
      render: (d: FabricacionDetalle) => {
        const confirmada = estaConfirmada(fabricacion, d);
        const enviando = confirmando === d.materiaPrimaId;
        return (
          <Casilla>
            <input
              type="checkbox"
              aria-label={`Confirmar ${d.producto.nombre}`}
              checked={confirmada}
              disabled={confirmada || !editable || enviando}
              aria-busy={enviando || undefined}
              onChange={(e) => {
                if (e.target.checked && !confirmada) onConfirmar(d);
              }}
            />
            <span>{confirmada ? 'Confirmada' : 'Pendiente'}</span>
          </Casilla>
        );
      },
    },
  ];
  return <Table caption="Materias primas" columns={columns} rows={fabricacion.detalles} rowKey={(d: FabricacionDetalle) => d.id} />;
}
