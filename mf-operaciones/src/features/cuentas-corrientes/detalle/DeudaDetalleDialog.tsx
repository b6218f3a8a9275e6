import { useEffect } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatMoney } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button } from 'shared/ui';
import { useDeudaManual } from '../api/get-deuda';
import { MSG_CARGANDO, MSG_DEUDA_INFO_ERROR, MSG_ERROR_DEUDA_DETALLE } from './textos';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** Props of {@link DeudaDetalleDialog}. */
export interface DeudaDetalleDialogProps {
  /** The manual debt to show; null: the dialog is closed. */
  deudaId: number | null;
  onClose: () => void;
}

/**
 * 'Detalle de Deuda Manual' (docs/cuentas-corrientes.md, «Deudas manuales»): GET deuda-manual/{id}
 * shown as ID, Cliente, Fecha (dd/mm/aaaa hh:mm, Buenos Aires), Monto and Pagado (money with the
 * debt's symbol), Descripción and Estado (Pagada or Pendiente). 'Cargando...' while it loads; on
 * failure 'No se pudo cargar la información.' in the dialog and the toast 'No se pudo cargar la
 * deuda manual'. 'Cerrar', Escape or a click outside close it.
 */
export function DeudaDetalleDialog({ deudaId, onClose }: DeudaDetalleDialogProps) {
  const { data, isPending, isError } = useDeudaManual(deudaId);
  useEffect(() => {
    if (isError && deudaId !== null) toast.error(MSG_ERROR_DEUDA_DETALLE);
  }, [isError, deudaId]);

  let contenido;
  if (isError) contenido = <p role="alert">{MSG_DEUDA_INFO_ERROR}</p>;
  else if (isPending || !data) contenido = <p role="status">{MSG_CARGANDO}</p>;
  else {
    const s = data.moneda.simbolo;
    contenido = (
      <Datos>
        <dt>ID</dt>
        <dd>{data.id}</dd>
        <dt>Cliente</dt>
        <dd>{data.cliente.nombreApellido}</dd>
        <dt>Fecha</dt>
        <dd>{formatDateTime(data.fecha)}</dd>
        <dt>Monto</dt>
        <dd>{formatMoney(data.monto, s)}</dd>
        <dt>Pagado</dt>
        <dd>{formatMoney(data.pagado, s)}</dd>
        <dt>Descripción</dt>
        <dd>{data.descripcion}</dd>
        <dt>Estado</dt>
        <dd>
          <Badge tone={data.pagada ? 'success' : 'danger'}>{data.pagada ? 'Pagada' : 'Pendiente'}</Badge>
        </dd>
      </Datos>
    );
  }

  return (
    <Dialog
      open={deudaId !== null}
      title="Detalle de Deuda Manual"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {contenido}
    </Dialog>
  );
}
