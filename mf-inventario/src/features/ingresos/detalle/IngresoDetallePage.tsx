import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, errorMessage, ESTADO_INGRESO_LABEL, MSG_INGRESO_NO_ENCONTRADO, P, type Ingreso, type IngresoDetalle } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, Card, ErrorPanel, PageHeader, Spinner, Table } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { useAnularIngreso } from '../api/anular-ingreso';
import { useIngreso } from '../api/get-ingreso';

/** Title of the load error panel (other than a missing entry). */
export const MSG_ERROR_CARGAR_INGRESO = 'Error al cargar el ingreso';
/** Toast when PUT ingresos/anular/{id} fails without a message of the server. */
export const MSG_ERROR_ANULAR_INGRESO = 'Error al anular el ingreso';

/** The question of the annulment's confirmation (docs/ingresos.md, «Anulación»). */
export function msgConfirmarAnulacion(ingreso: Pick<Ingreso, 'id' | 'sucursal'>): string {
  return `Se descontará del stock de ${ingreso.sucursal.nombre} lo que entró con el ingreso #${ingreso.id} y los productos volverán a su costo anterior si nadie lo cambió después. El ingreso quedará anulado y no se puede deshacer. ¿Desea continuar?`;
}

/** The toast after an annulment that left some costs as they were ('10001 - Alcohol etílico, …'). */
export function msgCostosNoRestaurados(productos: Array<{ codigo: string; nombre: string }>): string {
  return `No se restauró el costo de ${productos.map((p) => `${p.codigo} - ${p.nombre}`).join(', ')}: cambió después de este ingreso.`;
}

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
 * and Proveedor ('N/A' when none). With ingresos.delete, a registered entry offers 'Anular ingreso'
 * (docs/ingresos.md, «Anulación»): a confirmation, then PUT ingresos/anular/{id} → the server's
 * message as a success toast (and which costs were not restored, if any), the detail and the list
 * reload; a failure (409 'Stock insuficiente…' when the stock was used) shows the server's message or
 * 'Error al anular el ingreso'. An annulled entry shows Estado 'Anulado' and 'Anulación' (when and by
 * whom). 'Volver' returns to the list with the filters it came from
 * (router state `from`), else to /ingresos. A missing entry says 'No se encontró el ingreso.'; any
 * other failure 'Error al cargar el ingreso' with a retry.
 */
export function IngresoDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const puedeVerProducto = usePermission(P.stockDetail);
  const puedeAnular = usePermission(P.ingresosDelete);
  const anular = useAnularIngreso();
  const [confirmando, setConfirmando] = useState(false);
  const { data: ingreso, isPending, isError, error, refetch } = useIngreso(id);
  const { volver } = useVolver('/ingresos');

  const anulable = puedeAnular && ingreso?.status === 'registrado';
  const header = (
    <PageHeader
      title={idValido ? `Ingreso #${id}` : 'Ingreso'}
      actions={
        <>
          <Button onClick={volver}>Volver</Button>
          {anulable ? (
            <Button variant="danger" onClick={() => setConfirmando(true)}>
              Anular ingreso
            </Button>
          ) : null}
        </>
      }
    />
  );
  const confirmarAnulacion = () => {
    if (anular.isPending) return;
    anular.mutate(id, {
      onSuccess: (r) => {
        toast.success(r.message);
        if (r.costosNoRestaurados.length > 0) toast(msgCostosNoRestaurados(r.costosNoRestaurados), { duration: 10_000 });
        setConfirmando(false);
      },
      onError: (err) => {
        toast.error(errorMessage(err, MSG_ERROR_ANULAR_INGRESO));
        setConfirmando(false);
      },
    });
  };
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
              <Badge tone={ingreso.status === 'anulado' ? 'danger' : 'success'}>{ESTADO_INGRESO_LABEL[ingreso.status] ?? ingreso.status}</Badge>
            </dd>
          </div>
          {ingreso.anulacion ? (
            <div>
              <dt>Anulación</dt>
              <dd>
                {formatDateTime(ingreso.anulacion.fecha)}
                {ingreso.anulacion.usuario ? ` por ${ingreso.anulacion.usuario.name}` : ''}
              </dd>
            </div>
          ) : null}
        </Datos>
      </Card>
      <Table columns={columns} rows={ingreso.detalles} rowKey={(d) => d.id} caption="Productos del ingreso" />
      <ConfirmDialog
        open={confirmando}
        title="Anular ingreso"
        message={msgConfirmarAnulacion(ingreso)}
        confirmLabel="Anular ingreso"
        cancelLabel="Cancelar"
        danger
        loading={anular.isPending}
        onConfirm={confirmarAnulacion}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}

export default IngresoDetallePage;
