import styled from 'styled-components';
import type { Caja, CajaSesion } from 'shared';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, ErrorPanel, Table } from 'shared/ui';
import { useSesionesCaja } from '../api/get-sesiones-caja';
import { Diferencia } from '../components/Diferencia';
import type { useCajasParams } from './use-cajas-params';

/** When GET cajas/{id}/sesiones fails. */
export const MSG_ERROR_HISTORIAL = 'Error al cargar el historial de la caja';

const Arqueo = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 13px;
  li + li { margin-top: 4px; }
`;
const Quien = styled.span`display: block; font-size: 12px; color: ${({ theme }) => theme.colors.textMuted};`;

/**
 * The history of the selected box (GET cajas/{id}/sesiones, paged on the server, newest first;
 * docs/cajas-gastos-comisiones.md): per session its opening (when, by whom), Monto inicial, its
 * closing (when, by whom; 'Abierta' while open), Esperado, Contado and Diferencia in total, the
 * count per payment method ('Efectivo: esperado …, contado …, diferencia …') and 'Ver movimientos',
 * which shows that session's movements.
 */
export function HistorialCaja({ caja, params }: { caja: Caja; params: ReturnType<typeof useCajasParams> }) {
  const sesiones = useSesionesCaja(caja.id, params.sesionesQuery);
  const s = caja.moneda.simbolo;
  const dinero = (v: string | null) => (v === null ? '—' : formatMoney(v, s));

  if (sesiones.isError) return <ErrorPanel title={MSG_ERROR_HISTORIAL} onRetry={() => void sesiones.refetch()} />;
  return (
    <Table
      caption={`Historial de cierres de ${caja.sucursal.nombre} (${s})`}
      columns={[
        {
          key: 'apertura',
          header: 'Apertura',
          render: (x: CajaSesion) => (
            <>
              {formatDateTime(x.abiertaEn)}
              {x.abiertaPor ? <Quien>{`por ${x.abiertaPor.name}`}</Quien> : null}
            </>
          ),
        },
        { key: 'inicial', header: 'Monto inicial', align: 'right', render: (x: CajaSesion) => dinero(x.montoInicial) },
        {
          key: 'cierre',
          header: 'Cierre',
          render: (x: CajaSesion) =>
            x.cerradaEn === null ? (
              <Badge tone="success">Abierta</Badge>
            ) : (
              <>
                {formatDateTime(x.cerradaEn)}
                {x.cerradaPor ? <Quien>{`por ${x.cerradaPor.name}`}</Quien> : null}
              </>
            ),
        },
        { key: 'esperado', header: 'Esperado', align: 'right', render: (x: CajaSesion) => dinero(x.esperado) },
        { key: 'contado', header: 'Contado', align: 'right', render: (x: CajaSesion) => dinero(x.contado) },
        { key: 'diferencia', header: 'Diferencia', align: 'right', render: (x: CajaSesion) => <Diferencia valor={x.diferencia} simbolo={s} /> },
        {
          key: 'arqueo',
          header: 'Por método',
          render: (x: CajaSesion) =>
            x.arqueo && x.arqueo.length > 0 ? (
              <Arqueo aria-label={`Arqueo de la sesión ${x.id}`}>
                {x.arqueo.map((l) => (
                  <li key={l.metodoPago.id}>
                    {`${l.metodoPago.nombre}: esperado ${formatMoney(l.esperado, s)}, contado ${formatMoney(l.contado, s)}, diferencia `}
                    <Diferencia valor={l.diferencia} simbolo={s} />
                  </li>
                ))}
              </Arqueo>
            ) : (
              '—'
            ),
        },
        {
          key: 'ver',
          header: '',
          align: 'right',
          render: (x: CajaSesion) => (
            <Button size="sm" aria-label={`Ver movimientos de la sesión ${x.id}`} onClick={() => params.verSesion(x.id)}>
              Ver movimientos
            </Button>
          ),
        },
      ]}
      rows={sesiones.data?.items ?? []}
      rowKey={(x) => x.id}
      loading={sesiones.isPending}
      page={sesiones.data?.currentPage ?? params.page}
      totalPages={sesiones.data?.totalPages ?? 0}
      onPageChange={params.changePage}
      pageSize={params.pageSize}
      onPageSizeChange={params.changePageSize}
    />
  );
}
