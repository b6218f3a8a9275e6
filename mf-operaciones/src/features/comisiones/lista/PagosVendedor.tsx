import { type ComisionPago } from 'shared';
import { formatDateTime, formatMoney } from 'shared/format';
import { Button, ErrorPanel, Table } from 'shared/ui';
import { useComisionPagos } from '../api/get-comision-pagos';
import { useImprimirReciboComision } from '../print/use-imprimir-recibo';

/** When GET comisiones/pagos fails. */
export const MSG_ERROR_PAGOS = 'Error al cargar los pagos del vendedor';
/** How many recent payouts are listed. */
export const PAGOS_RECIENTES = 5;

/**
 * The latest payouts of a seller (GET comisiones/pagos?vendedorId&page=1&pageSize=5, newest first):
 * N°, Fecha, Monto with its symbol, Caja ('Sin caja'), Descripción, Pagó, and 'Imprimir recibo'
 * for each (its printable receipt).
 */
export function PagosVendedor({ vendedor }: { vendedor: { id: number; name: string } }) {
  const pagos = useComisionPagos({ vendedorId: vendedor.id, page: 1, pageSize: PAGOS_RECIENTES });
  const imprimir = useImprimirReciboComision();
  if (pagos.isError) return <ErrorPanel title={MSG_ERROR_PAGOS} onRetry={() => void pagos.refetch()} />;
  return (
    <Table
      caption={`Pagos recientes a ${vendedor.name}`}
      columns={[
        { key: 'id', header: 'N°', render: (p: ComisionPago) => p.id },
        { key: 'fecha', header: 'Fecha', render: (p: ComisionPago) => formatDateTime(p.fecha) },
        { key: 'monto', header: 'Monto', align: 'right', render: (p: ComisionPago) => formatMoney(p.monto, p.moneda.simbolo) },
        { key: 'caja', header: 'Caja', render: (p: ComisionPago) => p.caja?.sucursal.nombre ?? 'Sin caja' },
        { key: 'descripcion', header: 'Descripción', render: (p: ComisionPago) => p.descripcion ?? '—' },
        { key: 'usuario', header: 'Pagó', render: (p: ComisionPago) => p.usuario?.name ?? '—' },
        {
          key: 'recibo',
          header: '',
          align: 'right',
          render: (p: ComisionPago) => (
            <Button size="sm" aria-label={`Imprimir recibo N° ${p.id}`} onClick={() => void imprimir(p.id)}>
              Imprimir recibo
            </Button>
          ),
        },
      ]}
      rows={pagos.data?.items ?? []}
      rowKey={(p) => p.id}
      loading={pagos.isPending}
    />
  );
}
