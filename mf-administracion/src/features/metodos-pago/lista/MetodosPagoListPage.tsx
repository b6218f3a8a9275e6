import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { esMetodoDelSistema, MSG_ERROR_ELIMINAR_METODO_PAGO, P, type MetodoPago } from 'shared';
import { usePermission } from 'shared/auth';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, ErrorPanel, PageHeader, Table } from 'shared/ui';
import { useMetodosPago } from 'shared/query';
import { useDeleteMetodoPago } from '../api/delete-metodo-pago';
import { useMetodosPagoListParams } from './use-metodos-pago-list-params';
import { metodoPagoErrorMessage } from '../utils/messages';

/** Why a system method has no 'Eliminar' (docs/contactos-y-administracion.md, "Métodos de pago"). */
export const NOTA_METODOS_DEL_SISTEMA =
  'Los métodos «Del sistema» se pueden renombrar, pero no eliminar: las ventas en cuenta corriente y las cajas los reconocen por una clave fija, no por el nombre.';

const Nota = styled.p`margin: 10px 0 0; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;

/** Rows per page of the list (docs/arquitectura.md: default table 10). */
export { METODOS_PAGO_PAGE_SIZE } from './use-metodos-pago-list-params';

/**
 * /metodos-pago (docs/contactos-y-administracion.md, permission metodos_pago.get): name, description (or '-'),
 * 'Editar' (metodos_pago.put) and 'Eliminar' with confirmation (metodos_pago.delete), and
 * 'Agregar Método de Pago' (metodos_pago.post). A system method (with a `clave`: Efectivo, Cuenta
 * Corriente) shows 'Del sistema' instead of 'Eliminar', and a note under the table says why. Messages of docs/contactos-y-administracion.md.
 * The name links to /metodos-pago/{id} (metodos_pago.detail.get). The whole list comes from the API
 * and is paged here, with page and page size ('Filas por página') in the URL (?page=&pageSize=,
 * docs/arquitectura.md "Listas"); the form gets the list's URL in the router state (`from`) to
 * return to the same page.
 */
export function MetodosPagoListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const volverA = { from: location.pathname + location.search };
  const puedeCrear = usePermission(P.metodosPagoPost);
  const puedeEditar = usePermission(P.metodosPagoPut);
  const puedeEliminar = usePermission(P.metodosPagoDelete);
  const puedeVerDetalle = usePermission(P.metodosPagoDetail);
  const { data, isPending, isError, error, refetch } = useMetodosPago();
  const paging = useMetodosPagoListParams(data);
  const eliminar = useDeleteMetodoPago();
  const [aEliminar, setAEliminar] = useState<MetodoPago | null>(null);

  const confirmarEliminar = () => {
    if (!aEliminar) return;
    eliminar.mutate(aEliminar.id, {
      onSuccess: () => {
        toast.success('Método de pago eliminado correctamente');
        setAEliminar(null);
      },
      onError: (err) => {
        toast.error(metodoPagoErrorMessage(err, MSG_ERROR_ELIMINAR_METODO_PAGO));
        setAEliminar(null);
      },
    });
  };

  const columns = [
    { key: 'nombre', header: 'Nombre' },
    { key: 'descripcion', header: 'Descripción', render: (m: MetodoPago) => m.descripcion || '-' },
    ...(puedeEditar || puedeEliminar
      ? [
          {
            key: 'acciones',
            header: 'Acciones',
            align: 'right' as const,
            render: (m: MetodoPago) => (
              <>
                {puedeEditar ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Editar ${m.nombre}`}
                    onClick={() => navigate(`/metodos-pago/${m.id}`, { state: volverA })}
                  >
                    Editar
                  </Button>
                ) : null}{' '}
                {puedeEliminar && esMetodoDelSistema(m) ? <Badge tone="info">Del sistema</Badge> : null}
                {puedeEliminar && !esMetodoDelSistema(m) ? (
                  <Button size="sm" variant="danger" aria-label={`Eliminar ${m.nombre}`} onClick={() => setAEliminar(m)}>
                    Eliminar
                  </Button>
                ) : null}
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Métodos de Pago"
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/metodos-pago/create', { state: volverA })}>
              Agregar Método de Pago
            </Button>
          ) : undefined
        }
      />
      {isError ? (
        <ErrorPanel
          title="Error al cargar métodos de pago"
          message={metodoPagoErrorMessage(error, 'Error al cargar métodos de pago')}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          columns={columns}
          rows={paging.rows}
          rowKey={(m: MetodoPago) => m.id}
          loading={isPending}
          emptyText="No hay métodos de pago registrados."
          page={paging.page}
          totalPages={paging.totalPages}
          onPageChange={paging.changePage}
          pageSize={paging.pageSize}
          onPageSizeChange={paging.changePageSize}
          rowHref={puedeVerDetalle ? (m: MetodoPago) => `/metodos-pago/${m.id}` : undefined}
          rowLinkState={() => volverA}
          linkColumn="nombre"
        />
      )}
      {puedeEliminar && paging.rows.some(esMetodoDelSistema) ? <Nota>{NOTA_METODOS_DEL_SISTEMA}</Nota> : null}
      <ConfirmDialog
        open={aEliminar !== null}
        title="Eliminar método de pago"
        message={aEliminar ? `¿Seguro que desea eliminar el método de pago "${aEliminar.nombre}"?` : ''}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        danger
        loading={eliminar.isPending}
        onConfirm={confirmarEliminar}
        onCancel={() => setAEliminar(null)}
      />
    </>
  );
}

export default MetodosPagoListPage;
