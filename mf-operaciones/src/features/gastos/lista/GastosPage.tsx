import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, CATEGORIAS_GASTO, errorMessage, MONEDA_DOLARES, MONEDA_PESOS, P, type Gasto } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, ErrorPanel, Field, PageHeader, Select, Table, Toolbar, RangoFechas } from 'shared/ui';
import { useMonedas } from 'shared/query';
import { useAnularGasto } from '../api/anular-gasto';
import { useGastos } from '../api/get-gastos';
import { TotalesGastos } from '../components/TotalesGastos';
import { formatDia } from '../../comun/utils/fechas';
import { GastoDetalleDialog } from './GastoDetalleDialog';
import { NuevoGastoDialog } from './NuevoGastoDialog';
import { useGastosListParams } from './use-gastos-list-params';

/** When GET gastos fails. */
export const MSG_ERROR_GASTOS = 'Error al cargar los gastos';
/** Text of the confirmation before annulling an expense. */
export const MSG_CONFIRMAR_ANULAR_GASTO =
  'La anulación no se puede deshacer: el gasto deja de contar en los totales y, si se pagó desde una caja, el monto vuelve a esa caja (que tiene que estar abierta).';
/** Toast when an expense was annulled and the server sent no text. */
export const MSG_GASTO_ANULADO = 'Gasto anulado correctamente';
/** Toast when PUT gastos/anular/{id} fails without a message of the server. */
export const MSG_ERROR_ANULAR_GASTO = 'Error al anular el gasto';

/** Symbols of the system currencies when GET monedas has not answered (docs/dinero-y-cantidades.md). */
const SIMBOLOS: Record<number, string> = { [MONEDA_PESOS]: '$', [MONEDA_DOLARES]: 'US$' };

/** The server's reason when it refused the filters (400, e.g. a range that ends before it starts); nothing otherwise. */
const mensajeDeFiltro = (err: unknown) => (err instanceof ApiError && err.status === 400 ? err.message : undefined);

const Anulado = styled.span`color: ${({ theme }) => theme.colors.textMuted}; text-decoration: line-through;`;

/**
 * /gastos (gastos.get; docs/cajas-gastos-comisiones.md): the expenses, paged on the server, newest
 * first. Filters Desde / Hasta (Buenos Aires days), Categoría, Moneda and Anulados (Todos / Solo
 * activos / Solo anulados), page and page size in the URL (docs/arquitectura.md, «Listas»).
 * Columns N°, Fecha, Categoría, Descripción, Proveedor, Método, Caja, Monto (with its symbol),
 * Usuario and Estado ('Anulado' rows struck through). Above the list, the totals of the
 * non-annulled expenses of the filters per currency, per category and per month ({@link TotalesGastos}).
 * 'Nuevo gasto' (gastos.post) opens {@link NuevoGastoDialog}; 'Anular' (gastos.delete, active
 * expenses) asks first, then PUT gastos/anular/{id} → the server's text or 'Gasto anulado
 * correctamente'; on failure the server's message or 'Error al anular el gasto'. ?gastoId={id} (the
 * link of a cash-box movement) shows that expense in a dialog. States: loading, 'No hay
 * resultados.', 'Error al cargar los gastos' with Reintentar.
 */
export function GastosPage() {
  const puedeCrear = usePermission(P.gastosPost);
  const puedeAnular = usePermission(P.gastosDelete);
  const params = useGastosListParams();
  const gastos = useGastos(params.query);
  const monedas = useMonedas();
  const anular = useAnularGasto();
  const [creando, setCreando] = useState(false);
  const [anulando, setAnulando] = useState<Gasto | null>(null);
  const simbolo = (monedaId: number) => monedas.data?.find((m) => m.id === monedaId)?.simbolo ?? SIMBOLOS[monedaId] ?? `M${monedaId}`;

  const confirmarAnulacion = () => {
    if (!anulando) return;
    anular.mutate(anulando.id, {
      onSuccess: (r) => {
        toast.success(r.message || MSG_GASTO_ANULADO);
        setAnulando(null);
      },
      onError: (err) => {
        toast.error(errorMessage(err, MSG_ERROR_ANULAR_GASTO));
        setAnulando(null);
      },
    });
  };
  const pedirAnulacion = (g: Gasto) => {
    params.cerrarGasto();
    setAnulando(g);
  };

  const texto = (g: Gasto, t: string) => (g.anulado ? <Anulado>{t}</Anulado> : t);
  const columns = [
    { key: 'id', header: 'N°', render: (g: Gasto) => g.id },
    { key: 'fecha', header: 'Fecha', render: (g: Gasto) => formatDia(g.fecha) },
    { key: 'categoria', header: 'Categoría' },
    { key: 'descripcion', header: 'Descripción', render: (g: Gasto) => texto(g, g.descripcion) },
    { key: 'proveedor', header: 'Proveedor', render: (g: Gasto) => g.proveedor?.nombre ?? '—' },
    { key: 'metodo', header: 'Método', render: (g: Gasto) => g.metodoPago.nombre },
    { key: 'caja', header: 'Caja', render: (g: Gasto) => g.caja?.sucursal.nombre ?? '—' },
    { key: 'monto', header: 'Monto', align: 'right' as const, render: (g: Gasto) => texto(g, formatMoney(g.monto, g.moneda.simbolo)) },
    { key: 'usuario', header: 'Usuario', render: (g: Gasto) => g.usuario?.name ?? '—' },
    { key: 'estado', header: 'Estado', render: (g: Gasto) => (g.anulado ? <Badge tone="danger">Anulado</Badge> : <Badge tone="success">Activo</Badge>) },
    ...(puedeAnular
      ? [
          {
            key: 'acciones',
            header: '',
            align: 'right' as const,
            render: (g: Gasto) =>
              g.anulado ? null : (
                <Button size="sm" variant="danger" aria-label={`Anular gasto ${g.id}`} onClick={() => setAnulando(g)}>
                  Anular
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Gastos"
        subtitle={gastos.data ? `${gastos.data.total} gasto${gastos.data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => setCreando(true)}>
              Nuevo gasto
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de gastos">
        <RangoFechas idPrefix="gastos" fechaDesde={params.fechaDesde} fechaHasta={params.fechaHasta} onChange={params.changeFecha} />
        <Field label="Categoría" htmlFor="gastos-categoria">
          <Select id="gastos-categoria" value={params.categoria ?? ''} onChange={(e) => params.changeCategoria(e.target.value)}>
            <option value="">Todas</option>
            {CATEGORIAS_GASTO.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Moneda" htmlFor="gastos-moneda">
          <Select id="gastos-moneda" value={params.monedaId === undefined ? '' : String(params.monedaId)} onChange={(e) => params.changeMoneda(e.target.value)}>
            <option value="">Todas</option>
            <option value={String(MONEDA_PESOS)}>Pesos</option>
            <option value={String(MONEDA_DOLARES)}>Dólares</option>
          </Select>
        </Field>
        <Field label="Anulados" htmlFor="gastos-anulados">
          <Select id="gastos-anulados" value={params.anulado ?? ''} onChange={(e) => params.changeAnulado(e.target.value)}>
            <option value="">Todos</option>
            <option value="false">Solo activos</option>
            <option value="true">Solo anulados</option>
          </Select>
        </Field>
      </Toolbar>
      {gastos.isError ? (
        <ErrorPanel title={MSG_ERROR_GASTOS} message={mensajeDeFiltro(gastos.error)} onRetry={() => void gastos.refetch()} />
      ) : (
        <>
          {gastos.data ? <TotalesGastos totales={gastos.data.totales} simbolo={simbolo} /> : null}
          <Table
            caption="Gastos"
            columns={columns}
            rows={gastos.data?.items ?? []}
            rowKey={(g) => g.id}
            loading={gastos.isPending}
            page={gastos.data?.currentPage ?? params.page}
            totalPages={gastos.data?.totalPages ?? 0}
            onPageChange={params.changePage}
            pageSize={params.pageSize}
            onPageSizeChange={params.changePageSize}
          />
        </>
      )}
      {creando ? <NuevoGastoDialog onClose={() => setCreando(false)} /> : null}
      {params.gastoId !== undefined ? (
        <GastoDetalleDialog id={params.gastoId} onClose={params.cerrarGasto} onAnular={puedeAnular ? pedirAnulacion : undefined} />
      ) : null}
      <ConfirmDialog
        open={anulando !== null}
        title={anulando ? `Anular gasto N° ${anulando.id}` : 'Anular gasto'}
        message={MSG_CONFIRMAR_ANULAR_GASTO}
        confirmLabel="Anular gasto"
        cancelLabel="Cancelar"
        danger
        loading={anular.isPending}
        onConfirm={confirmarAnulacion}
        onCancel={() => setAnulando(null)}
      />
    </>
  );
}

export default GastosPage;
