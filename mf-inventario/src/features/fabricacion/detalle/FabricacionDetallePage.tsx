import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  cancelarBodySchema,
  checkMateriaBodySchema,
  errorMessage,
  finalizarBodySchema,
  MSG_FABRICACION_CANCELADA,
  MSG_FABRICACION_FINALIZADA,
  MSG_FABRICACION_NO_ENCONTRADA,
  MSG_MATERIA_CONFIRMADA,
  P,
  type FabricacionDetalle,
} from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatQuantity } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, Card, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { useCancelarFabricacion } from '../api/cancelar-fabricacion';
import { useCheckMateria } from '../api/check-materia';
import { useFinalizarFabricacion } from '../api/finalizar-fabricacion';
import { isNotFound, useFabricacion } from '../api/get-fabricacion';
import { estaEnProceso, estadoFabricacion } from '../utils/estado';
import {
  MSG_ERROR_CANCELAR,
  MSG_ERROR_CARGAR_FABRICACION,
  MSG_ERROR_CONFIRMAR_MATERIA,
  MSG_ERROR_FINALIZAR,
} from '../utils/mensajes';
import { sucursalDeFabricacion, validarCuerpo } from '../utils/sucursal';
import { estaConfirmada, MateriasPrimasTable } from './MateriasPrimasTable';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; }
`;
const SectionTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 12px;
`;
const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

type Dialogo = 'finalizar' | 'cancelar' | null;

/**
 * /fabricacion/{id} (docs/fabricacion.md, permission fabricacion.detail.get): 'Fabricación #id',
 * Producto (código - nombre), 'Cantidad a fabricar' with the unit (up to 4 decimals), Estado
 * (En proceso / Finalizada / Cancelada), Sucursal, Fecha and Usuario; then step 2, the raw
 * materials with their confirmation boxes (see MateriasPrimasTable).
 *
 * - Ticking a box (fabricacion.put, run En proceso) sends PUT check-materia { materiaPrimaId,
 *   sucursalId }: 'Materia prima confirmada' and the detail reloads, or the server's message (409
 *   'Stock insuficiente para …') or 'Error al confirmar materia'.
 * - 'Finalizar fabricación' (fabricacion.put) and 'Cancelar fabricación' (fabricacion.delete) each
 *   ask first (the first says it is irreversible; the second that it returns the raw-material stock
 *   and deletes the run). Finalize: 'Fabricación finalizada' and reload, or the server's message /
 *   'Error al finalizar'. Cancel: 'Fabricación cancelada' and back to /fabricacion, or the server's
 *   message / 'Error al cancelar'. Both are hidden once the run is finalized or cancelled.
 * - The branch of every action is the run's, or its first line's; without one nothing is sent and
 *   the body schema's message says so ('No se puede confirmar: sucursalId no definido', …).
 * - Missing run (404 or a malformed id): 'No se encontró la fabricación'; other load errors
 *   'Error al cargar la fabricación' with a retry. 'Volver' returns to the list it came from.
 * Every action invalidates `afterFabricacionChange`.
 */
export function FabricacionDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const navigate = useNavigate();
  const { volver: volverALista } = useVolver('/fabricacion');
  const puedeConfirmarYFinalizar = usePermission(P.fabricacionPut);
  const puedeCancelar = usePermission(P.fabricacionDelete);
  const { data: fabricacion, isPending, isError, error, refetch } = useFabricacion(id);
  const checkMateria = useCheckMateria();
  const finalizar = useFinalizarFabricacion();
  const cancelar = useCancelarFabricacion();
  const [dialogo, setDialogo] = useState<Dialogo>(null);

  const volver = (
    <Button variant="ghost" onClick={() => volverALista()}>
      Volver
    </Button>
  );

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Fabricación" actions={volver} />
        <ErrorPanel title={MSG_FABRICACION_NO_ENCONTRADA} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Fabricación" actions={volver} />
        <ErrorPanel title={MSG_ERROR_CARGAR_FABRICACION} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Fabricación" actions={volver} />
        <Centered>
          <Spinner label="Cargando fabricación" />
        </Centered>
      </>
    );
  }

  const f = fabricacion;
  const enProceso = estaEnProceso(f);
  const estado = estadoFabricacion(f.estado);
  const sucursalId = sucursalDeFabricacion(f);
  const confirmadas = f.detalles.filter((d) => estaConfirmada(f, d)).length;

  const confirmarMateria = (d: FabricacionDetalle) => {
    const cuerpo = validarCuerpo(checkMateriaBodySchema, { materiaPrimaId: d.materiaPrimaId, sucursalId });
    if (cuerpo.error !== undefined) {
      toast.error(cuerpo.error);
      return;
    }
    checkMateria.mutate(
      { id: f.id, ...cuerpo.body },
      {
        onSuccess: () => toast.success(MSG_MATERIA_CONFIRMADA),
        onError: (err) => toast.error(errorMessage(err, MSG_ERROR_CONFIRMAR_MATERIA)),
      },
    );
  };

  const confirmarFinalizar = () => {
    const cuerpo = validarCuerpo(finalizarBodySchema, { sucursalId });
    if (cuerpo.error !== undefined) {
      setDialogo(null);
      toast.error(cuerpo.error);
      return;
    }
    finalizar.mutate(
      { id: f.id, ...cuerpo.body },
      {
        onSuccess: () => {
          setDialogo(null);
          toast.success(MSG_FABRICACION_FINALIZADA);
        },
        onError: (err) => {
          setDialogo(null);
          toast.error(errorMessage(err, MSG_ERROR_FINALIZAR));
        },
      },
    );
  };

  const confirmarCancelar = () => {
    const cuerpo = validarCuerpo(cancelarBodySchema, { sucursalId });
    if (cuerpo.error !== undefined) {
      setDialogo(null);
      toast.error(cuerpo.error);
      return;
    }
    cancelar.mutate(
      { id: f.id, ...cuerpo.body },
      {
        onSuccess: () => {
          setDialogo(null);
          toast.success(MSG_FABRICACION_CANCELADA);
          navigate('/fabricacion');
        },
        onError: (err) => {
          setDialogo(null);
          toast.error(errorMessage(err, MSG_ERROR_CANCELAR));
        },
      },
    );
  };

  const producto = `${f.producto.codigo} - ${f.producto.nombre}`;

  return (
    <>
      <PageHeader
        title={`Fabricación #${f.id}`}
        subtitle={producto}
        actions={
          <>
            {volver}
            {enProceso && puedeConfirmarYFinalizar ? (
              <Button variant="primary" onClick={() => setDialogo('finalizar')}>
                Finalizar fabricación
              </Button>
            ) : null}
            {enProceso && puedeCancelar ? (
              <Button variant="danger" onClick={() => setDialogo('cancelar')}>
                Cancelar fabricación
              </Button>
            ) : null}
          </>
        }
      />
      <Card aria-labelledby="fabricacion-datos">
        <SectionTitle id="fabricacion-datos">Datos de la fabricación</SectionTitle>
        <Datos>
          <div>
            <dt>Producto</dt>
            <dd>{producto}</dd>
          </div>
          <div>
            <dt>Cantidad a fabricar</dt>
            <dd>{formatQuantity(f.cantidadFabricada, f.producto.unidad)}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <Badge tone={estado.tone}>{estado.label}</Badge>
            </dd>
          </div>
          <div>
            <dt>Sucursal</dt>
            <dd>{f.sucursal?.nombre ?? '-'}</dd>
          </div>
          <div>
            <dt>Fecha</dt>
            <dd>{formatDateTime(f.fecha)}</dd>
          </div>
          <div>
            <dt>Usuario</dt>
            <dd>{f.usuario?.name ?? '-'}</dd>
          </div>
          <div>
            <dt>Materias confirmadas</dt>
            <dd>{`${confirmadas} de ${f.detalles.length}`}</dd>
          </div>
        </Datos>
      </Card>
      <Card aria-labelledby="fabricacion-materias">
        <SectionTitle id="fabricacion-materias">Paso 2: Confirmar materias primas</SectionTitle>
        <MateriasPrimasTable
          fabricacion={f}
          editable={enProceso && puedeConfirmarYFinalizar}
          confirmando={checkMateria.isPending ? checkMateria.variables?.materiaPrimaId : undefined}
          onConfirmar={confirmarMateria}
        />
      </Card>
      <ConfirmDialog
        open={dialogo === 'finalizar'}
        title="Finalizar fabricación"
        message={`¿Finalizar la fabricación #${f.id}? Se sumarán ${formatQuantity(f.cantidadFabricada, f.producto.unidad)} de ${producto} al stock. Esta acción es irreversible.`}
        confirmLabel="Finalizar"
        cancelLabel="Volver"
        loading={finalizar.isPending}
        onConfirm={confirmarFinalizar}
        onCancel={() => setDialogo(null)}
      />
      <ConfirmDialog
        open={dialogo === 'cancelar'}
        title="Cancelar fabricación"
        message={`¿Cancelar la fabricación #${f.id}? Se devolverá el stock de las materias primas ya confirmadas y se eliminará la fabricación.`}
        confirmLabel="Cancelar fabricación"
        cancelLabel="Volver"
        danger
        loading={cancelar.isPending}
        onConfirm={confirmarCancelar}
        onCancel={() => setDialogo(null)}
      />
    </>
  );
}

export default FabricacionDetallePage;
