import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Gasto } from 'shared';
import { formatMoney } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { Badge, Button, ErrorPanel, Spinner } from 'shared/ui';
import { isGastoNoEncontrado, useGasto } from '../api/get-gasto';
import { formatDia } from '../../comun/utils/fechas';

/** When GET gastos/{id} fails for another reason than a missing expense. */
export const MSG_ERROR_GASTO = 'Error al cargar el gasto';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 500; }
`;

/**
 * One expense in a dialog (the one a cash-box movement links to: /gastos?gastoId={id}): Fecha,
 * Categoría, Descripción, Monto, Método de pago, Proveedor, Caja, Registrado por and Estado, plus
 * 'Anular gasto' when `onAnular` is given (gastos.delete) and it is still active. 'No se encontró
 * el gasto.' for an unknown id; 'Error al cargar el gasto' with Reintentar otherwise.
 */
export function GastoDetalleDialog({ id, onClose, onAnular }: { id: number; onClose: () => void; onAnular?: (g: Gasto) => void }) {
  const gasto = useGasto(id);
  const g = gasto.data;
  let contenido: ReactNode;
  if (gasto.isError) {
    contenido = isGastoNoEncontrado(gasto.error) ? (
      <ErrorPanel title="No se encontró el gasto." />
    ) : (
      <ErrorPanel title={MSG_ERROR_GASTO} onRetry={() => void gasto.refetch()} />
    );
  } else if (!g) {
    contenido = <Spinner label="Cargando gasto" />;
  } else {
    contenido = (
      <Datos>
        <dt>Fecha</dt>
        <dd>{formatDia(g.fecha)}</dd>
        <dt>Categoría</dt>
        <dd>{g.categoria}</dd>
        <dt>Descripción</dt>
        <dd>{g.descripcion}</dd>
        <dt>Monto</dt>
        <dd>{formatMoney(g.monto, g.moneda.simbolo)}</dd>
        <dt>Método de pago</dt>
        <dd>{g.metodoPago.nombre}</dd>
        <dt>Proveedor</dt>
        <dd>{g.proveedor?.nombre ?? 'Sin proveedor'}</dd>
        <dt>Caja</dt>
        <dd>{g.caja ? `${g.caja.sucursal.nombre} (${g.moneda.simbolo})` : 'Sin caja'}</dd>
        <dt>Registrado por</dt>
        <dd>{g.usuario?.name ?? '—'}</dd>
        <dt>Estado</dt>
        <dd>{g.anulado ? <Badge tone="danger">Anulado</Badge> : <Badge tone="success">Activo</Badge>}</dd>
      </Datos>
    );
  }
  return (
    <Dialog
      open
      title={`Gasto N° ${id}`}
      onClose={onClose}
      footer={
        <>
          {g && !g.anulado && onAnular ? (
            <Button variant="danger" onClick={() => onAnular(g)}>
              Anular gasto
            </Button>
          ) : null}
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      {contenido}
    </Dialog>
  );
}
