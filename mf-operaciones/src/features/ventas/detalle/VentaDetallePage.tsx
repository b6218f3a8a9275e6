import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, METODO_CUENTA_CORRIENTE, type VentaDetalle } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { openPrintWindow } from 'shared/print';
import { Badge, Button, Card, ErrorPanel, PageHeader, Spinner, Table } from 'shared/ui';
import { useVenta } from '../api/get-venta';
import { reciboVentaHtml } from '../print/recibo';
import { estadoVenta } from '../utils/estado';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; }
`;
const Aviso = styled.div`
  padding: 10px 14px;
  margin-bottom: 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;
const Pie = styled.div`display: flex; flex-direction: column; align-items: flex-end; gap: 4px; margin-top: 14px; .total { font-size: 20px; font-weight: 700; }`;

/**
 * /ventas/{id} (docs/ventas-y-presupuestos.md): header data, lines, discount and total; a Cuenta Corriente
 * sale shows 'Pagada' or 'Pendiente de pago' with 'Pagado {pagado} de {total}'; an annulled sale
 * shows 'Esta venta fue anulada.'. Actions: Imprimir (receipt) and Volver (list with its filters).
 */
export function VentaDetallePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: v, isPending, isError, error, refetch } = useVenta(Number(id));
  const volver = () => navigate((location.state as { from?: string } | null)?.from ?? '/ventas');

  if (isPending) return <Spinner />;
  if (isError || !v) {
    const noExiste = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader title="Venta" actions={<Button onClick={volver}>Volver</Button>} />
        <ErrorPanel title={noExiste ? 'No se encontró la venta.' : 'Error al cargar la venta'} onRetry={noExiste ? undefined : () => void refetch()} />
      </>
    );
  }
  const s = v.moneda.simbolo;
  const esCC = v.metodoPago.nombre === METODO_CUENTA_CORRIENTE;
  const estado = estadoVenta(v);
  const imprimir = () => openPrintWindow().write(reciboVentaHtml(v));

  return (
    <>
      <PageHeader
        title={`Venta N° ${v.id}`}
        subtitle={formatDateTime(v.fechaVenta)}
        actions={
          <>
            <Button onClick={imprimir}>Imprimir</Button>
            <Button onClick={volver}>Volver</Button>
          </>
        }
      />
      {v.isDeleted ? <Aviso role="alert">Esta venta fue anulada.</Aviso> : null}
      <Card>
        <Datos>
          <div>
            <dt>Vendedor</dt>
            <dd>
              {v.vendedor.name}
              {v.codVendedor ? ` (${v.codVendedor})` : ''}
            </dd>
          </div>
          <div>
            <dt>Sucursal</dt>
            <dd>{v.sucursal.nombre}</dd>
          </div>
          <div>
            <dt>Cliente</dt>
            <dd>{v.cliente ? `${v.cliente.nombreApellido} (${v.cliente.documento})` : 'Sin cliente'}</dd>
          </div>
          <div>
            <dt>Método de pago</dt>
            <dd>{v.metodoPago.nombre}</dd>
          </div>
          <div>
            <dt>Moneda</dt>
            <dd>{v.moneda.nombre}</dd>
          </div>
          <div>
            <dt>Línea</dt>
            <dd>{v.linea === 1 ? 'Línea 1 (Factura fiscal)' : 'Línea 2 (Comprobante interno)'}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              {esCC && !v.isDeleted ? (
                <>
                  <Badge tone={v.pagada ? 'success' : 'danger'}>{v.pagada ? 'Pagada' : 'Pendiente de pago'}</Badge>
                  {!v.pagada ? <div style={{ marginTop: 4 }}>{`Pagado ${formatMoney(v.pagado, s)} de ${formatMoney(v.total, s)}`}</div> : null}
                </>
              ) : (
                <Badge tone={estado.tone}>{estado.label}</Badge>
              )}
            </dd>
          </div>
        </Datos>
      </Card>
      <Table
        caption="Productos de la venta"
        columns={[
          { key: 'codigo', header: 'Código', render: (d: VentaDetalle) => d.producto.codigo },
          { key: 'producto', header: 'Producto', render: (d: VentaDetalle) => d.producto.nombre },
          { key: 'cantidad', header: 'Cantidad', align: 'right', render: (d: VentaDetalle) => formatQuantity(d.cantidad, d.producto.unidad) },
          { key: 'precio', header: 'Precio unitario', align: 'right', render: (d: VentaDetalle) => formatMoney(d.precioUnitario, s) },
          { key: 'subtotal', header: 'Subtotal', align: 'right', render: (d: VentaDetalle) => formatMoney(d.subTotal, s) },
        ]}
        rows={v.detalles}
        rowKey={(d) => d.id}
      />
      <Pie>
        <span>Descuento: {formatQuantity(v.descuento)}%</span>
        <span>
          Total: <span className="total">{formatMoney(v.total, s)}</span>
        </span>
      </Pie>
    </>
  );
}

export default VentaDetallePage;
