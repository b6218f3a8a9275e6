import styled from 'styled-components';
import { compareDecimal, type Aplicacion } from 'shared';
import { formatMoney } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { MSG_VENTANA_BLOQUEADA, openPrintWindow } from 'shared/print';
import { toast } from 'shared/toast';
import { Badge, Button, Table } from 'shared/ui';
import { simboloMoneda, textoSaldo } from 'shared/saldo';
import { documentoAplicacion, NOTA_SIN_APLICACIONES, reciboPagoHtml, type ReciboPagoDatos } from '../print/recibo-pago';

const Texto = styled.p`margin: 0 0 12px;`;
const Saldos = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 14px 0 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** Props of {@link ResultadoPago}. */
export interface ResultadoPagoProps {
  datos: ReciboPagoDatos;
  onClose: () => void;
}

/**
 * What a registered payment did (docs/cuentas-corrientes.md, «Pagos»), in the payment dialog after
 * the API answered: the amount paid; 'Aplicado a' with one row per document it paid, oldest first
 * (Comprobante 'Venta N° …' / 'Deuda manual N° …', Aplicado in the document's currency — and in the
 * payment's when converted —, 'Pagado {pagadoTotal} de {total}', Estado Pagada or Parcial, Resta),
 * or that it paid nothing; the credit left in favour (money, 2 decimals, payment's currency) and
 * the new balances in pesos and dollars. 'Imprimir recibo' prints the payment receipt in a new
 * window (the pop-up-blocked message otherwise); 'Cerrar' closes.
 */
export function ResultadoPago({ datos, onClose }: ResultadoPagoProps) {
  const { pago, respuesta } = datos;
  const simboloPago = simboloMoneda(pago.monedaId);
  const n = respuesta.nuevoSaldo;

  const imprimir = () => {
    if (!openPrintWindow().write(reciboPagoHtml(datos))) toast.error(MSG_VENTANA_BLOQUEADA);
  };

  return (
    <Dialog
      open
      title="Pago registrado"
      width="720px"
      onClose={onClose}
      footer={
        <>
          <Button onClick={imprimir}>Imprimir recibo</Button>
          <Button variant="primary" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <Texto>
        Se registró el pago de {formatMoney(pago.monto, simboloPago)} de {datos.cliente.nombreApellido}.
      </Texto>
      {respuesta.aplicaciones.length > 0 ? (
        <Table
          caption="Aplicado a"
          rows={respuesta.aplicaciones}
          rowKey={(a) => `${a.tipo}-${a.id}`}
          columns={[
            { key: 'documento', header: 'Comprobante', render: (a: Aplicacion) => documentoAplicacion(a) },
            {
              key: 'aplicado',
              header: 'Aplicado',
              align: 'right',
              render: (a: Aplicacion) =>
                a.monedaId === pago.monedaId
                  ? formatMoney(a.aplicado, simboloMoneda(a.monedaId))
                  : `${formatMoney(a.aplicado, simboloMoneda(a.monedaId))} (${formatMoney(a.importe, simboloPago)} del pago)`,
            },
            {
              key: 'pagado',
              header: 'Pagado',
              align: 'right',
              render: (a: Aplicacion) => `${formatMoney(a.pagadoTotal, simboloMoneda(a.monedaId))} de ${formatMoney(a.total, simboloMoneda(a.monedaId))}`,
            },
            {
              key: 'estado',
              header: 'Estado',
              render: (a: Aplicacion) => <Badge tone={a.pagada ? 'success' : 'warning'}>{a.pagada ? 'Pagada' : 'Parcial'}</Badge>,
            },
            { key: 'resta', header: 'Resta', align: 'right', render: (a: Aplicacion) => formatMoney(a.saldoPendiente, simboloMoneda(a.monedaId)) },
          ]}
        />
      ) : (
        <Texto>{NOTA_SIN_APLICACIONES}</Texto>
      )}
      <Saldos>
        {compareDecimal(respuesta.saldoAFavor, 0) > 0 ? (
          <>
            <dt>Queda a favor del cliente</dt>
            <dd>{formatMoney(respuesta.saldoAFavor, simboloPago)}</dd>
          </>
        ) : null}
        <dt>Nuevo saldo en pesos</dt>
        <dd>{textoSaldo(n.saldo_pesos, n.saldo_a_favor_pesos, '$')}</dd>
        <dt>Nuevo saldo en dólares</dt>
        <dd>{textoSaldo(n.saldo_dolares, n.saldo_a_favor_dolares, 'US$')}</dd>
      </Saldos>
    </Dialog>
  );
}
