import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatMoney } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { Button, ErrorPanel, Spinner } from 'shared/ui';
import { isPagoNoEncontrado, useComisionPago } from '../api/get-comision-pago';
import { useImprimirReciboComision } from '../print/use-imprimir-recibo';

/** When GET comisiones/pagos/{id} fails for another reason than a missing payout. */
export const MSG_ERROR_PAGO = 'Error al cargar el pago de comisión';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 500; }
`;

/**
 * One commission payout in a dialog (/comisiones?pagoId={id}, the link of a cash-box movement):
 * Fecha, Vendedor, Monto, Caja, Descripción and Pagó, with 'Imprimir recibo'. 'No se encontró el
 * pago de comisión.' for an unknown id; 'Error al cargar el pago de comisión' with Reintentar otherwise.
 */
export function PagoComisionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const pago = useComisionPago(id);
  const imprimir = useImprimirReciboComision();
  const p = pago.data;
  let contenido: ReactNode;
  if (pago.isError) {
    contenido = isPagoNoEncontrado(pago.error) ? (
      <ErrorPanel title="No se encontró el pago de comisión." />
    ) : (
      <ErrorPanel title={MSG_ERROR_PAGO} onRetry={() => void pago.refetch()} />
    );
  } else if (!p) {
    contenido = <Spinner label="Cargando pago" />;
  } else {
    contenido = (
      <Datos>
        <dt>Fecha</dt>
        <dd>{formatDateTime(p.fecha)}</dd>
        <dt>Vendedor</dt>
        <dd>{`${p.vendedor.name}${p.vendedor.cod_vendedor ? ` (${p.vendedor.cod_vendedor})` : ''}`}</dd>
        <dt>Monto</dt>
        <dd>{formatMoney(p.monto, p.moneda.simbolo)}</dd>
        <dt>Caja</dt>
        <dd>{p.caja ? `${p.caja.sucursal.nombre} (${p.moneda.simbolo})` : 'Sin caja'}</dd>
        <dt>Descripción</dt>
        <dd>{p.descripcion ?? '—'}</dd>
        <dt>Pagó</dt>
        <dd>{p.usuario?.name ?? '—'}</dd>
      </Datos>
    );
  }
  return (
    <Dialog
      open
      title={`Pago de comisión N° ${id}`}
      onClose={onClose}
      footer={
        <>
          {p ? (
            <Button variant="primary" onClick={() => void imprimir(p.id)}>
              Imprimir recibo
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
