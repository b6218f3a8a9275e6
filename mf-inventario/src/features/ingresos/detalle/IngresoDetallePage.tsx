import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, ESTADO_INGRESO_LABEL, MSG_INGRESO_NO_ENCONTRADO, P, type IngresoDetalle } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { Badge, Button, Card, ErrorPanel, PageHeader, Spinner, Table } from 'shared/ui';
import { useIngreso } from '../api/get-ingreso';

/** Title of the load error panel (other than a missing entry). */
export const MSG_ERROR_CARGAR_INGRESO = 'Error al cargar el ingreso';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; }
`;
const ProductoLink = styled(Link)`color: ${({ theme }) => theme.colors.primary}; font-weight: 500;`;

/**
 * /ingresos/{id} (permission ingresos.detail.get; docs/stock-y-productos.md, "Ingresos de stock y
 * costos"): h1 'Ingreso #{id}', Fecha (dd/mm/aaaa hh:mm, Buenos Aires), Sucursal, Usuario and Estado;
 * the lines with Código, Producto (a link to /productos/{id} with stock.detail.get), Cantidad with
 * its unit (up to 4 decimals), Costo and Costo anterior (each with its currency symbol, 2 decimals)
 * and Proveedor ('N/A' when none). 'Volver' returns to the list with the filters it came from
 * (router state `from`), else to /ingresos. A missing entry says 'No se encontró el ingreso.'; any
 * other failure 'Error al cargar el ingreso' with a retry.
 */
export function IngresoDetallePage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const idValido = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const location = useLocation();
  const puedeVerProducto = usePermission(P.stockDetail);
  const { data: ingreso, isPending, isError, error, refetch } = useIngreso(id);
  const volver = () => navigate((location.state as { from?: string } | null)?.from ?? '/ingresos');

  const header = <PageHeader title={idValido ? `Ingreso #${id}` : 'Ingreso'} actions={<Button onClick={volver}>Volver</Button>} />;
  if (!idValido || isError) {
    const noExiste = !idValido || (error instanceof ApiError && error.status === 404);
    return (
      <>
        {header}
        <ErrorPanel title={noExiste ? MSG_INGRESO_NO_ENCONTRADO : MSG_ERROR_CARGAR_INGRESO} onRetry={noExiste ? undefined : () => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }

  const columns = [
    { key: 'codigo', header: 'Código', render: (d: IngresoDetalle) => d.producto.codigo },
    {
      key: 'producto',
      header: 'Producto',
      render: (d: IngresoDetalle) =>
        puedeVerProducto ? <ProductoLink to={`/productos/${d.producto.id}`}>{d.producto.nombre}</ProductoLink> : d.producto.nombre,
    },
    { key: 'cantidad', header: 'Cantidad', align: 'right' as const, render: (d: IngresoDetalle) => formatQuantity(d.cantidad, d.producto.unidad) },
    { key: 'costo', header: 'Costo', align: 'right' as const, render: (d: IngresoDetalle) => formatMoney(d.costo, d.costoMoneda.simbolo) },
    {
      key: 'costoAnterior',
      header: 'Costo anterior',
      align: 'right' as const,
      render: (d: IngresoDetalle) => formatMoney(d.costo_anterior, d.costoAnteriorMoneda.simbolo),
    },
    { key: 'proveedor', header: 'Proveedor', render: (d: IngresoDetalle) => d.proveedor?.nombre ?? 'N/A' },
  ];

  return (
    <>
      {header}
      <Card>
        <Datos>
          <div>
            <dt>Fecha</dt>
            <dd>{formatDateTime(ingreso.fechaIngreso)}</dd>
          </div>
          <div>
            <dt>Sucursal</dt>
            <dd>{ingreso.sucursal.nombre}</dd>
          </div>
          <div>
            <dt>Usuario</dt>
            <dd>{ingreso.usuario?.name ?? 'N/A'}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <Badge tone="success">{ESTADO_INGRESO_LABEL[ingreso.status] ?? ingreso.status}</Badge>
            </dd>
          </div>
        </Datos>
      </Card>
      <Table columns={columns} rows={ingreso.detalles} rowKey={(d) => d.id} caption="Productos del ingreso" />
    </>
  );
}

export default IngresoDetallePage;
