import { canOpen, findRoute, type ComisionVendedor, type ComisionVenta } from 'shared';
import { useAuth } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { ErrorPanel, Table } from 'shared/ui';
import { useComisionVentas } from '../api/get-comision-ventas';
import type { useComisionesParams } from './use-comisiones-params';

/** When GET comisiones/ventas fails. */
export const MSG_ERROR_VENTAS_COMISION = 'Error al cargar las ventas del vendedor';

const DETALLE_VENTA = findRoute('/ventas/:id');

/**
 * The sales of the chosen seller in the period and currency, with their commission (GET
 * comisiones/ventas, paged on the server; page and size in the URL): Venta (a link to /ventas/{id}
 * for users who may open it), Fecha, Cliente ('Sin cliente'), Total and Comisión with the currency's
 * symbol.
 */
export function VentasVendedor({ linea, params }: { linea: ComisionVendedor; params: ReturnType<typeof useComisionesParams> }) {
  const { user } = useAuth();
  const ventas = useComisionVentas(params.ventasQuery);
  const puedeVerVenta = DETALLE_VENTA !== undefined && canOpen(DETALLE_VENTA, user?.permissions);
  if (ventas.isError) return <ErrorPanel title={MSG_ERROR_VENTAS_COMISION} onRetry={() => void ventas.refetch()} />;
  return (
    <Table
      caption={`Ventas de ${linea.vendedor.name} (${linea.moneda.simbolo})`}
      columns={[
        { key: 'venta', header: 'Venta', render: (v: ComisionVenta) => `N° ${v.ventaId}` },
        { key: 'fecha', header: 'Fecha', render: (v: ComisionVenta) => formatDateTime(v.fecha) },
        { key: 'cliente', header: 'Cliente', render: (v: ComisionVenta) => v.cliente ?? 'Sin cliente' },
        { key: 'total', header: 'Total', align: 'right', render: (v: ComisionVenta) => formatMoney(v.total, v.moneda.simbolo) },
        { key: 'comision', header: 'Comisión', align: 'right', render: (v: ComisionVenta) => formatMoney(v.comision, v.moneda.simbolo) },
      ]}
      rows={ventas.data?.items ?? []}
      rowKey={(v) => v.ventaId}
      loading={ventas.isPending}
      page={ventas.data?.currentPage ?? params.page}
      totalPages={ventas.data?.totalPages ?? 0}
      onPageChange={params.changePage}
      pageSize={params.pageSize}
      onPageSizeChange={params.changePageSize}
      rowHref={puedeVerVenta ? (v: ComisionVenta) => `/ventas/${v.ventaId}` : undefined}
      linkColumn="venta"
      rowLinkLabel={(v: ComisionVenta) => `Venta N° ${v.ventaId}`}
    />
  );
}
