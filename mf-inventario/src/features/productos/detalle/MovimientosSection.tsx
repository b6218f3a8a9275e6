import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, compareDecimal, findRoute, MOTIVO_LABEL, type MovimientoStock } from 'shared';
import { useAuth } from 'shared/auth';
import { formatDateTime, formatQuantity } from 'shared/format';
import { Card, ErrorPanel, Table } from 'shared/ui';
import { useMovimientos } from '../api/get-movimientos';
import { referenciaMovimiento } from '../utils/producto';

/** Movements per page of 'Movimientos de stock' (the default table size, docs/arquitectura.md). */
export const MOVIMIENTOS_PAGE_SIZE = 10;

const Title = styled.h2`font-size: 1rem; margin: 0 0 12px;`;
const Cantidad = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  &[data-signo='+'] { color: ${({ theme }) => theme.colors.success}; }
  &[data-signo='-'] { color: ${({ theme }) => theme.colors.danger}; }
`;

/** A signed quantity with its unit: '+8 l' for an entry, '-1,5 l' for an exit, '0 l'. */
function cantidadConSigno(cantidad: string, unidad: string) {
  const signo = compareDecimal(cantidad, 0);
  const texto = formatQuantity(cantidad, unidad);
  return (
    <Cantidad data-signo={signo > 0 ? '+' : signo < 0 ? '-' : undefined}>
      {signo > 0 ? `+${texto}` : texto}
    </Cantidad>
  );
}

export interface MovimientosSectionProps {
  productoId: number;
  /** The product's unit, shown with every quantity. */
  unidad: string;
  /** The branch whose movements are listed; undefined while it is not known (nothing is asked). */
  sucursalId: number | undefined;
  /** Name of that branch, for the caption. */
  sucursalNombre?: string;
  /** False while the branch is still being chosen. */
  enabled: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * 'Movimientos de stock' of /productos/:id (docs/stock-y-productos.md): one branch's movements of
 * the product, newest first, 10 per page from the server (the page lives in the URL as
 * ?movPage=). Columns: Fecha (es-AR date and time), Motivo, Cantidad (signed with the unit, green
 * in, red out), Stock anterior, Stock nuevo, Usuario ('-' without one) and Referencia: a link to the
 * sale (venta, anulación), the stock entry (ingreso) or the manufacturing run (fabricación,
 * devolución) for a user who may open it, '-' otherwise. A failed load shows 'Error al cargar los
 * movimientos' with a retry.
 */
export function MovimientosSection({ productoId, unidad, sucursalId, sucursalNombre, enabled, page, onPageChange }: MovimientosSectionProps) {
  const { user } = useAuth();
  const movimientos = useMovimientos(productoId, { sucursalId, page, pageSize: MOVIMIENTOS_PAGE_SIZE }, enabled);

  const referencia = (m: MovimientoStock) => {
    const ref = referenciaMovimiento(m.motivo, m.referenciaId);
    if (!ref) return '-';
    const route = findRoute(ref.to);
    return route && canOpen(route, user?.permissions) ? <Link to={ref.to}>{ref.label}</Link> : ref.label;
  };

  const columns = [
    { key: 'fecha', header: 'Fecha', render: (m: MovimientoStock) => formatDateTime(m.fecha) },
    { key: 'motivo', header: 'Motivo', render: (m: MovimientoStock) => MOTIVO_LABEL[m.motivo] ?? m.motivo },
    { key: 'cantidad', header: 'Cantidad', align: 'right' as const, render: (m: MovimientoStock) => cantidadConSigno(m.cantidad, unidad) },
    { key: 'stockAnterior', header: 'Stock anterior', align: 'right' as const, render: (m: MovimientoStock) => formatQuantity(m.stockAnterior, unidad) },
    { key: 'stockNuevo', header: 'Stock nuevo', align: 'right' as const, render: (m: MovimientoStock) => formatQuantity(m.stockNuevo, unidad) },
    { key: 'usuario', header: 'Usuario', render: (m: MovimientoStock) => m.usuario?.name ?? '-' },
    { key: 'referencia', header: 'Referencia', render: referencia },
  ];

  return (
    <Card aria-labelledby="producto-movimientos-titulo">
      <Title id="producto-movimientos-titulo">Movimientos de stock</Title>
      {movimientos.isError ? (
        <ErrorPanel title="Error al cargar los movimientos" onRetry={() => void movimientos.refetch()} />
      ) : (
        <Table
          caption={sucursalNombre ? `Movimientos de stock en ${sucursalNombre}` : 'Movimientos de stock'}
          columns={columns}
          rows={movimientos.data?.items ?? []}
          rowKey={(m) => m.id}
          loading={enabled && movimientos.isPending}
          page={movimientos.data?.currentPage ?? page}
          totalPages={movimientos.data?.totalPages ?? 1}
          onPageChange={onPageChange}
        />
      )}
    </Card>
  );
}
