import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, findRoute, ORIGEN_MOVIMIENTO_CAJA_LABEL, type Caja, type CajaMovimiento } from 'shared';
import { useAuth } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, ErrorPanel, Table } from 'shared/ui';
import { useMovimientosCaja } from '../api/get-movimientos-caja';
import type { useCajasParams } from './use-cajas-params';

/** When GET cajas/{id}/movimientos fails. */
export const MSG_ERROR_MOVIMIENTOS = 'Error al cargar los movimientos de la caja';

const Monto = styled.span<{ $ingreso: boolean }>`
  color: ${({ theme, $ingreso }) => ($ingreso ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
  white-space: nowrap;
`;
const Filtro = styled.p`display: flex; align-items: center; gap: 10px; margin: 0 0 10px;`;

/**
 * A movement's amount with its sign and the box's currency: '+$ 2.420,00' for an INGRESO (green),
 * '-$ 200,00' for an EGRESO (red). Money, 2 decimals.
 */
export function montoConSigno(m: Pick<CajaMovimiento, 'tipo' | 'monto'>, simbolo: string): string {
  return `${m.tipo === 'INGRESO' ? '+' : '-'}${formatMoney(m.monto, simbolo)}`;
}

/** Where a movement's origin leads and its link text; null for an origin without a source screen. */
export function destinoOrigen(m: CajaMovimiento): { to: string; texto: string } | null {
  if (m.origen === 'venta' && m.ventaId !== null) return { to: `/ventas/${m.ventaId}`, texto: `Venta N° ${m.ventaId}` };
  if (m.origen === 'pago_cuenta' && m.clienteId !== null) return { to: `/cuentas-corrientes/${m.clienteId}`, texto: ORIGEN_MOVIMIENTO_CAJA_LABEL.pago_cuenta };
  if (m.origen === 'gasto' && m.gastoId !== null) return { to: `/gastos?gastoId=${m.gastoId}`, texto: `Gasto N° ${m.gastoId}` };
  if (m.origen === 'comision' && m.comisionPagoId !== null) return { to: `/comisiones?pagoId=${m.comisionPagoId}`, texto: `Pago de comisión N° ${m.comisionPagoId}` };
  return null;
}

/**
 * The movements of the selected box (GET cajas/{id}/movimientos, paged on the server, newest first;
 * docs/cajas-gastos-comisiones.md): Fecha, Tipo (Ingreso / Egreso), Origen, Descripción, Método,
 * Monto (with sign and symbol) and Usuario. The origin links to its source when the user may open
 * that screen: a sale to /ventas/{id}, an account payment to /cuentas-corrientes/{clienteId}, an
 * expense to /gastos?gastoId={id}, a commission payout to /comisiones?pagoId={id} (its receipt).
 * With `sesionId` in the URL only that session ('Ver todas las sesiones' drops it).
 */
export function MovimientosCaja({ caja, params }: { caja: Caja; params: ReturnType<typeof useCajasParams> }) {
  const { user } = useAuth();
  const movimientos = useMovimientosCaja(caja.id, params.movimientosQuery);
  const s = caja.moneda.simbolo;
  const puedeAbrir = (to: string) => {
    const ruta = findRoute(to);
    return ruta !== undefined && canOpen(ruta, user?.permissions);
  };

  const origen = (m: CajaMovimiento) => {
    const destino = destinoOrigen(m);
    if (destino && puedeAbrir(destino.to)) return <Link to={destino.to}>{destino.texto}</Link>;
    return destino?.texto ?? ORIGEN_MOVIMIENTO_CAJA_LABEL[m.origen];
  };

  return (
    <>
      {params.sesionId !== undefined ? (
        <Filtro>
          <span>{`Movimientos de la sesión N° ${params.sesionId}`}</span>
          <Button size="sm" onClick={() => params.verSesion(undefined)}>
            Ver todas las sesiones
          </Button>
        </Filtro>
      ) : null}
      {movimientos.isError ? (
        <ErrorPanel title={MSG_ERROR_MOVIMIENTOS} onRetry={() => void movimientos.refetch()} />
      ) : (
        <Table
          caption={`Movimientos de ${caja.sucursal.nombre} (${s})`}
          columns={[
            { key: 'fecha', header: 'Fecha', render: (m: CajaMovimiento) => formatDateTime(m.fecha) },
            {
              key: 'tipo',
              header: 'Tipo',
              render: (m: CajaMovimiento) => <Badge tone={m.tipo === 'INGRESO' ? 'success' : 'danger'}>{m.tipo === 'INGRESO' ? 'Ingreso' : 'Egreso'}</Badge>,
            },
            { key: 'origen', header: 'Origen', render: origen },
            { key: 'descripcion', header: 'Descripción' },
            { key: 'metodo', header: 'Método', render: (m: CajaMovimiento) => m.metodoPago?.nombre ?? '—' },
            {
              key: 'monto',
              header: 'Monto',
              align: 'right',
              render: (m: CajaMovimiento) => <Monto $ingreso={m.tipo === 'INGRESO'}>{montoConSigno(m, s)}</Monto>,
            },
            { key: 'usuario', header: 'Usuario', render: (m: CajaMovimiento) => m.usuario?.name ?? '—' },
          ]}
          rows={movimientos.data?.items ?? []}
          rowKey={(m) => m.id}
          loading={movimientos.isPending}
          page={movimientos.data?.currentPage ?? params.page}
          totalPages={movimientos.data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
        />
      )}
    </>
  );
}
